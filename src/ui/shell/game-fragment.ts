// A game against bots' address (`#game=<id>`): read by the first page before anything that plays a
// game is loaded (app-shell.component.ts, landing-link.ts), so it imports nothing.

/** `#game=<16 hex digits>` → the id, else null. */
export function parseGameFragment(hash: string): string | null {
  const m = /^#game=([0-9a-f]{16})$/.exec(hash);
  return m === null ? null : m[1]!;
}

export function newLocalGameId(): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
