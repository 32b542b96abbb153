// Units in an area are kept in one canonical order, so that equal positions are equal data.
import { AREA_IDS } from './data/areas';
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

/** Units of this type the house has off the board ([2E-TERM-17], [2E-COMP-11]). */
export function reinforcements(state: GameState, house: House, type: UnitType): number {
  let onBoard = 0;
  for (const area of AREA_IDS) for (const unit of state.areas[area].units) if (unit.house === house && unit.type === type) onBoard++;
  return UNIT_LIMITS[type] - onBoard;
}
