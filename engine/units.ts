// Units in an area are kept in one canonical order, so that equal positions are equal data.
import { AREA_IDS, type AreaId } from './data/areas';
import { UNIT_LIMITS } from './data/houses';
import { HOUSES, UNIT_TYPES, type House, type UnitType } from './data/vocabulary';
import type { GameState, Unit } from './state';

function rank(unit: Unit): number {
  return HOUSES.indexOf(unit.house) * 100 + UNIT_TYPES.indexOf(unit.type) * 2 + (unit.routed ? 1 : 0);
}

/** The units sorted by house seat, then unit type, then routed last. */
export function sortUnits(units: readonly Unit[]): Unit[] {
  return [...units].sort((a, b) => rank(a) - rank(b));
}

/**
 * What the rules keep asking of a board, computed once per board object: how many units of each
 * house and type stand on it, and where each house has units with how many. A mustering choice
 * asks the counts of every candidate, the Planning phase the areas of every house; boards are
 * immutable (a move that changes a unit makes a new `areas` object), so an index never goes stale.
 */
interface BoardIndex {
  /** Units on the board by `house/type`. */
  readonly counts: ReadonlyMap<string, number>;
  /** Per house, the areas holding its units (AREA_IDS order) and how many units each. */
  readonly areas: ReadonlyMap<House, { readonly ids: readonly AreaId[]; readonly sizes: readonly number[] }>;
}

const INDEX = new WeakMap<GameState['areas'], BoardIndex>();
const NO_AREAS = { ids: [], sizes: [] } as const;

export function boardIndex(areas: GameState['areas']): BoardIndex {
  let index = INDEX.get(areas);
  if (index === undefined) {
    const counts = new Map<string, number>();
    const byHouse = new Map<House, { ids: AreaId[]; sizes: number[] }>();
    for (const area of AREA_IDS) {
      const units = areas[area].units;
      for (const unit of units) {
        const key = `${unit.house}/${unit.type}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        let entry = byHouse.get(unit.house);
        if (entry === undefined) byHouse.set(unit.house, (entry = { ids: [], sizes: [] }));
        const last = entry.ids.length - 1;
        if (entry.ids[last] === area) entry.sizes[last]!++;
        else {
          entry.ids.push(area);
          entry.sizes.push(1);
        }
      }
    }
    index = { counts, areas: byHouse };
    INDEX.set(areas, index);
  }
  return index;
}

/** The areas holding the house's units, in AREA_IDS order, with the count of its units in each. */
export function unitAreas(state: GameState, house: House): { readonly ids: readonly AreaId[]; readonly sizes: readonly number[] } {
  return boardIndex(state.areas).areas.get(house) ?? NO_AREAS;
}

/** Units of this type the house has off the board ([2E-TERM-17], [2E-COMP-11]). */
export function reinforcements(state: GameState, house: House, type: UnitType): number {
  return UNIT_LIMITS[type] - (boardIndex(state.areas).counts.get(`${house}/${type}`) ?? 0);
}
