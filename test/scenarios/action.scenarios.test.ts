// Scenarios of §14–§18 and §21–§24, §26 of the rules reference: the Action phase's orders, set up by
// description, one order at a time, explained by their events.
import { describe, expect, it } from 'vitest';
import { buildPosition, type Move } from '../../engine/index';
import { asked, eventsOf, expectEvent, play, position, refusal } from './scenario.testkit';

const march = (house: string, area: string, moves: { to: string; units: string[] }[], powerToken = false) =>
  ({ kind: 'resolve-march', house, area, moves, powerToken }) as Move;

describe('§14 Action phase: one order at a time, in turn order (2E-ACT-02), Raids first (2E-ACT-01)', () => {
  const s = position({
    players: 4,
    board: 'empty',
    areas: {
      winterfell: { units: ['stark footman'], order: 'stark raid-a' },
      lannisport: { units: ['lannister footman'], order: 'lannister raid-a' },
      'stoney-sept': { units: ['lannister footman'], order: 'lannister march-0' },
    },
    asked: { kind: 'resolve-raid', house: 'lannister' },
  });
  it('Lannister (Iron Throne 2) raids before Stark; a March waits for the Raid step', () => {
    expect(asked(s)).toEqual(['resolve-raid lannister']);
    expect(refusal(s, { kind: 'resolve-raid', house: 'stark', area: 'winterfell', target: null })).toBe('2E-ACT-02');
    expect(refusal(s, march('lannister', 'stoney-sept', []))).toBe('2E-ACT-01');
  });
});

describe('§15 Raid orders: raiding a Consolidate Power order pillages 1 Power (2E-RAID-04)', () => {
  it('the raided order goes, the raider gains, the victim loses', () => {
    const s = position({
      players: 4,
      board: 'empty',
      areas: {
        lannisport: { units: ['lannister footman'], order: 'lannister raid-a' },
        riverrun: { units: ['stark footman'], order: 'stark consolidate-a' },
      },
      asked: { kind: 'resolve-raid', house: 'lannister' },
    });
    const raided = play(s, { kind: 'resolve-raid', house: 'lannister', area: 'lannisport', target: 'riverrun' });
    expectEvent(raided, { kind: 'raid', house: 'lannister', target: 'riverrun', removed: 'consolidate-a', rule: '2E-RAID-02' });
    expect(eventsOf(raided, 'power')).toEqual([
      expect.objectContaining({ house: 'stark', from: 5, to: 4, rule: '2E-RAID-04' }),
      expect.objectContaining({ house: 'lannister', from: 5, to: 6, rule: '2E-RAID-04' }),
    ]);
  });
});

describe('§16 March orders and §23 control: marching out may leave a Power token (2E-MARCH-07)', () => {
  const s = position({
    players: 4,
    board: 'empty',
    areas: { karhold: { units: ['stark footman'], order: 'stark march-0' } },
    asked: { kind: 'resolve-march', house: 'stark' },
  });
  it('the army moves, the token stays and costs 1 Power', () => {
    const marched = play(s, march('stark', 'karhold', [{ to: 'winterfell', units: ['footman'] }], true));
    expectEvent(marched, { kind: 'march', house: 'stark', area: 'karhold', powerToken: true });
    expectEvent(marched, { kind: 'power-token', area: 'karhold', from: null, to: 'stark', rule: '2E-MARCH-07' });
    expectEvent(marched, { kind: 'power', house: 'stark', from: 5, to: 4, rule: '2E-MARCH-07' });
  });
  it('2E-MARCH-02: land units never enter a sea', () => {
    expect(refusal(s, march('stark', 'karhold', [{ to: 'bay-of-ice', units: ['footman'] }]))).toBe('2E-MARCH-02');
  });
});

