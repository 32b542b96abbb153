// Units in an area are kept in one canonical order, so that equal positions are equal data.
import { ancestorWith, boardLink, type BoardLink } from './board-copy';
import { boardOf, positionsOf } from './board';
import { UNIT_LIMITS_1E } from './data/1e/houses';
import type { AreaId } from './data/areas';
import { UNIT_LIMITS } from './data/houses';
import { orderToken } from './data/orders';
import { HOUSES, ORDER_TYPES, UNIT_TYPES, type House, type OrderType, type UnitType } from './data/vocabulary';
import { recent } from './recent';
import type { AreaState, GameState, PlacedOrder, Unit } from './state';

// Seat and type ranks by name (-1 for a name outside the vocabulary, as indexOf gave).
const HOUSE_RANK = new Map<string, number>(HOUSES.map((h, i) => [h, i]));
const TYPE_RANK = new Map<string, number>(UNIT_TYPES.map((t, i) => [t, i]));

function rank(unit: Unit): number {
  return (HOUSE_RANK.get(unit.house) ?? -1) * 100 + (TYPE_RANK.get(unit.type) ?? -1) * 2 + (unit.routed ? 1 : 0);
}

/** The units sorted by house seat, then unit type, then routed last. */
export function sortUnits(units: readonly Unit[]): Unit[] {
  return units.length < 2 ? [...units] : [...units].sort((a, b) => rank(a) - rank(b));
}

/**
 * What the rules keep asking of a board, computed once per board object in one pass: how many
 * units of each house and type stand on it, and where each house has units with how many. A
 * mustering choice asks the counts of every candidate, the Planning phase the areas of every house;
 * boards are immutable (a move that changes a unit makes a new `areas` object), so an index never
 * goes stale. Counts sit in a flat array indexed by house and type (HOUSES, UNIT_TYPES order): the
 * index is rebuilt after every change of the board, and string keys made it several times slower.
 */
interface BoardIndex {
  /** Units on the board: [house index * UNIT_TYPES.length + type index]. */
  readonly units: readonly number[];
  /** Per house index, the areas holding its units (board order) and how many units each. */
  readonly areas: readonly ({ readonly ids: readonly AreaId[]; readonly sizes: readonly number[] } | undefined)[];
}

const INDEX = recent<GameState['areas'], BoardIndex>(8);
const sameUnits = (a: AreaState, b: AreaState) => a.units === b.units;
const sameOrder = (a: AreaState, b: AreaState) => a.order === b.order;
const NO_AREAS = { ids: [], sizes: [] } as const;

// A house's, unit type's and order type's place in HOUSES, UNIT_TYPES and ORDER_TYPES, by a switch
// rather than a table lookup: a keyed read whose key varies is a megamorphic load, ≈116
// instructions under valgrind even on a 6-key object, and the indexes below make several per unit
// and per order; a switch on these few strings is ≈20. -1 for anything else (no slot, as the
// table's undefined was). units.test.ts checks each against the lists.
export function houseIndex(house: House): number {
  switch (house) {
    case 'stark':
      return 0;
    case 'lannister':
      return 1;
    case 'baratheon':
      return 2;
    case 'greyjoy':
      return 3;
    case 'tyrell':
      return 4;
    case 'martell':
      return 5;
    default:
      return -1;
  }
}

export function unitTypeIndex(type: UnitType): number {
  switch (type) {
    case 'footman':
      return 0;
    case 'knight':
      return 1;
    case 'ship':
      return 2;
    case 'siege-engine':
      return 3;
    default:
      return -1;
  }
}

export function orderTypeIndex(type: OrderType): number {
  switch (type) {
    case 'march':
      return 0;
    case 'defense':
      return 1;
    case 'support':
      return 2;
    case 'raid':
      return 3;
    case 'consolidate-power':
      return 4;
    default:
      return -1;
  }
}

