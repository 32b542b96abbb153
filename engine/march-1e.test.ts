// The 1st edition's March and Consolidate Power steps (agot-1e.md §1.15–§1.17, §1.22, §1.23): marches
// are the 2nd edition's on the 1st edition's board ([1E-MARCH-01]–[1E-MARCH-10], [1E-SHIP-01]); the
// absent houses' units are neutral armies met like a neutral force token ([1E-FEW-01], [1E-NEUT-02],
// [1E-NEUT-03]); Consolidate Power orders all resolve at once, none musters ([1E-CP-01]–[1E-CP-03]).
import { describe, expect, it } from 'vitest';
import { RuleViolation } from './errors';
import { apply, applyWithEvents, choices, newGame, pending, sampleMove, type GameState, type House, type OrderPlacement, type ResolveMarchMove } from './index';
import type { AreaId } from './data/areas';

function expectViolation(attempt: () => unknown, rule: string): void {
  expect(attempt).toThrow(RuleViolation);
  expect(attempt).toThrow(expect.objectContaining({ rule }));
}

type Three = 'stark' | 'lannister' | 'baratheon';

/**
 * A 3-player 1st-edition game whose houses place `orders` (Stark and Lannister none unless given),
 * the Raven holder (Lannister) passing: with no Raid order the March step begins, Baratheon (Iron
 * Throne 1) first. `edit` changes the start's areas first, as tests build positions.
 */
function marchStep(orders: Partial<{ [h in Three]: OrderPlacement[] }>, edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = edit(newGame({ ruleset: '1e', players: 3 }));
  for (const house of ['stark', 'lannister', 'baratheon'] as const) s = apply(s, { kind: 'place-orders', house, orders: orders[house] ?? [] });
  return apply(s, { kind: 'use-raven', house: 'lannister', use: 'none' });
}

const march = (house: House, area: AreaId, moves: ResolveMarchMove['moves'], powerToken?: boolean): ResolveMarchMove => ({
  kind: 'resolve-march',
  house,
  area,
  moves,
  ...(powerToken === undefined ? {} : { powerToken }),
});

describe('1st-edition marches on the 1st-edition board', () => {
  it('1E-MARCH-01: the March step is played, Baratheon first; ships enter the single Summer Sea, an area of that board only', () => {
    const s = marchStep({ baratheon: [{ area: 'shipbreaker-bay', token: 'march-0' }] });
    expect(pending(s)).toMatchObject([{ kind: 'resolve-march', house: 'baratheon' }]);
    const after = apply(s, march('baratheon', 'shipbreaker-bay', [{ to: 'summer-sea', units: ['ship', 'ship'] }]));
    expect(after.areas['summer-sea'].units).toEqual([
      { house: 'baratheon', type: 'ship', routed: false },
      { house: 'baratheon', type: 'ship', routed: false },
    ]);
    expect(after.areas['shipbreaker-bay']).toMatchObject({ units: [], order: null });
  });

  it('an area of the 2nd-edition board only is no destination (1E-MARCH-02), nor is a sea two areas away (1E-MARCH-03)', () => {
    const s = marchStep({ baratheon: [{ area: 'shipbreaker-bay', token: 'march-0' }] });
    expectViolation(() => apply(s, march('baratheon', 'shipbreaker-bay', [{ to: 'east-summer-sea', units: ['ship'] }])), '1E-MARCH-02');
    expectViolation(() => apply(s, march('baratheon', 'shipbreaker-bay', [{ to: 'redwyne-straits', units: ['ship'] }])), '1E-MARCH-03');
  });

  it('1E-SHIP-01: the Dragonstone units cross Shipbreaker Bay on Baratheon ships; no farther (1E-BOARD-03: an island)', () => {
    const s = marchStep({ baratheon: [{ area: 'dragonstone', token: 'march-0' }] });
    const space = choices(s, pending(s)[0]!);
    const reach = space.type === 'march' ? space.orders[0]!.destinations.map((d) => d.to) : [];
    expect(reach).toEqual(['crackclaw-point', 'kingswood', 'storms-end']);
    const after = apply(s, march('baratheon', 'dragonstone', [{ to: 'storms-end', units: ['knight'] }]));
    expect(after.areas['storms-end'].units).toEqual([{ house: 'baratheon', type: 'knight', routed: false }]);
    expectViolation(() => apply(s, march('baratheon', 'dragonstone', [{ to: 'the-reach', units: ['knight'] }])), '1E-MARCH-02');
  });

  it('1E-CTRL-03: a march that empties an area may leave a Power token there', () => {
    const s = marchStep({ baratheon: [{ area: 'kingswood', token: 'march-0' }] });
    const after = apply(s, march('baratheon', 'kingswood', [{ to: 'storms-end', units: ['footman'] }], true));
    expect(after.areas.kingswood.powerToken).toBe('baratheon');
    expect(after.houses.baratheon?.power).toBe(s.houses.baratheon!.power - 1);
  });
});

