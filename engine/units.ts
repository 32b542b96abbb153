// Units in an area are kept in one canonical order, so that equal positions are equal data.
import { HOUSES, UNIT_TYPES } from './data/vocabulary';
import type { Unit } from './state';

function rank(unit: Unit): number {
  return HOUSES.indexOf(unit.house) * 100 + UNIT_TYPES.indexOf(unit.type) * 2 + (unit.routed ? 1 : 0);
}

/** The units sorted by house seat, then unit type, then routed last. */
export function sortUnits(units: readonly Unit[]): Unit[] {
  return [...units].sort((a, b) => rank(a) - rank(b));
}
