// Armies and the Supply limit ([2E-SUP-03]–[2E-SUP-06]).
import { AREA_IDS } from './data/areas';
import { SUPPLY_LIMITS } from './data/tracks';
import type { House } from './data/vocabulary';
import type { GameState } from './state';

/** Sizes of the house's armies (2+ units in one area, ports and seas included), largest first. */
export function armySizes(state: GameState, house: House): number[] {
  const sizes = AREA_IDS.map((a) => state.areas[a].units.filter((u) => u.house === house).length);
  return sizes.filter((n) => n >= 2).sort((x, y) => y - x);
}

/**
 * 2E-SUP-04: no more armies than slots, and the i-th largest army no larger than the i-th slot.
 * @param sizes army sizes, largest first
 */
export function fitsSupply(sizes: readonly number[], level: number): boolean {
  const slots = SUPPLY_LIMITS[level];
  if (slots === undefined) throw new RangeError(`expected a supply level 0–6, got ${level}`);
  return sizes.length <= slots.length && sizes.every((size, i) => size <= (slots[i] ?? 0));
}

/** Whether the house's armies comply with its current Supply level. */
export function isWithinSupply(state: GameState, house: House): boolean {
  const level = state.houses[house]?.supply;
  if (level === undefined) throw new RangeError(`expected a house in play, got ${house}`);
  return fitsSupply(armySizes(state, house), level);
}
