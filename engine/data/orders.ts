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

const TOKEN_MARCH_MINUS_1 = ORDER_TOKENS['march-minus-1'];
const TOKEN_MARCH_0 = ORDER_TOKENS['march-0'];
const TOKEN_MARCH_PLUS_1 = ORDER_TOKENS['march-plus-1'];
const TOKEN_DEFENSE_1A = ORDER_TOKENS['defense-1a'];
const TOKEN_DEFENSE_1B = ORDER_TOKENS['defense-1b'];
const TOKEN_DEFENSE_PLUS_2 = ORDER_TOKENS['defense-plus-2'];
const TOKEN_SUPPORT_A = ORDER_TOKENS['support-a'];
const TOKEN_SUPPORT_B = ORDER_TOKENS['support-b'];
const TOKEN_SUPPORT_PLUS_1 = ORDER_TOKENS['support-plus-1'];
const TOKEN_RAID_A = ORDER_TOKENS['raid-a'];
const TOKEN_RAID_B = ORDER_TOKENS['raid-b'];
const TOKEN_RAID_SPECIAL = ORDER_TOKENS['raid-special'];
const TOKEN_CONSOLIDATE_A = ORDER_TOKENS['consolidate-a'];
const TOKEN_CONSOLIDATE_B = ORDER_TOKENS['consolidate-b'];
const TOKEN_CONSOLIDATE_SPECIAL = ORDER_TOKENS['consolidate-special'];

/**
 * `ORDER_TOKENS[id]` by a `switch`: a read of that table by a varying id is a megamorphic keyed
 * load (≈116 instructions under valgrind), and the engine reads a token's type, star or bonus at
 * every order it looks at; a switch on 15 strings is a few compares. The same object for every id
 * of ORDER_TOKEN_IDS (data.test.ts checks it); anything else reads the table as before.
 */
export function orderToken(id: OrderTokenId): OrderTokenInfo {
  switch (id) {
    case 'march-minus-1':
      return TOKEN_MARCH_MINUS_1;
    case 'march-0':
      return TOKEN_MARCH_0;
    case 'march-plus-1':
      return TOKEN_MARCH_PLUS_1;
    case 'defense-1a':
      return TOKEN_DEFENSE_1A;
    case 'defense-1b':
      return TOKEN_DEFENSE_1B;
    case 'defense-plus-2':
      return TOKEN_DEFENSE_PLUS_2;
    case 'support-a':
      return TOKEN_SUPPORT_A;
    case 'support-b':
      return TOKEN_SUPPORT_B;
    case 'support-plus-1':
      return TOKEN_SUPPORT_PLUS_1;
    case 'raid-a':
      return TOKEN_RAID_A;
    case 'raid-b':
      return TOKEN_RAID_B;
    case 'raid-special':
      return TOKEN_RAID_SPECIAL;
    case 'consolidate-a':
      return TOKEN_CONSOLIDATE_A;
    case 'consolidate-b':
      return TOKEN_CONSOLIDATE_B;
    case 'consolidate-special':
      return TOKEN_CONSOLIDATE_SPECIAL;
    default:
      return ORDER_TOKENS[id];
  }
}