export function boardIndex(state: GameState): BoardIndex {
  const areas = state.areas;
  let index = INDEX.get(areas);
  // A board copied from an indexed one with the same units arrays everywhere has the same index.
  if (index === undefined && (index = ancestorWith(areas, (b) => INDEX.get(b), sameUnits)) !== undefined) INDEX.set(areas, index);
  if (index === undefined && (index = withUnitsMoved(state, areas)) !== undefined) INDEX.set(areas, index);
  if (index === undefined) {
    const units = new Array<number>(HOUSES.length * UNIT_TYPES.length).fill(0);
    const byHouse: ({ ids: AreaId[]; sizes: number[] } | undefined)[] = new Array(HOUSES.length).fill(undefined);
    const ids = boardOf(state).ids;
    // The board read once per board object and shared with the order index and the walks by position.
    const here = areasInOrder(state);
    for (let i = 0; i < ids.length; i++) {
      const area = ids[i]!;
      for (const unit of here[i]!.units) {
        const h = houseIndex(unit.house);
        units[h * UNIT_TYPES.length + unitTypeIndex(unit.type)]!++;
        let entry = byHouse[h];
        if (entry === undefined) byHouse[h] = entry = { ids: [], sizes: [] };
        const last = entry.ids.length - 1;
        if (entry.ids[last] === area) entry.sizes[last]!++;
        else {
          entry.ids.push(area);
          entry.sizes.push(1);
        }
      }
    }
    index = { units, areas: byHouse };
    INDEX.set(areas, index);
  }
  return index;
}

/**
 * How many `withArea` copies back an index is derived from (board-copy.ts remembers the last 16
 * links): a combat or a march makes several copies before anything asks for an index, and each
 * link applied costs far less than a pass over the board.
 */
const DERIVE_DEPTH = 12;

/**
 * The unit index of a board that `withArea` made, through at most DERIVE_DEPTH (12) copies, from an indexed board
 * (a march, a retreat, a muster, a casualty: one or two areas' units replaced): the ancestor's
 * counts and per-house lists with each replaced area's old units taken out and its new ones put in,
 * instead of a pass over the whole board (the commonest full pass of a game: ≈100 a game).
 * Undefined when no indexed ancestor is that close. units.test.ts compares it with a fresh count.
 */
function withUnitsMoved(state: GameState, areas: GameState['areas']): BoardIndex | undefined {
  const links: BoardLink[] = [];
  let base: BoardIndex | undefined;
  for (let board = areas; base === undefined; ) {
    const link = links.length < DERIVE_DEPTH ? boardLink(board) : undefined;
    if (link === undefined) return undefined;
    links.push(link);
    board = link.parent;
    base = INDEX.get(board);
  }
  const units = base.units.slice();
  const byHouse = base.areas.slice();
  const position = positionsOf(boardOf(state)).index;
  // Oldest copy first, so that each link's old units are the ones the index holds at that point.
  for (let l = links.length - 1; l >= 0; l--) {
    const { area, before, after } = links[l]!;
    if (before.units === after.units) continue;
    for (const unit of before.units) units[houseIndex(unit.house) * UNIT_TYPES.length + unitTypeIndex(unit.type)]!--;
    for (const unit of after.units) units[houseIndex(unit.house) * UNIT_TYPES.length + unitTypeIndex(unit.type)]!++;
    // Once per house (an area's units are sorted by house): each house that stood or stands here.
    let last = -2;
    for (const unit of before.units) if (houseIndex(unit.house) !== last) recount(byHouse, (last = houseIndex(unit.house)), area, after.units, position);
    last = -2;
    for (const unit of after.units) if (houseIndex(unit.house) !== last) recount(byHouse, (last = houseIndex(unit.house)), area, after.units, position);
  }
  return { units, areas: byHouse };
}

/** Sets house `h`'s count in `area` to its units among `now`, in a new entry when it changes (entries are shared with older indexes). */
function recount(
  byHouse: ({ readonly ids: readonly AreaId[]; readonly sizes: readonly number[] } | undefined)[],
  h: number,
  area: AreaId,
  now: readonly Unit[],
  position: { readonly [a in AreaId]: number },
): void {
  let count = 0;
  for (const unit of now) if (houseIndex(unit.house) === h) count++;
  const entry = byHouse[h];
  const at = entry === undefined ? -1 : entry.ids.indexOf(area);
  if (entry !== undefined && at >= 0) {
    if (entry.sizes[at] === count) return;
    if (count > 0) {
      const sizes = entry.sizes.slice();
      sizes[at] = count;
      byHouse[h] = { ids: entry.ids, sizes };
    } else if (entry.ids.length === 1) byHouse[h] = undefined;
    else byHouse[h] = { ids: entry.ids.filter((_, i) => i !== at), sizes: entry.sizes.filter((_, i) => i !== at) };
    return;
  }
  if (count === 0) return;
  if (entry === undefined) {
    byHouse[h] = { ids: [area], sizes: [count] };
    return;
  }
  // In board order: before the first of the house's areas that comes later on the board.
  const mine = position[area];
  let to = 0;
  while (to < entry.ids.length && position[entry.ids[to]!] < mine) to++;
  const ids = entry.ids.slice();
  const sizes = entry.sizes.slice();
  ids.splice(to, 0, area);
  sizes.splice(to, 0, count);
  byHouse[h] = { ids, sizes };
}

