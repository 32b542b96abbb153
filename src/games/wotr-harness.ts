// The in-memory harness (src/session/harness.ts) for War of the Ring: The Card Game, with this
// game's options: the scenario, the card table and the location table (the engine's WotrConfig:
// no checked card table exists, [WOTR-DATA-03], so a game is given its table). What the tests use.
import type { ScenarioId, WotrConfig } from '../../wotr/index';
import { DEFAULT_DEADLINES, InMemoryGame, makeLobby as makeGameLobby, type HarnessOptions, type Lobby } from '../session/harness';
import type { Deadlines } from '../session/setup';
import { WOTR, type Wotr } from './wotr';

export { InMemoryGame, seedBytes } from '../session/harness';

/** The harness's options with this game's config in its own terms. */
export interface WotrHarnessOptions extends Omit<HarnessOptions<Wotr>, 'game' | 'config'> {
  readonly scenario: ScenarioId;
  readonly cards: WotrConfig['cards'];
  readonly locations?: WotrConfig['locations'];
  readonly copies?: WotrConfig['copies'];
}

/** The game's config from the harness's options: only the fields given, so a default stays out of the game id. */
export function harnessConfig(options: Pick<WotrHarnessOptions, 'scenario' | 'cards' | 'locations' | 'copies'>): WotrConfig {
  return {
    scenario: options.scenario,
    cards: options.cards,
    ...(options.locations === undefined ? {} : { locations: options.locations }),
    ...(options.copies === undefined ? {} : { copies: options.copies }),
  };
}

/** The harness's options of a game of War of the Ring: `new InMemoryGame(wotr({ scenario: 'fellowship', cards, locations, seed }))`. */
export function wotr(options: WotrHarnessOptions): HarnessOptions<Wotr> {
  const { scenario, cards, locations, copies, ...rest } = options;
  return { ...rest, game: WOTR, config: harnessConfig({ scenario, cards, ...(locations === undefined ? {} : { locations }), ...(copies === undefined ? {} : { copies }) }) };
}

/** The lobby of a game of War of the Ring (src/session/harness.ts makeLobby). */
export function makeLobby(config: WotrConfig, seed: Uint8Array, deadlines: Deadlines = DEFAULT_DEADLINES): Lobby<Wotr> {
  return makeGameLobby(WOTR, config, seed, deadlines);
}

/** A game of War of the Ring in memory (the type the tests name). */
export type WotrGame = InMemoryGame<Wotr>;
export { WOTR, type Wotr } from './wotr';
