// The Wildling attack procedure ([2E-WILD-01]–[2E-WILD-12], OQ-14) and the Wildling deck kept
// consistent with the Messenger Raven's look ([2E-HID-08], OQ-20). The cards' effects are in
// wildling-effects.test.ts.
import { describe, expect, it } from 'vitest';
import type { House } from './data/vocabulary';
import { pending } from './flow';
import { topFrame } from './frames';
import { powerPool } from './power-tokens';
import { newGame } from './setup';
import type { GameState } from './state';
import { bids, expectListedAccepted, kinds, listedMoves, play, rejects, reveal, withFrame } from './westeros.testkit';
import { newWildlingAttackFrame } from './wildlings';

/** A 4-player game (Power 5 each) attacked with `strength`; the Threat token stands on `threat`. */
export function attack(strength: number, threat = strength, edit: (s: GameState) => GameState = (s) => s, excluded: House | null = null): GameState {
  return withFrame(edit({ ...newGame({ players: 4 }), wildlingThreat: threat }), newWildlingAttackFrame(strength, excluded));
}

const power = (s: GameState, h: House) => s.houses[h]!.power;

describe('2E-WILD-02 / 2E-WILD-03 wildling strength, and a sealed bid from every house', () => {
  it('every house bids at once, sealed, from 0 to its available Power', () => {
    const s = attack(8);
    expect(kinds(s)).toEqual(['bid:stark', 'bid:lannister', 'bid:baratheon', 'bid:greyjoy']);
    expect(pending(s).every((d) => d.sealed && d.kind === 'bid' && d.contest === 'wildlings')).toBe(true);
    rejects(s, { kind: 'bid', house: 'stark', amount: 6 }, '2E-WILD-03');
    rejects(s, { kind: 'bid', house: 'stark', amount: -2 }, '2E-WILD-03');
    expectListedAccepted(s);
  });

  it('a house excluded by Preemptive Raid does not bid', () => {
    expect(kinds(attack(6, 0, undefined, 'lannister'))).toEqual(['bid:stark', 'bid:baratheon', 'bid:greyjoy']);
  });
});

describe('2E-WILD-04 / 2E-WILD-05 Night’s Watch strength is the sum; a tie is a Night’s Watch victory', () => {
  it('bids summing to the strength win; one less loses', () => {
    const won = bids(attack(8), { stark: 2, lannister: 2, baratheon: 2, greyjoy: 2 });
    expect(topFrame(won)).toMatchObject({ kind: 'wildling-attack', won: true });
    const lost = bids(attack(8), { stark: 2, lannister: 2, baratheon: 2, greyjoy: 1 });
    expect(topFrame(lost)).toMatchObject({ kind: 'wildling-attack', won: false });
  });
});

describe('2E-WILD-06 every bid goes to the Power Pool', () => {
  it('win or lose, each house pays its bid', () => {
    const before = attack(8);
    const s = bids(before, { stark: 3, lannister: 1 });
    expect([power(s, 'stark'), power(s, 'lannister'), power(s, 'baratheon')]).toEqual([2, 4, 5]);
    expect(powerPool(s, 'stark') - powerPool(before, 'stark')).toBe(3);
  });
});

describe('2E-WILD-10 / 2E-WILD-11 the Threat token moves right after the outcome (OQ-14)', () => {
  it('a victory resets it to 0 before the card is revealed', () => {
    const s = bids(attack(12), { stark: 5, lannister: 5, baratheon: 2 });
    expect(kinds(s)).toEqual(['reveal-card:dealer']);
    expect(s.wildlingThreat).toBe(0);
  });

  it('a defeat moves it back 2 positions (12 → 8), never below 0', () => {
    expect(bids(attack(12), {}).wildlingThreat).toBe(8);
    expect(bids(attack(4, 2), {}).wildlingThreat).toBe(0);
  });
});

