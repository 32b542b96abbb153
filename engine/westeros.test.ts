// The Westeros phase ([2E-WEST-01]–[2E-WEST-14]), the round around it ([2E-ROUND-01]–[2E-ROUND-03])
// and the deck protocol with the dealer (reveal-card, shuffle-deck; OQ-07, OQ-08).
import { describe, expect, it } from 'vitest';
import { apply, pending } from './flow';
import { topFrame } from './frames';
import { newGame } from './setup';
import type { GameState } from './state';
import {
  beforeWesteros,
  bids,
  expectListedAccepted,
  kinds,
  listedMoves,
  play,
  rejects,
  reveal,
  start,
} from './westeros.testkit';

/** A 4-player game whose round 2 Westeros phase waits for its first card. */
const phase = (edit?: (s: GameState) => GameState) => start(beforeWesteros(4, 1, edit));
const withThreat = (threat: number) => phase((s) => ({ ...s, wildlingThreat: threat }));
const deck = (s: GameState, d: 'westeros-1' | 'westeros-2' | 'westeros-3') => s.decks[d]!;

describe('2E-ROUND-02 round 1 has no Westeros phase', () => {
  it('a new game asks for orders, not for Westeros cards', () => {
    const s = newGame({ players: 4 });
    expect(s.round).toBe(1);
    expect(pending(s).every((d) => d.kind === 'place-orders')).toBe(true);
  });
});

describe('2E-WEST-01 / 2E-WEST-02 step 1: the round marker moves', () => {
  it('the marker moves from 1 to 2 as the Westeros phase starts, and the first card is asked for', () => {
    const s = phase();
    expect(s.round).toBe(2);
    expect(topFrame(s).kind).toBe('westeros');
    expect(pending(s)).toEqual([{ id: expect.any(String), kind: 'reveal-card', house: null, sealed: false, deck: 'westeros-1' }]);
  });
});

describe('2E-ROUND-03 / 2E-END-03 round 10 ends the game', () => {
  it('after round 10 the game has a winner; after round 9 the Westeros phase of round 10 starts', () => {
    const end = (round: number) => start({ ...newGame({ players: 4 }), round, stack: [{ kind: 'game', id: 0, next: 'end-of-round' }] });
    expect(end(10).winner).not.toBeNull();
    const nine = end(9);
    expect(nine.winner).toBeNull();
    expect(nine.round).toBe(10);
    expect(topFrame(nine).kind).toBe('westeros');
  });
});

describe('2E-WEST-03 step 2: one card from each deck, I then II then III', () => {
  it('asks the dealer for deck I, II and III in turn; each draw leaves one card fewer face down', () => {
    let s = phase();
    s = reveal(s, 'last-days-of-summer');
    expect(pending(s)[0]).toMatchObject({ kind: 'reveal-card', deck: 'westeros-2' });
    s = reveal(s, 'last-days-of-summer');
    expect(pending(s)[0]).toMatchObject({ kind: 'reveal-card', deck: 'westeros-3' });
    expect(deck(s, 'westeros-1').drawPile).toBe(9);
    expect(deck(s, 'westeros-2').drawPile).toBe(9);
  });

  it('rejects a reveal for a deck that is not asked for yet (2E-WEST-03: I, then II, then III)', () => {
    rejects(phase(), { kind: 'reveal-card', deck: 'westeros-2', card: 'clash-of-kings' }, '2E-WEST-03');
  });
});

describe('2E-WCARD-01 each deck holds only its own cards', () => {
  it('rejects a deck II card revealed from deck I, and a made-up card', () => {
    rejects(phase(), { kind: 'reveal-card', deck: 'westeros-1', card: 'clash-of-kings' }, '2E-WCARD-01');
    rejects(phase(), { kind: 'reveal-card', deck: 'westeros-1', card: 'dragons' }, '2E-WCARD-01');
    rejects(phase(), { kind: 'reveal-card', deck: 'westeros-1', card: 7 as unknown as string }, '2E-WCARD-01');
  });

  it('lists one reveal per copy left: 10 for a full deck I, and every one is accepted', () => {
    const s = phase();
    const moves = listedMoves(s);
    expect(moves).toHaveLength(10);
    expect(moves.filter((m) => m.kind === 'reveal-card' && m.card === 'supply')).toHaveLength(3);
    expectListedAccepted(s);
  });
});