describe('1E-FEW-01, 1E-NEUT-02 the absent houses’ units stand as neutral armies', () => {
  it('Tyrell’s footman in the Dornish Marches (strength 1) falls to a footman with March 0; its area is then Baratheon’s', () => {
    const s = marchStep({ baratheon: [{ area: 'kingswood', token: 'march-0' }] });
    expect(s.areas['dornish-marches'].neutralForce).toBe(1);
    const { state: after, events } = applyWithEvents(s, march('baratheon', 'kingswood', [{ to: 'dornish-marches', units: ['footman'] }], false));
    expect(after.areas['dornish-marches']).toMatchObject({ neutralForce: null, units: [{ house: 'baratheon', type: 'footman', routed: false }] });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'neutral-force-attack', rule: '1E-NEUT-02', area: 'dornish-marches', won: true, total: 1, neutralForce: 1 }));
    expect(events).toContainEqual({ kind: 'neutral-force-removed', rule: '1E-NEUT-03', area: 'dornish-marches' });
  });

  it('with March −1 it falls short: the footman stays in Kingswood and the army stays (1E-NEUT-02)', () => {
    const s = marchStep({ baratheon: [{ area: 'kingswood', token: 'march-minus-1' }] });
    const after = apply(s, march('baratheon', 'kingswood', [{ to: 'dornish-marches', units: ['footman'] }], false));
    expect(after.areas['dornish-marches'].neutralForce).toBe(1);
    expect(after.areas.kingswood.units).toEqual([{ house: 'baratheon', type: 'footman', routed: false }]);
    expect(after.areas.kingswood.order).toBeNull();
  });

  it('at sea too: Greyjoy’s two ships in Ironman’s Bay (strength 2) hold against one ship', () => {
    const s = marchStep({ lannister: [{ area: 'the-golden-sound', token: 'march-plus-1' }] });
    expect(s.areas['ironmans-bay'].neutralForce).toBe(2);
    const after = apply(s, march('lannister', 'the-golden-sound', [{ to: 'ironmans-bay', units: ['ship'] }]));
    // 1 ship + March +1 = 2 ≥ 2: the army is gone and the ship is in.
    expect(after.areas['ironmans-bay']).toMatchObject({ neutralForce: null, units: [{ house: 'lannister', type: 'ship', routed: false }] });
  });
});

describe('1E-CP-01 Consolidate Power orders resolve all at once', () => {
  const orders = {
    stark: [{ area: 'winterfell', token: 'consolidate-a' }],
    lannister: [{ area: 'lannisport', token: 'consolidate-special' }],
    baratheon: [{ area: 'dragonstone', token: 'consolidate-a' }, { area: 'kingswood', token: 'march-0' }],
  } satisfies { [h in Three]: OrderPlacement[] };

  it('after the last March, with no decision: each gives 1 plus its crowns; the round then ends', () => {
    const s = marchStep(orders);
    const { state: after, events } = applyWithEvents(s, march('baratheon', 'kingswood', []));
    // Winterfell 1 crown, Lannisport none, Dragonstone 1 crown.
    expect([after.houses.stark?.power, after.houses.lannister?.power, after.houses.baratheon?.power]).toEqual([7, 6, 7]);
    expect(events.filter((e) => e.kind === 'consolidate-power')).toEqual([
      { kind: 'consolidate-power', rule: '1E-CP-01', house: 'baratheon', area: 'dragonstone', muster: false },
      { kind: 'consolidate-power', rule: '1E-CP-01', house: 'lannister', area: 'lannisport', muster: false },
      { kind: 'consolidate-power', rule: '1E-CP-01', house: 'stark', area: 'winterfell', muster: false },
    ]);
    expect(events).toContainEqual({ kind: 'power', rule: '1E-CP-01', house: 'stark', from: 5, to: 7 });
    expect(after.areas.winterfell.order).toBeNull();
    // The round ends: round 2's Westeros phase waits for its first card.
    expect([after.round, pending(after)[0]?.kind]).toEqual([2, 'reveal-card']);
  });

  it('a house resolving one Consolidate Power order on its own is refused with 1E-CP-01', () => {
    const s = marchStep(orders);
    expectViolation(() => apply(s, { kind: 'resolve-consolidate-power', house: 'stark', area: 'winterfell', muster: false }), '1E-CP-01');
  });

  it('1E-CP-03: the special order gives Power like the others (Lannisport +1) and a muster is refused with 1E-CP-03', () => {
    const s = marchStep(orders);
    expectViolation(() => apply(s, { kind: 'resolve-consolidate-power', house: 'lannister', area: 'lannisport', muster: true }), '1E-CP-03');
    expect(apply(s, march('baratheon', 'kingswood', [])).houses.lannister?.power).toBe(6);
  });
});

describe('1E-PLAN-05 the order choices of a 1st-edition house', () => {
  it('never put a Consolidate Power token at sea, and leave some areas without an order (1E-PLAN-03)', () => {
    const s = newGame({ ruleset: '1e', players: 3 });
    let fewer = 0;
    for (const decision of pending(s)) {
      const space = choices(s, decision);
      if (space.type !== 'orders') throw new Error('expected an orders space');
      expect(space.optional).toBe(true);
      for (let seed = 0; seed < 200; seed++) {
        let x = seed;
        const move = sampleMove(space, (n) => (x = (x * 1103515245 + 12345) % 2147483648) % n);
        if (move.kind !== 'place-orders') throw new Error('expected orders');
        const atSea = move.orders.filter((o) => s.areas[o.area].units.some((u) => u.type === 'ship') && o.token.startsWith('consolidate'));
        expect(atSea).toEqual([]);
        expect(() => apply(s, move)).not.toThrow();
        if (move.orders.length < space.count) fewer++;
      }
    }
    expect(fewer).toBeGreaterThan(100);
    // A 2nd-edition house places exactly its count: its space has no `optional`.
    const second = newGame({ players: 3 });
    const space = choices(second, pending(second)[0]!);
    expect(space.type === 'orders' && space.optional).toBeUndefined();
  });
});
