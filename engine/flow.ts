// The engine's driver: pending() asks the active frame what it waits for; apply() hands a move to
// it and then runs consequences to a fixed point (style rule 8): while the active frame waits for
// nobody, it advances, and finished frames return their result to the frame below.
import { answers, type Decision, type Move } from './decisions';
import { ACTION } from './action';
import { COMBAT } from './combat';
import { RuleViolation } from './errors';
import { show } from './untrusted';
import { dropTop, topFrame, type FrameResult } from './frames';
import type { Frame, FrameKind } from './frame-data';
import type { FrameHandler } from './frame-handler';
import { MUSTER } from './muster';
import { PLANNING } from './planning';
import { RAVEN } from './raven';
import { RETREAT } from './retreat';
import { ROUND } from './round';
import type { GameState } from './state';
import { SUPPORT } from './support';
import { checkVictory } from './victory';
import { eventsOf, type GameEvent } from './events';
import { notAsked, whoDecides } from './deciders';
import { BIDDING } from './bidding';
import { CLASH_OF_KINGS } from './clash-of-kings';
import { EACH_HOUSE } from './each-house';
import { RECONCILE } from './reconcile';
import { DESTROY, REPLACE } from './unit-loss';
import { WESTEROS } from './westeros';
import { WILDLING_CHOICE } from './wildling-choices';
import { WILDLING_ATTACK } from './wildlings';
import { recent } from './recent';
import { violationOfEdition } from './rule-ids-1e';

type HandlerTable = { readonly [k in FrameKind]: FrameHandler<Extract<Frame, { kind: k }>> };

/** The one table from frame kind to handler. */
const HANDLERS: HandlerTable = {
  muster: MUSTER,
  game: ROUND,
  planning: PLANNING,
  raven: RAVEN,
  action: ACTION,
  support: SUPPORT,
  combat: COMBAT,
  retreat: RETREAT,
  westeros: WESTEROS,
  'each-house': EACH_HOUSE,
  reconcile: RECONCILE,
  bidding: BIDDING,
  'clash-of-kings': CLASH_OF_KINGS,
  'wildling-attack': WILDLING_ATTACK,
  'wildling-choice': WILDLING_CHOICE,
  'destroy-units': DESTROY,
  'replace-units': REPLACE,
};

function handlerOf<F extends Frame>(frame: F): FrameHandler<F> {
  return HANDLERS[frame.kind] as unknown as FrameHandler<F>;
}

/**
 * What each state waits for, computed once per state object: the game loop, `apply` (which finds
 * the decision a move answers) and `settle` (which stops where someone must decide) all ask it of
 * the same state. States are immutable, so the answer never goes stale; the last few states
 * asked about are remembered (engine/recent.ts).
 */
const PENDING = recent<GameState, readonly Decision[]>(8);

function pendingOf(state: GameState): readonly Decision[] {
  let known = PENDING.get(state);
  if (known === undefined) {
    const frame = topFrame(state);
    known = state.winner !== null ? [] : handlerOf(frame).pending(state, frame);
    PENDING.set(state, known);
  }
  return known;
}

/** What the game waits for now, and from whom. Empty once the game is over. */
export function pending(state: GameState): Decision[] {
  return [...pendingOf(state)];
}

/**
 * Applies a move and everything that follows from it. Pure: the input is never changed.
 * @throws RuleViolation when the move is not allowed now or breaks a rule; in a 1st-edition game
 * it names the 1st edition's rule (engine/rule-ids-1e.ts).
 */
export function apply(state: GameState, move: Move): GameState {
  try {
    return run(state, move, null);
  } catch (error) {
    throw violationOfEdition(state, error);
  }
}

/** What `applyWithEvents` returns: the next state and the events that explain how it came about. */
export interface Applied {
  readonly state: GameState;
  readonly events: GameEvent[];
}

/**
 * `apply`, and the plain-JSON events of every step the move set off, in order, each citing the
 * rule it applies (engine/events.ts). The state is exactly the one `apply` returns.
 * @throws RuleViolation as `apply` does.
 */
export function applyWithEvents(state: GameState, move: Move): Applied {
  const events: GameEvent[] = [];
  try {
    const next = run(state, move, (before, after, by) => events.push(...eventsOf(before, after, by)));
    return { state: next, events };
  } catch (error) {
    throw violationOfEdition(state, error);
  }
}

/** Sees every transition: the state before, the state after, and the move that made it (or null). */
type Observer = ((before: GameState, after: GameState, move: Move | null) => void) | null;

function run(state: GameState, move: Move, observe: Observer): GameState {
  // A move may come from a peer: anything that is not an object with a string kind answers nothing.
  const shaped = typeof move === 'object' && move !== null && typeof (move as { kind?: unknown }).kind === 'string';
  if (!shaped) throw new RuleViolation('2E-GEN-01', `a move is an object with a kind, got ${show(move)}`);
  const decision = pendingOf(state).find((d) => answers(move, d));
  if (decision === undefined) {
    // The same kind of decision asked of someone else: the rule that gives it to them.
    const other = pending(state).find((d) => d.kind === move.kind);
    if (other !== undefined) throw new RuleViolation(whoDecides(state, other), `the game waits for this '${other.kind}' decision from ${describeDecider(other)}, not from ${describeAuthor(move)}`);
    // 2E-GEN-01: every decision is an explicit input, asked for by the engine.
    throw new RuleViolation(notAsked(state, pending(state), move), `the game is not waiting for a '${show(move.kind)}' move from ${describeAuthor(move)}`);
  }
  const frame = topFrame(state);
  const next = handlerOf(frame).apply(state, frame, move);
  observe?.(state, next, move);
  return settle(next, observe);
}

function describeDecider(decision: Decision): string {
  return decision.house ?? `the dealer (${'deck' in decision ? String(decision.deck) : 'no deck'})`;
}

function describeAuthor(move: Move): string {
  return move.kind === 'reveal-card' || move.kind === 'shuffle-deck' || move.kind === 'draw-card' ? `the dealer (${show(move.deck)})` : show(move.house);
}

/** Bound on frame transitions within one move; a correct game needs a few dozen at most. */
const MAX_STEPS = 10_000;

/** Runs consequences until the active frame waits for someone, or the game is won. */
export function settle(start: GameState, observe: Observer = null): GameState {
  let state = checkWon(start, observe);
  for (let steps = 0; state.winner === null; steps++) {
    if (steps >= MAX_STEPS) throw new RangeError(`expected the game to settle, got ${MAX_STEPS} transitions in one move`);
    if (pendingOf(state).length > 0) break;
    const frame = topFrame(state);
    const step = handlerOf(frame).advance(state, frame);
    if (step.result === undefined && step.state === state) throw new RangeError(`expected frame '${frame.kind}' to change the state when it advances`);
    const next = step.result === undefined ? step.state : finish(step.state, step.result);
    observe?.(state, next, null);
    state = checkWon(next, observe);
  }
  return state;
}

/** checkVictory, with the win itself seen as a transition of its own. */
function checkWon(state: GameState, observe: Observer): GameState {
  const checked = checkVictory(state);
  if (checked !== state) observe?.(state, checked, null);
  return checked;
}

/** Pops the finished top frame and hands its result to the frame below. */
function finish(state: GameState, result: FrameResult): GameState {
  const popped = dropTop(state);
  const below = topFrame(popped);
  return handlerOf(below).resume(popped, below, result);
}
