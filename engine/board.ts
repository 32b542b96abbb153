// The board a game is played on: the 2nd edition's (58 areas) or the 1st edition's (45 areas,
// engine/data/1e), chosen by the game's ruleset. Code that walks a state's areas or reads an area's
// icons asks boardOf(state), never a board's tables directly, so one engine plays both editions.
import { AREA_IDS_1E, AREAS_1E } from './data/1e/areas';
import { NEIGHBOURS_1E } from './data/1e/adjacency';
import { AREA_IDS, AREAS, type AreaId, type AreaInfo, type ByArea } from './data/areas';
import { NEIGHBOURS } from './data/adjacency';
import type { GameOptions } from './state';

export interface Board {
  /** The board's areas, in its fixed order (the order every walk over the board follows). */
  readonly ids: readonly AreaId[];
  /** Each area's printed facts; only the board's own ids have an entry. */
  readonly info: ByArea<AreaInfo>;
  /** Each area's neighbours, in `ids` order. */
  readonly neighbours: ByArea<readonly AreaId[]>;
  /** The land areas, and those with a castle (city) or a stronghold, in `ids` order. */
  readonly land: readonly AreaId[];
  readonly fortified: readonly AreaId[];
  /** Each area's land neighbours, in `ids` order (a march's reach without ship transport). */
  readonly landNeighbours: ByArea<readonly AreaId[]>;
}

function board(ids: readonly AreaId[], info: ByArea<AreaInfo>, neighbours: ByArea<readonly AreaId[]>): Board {
  const land = ids.filter((a) => info[a].kind === 'land');
  const landNeighbours = Object.fromEntries(ids.map((from) => [from, land.filter((a) => neighbours[from].includes(a))])) as unknown as ByArea<readonly AreaId[]>;
  return { ids, info, neighbours, land, fortified: land.filter((a) => info[a].fortification !== 'none'), landNeighbours };
}

/** The 2nd edition's board. */
export const BOARD_2E = board(AREA_IDS, AREAS, NEIGHBOURS);

// The 1st-edition areas in the shape of the 2nd edition's, without ports ([1E-BOARD-06]).
const INFO_1E = Object.fromEntries(
  AREA_IDS_1E.map((a) => [a, { ...AREAS_1E[a], port: null, portLand: null, portSea: null } satisfies AreaInfo]),
) as ByArea<AreaInfo>;
const BOARD_1E = board(AREA_IDS_1E, INFO_1E, NEIGHBOURS_1E as ByArea<readonly AreaId[]>);

const IDS_2E = new Set<unknown>(BOARD_2E.ids);
const IDS_1E = new Set<unknown>(BOARD_1E.ids);

/** Whether an untrusted value names an area of the game's board. */
export function isAreaOf(state: { readonly options: GameOptions }, value: unknown): value is AreaId {
  return (state.options.ruleset === '1e' ? IDS_1E : IDS_2E).has(value);
}

/** The board of a game (its options' ruleset). */
export function boardOf(state: { readonly options: GameOptions }): Board {
  return state.options.ruleset === '1e' ? BOARD_1E : BOARD_2E;
}

/**
 * A board by position (its index in `ids`) instead of by id: each area's neighbours and land
 * neighbours as positions, and its kind. Reading a table by a varying area id is a megamorphic
 * keyed load (≈100 instructions under valgrind); a walk over the board that starts from one id
 * (ship transport, a march's reach) reads positions from arrays instead. Made once per board.
 */
export interface BoardPositions {
  /** Each area's position: the one keyed read a walk makes, for the area it starts from. */
  readonly index: ByArea<number>;
  readonly neighbours: readonly (readonly number[])[];
  readonly landNeighbours: readonly (readonly number[])[];
  readonly kind: readonly AreaInfo['kind'][];
}

let positionsFor: { readonly board: Board; readonly positions: BoardPositions } | null = null;

/** The board's positional view (see BoardPositions). */
export function positionsOf(board: Board): BoardPositions {
  if (positionsFor === null || positionsFor.board !== board) {
    const index = Object.fromEntries(board.ids.map((a, i) => [a, i])) as unknown as ByArea<number>;
    const at = (list: readonly AreaId[]) => list.map((a) => index[a]);
    positionsFor = {
      board,
      positions: { index, neighbours: board.ids.map((a) => at(board.neighbours[a])), landNeighbours: board.ids.map((a) => at(board.landNeighbours[a])), kind: board.ids.map((a) => board.info[a].kind) },
    };
  }
  return positionsFor.positions;
}
