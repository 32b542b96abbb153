// The quick policy the search bot plays its playouts with, for every house and for the dealer: the
// heuristic bot's judgement (orders by where the tokens sit, bids by a share of Power, other moves
// by the state they lead to) over fewer candidates, so a playout costs a few engine calls per move.
// The dealer deals uniformly from the cards the engine says can be on top — a shuffled deck as far
// as anyone at the table can tell — except the cards the searching house was shown.
import { choices, sampleMove, type ChoiceSpace, type Decision, type GameState, type House, type Move, type Pick } from '../../engine/index';
import { candidateMoves, chooseBid, greedyMove } from './heuristic-bot';
import type { Shown } from './player-view';

/** The heuristic bot's bid for a bid decision. */
export function heuristicBid(state: GameState, decision: Decision, space: ChoiceSpace): Move {
  if (space.type !== 'one-of') throw new RangeError(`expected a list of bids, got a ${space.type} choice`);
  const amounts = space.moves.map((m) => (m.kind === 'bid' ? m.amount : 0));
  const want = chooseBid(state, decision, amounts);
  return space.moves.find((m) => m.kind === 'bid' && m.amount === want) ?? space.moves[0]!;
}

/** The card a dealer decision turns up when the searching house knows it, else null. */
function knownCard(state: GameState, decision: Decision, me: House, shown: Shown): string | null {
  if (decision.kind !== 'reveal-card') return null;
  if (decision.deck === 'wildling' && shown.wildlingTop !== null && state.decks.wildling?.ravenLook?.house === me) return shown.wildlingTop;
  if (decision.deck === 'tides-of-battle' && decision.for === me) return shown.tidesCard;
  return null;
}

/**
 * The playout move for `decision`: the dealer deals at random (the cards `me` was shown excepted),
 * a house plays the heuristic's judgement over `breadth` candidates.
 */
export function playoutMove(state: GameState, decision: Decision, pick: Pick, me: House, shown: Shown, breadth: number): Move {
  const space = choices(state, decision);
  if (decision.house === null) {
    const card = knownCard(state, decision, me, shown);
    const known = card === null || space.type !== 'one-of' ? undefined : space.moves.find((m) => m.kind === 'reveal-card' && m.card === card);
    return known ?? sampleMove(space, pick);
  }
  if (decision.kind === 'bid') return heuristicBid(state, decision, space);
  if (space.type === 'one-of' && space.moves.length === 1) return space.moves[0]!;
  return greedyMove(state, decision.house, candidateMoves(space, breadth, pick));
}
