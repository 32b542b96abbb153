// The Planning phase as a whole ([2E-PLAN-01], [2E-PLAN-05], [2E-PLAN-08], [2E-PLAN-09]): the three
// steps in order, the sealed simultaneous placement, and the check that every area with units has
// an order before the reveal. Placement details are in planning.test.ts.
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import type { OrderTokenId } from './data/orders';
import type { House } from './data/vocabulary';
import { choices } from './choices';
import type { PlaceOrdersMove } from './decisions';
import { apply, pending } from './flow';
import { topFrame } from './frames';
import { areasNeedingOrders } from './planning';
import { newGame } from './setup';
import type { GameState } from './state';
import { deepFreeze } from './test-support';

const place = (house: House, orders: [AreaId, OrderTokenId][]): PlaceOrdersMove => ({
  kind: 'place-orders',
  house,
  orders: orders.map(([area, token]) => ({ area, token })),
});

// 3 players (Stark, Lannister, Baratheon), the starting board; Lannister holds the Raven.
const STARK = place('stark', [['winterfell', 'march-0'], ['white-harbor', 'defense-1a'], ['the-shivering-sea', 'support-a']]);
const LANNISTER = place('lannister', [['lannisport', 'march-0'], ['stoney-sept', 'raid-a'], ['the-golden-sound', 'consolidate-a'], ['port-of-lannisport', 'support-a']]);
const BARATHEON = place('baratheon', [['dragonstone', 'consolidate-a'], ['kingswood', 'support-a'], ['shipbreaker-bay', 'raid-a']]);

const rejects = (state: GameState, move: PlaceOrdersMove, rule: string) =>
  expect(() => apply(state, move)).toThrow(expect.objectContaining({ name: 'RuleViolation', rule }));

const ordersOnBoard = (s: GameState) => Object.values(s.areas).filter((a) => a.order !== null).length;

describe('2E-PLAN-01 Planning: Assign Orders, then Reveal Orders, then the Messenger Raven', () => {
  const s = deepFreeze(newGame({ players: 3 }));

  it('step 1 asks for placements while no order is on the board and nobody is asked about the Raven', () => {
    expect(topFrame(s).kind).toBe('planning');
    expect(pending(s).map((d) => d.kind)).toEqual(['place-orders', 'place-orders', 'place-orders']);
    expect(ordersOnBoard(s)).toBe(0);
  });

  it('step 2 turns every order face up once the last placement is in; step 3 then asks the Raven holder', () => {
    const two = apply(apply(s, STARK), LANNISTER);
    expect(ordersOnBoard(two)).toBe(0);
    const revealed = apply(two, BARATHEON);
    expect(ordersOnBoard(revealed)).toBe(10);
    expect(topFrame(revealed).kind).toBe('raven');
    expect(pending(revealed).map((d) => [d.kind, d.house])).toEqual([['use-raven', 'lannister']]);
  });

  it('the Action phase begins only after the Raven step (2E-PLAN-15)', () => {
    const revealed = apply(apply(apply(s, STARK), LANNISTER), BARATHEON);
    const after = apply(revealed, { kind: 'use-raven', house: 'lannister', use: 'none' });
    expect(topFrame(after).kind).toBe('action');
    // Baratheon is first on the Iron Throne track and holds a Raid order.
    expect(pending(after).map((d) => [d.kind, d.house])).toEqual([['resolve-raid', 'baratheon']]);
  });

  it('rejects a Raven move during Assign Orders (2E-GEN-01: nothing asks for it yet)', () => {
    expect(() => apply(s, { kind: 'use-raven', house: 'lannister', use: 'none' })).toThrow(expect.objectContaining({ rule: '2E-GEN-01' }));
  });
});

describe('2E-PLAN-05 all players place at the same time, each a sealed decision', () => {
  const s = deepFreeze(newGame({ players: 3 }));

  it('every house with units is asked at once, and every placement is sealed (committed, then opened)', () => {
    expect(pending(s).map((d) => [d.house, d.sealed])).toEqual([['stark', true], ['lannister', true], ['baratheon', true]]);
  });

  it('the openings are accepted in any order and give the same board', () => {
    const forward = apply(apply(apply(s, STARK), LANNISTER), BARATHEON);
    const backward = apply(apply(apply(s, BARATHEON), LANNISTER), STARK);
    expect(backward.areas).toEqual(forward.areas);
  });

  it('rejects a placement during the Action phase: the placement time is over (2E-GEN-01)', () => {
    const action = apply(apply(apply(apply(s, STARK), LANNISTER), BARATHEON), { kind: 'use-raven', house: 'lannister', use: 'none' });
    rejects(action, STARK, '2E-GEN-01');
  });
});

describe('2E-PLAN-08 placed orders stay hidden during Assign Orders (2E-HID-02)', () => {
  const s = deepFreeze(newGame({ players: 3 }));

  it('one house’s placement shows nothing on the board and changes nobody else’s choices', () => {
    const after = apply(s, STARK);
    expect(ordersOnBoard(after)).toBe(0);
    for (const d of pending(after)) {
      const before = pending(s).find((x) => x.house === d.house);
      expect(before).toBeDefined();
      expect(choices(after, d)).toEqual(choices(s, before!));
    }
  });
});

describe('2E-PLAN-09 before the reveal, every area holding a unit has an order', () => {
  const s = deepFreeze(newGame({ players: 3 }));

  it('a placement that leaves an area with units empty is rejected (checked as 2E-PLAN-02, the rule it breaks)', () => {
    rejects(s, place('stark', [['winterfell', 'march-0'], ['white-harbor', 'defense-1a']]), '2E-PLAN-02');
  });

  it('after the reveal, each area with units holds exactly its owner’s order', () => {
    const revealed = apply(apply(apply(s, STARK), LANNISTER), BARATHEON);
    for (const house of revealed.options.houses) {
      for (const area of areasNeedingOrders(revealed, house)) expect(revealed.areas[area].order?.house).toBe(house);
    }
    const empty = Object.values(revealed.areas).filter((a) => a.units.length === 0);
    expect(empty.every((a) => a.order === null)).toBe(true);
  });
});
