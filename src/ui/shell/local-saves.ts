// A game against bots that survives a reload: started with a fresh id (the page's address becomes
// `#game=<id>`), its setup and every move stored as played (src/play/local-games.ts), and resumed
// from the store by re-applying the moves. The summary for "My games" is kept alongside.
import { newGame, type GameConfig, type House } from '../../../engine/index';
import { myGameKey } from '../../play/my-games';
import { createLocalGame, openLocalGame, type LocalGameError } from '../../play/local-games';
import type { GameDriver } from '../drivers/game-driver';
import { keepGame } from './game-keeper';
import { localBots, type LocalBots } from '../drivers/local-bots';
import { createLocalDriver } from '../drivers/local-driver';

/** `#game=<16 hex digits>` → the id, else null. */
export function parseGameFragment(hash: string): string | null {
  const m = /^#game=([0-9a-f]{16})$/.exec(hash);
  return m === null ? null : m[1]!;
}

export function newLocalGameId(): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface LocalSetup {
  readonly config: GameConfig;
  readonly seed: Uint8Array;
  readonly me: House;
  readonly pace: number;
  readonly bots: LocalBots;
}

/** Stores a new game's setup and keeps its moves from now on; resolves with the function that stops keeping. */
export async function saveLocalGame(id: string, driver: GameDriver, setup: LocalSetup): Promise<() => Promise<void>> {
  const record = await createLocalGame(id, { ...setup, created: Date.now() });
  return keepGame(driver, { key: myGameKey('local', id), record });
}

/** A saved game, playing again where it was; or why it cannot be. */
export async function resumeLocalGame(id: string): Promise<{ driver: GameDriver; stop: () => Promise<void> } | { error: LocalGameError | 'illegal'; message: string }> {
  const opened = await openLocalGame(id);
  if (!opened.ok) return { error: opened.error.code, message: `${opened.error.code} ${opened.error.path.join('/')}` };
  const { game, record } = opened.value;
  let driver: GameDriver;
  try {
    const houses = newGame(game.config).options.houses;
    driver = createLocalDriver({ config: game.config, seed: game.seed, me: game.me, pace: game.pace, history: game.moves, bots: localBots(game.bots, game.seed, houses, game.me) });
  } catch (e) {
    await record.close();
    return { error: 'illegal', message: e instanceof Error ? e.message : String(e) };
  }
  return { driver, stop: keepGame(driver, { key: myGameKey('local', id), record }) };
}
