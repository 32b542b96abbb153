// The state the board shows while the player works on a decision: the game's state with the draft
// drawn in — orders being placed lie face up where they were put, and units of a march being
// planned stand where they are sent. Display only: it is never applied, and the engine judges the
// real move (legality.ts).
import { HOUSES, UNIT_TYPES, type GameState, type House, type ResolveMarchMove, type Unit } from '../../../engine/index';
import type { Preview } from '../common/events';

/** The state's order of units in an area: by house seat, then type, routed last. */
const unitOrder = (a: Unit, b: Unit): number =>
  HOUSES.indexOf(a.house) - HOUSES.indexOf(b.house) || UNIT_TYPES.indexOf(a.type) - UNIT_TYPES.indexOf(b.type) || Number(a.routed) - Number(b.routed);

/** `state` with `preview`'s draft orders (of `me`) and planned march drawn in; `state` itself when there is none. */
export function previewState(state: GameState, me: House | null, preview: Preview): GameState {
  if (me === null || (preview.orders.length === 0 && preview.march === undefined)) return state;
  const areas = { ...state.areas };
  for (const o of preview.orders) areas[o.area] = { ...areas[o.area], order: { house: me, token: o.token } };
  const march: ResolveMarchMove | undefined = preview.march;
  if (march !== undefined) {
    const origin = [...areas[march.area].units];
    for (const step of march.moves) {
      const moved: Unit[] = [];
      for (const type of step.units) {
        const i = origin.findIndex((u) => u.house === march.house && u.type === type && !u.routed);
        if (i < 0) continue;
        moved.push(origin.splice(i, 1)[0]!);
      }
      const there = areas[step.to];
      areas[step.to] = { ...there, units: [...there.units, ...moved].sort(unitOrder) };
    }
    areas[march.area] = { ...areas[march.area], units: origin };
  }
  return { ...state, areas };
}
