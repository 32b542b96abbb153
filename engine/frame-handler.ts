// What a frame's handler does (style rule 7): the contract each rule area's module fulfils for its
// kind of frame, and that the driver (flow.ts) calls through its one table from kind to handler.
// It sits below the handlers and the driver, so that neither imports the other's types.
import type { Decision, Move } from './decisions';
import type { Frame } from './frame-data';
import type { FrameResult } from './frames';
import type { GameState } from './state';

/** One step of a frame that waits for nobody: the new state, and its result if it is finished. */
export type Step = { readonly state: GameState; readonly result?: never } | { readonly state: GameState; readonly result: FrameResult };

export interface FrameHandler<F extends Frame> {
  /** The decisions this frame waits for now; empty when it can advance on its own. */
  pending(state: GameState, frame: F): Decision[];
  /** Handles a move that answers one of `pending`; returns the state with the frame updated. */
  apply(state: GameState, frame: F, move: Move): GameState;
  /** Moves on when nothing is pending. Must change the state, unless it finishes the frame. */
  advance(state: GameState, frame: F): Step;
  /** Takes the result of a frame it pushed, which has just finished. */
  resume(state: GameState, frame: F, result: FrameResult): GameState;
}
