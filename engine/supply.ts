// Armies and the Supply limit ([2E-SUP-03]–[2E-SUP-06]).
import type { AreaId } from './data/areas';
import { SUPPLY_LIMITS } from './data/tracks';
import type { House } from './data/vocabulary';
import type { GameState } from './state';
import { unitAreas } from './units';

/** Sizes of the house's armies (2+ units in one area, ports and seas included), largest first. */
export function armySizes(state: GameState, house: House): number[] {
  return armySizesWith(state, house, null);
}

/**
 * The house's army sizes as if one more of its units stood in `added` (none when null): what a
 * recruit would make, counted without building the board it would make.
 */
export function armySizesWith(state: GameState, house: House, added: AreaId | null): number[] {
  const { ids, sizes: counts } = unitAreas(state, house);
  const sizes: number[] = [];
  // A unit added where the house has none is an army of one: it changes no size.
  for (let i = 0; i < ids.length; i++) {
    const n = counts[i]! + (ids[i] === added ? 1 : 0);
    if (n >= 2) sizes.push(n);
  }
  return sizes.sort((x, y) => y - x);
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