describe('§16 one input per choice: whether the Power token stays is asked after the March (2E-MARCH-07)', () => {
  const s = position({
    players: 4,
    board: 'empty',
    areas: { karhold: { units: ['stark footman'], order: 'stark march-0' } },
    asked: { kind: 'resolve-march', house: 'stark' },
  });
  const marched = play(s, { kind: 'resolve-march', house: 'stark', area: 'karhold', moves: [{ to: 'winterfell', units: ['footman'] }] } as Move);
  it('the March leaves the answer out; the engine asks it next', () => {
    expect(asked(marched.state)).toEqual(['leave-power-token stark']);
    expectEvent(marched, { kind: 'march', house: 'stark', area: 'karhold', powerToken: false });
  });
  it('yes: the token is placed for 1 Power, both told by events; no: nothing changes', () => {
    const yes = play(marched.state, { kind: 'leave-power-token', house: 'stark', area: 'karhold', leave: true });
    expectEvent(yes, { kind: 'power-token', area: 'karhold', from: null, to: 'stark', rule: '2E-MARCH-07' });
    expectEvent(yes, { kind: 'power', house: 'stark', from: 5, to: 4, rule: '2E-MARCH-07' });
    const no = play(marched.state, { kind: 'leave-power-token', house: 'stark', area: 'karhold', leave: false });
    expect(eventsOf(no, 'power-token')).toEqual([]);
    expect(no.state.areas.karhold.powerToken).toBeNull();
  });
  it('2E-MARCH-07: the answer is about the emptied area only', () => {
    expect(refusal(marched.state, { kind: 'leave-power-token', house: 'stark', area: 'winterfell', leave: true })).toBe('2E-MARCH-07');
  });
});

describe('§17 Consolidate Power: 1 Power plus the crowns of the area (2E-CP-02)', () => {
  it('Winterfell has a crown: 2 Power', () => {
    const s = position({
      players: 4,
      board: 'empty',
      areas: { winterfell: { units: ['stark footman'], order: 'stark consolidate-a' } },
      asked: { kind: 'resolve-consolidate-power', house: 'stark' },
    });
    const done = play(s, { kind: 'resolve-consolidate-power', house: 'stark', area: 'winterfell', muster: false });
    expectEvent(done, { kind: 'consolidate-power', house: 'stark', area: 'winterfell', rule: '2E-CP-02' });
    expectEvent(done, { kind: 'power', house: 'stark', from: 5, to: 7, rule: '2E-CP-02' });
  });
});

describe('§18 Special orders: the special Raid may remove a Defense order (2E-RAID-03, 2E-SPEC-05)', () => {
  const s = (token: string) =>
    position({
      players: 4,
      board: 'empty',
      areas: {
        lannisport: { units: ['lannister footman'], order: `lannister ${token}` },
        riverrun: { units: ['stark footman'], order: 'stark defense-plus-2' },
      },
      asked: { kind: 'resolve-raid', house: 'lannister' },
    });
  it('the special Raid removes Defense +2; a normal Raid may not', () => {
    expectEvent(play(s('raid-special'), { kind: 'resolve-raid', house: 'lannister', area: 'lannisport', target: 'riverrun' }), { kind: 'raid', removed: 'defense-plus-2' });
    expect(refusal(s('raid-a'), { kind: 'resolve-raid', house: 'lannister', area: 'lannisport', target: 'riverrun' })).toBe('2E-RAID-03');
  });
});

describe('§21 Ship transport: an army crosses a sea held by its own ships (2E-SHIP-01)', () => {
  it('from White Harbor over the Narrow Sea to the Fingers', () => {
    const s = position({
      players: 4,
      board: 'empty',
      areas: { 'white-harbor': { units: ['stark footman'], order: 'stark march-0' }, 'the-narrow-sea': { units: ['stark ship'] } },
      asked: { kind: 'resolve-march', house: 'stark' },
    });
    const marched = play(s, march('stark', 'white-harbor', [{ to: 'the-fingers', units: ['footman'] }]));
    expect(marched.state.areas['the-fingers'].units).toEqual([{ house: 'stark', type: 'footman', routed: false }]);
    expectEvent(marched, { kind: 'march', moves: [{ to: 'the-fingers', units: ['footman'] }] });
  });
});

