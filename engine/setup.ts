// Setup ([2E-SETUP-01]–[2E-SETUP-17], [2E-FEW-01]–[2E-FEW-08]): the only way, with loadState, to
// obtain a GameState (style rule 5).
import { newHouseState } from './state-copy';
import { areaWithUnits, newArea, newUnit } from './area-copy';
import { HOUSE_INFO_1E, STARTING_POWER_1E, type UnitType1e } from './data/1e/houses';
import { HOUSES_1E, type House1e } from './data/1e/vocabulary';
import { NEUTRAL_FORCES_1E, WILDLING_THREAT_START_1E } from './data/1e/tracks';
import { WESTEROS_DECKS_1E } from './data/1e/westeros-cards';
import { type AreaId, type ByArea } from './data/areas';
import { HOUSE_INFO, STARTING_POWER } from './data/houses';
import { NEUTRAL_FORCES } from './data/neutral-forces';
import { TIDES_CARDS, TIDES_CARD_IDS } from './data/tides-of-battle';
import { WILDLING_CARD_IDS } from './data/wildling-cards';
import { WESTEROS_DECKS } from './data/westeros-cards';
import type { House, PlayerCount, Track } from './data/vocabulary';
import { WILDLING_THREAT_START } from './data/tracks';
import { parseConfig, type GameConfig } from './config';
import { supplyIcons } from './control';
import { boardOf } from './board';
import { settle } from './flow';
import { type AreaState, type DeckState, type GameOptions, type GameState, type HouseState, STATE_VERSION, type Unit } from './state';
import { sortUnits } from './units';

const EMPTY_AREA: AreaState = newArea([], null, null, null, null);

/** 2E-SETUP-08, 2E-SETUP-09: each track in 6-player order, absent houses removed, the rest slid left. */
function startingTracks(houses: readonly House[]): { [t in Track]: House[] } {
  const track = (t: Track) => [...houses].sort((a, b) => HOUSE_INFO[a].trackPositions[t] - HOUSE_INFO[b].trackPositions[t]);
  return { 'iron-throne': track('iron-throne'), fiefdoms: track('fiefdoms'), 'kings-court': track('kings-court') };
}

function startingAreas(houses: readonly House[], options: GameOptions): ByArea<AreaState> {
  const areas = Object.fromEntries(boardOf({ options }).ids.map((a) => [a, EMPTY_AREA])) as { [a in AreaId]: AreaState };
  if (options.ruleset === '1e') return startingAreas1e(houses, areas);
  // 2E-SETUP-04, 2E-FEW-04, 2E-FEW-05: the Neutral Force tokens for this player count.
  for (const [area, force] of NEUTRAL_FORCES[houses.length as PlayerCount]) {
    areas[area] = newArea(areas[area].units, areas[area].order, areas[area].powerToken, force, areas[area].garrison);
  }
  for (const house of houses) {
    const info = HOUSE_INFO[house];
    // 2E-SETUP-12, 2E-GARR-09: the Garrison in the home area, for houses in play only.
    areas[info.home] = newArea(areas[info.home].units, areas[info.home].order, areas[info.home].powerToken, areas[info.home].neutralForce, house);
    // 2E-SETUP-11, 2E-SETUP-17: the units printed on the house's screen.
    for (const { area, units } of info.startingUnits) {
      // 2E-FEW-08 (OQ-25): the errata port ship may be left out of the 3-player game by option.
      if (area === 'port-of-lannisport' && houses.length === 3 && !options.lannisterPortShipAtThree) continue;
      const placed: Unit[] = units.map((type) => newUnit(house, type, false));
      areas[area] = areaWithUnits(areas[area], sortUnits([...areas[area].units, ...placed]));
    }
  }
  return areas;
}

/** What a unit adds in combat ([1E-COMBAT-03]): the strength of an absent house's army. */
const STRENGTH_1E: { readonly [u in UnitType1e]: number } = { footman: 1, knight: 2, ship: 1 };

/**
 * The 1st-edition board at setup: the three neutral force tokens ([1E-SETUP-01], [1E-NEUT-01]), each
 * house's start-card units ([1E-SETUP-07]), no garrisons ([1E-COMP-08]). An absent house's starting
 * units stay as neutral armies with their normal strengths ([1E-FEW-01], [1E-FEW-02]); our ruling
 * (agot-1e.md §4.2, open question 14): each area's army is one neutral force of their total
 * strength, met like a neutral force token and removed when entered.
 */
