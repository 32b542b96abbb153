// Units in an area are kept in one canonical order, so that equal positions are equal data.
import { boardOf } from './board';
import { UNIT_LIMITS_1E } from './data/1e/houses';
import type { AreaId } from './data/areas';
import { UNIT_LIMITS } from './data/houses';
import { ORDER_TOKENS } from './data/orders';
import { HOUSES, ORDER_TYPES, UNIT_TYPES, type House, type OrderType, type UnitType } from './data/vocabulary';
import { recent } from './recent';
import type { GameState, Unit } from './state';

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
const NO_AREAS = { ids: [], sizes: [] } as const;
const HOUSE_INDEX = Object.fromEntries(HOUSES.map((h, i) => [h, i])) as { readonly [h in House]: number };
const TYPE_INDEX = Object.fromEntries(UNIT_TYPES.map((t, i) => [t, i])) as { readonly [t in UnitType]: number };
const ORDER_TYPE_INDEX = Object.fromEntries(ORDER_TYPES.map((t, i) => [t, i])) as { readonly [t in OrderType]: number };

export function boardIndex(state: GameState): BoardIndex {
  const areas = state.areas;
  let index = INDEX.get(areas);
  if (index === undefined) {
    const units = new Array<number>(HOUSES.length * UNIT_TYPES.length).fill(0);
    const byHouse: ({ ids: AreaId[]; sizes: number[] } | undefined)[] = new Array(HOUSES.length).fill(undefined);
    for (const area of boardOf(state).ids) {
      for (const unit of areas[area].units) {
        const h = HOUSE_INDEX[unit.house];
        units[h * UNIT_TYPES.length + TYPE_INDEX[unit.type]]!++;
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
 * Order tokens on a board by house and order type ([house index * ORDER_TYPES.length + type
 * index]), once per board object: whose turn it is in the Action phase is asked after every move,
 * and most moves there change an order, not a unit, so this pass skips the units.
 */
const ORDER_INDEX = recent<GameState['areas'], readonly number[]>(8);

function orderIndex(state: GameState): readonly number[] {
  const areas = state.areas;
  let orders = ORDER_INDEX.get(areas);
  if (orders === undefined) {
    const counts = new Array<number>(HOUSES.length * ORDER_TYPES.length).fill(0);
    // A count does not depend on the order the areas are visited in, so this takes the board's
    // values in one call instead of a keyed read per id (≈25 ns each, 58 per board).
    for (const here of Object.values(areas)) {
      const order = here.order;
      if (order !== null) counts[HOUSE_INDEX[order.house] * ORDER_TYPES.length + ORDER_TYPE_INDEX[ORDER_TOKENS[order.token].type]]!++;
    }
    ORDER_INDEX.set(areas, (orders = counts));
  }
  return orders;
}

/** The areas holding the house's units, in board order, with the count of its units in each. */
export function unitAreas(state: GameState, house: House): { readonly ids: readonly AreaId[]; readonly sizes: readonly number[] } {
  return boardIndex(state).areas[HOUSE_INDEX[house]] ?? NO_AREAS;
}

/** The pieces of a unit type each house owns: the 2nd edition's, or the 1st's ([1E-COMP-02]: no siege engines). */
export function unitLimit(state: GameState, type: UnitType): number {
  return state.options.ruleset === '1e' ? (type === 'siege-engine' ? 0 : UNIT_LIMITS_1E[type]) : UNIT_LIMITS[type];
}

/** Units of this type the house has off the board ([2E-TERM-17], [2E-COMP-11], [1E-GEN-08]). */
export function reinforcements(state: GameState, house: House, type: UnitType): number {
  return unitLimit(state, type) - boardIndex(state).units[HOUSE_INDEX[house] * UNIT_TYPES.length + TYPE_INDEX[type]]!;
}

/** Whether the house has an Order token of this type on the board. */
export function hasOrderOf(state: GameState, house: House, type: OrderType): boolean {
  return orderIndex(state)[HOUSE_INDEX[house] * ORDER_TYPES.length + ORDER_TYPE_INDEX[type]]! > 0;
}
