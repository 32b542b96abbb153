// Mustering ([2E-MUS-01]–[2E-MUS-11]) for one house in a set of areas. Used by the Mustering card
// (every house in turn), A Throne of Blades, a special Consolidate Power order (its own area only,
// [2E-SPEC-06]) and The Horde Descends. Mustering is open and made one action at a time: each
// `muster` move spends points of one area; `muster: 'done'` gives up what is left ([2E-MUS-08]).
import { areaWithUnits, newUnit } from './area-copy';
import { withArea } from './board-copy';
import { BOARD_2E, boardOf, isAreaOf, positionsOf, type Board } from './board';
import type { AreaId } from './data/areas';
import { UNIT_TYPES, type House, type UnitType } from './data/vocabulary';
import type { Decision, Move, MusterAction, MusterMove } from './decisions';
import { refuse, type Broken, type RuleId } from './errors';
import type { Step } from './frame-handler';
import { replaceTop, type NewFrame } from './frames';
import type { AreaState, GameState, Unit } from './state';
import { armySizesWith, fitsSupply } from './supply';
import { areasInOrder, reinforcements, sortUnits } from './units';
import { controlledFortified, controllerOf } from './control';
import type { MusterFrame } from './frame-data';

/** 2E-MUS-03: what a new unit costs; an upgrade costs 1. */
const COST: { readonly [u in UnitType]: number } = { footman: 1, knight: 2, ship: 1, 'siege-engine': 2 };
const UPGRADE_COST = 1;

/** Mustering points of an area: Stronghold 2, Castle 1, else 0 ([2E-MUS-02]). */
export function musterPoints(area: AreaId, board: Board = BOARD_2E): number {
  const fortification = board.info[area].fortification;
  return fortification === 'stronghold' ? 2 : fortification === 'castle' ? 1 : 0;
}

/** Areas where the house may muster: controlled land areas with a Castle or Stronghold ([2E-MUS-01]). */
export function musterAreas(state: GameState, house: House, among: readonly AreaId[]): AreaId[] {
  const board = boardOf(state);
  // The board's own Castle and Stronghold list (the Mustering card's): all of them are land areas
  // with mustering points, so control alone decides, read by position rather than by id.
  if (among === board.fortified) return controlledFortified(state, house);
  return among.filter((a) => board.info[a].kind === 'land' && musterPoints(a, board) > 0 && controllerOf(state, a) === house);
}

export function newMusterFrame(state: GameState, house: House, areas: readonly AreaId[]): NewFrame<MusterFrame> {
  return { kind: 'muster', house, points: musterAreas(state, house, areas).map((area) => ({ area, left: musterPoints(area, boardOf(state)) })) };
}

/** 2E-MUS-06: where a Ship mustered from `area` may go: its port (≤ 3 ships), or an adjacent sea with no enemy ship. */
export function shipDestinations(state: GameState, house: House, area: AreaId): AreaId[] {
  // The game's board: the 1st edition has no ports ([1E-MUS-04], [1E-BOARD-06]). Its areas are read
  // by position (board.ts's positionsOf): a read by a varying id is a megamorphic load.
  const board = boardOf(state);
  const { index, neighbours, kind } = positionsOf(board);
  const here = areasInOrder(state);
  const found: AreaId[] = [];
  const port = board.info[area].port;
  if (port !== null) {
    const there = here[index[port]]!;
    if (there.units.length < 3 && !enemyShipIn(there, house)) found.push(port);
  }
  // A neutral army at sea (1E-FEW-01, open question 14: met like a neutral force) takes no ship either.
  for (const j of neighbours[index[area]]!) {
    if (kind[j] !== 'sea') continue;
    const there = here[j]!;
    if (!enemyShipIn(there, house) && there.neutralForce === null) found.push(board.ids[j]!);
  }
  return found;
}

const enemyShipIn = (here: AreaState, house: House) => here.units.some((u) => u.house !== house && u.type === 'ship');

function withUnits(state: GameState, area: AreaId, units: readonly Unit[]): GameState {
  return withArea(state, area, areaWithUnits(state.areas[area], sortUnits(units)));
}

