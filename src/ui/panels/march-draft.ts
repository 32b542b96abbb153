// The march a player is putting together, as plain data over the engine's `march` choice space:
// which March order and where each of its units goes (or stays). Whether a Power token stays behind
// is not part of it: the engine asks that as a decision of its own (`leave-power-token`,
// 2E-MARCH-07) once the march has emptied the area. Offers each unit only the destinations the
// space gives for its kind (land or sea); the engine's trial run judges the whole (one attack, port
// room, supply).
import type { AreaId, MarchChoice, MarchDestination, MarchOption, MarchStep, ResolveMarchMove, UnitType } from '../../../engine/index';

export interface MarchDraft {
  readonly area: AreaId;
  /** Per unit of the option (same index as `option.units`): its destination, or null to stay. */
  readonly targets: readonly (AreaId | null)[];
}

export function optionOf(space: MarchChoice, area: AreaId): MarchOption | null {
  return space.orders.find((o) => o.area === area) ?? null;
}

export function startMarch(option: MarchOption): MarchDraft {
  return { area: option.area, targets: option.units.map(() => null) };
}

/** The destinations the space gives a unit of this type. */
export function destinationsFor(option: MarchOption, unit: UnitType): readonly MarchDestination[] {
  const land = unit !== 'ship';
  return option.destinations.filter((d) => d.land === land);
}

export function setTarget(draft: MarchDraft, index: number, to: AreaId | null): MarchDraft {
  return { ...draft, targets: draft.targets.map((t, i) => (i === index ? to : t)) };
}

/** Sends every unit that can go to `to` there (a click on a destination with no unit selected). */
export function sendAll(option: MarchOption, draft: MarchDraft, to: AreaId): MarchDraft {
  return { ...draft, targets: option.units.map((u, i) => (destinationsFor(option, u).some((d) => d.to === to) ? to : (draft.targets[i] ?? null))) };
}

/** Whether every unit leaves where a Power token may stay: the engine will then ask whether one does. */
export function canLeavePowerToken(option: MarchOption, draft: MarchDraft): boolean {
  return option.powerToken && option.units.length > 0 && draft.targets.every((t) => t !== null);
}

export function marchMove(space: MarchChoice, option: MarchOption, draft: MarchDraft): ResolveMarchMove {
  const moves: MarchStep[] = [];
  for (const d of option.destinations) {
    if (moves.some((m) => m.to === d.to)) continue;
    const units = option.units.filter((_, i) => draft.targets[i] === d.to);
    if (units.length > 0) moves.push({ to: d.to, units });
  }
  // powerToken left out: the engine asks leave-power-token after the march when it may stay.
  return { kind: 'resolve-march', house: space.house, area: option.area, moves };
}
