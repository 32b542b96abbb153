// "Where we are" as a stack of plain-data frames (style rule 7): pushing, replacing and dropping the
// top one. What each kind holds is in frame-data.ts; each kind has one handler (flow.ts). A finished
// frame returns a FrameResult to the frame below; no frame names its parent.
import type { BidsOpened, Frame } from './frame-data';
import type { SupportDone } from './combat-data';
import type { GameState } from './state';
import { copyState } from './state-copy';

/** What a finished frame hands to the frame below it. */
export type FrameResult =
  | { readonly kind: 'phase-done' }
  | { readonly kind: 'step-done' }
  | SupportDone
  | { readonly kind: 'combat-done' }
  | { readonly kind: 'retreat-done' }
  | BidsOpened;

/** The active frame: the top of the stack. */
export function topFrame(state: GameState): Frame {
  const top = state.stack[state.stack.length - 1];
  if (top === undefined) throw new RangeError('expected a non-empty frame stack, got an empty one');
  return top;
}

/** A frame as a handler creates it, before the stack gives it an id. */
export type NewFrame<F extends Frame = Frame> = Omit<F, 'id'>;

/**
 * Pushes a new frame on top, giving it the next frame id. A frame made for this push (each
 * `new…Frame` makes a fresh one, still private to the transition) gets its id in place: a spread
 * copy of it took V8's slow clone path, the pushed frames having 17 shapes (docs/performance.md,
 * session 15). A frame that already has an id, or is frozen (a test's), is copied as before.
 */
export function pushFrame(state: GameState, frame: NewFrame): GameState {
  let withId: Frame;
  if (Object.isExtensible(frame) && !('id' in frame)) {
    (frame as { id?: number }).id = state.nextFrameId;
    withId = frame as Frame;
  } else {
    withId = { ...frame, id: state.nextFrameId } as Frame;
  }
  const next = copyState(state);
  next.stack = [...state.stack, withId];
  next.nextFrameId = state.nextFrameId + 1;
  return next;
}

/** Replaces the top frame with an updated copy of itself (same id). */
export function replaceTop<F extends Frame>(state: GameState, frame: F): GameState {
  const top = topFrame(state);
  if (top.id !== frame.id) throw new RangeError(`expected frame ${top.id} on top, got ${frame.id}`);
  // One copy of the stack (this runs after almost every move and step), not a slice and a spread.
  const stack = state.stack.slice();
  stack[stack.length - 1] = frame;
  const next = copyState(state);
  next.stack = stack;
  return next;
}

/** Removes the top frame. */
export function dropTop(state: GameState): GameState {
  topFrame(state);
  const next = copyState(state);
  next.stack = state.stack.slice(0, -1);
  return next;
}

/**
 * What a Westeros or Wildling card's effect does (westeros-cards.ts, wildling-effects.ts): the new
 * state, and a frame to push when the effect needs decisions.
 */
export interface Effect {
  readonly state: GameState;
  readonly frame?: NewFrame;
}
