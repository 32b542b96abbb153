// Assign Orders ([2E-PLAN-02]–[2E-PLAN-11]): one sealed placement per house.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import type { OrderTokenId } from './data/orders';
import type { House } from './data/vocabulary';
import { choices, sampleMove } from './choices';
import type { PlaceOrdersMove } from './decisions';
import { apply, pending, settle } from './flow';
import { newGame } from './setup';
import type { GameState } from './state';
import { deepFreeze } from './test-support';

const place = (house: House, orders: [AreaId, OrderTokenId][]): PlaceOrdersMove => ({
  kind: 'place-orders',
  house,
  orders: orders.map(([area, token]) => ({ area, token })),
});

const rejects = (state: GameState, move: PlaceOrdersMove, rule: string) =>
  expect(() => apply(state, move)).toThrow(expect.objectContaining({ name: 'RuleViolation', rule }));

// Stark (6 players) holds Winterfell, White Harbor and The Shivering Sea; King's Court position 2 → 3 stars.
const STARK_OK: [AreaId, OrderTokenId][] = [
  ['winterfell', 'march-plus-1'],
  ['white-harbor', 'defense-1a'],
  ['the-shivering-sea', 'support-a'],
];

describe('2E-PLAN-02 one order on every area holding the house’s units', () => {
  const s = deepFreeze(newGame({ players: 6 }));

  it('accepts a full placement and stops asking that house', () => {
    const after = apply(s, place('stark', STARK_OK));
    expect(pending(after).map((d) => d.house)).not.toContain('stark');
    expect(pending(after)).toHaveLength(5);
  });

  it('keeps the orders sealed until everyone has placed (2E-PLAN-12): no order is on the board yet', () => {
    const after = apply(s, place('stark', STARK_OK));
    expect(Object.values(after.areas).some((a) => a.order !== null)).toBe(false);
  });

  it('rejects a placement that leaves an area with units empty', () => {
    rejects(s, place('stark', STARK_OK.slice(0, 2)), '2E-PLAN-02');
  });
});

describe('2E-PLAN-03 no order where the house has no unit', () => {
  const s = newGame({ players: 6 });
  it('rejects an order in another house’s area, or in an empty one', () => {
    rejects(s, place('stark', [...STARK_OK.slice(0, 2), ['lannisport', 'support-a']]), '2E-PLAN-03');
    rejects(s, place('stark', [...STARK_OK, ['karhold', 'raid-a']]), '2E-PLAN-03');
  });
});

describe('2E-PLAN-04 at most one order per area', () => {
  it('rejects two orders on one area', () => {
    const s = newGame({ players: 6 });
    rejects(s, place('stark', [['winterfell', 'march-0'], ['winterfell', 'raid-a'], ['the-shivering-sea', 'support-a']]), '2E-PLAN-04');
  });
});

describe('2E-COMP-08 a token can be placed once', () => {
  it('rejects the same token on two areas', () => {
    const s = newGame({ players: 6 });
    rejects(s, place('stark', [['winterfell', 'raid-a'], ['white-harbor', 'raid-a'], ['the-shivering-sea', 'support-a']]), '2E-COMP-08');
  });
});

describe('2E-PLAN-06 special orders limited by the King’s Court position', () => {
  it('Stark (position 2, 3 stars) may place three special orders', () => {
    const s = newGame({ players: 6 });
    const three = place('stark', [['winterfell', 'march-plus-1'], ['white-harbor', 'defense-plus-2'], ['the-shivering-sea', 'raid-special']]);
    expect(() => apply(s, three)).not.toThrow();
  });

  it('Greyjoy (position 6, no star) may not place one', () => {
    const s = newGame({ players: 6 });
    const greyjoy = (token: OrderTokenId) =>
      place('greyjoy', [['pyke', token], ['greywater-watch', 'march-0'], ['ironmans-bay', 'raid-a'], ['port-of-pyke', 'support-a']]);
    expect(() => apply(s, greyjoy('defense-1a'))).not.toThrow();
    rejects(s, greyjoy('consolidate-special'), '2E-PLAN-06');
  });
});

describe('2E-PLAN-07 orders banned by the Westeros card', () => {
  it('a ban on support orders covers the special one too; other orders stay allowed', () => {
    const s: GameState = { ...newGame({ players: 6 }), restriction: 'no-support' };
    rejects(s, place('stark', STARK_OK), '2E-PLAN-07');
    rejects(s, place('stark', [['winterfell', 'march-0'], ['white-harbor', 'support-plus-1'], ['the-shivering-sea', 'raid-a']]), '2E-PLAN-07');
    expect(() => apply(s, place('stark', [['winterfell', 'march-0'], ['white-harbor', 'defense-1a'], ['the-shivering-sea', 'raid-a']]))).not.toThrow();
  });

  it('Rains of Autumn forbids only the March +1 token (2E-WCARD-15)', () => {
    const s: GameState = { ...newGame({ players: 6 }), restriction: 'no-march-plus-1' };
    rejects(s, place('stark', STARK_OK), '2E-PLAN-07');
    expect(() => apply(s, place('stark', [['winterfell', 'march-0'], ['white-harbor', 'march-minus-1'], ['the-shivering-sea', 'support-a']]))).not.toThrow();
  });
});

