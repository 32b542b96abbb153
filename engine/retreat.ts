// Step 6c of a combat, Retreats and Routing ([2E-COMBAT-44]–[2E-COMBAT-53], [2E-COMBAT-63]). The
// combat hands the loser's surviving units to this frame, which holds them until they are placed,
// routed, in one legal area, or destroyed when there is none.
import { areaWithUnits, newUnit } from './area-copy';
import { withArea } from './board-copy';
import type { AreaId } from './data/areas';
import { boardOf, isAreaOf } from './board';
import type { House, UnitType } from './data/vocabulary';
import type { RetreatFrame } from './combat-data';
import { isTypeList, sameTypes, shown, typeMultisets, withoutTypes } from './combat-units';
import { controllerOf, occupantOf } from './control';
import type { ChooseRetreatLossesDecision, Move, RetreatDecision } from './decisions';
import { require, type RuleId } from './errors';
import type { Step } from './frame-handler';
import { replaceTop, type NewFrame } from './frames';
import { PORT_CAPACITY } from './march';
import type { GameState } from './state';
import { fitsSupply } from './supply';
import { transportDestinations } from './transport';
import { sortUnits, unitAreas } from './units';
import { recent } from './recent';

export function newRetreatFrame(input: Omit<RetreatFrame, 'kind' | 'id' | 'area'>): NewFrame<RetreatFrame> {
  return { kind: 'retreat', ...input, area: null };
}

/** One legal way to retreat: the area, and the units lost first to stay within supply ([2E-COMBAT-47]). */
export interface RetreatOption {
  readonly area: AreaId;
  readonly destroy: readonly UnitType[];
}

function isShipRetreat(state: GameState, frame: RetreatFrame): boolean {
  return boardOf(state).info[frame.from].kind === 'sea';
}

/** Whether the victor chooses the area (Robb Stark, [2E-HCARD-02]). */
function victorChooses(frame: RetreatFrame): boolean {
  return frame.chooser !== frame.house;
}

/** The areas the retreating units could reach at all: adjacent ones, or by ship transport. */
function reachable(state: GameState, frame: RetreatFrame): AreaId[] {
  // 2E-HCARD-02 (OQ-28): a defending Robb Stark may send the losing attacker to any area a losing
  // defender could retreat to, or to its origin.
  if (frame.role === 'attacker' && !victorChooses(frame)) return [frame.origin];
  // The game's board (1E-RETREAT-03: the 1st edition's retreats are the 2nd edition's).
  const { ids, info, neighbours } = boardOf(state);
  const near = isShipRetreat(state, frame)
    ? neighbours[frame.from].filter((a) => info[a].kind !== 'land')
    : // 2E-COMBAT-46, 2E-COMBAT-51, 2E-SHIP-09: land units go to adjacent land areas or by ship transport.
      [...neighbours[frame.from].filter((a) => info[a].kind === 'land'), ...transportDestinations(state, frame.house, frame.from)];
  return ids.filter((a) => near.includes(a) || (frame.role === 'attacker' && a === frame.origin));
}

/**
 * Why the units may not retreat into `area`, or null when they may (supply aside). Every reason
 * names its rule.
 */
export function retreatBlock(state: GameState, frame: RetreatFrame, area: AreaId): RuleId | null {
  const { house } = frame;
  // Untrusted input: only a known area id is looked up.
  if (!isAreaOf(state, area)) return '2E-COMBAT-46';
  const kind = boardOf(state).info[area].kind;
  if (frame.role === 'attacker' && (area === frame.origin || !victorChooses(frame))) {
    // 2E-COMBAT-45: a losing attacker goes back to the area it marched from.
    if (area !== frame.origin) return '2E-COMBAT-45';
    // 2E-COMBAT-63 (OQ-35): not when that area is now another house's, through its crest.
    const owner = controllerOf(state, area);
    if (owner !== null && owner !== house) return '2E-COMBAT-63';
    return null;
  }
  // 2E-COMBAT-46: one area adjacent to the embattled area (or reachable by ship transport), of the right kind.
  if (!reachable(state, frame).includes(area)) return '2E-COMBAT-46';
  // 2E-COMBAT-46: never into the area the attacker marched from, even if it is empty now.
  if (area === frame.origin) return '2E-COMBAT-46';
  const here = state.areas[area];
  // 2E-NEUT-08, 2E-NEUT-09 (OQ-22): never into an area with a Neutral Force token.
  if (here.neutralForce !== null) return here.neutralForce === 'impassable' ? '2E-NEUT-08' : '2E-NEUT-09';
  const occupant = occupantOf(state, area);
  // 2E-COMBAT-46: the area holds no enemy unit.
  if (occupant !== null && occupant !== house) return '2E-COMBAT-46';
  if (kind === 'port') {
    // 2E-PORT-13: ships retreat only into a friendly port; 2E-PORT-02: at most 3 ships there.
    if (controllerOf(state, area) !== house) return '2E-PORT-13';
    if (here.units.length + frame.units.length > PORT_CAPACITY) return '2E-PORT-02';
    return null;
  }
  if (kind === 'land') {
    // 2E-CTRL-12: no enemy Power token; OQ-22: an enemy crest counts as one ([2E-CTRL-09]).
    const owner = controllerOf(state, area);
    if (owner !== null && owner !== house) return '2E-CTRL-12';
  }
  return null;
}

