// After its game starts, the creator's page keeps its lobby open, so that whoever opens the link
// later can still watch: the lobby answers a late hello with the settled game (lobby-host.ts,
// `lateHello`) and the page then watches from the log. One lobby per page; the app closes it
// when it leaves the game or a new lobby starts.

let serving: { close(): void } | null = null;

/** Keeps `lobby` open after its start (closing the one kept before). */
export function keepServing(lobby: { close(): void }): void {
  if (serving !== lobby) serving?.close();
  serving = lobby;
}

/** Closes the lobby kept open, if any. */
export function stopServing(): void {
  serving?.close();
  serving = null;
}
