// The Messenger Raven step ([2E-PLAN-13], [2E-PLAN-14], [2E-INF-11], [2E-INF-12], [2E-HID-08], [2E-HID-10]).
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import type { OrderTokenId } from './data/orders';
import type { House } from './data/vocabulary';
import { choices, sampleMove } from './choices';
import type { Move, PlaceOrdersMove } from './decisions';
import { apply, applyWithEvents, pending } from './flow';
import { topFrame } from './frames';
import { checkReplacement, legalReplacements } from './raven';
import { ORDER_TOKEN_IDS } from './data/orders';
import { AREA_IDS } from './data/areas';
import { newGame } from './setup';
import type { GameState } from './state';
import { deepFreeze } from './test-support';

const place = (house: House, orders: [AreaId, OrderTokenId][]): PlaceOrdersMove => ({
  kind: 'place-orders',
  house,
  orders: orders.map(([area, token]) => ({ area, token })),
});

// 3 players: Lannister holds the Raven (King's Court position 1, 3 stars); Stark is 2nd (2 stars).
const ORDERS: PlaceOrdersMove[] = [
  place('stark', [['winterfell', 'march-plus-1'], ['white-harbor', 'defense-1a'], ['the-shivering-sea', 'support-a']]),
  place('lannister', [['lannisport', 'march-0'], ['stoney-sept', 'raid-special'], ['the-golden-sound', 'consolidate-special'], ['port-of-lannisport', 'support-a']]),
  place('baratheon', [['dragonstone', 'consolidate-a'], ['kingswood', 'support-a'], ['shipbreaker-bay', 'raid-a']]),
];

/** A 3-player game right after Reveal Orders, at the Raven step. */
function atRaven(edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = edit(newGame({ players: 3 }));
  for (const move of ORDERS) s = apply(s, move);
  return deepFreeze(s);
}

const rejects = (state: GameState, move: Move, rule: string) =>
  expect(() => apply(state, move)).toThrow(expect.objectContaining({ name: 'RuleViolation', rule }));

const raven = (use: 'none' | 'look-at-wildling'): Move => ({ kind: 'use-raven', house: 'lannister', use });
const swap = (area: AreaId, token: OrderTokenId): Move => ({ kind: 'use-raven', house: 'lannister', use: 'replace-order', area, token });

describe('2E-PLAN-13 the Raven holder may use the Raven after Reveal Orders, or decline', () => {
  it('after the reveal, only the holder is asked, and every order is face up', () => {
    const s = atRaven();
    expect(pending(s)).toEqual([{ id: expect.any(String), kind: 'use-raven', house: 'lannister', sealed: false }]);
    expect(s.areas.winterfell.order).toEqual({ house: 'stark', token: 'march-plus-1' });
  });

  it('declining keeps the Raven active and ends the Planning phase (2E-PLAN-15): the Action phase asks for raids', () => {
    const after = apply(atRaven(), raven('none'));
    expect(after.ravenUsed).toBe(false);
    expect(topFrame(after).kind).toBe('action');
    expect(pending(after).map((d) => [d.kind, d.house])).toEqual([['resolve-raid', 'baratheon']]);
  });

  it('nobody else may answer it', () => {
    rejects(atRaven(), { kind: 'use-raven', house: 'stark', use: 'none' }, '2E-PLAN-13');
  });

  it('a Raven already used this round is not offered (2E-INF-12)', () => {
    const s = atRaven((g) => ({ ...g, ravenUsed: true }));
    expect(topFrame(s).kind).toBe('action');
  });
});