/**
 * Tells the unit index that `to`, a board made by copying `from` and replacing several areas at
 * once (Planning's reveal of every order, the Action phase's cleanup), holds the same units as
 * `from` in every area, routed aside: the index counts no routed flag, so `from`'s index, when it
 * has one, is `to`'s too, instead of a pass over the new board. The caller vouches for it;
 * units.test.ts checks both callers against a fresh count.
 */
export function sameUnitsAs(to: GameState['areas'], from: GameState['areas']): void {
  const index = INDEX.get(from);
  if (index !== undefined) INDEX.set(to, index);
}

/**
 * The board's areas in its ids' order, read in one call, or null when the object's own keys are
 * not exactly those ids in that order (a board read from JSON may list them otherwise; the caller
 * then reads each id). A keyed read by id costs ≈25 ns, 58 of them per board; the boards the
 * engine makes are object literals in ids order (board-copy.ts), so this is the usual case.
 */
function inBoardOrder(areas: GameState['areas'], ids: readonly AreaId[]): readonly AreaState[] | null {
  const keys = Object.keys(areas);
  if (keys.length !== ids.length) return null;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== ids[i]) return null;
  return Object.values(areas);
}

/**
 * The state's areas in board order (`boardOf(state).ids`), once per board: a walk by position
 * (board.ts's positionsOf) reads an area as `here[i]` instead of by its id.
 */
export function areasInOrder(state: GameState): readonly AreaState[] {
  const areas = state.areas;
  let here = IN_ORDER.get(areas);
  if (here === undefined) {
    const board = boardOf(state);
    // A board withArea copied from one already listed: that list with the one area replaced.
    const link = boardLink(areas);
    const known = link === undefined ? undefined : IN_ORDER.get(link.parent);
    if (link !== undefined && known !== undefined) {
      const copy = known.slice();
      copy[positionsOf(board).index[link.area]] = link.after;
      here = copy;
    } else {
      here = inBoardOrder(areas, board.ids) ?? board.ids.map((a) => areas[a]);
    }
    IN_ORDER.set(areas, here);
  }
  return here;
}

const IN_ORDER = recent<GameState['areas'], readonly AreaState[]>(4);

/** An Order token on the board and its area. */
export interface OrderOnBoard {
  readonly area: AreaId;
  readonly order: PlacedOrder;
  /** The area's position on the board (its index in `boardOf(state).ids`). */
  readonly at: number;
}

/**
 * The Order tokens on a board, once per board object: their count by house and order type
 * ([house index * ORDER_TYPES.length + type index]) and the list of them in board order. Whose turn
 * it is in the Action phase is asked after every move, and most moves there change an order, not a
 * unit, so this pass skips the units; the list serves the choices and checks that look for a
 * house's orders (raids, Consolidate Power, marches, the Raven), which each walked all 58 areas.
 */
interface OrderIndex {
  readonly counts: readonly number[];
  readonly placed: readonly OrderOnBoard[];
}

const ORDER_INDEX = recent<GameState['areas'], OrderIndex>(8);

