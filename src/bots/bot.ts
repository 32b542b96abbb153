// A bot answers decisions with moves chosen only among the engine's legal choices (style rule 11):
// it never carries a move generator of its own, so it can never play an illegal move.
import type { Decision, GameState, House, Move } from '../../engine/index';
import { playerView, type PlayerView, type Shown } from './player-view';

export interface Bot {
  /** The move this bot makes for a decision of its house that the game is waiting for. */
  choose(state: GameState, decision: Decision): Move;
}

/** A bot that decides from what its house knows (a PlayerView), never from the whole state. */
export interface ViewBot {
  readonly house: House;
  decide(view: PlayerView, decision: Decision): Move;
}

/**
 * A ViewBot as a Bot: each call hands it only its house's view of `state`. `shown` tells what the
 * dealer showed the house privately (the Raven's look, a face-down Tides card), when there is one.
 */
export function viewing(bot: ViewBot, shown?: (state: GameState) => Shown): Bot {
  return { choose: (state, decision) => bot.decide(playerView(state, bot.house, shown?.(state)), decision) };
}
