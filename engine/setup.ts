// Setup ([2E-SETUP-01]–[2E-SETUP-17], [2E-FEW-01]–[2E-FEW-08]): the only way, with loadState, to
// obtain a GameState (style rule 5).
import { AREA_IDS, type AreaId, type ByArea } from './data/areas';
import { HOUSE_INFO, STARTING_POWER } from './data/houses';
import { NEUTRAL_FORCES } from './data/neutral-forces';
import { TIDES_CARDS, TIDES_CARD_IDS } from './data/tides-of-battle';
import { WILDLING_CARD_IDS } from './data/wildling-cards';
import { WESTEROS_DECKS } from './data/westeros-cards';
import type { House, PlayerCount, Track } from './data/vocabulary';
import { WILDLING_THREAT_START } from './data/tracks';
import { parseConfig, type GameConfig } from './config';
import { supplyIcons } from './control';
import { settle } from './flow';
import type { AreaState, DeckState, GameOptions, GameState, HouseState, Unit } from './state';
import { STATE_VERSION } from './state';
import { sortUnits } from './units';

const EMPTY_AREA: AreaState = { units: [], order: null, powerToken: null, neutralForce: null, garrison: null };

/** 2E-SETUP-08, 2E-SETUP-09: each track in 6-player order, absent houses removed, the rest slid left. */
function startingTracks(houses: readonly House[]): { [t in Track]: House[] } {
  const track = (t: Track) => [...houses].sort((a, b) => HOUSE_INFO[a].trackPositions[t] - HOUSE_INFO[b].trackPositions[t]);
  return { 'iron-throne': track('iron-throne'), fiefdoms: track('fiefdoms'), 'kings-court': track('kings-court') };
}

function startingAreas(houses: readonly House[], options: GameOptions): ByArea<AreaState> {
  const areas = Object.fromEntries(AREA_IDS.map((a) => [a, EMPTY_AREA])) as { [a in AreaId]: AreaState };
  // 2E-SETUP-04, 2E-FEW-04, 2E-FEW-05: the Neutral Force tokens for this player count.
  for (const [area, force] of NEUTRAL_FORCES[houses.length as PlayerCount]) {
    areas[area] = { ...areas[area], neutralForce: force };
  }
  for (const house of houses) {
    const info = HOUSE_INFO[house];
    // 2E-SETUP-12, 2E-GARR-09: the Garrison in the home area, for houses in play only.
    areas[info.home] = { ...areas[info.home], garrison: house };
    // 2E-SETUP-11, 2E-SETUP-17: the units printed on the house's screen.
    for (const { area, units } of info.startingUnits) {
      // 2E-FEW-08 (OQ-25): the errata port ship may be left out of the 3-player game by option.
      if (area === 'port-of-lannisport' && houses.length === 3 && !options.lannisterPortShipAtThree) continue;
      const placed: Unit[] = units.map((type) => ({ house, type, routed: false }));
      areas[area] = { ...areas[area], units: sortUnits([...areas[area].units, ...placed]) };
    }
  }
  return areas;
}

/** 2E-SETUP-02, 2E-SETUP-03, 2E-TOB-01: every deck face down; the engine knows only sizes. */
function startingDecks(options: GameOptions): GameState['decks'] {
  const westeros = (n: 1 | 2 | 3): DeckState => ({
    drawPile: WESTEROS_DECKS[n].reduce((sum, e) => sum + e.copies, 0),
    discard: [],
  });
  const decks: { -readonly [d in keyof GameState['decks']]: DeckState } = {
    'westeros-1': westeros(1),
    'westeros-2': westeros(2),
    'westeros-3': westeros(3),
    wildling: { drawPile: WILDLING_CARD_IDS.length, discard: [] },
  };
  if (options.tidesOfBattle) {
    decks['tides-of-battle'] = { drawPile: TIDES_CARD_IDS.reduce((sum, id) => sum + TIDES_CARDS[id].copies, 0), discard: [] };
  }
  return decks;
}

function startingHouse(house: House, supply: number): HouseState {
  // 2E-SETUP-07: the seven House cards in hand; 2E-SETUP-13: 5 Power from the Pool.
  return { power: STARTING_POWER, supply, hand: [...HOUSE_INFO[house].houseCards], discard: [] };
}

/**
 * Creates a game ready for its first decision: round 1, whose Westeros phase is skipped
 * ([2E-SETUP-15], [2E-ROUND-02]), so the houses are asked for their orders.
 * @throws RuleViolation when the config is not a legal game ([2E-OVR-01], [2E-SETUP-06]).
 */
export function newGame(config: GameConfig): GameState {
  const options = parseConfig(config);
  const board: GameState = {
    version: STATE_VERSION,
    options,
    round: 1,
    tracks: startingTracks(options.houses),
    bladeUsed: false,
    ravenUsed: false,
    wildlingThreat: WILDLING_THREAT_START,
    houses: Object.fromEntries(options.houses.map((h) => [h, startingHouse(h, 0)])),
    areas: startingAreas(options.houses, options),
    decks: startingDecks(options),
    restriction: null,
    stack: [{ kind: 'game', id: 0, next: 'planning' }],
    nextFrameId: 1,
    winner: null,
  };
  // The Supply token starts where the house's barrels put it ([2E-SETUP-16], [2E-SUP-02]).
  const houses = Object.fromEntries(options.houses.map((h) => [h, startingHouse(h, supplyIcons(board, h))]));
  return settle({ ...board, houses });
}
