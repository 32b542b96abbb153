// The Order tokens a Westeros card bans for a round ([2E-PLAN-07]): the Planning phase refuses them
// when orders are placed, and the Messenger Raven when it swaps an order ([2E-PLAN-14], OQ-21).
import { orderToken, type OrderTokenId } from './data/orders';
import type { OrderRestriction } from './state';

/** Whether a Westeros ban forbids a token ([2E-PLAN-07], [2E-WCARD-14]–[2E-WCARD-18]). */
export function isBanned(token: OrderTokenId, restriction: OrderRestriction | null): boolean {
  const { type, star } = orderToken(token);
  switch (restriction) {
    case null:
      return false;
    case 'no-defense':
      return type === 'defense';
    case 'no-march-plus-1':
      return type === 'march' && star;
    case 'no-raid':
      return type === 'raid';
    case 'no-consolidate-power':
      return type === 'consolidate-power';
    case 'no-support':
      return type === 'support';
  }
}