/** The board after one mustering action (not checked). */
function musterOnBoard(state: GameState, move: MusterAction): GameState {
  const placed: Unit = newUnit(move.house, move.unit, false);
  if (move.muster === 'recruit') return withUnits(state, move.to, [...state.areas[move.to].units, placed]);
  const units = [...state.areas[move.area].units];
  const footman = units.findIndex((u) => u.house === move.house && u.type === 'footman');
  units.splice(footman, 1, newUnit(placed.house, placed.type, units[footman]?.routed ?? false));
  return withUnits(state, move.area, units);
}

const broken = (rule: RuleId, message: string): Broken => ({ rule, message });

/**
 * The first of [2E-MUS-02]–[2E-MUS-09] and [2E-PORT-02] that one mustering action breaks, or null
 * when it is legal. Throws nothing: `legalMusters` asks it of every candidate action.
 */
export function musterProblem(state: GameState, frame: MusterFrame, move: MusterAction, ships?: readonly AreaId[]): Broken | null {
  const slot = frame.points.find((p) => p.area === move.area);
  if (slot === undefined) return broken('2E-MUS-01', `${move.area} is not one of ${frame.house}'s mustering areas now`);
  if (!(UNIT_TYPES as readonly string[]).includes(move.unit)) return broken('2E-MUS-03', `no unit type '${move.unit}'`);
  const cost = costOf(move);
  // 2E-MUS-02: an area's points are spent only on its own units.
  if (cost > slot.left) return broken('2E-MUS-02', `${move.area} has ${slot.left} point(s) left; this costs ${cost}`);
  // 2E-MUS-09, 2E-COMP-08: only units in reinforcements.
  if (reinforcements(state, move.house, move.unit) <= 0) return broken('2E-MUS-09', `${move.house} has no ${move.unit} in reinforcements`);
  if (!((move.muster === 'recruit' || move.muster === 'upgrade') && isAreaOf(state, move.area))) return broken('2E-MUS-01', 'a muster move recruits or upgrades in an area');
  if (move.muster === 'upgrade') {
    // 2E-MUS-03, 2E-MUS-05: a Footman in the mustering area becomes a Knight or a Siege Engine.
    if (move.unit !== 'knight' && move.unit !== 'siege-engine') return broken('2E-MUS-05', `a Footman upgrades to a Knight or a Siege Engine, not a ${move.unit}`);
    if (!state.areas[move.area].units.some((u) => u.house === move.house && u.type === 'footman')) return broken('2E-MUS-05', `no ${move.house} Footman in ${move.area} to upgrade`);
  } else if (move.unit === 'ship') {
    if (!(ships ?? shipDestinations(state, move.house, move.area)).includes(move.to)) return broken('2E-MUS-06', `a Ship mustered in ${move.area} cannot go to ${move.to}`);
  } else if (move.to !== move.area) {
    // 2E-MUS-04: land units are placed in the mustering area itself.
    return broken('2E-MUS-04', `a ${move.unit} is placed in ${move.area}, not ${move.to}`);
  }
  // 2E-MUS-07: the result must comply with the house's Supply level. An upgrade keeps every
  // army's size; a recruit adds one unit where it is placed.
  const level = state.houses[move.house]?.supply ?? 0;
  const sizes = armySizesWith(state, move.house, move.muster === 'recruit' ? move.to : null);
  if (!fitsSupply(sizes, level)) return broken('2E-MUS-07', `mustering a ${move.unit} breaks ${move.house}'s supply`);
  return null;
}

/**
 * Checks one mustering action against [2E-MUS-02]–[2E-MUS-09] and [2E-PORT-02].
 * @throws RuleViolation naming the broken rule.
 */
export function checkMuster(state: GameState, frame: MusterFrame, move: MusterAction): void {
  refuse(musterProblem(state, frame, move));
}

/** The candidate actions in one mustering area, legal or not, in a fixed order. */
function candidates(house: House, area: AreaId, ships: readonly AreaId[]): MusterAction[] {
  return [
    ...(['footman', 'knight', 'siege-engine'] as const).map((unit) => ({ kind: 'muster' as const, house, muster: 'recruit' as const, area, unit, to: area })),
    ...(['knight', 'siege-engine'] as const).map((unit) => ({ kind: 'muster' as const, house, muster: 'upgrade' as const, area, unit })),
    ...ships.map((to) => ({ kind: 'muster' as const, house, muster: 'recruit' as const, area, unit: 'ship' as const, to })),
  ];
}

