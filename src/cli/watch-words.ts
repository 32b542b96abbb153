// What `npm run watch` (scripts/watch.ts) says when it could not watch: as the page's Watch button
// does (src/ui/lobby/lobby-error-words.ts), a lobby nobody answered is told apart from one whose
// creator left after it was seen, in the tool's own English lines.
import { LobbyError } from '../lobby/lobby-protocol';

/** `sawTable`: the lobby showed this watcher its table before it ended; `lobby`: its id, from the link. */
export function watchFailureText(error: unknown, sawTable: boolean, lobby: string): string {
  if (error instanceof LobbyError && error.code === 'host-left') {
    return sawTable
      ? `could not watch: the table's creator left lobby ${lobby} before its game started; the table is closed`
      : `could not watch: nobody answered for lobby ${lobby} (its creator's page is closed, or the link is old or mistyped)`;
  }
  return `could not watch: ${error instanceof Error ? error.message : String(error)}`;
}
