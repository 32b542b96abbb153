// The 1st edition's Raid step (agot-1e.md §1.14): a Raid removes an adjacent enemy Raid, Support or
// Consolidate Power order, the special Raid up to two ([1E-RAID-02]); March and Defense orders are
// never raided ([1E-RAID-03]); a pillage gives the raider 1 Power and costs the victim none
// ([1E-RAID-05]).
import { describe, expect, it } from 'vitest';
import { RuleViolation } from './errors';
import { apply, applyWithEvents, choices, newGame, pending, type GameState, type House, type OrderPlacement, type ResolveRaidMove } from './index';
import type { AreaId } from './data/areas';

function expectViolation(attempt: () => unknown, rule: string): void {
  expect(attempt).toThrow(RuleViolation);
  expect(attempt).toThrow(expect.objectContaining({ rule }));
}

/**
 * A 3-player 1st-edition game edited (as tests build positions) so that Baratheon's Kingswood borders
 * a Lannister footman in The Reach and a Stark footman in Storm's End; then each house places
 * `orders` and the Raven holder (Lannister) passes: the Raid step begins, Baratheon first.
 */
function raidStep(orders: { [h in 'stark' | 'lannister' | 'baratheon']: OrderPlacement[] }): GameState {
  const start = newGame({ ruleset: '1e', players: 3 });
  const footman = (house: House) => ({ house, type: 'footman' as const, routed: false });
  let s: GameState = {
    ...start,
    areas: {
      ...start.areas,
      'the-reach': { ...start.areas['the-reach'], units: [footman('lannister')] },
      'storms-end': { ...start.areas['storms-end'], units: [footman('stark')] },
    },
  };
  for (const house of ['stark', 'lannister', 'baratheon'] as const) s = apply(s, { kind: 'place-orders', house, orders: orders[house] });
  return apply(s, { kind: 'use-raven', house: 'lannister', use: 'none' });
}

const raid = (area: AreaId, target: AreaId | null, second?: AreaId | null): ResolveRaidMove => ({ kind: 'resolve-raid', house: 'baratheon', area, target, ...(second === undefined ? {} : { second }) });

// Stark keeps a Raid of its own in Winterfell, so the step goes on after Baratheon's Raid.
const board = (baratheonRaid: 'raid-a' | 'raid-special', reach: OrderPlacement['token'], storms: OrderPlacement['token']) =>
  raidStep({
    stark: [{ area: 'storms-end', token: storms }, { area: 'winterfell', token: 'raid-a' }],
    lannister: [{ area: 'the-reach', token: reach }],
    baratheon: [{ area: 'kingswood', token: baratheonRaid }],
  });

describe('1E-RAID-02 the special Raid removes up to two orders', () => {
  it('removes a Support and a Consolidate Power order in two areas; the Raid goes too', () => {
    const s = board('raid-special', 'support-a', 'consolidate-a');
    expect(pending(s)).toMatchObject([{ kind: 'resolve-raid', house: 'baratheon' }]);
    const after = apply(s, raid('kingswood', 'the-reach', 'storms-end'));
    expect([after.areas.kingswood.order, after.areas['the-reach'].order, after.areas['storms-end'].order]).toEqual([null, null, null]);
    expect(pending(after)).toMatchObject([{ kind: 'resolve-raid', house: 'stark' }]);
  });

  it('its choices offer each target and each pair', () => {
    const s = board('raid-special', 'support-a', 'consolidate-a');
    const space = choices(s, pending(s)[0]!);
    const moves = space.type === 'one-of' ? space.moves : [];
    expect(moves).toContainEqual(raid('kingswood', 'storms-end', 'the-reach'));
    expect(moves).toContainEqual(raid('kingswood', 'storms-end'));
    expect(moves).toContainEqual(raid('kingswood', null));
  });

  it('a normal Raid removing a second order is refused with 1E-RAID-02, and so is the same order twice', () => {
    expectViolation(() => apply(board('raid-a', 'support-a', 'consolidate-a'), raid('kingswood', 'the-reach', 'storms-end')), '1E-RAID-02');
    expectViolation(() => apply(board('raid-special', 'support-a', 'consolidate-a'), raid('kingswood', 'the-reach', 'the-reach')), '1E-RAID-02');
  });
});

