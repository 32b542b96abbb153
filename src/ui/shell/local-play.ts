// What plays a game on this page: a game against bots started or resumed (its driver, its bots, its
// save: local-saves.ts) and a bot on this page's seat (`?autoplay`). Loaded by app-shell.component.ts
// when a game starts or resumes, not with the first page (test/e2e/first-page-weight.e2e.ts).
import { createDrbg } from '../../../crypto/drbg';
import type { GameConfig, GameState, House } from '../../../engine/index';
import { heuristicBot } from '../../bots/heuristic-bot';
import type { BotLevel } from '../../bots/levels';
import type { GameSetup } from '../common/events';
import { autoplay } from '../drivers/autoplay';
import type { GameDriver } from '../drivers/game-driver';
import { localBots } from '../drivers/local-bots';
import { createLocalDriver } from '../drivers/local-driver';
import { housesOf } from '../game/edition';
import type { LocalSetup } from './local-saves';

export { resumeLocalGame, saveLocalGame } from './local-saves';

/** What a game can start from besides the form's choices (tests, prepared positions, replays of a seed). */
export interface StartOptions extends GameSetup {
  /** 32 bytes; a fresh random seed by default. */
  readonly seed?: Uint8Array;
  /** A prepared position to start from instead of a new game. */
  readonly initial?: GameState;
}

/** A new game against bots with `seed`: its driver, and its setup to save (none for a prepared position). */
export function startLocalGame(options: StartOptions, seed: Uint8Array): { driver: GameDriver; setup: LocalSetup | null } {
  const ruleset = options.initial?.options.ruleset ?? options.ruleset ?? '2e';
  const houses = options.initial?.options.houses ?? housesOf(ruleset, options.players);
  // The page's house, drawn from the seed when the form left it random.
  const me: House = options.house ?? houses[createDrbg(seed, 'app/house').int(houses.length)]!;
  // A 2nd-edition config carries no ruleset (as before issue 22); a 1st-edition one has no Tides.
  const config: GameConfig = ruleset === '1e' ? { players: options.players, ruleset } : { players: options.players, tidesOfBattle: options.tidesOfBattle };
  const bots: BotLevel | 'random' = options.level ?? 'random';
  const driver = createLocalDriver({ config, seed, me, pace: options.pace, bots: localBots(bots, seed, houses, me), ...(options.initial === undefined ? {} : { initial: options.initial }) });
  // A prepared position is a test's, not a game to keep.
  return { driver, setup: options.initial === undefined ? { config, seed, me, pace: options.pace, bots } : null };
}

/** A bot plays `me` on this page's driver (`?autoplay`); returns the function that stops it. */
export function autoplayMe(driver: GameDriver, me: House): () => void {
  return autoplay(driver, heuristicBot(globalThis.crypto.getRandomValues(new Uint8Array(32)), me));
}
