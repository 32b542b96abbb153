// How far this device has seen a game: the number of moves its page showed, kept in localStorage
// (`sealed-orders/seen/<game key>`) as the game goes. A player who comes back is told what
// happened after that (src/ui/panels/since-visit.ts). It only grows: a resumed page's log starts empty
// and fills as it catches up, which must not lower what was already seen.
const seenKey = (game: string): string => `sealed-orders/seen/${game}`;

/** The moves this device had seen of `game`; 0 when none is kept or what is kept is malformed. */
export function loadSeen(game: string, storage: Storage | undefined = globalThis.localStorage): number {
  try {
    const n = Number(storage?.getItem(seenKey(game)) ?? '0');
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** Records that `moves` moves of `game` were shown, unless more were already. */
export function saveSeen(game: string, moves: number, storage: Storage | undefined = globalThis.localStorage): void {
  if (moves <= loadSeen(game, storage)) return;
  try {
    storage?.setItem(seenKey(game), String(moves));
  } catch {
    // Storage full or denied: the next visit is then told less.
  }
}

export function forgetSeen(game: string, storage: Storage | undefined = globalThis.localStorage): void {
  storage?.removeItem(seenKey(game));
}
