// The engine's four entry points: newGame, pending, apply, stateText (wotr/README.md).
import { canonicalJson } from './canonical';
import { applyMove, pending as pendingOf, proceed } from './flow';
import type { Decision, Move } from './moves';
import { parseMove } from './parse-move';
import type { DraftState } from './piles';
import { newGame as setUp, type WotrConfig } from './setup';
import type { WotrState } from './state';

/** A new game from a config, waiting for its first decisions. Throws `WotrRuleViolation` for an illegal config. */
export function newGame(config: WotrConfig): WotrState {
  const s = setUp(config);
  proceed(s);
  return s as WotrState;
}

/** The decisions open now; empty once the game is over. */
export function pending(state: WotrState): Decision[] {
  return pendingOf(state);
}

/**
 * Pure: a new state with the move applied and its consequences run; never changes `state`.
 * Throws `TypeError` for a value that is not a move (`parseMove` first, for a peer's message).
 * `ops` of the result lists the deck operations the move asks of the protocol. Throws
 * `WotrRuleViolation` naming the most specific rule when the move is refused.
 */
export function apply(state: WotrState, move: Move): WotrState {
  // A move that is not of the Move type is the caller's error: a session parses peers' moves first.
  const parsed = parseMove(move);
  if (!parsed.ok) throw new TypeError(`expected a move, got a bad ${parsed.error.path}`);
  // The card and location tables never change in a game: the new state shares them (most of a
  // state's bytes) and copies the rest.
  const s = structuredClone({ ...state, cards: [], locations: [] }) as unknown as DraftState;
  s.cards = state.cards as DraftState['cards'];
  s.locations = state.locations as DraftState['locations'];
  s.ops = [];
  applyMove(s, move);
  proceed(s);
  return s as WotrState;
}

/** The canonical text of a state, which peers hash at each step. */
export function stateText(state: WotrState): string {
  return canonicalJson(state);
}