describe('§22 Ports: a port holds at most 3 ships (2E-PORT-02)', () => {
  it('a described port with 4 ships is refused', () => {
    const built = buildPosition({ board: 'empty', areas: { 'port-of-lannisport': { units: ['lannister ship', 'lannister ship', 'lannister ship', 'lannister ship'] }, lannisport: { units: ['lannister footman'] } } });
    expect(built.ok ? [] : built.errors).toContainEqual(expect.stringMatching(/port-of-lannisport holds 4 ships/));
  });
});

describe('§24 Neutral Forces: an attack as strong as the token removes it (2E-NEUT-04)', () => {
  it('3 Knights against the Neutral Force of The Eyrie', () => {
    const s = position({
      players: 4,
      board: 'empty',
      areas: { 'the-mountains-of-the-moon': { units: ['stark knight', 'stark knight', 'stark knight'], order: 'stark march-0' } },
      asked: { kind: 'resolve-march', house: 'stark' },
    });
    const attacked = play(s, march('stark', 'the-mountains-of-the-moon', [{ to: 'the-eyrie', units: ['knight', 'knight', 'knight'] }]));
    expectEvent(attacked, { kind: 'neutral-force-attack', area: 'the-eyrie', house: 'stark', units: 6, order: 0, support: 0, total: 6, neutralForce: 6, won: true, rule: '2E-NEUT-04' });
    expectEvent(attacked, { kind: 'neutral-force-removed', area: 'the-eyrie' });
    expect(attacked.state.areas['the-eyrie'].units).toHaveLength(3);
  });
  it('2E-NEUT-07: an attack that falls short leaves the army at home, the March spent', () => {
    const s = position({
      players: 4,
      board: 'empty',
      areas: { 'the-mountains-of-the-moon': { units: ['stark knight', 'stark knight'], order: 'stark march-plus-1' } },
      asked: { kind: 'resolve-march', house: 'stark' },
    });
    const attacked = play(s, march('stark', 'the-mountains-of-the-moon', [{ to: 'the-eyrie', units: ['knight', 'knight'] }]));
    expectEvent(attacked, { kind: 'neutral-force-attack', units: 4, order: 1, total: 5, neutralForce: 6, won: false, rule: '2E-NEUT-07' });
    expect(attacked.state.areas['the-mountains-of-the-moon'].units).toHaveLength(2);
  });
});

describe('§24 Neutral Forces: an impassable area is never entered (2E-MARCH-13, 2E-NEUT-08)', () => {
  it('with 3 players, The Boneway is impassable', () => {
    const s = position({
      players: 3,
      board: 'empty',
      areas: { 'storms-end': { units: ['baratheon knight'], order: 'baratheon march-0', neutralForce: null } },
      asked: { kind: 'resolve-march', house: 'baratheon' },
    });
    expect(refusal(s, march('baratheon', 'storms-end', [{ to: 'the-boneway', units: ['knight'] }]))).toBe('2E-MARCH-13');
  });
});

describe('§26 Board elements: an island is left only by ship (2E-BOARD-03)', () => {
  const s = (ship: boolean) =>
    position({
      players: 4,
      board: 'empty',
      areas: { dragonstone: { units: ['baratheon footman'], order: 'baratheon march-0' }, 'shipbreaker-bay': { units: ship ? ['baratheon ship'] : [] } },
      asked: { kind: 'resolve-march', house: 'baratheon' },
    });
  it('from Dragonstone to Storm’s End: refused without a ship, done with one', () => {
    const move = march('baratheon', 'dragonstone', [{ to: 'storms-end', units: ['footman'] }]);
    expect(refusal(s(false), move)).toBe('2E-MARCH-01');
    expectEvent(play(s(true), move), { kind: 'march', area: 'dragonstone' });
  });
});
