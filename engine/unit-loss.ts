// Units destroyed or replaced outside combat, by Wildling cards ([2E-WLC-03], [2E-WLC-04],
// [2E-WLC-06]) and supply reconciling ([2E-SUP-07]): the affected house chooses which units, one
// at a time; when every candidate unit must go anyway, the engine does it at once ([2E-GEN-01]).
import { areaWithOrder, areaWithUnits, newUnit } from './area-copy';
import { withArea } from './board-copy';
import type { AreaId } from './data/areas';
import { boardOf, isAreaOf } from './board';
import { RULES_1E } from './data/1e/rules';
import { UNIT_TYPES, type House, type UnitType } from './data/vocabulary';
import { controllerOf } from './control';
import type { Move } from './decisions';
import { require } from './errors';
import type { Step } from './frame-handler';
import { replaceTop, type NewFrame } from './frames';
import { reinforcements, sortUnits, unitAreas, unitLimit } from './units';
import { destroyPortShips } from './ports';
import type { GameState, Unit } from './state';
import type { DestroyUnitDecision, DestroyUnitMove, ReplaceUnitDecision, ReplaceUnitMove } from './westeros-decisions';
import { show } from './untrusted';
import type { DestroyFrame, ReplaceFrame } from './frame-data';

function withUnits(state: GameState, area: AreaId, units: readonly Unit[]): GameState {
  return withArea(state, area, areaWithUnits(state.areas[area], sortUnits(units)));
}

/**
 * 2E-TERM-12: one of the house's units of this type leaves the board for its reinforcements.
 * An order left without units goes too; 2E-PORT-15 (OQ-19): if nobody controls the area's land any
 * more, the ships in its port are destroyed.
 */
export function destroyUnit(state: GameState, house: House, area: AreaId, type: UnitType): GameState {
  const units = [...state.areas[area].units];
  const index = units.findIndex((u) => u.house === house && u.type === type);
  if (index < 0) throw new RangeError(`expected a ${house} ${type} in ${area}, got none`);
  units.splice(index, 1);
  let next = withUnits(state, area, units);
  const order = next.areas[area].order;
  if (order !== null && order.house === house && !units.some((u) => u.house === house)) {
    next = withArea(next, area, areaWithOrder(next.areas[area], null));
  }
  const port = boardOf(state).info[area].port;
  if (port !== null && next.areas[port].units.length > 0 && controllerOf(next, area) === null) next = destroyPortShips(next, port);
  return next;
}

/** One of the house's units of type `from` in `area` becomes a `to` from its reinforcements ([2E-WLC-06]). */
export function replaceUnit(state: GameState, house: House, area: AreaId, from: UnitType, to: UnitType): GameState {
  const units = [...state.areas[area].units];
  const index = units.findIndex((u) => u.house === house && u.type === from);
  const old = units[index];
  if (old === undefined) throw new RangeError(`expected a ${house} ${from} in ${area}, got none`);
  units.splice(index, 1, newUnit(old.house, to, old.routed));
  return withUnits(state, area, units);
}

const unitsOf = (state: GameState, house: House, area: AreaId, type?: UnitType) =>
  state.areas[area].units.filter((u) => u.house === house && (type === undefined || u.type === type)).length;

// ---------------------------------------------------------------------------------------------
// Destroying units

export function newDestroyFrame(house: House, count: number, areas: readonly AreaId[] | null = null, sameArea = false, points = false): NewFrame<DestroyFrame> {
  return { kind: 'destroy-units', house, left: count, areas, sameArea, ...(points ? { points: true as const } : {}) };
}

/** What destroying one unit of this type pays towards `left`. */
function worth(frame: DestroyFrame, type: UnitType): number {
  return frame.points === true ? (type === 'siege-engine' ? 1 : RULES_1E.unitPoints[type]) : 1;
}

function destroyCandidates(state: GameState, frame: DestroyFrame): AreaId[] {
  // Without a list, the areas holding the house's units: the unit index's list, in board order.
  return frame.areas === null ? [...unitAreas(state, frame.house).ids] : frame.areas.filter((a) => unitsOf(state, frame.house, a) > 0);
}

/** 2E-WLC-04: with no more units than it must destroy, the house loses them all; no choice is left. */
function destroyForced(state: GameState, frame: DestroyFrame): boolean {
  return destroyCandidates(state, frame).reduce((n, a) => n + state.areas[a].units.filter((u) => u.house === frame.house).reduce((m, u) => m + worth(frame, u.type), 0), 0) <= frame.left;
}

export function destroyMoves(state: GameState, frame: DestroyFrame): DestroyUnitMove[] {
  const { house } = frame;
  return destroyCandidates(state, frame).flatMap((area) =>
    UNIT_TYPES.filter((t) => unitsOf(state, house, area, t) > 0).map((unit) => ({ kind: 'destroy-unit' as const, house, area, unit })),
  );
}

function destroyPending(state: GameState, frame: DestroyFrame): DestroyUnitDecision[] {
  if (frame.left <= 0 || destroyForced(state, frame)) return [];
  return [{ id: `${frame.id}/destroy-unit/${frame.house}/${frame.left}`, kind: 'destroy-unit', house: frame.house, sealed: false, left: frame.left }];
}

