// Whether this device may hold a game for "My games", asked before the list's module is loaded:
// reading saved games takes the engine and the protocol's decoding (src/play/my-games.ts), which a
// device that never stored a game does not need on its first page (test/e2e/first-page-weight.e2e.ts).

/**
 * The IndexedDB databases My games reads its games from: the seats of games with friends
 * (src/play/saved-seats.ts `GAME_DB`) and the games against bots (src/play/local-games.ts
 * `LOCAL_DB`); my-games-stored.test.ts checks they are those.
 */
export const MY_GAMES_DBS: readonly string[] = ['sealed-orders', 'sealed-orders-local'];

/**
 * False only when the browser lists its databases and none of `MY_GAMES_DBS` is there: nothing was
 * ever saved, the list is empty without reading it. A browser that cannot list them (or fails to)
 * may hold games: true.
 */
export async function mayHoldGames(factory: Pick<IDBFactory, 'databases'> | undefined = globalThis.indexedDB): Promise<boolean> {
  if (typeof factory?.databases !== 'function') return true;
  try {
    const names = new Set((await factory.databases()).map((d) => d.name));
    return MY_GAMES_DBS.some((name) => names.has(name));
  } catch {
    return true;
  }
}
