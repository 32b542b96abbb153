// Choosing units by type: a casualty or a unit lost to supply is "one of your units" ([2E-COMBAT-39]),
// and two units of the same type and state are interchangeable, so choices are multisets of types.
import { UNIT_TYPES, type UnitType } from './data/vocabulary';
import type { Unit } from './state';

/** Every distinct multiset of `k` unit types that can be taken from `units`, types in UNIT_TYPES order. */
export function typeMultisets(units: readonly Unit[], k: number): UnitType[][] {
  const counts = UNIT_TYPES.map((t) => [t, units.filter((u) => u.type === t).length] as const).filter(([, n]) => n > 0);
  const found: UnitType[][] = [];
  const walk = (i: number, left: number, taken: UnitType[]): void => {
    if (left === 0) {
      found.push(taken);
      return;
    }
    const entry = counts[i];
    if (entry === undefined) return;
    const [type, n] = entry;
    for (let c = Math.min(n, left); c >= 0; c--) walk(i + 1, left - c, [...taken, ...Array.from({ length: c }, () => type)]);
  };
  walk(0, k, []);
  return found;
}

/** Whether two lists hold the same types the same number of times. */
export function sameTypes(a: readonly unknown[], b: readonly UnitType[]): boolean {
  if (a.length !== b.length) return false;
  return UNIT_TYPES.every((t) => a.filter((x) => x === t).length === b.filter((x) => x === t).length);
}

/** `units` without one unit of each listed type; the caller has checked the types are there. */
export function withoutTypes(units: readonly Unit[], types: readonly UnitType[]): Unit[] {
  const left = [...units];
  for (const type of types) {
    const i = left.findIndex((u) => u.type === type);
    if (i < 0) throw new RangeError(`expected a ${type} among the units, got none`);
    left.splice(i, 1);
  }
  return left;
}

/** Whether a move's field is a list of unit types (untrusted input). */
export function isTypeList(value: unknown): value is UnitType[] {
  return Array.isArray(value) && value.every((t) => (UNIT_TYPES as readonly unknown[]).includes(t));
}

/** Untrusted input for an error message; never throws (String() does on `{ toString: 0 }`). */
export function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}
