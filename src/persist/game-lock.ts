// One game, one tab. Two tabs resuming the same saved game would be two Sessions signing with one
// key from one store: both could sign an entry at the same seq — an equivocation by an honest
// player. The app claims the game's Web Lock before it opens the game's store and holds it for as
// long as the Session runs; a second tab is told the game is open elsewhere. The browser releases
// the lock when the tab closes or crashes.

/** The part of the Web Locks API this uses (injected, style rule 23; Node has none before v22). */
export interface Locks {
  request(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<void>): Promise<unknown>;
}

export interface GameLock {
  /** Lets another tab open the game (close the Session and the store first). */
  release(): void;
}

/** The browser's lock manager. */
export function browserLocks(): Locks {
  const locks = (globalThis as { navigator?: { locks?: Locks } }).navigator?.locks;
  if (locks === undefined) throw new TypeError('expected the Web Locks API (navigator.locks), got none');
  return locks;
}

export const lockName = (namespace: string): string => `sealed-orders/game/${namespace}`;

/** Claims the game for this tab: the lock, or null if another tab holds it. Never waits for it. */
export function claimGame(namespace: string, locks: Locks = browserLocks()): Promise<GameLock | null> {
  return new Promise((resolve, reject) => {
    let release = (): void => undefined;
    const released = new Promise<void>((r) => (release = r));
    // The lock is held while the callback's promise is pending: until release().
    locks
      .request(lockName(namespace), { ifAvailable: true }, (lock) => {
        if (lock === null) {
          resolve(null);
          return Promise.resolve();
        }
        resolve({ release });
        return released;
      })
      .catch(reject);
  });
}