describe('2E-WEST-10 resolved cards go to their deck’s discard pile; an empty draw pile is refilled (OQ-08)', () => {
  it('after the phase each card is in its own discard pile', () => {
    let s = reveal(phase(), 'last-days-of-summer', 'last-days-of-summer', 'sea-of-storms');
    expect(deck(s, 'westeros-1').discard).toEqual(['last-days-of-summer']);
    expect(deck(s, 'westeros-2').discard).toEqual(['last-days-of-summer']);
    expect(deck(s, 'westeros-3').discard).toEqual(['sea-of-storms']);
    expect(s.decks['westeros-3']?.drawPile).toBe(9);
    s = start(s);
    expect(topFrame(s).kind).toBe('planning');
  });

  it('rejects a card whose copies are all in the discard pile', () => {
    const s = phase((g) => ({ ...g, decks: { ...g.decks, 'westeros-1': { drawPile: 7, discard: ['supply', 'supply', 'supply'] } } }));
    rejects(s, { kind: 'reveal-card', deck: 'westeros-1', card: 'supply' }, '2E-WEST-10');
    expect(listedMoves(s)).toHaveLength(7);
  });

  it('an empty draw pile asks the dealer to shuffle the discard pile into a new one', () => {
    const discard = ['supply', 'mustering', 'supply'];
    let s = phase((g) => ({ ...g, decks: { ...g.decks, 'westeros-1': { drawPile: 0, discard } } }));
    expect(pending(s)).toEqual([{ id: expect.any(String), kind: 'shuffle-deck', house: null, sealed: false, deck: 'westeros-1', reason: 'refill' }]);
    rejects(s, { kind: 'reveal-card', deck: 'westeros-1', card: 'supply' }, '2E-GEN-01');
    s = play(s, { kind: 'shuffle-deck', deck: 'westeros-1' });
    expect(deck(s, 'westeros-1')).toEqual({ drawPile: 3, discard: [] });
    expect(pending(s)[0]).toMatchObject({ kind: 'reveal-card', deck: 'westeros-1' });
  });
});

describe('2E-WEST-11 Winter is Coming: shuffled back at once, a new card drawn (OQ-07)', () => {
  it('asks for a shuffle of the draw pile plus the card (not the discard pile), then a new card', () => {
    const base = phase((g) => ({ ...g, decks: { ...g.decks, 'westeros-1': { drawPile: 8, discard: ['supply', 'mustering'] } } }));
    let s = reveal(base, 'winter-is-coming');
    expect(pending(s)).toEqual([{ id: expect.any(String), kind: 'shuffle-deck', house: null, sealed: false, deck: 'westeros-1', reason: 'winter' }]);
    rejects(s, { kind: 'reveal-card', deck: 'westeros-1', card: 'supply' }, '2E-GEN-01');
    s = play(s, { kind: 'shuffle-deck', deck: 'westeros-1' });
    expect(deck(s, 'westeros-1')).toEqual({ drawPile: 8, discard: ['supply', 'mustering'] });
    expect(pending(s)[0]).toMatchObject({ kind: 'reveal-card', deck: 'westeros-1' });
  });
});

describe('2E-WEST-12 the replacement’s wildling icon counts in step 3', () => {
  it('Winter is Coming then A Throne of Blades (1 icon) moves the token one position', () => {
    let s = reveal(phase(), 'winter-is-coming');
    s = play(s, { kind: 'shuffle-deck', deck: 'westeros-1' });
    s = reveal(s, 'a-throne-of-blades', 'clash-of-kings', 'wildlings-attack');
    expect(s.wildlingThreat).toBe(4);
  });
});

describe('2E-WEST-13 Winter is Coming drawn again is replaced again', () => {
  it('two Winter is Coming in a row: two shuffles, then the third card stands', () => {
    let s = reveal(phase(), 'winter-is-coming');
    s = play(s, { kind: 'shuffle-deck', deck: 'westeros-1' });
    s = reveal(s, 'winter-is-coming');
    expect(pending(s)[0]).toMatchObject({ kind: 'shuffle-deck', reason: 'winter' });
    s = play(s, { kind: 'shuffle-deck', deck: 'westeros-1' });
    s = reveal(s, 'last-days-of-summer');
    expect(pending(s)[0]).toMatchObject({ kind: 'reveal-card', deck: 'westeros-2' });
  });
});

