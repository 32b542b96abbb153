// Every area object (a board's `AreaState`) the engine makes comes from one object literal, so
// that all of them share one hidden class. Made by spreads (`{ ...here, order: null }`) and by
// literals in several places, the areas of a game had ≈50 hidden classes (a spread of a spread
// takes V8's generic path, which builds its own), and every read of `here.units` or `here.order`
// anywhere in the engine became a megamorphic load; with one class such a read is a plain field
// load. The keys are AreaState's, in the order the board's areas have always had (JSON.stringify
// reads as before); area-copy.test.ts compares them with a new game's areas.
import type { House, UnitType } from './data/vocabulary';
import type { AreaState, PlacedOrder, Unit } from './state';

/** An area with these contents. */
export function newArea(
  units: readonly Unit[],
  order: PlacedOrder | null,
  powerToken: House | null,
  neutralForce: AreaState['neutralForce'],
  garrison: House | null,
): AreaState {
  return { units, order, powerToken, neutralForce, garrison };
}

/** The area with its units replaced. */
export function areaWithUnits(a: AreaState, units: readonly Unit[]): AreaState {
  return newArea(units, a.order, a.powerToken, a.neutralForce, a.garrison);
}

/** The area with its Order token replaced (or removed: null). */
export function areaWithOrder(a: AreaState, order: PlacedOrder | null): AreaState {
  return newArea(a.units, order, a.powerToken, a.neutralForce, a.garrison);
}

/** The area with its Power token replaced (or removed: null). */
export function areaWithPowerToken(a: AreaState, powerToken: House | null): AreaState {
  return newArea(a.units, a.order, powerToken, a.neutralForce, a.garrison);
}

/**
 * A unit. The same reason: made by literals at several sites and by `{ ...u, routed: true }`, a
 * game's units had 12 hidden classes, and every walk over an area's units (`u.house`, `u.type`)
 * read them through megamorphic loads. The keys in the schema's order.
 */
export function newUnit(house: House, type: UnitType, routed: boolean): Unit {
  return { house, type, routed };
}