function destroyApply(state: GameState, frame: DestroyFrame, move: Move): GameState {
  if (move.kind !== 'destroy-unit') throw new RangeError(`expected a destroy-unit move, got ${move.kind}`);
  const { house, area, unit } = move;
  // 2E-WLC-03: the house destroys one of its own units on the board.
  require(
    isAreaOf(state, area) && (UNIT_TYPES as readonly unknown[]).includes(unit) && unitsOf(state, house, area, unit) > 0,
    frame.points === true ? '1E-WILD-06' : '2E-WLC-03',
    () => `${house} has no ${show(unit)} in ${show(area)}`,
  );
  // 2E-WLC-13: The Horde Descends takes both units from one Castle/Stronghold area of the house.
  require(frame.areas === null || frame.areas.includes(area), '2E-WLC-13', () => `${house} must destroy units in ${(frame.areas ?? []).join(' or ')}`);
  const areas = frame.sameArea ? [area] : frame.areas;
  return replaceTop(destroyUnit(state, house, area, unit), { ...frame, left: frame.left - worth(frame, unit), areas });
}

function destroyAdvance(state: GameState, frame: DestroyFrame): Step {
  let next = state;
  if (frame.left > 0 && destroyForced(state, frame)) {
    for (const area of destroyCandidates(state, frame)) {
      for (const u of state.areas[area].units.filter((x) => x.house === frame.house)) next = destroyUnit(next, frame.house, area, u.type);
    }
  }
  return { state: next, result: { kind: 'step-done' } };
}

export const DESTROY = { pending: destroyPending, apply: destroyApply, advance: destroyAdvance, resume: (state: GameState) => state };

// ---------------------------------------------------------------------------------------------
// Replacing units (Crow Killers)

export function newReplaceFrame(house: House, from: UnitType, to: UnitType, count: number, optional: boolean): NewFrame<ReplaceFrame> {
  return { kind: 'replace-units', house, from, to, left: count, optional };
}

/** The house's `from` units on the board: what its reinforcements lack (the unit index), not a walk of the board. */
const fromCount = (state: GameState, frame: ReplaceFrame) => unitLimit(state, frame.from) - reinforcements(state, frame.house, frame.from);

/** Every `from` unit in reach meets the same fate (all replaced, or all destroyed): no choice is left. */
function replaceForced(state: GameState, frame: ReplaceFrame): boolean {
  const have = fromCount(state, frame);
  const spare = reinforcements(state, frame.house, frame.to);
  return have <= frame.left && (spare >= have || spare === 0);
}

function replaceActive(state: GameState, frame: ReplaceFrame): boolean {
  if (frame.left <= 0 || fromCount(state, frame) === 0) return false;
  return !(frame.optional && reinforcements(state, frame.house, frame.to) === 0);
}

export function replaceMoves(state: GameState, frame: ReplaceFrame): ReplaceUnitMove[] {
  const { house } = frame;
  const areas = unitAreas(state, house).ids.filter((a) => unitsOf(state, house, a, frame.from) > 0).map((area) => ({ kind: 'replace-unit' as const, house, area }));
  return frame.optional ? [...areas, { kind: 'replace-unit', house, area: null }] : areas;
}

function replacePending(state: GameState, frame: ReplaceFrame): ReplaceUnitDecision[] {
  if (!replaceActive(state, frame) || (!frame.optional && replaceForced(state, frame))) return [];
  const { house, from, to, left, optional } = frame;
  return [{ id: `${frame.id}/replace-unit/${house}/${left}`, kind: 'replace-unit', house, sealed: false, from, to, left, optional }];
}

/** The unit in `area` becomes a `to`, or is destroyed when no `to` is left in reinforcements ([2E-WLC-06]). */
function replaceOne(state: GameState, frame: ReplaceFrame, area: AreaId): GameState {
  return reinforcements(state, frame.house, frame.to) > 0
    ? replaceUnit(state, frame.house, area, frame.from, frame.to)
    : destroyUnit(state, frame.house, area, frame.from);
}

function replaceApply(state: GameState, frame: ReplaceFrame, move: Move): GameState {
  if (move.kind !== 'replace-unit') throw new RangeError(`expected a replace-unit move, got ${move.kind}`);
  const { house, area } = move;
  if (area === null) {
    // 2E-WLC-06: only the Night's Watch reward ("up to 2") may stop early.
    require(frame.optional, '2E-WLC-06', () => `${house} must replace ${frame.left} more ${frame.from}(s)`);
    return replaceTop(state, { ...frame, left: 0 });
  }
  // 2E-WLC-06: a replacement keeps the unit's area; the house picks among its own units.
  require(
    isAreaOf(state, area) && unitsOf(state, house, area, frame.from) > 0,
    '2E-WLC-06',
    () => `${house} has no ${frame.from} in ${show(area)}`,
  );
  return replaceTop(replaceOne(state, frame, area), { ...frame, left: frame.left - 1 });
}

function replaceAdvance(state: GameState, frame: ReplaceFrame): Step {
  let next = state;
  if (!frame.optional && replaceActive(state, frame) && replaceForced(state, frame)) {
    for (const area of unitAreas(state, frame.house).ids) {
      for (let n = unitsOf(state, frame.house, area, frame.from); n > 0; n--) next = replaceOne(next, frame, area);
    }
  }
  return { state: next, result: { kind: 'step-done' } };
}

export const REPLACE = { pending: replacePending, apply: replaceApply, advance: replaceAdvance, resume: (state: GameState) => state };