describe('2E-PLAN-14 replacing one placed order with an unused one', () => {
  it('swaps the token face up in the same area and flips the Raven (2E-INF-12)', () => {
    const after = apply(atRaven(), swap('lannisport', 'defense-1a'));
    expect(after.areas.lannisport.order).toEqual({ house: 'lannister', token: 'defense-1a' });
    expect(after.ravenUsed).toBe(true);
    expect(topFrame(after).kind).toBe('action');
  });

  it('the removed token is unused again: it can come back in a swap elsewhere', () => {
    const s = atRaven();
    expect(() => apply(s, swap('stoney-sept', 'raid-a'))).not.toThrow();
  });

  it('rejects a swap of another house’s order, or where the holder has none', () => {
    rejects(atRaven(), swap('winterfell', 'defense-1a'), '2E-PLAN-14');
    rejects(atRaven(), swap('riverrun', 'defense-1a'), '2E-PLAN-14');
  });

  it('rejects a token already on the board', () => {
    rejects(atRaven(), swap('lannisport', 'support-a'), '2E-PLAN-14');
    rejects(atRaven(), swap('lannisport', 'march-0'), '2E-PLAN-14');
  });

  it('rejects a token that does not exist', () => {
    rejects(atRaven(), swap('lannisport', 'march-plus-9' as OrderTokenId), '2E-PLAN-14');
    rejects(atRaven(), swap('lannisport', '__proto__' as OrderTokenId), '2E-PLAN-14');
    rejects(atRaven(), swap('__proto__' as AreaId, 'defense-1a'), '2E-PLAN-14');
    rejects(atRaven(), swap({ toString: 0 } as unknown as AreaId, 'defense-1a'), '2E-PLAN-14');
    rejects(atRaven(), swap('lannisport', { toString: 0 } as unknown as OrderTokenId), '2E-PLAN-14');
    rejects(atRaven(), { kind: 'use-raven', house: 'lannister', use: { toString: 0 } } as unknown as Move, '2E-INF-11');
  });
});

describe('2E-PLAN-06 a Raven swap obeys the star limit counted after the swap (OQ-21)', () => {
  // Lannister (King's Court position 1, 3 stars) places three special orders.
  const threeStars = () => {
    let s = newGame({ players: 3 });
    const lannister = place('lannister', [['lannisport', 'march-0'], ['stoney-sept', 'raid-special'], ['the-golden-sound', 'consolidate-special'], ['port-of-lannisport', 'support-plus-1']]);
    for (const move of [ORDERS[0]!, lannister, ORDERS[2]!]) s = apply(s, move);
    return deepFreeze(s);
  };

  it('swapping a star for a star keeps the count and is allowed', () => {
    expect(() => apply(threeStars(), swap('stoney-sept', 'defense-plus-2'))).not.toThrow();
  });

  it('a fourth star is rejected; with two on the board a third is allowed', () => {
    rejects(threeStars(), swap('lannisport', 'march-plus-1'), '2E-PLAN-06');
    expect(() => apply(atRaven(), swap('lannisport', 'march-plus-1'))).not.toThrow();
  });
});

describe('2E-PLAN-07 a Raven swap obeys this round’s Westeros ban (OQ-21)', () => {
  it('rejects a banned token and accepts another', () => {
    const s = deepFreeze({ ...atRaven(), restriction: 'no-defense' as const });
    rejects(s, swap('lannisport', 'defense-1a'), '2E-PLAN-07');
    expect(() => apply(s, swap('lannisport', 'march-minus-1'))).not.toThrow();
  });
});

