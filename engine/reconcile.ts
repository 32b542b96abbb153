// Reconciling armies with the Supply level ([2E-SUP-07]): a house over its limit destroys units of
// its choice, one at a time, until it complies, destroying no more than needed. A set of removals
// is legal only if the result complies and putting back any one removed unit would break
// compliance; so a single removal is offered only if it can still end in such a set.
import type { AreaId } from './data/areas';
import { isAreaOf } from './board';
import { unitAreas } from './units';
import { UNIT_TYPES, type House } from './data/vocabulary';
import type { Move } from './decisions';
import { require } from './errors';
import type { Step } from './frame-handler';
import { replaceTop, type NewFrame } from './frames';
import type { GameState } from './state';
import { fitsSupply, isWithinSupply } from './supply';
import { destroyUnit } from './unit-loss';
import type { ReconcileDecision, ReconcileMove } from './westeros-decisions';
import { show } from './untrusted';
import type { ReconcileFrame } from './frame-data';

export function newReconcileFrame(house: House): NewFrame<ReconcileFrame> {
  return { kind: 'reconcile', house, removed: [] };
}

/** The house's unit count in every area where it has units, in board order (the unit index's list, not a walk of the board). */
function counts(state: GameState, house: House): { area: AreaId; n: number }[] {
  const { ids, sizes } = unitAreas(state, house);
  return ids.map((area, i) => ({ area, n: sizes[i]! }));
}

const complies = (sizes: readonly number[], level: number) =>
  fitsSupply(sizes.filter((n) => n >= 2).sort((x, y) => y - x), level);

/**
 * Whether removing more units from `now` (never the last unit of an area: putting it back would
 * not break compliance) can reach a compliant result where every area that lost a unit would break
 * compliance with one unit back ([2E-SUP-07]).
 */
function canEndMinimal(now: readonly number[], removed: readonly number[], level: number, seen: Map<string, boolean>): boolean {
  const key = now.join(',');
  const known = seen.get(key);
  if (known !== undefined) return known;
  let result: boolean;
  if (complies(now, level)) {
    result = now.every((n, i) => (removed[i] ?? 0) === 0 || !complies(now.map((m, j) => (j === i ? m + 1 : m)), level));
  } else {
    result = now.some(
      (n, i) => n >= 2 && canEndMinimal(now.map((m, j) => (j === i ? m - 1 : m)), removed.map((r, j) => (j === i ? r + 1 : r)), level, seen),
    );
  }
  seen.set(key, result);
  return result;
}

/** Areas where destroying one of the house's units keeps a minimal reconciling possible, in AREA_IDS order. */
export function reconcileAreas(state: GameState, frame: ReconcileFrame): AreaId[] {
  const level = state.houses[frame.house]?.supply ?? 0;
  const here = counts(state, frame.house);
  const now = here.map((c) => c.n);
  const removed = here.map((c) => frame.removed.find((r) => r.area === c.area)?.count ?? 0);
  const seen = new Map<string, boolean>();
  return here
    .filter((c, i) => c.n >= 2 && canEndMinimal(now.map((m, j) => (j === i ? m - 1 : m)), removed.map((r, j) => (j === i ? r + 1 : r)), level, seen))
    .map((c) => c.area);
}

/** Every legal single removal: one per legal area and unit type the house has there. */
export function reconcileMoves(state: GameState, frame: ReconcileFrame): ReconcileMove[] {
  const { house } = frame;
  return reconcileAreas(state, frame).flatMap((area) =>
    UNIT_TYPES.filter((t) => state.areas[area].units.some((u) => u.house === house && u.type === t)).map((unit) => ({ kind: 'reconcile' as const, house, area, unit })),
  );
}

function pending(state: GameState, frame: ReconcileFrame): ReconcileDecision[] {
  if (isWithinSupply(state, frame.house)) return [];
  return [{ id: `${frame.id}/reconcile/${frame.house}/${frame.removed.length}`, kind: 'reconcile', house: frame.house, sealed: false }];
}

function apply(state: GameState, frame: ReconcileFrame, move: Move): GameState {
  if (move.kind !== 'reconcile') throw new RangeError(`expected a reconcile move, got ${move.kind}`);
  const { house, area, unit } = move;
  // 2E-SUP-07: the house destroys one of its own units.
  require(
    isAreaOf(state, area) && state.areas[area].units.some((u) => u.house === house && u.type === unit),
    '2E-SUP-07',
    () => `${house} has no ${show(unit)} in ${show(area)}`,
  );
  // 2E-SUP-07: no more units than needed (the removal must still allow a minimal set).
  require(reconcileAreas(state, frame).includes(area), '2E-SUP-07', () => `destroying a unit in ${area} destroys more than ${house} needs to`);
  const removed = frame.removed.some((r) => r.area === area)
    ? frame.removed.map((r) => (r.area === area ? { area, count: r.count + 1 } : r))
    : [...frame.removed, { area, count: 1 }];
  return replaceTop(destroyUnit(state, house, area, unit), { ...frame, removed });
}

/** Reached only once the house complies. */
function advance(state: GameState): Step {
  return { state, result: { kind: 'step-done' } };
}

export const RECONCILE = { pending, apply, advance, resume: (state: GameState) => state };