describe('2E-WEST-14 Winter is Coming itself is never resolved nor discarded', () => {
  it('only the replacement goes to the discard pile; deck II Winter is Coming works the same', () => {
    let s = reveal(phase(), 'last-days-of-summer', 'winter-is-coming');
    s = play(s, { kind: 'shuffle-deck', deck: 'westeros-2' });
    s = reveal(s, 'last-days-of-summer', 'sea-of-storms');
    expect(deck(s, 'westeros-2')).toEqual({ drawPile: 9, discard: ['last-days-of-summer'] });
    expect(topFrame(s).kind).toBe('planning');
  });
});

describe('2E-WEST-04 / 2E-WCARD-02 step 3: one position per wildling icon', () => {
  it('three icons move the token from 2 to 8; no icon leaves it', () => {
    expect(reveal(phase(), 'last-days-of-summer', 'dark-wings-dark-words', 'storm-of-swords').wildlingThreat).toBe(8);
    expect(reveal(phase(), 'supply', 'clash-of-kings', 'wildlings-attack').wildlingThreat).toBe(2);
  });
});

describe('2E-WEST-05 / 2E-WILD-01 reaching 12 starts an attack before step 4; icons past 12 are lost', () => {
  it('from 10, three icons stop at 12 and the houses bid before any card resolves', () => {
    const s = reveal(withThreat(10), 'last-days-of-summer', 'last-days-of-summer', 'web-of-lies');
    expect(s.wildlingThreat).toBe(12);
    expect(kinds(s)).toEqual(['bid:stark', 'bid:lannister', 'bid:baratheon', 'bid:greyjoy']);
    expect(pending(s)[0]).toMatchObject({ contest: 'wildlings', sealed: true });
    // Step 4 has not run yet: Web of Lies' ban is not set.
    expect(s.restriction).toBeNull();
  });

  it('from 8, two icons reach 12 (attack); from 6 they do not', () => {
    expect(kinds(reveal(withThreat(8), 'last-days-of-summer', 'last-days-of-summer', 'wildlings-attack'))[0]).toBe('bid:stark');
    const six = reveal(withThreat(6), 'last-days-of-summer', 'last-days-of-summer', 'put-to-the-sword');
    expect(six.wildlingThreat).toBe(10);
    expect(kinds(six)).toEqual(['westeros-option:greyjoy']);
  });
});

describe('2E-WEST-08 the token never goes past 12', () => {
  it('at 12 already (a test position), icons leave it at 12 and start no attack', () => {
    const s = reveal(withThreat(12), 'last-days-of-summer', 'last-days-of-summer', 'sea-of-storms');
    expect(s.wildlingThreat).toBe(12);
    expect(topFrame(s).kind).toBe('planning');
  });
});

describe('2E-WEST-09 two attacks in one Westeros phase', () => {
  it('the track reaches 12 (attack at 12), then a Wildlings Attack card attacks with the reset token', () => {
    let s = reveal(withThreat(10), 'last-days-of-summer', 'clash-of-kings', 'wildlings-attack');
    s = bids(s, { stark: 5, lannister: 5, baratheon: 2 });
    s = reveal(s, 'silence-at-the-wall');
    // Stark and Lannister tie for highest bidder: the Iron Throne holder picks ([2E-WILD-08]).
    s = play(s, { kind: 'break-tie', house: 'baratheon', pick: 'lannister' });
    // The Night's Watch won (12 ≥ 12): token back to 0; Clash of Kings (deck II) comes first.
    expect(s.wildlingThreat).toBe(0);
    expect(pending(s)[0]).toMatchObject({ kind: 'bid', contest: 'iron-throne' });
    s = bids(s, {});
    // All bid 0 everywhere: the Iron Throne holder breaks every tie.
    while (pending(s)[0]?.kind === 'break-tie') {
      const d = pending(s)[0]!;
      if (d.kind !== 'break-tie') break;
      s = play(s, { kind: 'break-tie', house: d.house, pick: d.tied[0]! });
      const next = pending(s)[0];
      if (next?.kind === 'bid' && next.contest !== 'wildlings') s = bids(s, {});
    }
    // Deck III: the Wildlings Attack card attacks with strength 0 ([2E-WILD-12]).
    expect(pending(s)[0]).toMatchObject({ kind: 'bid', contest: 'wildlings' });
    const frame = topFrame(s);
    expect(s.stack.some((f) => f.kind === 'wildling-attack' && f.strength === 0)).toBe(true);
    expect(frame.kind).toBe('bidding');
  });
});

