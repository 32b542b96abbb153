// Scenarios of §5–§9, §11, §31 and §32 of the rules reference: the round and the Westeros phase,
// set up by description, the dealer's cards and the houses' choices one at a time.
import { describe, expect, it } from 'vitest';
import { choices, pending, type Move } from '../../engine/index';
import { answerAll, asked, eventsOf, expectEvent, play, position, reveal } from './scenario.testkit';

/** The start of round 2's Westeros phase with 4 players. */
const westeros = (more: object = {}) => position({ players: 4, round: 2, asked: { kind: 'reveal-card', deck: 'westeros-1' }, ...more });

describe('§5 Game round: the Action phase of round 2 ends; round 3 starts with the Westeros phase (2E-ROUND-03)', () => {
  it('the last order resolved moves the round on', () => {
    const s = position({
      players: 4,
      board: 'empty',
      round: 2,
      areas: { winterfell: { units: ['stark footman'], order: 'stark consolidate-a' } },
      asked: { kind: 'resolve-consolidate-power', house: 'stark' },
    });
    const done = play(s, { kind: 'resolve-consolidate-power', house: 'stark', area: 'winterfell', muster: false });
    expectEvent(done, { kind: 'round-started', round: 3, rule: '2E-ROUND-03' });
    expectEvent(done, { kind: 'phase-started', phase: 'westeros' });
    expect(asked(done.state)).toEqual(['reveal-card dealer']);
  });
});

describe('§6 Westeros phase: three cards, the Threat moves one step per wildling icon (2E-WEST-04)', () => {
  it('Last Days of Summer twice and Storm of Swords: threat 2 → 8, Defense orders banned', () => {
    const r = reveal(westeros(), 'last-days-of-summer', 'last-days-of-summer', 'storm-of-swords');
    expect(eventsOf(r, 'westeros-card').map((e) => [e.deck, e.card])).toEqual([
      ['westeros-1', 'last-days-of-summer'],
      ['westeros-2', 'last-days-of-summer'],
      ['westeros-3', 'storm-of-swords'],
    ]);
    expectEvent(r, { kind: 'wildling-threat', from: 2, to: 8, rule: '2E-WEST-04' });
    expectEvent(r, { kind: 'orders-banned', restriction: 'no-defense', rule: '2E-WEST-07' });
    expectEvent(r, { kind: 'phase-started', phase: 'planning' });
  });
});

describe('§7 Supply: the Supply token moves to the barrels (2E-SUP-01)', () => {
  it('a Stark token left on 4 goes back to its barrels', () => {
    const r = reveal(westeros({ houses: { stark: { supply: 4 } } }), 'supply', 'last-days-of-summer', 'storm-of-swords');
    expect(eventsOf(r, 'supply')).toEqual([expect.objectContaining({ house: 'stark', from: 4, to: 1, rule: '2E-SUP-01' })]);
  });
});

describe('§8 Mustering: each house in turn order musters in its Castles and Strongholds (2E-MUS-01)', () => {
  it('the first house asked recruits a unit; the new unit is an event', () => {
    const r = reveal(westeros(), 'mustering', 'last-days-of-summer', 'storm-of-swords');
    const d = pending(r.state)[0]!;
    expect(d.kind).toBe('muster');
    const space = choices(r.state, d);
    const recruit = space.type === 'one-of' ? space.moves.find((m) => m.kind === 'muster' && m.muster === 'recruit' && m.unit === 'footman') : undefined;
    expect(recruit).toBeDefined();
    const mustered = play(r.state, recruit as Move);
    expect(eventsOf(mustered, 'units')).toEqual([expect.objectContaining({ house: d.house, added: ['footman'], removed: [], rule: '2E-MUS-04' })]);
  });
});

describe('§9 Clash of Kings: sealed bids, the highest takes position 1 (2E-COK-03, 2E-COK-04)', () => {
  it('the Iron Throne bids are shown together and the track follows them', () => {
    const r = reveal(westeros(), 'last-days-of-summer', 'clash-of-kings', 'storm-of-swords');
    expect(pending(r.state).map((d) => (d.kind === 'bid' ? d.contest : d.kind))).toEqual(['iron-throne', 'iron-throne', 'iron-throne', 'iron-throne']);
    const amounts: Record<string, number> = { stark: 4, lannister: 3, baratheon: 1, greyjoy: 0 };
    const bid = answerAll(r.state, (house) => ({ kind: 'bid', house, amount: amounts[house]! }) as Move);
    expectEvent(bid, { kind: 'bids', contest: 'iron-throne', rule: '2E-COK-03' });
    expectEvent(bid, { kind: 'track', track: 'iron-throne', order: ['stark', 'lannister', 'baratheon', 'greyjoy'], rule: '2E-COK-04' });
    // 2E-COK-06: every bid is paid.
    expect(eventsOf(bid, 'power').map((e) => [e.house, e.from - e.to, e.rule])).toContainEqual(['stark', 4, '2E-COK-06']);
  });
});

describe('§11 Wildling attack and §32 Wildling cards: the Night’s Watch holds; the threat goes back to 0 (2E-WILD-05, 2E-WILD-10)', () => {
  it('4 bids of 2 beat strength 4; the card is revealed', () => {
    const r = reveal(westeros({ wildlingThreat: 4 }), 'supply', 'game-of-thrones', 'wildlings-attack');
    expect(pending(r.state).map((d) => (d.kind === 'bid' ? d.contest : d.kind))).toEqual(['wildlings', 'wildlings', 'wildlings', 'wildlings']);
    const bid = answerAll(r.state, (house) => ({ kind: 'bid', house, amount: 2 }) as Move);
    expectEvent(bid, { kind: 'wildling-outcome', wildlings: 4, nightsWatch: 8, won: true, rule: '2E-WILD-05' });
    const card = reveal(bid.state, 'silence-at-the-wall');
    expectEvent(card, { kind: 'wildling-card', card: 'silence-at-the-wall', won: true, rule: '2E-WILD-07' });
    expect([...bid.events, ...card.events]).toContainEqual(expect.objectContaining({ kind: 'wildling-threat', to: 0, rule: '2E-WILD-10' }));
  });
});

describe('§31 Westeros cards: Game of Thrones pays crowns (2E-WCARD-11); Put to the Sword lets the Blade holder ban (2E-WCARD-13)', () => {
  it('Power per crown, then Greyjoy (the Blade) bans Defense orders', () => {
    const r = reveal(westeros(), 'supply', 'game-of-thrones', 'put-to-the-sword');
    expect(eventsOf(r, 'power').every((e) => e.rule === '2E-WCARD-11' && e.to > e.from)).toBe(true);
    expect(asked(r.state)).toEqual(['westeros-option greyjoy']);
    const banned = play(r.state, { kind: 'westeros-option', house: 'greyjoy', option: 'a' });
    expectEvent(banned, { kind: 'westeros-option', house: 'greyjoy', option: 'a' });
    expectEvent(banned, { kind: 'orders-banned', restriction: 'no-defense' });
  });
});