describe('2E-INF-11 looking at the top Wildling card, then top or bottom (2E-HID-08, OQ-20)', () => {
  it('the look flips the Raven and asks the holder where the card goes; the state records only that', () => {
    const looking = apply(atRaven(), raven('look-at-wildling'));
    expect(looking.ravenUsed).toBe(true);
    expect(pending(looking)).toEqual([{ id: expect.any(String), kind: 'return-wildling-card', house: 'lannister', sealed: false }]);
    const buried = apply(looking, { kind: 'return-wildling-card', house: 'lannister', to: 'bottom' });
    expect(buried.decks.wildling).toEqual({ drawPile: 9, discard: [], ravenLook: { house: 'lannister', round: 1, to: 'bottom' } });
    expect(topFrame(buried).kind).toBe('action');
    const kept = apply(looking, { kind: 'return-wildling-card', house: 'lannister', to: 'top' });
    expect(kept.decks.wildling?.ravenLook?.to).toBe('top');
  });

  it('the look and where the card went are told by events, never the card (2E-INF-11, 2E-HID-08)', () => {
    const look = applyWithEvents(atRaven(), raven('look-at-wildling'));
    expect(look.events).toEqual([{ kind: 'raven-look', rule: '2E-INF-11', house: 'lannister' }]);
    const buried = applyWithEvents(look.state, { kind: 'return-wildling-card', house: 'lannister', to: 'bottom' });
    expect(buried.events).toContainEqual({ kind: 'wildling-card-returned', rule: '2E-INF-11', house: 'lannister', to: 'bottom' });
    expect(JSON.stringify([...look.events, ...buried.events])).not.toMatch(/card"/);
  });

  it('offers the holder nothing that shows the card: only top or bottom, and a move that names a card is refused (2E-HID-10)', () => {
    const looking = deepFreeze(apply(atRaven(), raven('look-at-wildling')));
    const space = choices(looking, pending(looking)[0]!);
    expect(space).toEqual({
      type: 'one-of',
      moves: [
        { kind: 'return-wildling-card', house: 'lannister', to: 'top' },
        { kind: 'return-wildling-card', house: 'lannister', to: 'bottom' },
      ],
    });
    rejects(looking, { kind: 'return-wildling-card', house: 'lannister', to: 'top', card: 'mammoth-riders' } as unknown as Move, '2E-HID-10');
  });

  it('rejects a place other than top or bottom, and a swap after the look', () => {
    const looking = deepFreeze(apply(atRaven(), raven('look-at-wildling')));
    rejects(looking, { kind: 'return-wildling-card', house: 'lannister', to: 'middle' as 'top' }, '2E-INF-11');
    rejects(looking, swap('lannisport', 'defense-1a'), '2E-GEN-01');
  });

  it('rejects an unknown use of the Raven', () => {
    rejects(atRaven(), { kind: 'use-raven', house: 'lannister', use: 'both' } as unknown as Move, '2E-INF-11');
  });

  it('no look is offered when the Wildling deck is empty', () => {
    const s = atRaven((g) => ({ ...g, decks: { ...g.decks, wildling: { drawPile: 0, discard: [] } } }));
    rejects(s, raven('look-at-wildling'), '2E-INF-11');
    const space = choices(s, pending(s)[0]!);
    expect(space.type === 'one-of' && space.moves.some((m) => m.kind === 'use-raven' && m.use === 'look-at-wildling')).toBe(false);
  });
});

describe('legal choices: the Raven', () => {
  it('lists declining, the look and every legal swap; each is accepted', () => {
    const s = atRaven();
    const space = choices(s, pending(s)[0]!);
    if (space.type !== 'one-of') throw new TypeError('expected a one-of space');
    // 2 + (4 areas × 11 unused tokens) with 1 star left for Lannister: no token is excluded.
    expect(space.moves).toHaveLength(2 + 4 * 11);
    for (const move of space.moves) expect(() => apply(s, move), JSON.stringify(move)).not.toThrow();
    const looking = apply(s, raven('look-at-wildling'));
    const next = choices(looking, pending(looking)[0]!);
    for (let i = 0; i < 2; i++) expect(() => apply(looking, sampleMove(next, () => i))).not.toThrow();
  });
});

describe('legal choices: the Raven swaps are exactly the swaps checkReplacement accepts', () => {
  // legalReplacements hoists the checks out of its loop; every candidate's verdict must stay the rule's.
  const threeStars = () => {
    let s = newGame({ players: 3 });
    const lannister = place('lannister', [['lannisport', 'march-0'], ['stoney-sept', 'raid-special'], ['the-golden-sound', 'consolidate-special'], ['port-of-lannisport', 'support-plus-1']]);
    for (const move of [ORDERS[0]!, lannister, ORDERS[2]!]) s = apply(s, move);
    return deepFreeze(s);
  };
  const positions: [string, GameState][] = [
    ['one star placed', atRaven()],
    ['the star limit reached', threeStars()],
    ...(['no-defense', 'no-march-plus-1', 'no-raid', 'no-consolidate-power', 'no-support'] as const).map((r): [string, GameState] => [r, deepFreeze({ ...atRaven(), restriction: r })]),
    ['the star limit reached, no-support', deepFreeze({ ...threeStars(), restriction: 'no-support' as const })],
  ];
  it.each(positions)('%s', (_, s) => {
    for (const house of ['lannister', 'stark', 'baratheon'] as const) {
      const accepted: { area: AreaId; token: OrderTokenId }[] = [];
      for (const area of AREA_IDS) {
        for (const token of ORDER_TOKEN_IDS) {
          try {
            checkReplacement(s, house, area, token);
            accepted.push({ area, token });
          } catch {
            // refused: not a legal swap
          }
        }
      }
      expect(legalReplacements(s, house)).toEqual(accepted);
    }
  });
});