/** Legal retreat areas, before supply is considered, in AREA_IDS order. */
export function retreatAreas(state: GameState, frame: RetreatFrame): AreaId[] {
  return reachable(state, frame).filter((a) => retreatBlock(state, frame, a) === null);
}

/** Whether the house stays within its Supply level with `count` more units in `area` ([2E-SUP-04]). */
function fitsWith(state: GameState, house: House, area: AreaId, count: number): boolean {
  const level = state.houses[house]?.supply;
  if (level === undefined) throw new RangeError(`expected a house in play, got ${house}`);
  // The house's armies from the board's unit index, not a filter of every area's units: this is
  // asked for every legal area and every number of losses.
  const { ids, sizes: counts } = unitAreas(state, house);
  const sizes: number[] = [];
  for (let i = 0; i < ids.length; i++) if (ids[i] !== area && counts[i]! >= 2) sizes.push(counts[i]!);
  const there = (ids.includes(area) ? counts[ids.indexOf(area)]! : 0) + count;
  if (there >= 2) sizes.push(there);
  return fitsSupply(sizes.sort((x, y) => y - x), level);
}

/** The fewest retreating units to destroy so that the rest fit the supply limit in `area`. */
function supplyLosses(state: GameState, frame: RetreatFrame, area: AreaId): number {
  const n = frame.units.length;
  for (let lost = 0; lost < n; lost++) if (fitsWith(state, frame.house, area, n - lost)) return lost;
  return n;
}

/**
 * Every legal retreat. 2E-COMBAT-47, 2E-COMBAT-49 (OQ-23): only areas where the units keep supply,
 * if there is one; otherwise any legal area, after destroying the fewest units needed there.
 */
export function retreatOptions(state: GameState, frame: RetreatFrame): readonly RetreatOption[] {
  const known = OPTIONS.get(state);
  if (known !== undefined && known.frame === frame) return known.options;
  const options = computeRetreatOptions(state, frame);
  OPTIONS.set(state, { frame, options });
  return options;
}

/**
 * The retreat options of the last few states asked about, with the frame they were asked for:
 * `pending` (from `settle`), `advance`, the move's own checks and a bot's choices all ask them of
 * the same state, and each answer tries every legal area with every number of losses. States and
 * frames are immutable, so an answer never goes stale (engine/recent.ts).
 */
const OPTIONS = recent<GameState, { readonly frame: RetreatFrame; readonly options: readonly RetreatOption[] }>(4);

function computeRetreatOptions(state: GameState, frame: RetreatFrame): readonly RetreatOption[] {
  const losses = retreatAreas(state, frame).map((area) => ({ area, lost: supplyLosses(state, frame, area) }));
  const fitting = losses.filter((l) => l.lost === 0);
  if (fitting.length > 0) return fitting.map(({ area }) => ({ area, destroy: [] }));
  // 2E-HCARD-02: Robb Stark's owner must pick an area where the loser loses the fewest units.
  const fewest = Math.min(...losses.map((l) => l.lost));
  const allowed = victorChooses(frame) ? losses.filter((l) => l.lost === fewest) : losses;
  return allowed.flatMap(({ area, lost }) => typeMultisets(frame.units, lost).map((destroy) => ({ area, destroy })));
}

function decisionFor(frame: RetreatFrame): RetreatDecision {
  return { id: `${frame.id}/retreat/${frame.chooser}`, kind: 'retreat', house: frame.chooser, sealed: false, from: frame.from };
}