describe('1E-RAID-03 March and Defense orders are never raided', () => {
  it('a Raid order is', () => {
    const after = apply(board('raid-a', 'raid-b', 'march-0'), raid('kingswood', 'the-reach'));
    expect(after.areas['the-reach'].order).toBeNull();
  });

  it('a Defense order, even by the special Raid, and a March order are refused with 1E-RAID-03; neither is offered', () => {
    const s = board('raid-special', 'defense-plus-2', 'march-0');
    expectViolation(() => apply(s, raid('kingswood', 'the-reach')), '1E-RAID-03');
    expectViolation(() => apply(s, raid('kingswood', 'storms-end')), '1E-RAID-03');
    const space = choices(s, pending(s)[0]!);
    expect(space.type === 'one-of' ? space.moves : []).toEqual([raid('kingswood', null)]);
  });

  it('1E-RAID-04: a Raid reaches adjacent areas only', () => {
    expectViolation(() => apply(board('raid-a', 'support-a', 'consolidate-a'), raid('kingswood', 'winterfell')), '1E-RAID-04');
  });
});

describe('1E-RAID-05 pillage', () => {
  it('raiding a Consolidate Power order gives the raider 1 Power and costs its owner none', () => {
    const s = board('raid-a', 'support-a', 'consolidate-a');
    const after = apply(s, raid('kingswood', 'storms-end'));
    expect([after.houses.baratheon?.power, after.houses.stark?.power]).toEqual([s.houses.baratheon!.power + 1, s.houses.stark!.power]);
  });

  it('two Consolidate Power orders by the special Raid pillage twice (open question 9)', () => {
    const s = raidStep({
      stark: [{ area: 'storms-end', token: 'consolidate-a' }, { area: 'winterfell', token: 'raid-a' }],
      lannister: [{ area: 'the-reach', token: 'consolidate-a' }],
      baratheon: [{ area: 'kingswood', token: 'raid-special' }],
    });
    const after = apply(s, raid('kingswood', 'the-reach', 'storms-end'));
    expect(after.houses.baratheon?.power).toBe(s.houses.baratheon!.power + 2);
    expect([after.houses.lannister?.power, after.houses.stark?.power]).toEqual([s.houses.lannister!.power, s.houses.stark!.power]);
  });
});

describe('1E-RAID-07 a Raid may be removed without effect', () => {
  it('with no target; once the last Raid is resolved the round goes on to its end (no March order)', () => {
    const s = board('raid-a', 'support-a', 'consolidate-a');
    const after = apply(s, raid('kingswood', null));
    expect(after.areas['the-reach'].order).toEqual({ house: 'lannister', token: 'support-a' });
    const next = apply(after, { kind: 'resolve-raid', house: 'stark', area: 'winterfell', target: null });
    // 1E-CP-01: Stark's Consolidate Power in Storm's End gave 1; round 2 waits for its first Westeros card.
    expect([next.houses.stark?.power, next.round, pending(next)[0]?.kind]).toEqual([s.houses.stark!.power + 1, 2, 'reveal-card']);
  });
});

describe('1E-RAID-02 events', () => {
  it('a special Raid of two orders is told as two raids, each with the order it removed', () => {
    const { events } = applyWithEvents(board('raid-special', 'support-a', 'consolidate-a'), raid('kingswood', 'the-reach', 'storms-end'));
    expect(events.filter((e) => e.kind === 'raid')).toEqual([
      { kind: 'raid', rule: '1E-RAID-02', house: 'baratheon', area: 'kingswood', target: 'the-reach', removed: 'support-a' },
      { kind: 'raid', rule: '1E-RAID-02', house: 'baratheon', area: 'kingswood', target: 'storms-end', removed: 'consolidate-a' },
    ]);
  });
});
