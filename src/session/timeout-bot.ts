// The move every peer computes for a seat that timed out or whose answer was refused: the random
// bot, seeded from the game id and the decision id, so each peer gets the same move with no
// message at all and nobody can steer it.
import { DOMAIN, hashParts, utf8Bytes } from '../../crypto/index';
import type { Decision, GameState, Move } from '../../engine/index';
import { randomBot } from '../bots/random-bot';

export function timeoutMove(game: Uint8Array, state: GameState, decision: Decision): Move {
  const seed = hashParts(DOMAIN.VALUE, [utf8Bytes('timeout-bot'), game, utf8Bytes(decision.id)]);
  return randomBot(seed, 'timeout').choose(state, decision);
}
