// The 15 Order tokens every house owns: 10 normal and 5 special (star) ones ([2E-COMP-03]).
// Two tokens of the same face get distinct ids, because a house owns exactly that many of each.
import type { OrderType } from './vocabulary';

export const ORDER_TOKEN_IDS = [
  'march-minus-1',
  'march-0',
  'march-plus-1',
  'defense-1a',
  'defense-1b',
  'defense-plus-2',
  'support-a',
  'support-b',
  'support-plus-1',
  'raid-a',
  'raid-b',
  'raid-special',
  'consolidate-a',
  'consolidate-b',
  'consolidate-special',
] as const;
export type OrderTokenId = (typeof ORDER_TOKEN_IDS)[number];

export interface OrderTokenInfo {
  readonly id: OrderTokenId;
  readonly type: OrderType;
  /** A special order, limited by the King's Court position ([2E-PLAN-06]). */
  readonly star: boolean;
  /** The combat modifier printed on the token; 0 where none is printed. */
  readonly bonus: number;
}

function token(id: OrderTokenId, type: OrderType, star: boolean, bonus: number): OrderTokenInfo {
  return { id, type, star, bonus };
}

export const ORDER_TOKENS: { readonly [t in OrderTokenId]: OrderTokenInfo } = {
  'march-minus-1': token('march-minus-1', 'march', false, -1),
  'march-0': token('march-0', 'march', false, 0),
  'march-plus-1': token('march-plus-1', 'march', true, 1),
  'defense-1a': token('defense-1a', 'defense', false, 1),
  'defense-1b': token('defense-1b', 'defense', false, 1),
  'defense-plus-2': token('defense-plus-2', 'defense', true, 2),
  'support-a': token('support-a', 'support', false, 0),
  'support-b': token('support-b', 'support', false, 0),
  'support-plus-1': token('support-plus-1', 'support', true, 1),
  'raid-a': token('raid-a', 'raid', false, 0),
  'raid-b': token('raid-b', 'raid', false, 0),
  'raid-special': token('raid-special', 'raid', true, 0),
  'consolidate-a': token('consolidate-a', 'consolidate-power', false, 0),
  'consolidate-b': token('consolidate-b', 'consolidate-power', false, 0),
  'consolidate-special': token('consolidate-special', 'consolidate-power', true, 0),
};
