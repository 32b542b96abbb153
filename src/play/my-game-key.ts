// The key of a game in "My games" (its summary's and log copy's, its last visit's): imported by the
// app's first page (src/ui/shell/app-shell.component.ts), so it imports nothing; my-games.ts
// re-exports it beside the list, which reads saved games with the engine.

export type MyGameKind = 'network' | 'local';

/** `lobby:<lobby id>` or `local:<game id>`. */
export const myGameKey = (kind: MyGameKind, id: string): string => `${kind === 'network' ? 'lobby' : 'local'}:${id}`;
