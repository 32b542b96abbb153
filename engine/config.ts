// GameConfig is "maybe illegal" input (style rule 5): newGame checks it once and turns it into the
// normalised GameOptions that the state carries.
import { HOUSES_BY_PLAYER_COUNT_1E, PLAYER_COUNTS_1E, type PlayerCount1e } from './data/1e/houses';
import { HOUSES_BY_PLAYER_COUNT } from './data/houses';
import { HOUSES, PLAYER_COUNTS, type House, type PlayerCount } from './data/vocabulary';
import { require } from './errors';
import type { Ruleset } from './ruleset';
import type { GameOptions } from './state';

export interface GameConfig {
  /** 3 to 6; may be left out when `houses` is given. */
  readonly players?: number;
  /** The houses in play; by default the rulebook's houses for the player count ([2E-FEW-01]). */
  readonly houses?: readonly string[];
  /** Use the Tides of Battle module ([2E-TOB-01]); default off. */
  readonly tidesOfBattle?: boolean;
  /** Use FAQ v2.0's end-of-game tie-breakers ([2E-END-06]); default off. */
  readonly faq2Tiebreakers?: boolean;
  /**
   * *Dark Wings, Dark Words* option (b) gives Power for ports too, as *Game of Thrones* does
   * ([2E-WCARD-10], OQ-26); default on. Off: the printed English card, Power icons only.
   */
  readonly darkWingsPorts?: boolean;
  /**
   * The King's Court overlay with 4 players covers 4 positions, 3/2/1/0 stars (default,
   * [2E-FEW-07], OQ-02), or 2 positions, 3/2 over the track's 2/1: 3/2/2/1 (SR, TD-02).
   */
  readonly kingsCourtOverlay?: 'four-positions' | 'two-positions';
  /** The errata Lannister ship in the Port of Lannisport at 3 players too ([2E-FEW-08], OQ-25); default on. */
  readonly lannisterPortShipAtThree?: boolean;
  /**
   * The edition: '2e' (default) or '1e', the 1st edition of 2003 (3–5 players, its own board and
   * cards; engine/ruleset.ts). The 2nd edition's options mean nothing there and are normalised away.
   */
  readonly ruleset?: Ruleset;
}

function isPlayerCount(n: unknown): n is PlayerCount {
  return (PLAYER_COUNTS as readonly unknown[]).includes(n);
}

function isHouse(h: unknown): h is House {
  return (HOUSES as readonly unknown[]).includes(h);
}

/**
 * Checks a GameConfig and normalises it.
 * @throws RuleViolation 2E-OVR-01 for a player count outside 3–6, 2E-SETUP-06 for houses that may
 *   not play together at that count.
 */
export function parseConfig(config: GameConfig): GameOptions {
  const ruleset: unknown = config.ruleset ?? '2e';
  if (ruleset === '1e') return parseFirstEditionConfig(config);
  if (ruleset !== '2e') throw new RangeError(`expected ruleset '2e' or '1e', got ${JSON.stringify(ruleset)}`);
  const count = config.players ?? config.houses?.length;
  // 2E-OVR-01: 3 to 6 players.
  require(isPlayerCount(count), '2E-OVR-01', () => `a game has 3 to 6 players, got ${String(count)}`);
  const standard = HOUSES_BY_PLAYER_COUNT[count];
  const chosen = config.houses ?? standard;
  // 2E-SETUP-06 / 2E-FEW-01: only the houses allowed for the player count, each once.
  require(
    chosen.length === count && chosen.every(isHouse) && standard.every((h) => chosen.includes(h)),
    '2E-SETUP-06',
    () => `with ${count} players the houses are ${standard.join(', ')}; got ${chosen.join(', ')}`,
  );
  return {
    houses: standard,
    tidesOfBattle: config.tidesOfBattle === true,
    faq2Tiebreakers: config.faq2Tiebreakers === true,
    darkWingsPorts: config.darkWingsPorts !== false,
    kingsCourtOverlay: config.kingsCourtOverlay === 'two-positions' ? 'two-positions' : 'four-positions',
    lannisterPortShipAtThree: config.lannisterPortShipAtThree !== false,
  };
}

function isPlayerCount1e(n: unknown): n is PlayerCount1e {
  return (PLAYER_COUNTS_1E as readonly unknown[]).includes(n);
}

/**
 * A 1st-edition config: 3 to 5 players and the houses of that count; no Tides of Battle. The 2nd
 * edition's other options are set to their defaults, so that configs meaning the same game get the
 * same options (and game id).
 * @throws RuleViolation 1E-GEN-01 for a count outside 3–5 or houses not of the count (1E-FEW-01 at
 *   3, 1E-FEW-02 at 4), 1E-OPT-01 for Tides of Battle.
 */
function parseFirstEditionConfig(config: GameConfig): GameOptions {
  const count = config.players ?? config.houses?.length;
  // 1E-GEN-01: the 1st edition is for 3 to 5 players.
  require(isPlayerCount1e(count), '1E-GEN-01', () => `a 1st-edition game has 3 to 5 players, got ${String(count)}`);
  const standard = HOUSES_BY_PLAYER_COUNT_1E[count];
  const chosen = config.houses ?? standard;
  // 1E-FEW-01 (3 players: no Greyjoy, no Tyrell), 1E-FEW-02 (4 players: no Greyjoy), 1E-GEN-01 (5: no Martell).
  require(
    chosen.length === count && chosen.every(isHouse) && standard.every((h) => chosen.includes(h)),
    count === 3 ? '1E-FEW-01' : count === 4 ? '1E-FEW-02' : '1E-GEN-01',
    () => `with ${count} players the 1st-edition houses are ${standard.join(', ')}; got ${chosen.join(', ')}`,
  );
  // 1E-OPT-01: the 1st edition has no Tides of Battle.
  require(config.tidesOfBattle !== true, '1E-OPT-01', 'the 1st edition has no Tides of Battle');
  return {
    houses: standard,
    tidesOfBattle: false,
    faq2Tiebreakers: false,
    darkWingsPorts: true,
    kingsCourtOverlay: 'four-positions',
    lannisterPortShipAtThree: true,
    ruleset: '1e',
  };
}