function startingAreas1e(houses: readonly House[], areas: { [a in AreaId]: AreaState }): ByArea<AreaState> {
  for (const [area, force] of NEUTRAL_FORCES_1E) areas[area] = newArea(areas[area].units, areas[area].order, areas[area].powerToken, force, areas[area].garrison);
  for (const house of HOUSES_1E) {
    for (const { area, units } of HOUSE_INFO_1E[house].startingUnits) {
      if (houses.includes(house)) {
        const placed: Unit[] = units.map((type) => newUnit(house, type, false));
        areas[area] = areaWithUnits(areas[area], sortUnits([...areas[area].units, ...placed]));
      } else {
        areas[area] = newArea(areas[area].units, areas[area].order, areas[area].powerToken, units.reduce((sum, u) => sum + STRENGTH_1E[u], 0), areas[area].garrison);
      }
    }
  }
  return areas;
}

/** 2E-SETUP-02, 2E-SETUP-03, 2E-TOB-01: every deck face down; the engine knows only sizes. */
function startingDecks(options: GameOptions): GameState['decks'] {
  if (options.ruleset === '1e') {
    // 1E-SETUP-06: the three Westeros decks; 1E-COMP-08: no Wildling deck (an empty one), no Tides of Battle.
    const westeros = (n: 1 | 2 | 3): DeckState => ({ drawPile: WESTEROS_DECKS_1E[n].reduce((sum, e) => sum + e.copies, 0), discard: [] });
    return { 'westeros-1': westeros(1), 'westeros-2': westeros(2), 'westeros-3': westeros(3), wildling: { drawPile: 0, discard: [] } };
  }
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
  return newHouseState(STARTING_POWER, supply, [...HOUSE_INFO[house].houseCards], []);
}

/**
 * A 1st-edition house at setup: its seven House cards ([1E-SETUP-05]), 5 Power ([1E-SETUP-07]) and
 * the supply position printed on its start card ([1E-SETUP-09]).
 */
function startingHouse1e(house: House1e): HouseState {
  const info = HOUSE_INFO_1E[house];
  return newHouseState(STARTING_POWER_1E, info.startingSupply, [...info.houseCards], []);
}

/**
 * 1E-SETUP-07, 1E-FEW-03: each track in the 5-player start-card order, absent houses removed and the
 * others moved up; 1E-SETUP-08: position 1 holds the Dominance token.
 */
function startingTracks1e(houses: readonly House1e[]): { [t in Track]: House[] } {
  const track = (t: Track) => [...houses].sort((a, b) => HOUSE_INFO_1E[a].trackPositions[t] - HOUSE_INFO_1E[b].trackPositions[t]);
  return { 'iron-throne': track('iron-throne'), fiefdoms: track('fiefdoms'), 'kings-court': track('kings-court') };
}

/** The 1st-edition start ([1E-SETUP-01]–[1E-SETUP-10]); houses are the 1st edition's (parseConfig). */
function newGame1e(options: GameOptions): GameState {
  const houses = options.houses.filter((h): h is House1e => (HOUSES_1E as readonly House[]).includes(h));
  return settle({
    version: STATE_VERSION,
    options,
    round: 1,
    tracks: startingTracks1e(houses),
    bladeUsed: false,
    ravenUsed: false,
    // 1E-SETUP-02: the threat token starts on 0.
    wildlingThreat: WILDLING_THREAT_START_1E,
    houses: Object.fromEntries(houses.map((h) => [h, startingHouse1e(h)])),
    areas: startingAreas(houses, options),
    decks: startingDecks(options),
    restriction: null,
    // 1E-ROUND-01: turn 1 has no Westeros phase.
    stack: [{ kind: 'game', id: 0, next: 'planning' }],
    nextFrameId: 1,
    winner: null,
  });
}

/**
 * Creates a game ready for its first decision: round 1, whose Westeros phase is skipped
 * ([2E-SETUP-15], [2E-ROUND-02]), so the houses are asked for their orders.
 * @throws RuleViolation when the config is not a legal game ([2E-OVR-01], [2E-SETUP-06]).
 */
export function newGame(config: GameConfig): GameState {
  const options = parseConfig(config);
  if (options.ruleset === '1e') return newGame1e(options);
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
