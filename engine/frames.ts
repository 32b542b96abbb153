// "Where we are" as a stack of plain-data frames (style rule 7). Each frame kind has one handler
// (flow.ts). A finished frame returns a FrameResult to the frame below; no frame names its parent.
import type { ActionFrame } from './action';
import type { CombatFrame } from './combat';
import type { GameFrame } from './round';
import type { MusterFrame } from './muster';
import type { PlanningFrame } from './planning';
import type { RavenFrame } from './raven';
import type { RetreatFrame } from './retreat';
import type { GameState } from './state';
import { copyState } from './state-copy';
import type { SupportDone, SupportFrame } from './support';
import type { BiddingFrame, BidsOpened } from './bidding';
import type { ClashFrame } from './clash-of-kings';
import type { EachHouseFrame } from './each-house';
import type { ReconcileFrame } from './reconcile';
import type { DestroyFrame, ReplaceFrame } from './unit-loss';
import type { WesterosFrame } from './westeros';
import type { WildlingChoiceFrame } from './wildling-choices';
import type { WildlingAttackFrame } from './wildlings';

export type Frame = GameFrame | PlanningFrame | RavenFrame | MusterFrame | ActionFrame | SupportFrame | CombatFrame | RetreatFrame | WesterosPhaseFrame;

/** The frames of the Westeros phase and what it triggers (issue 4). */
type WesterosPhaseFrame =
  | WesterosFrame
  | EachHouseFrame
  | ReconcileFrame
  | BiddingFrame
  | ClashFrame
  | WildlingAttackFrame
  | WildlingChoiceFrame
  | DestroyFrame
  | ReplaceFrame;
export type FrameKind = Frame['kind'];

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

/** Pushes a new frame on top, giving it the next frame id. */
export function pushFrame(state: GameState, frame: NewFrame): GameState {
  const withId = { ...frame, id: state.nextFrameId } as Frame;
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