function pending(state: GameState, frame: RetreatFrame): (RetreatDecision | ChooseRetreatLossesDecision)[] {
  // Units already placed, or a retreat with one legal outcome or none, need nobody's decision.
  if (frame.units.length === 0) return [];
  if (frame.area !== null) {
    const count = retreatOptions(state, frame).find((o) => o.area === frame.area)?.destroy.length ?? 0;
    // 2E-COMBAT-47: the loser picks which of its units supply costs.
    return [{ id: `${frame.id}/choose-retreat-losses/${frame.house}`, kind: 'choose-retreat-losses', house: frame.house, sealed: false, area: frame.area, count }];
  }
  // With one legal area the area is no choice: the losses, if any choice is left, come next.
  return retreatAreaChoices(state, frame).length > 1 ? [decisionFor(frame)] : [];
}

/** The distinct legal retreat areas, in AREA_IDS order. */
export function retreatAreaChoices(state: GameState, frame: RetreatFrame): AreaId[] {
  return [...new Set(retreatOptions(state, frame).map((o) => o.area))];
}

/** Places the units, routed (2E-COMBAT-50), after the losses of the chosen option. */
function place(state: GameState, frame: RetreatFrame, option: RetreatOption): Step {
  const routed = withoutTypes(frame.units, option.destroy).map((u) => newUnit(u.house, u.type, true));
  const here = state.areas[option.area];
  return { state: withArea(state, option.area, areaWithUnits(here, sortUnits([...here.units, ...routed]))), result: { kind: 'retreat-done' } };
}

function apply(state: GameState, frame: RetreatFrame, move: Extract<Move, { kind: 'retreat' }>): GameState {
  const area = move.area;
  const block = retreatBlock(state, frame, area);
  require(block === null, block ?? '2E-COMBAT-46', () => `${frame.house} cannot retreat into ${shown(area)}`);
  const options = retreatOptions(state, frame).filter((o) => o.area === area);
  // 2E-HCARD-02: the victor choosing for the loser picks an area where it loses the fewest units.
  if (victorChooses(frame)) require(options.length > 0, '2E-HCARD-02', () => `${frame.house} would lose more units in ${area} than in another legal area`);
  // 2E-COMBAT-47: not into an area that breaks supply while another legal area keeps it.
  require(options.length > 0, '2E-COMBAT-47', () => `retreating into ${area} would break ${frame.house}'s supply; another area would not`);
  const destroy: unknown = move.destroy;
  // 2E-COMBAT-47: without `destroy`, the losses are asked next when there is a choice.
  if (destroy === undefined) {
    if (options.length > 1) return replaceTop(state, { ...frame, area });
    return replaceTop(place(state, frame, options[0]!).state, { ...frame, units: [] });
  }
  return placeWithLosses(state, frame, area, destroy);
}

/** Places the units in `area` after losing `destroy`, which must be one of the fewest-loss choices there. */
function placeWithLosses(state: GameState, frame: RetreatFrame, area: AreaId, destroy: unknown): GameState {
  const options = retreatOptions(state, frame).filter((o) => o.area === area);
  const chosen = isTypeList(destroy) ? options.find((o) => sameTypes(destroy, o.destroy)) : undefined;
  // 2E-COMBAT-47: exactly the fewest units that keep supply are destroyed first.
  require(chosen !== undefined, '2E-COMBAT-47', () => `in ${area} ${frame.house} must first destroy ${options[0]?.destroy.length ?? 0} unit(s) of its retreating units`);
  // The units are on the board now; the frame finishes when it next advances.
  return replaceTop(place(state, frame, chosen).state, { ...frame, units: [], area: null });
}

function advance(state: GameState, frame: RetreatFrame): Step {
  // Units already placed by a decision: the retreat is over.
  if (frame.units.length === 0) return { state, result: { kind: 'retreat-done' } };
  const options = retreatOptions(state, frame);
  const only = options[0];
  // 2E-COMBAT-48: no legal area, so every retreating unit is destroyed.
  if (only === undefined) return { state, result: { kind: 'retreat-done' } };
  if (options.length === 1) return place(state, frame, only);
  // One legal area, several ways to lose the units supply costs there: the loser is asked which.
  if (frame.area === null && retreatAreaChoices(state, frame).length === 1) return { state: replaceTop(state, { ...frame, area: only.area }) };
  throw new RangeError('expected the retreat to wait for its decision');
}

export const RETREAT = {
  pending,
  apply(state: GameState, frame: RetreatFrame, move: Move): GameState {
    if (move.kind === 'choose-retreat-losses') return placeWithLosses(state, frame, frame.area!, move.units);
    if (move.kind !== 'retreat') throw new RangeError(`expected a retreat move, got ${move.kind}`);
    return apply(state, frame, move);
  },
  advance,
  resume(): never {
    throw new RangeError('expected the retreat frame to push no frame');
  },
};