describe('2E-WEST-06 step 4: cards resolve in deck order, each completely', () => {
  it('A Throne of Blades (deck I) is chosen before Dark Wings, Dark Words (deck II)', () => {
    let s = reveal(phase(), 'a-throne-of-blades', 'dark-wings-dark-words', 'feast-for-crows');
    expect(kinds(s)).toEqual(['westeros-option:baratheon']);
    s = play(s, { kind: 'westeros-option', house: 'baratheon', option: 'c' });
    expect(kinds(s)).toEqual(['westeros-option:lannister']);
    expect(s.restriction).toBeNull();
    s = play(s, { kind: 'westeros-option', house: 'lannister', option: 'c' });
    expect(s.restriction).toBe('no-consolidate-power');
    expect(topFrame(s).kind).toBe('planning');
  });
});

describe('2E-WEST-07 / 2E-WCARD-19 a ban applies to this round’s Planning phase only', () => {
  it('Sea of Storms forbids Raid orders in the following Planning phase; the ban is gone once Planning ends', () => {
    const s = reveal(phase(), 'last-days-of-summer', 'last-days-of-summer', 'sea-of-storms');
    expect(s.restriction).toBe('no-raid');
    const [first] = pending(s);
    if (first === undefined || first.kind !== 'place-orders') throw new Error('expected orders');
    const area = s.stack.length > 0 ? (Object.keys(s.areas) as (keyof GameState['areas'])[]).find((a) => s.areas[a].units.some((u) => u.house === first.house)) : undefined;
    expect(() => apply(s, { kind: 'place-orders', house: first.house, orders: [{ area: area!, token: 'raid-a' }] })).toThrow(
      expect.objectContaining({ rule: '2E-PLAN-07' }),
    );
    // A position at the end of Planning: the round frame clears the ban as it starts the Action phase.
    const ended = start({ ...s, stack: [{ kind: 'game', id: 0, next: 'action' }] });
    expect(ended.restriction).toBeNull();
  });
});

describe('2E-WCARD-20 the Dominance token holder picks the option', () => {
  it('only the Blade holder answers Put to the Sword, with a printed option', () => {
    const s = reveal(phase(), 'last-days-of-summer', 'last-days-of-summer', 'put-to-the-sword');
    expect(pending(s)[0]).toMatchObject({ kind: 'westeros-option', house: 'greyjoy', card: 'put-to-the-sword' });
    rejects(s, { kind: 'westeros-option', house: 'stark', option: 'a' }, '2E-WCARD-20');
    rejects(s, { kind: 'westeros-option', house: 'greyjoy', option: 'd' as 'a' }, '2E-WCARD-20');
    expect(listedMoves(s)).toHaveLength(3);
    expectListedAccepted(s);
  });

  it('the holder when the card resolves: a Clash of Kings in deck II changes who picks in deck III', () => {
    let s = reveal(phase(), 'last-days-of-summer', 'clash-of-kings', 'put-to-the-sword');
    s = bids(s, {});
    while (pending(s)[0]?.kind === 'break-tie') {
      const d = pending(s)[0]!;
      if (d.kind !== 'break-tie') break;
      // Stark takes the best position of every tied group.
      s = play(s, { kind: 'break-tie', house: d.house, pick: d.tied.includes('stark') ? 'stark' : d.tied[0]! });
      if (pending(s)[0]?.kind === 'bid') s = bids(s, {});
    }
    expect(s.tracks.fiefdoms[0]).toBe('stark');
    expect(pending(s)[0]).toMatchObject({ kind: 'westeros-option', house: 'stark' });
  });
});
