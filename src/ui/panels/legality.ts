// Asks the engine whether a move the user is putting together would be accepted, without
// applying it: `apply` is pure, so a trial run on the current state is the engine's own answer
// (style rule 11). Panels show the rule and message before the user hands the move in.
import { apply, RuleViolation, type GameState, type Move } from '../../../engine/index';

export interface Violation {
  readonly rule: string;
  readonly message: string;
}

/** The RuleViolation `apply` would throw for this move now, or null when the move is legal. */
export function violationOf(state: GameState, move: Move): Violation | null {
  try {
    apply(state, move);
    return null;
  } catch (error) {
    if (error instanceof RuleViolation) return { rule: error.rule, message: error.message };
    throw error;
  }
}
