// A bot answers decisions with moves chosen only among the engine's legal choices (style rule 11):
// it never carries a move generator of its own, so it can never play an illegal move.
import type { Decision, GameState, Move } from '../../engine/index';

export interface Bot {
  /** The move this bot makes for a decision of its house that the game is waiting for. */
  choose(state: GameState, decision: Decision): Move;
}