describe('2E-WILD-07 / 2E-WLC-01 the top Wildling card is revealed by the dealer', () => {
  it('any of the 9 cards can be on top; a card of another deck is rejected', () => {
    const s = bids(attack(8), {});
    expect(pending(s)).toEqual([{ id: expect.any(String), kind: 'reveal-card', house: null, sealed: false, deck: 'wildling' }]);
    expect(listedMoves(s)).toHaveLength(9);
    rejects(s, { kind: 'reveal-card', deck: 'wildling', card: 'supply' }, '2E-WLC-01');
    rejects(s, { kind: 'reveal-card', deck: 'westeros-1', card: 'supply' }, '2E-WILD-07');
    expect(reveal(s, 'silence-at-the-wall').decks.wildling?.drawPile).toBe(8);
  });
});

describe('2E-WILD-08 ties for highest or lowest bidder: the Iron Throne holder picks', () => {
  it('Baratheon picks among the tied lowest bidders; a house outside the tie is rejected', () => {
    const s = reveal(bids(attack(12), { stark: 1, lannister: 1 }), 'mammoth-riders');
    expect(pending(s)).toEqual([
      { id: expect.any(String), kind: 'break-tie', house: 'baratheon', sealed: false, contest: 'wildlings', for: 'lowest', tied: ['baratheon', 'greyjoy'] },
    ]);
    rejects(s, { kind: 'break-tie', house: 'baratheon', pick: 'stark' }, '2E-WILD-08');
    rejects(s, { kind: 'break-tie', house: 'greyjoy', pick: 'greyjoy' }, '2E-WILD-08');
    expectListedAccepted(s);
    const picked = play(s, { kind: 'break-tie', house: 'baratheon', pick: 'greyjoy' });
    expect(topFrame(picked)).toMatchObject({ kind: 'destroy-units', house: 'greyjoy', left: 3 });
  });

  it('the tie for highest bidder after a victory', () => {
    const s = reveal(bids(attack(4), { stark: 2, lannister: 2 }), 'silence-at-the-wall');
    expect(pending(s)[0]).toMatchObject({ kind: 'break-tie', for: 'highest', tied: ['stark', 'lannister'] });
  });
});

describe('2E-WILD-09 the card goes to the bottom of the deck', () => {
  it('the deck is whole again once the attack is over', () => {
    const s = reveal(bids(attack(8), { stark: 5, lannister: 3 }), 'silence-at-the-wall');
    expect(s.decks.wildling?.drawPile).toBe(9);
    expect(s.decks.wildling?.discard).toEqual([]);
    expect(topFrame(s).kind).toBe('planning');
  });
});

describe('2E-WILD-12 strength 0: the Night’s Watch wins at once, the highest bidder is still rewarded', () => {
  it('nobody bids and the Iron Throne holder picks the “highest” bidder among all', () => {
    const s = reveal(bids(attack(0), {}), 'skinchanger-scout');
    expect(topFrame(s)).toMatchObject({ won: true });
    expect(pending(s)[0]).toMatchObject({ kind: 'break-tie', for: 'highest', tied: ['stark', 'lannister', 'baratheon', 'greyjoy'] });
  });
});

describe('2E-WILD-01 an attack returns to what started it', () => {
  it('after the attack the round goes on (here, the Planning phase)', () => {
    const s = reveal(bids(attack(2, 2), { stark: 2 }), 'silence-at-the-wall');
    expect(pending(s).every((d) => d.kind === 'place-orders')).toBe(true);
  });
});

describe('2E-HID-08 / OQ-20 the Raven’s look and the revealed card', () => {
  const looked = (to: 'top' | 'bottom') => (g: GameState): GameState => ({
    ...g,
    decks: { ...g.decks, wildling: { drawPile: 9, discard: [], ravenLook: { house: 'lannister', round: 1, to } } },
  });

  it('a card left on top is the one revealed: the look is public history no more', () => {
    const s = reveal(bids(attack(8, 8, looked('top')), { stark: 1, lannister: 1, baratheon: 1 }), 'silence-at-the-wall');
    expect(s.decks.wildling).toEqual({ drawPile: 9, discard: [] });
  });

  it('a card put at the bottom is still hidden there: the record stays', () => {
    const s = reveal(bids(attack(8, 8, looked('bottom')), { stark: 1, lannister: 1, baratheon: 1 }), 'silence-at-the-wall');
    expect(s.decks.wildling?.ravenLook).toEqual({ house: 'lannister', round: 1, to: 'bottom' });
  });
});
