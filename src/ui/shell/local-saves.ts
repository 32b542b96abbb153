// A game against bots that survives a reload: started with a fresh id (the page's address becomes
// `#game=<id>`), its setup and every move stored as played (src/play/local-games.ts), and resumed
// from the store by re-applying the moves. The summary for "My games" is kept alongside.
import { newGame, type GameConfig, type House } from '../../../engine/index';
import { myGameKey } from '../../play/my-game-key';
import { createLocalGame, openLocalGame, type LocalGameError } from '../../play/local-games';
import type { GameDriver } from '../drivers/game-driver';
import { keepGame } from './game-keeper';
import { localBots, type LocalBots } from '../drivers/local-bots';
import { createLocalDriver } from '../drivers/local-driver';
import { browserLocks, claimGame, type GameLock } from '../../persist/game-lock';

export { newLocalGameId, parseGameFragment } from './game-fragment';

export interface LocalSetup {
  readonly config: GameConfig;
  readonly seed: Uint8Array;
  readonly me: House;
  readonly pace: number;
  readonly bots: LocalBots;
}

/**
 * The game's Web Lock (as a networked seat's, src/persist/game-lock.ts): one tab plays a saved game
 * against bots. Two tabs of one game each played on from where they were and wrote their moves into
 * the same record, and the next resume failed ("[2E-GEN-01] the game is not waiting for …"): the game
 * was lost.
 */
const localLock = (id: string): string => `local-${id}`;

/** Claims a lock for this tab; null when another tab holds it. */
export type Claim = (name: string) => Promise<GameLock | null>;

/** The browser's Web Lock; a page without Web Locks (plain http on a LAN address) runs unlocked, as a networked seat does. */
const claimInBrowser: Claim = (name) => {
  try {
    return claimGame(name, browserLocks());
  } catch {
    return Promise.resolve({ release: () => undefined });
  }
};

/** The function that stops keeping a game and then lets another tab open it. */
function releasing(stop: () => Promise<void>, lock: GameLock | null): () => Promise<void> {
  return async () => {
    try {
      await stop();
    } finally {
      lock?.release();
    }
  };
}

/** Stores a new game's setup and keeps its moves from now on; resolves with the function that stops keeping. */
export async function saveLocalGame(id: string, driver: GameDriver, setup: LocalSetup, claim: Claim = claimInBrowser): Promise<() => Promise<void>> {
  // A fresh id: no other tab holds its lock; claimed so that a second tab opening its link waits.
  const lock = await claim(localLock(id));
  try {
    const record = await createLocalGame(id, { ...setup, created: Date.now() });
    return releasing(keepGame(driver, { key: myGameKey('local', id), record }), lock);
  } catch (e) {
    lock?.release();
    throw e;
  }
}

/** A saved game, playing again where it was; or why it cannot be. */
export async function resumeLocalGame(id: string, claim: Claim = claimInBrowser): Promise<{ driver: GameDriver; stop: () => Promise<void> } | { error: LocalGameError | 'illegal' | 'elsewhere'; message: string }> {
  const lock = await claim(localLock(id));
  if (lock === null) return { error: 'elsewhere', message: 'open in another tab' };
  const opened = await openLocalGame(id);
  if (!opened.ok) {
    lock.release();
    return { error: opened.error.code, message: `${opened.error.code} ${opened.error.path.join('/')}` };
  }
  const { game, record } = opened.value;
  let driver: GameDriver;
  try {
    const houses = newGame(game.config).options.houses;
    driver = createLocalDriver({ config: game.config, seed: game.seed, me: game.me, pace: game.pace, history: game.moves, bots: localBots(game.bots, game.seed, houses, game.me) });
  } catch (e) {
    await record.close();
    lock.release();
    return { error: 'illegal', message: e instanceof Error ? e.message : String(e) };
  }
  return { driver, stop: releasing(keepGame(driver, { key: myGameKey('local', id), record }), lock) };
}
