// The order draft offers only the space's tokens, moves a token rather than doubling it, bars a
// star over the King's Court limit, and builds a move the engine accepts.
import { describe, expect, it } from 'vitest';
import { choices, newGame, pending, type OrderChoice } from '../../../engine/index';
import { violationOf } from './legality';
import { assignToken, clearArea, isComplete, nextOpenArea, ordersMove, tokenOffers, tokenOn } from './order-draft';

const state = newGame({ players: 6 });
const decision = pending(state).find((d) => d.house === 'stark')!;
const space = choices(state, decision) as OrderChoice;

describe('order draft', () => {
  it('moves a token from one area to another instead of using it twice', () => {
    let draft = assignToken([], 'winterfell', 'march-0');
    draft = assignToken(draft, 'white-harbor', 'march-0');
    expect(tokenOn(draft, 'winterfell')).toBeNull();
    expect(tokenOn(draft, 'white-harbor')).toBe('march-0');
    expect(clearArea(draft, 'white-harbor')).toEqual([]);
  });

  it('bars a further star once the space’s limit is reached elsewhere', () => {
    const limited: OrderChoice = { ...space, maxStars: 1 };
    const draft = assignToken([], 'winterfell', 'march-plus-1');
    const offers = tokenOffers(limited, draft, 'white-harbor');
    expect(offers.find((o) => o.token === 'raid-special')?.overStarLimit).toBe(true);
    expect(offers.find((o) => o.token === 'raid-a')?.overStarLimit).toBe(false);
    // The star already on Winterfell may move to White Harbor.
    expect(offers.find((o) => o.token === 'march-plus-1')).toEqual({ token: 'march-plus-1', usedOn: 'winterfell', overStarLimit: false });
    // On Winterfell itself, swapping its star for another star stays within the limit.
    expect(tokenOffers(limited, draft, 'winterfell').find((o) => o.token === 'raid-special')?.overStarLimit).toBe(false);
  });

  it('walks to the next area without a token and builds a move the engine accepts', () => {
    let draft = assignToken([], space.areas[0]!, 'march-0');
    expect(nextOpenArea(space, draft, space.areas[0]!)).toBe(space.areas[1]);
    draft = assignToken(draft, space.areas[1]!, 'defense-1a');
    expect(isComplete(space, draft)).toBe(false);
    expect(violationOf(state, ordersMove(space, draft))?.rule).toMatch(/^2E-/);
    draft = assignToken(draft, space.areas[2]!, 'support-a');
    expect(isComplete(space, draft)).toBe(true);
    expect(nextOpenArea(space, draft, null)).toBeNull();
    expect(violationOf(state, ordersMove(space, draft))).toBeNull();
  });

  it('lets a 1st-edition house seal fewer orders than its areas ([1E-PLAN-03]), which the engine accepts', () => {
    const first = newGame({ ruleset: '1e', players: 3 });
    const stark = choices(first, pending(first).find((d) => d.house === 'stark')!) as OrderChoice;
    const one = assignToken([], stark.areas[0]!, 'march-0');
    expect(stark.optional).toBe(true);
    expect(space.optional).toBeUndefined();
    expect(isComplete(stark, one)).toBe(true);
    expect(violationOf(first, ordersMove(stark, one))).toBeNull();
    expect(violationOf(first, ordersMove(stark, []))).toBeNull();
  });
});
