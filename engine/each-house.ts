// "Every house, in turn order" for the Supply and Mustering Westeros cards ([2E-SUP-01],
// [2E-MUS-01], [2E-WCARD-03], [2E-WCARD-04]). Each house finishes before the next one starts;
// the next house is read from the Iron Throne track when it is its turn ([2E-GEN-03]).
import { newHouseState, withParts } from './state-copy';
import { boardOf } from './board';
import type { House } from './data/vocabulary';
import { supplyIcons } from './control';
import type { Step } from './frame-handler';
import { pushFrame, replaceTop, type NewFrame } from './frames';
import { turnOrder } from './influence';
import { musterAreas, newMusterFrame } from './muster';
import { newReconcileFrame } from './reconcile';
import type { GameState } from './state';
import { isWithinSupply } from './supply';
import type { EachHouseFrame, EachHouseTask } from './frame-data';

export function newEachHouseFrame(task: EachHouseTask): NewFrame<EachHouseFrame> {
  return { kind: 'each-house', task, done: [] };
}

/** 2E-SUP-01 (a), (b): the Supply token moves to the house's barrels, at most 6 ([2E-SUP-02]). */
export function updateSupply(state: GameState, house: House): GameState {
  const h = state.houses[house];
  if (h === undefined) throw new RangeError(`expected a house in play, got ${house}`);
  return withParts(state, { houses: { ...state.houses, [house]: newHouseState(h.power, supplyIcons(state, house), h.hand, h.discard) } });
}

function advance(state: GameState, frame: EachHouseFrame): Step {
  // 2E-GEN-03: the next house in turn order, read now.
  const house = turnOrder(state).find((h) => !frame.done.includes(h));
  if (house === undefined) return { state, result: { kind: 'step-done' } };
  // One literal in the pushed frame's key order, not a spread (see round.ts's withNext).
  const marked = replaceTop(state, { kind: frame.kind, task: frame.task, done: [...frame.done, house], id: frame.id });
  if (frame.task === 'supply') {
    const updated = updateSupply(marked, house);
    // 2E-SUP-01 (c), 2E-SUP-07: a house over its new limit reconciles before the next house.
    return { state: isWithinSupply(updated, house) ? updated : pushFrame(updated, newReconcileFrame(house)) };
  }
  // 2E-MUS-01: the house musters in every controlled Castle/Stronghold area, all before the next house.
  // Only land areas with a Castle or a Stronghold have mustering points ([2E-MUS-02]): the board's
  // `fortified` list (ids order) gives the same areas as all its ids, without testing the others.
  const among = boardOf(state).fortified;
  const areas = musterAreas(marked, house, among);
  return { state: areas.length === 0 ? marked : pushFrame(marked, newMusterFrame(marked, house, areas)) };
}

export const EACH_HOUSE = {
  pending: () => [],
  apply(): never {
    throw new RangeError('expected no move to reach an each-house frame, which asks for none');
  },
  advance,
  resume: (state: GameState) => state,
};
