// The move every peer computes for a seat that timed out or whose answer was refused: the game's
// random player (GameModule.randomPlayer), seeded from the game id and the decision id, so each
// peer gets the same move with no message at all and nobody can steer it.
import { DOMAIN, hashParts, utf8Bytes } from '../../crypto/index';
import type { GameDecision } from './game-module';
import type { FoldContext } from './fold-state';

export function timeoutMove(ctx: Pick<FoldContext, 'game' | 'module'>, state: unknown, decision: GameDecision): unknown {
  const seed = hashParts(DOMAIN.VALUE, [utf8Bytes('timeout-bot'), ctx.game, utf8Bytes(decision.id)]);
  return ctx.module.randomPlayer(seed, 'timeout').choose(state, decision);
}
