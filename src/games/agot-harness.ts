// The in-memory harness (src/session/harness.ts) for A Game of Thrones, with this game's options:
// players, Tides of Battle, the edition. What the tests, `npm run simulate` and the benchmark use.
import type { Ruleset, GameConfig } from '../../engine/index';
import { DEFAULT_DEADLINES, InMemoryGame, makeLobby as makeGameLobby, type HarnessOptions, type Lobby } from '../session/harness';
import type { Deadlines } from '../session/setup';
import { AGOT, type Agot } from './agot';

export { DEFAULT_DEADLINES, InMemoryGame, attachBot, canonicalBytes, peerId, seedBytes, type RestartOptions } from '../session/harness';

/** The harness's options with this game's config in its own terms. */
export interface AgotHarnessOptions extends Omit<HarnessOptions<Agot>, 'game' | 'config'> {
  readonly players: number;
  readonly tides?: boolean;
  /** The edition (default the 2nd): '1e' plays the 1st edition of 2003 (3–5 players, no Tides). */
  readonly ruleset?: Ruleset;
}

/** The game's config from the harness's options: a 2nd-edition config carries no `ruleset`, so its games keep their ids. */
export function harnessConfig(options: Pick<AgotHarnessOptions, 'players' | 'tides' | 'ruleset'>): GameConfig {
  return {
    players: options.players,
    ...(options.tides ? { tidesOfBattle: true } : {}),
    ...(options.ruleset === '1e' ? { ruleset: '1e' as const } : {}),
  };
}

/** The harness's options of a game of A Game of Thrones: `new InMemoryGame(agot({ players: 3, seed }))`. */
export function agot(options: AgotHarnessOptions): HarnessOptions<Agot> {
  const { players, tides, ruleset, ...rest } = options;
  return { ...rest, game: AGOT, config: harnessConfig({ players, ...(tides === undefined ? {} : { tides }), ...(ruleset === undefined ? {} : { ruleset }) }) };
}

/** The lobby of a game of A Game of Thrones (src/session/harness.ts makeLobby). */
export function makeLobby(config: GameConfig, seed: Uint8Array, deadlines: Deadlines = DEFAULT_DEADLINES): Lobby<Agot> {
  return makeGameLobby(AGOT, config, seed, deadlines);
}

/** An AGoT game in memory (the type the tests name). */
export type AgotGame = InMemoryGame<Agot>;
export { AGOT, type Agot } from './agot';