function orderIndex(state: GameState): OrderIndex {
  const areas = state.areas;
  let index = ORDER_INDEX.get(areas);
  // A board copied from an indexed one with the same orders everywhere has the same index.
  if (index === undefined && (index = ancestorWith(areas, (b) => ORDER_INDEX.get(b), sameOrder)) !== undefined) ORDER_INDEX.set(areas, index);
  if (index === undefined && (index = withOrdersChanged(state, areas)) !== undefined) ORDER_INDEX.set(areas, index);
  if (index === undefined) {
    const counts = new Array<number>(HOUSES.length * ORDER_TYPES.length).fill(0);
    const placed: OrderOnBoard[] = [];
    const ids = boardOf(state).ids;
    const here = areasInOrder(state);
    for (let i = 0; i < ids.length; i++) {
      const area = ids[i]!;
      const order = here[i]!.order;
      if (order === null) continue;
      counts[houseIndex(order.house) * ORDER_TYPES.length + orderTypeIndex(orderToken(order.token).type)]!++;
      placed.push({ area, order, at: i });
    }
    ORDER_INDEX.set(areas, (index = { counts, placed }));
  }
  return index;
}

/**
 * The order index of a board that `withArea` made, through at most DERIVE_DEPTH (12) copies, from an indexed board
 * (a raid, a march or a Consolidate Power resolved, a Raven's swap, a march that left an area: the
 * Action phase's commonest changes): the ancestor's counts and list with each replaced area's old
 * Order token taken out and its new one put in, instead of a pass over the board. Undefined when no
 * indexed ancestor is that close. units.test.ts compares it with a fresh count.
 */
function withOrdersChanged(state: GameState, areas: GameState['areas']): OrderIndex | undefined {
  const links: BoardLink[] = [];
  let base: OrderIndex | undefined;
  for (let board = areas; base === undefined; ) {
    const link = links.length < DERIVE_DEPTH ? boardLink(board) : undefined;
    if (link === undefined) return undefined;
    links.push(link);
    board = link.parent;
    base = ORDER_INDEX.get(board);
  }
  let counts: number[] | null = null;
  let placed = base.placed;
  // Oldest copy first, so that each link's old order is the one the list holds at that point.
  for (let l = links.length - 1; l >= 0; l--) {
    const { area, before, after } = links[l]!;
    const gone = before.order;
    const added = after.order;
    if (gone === added) continue;
    counts ??= base.counts.slice();
    if (gone !== null) {
      counts[houseIndex(gone.house) * ORDER_TYPES.length + orderTypeIndex(orderToken(gone.token).type)]!--;
      placed = placed.filter((p) => p.area !== area);
    }
    if (added !== null) {
      counts[houseIndex(added.house) * ORDER_TYPES.length + orderTypeIndex(orderToken(added.token).type)]!++;
      // In board order: before the first order that comes later on the board (by the positions
      // the list keeps, not a keyed read of each entry's area).
      const mine = positionsOf(boardOf(state)).index[area];
      let to = 0;
      while (to < placed.length && placed[to]!.at < mine) to++;
      const next = placed.slice();
      next.splice(to, 0, { area, order: added, at: mine });
      placed = next;
    }
  }
  return counts === null ? base : { counts, placed };
}

/** The Order tokens on the board, in board order. */
export function ordersOnBoard(state: GameState): readonly OrderOnBoard[] {
  return orderIndex(state).placed;
}

/** The areas holding the house's units, in board order, with the count of its units in each. */
export function unitAreas(state: GameState, house: House): { readonly ids: readonly AreaId[]; readonly sizes: readonly number[] } {
  return boardIndex(state).areas[houseIndex(house)] ?? NO_AREAS;
}

/** The pieces of a unit type each house owns: the 2nd edition's, or the 1st's ([1E-COMP-02]: no siege engines). */
export function unitLimit(state: GameState, type: UnitType): number {
  return state.options.ruleset === '1e' ? (type === 'siege-engine' ? 0 : UNIT_LIMITS_1E[type]) : UNIT_LIMITS[type];
}

/** Units of this type the house has off the board ([2E-TERM-17], [2E-COMP-11], [1E-GEN-08]). */
export function reinforcements(state: GameState, house: House, type: UnitType): number {
  return unitLimit(state, type) - boardIndex(state).units[houseIndex(house) * UNIT_TYPES.length + unitTypeIndex(type)]!;
}

/** Whether the house has an Order token of this type on the board. */
export function hasOrderOf(state: GameState, house: House, type: OrderType): boolean {
  return orderIndex(state).counts[houseIndex(house) * ORDER_TYPES.length + orderTypeIndex(type)]! > 0;
}
