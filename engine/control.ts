// Who controls what ([2E-CTRL-01]–[2E-CTRL-15]) and what control yields: victory areas
// ([2E-END-01]) and supply icons ([2E-SUP-02]).
import { boardOf, type Board } from './board';
import type { AreaId, AreaInfo } from './data/areas';
import { MAX_SUPPLY } from './data/tracks';
import { HOUSES, type House } from './data/vocabulary';
import type { AreaState, GameState } from './state';
import { areasInOrder, houseIndex } from './units';

/** The house whose units stand in an area (land, sea or port), or null if it is empty. */
export function occupantOf(state: GameState, area: AreaId): House | null {
  return state.areas[area].units[0]?.house ?? null;
}

/**
 * The house controlling a land area: its units, else its Power token ([2E-CTRL-01]), else the
 * crest of a home house in play ([2E-CTRL-09], [2E-CTRL-14]). A port belongs to the controller of
 * its land area ([2E-PORT-01]); a sea area is controlled by nobody ([2E-CTRL-02]).
 */
export function controllerOf(state: GameState, area: AreaId): House | null {
  return controllerAt(state, area, boardOf(state).info[area]);
}

/** controllerOf, for a caller that holds the area's facts already (one keyed read of the board fewer). */
function controllerAt(state: GameState, area: AreaId, info: AreaInfo): House | null {
  if (info.kind === 'port') return info.portLand === null ? null : controllerOf(state, info.portLand);
  if (info.kind === 'sea') return null;
  return controllerHere(state, state.areas[area], info);
}

/** controllerAt of a land area, from the area's own object (read by position, not by id). */
export function controllerHere(state: GameState, here: AreaState, info: AreaInfo): House | null {
  if (here.neutralForce !== null) return null; // 2E-NEUT-09
  // occupantOf, from the area already read: a keyed read by id costs ≈25 ns, and control is asked
  // ≈16 times a move (the victory check, musters, ports, supply).
  const occupant = here.units[0]?.house ?? null;
  if (occupant !== null) return occupant;
  if (here.powerToken !== null) return here.powerToken;
  return info.home !== null && state.houses[info.home] !== undefined ? info.home : null;
}

/**
 * The areas whose control counts, with their facts, per board: the Castle and Stronghold areas (the
 * victory track) and the land areas with Supply barrels. Reading `info[area]` by a varying id is a
 * megamorphic load (≈100 instructions under valgrind); these lists are walked after most moves
 * (the victory check) and for every house at each Supply update, so the facts are read once.
 */
interface Counted {
  readonly fortified: readonly CountedArea[];
  readonly supplied: readonly CountedArea[];
  /** The land areas with Power icons (crowns), for Game of Thrones and its like. */
  readonly crowned: readonly CountedArea[];
}

/** An area whose control counts, its facts, and its position on the board (`areasInOrder`'s index). */
interface CountedArea {
  readonly id: AreaId;
  readonly info: AreaInfo;
  readonly at: number;
}

let countedFor: { readonly board: Board; readonly counted: Counted } | null = null;

function countedOf(state: GameState): Counted {
  const board = boardOf(state);
  if (countedFor === null || countedFor.board !== board) {
    const withInfo = (ids: readonly AreaId[]) => ids.map((id) => ({ id, info: board.info[id], at: board.ids.indexOf(id) }));
    countedFor = { board, counted: { fortified: withInfo(board.fortified), supplied: withInfo(board.land.filter((a) => board.info[a].supply > 0)), crowned: withInfo(board.land.filter((a) => board.info[a].power > 0)) } };
  }
  return countedFor.counted;
}

// Control is asked after every transition (the victory check), so it walks only the board's land
// areas, or those with a Castle or a Stronghold (Board.land, Board.fortified), listed once per board.

/** The land areas a house controls, in board order. */
export function controlledAreas(state: GameState, house: House): AreaId[] {
  return boardOf(state).land.filter((a) => controllerOf(state, a) === house);
}

/** Victory track position: controlled areas with a Castle or a Stronghold ([2E-END-01]). */
export function victoryPoints(state: GameState, house: House): number {
  let points = 0;
  const here = areasInOrder(state);
  for (const { info, at } of countedOf(state).fortified) if (controllerHere(state, here[at]!, info) === house) points++;
  return points;
}

/**
 * Every house's victory points from one pass over the board, by house index (units.ts's
 * houseIndex: a list, not a Map, whose get and set by house cost a hash lookup each).
 */
export function victoryPointsByHouse(state: GameState): readonly number[] {
  const points = new Array<number>(HOUSES.length).fill(0);
  const here = areasInOrder(state);
  for (const { info, at } of countedOf(state).fortified) {
    const house = controllerHere(state, here[at]!, info);
    if (house !== null) points[houseIndex(house)]!++;
  }
  return points;
}

/** The Castle and Stronghold areas the house controls, in board order (the Mustering card asks it of every house). */
export function controlledFortified(state: GameState, house: House): AreaId[] {
  const here = areasInOrder(state);
  const out: AreaId[] = [];
  for (const { id, info, at } of countedOf(state).fortified) if (controllerHere(state, here[at]!, info) === house) out.push(id);
  return out;
}

/** Power icons in the land areas the house controls ([2E-WCARD-11]); Power tokens are not icons. */
export function crowns(state: GameState, house: House): number {
  // Game of Thrones asks this of every house: the crowned areas only, read by position.
  const here = areasInOrder(state);
  let n = 0;
  for (const { info, at } of countedOf(state).crowned) if (controllerHere(state, here[at]!, info) === house) n += info.power;
  return n;
}

/** Controlled areas with a Stronghold, the first end-of-game tie-breaker ([2E-END-05]). */
export function strongholds(state: GameState, house: House): number {
  let count = 0;
  const here = areasInOrder(state);
  for (const { info, at } of countedOf(state).fortified) if (info.fortification === 'stronghold' && controllerHere(state, here[at]!, info) === house) count++;
  return count;
}

/** The Supply level the house's barrels give now, capped at 6 ([2E-SUP-02]). */
export function supplyIcons(state: GameState, house: House): number {
  let barrels = 0;
  const here = areasInOrder(state);
  for (const { info, at } of countedOf(state).supplied) if (controllerHere(state, here[at]!, info) === house) barrels += info.supply;
  return Math.min(barrels, MAX_SUPPLY);
}
