// A copy of a state made by one object literal. Every transition returns a new state, and the usual
// spread (`{ ...state, stack }`) of a state that was itself made by a spread takes V8's generic
// path: ≈430 ns a copy on the 2-core VM against ≈20 ns for a literal with the keys written out
// (whose copies also share one hidden class). The keys are GameState's, in the order newGame
// writes them, so JSON.stringify of a state reads as before; the 1st edition's optional keys follow.
import type { GameState, HouseState } from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A fresh, mutable copy of a state (its parts shared, not copied). */
export function copyState(s: GameState): Mutable<GameState> {
  const copy: Mutable<GameState> = {
    version: s.version,
    options: s.options,
    round: s.round,
    tracks: s.tracks,
    bladeUsed: s.bladeUsed,
    ravenUsed: s.ravenUsed,
    wildlingThreat: s.wildlingThreat,
    houses: s.houses,
    areas: s.areas,
    decks: s.decks,
    restriction: s.restriction,
    stack: s.stack,
    nextFrameId: s.nextFrameId,
    winner: s.winner,
  };
  // 1E-WEST-03, 1E-END-03: keys only a 1st-edition state has, and only for a while.
  if (s.rainsOfAutumn !== undefined) copy.rainsOfAutumn = s.rainsOfAutumn;
  if (s.sharedWin !== undefined) copy.sharedWin = s.sharedWin;
  return copy;
}

/** The state with some of its parts replaced: `{ ...state, ...parts }`, through one literal copy. */
export function withParts(state: GameState, parts: Partial<GameState>): GameState {
  const copy = copyState(state);
  for (const key in parts) (copy as Record<string, unknown>)[key] = (parts as Record<string, unknown>)[key];
  return copy;
}

/**
 * A house's part of the state (`HouseState`), from one object literal: made by spreads
 * (`{ ...h, power }`) and literals at a dozen sites, a game's houses had 22 hidden classes and
 * every read of `.power`, `.supply` or `.hand` was a megamorphic load (see area-copy.ts). The keys
 * in the order newGame writes them; state-copy.test.ts compares them.
 */
export function newHouseState(power: number, supply: number, hand: HouseState['hand'], discard: HouseState['discard']): HouseState {
  return { power, supply, hand, discard };
}