// The ship destinations of an area are found once per area and handed to each candidate's check
// (musterProblem found them again for every Ship candidate, one per destination).

/** Every legal single mustering action for the frame's house now. */
export function legalMusters(state: GameState, frame: MusterFrame): MusterAction[] {
  const moves: MusterAction[] = [];
  for (const { area } of frame.points) {
    const ships = shipDestinations(state, frame.house, area);
    for (const move of candidates(frame.house, area, ships)) if (musterProblem(state, frame, move, ships) === null) moves.push(move);
  }
  return moves;
}

/**
 * One of `legalMusters(state, frame)` or `done`, each equally likely, drawn with `pick` by
 * rejection: a candidate is drawn among those not yet refused (and `done`) and checked; a refused
 * one is set aside and another drawn. Every legal action is as likely to be the first accepted as
 * `sampleMove` of the listed moves makes it, but most draws check one or two candidates instead
 * of all of them. Another stream of picks than `sampleMove(choices(…))`: for the fast random bot.
 */
export function sampleMuster(state: GameState, frame: MusterFrame, done: MusterMove, pick: (n: number) => number): MusterMove {
  const all: MusterAction[] = [];
  const shipsOf: (readonly AreaId[])[] = [];
  for (const { area } of frame.points) {
    const ships = shipDestinations(state, frame.house, area);
    for (const move of candidates(frame.house, area, ships)) {
      all.push(move);
      shipsOf.push(ships);
    }
  }
  // Index all.length stands for `done`, always legal.
  const open: number[] = [];
  for (let i = 0; i <= all.length; i++) open.push(i);
  for (let n = open.length; ; n--) {
    const k = pick(n);
    const i = open[k];
    if (i === undefined) throw new RangeError(`expected a pick in [0, ${n}), got ${k}`);
    if (i === all.length) return done;
    const move = all[i]!;
    if (musterProblem(state, frame, move, shipsOf[i]) === null) return move;
    open[k] = open[n - 1]!;
  }
}

/** Whether the frame's house has any legal mustering action left (stops at the first). */
function canMuster(state: GameState, frame: MusterFrame): boolean {
  return frame.points.some(({ area, left }) => {
    if (left <= 0) return false;
    const ships = shipDestinations(state, frame.house, area);
    return candidates(frame.house, area, ships).some((move) => musterProblem(state, frame, move, ships) === null);
  });
}

function costOf(move: MusterAction): number {
  return move.muster === 'upgrade' ? UPGRADE_COST : COST[move.unit];
}

function pending(state: GameState, frame: MusterFrame): Decision[] {
  if (!canMuster(state, frame)) return [];
  // Each action spends at least one point, so the points left tell the successive decisions apart.
  const left = frame.points.reduce((sum, p) => sum + p.left, 0);
  return [{ id: `${frame.id}/muster/${frame.house}/${left}`, kind: 'muster', house: frame.house, sealed: false }];
}

// A frame of this kind is copied by one object literal with its keys written out, in the order a
// pushed frame has them (its new…Frame literal, then \`id\`), as combat-copy.ts copies a combat
// frame: made by \`{ ...frame, field }\` spreads, the frames of one kind had up to 16 hidden classes
// in a game, and the handler's reads of their fields became megamorphic loads. frame-keys.test.ts
// checks that every frame of a kind keeps one key order through a whole game.
function withPoints(f: MusterFrame, points: MusterFrame['points']): MusterFrame {
  return { kind: f.kind, house: f.house, points, id: f.id };
}

function apply(state: GameState, frame: MusterFrame, move: Move): GameState {
  if (move.kind !== 'muster') throw new RangeError(`expected a muster move, got ${move.kind}`);
  // 2E-MUS-08: points the house will not spend are lost.
  if (move.muster === 'done') return replaceTop(state, withPoints(frame, []));
  checkMuster(state, frame, move);
  const points = frame.points.map((p) => (p.area === move.area ? { ...p, left: p.left - costOf(move) } : p));
  return replaceTop(musterOnBoard(state, move), withPoints(frame, points));
}

/** 2E-MUS-08: points nobody can or will spend are lost; the frame ends. */
function advance(state: GameState): Step {
  return { state, result: { kind: 'step-done' } };
}

export const MUSTER = { pending, apply, advance, resume: (state: GameState) => state };
