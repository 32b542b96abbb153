// Positions and drivers for the combat tests: a 6-player board emptied of units and orders, areas
// written as short plain-JSON specs, and a real March through the Action phase frame that starts
// the combat (so the tests exercise the contract with the March code, not a shortcut).
import { expect } from 'vitest';
import { AREA_IDS, type AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import { HOUSE_INFO } from './data/houses';
import type { NeutralForce } from './data/neutral-forces';
import type { OrderTokenId } from './data/orders';
import { TRACKS, type House, type Track, type UnitType } from './data/vocabulary';
import type { Move } from './decisions';
import { apply, pending } from './flow';
import { topFrame } from './frames';
import type { Frame } from './frame-data';
import { turnOrder } from './influence';
import { newGame } from './setup';
import type { AreaState, GameState, Unit } from './state';
import { sortUnits } from './units';

export type UnitSpec = `${House} ${UnitType}` | `${House} ${UnitType} routed`;

export interface AreaSpec {
  readonly units?: readonly UnitSpec[];
  readonly order?: `${House} ${OrderTokenId}`;
  readonly powerToken?: House;
  readonly garrison?: House | null;
  readonly neutralForce?: NeutralForce | null;
}

export function units(...specs: UnitSpec[]): Unit[] {
  return sortUnits(
    specs.map((s) => {
      const [house, type, routed] = s.split(' ') as [House, UnitType, string | undefined];
      return { house, type, routed: routed === 'routed' };
    }),
  );
}

export interface BoardOptions {
  /** Every house's Supply level; 6 unless given. */
  readonly supply?: number;
  /** Track orders to use instead of the 6-player start. */
  readonly tracks?: Partial<{ readonly [t in Track]: readonly House[] }>;
  /** Cards in hand (the rest of the house's cards go to its discard pile). */
  readonly hands?: Partial<Record<House, readonly HouseCardId[]>>;
}

/** A 6-player game with no unit, order or Power token on the board, then `spec` written in. */
export function board(spec: Partial<Record<AreaId, AreaSpec>>, options: BoardOptions = {}): GameState {
  const game = newGame({ players: 6 });
  const areas = Object.fromEntries(
    AREA_IDS.map((a): [AreaId, AreaState] => {
      const base: AreaState = { ...game.areas[a], units: [], order: null, powerToken: null };
      const s = spec[a];
      if (s === undefined) return [a, base];
      const order = s.order === undefined ? null : { house: s.order.split(' ')[0] as House, token: s.order.split(' ')[1] as OrderTokenId };
      return [
        a,
        {
          units: units(...(s.units ?? [])),
          order,
          powerToken: s.powerToken ?? null,
          garrison: s.garrison === undefined ? base.garrison : s.garrison,
          neutralForce: s.neutralForce === undefined ? base.neutralForce : s.neutralForce,
        },
      ];
    }),
  ) as unknown as GameState['areas'];
  const houses = Object.fromEntries(
    game.options.houses.map((h) => {
      const state = game.houses[h];
      if (state === undefined) throw new RangeError(`expected ${h} in play`);
      const all = [...state.hand, ...state.discard];
      const hand = options.hands?.[h] ?? all;
      return [h, { ...state, supply: options.supply ?? 6, hand: [...hand], discard: all.filter((c) => !hand.includes(c)) }];
    }),
  );
  const tracks = Object.fromEntries(TRACKS.map((t) => [t, options.tracks?.[t] ?? game.tracks[t]])) as GameState['tracks'];
  return { ...game, areas, houses, tracks };
}

export interface MarchSpec {
  readonly house: House;
  readonly from: AreaId;
  readonly to: AreaId;
  readonly units: readonly UnitType[];
  /** Other units of the March going elsewhere first (no combat). */
  readonly also?: readonly { readonly to: AreaId; readonly units: readonly UnitType[] }[];
  readonly powerToken?: boolean;
}

/**
 * Gives a house with no unit on the board a Footman and a March order in its home area, so that
 * after the combat the Action phase waits for that March instead of running on to its Cleanup
 * (which would stand routed units up and clear the orders the tests look at).
 */
function withParker(state: GameState): GameState {
  const idle = (h: House) => AREA_IDS.every((a) => state.areas[a].units.every((u) => u.house !== h)) && state.areas[HOUSE_INFO[h].home].units.length === 0;
  const parker = state.options.houses.find(idle);
  if (parker === undefined) return state;
  const home = HOUSE_INFO[parker].home;
  const here = state.areas[home];
  const parked: AreaState = { ...here, units: units(`${parker} footman`), order: { house: parker, token: 'march-0' } };
  return { ...state, areas: { ...state.areas, [home]: parked } };
}

/**
 * Resolves a March order in the Action phase's March step; the board must hold the March order.
 * The house marches first: the turn passes to it from the house before it in turn order. The
 * round is 10, so once every March is resolved the Action phase and then the game end.
 */
export function march(state: GameState, spec: MarchSpec): GameState {
  const order = turnOrder(state);
  const before = order[(order.indexOf(spec.house) + order.length - 1) % order.length] ?? null;
  const stack: Frame[] = [
    { kind: 'game', id: 0, next: 'end-of-round' },
    { kind: 'action', id: 1, step: 'march', last: before, resolved: 0, attack: null, attackStarted: false, tokenArea: null },
  ];
  const ready: GameState = { ...withParker(state), round: 10, stack, nextFrameId: 2 };
  const moves = [...(spec.also ?? []), { to: spec.to, units: spec.units }];
  return apply(ready, { kind: 'resolve-march', house: spec.house, area: spec.from, moves, powerToken: spec.powerToken ?? false });
}

/** Applies moves one after the other. */
export function play(state: GameState, ...moves: Move[]): GameState {
  return moves.reduce((s, m) => apply(s, m), state);
}

/** The pending decisions as `kind house` strings, e.g. 'declare-support stark'. */
export function asked(state: GameState): string[] {
  return pending(state).map((d) => `${d.kind} ${d.house ?? 'dealer'}`);
}

export function top(state: GameState): Frame {
  return topFrame(state);
}

/** The top frame, which must be a combat. */
export function combatOf(state: GameState): Extract<Frame, { kind: 'combat' }> {
  const f = topFrame(state);
  if (f.kind !== 'combat') throw new RangeError(`expected a combat frame on top, got ${f.kind}`);
  return f;
}

/** The combat frame anywhere in the stack (it may wait below a support or retreat frame). */
export function findCombat(state: GameState): Extract<Frame, { kind: 'combat' }> {
  const f = [...state.stack].reverse().find((x) => x.kind === 'combat');
  if (f === undefined || f.kind !== 'combat') throw new RangeError('expected a combat frame on the stack');
  return f;
}

export function rejects(state: GameState, move: Move, rule: string): void {
  expect(() => apply(state, move)).toThrow(expect.objectContaining({ name: 'RuleViolation', rule }));
}

/** The units of an area as short specs, for readable expectations. */
export function unitsIn(state: GameState, area: AreaId): string[] {
  return state.areas[area].units.map((u) => `${u.house} ${u.type}${u.routed ? ' routed' : ''}`);
}

export const card = (house: House, c: HouseCardId): Move => ({ kind: 'choose-house-card', house, card: c });
export const declare = (house: House, area: AreaId, side: 'attacker' | 'defender' | 'none'): Move => ({ kind: 'declare-support', house, area, side });
export const accept = (house: House, area: AreaId, yes = true): Move => ({ kind: 'accept-support', house, area, accept: yes });
export const blade = (house: House, use: boolean): Move => ({ kind: 'use-blade', house, use });
export const casualties = (house: House, ...types: UnitType[]): Move => ({ kind: 'choose-casualties', house, units: types });
export const retreat = (house: House, area: AreaId, ...destroy: UnitType[]): Move => ({ kind: 'retreat', house, area, destroy });