describe('2E-PLAN-02 each house places its orders once', () => {
  it('rejects a second placement by the same house and a placement by a house not in play', () => {
    const s = apply(newGame({ players: 6 }), place('stark', STARK_OK));
    rejects(s, place('stark', STARK_OK), '2E-PLAN-02');
    rejects(newGame({ players: 3 }), place('greyjoy', [['pyke', 'march-0']]), '2E-PLAN-02');
  });
});

describe('legal choices: sampleMove builds moves that apply accepts', () => {
  it('for every house at every player count, with many different picks', () => {
    for (const players of [3, 4, 5, 6]) {
      const s = deepFreeze(newGame({ players }));
      for (const decision of pending(s)) {
        const space = choices(s, decision);
        for (let seed = 0; seed < 25; seed++) {
          let x = seed;
          const pick = (n: number) => (x = (x * 7 + 3) % 101) % n;
          const move = sampleMove(space, pick);
          expect(() => apply(s, move), JSON.stringify(move)).not.toThrow();
        }
      }
    }
  });
});

describe('2E-PLAN-02 malformed placements from a peer', () => {
  it('are rejected with a RuleViolation, never a crash, whatever their shape (fuzzed)', () => {
    const s = deepFreeze(newGame({ players: 3 }));
    const weird = fc.oneof(fc.anything(), fc.constantFrom('__proto__', 'constructor', { toString: 0 }, [], null));
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.record({ area: weird, token: weird })), weird), (orders) => {
        const move = { kind: 'place-orders', house: 'stark', orders } as unknown as PlaceOrdersMove;
        expect(() => apply(s, move)).toThrow(expect.objectContaining({ name: 'RuleViolation' }));
      }),
      { numRuns: 300 },
    );
  });

  it('an area or token named __proto__ is rejected', () => {
    const s = newGame({ players: 3 });
    rejects(s, place('stark', [['__proto__' as AreaId, 'raid-a'], ['white-harbor', 'support-a'], ['the-shivering-sea', 'march-0']]), '2E-PLAN-02');
    rejects(s, place('stark', [['winterfell', '__proto__' as OrderTokenId], ['white-harbor', 'support-a'], ['the-shivering-sea', 'march-0']]), '2E-PLAN-02');
  });
});

describe('2E-GEN-01 a move that is not a move', () => {
  it('null, a number, an object without a kind: RuleViolation, not a crash', () => {
    const s = newGame({ players: 3 });
    for (const bad of [null, undefined, 7, 'place-orders', {}, { kind: 3 }, []]) {
      expect(() => apply(s, bad as unknown as PlaceOrdersMove)).toThrow(expect.objectContaining({ rule: '2E-GEN-01' }));
    }
  });
});

describe('2E-PLAN-10 not enough Order tokens: everyone places in turn order, the short house as many as it can', () => {
  // 6 players, Web of Lies (no Support): Greyjoy (King's Court 6th, no star) has 8 placeable tokens
  // but 9 areas with units, so all houses place one after another in Iron Throne order (OQ-21).
  function shortGreyjoy(): GameState {
    const base = newGame({ players: 6 });
    const extra: AreaId[] = ['flints-finger', 'seagard', 'the-twins', 'moat-cailin', 'riverrun'];
    let areas = base.areas;
    for (const a of extra) areas = { ...areas, [a]: { ...areas[a], units: [{ house: 'greyjoy' as const, type: 'footman' as const, routed: false }] } };
    const edited: GameState = { ...base, areas, restriction: 'no-support', stack: [{ kind: 'game', id: 0, next: 'planning' }], nextFrameId: 1 };
    return deepFreeze(settle(edited));
  }

  it('asks one house at a time, in Iron Throne order, each still sealed', () => {
    let s = shortGreyjoy();
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const ds = pending(s);
      expect(ds).toHaveLength(1);
      expect(ds[0]!.sealed).toBe(true);
      order.push(ds[0]!.house!);
      let x = i;
      s = apply(s, sampleMove(choices(s, ds[0]!), (n) => (x = (x * 5 + 1) % 97) % n));
    }
    expect(order).toEqual(s.tracks['iron-throne'].slice(0, 4));
  });

  it('the short house must place every token it can (8 of 9 areas), no fewer', () => {
    let s = shortGreyjoy();
    while (pending(s)[0]?.house !== 'greyjoy') {
      const d = pending(s)[0]!;
      s = apply(s, sampleMove(choices(s, d), () => 0));
    }
    const space = choices(s, pending(s)[0]!);
    expect(space.type === 'orders' && space.count).toBe(8);
    const eight = sampleMove(space, () => 0) as PlaceOrdersMove;
    expect(eight.orders).toHaveLength(8);
    rejects(s, { ...eight, orders: eight.orders.slice(0, 7) }, '2E-PLAN-10');
    expect(() => apply(s, eight)).not.toThrow();
  });
});
