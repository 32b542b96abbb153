// Positions for the Westeros phase tests, built as plain JSON from newGame (style rule 24a): the
// board's units replaced by the ones a test names, house fields set, and the stack put where the
// test starts (the start of a Westeros phase, a card being resolved, or any frame pushed on top).
import { expect } from 'vitest';
import { AREA_IDS, type AreaId } from './data/areas';
import type { WesterosCardId } from './data/westeros-cards';
import type { House, Track, UnitType } from './data/vocabulary';
import { choices } from './choices';
import type { Move } from './decisions';
import { apply, pending, settle } from './flow';
import { pushFrame } from './frames';
import type { Frame } from './frame-data';
import { newGame } from './setup';
import type { AreaState, GameState, HouseState } from './state';
import { deepFreeze } from './test-support';
import { sortUnits } from './units';

export type Placement = readonly [AreaId, House, readonly UnitType[]];

/** Replaces the units of the named areas. */
export function place(state: GameState, placements: readonly Placement[]): GameState {
  const areas = { ...state.areas } as Record<AreaId, AreaState>;
  for (const [area, house, types] of placements) {
    const others = areas[area].units.filter((u) => u.house !== house);
    areas[area] = { ...areas[area], units: sortUnits([...others, ...types.map((type) => ({ house, type, routed: false }))]) };
  }
  return { ...state, areas };
}

/** The board with no unit at all (Garrisons, Neutral Forces and Power tokens stay). */
export function emptyBoard(state: GameState): GameState {
  const areas = Object.fromEntries(AREA_IDS.map((a) => [a, { ...state.areas[a], units: [], order: null }]));
  return { ...state, areas: areas as unknown as GameState['areas'] };
}

/** Edits one house's fields. */
export function setHouse(state: GameState, house: House, patch: Partial<HouseState>): GameState {
  const h = state.houses[house];
  if (h === undefined) throw new RangeError(`expected ${house} in play`);
  return { ...state, houses: { ...state.houses, [house]: { ...h, ...patch } } };
}

export function setTrack(state: GameState, track: Track, order: readonly House[]): GameState {
  return { ...state, tracks: { ...state.tracks, [track]: order } };
}

/** A game of `players` at the end of round `round`, about to start the next Westeros phase. */
export function beforeWesteros(players = 4, round = 1, edit: (s: GameState) => GameState = (s) => s): GameState {
  const game = newGame({ players });
  return edit({ ...game, round, stack: [{ kind: 'game', id: 0, next: 'westeros' }], nextFrameId: 1 });
}

/** Settles a position and freezes it. */
export function start(state: GameState): GameState {
  return deepFreeze(settle(state));
}

/** A Westeros phase in step 4 resolving `cards` (null: no card from that deck) from slot `slot`. */
export function resolving(state: GameState, cards: readonly (WesterosCardId | null)[], slot = cards.findIndex((c) => c !== null)): GameState {
  const base: GameState = { ...state, stack: [{ kind: 'game', id: 0, next: 'planning' }], nextFrameId: 1 };
  const frame: AnyNewFrame = { kind: 'westeros', cards, requests: 0, stage: 'resolve', slot, option: null, running: false };
  return start(pushFrame(base, frame));
}

/** Any frame as a test writes it, without its id. */
export type AnyNewFrame = Frame extends infer F ? (F extends Frame ? Omit<F, 'id'> : never) : never;

/** A frame pushed on a round that goes on with Planning, settled. */
export function withFrame(state: GameState, frame: AnyNewFrame): GameState {
  const base: GameState = { ...state, stack: [{ kind: 'game', id: 0, next: 'planning' }], nextFrameId: 1 };
  return start(pushFrame(base, frame));
}

/** Applies moves one after the other, freezing every input. */
export function play(state: GameState, ...moves: Move[]): GameState {
  return moves.reduce((s, m) => apply(deepFreeze(s), m), state);
}

/** Reveals Westeros cards for the pending reveal-card decisions, in order. */
export function reveal(state: GameState, ...cards: string[]): GameState {
  let s = state;
  for (const card of cards) {
    const d = pending(s)[0];
    if (d === undefined || d.kind !== 'reveal-card') throw new Error(`expected a reveal-card decision, got ${d?.kind ?? 'none'}`);
    s = play(s, { kind: 'reveal-card', deck: d.deck, card });
  }
  return s;
}

/** Opens the pending sealed bids (missing houses bid 0), in seat order. */
export function bids(state: GameState, amounts: Partial<Record<House, number>>): GameState {
  let s = state;
  for (const d of pending(state)) {
    if (d.kind !== 'bid') throw new Error(`expected bid decisions, got ${d.kind}`);
    s = play(s, { kind: 'bid', house: d.house, amount: amounts[d.house] ?? 0 });
  }
  return s;
}

export const kinds = (state: GameState) => pending(state).map((d) => `${d.kind}:${d.house ?? 'dealer'}`);

/** Expects `apply` to throw a RuleViolation citing `rule`. */
export function rejects(state: GameState, move: Move, rule: string): void {
  expect(() => apply(deepFreeze(state), move)).toThrow(expect.objectContaining({ name: 'RuleViolation', rule }));
}

/** Expects the first pending decision to list exactly the moves `apply` accepts among `candidates`. */
export function listedMoves(state: GameState): Move[] {
  const [d] = pending(state);
  if (d === undefined) throw new Error('expected a pending decision');
  const space = choices(state, d);
  if (space.type !== 'one-of') throw new Error(`expected a list of moves, got ${space.type}`);
  return [...space.moves];
}

/** Every listed move of the first pending decision is accepted by apply. */
export function expectListedAccepted(state: GameState): void {
  for (const move of listedMoves(state)) expect(() => apply(deepFreeze(state), move), JSON.stringify(move)).not.toThrow();
}

export const unitsIn = (state: GameState, area: AreaId, house: House) =>
  state.areas[area].units.filter((u) => u.house === house).map((u) => u.type);
