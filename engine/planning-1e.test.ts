// The 1st edition's Planning phase (agot-1e.md §1.11, §1.12): orders need not fill every area
// ([1E-PLAN-03]), Consolidate Power goes on land only ([1E-PLAN-05]), the Messenger Raven only swaps
// an order ([1E-INF-05]). The 2nd edition's game, with the same units, shows the contrast.
import { describe, expect, it } from 'vitest';
import { RuleViolation } from './errors';
import { apply, choices, newGame, pending, type GameState, type Move, type OrderPlacement } from './index';

function expectViolation(attempt: () => unknown, rule: string): void {
  expect(attempt).toThrow(RuleViolation);
  expect(attempt).toThrow(expect.objectContaining({ rule }));
}

const first = () => newGame({ ruleset: '1e', players: 3 });
const second = () => newGame({ players: 3 });
const place = (state: GameState, house: 'stark' | 'lannister' | 'baratheon', orders: OrderPlacement[]) => apply(state, { kind: 'place-orders', house, orders });
const waiting = (state: GameState) => pending(state).map((d) => d.house);

describe('1E-PLAN-03 orders need not fill every area', () => {
  it('a house may leave areas with units without an order, or place none at all', () => {
    const some = place(first(), 'stark', [{ area: 'winterfell', token: 'march-0' }]);
    expect(waiting(some)).toEqual(['lannister', 'baratheon']);
    const none = place(first(), 'lannister', []);
    expect(waiting(none)).toEqual(['stark', 'baratheon']);
  });

  it('the 2nd edition refuses the same placement (2E-PLAN-02)', () => {
    expectViolation(() => place(second(), 'stark', [{ area: 'winterfell', token: 'march-0' }]), '2E-PLAN-02');
  });

  it('still one order per area, and only where the house has units (1E-PLAN-02; 2nd edition: 2E-PLAN-04, 2E-PLAN-03)', () => {
    expectViolation(() => place(first(), 'stark', [{ area: 'winterfell', token: 'march-0' }, { area: 'winterfell', token: 'raid-a' }]), '1E-PLAN-02');
    expectViolation(() => place(second(), 'stark', [{ area: 'winterfell', token: 'march-0' }, { area: 'winterfell', token: 'raid-a' }]), '2E-PLAN-04');
    expectViolation(() => place(first(), 'stark', [{ area: 'karhold', token: 'march-0' }]), '1E-PLAN-02');
  });

  it('areas are those of the 1st-edition board: one of the 2nd edition’s only is no area (1E-PLAN-02; 2nd edition: 2E-PLAN-02)', () => {
    expectViolation(() => place(first(), 'stark', [{ area: 'port-of-winterfell', token: 'march-0' }]), '1E-PLAN-02');
    expectViolation(() => place(second(), 'stark', [{ area: 'summer-sea', token: 'march-0' }]), '2E-PLAN-02');
  });
});

describe('1E-PLAN-05 Consolidate Power on land only', () => {
  it('on land it is placed', () => {
    expect(waiting(place(first(), 'stark', [{ area: 'winterfell', token: 'consolidate-a' }]))).toEqual(['lannister', 'baratheon']);
  });

  it('at sea it is refused with 1E-PLAN-05; the 2nd edition allows it', () => {
    const orders: OrderPlacement[] = [
      { area: 'winterfell', token: 'march-0' },
      { area: 'white-harbor', token: 'defense-1a' },
      { area: 'the-shivering-sea', token: 'consolidate-a' },
    ];
    expectViolation(() => place(first(), 'stark', orders), '1E-PLAN-05');
    expect(waiting(place(second(), 'stark', orders))).toEqual(['lannister', 'baratheon']);
  });

  it('1E-INF-03: the star limit of the King’s Court position holds (1E-PLAN-04)', () => {
    // Baratheon is third on the King's Court track at 3 players: 2 stars.
    const stars: OrderPlacement[] = [
      { area: 'dragonstone', token: 'march-plus-1' },
      { area: 'kingswood', token: 'defense-plus-2' },
      { area: 'shipbreaker-bay', token: 'support-plus-1' },
    ];
    expectViolation(() => place(first(), 'baratheon', stars), '1E-PLAN-04');
    expect(waiting(place(first(), 'baratheon', stars.slice(0, 2)))).toEqual(['stark', 'lannister']);
  });
});

describe('1E-INF-05 the Messenger Raven only swaps an order', () => {
  const revealed = () => place(place(place(first(), 'stark', [{ area: 'winterfell', token: 'march-0' }]), 'lannister', [{ area: 'lannisport', token: 'defense-1a' }]), 'baratheon', []);

  it('after the orders are revealed the holder (Lannister, first on King’s Court) may swap, never look at a Wildling card', () => {
    const s = revealed();
    expect(s.areas.winterfell.order).toEqual({ house: 'stark', token: 'march-0' });
    const [raven] = pending(s);
    expect(raven).toMatchObject({ kind: 'use-raven', house: 'lannister' });
    const space = choices(s, raven!);
    const moves = space.type === 'one-of' ? space.moves : [];
    expect(moves.some((m) => m.kind === 'use-raven' && m.use === 'look-at-wildling')).toBe(false);
    expect(moves.some((m) => m.kind === 'use-raven' && m.use === 'replace-order')).toBe(true);
  });

  it('looking at the Wildling deck is refused with 1E-INF-05', () => {
    expectViolation(() => apply(revealed(), { kind: 'use-raven', house: 'lannister', use: 'look-at-wildling' }), '1E-INF-05');
  });

  it('a swap is played, and the Action phase follows: Stark’s March is asked', () => {
    const swap: Move = { kind: 'use-raven', house: 'lannister', use: 'replace-order', area: 'lannisport', token: 'defense-plus-2' };
    const after = apply(revealed(), swap);
    expect(after.areas.lannisport.order).toEqual({ house: 'lannister', token: 'defense-plus-2' });
    expect(pending(after)).toMatchObject([{ kind: 'resolve-march', house: 'stark' }]);
  });
});
