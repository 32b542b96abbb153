// Garrisons outside combat ([2E-GARR-01], [2E-GARR-05], [2E-GARR-06]): where they start, that they
// are no units (no supply, no orders) and that they defend only their own area. Garrisons in combat
// are in combat.test.ts.
import { describe, expect, it } from 'vitest';
import { AREA_IDS, type AreaId } from './data/areas';
import { HOUSE_INFO } from './data/houses';
import type { OrderTokenId } from './data/orders';
import { HOUSES, type House } from './data/vocabulary';
import { asked, board, declare, findCombat, march, play } from './combat-test-support';
import type { PlaceOrdersMove } from './decisions';
import { apply } from './flow';
import { newGame } from './setup';
import type { GameState } from './state';
import { armySizes } from './supply';
import { deepFreeze } from './test-support';

const place = (house: House, orders: [AreaId, OrderTokenId][]): PlaceOrdersMove => ({ kind: 'place-orders', house, orders: orders.map(([area, token]) => ({ area, token })) });
const garrisons = (s: GameState) => AREA_IDS.filter((a) => s.areas[a].garrison !== null).map((a) => [a, s.areas[a].garrison]);

describe('2E-GARR-01 each house in play starts with its Garrison in its home area; it is no unit', () => {
  it.each([3, 4, 5, 6])('%i players: one Garrison per house in play, in its home area, and nowhere else', (players) => {
    const s = newGame({ players });
    const expected = HOUSES.filter((h) => s.options.houses.includes(h)).map((h) => [HOUSE_INFO[h].home, h]);
    expect(garrisons(s).sort()).toEqual(expected.sort());
  });
  it('a Footman beside its Garrison is no army: the Garrison does not count for supply', () => {
    const s = board({ winterfell: { units: ['stark footman'] } });
    expect(s.areas.winterfell.garrison).toBe('stark');
    expect(armySizes(s, 'stark')).toEqual([]);
  });
});

describe('2E-GARR-05 a Garrison adds strength only when its own area is attacked', () => {
  // Lannister attacks Castle Black (next to Winterfell) where a Stark Footman stands; Stark's
  // Footman in Winterfell supports with a Support order.
  const s = deepFreeze(
    march(
      board({
        karhold: { units: ['lannister knight'], order: 'lannister march-0' },
        'castle-black': { units: ['stark footman'] },
        winterfell: { units: ['stark footman'], order: 'stark support-a' },
      }),
      { house: 'lannister', from: 'karhold', to: 'castle-black', units: ['knight'] },
    ),
  );
  it('supporting from Winterfell adds the Footman’s 1, not the Garrison’s 2', () => {
    expect(asked(s)).toEqual(['declare-support stark']);
    expect(findCombat(play(s, declare('stark', 'winterfell', 'defender'))).initial).toEqual({ attacker: 2, defender: 2 });
  });
  it('the neighbouring Garrison adds nothing to Castle Black’s defence', () => {
    expect(findCombat(play(s, declare('stark', 'winterfell', 'none'))).initial).toEqual({ attacker: 2, defender: 1 });
  });
  it('attacking Winterfell itself, the Garrison adds 2 (2E-GARR-02)', () => {
    const home = march(board({ karhold: { units: ['lannister knight'], order: 'lannister march-0' }, winterfell: { units: ['stark footman'] } }), { house: 'lannister', from: 'karhold', to: 'winterfell', units: ['knight'] });
    expect(findCombat(home).initial).toEqual({ attacker: 2, defender: 3 });
  });
});

describe('2E-GARR-06 an area holding only a Garrison takes no order and needs none', () => {
  // Stark's units leave Winterfell (6 players): White Harbor and the Shivering Sea remain.
  const base = newGame({ players: 6 });
  const s = deepFreeze({ ...base, areas: { ...base.areas, winterfell: { ...base.areas.winterfell, units: [] } } });
  it('a placement without Winterfell is accepted', () => {
    expect(s.areas.winterfell.garrison).toBe('stark');
    expect(() => apply(s, place('stark', [['white-harbor', 'defense-1a'], ['the-shivering-sea', 'support-a']]))).not.toThrow();
  });
  it('an order on the Garrison alone is rejected (2E-PLAN-03: no unit of the house there)', () => {
    expect(() => apply(s, place('stark', [['winterfell', 'defense-1b'], ['white-harbor', 'defense-1a'], ['the-shivering-sea', 'support-a']]))).toThrow(
      expect.objectContaining({ rule: '2E-PLAN-03' }),
    );
  });
});
