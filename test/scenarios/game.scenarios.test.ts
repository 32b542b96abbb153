// Scenarios of §2–§4, §12, §27–§29 of the rules reference: setup, orders, hidden information,
// victory and the smaller games, through the public API alone.
import { describe, expect, it } from 'vitest';
import { buildPosition, choices, pending, sampleMove, starLimit, type Move } from '../../engine/index';
import { asked, eventsOf, expectEvent, play, position, refusal } from './scenario.testkit';

describe('§2 Overview and victory: a 7th Castle or Stronghold wins at once (2E-END-02)', () => {
  it('Stark takes Crackclaw Point with 6 already held', () => {
    const held = ['winterfell', 'white-harbor', 'moat-cailin', 'seagard', 'riverrun'];
    const s = position({
      players: 4,
      board: 'empty',
      areas: {
        ...Object.fromEntries(held.map((a) => [a, { units: ['stark footman'] }])),
        harrenhal: { units: ['stark footman', 'stark knight'], order: 'stark march-0' },
      },
      houses: { stark: { supply: 6 } },
      asked: { kind: 'resolve-march', house: 'stark' },
    });
    const won = play(s, { kind: 'resolve-march', house: 'stark', area: 'harrenhal', moves: [{ to: 'crackclaw-point', units: ['knight'] }], powerToken: false });
    expectEvent(won, { kind: 'game-won', house: 'stark', rule: '2E-END-02' });
    expect(pending(won.state)).toEqual([]);
  });
});

describe('§3 Components: a house has 10 Footmen (2E-COMP-01)', () => {
  it('a description with 11 is refused, naming the limit broken', () => {
    const built = buildPosition({ board: 'empty', houses: { stark: { supply: 6 } }, areas: Object.fromEntries(['winterfell', 'white-harbor', 'moat-cailin', 'karhold', 'castle-black', 'the-twins'].map((a, i) => [a, { units: Array.from({ length: i === 0 ? 1 : 2 }, () => 'stark footman') }])) });
    expect(built.ok ? [] : built.errors).toEqual(['position: stark has 11 footmans on the board']);
  });
});

describe('§4 Setup: the start of a 3-player game (2E-SETUP-12, 2E-SETUP-13)', () => {
  it('Garrisons in the homes, 5 Power each, the Planning phase asks every house', () => {
    const s = position({ players: 3 });
    expect(s.areas.winterfell.garrison).toBe('stark');
    expect(Object.values(s.houses).map((h) => h.power)).toEqual([5, 5, 5]);
    expect(asked(s)).toEqual(['place-orders stark', 'place-orders lannister', 'place-orders baratheon']);
  });
});

describe('§12 Planning phase: orders only where the house has units (2E-PLAN-03); revealed together (2E-PLAN-12)', () => {
  it('refuses an order on an empty area; the last placement reveals all orders', () => {
    const s = position({ players: 3 });
    expect(refusal(s, { kind: 'place-orders', house: 'stark', orders: [{ area: 'the-reach', token: 'march-0' }] })).toBe('2E-PLAN-03');
    let state = s;
    const events = [];
    for (const d of pending(s)) {
      const next = play(state, sampleMove(choices(state, d), () => 0));
      events.push(...next.events);
      state = next.state;
    }
    // §27 hidden information: nothing of the first two placements is told before the reveal.
    expect(events.filter((e) => e.kind === 'orders-revealed')).toHaveLength(1);
    const revealed = events.find((e) => e.kind === 'orders-revealed');
    expect(revealed?.kind === 'orders-revealed' && revealed.orders.length).toBeGreaterThan(6);
  });
});

describe('§27 Hidden information: orders, bids and House card choices are sealed decisions (2E-HID-04)', () => {
  it('the Planning phase’s decisions are sealed and a placement alone tells nothing', () => {
    const s = position({ players: 3 });
    expect(pending(s).every((d) => d.sealed)).toBe(true);
    const first = play(s, sampleMove(choices(s, pending(s)[0]!), () => 0) as Move);
    expect(first.events).toEqual([]);
  });
});

describe('§28 Game end: after round 10 the most Castles and Strongholds win (2E-END-03)', () => {
  it('the last Consolidate Power of round 10 ends the game', () => {
    const s = position({
      players: 4,
      board: 'empty',
      round: 10,
      areas: { winterfell: { units: ['stark footman'], order: 'stark consolidate-a' }, lannisport: { units: ['lannister footman'] }, riverrun: { units: ['lannister footman'] } },
      asked: { kind: 'resolve-consolidate-power', house: 'stark' },
    });
    const ended = play(s, { kind: 'resolve-consolidate-power', house: 'stark', area: 'winterfell', muster: false });
    expectEvent(ended, { kind: 'game-won', house: 'lannister', rule: '2E-END-03' });
    expect(eventsOf(ended, 'round-started')).toEqual([]);
  });
});

describe('§29 Fewer players: the 3-player King’s Court overlay gives 3, 2, 1 stars (2E-FEW-07); Neutral Forces guard the empty lands (2E-FEW-04)', () => {
  it('stars by position and a Neutral Force in The Eyrie', () => {
    const s = position({ players: 3 });
    expect(s.tracks['kings-court'].map((h) => starLimit(s, h))).toEqual([3, 2, 1]);
    expect(s.areas['the-eyrie'].neutralForce).not.toBeNull();
  });
});
