// A Game of Thrones: The Board Game (2nd edition, and the 1st as far as its engine goes) as the
// protocol plays it: the engine's face (engine/index.ts) behind the session's GameModule
// (src/session/game-module.ts). A seat is a house; the config is the engine's GameConfig.
import type { CanonicalValue } from '../../crypto/index';
import { apply, newGame, pending, rulesFingerprint, stateText, type GameConfig, type Move } from '../../engine/index';
import { randomBot } from '../bots/random-bot';
import type { GameModule } from '../session/game-module';
import { AGOT_DECKS } from './agot-decks';
import type { Agot } from './agot-types';

/** The types of this game, as the session's type parameter: `Session<Agot>`, `GameSetup<Agot>`. */
export type { Agot } from './agot-types';

const isMap = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array);

/** The config with only defined fields, as a canonical map (what the game id hashes). */
function configValue(config: GameConfig): CanonicalValue {
  const out: Record<string, CanonicalValue> = {};
  if (config.players !== undefined) out.players = config.players;
  if (config.houses !== undefined) out.houses = [...config.houses];
  if (config.tidesOfBattle !== undefined) out.tidesOfBattle = config.tidesOfBattle;
  if (config.faq2Tiebreakers !== undefined) out.faq2Tiebreakers = config.faq2Tiebreakers;
  if (config.darkWingsPorts !== undefined) out.darkWingsPorts = config.darkWingsPorts;
  if (config.kingsCourtOverlay !== undefined) out.kingsCourtOverlay = config.kingsCourtOverlay;
  if (config.lannisterPortShipAtThree !== undefined) out.lannisterPortShipAtThree = config.lannisterPortShipAtThree;
  if (config.ruleset !== undefined) out.ruleset = config.ruleset;
  return out;
}

export const AGOT: GameModule<Agot> = {
  id: 'agot',
  configValue,
  // The engine reads the options it knows (newGame, through `seats`, refuses what it cannot play).
  parseConfig: (value) => (isMap(value) ? (value as GameConfig) : null),
  // The build of the game's edition: a 1st-edition game hashes the 1st edition's data too.
  rulesFingerprint: (config) => rulesFingerprint(config.ruleset === '1e' ? '1e' : '2e'),
  seats: (config) => newGame(config).options.houses,
  newGame,
  pending,
  apply,
  stateText,
  decider: (d) => d.house,
  answers(d, move): move is Move {
    const m = move as { kind?: unknown; house?: unknown } | null;
    return m !== null && typeof m === 'object' && !Array.isArray(m) && m.kind === d.kind && m.house === d.house;
  },
  winner: (state) => state.winner,
  round: (state) => state.round,
  randomPlayer: randomBot,
  decks: AGOT_DECKS,
};
