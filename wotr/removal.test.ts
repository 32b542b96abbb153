import { describe, expect, it } from 'vitest';
import { apply, legalMoves, newGame, pending, WotrRuleViolation, type WotrState } from './index';
import type { DraftState } from './piles';
import { syntheticFullTable } from './playout.testkit';
import { edit, inPlay, TEST_LOCATIONS } from './wotr.testkit';

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof WotrRuleViolation) return e.rule;
    throw e;
  }
  throw new Error('expected a refusal');
}

// Trilogy with two of Frodo's Wizards characters renamed: Gandalf the White and Gandalf the Grey.
const NAMES: Record<string, string> = { 'wizards-1': 'gandalf-the-white', 'wizards-3': 'gandalf-the-grey' };
const TABLE = syntheticFullTable().map((c) => (c.id in NAMES ? { ...c, id: NAMES[c.id]!, title: NAMES[c.id]! } : c));

/** Round 1, Frodo (seat 0) to act, holding only `white` (ref 2) and ref 3; `change` edits the rest. */
function frodoTurn(change: (d: DraftState) => void = () => undefined): WotrState {
  let s = newGame({ scenario: 'trilogy', cards: TABLE, locations: TEST_LOCATIONS });
  for (const [seat, x] of s.seats.entries()) s = apply(s, { kind: 'setup-cycle', seat, refs: x.hand.slice(0, 2) });
  s = apply(apply(s, { kind: 'lot', index: 0 }), { kind: 'lot', index: 0 });
  return edit(s, (d) => {
    d.seats[0]!.hand = [2, 3, 4];
    change(d);
  });
}

const playWhite = (s: WotrState): WotrState => apply(s, { kind: 'play', seat: 0, ref: 2, card: 'gandalf-the-white', to: { zone: 'reserve' }, cost: { cycle: 3 } });

describe('[WOTR-PLAY-12], [WOTR-PROC-08] playing Gandalf the White removes Gandalf the Grey', () => {
  it('in play: eliminated at once, face up, its items with it', () => {
    const s = playWhite(frodoTurn((d) => void (d.path!.cards = [inPlay(50, 'gandalf-the-grey', 0, [inPlay(51, 'hobbits-0', 2)])])));
    expect(s.path!.cards).toEqual([]);
    expect(s.seats[0]!.eliminated).toEqual([{ ref: 50, card: 'gandalf-the-grey' }]);
    expect(s.seats[2]!.eliminated).toEqual([{ ref: 51, card: 'hobbits-0' }]);
    expect(pending(s)[0]).toMatchObject({ kind: 'turn', seats: [1] });
  });

  it('known in a pile: from the cycle pile to the eliminated pile; already eliminated: nothing', () => {
    const cycled = playWhite(frodoTurn((d) => void d.seats[0]!.cycle.push({ ref: 60, card: 'gandalf-the-grey' })));
    expect(cycled.seats[0]!.eliminated).toEqual([{ ref: 60, card: 'gandalf-the-grey' }]);
    const gone = playWhite(frodoTurn((d) => void d.seats[0]!.eliminated.push({ ref: 60, card: 'gandalf-the-grey' })));
    expect([gone.seats[0]!.eliminated, pending(gone)[0]!.kind]).toEqual([[{ ref: 60, card: 'gandalf-the-grey' }], 'turn']);
  });

  it('[WOTR-HIO-11] hidden: the owner is shown its deck, reveals where the card is, and the deck is reshuffled', () => {
    const s = playWhite(frodoTurn());
    const deck = s.seats[0]!.deck;
    expect(s.ops).toEqual([{ op: 'search', seat: 0, refs: deck }]);
    expect(pending(s)).toEqual([{ kind: 'remove', seats: [0], simultaneous: false, sealed: false, card: 'gandalf-the-grey' }]);
    const fromHand = apply(s, { kind: 'remove', seat: 0, from: 'hand', ref: 4, card: 'gandalf-the-grey' });
    expect(fromHand.seats[0]!.hand).toEqual([]);
    expect(fromHand.seats[0]!.eliminated).toEqual([{ ref: 4, card: 'gandalf-the-grey' }]);
    expect(fromHand.ops).toEqual([{ op: 'recycle', seat: 0, from: deck, to: deck.map((_, i) => s.nextRef + i) }]);
    const fromDeck = apply(s, { kind: 'remove', seat: 0, from: 'deck', ref: deck[5]!, card: 'gandalf-the-grey' });
    expect(fromDeck.seats[0]!.deck).toHaveLength(deck.length - 1);
    expect(fromDeck.seats[0]!.eliminated).toEqual([{ ref: deck[5], card: 'gandalf-the-grey' }]);
    const fromCycle = apply(s, { kind: 'remove', seat: 0, from: 'cycle', ref: 0, card: 'gandalf-the-grey' });
    expect(fromCycle.seats[0]!.cycle.map((c) => c.ref)).toEqual([1, 3]);
  });

  it('[WOTR-PROC-08] refuses another card, a ref not there, a face-up cycle card, another seat, and "none" with no hidden eliminated card', () => {
    const s = playWhite(frodoTurn());
    expect(refusal(() => apply(s, { kind: 'remove', seat: 0, from: 'hand', ref: 4, card: 'gandalf-the-white' }))).toBe('WOTR-PROC-08');
    expect(refusal(() => apply(s, { kind: 'remove', seat: 0, from: 'deck', ref: 4, card: 'gandalf-the-grey' }))).toBe('WOTR-PROC-08');
    const faceUp = edit(s, (d) => void d.seats[0]!.cycle.push({ ref: 62, card: 'hobbits-2' }));
    expect(refusal(() => apply(faceUp, { kind: 'remove', seat: 0, from: 'cycle', ref: 62, card: 'gandalf-the-grey' }))).toBe('WOTR-PROC-08');
    expect(refusal(() => apply(s, { kind: 'remove', seat: 1, from: 'none' }))).toBe('WOTR-PROC-08');
    expect(refusal(() => apply(s, { kind: 'remove', seat: 0, from: 'none' }))).toBe('WOTR-PROC-08');
    const withHidden = edit(s, (d) => void d.seats[0]!.eliminated.push({ ref: 61, card: null }));
    expect(apply(withHidden, { kind: 'remove', seat: 0, from: 'none' }).seats[0]!.eliminated).toEqual([{ ref: 61, card: null }]);
  });

  it('legalMoves offers "none" and the places of the card the seat can name', () => {
    const s = playWhite(frodoTurn());
    const moves = legalMoves(edit(s, (d) => void d.seats[0]!.eliminated.push({ ref: 61, card: null })), 0, (ref) => (ref === 4 ? 'gandalf-the-grey' : null));
    expect(moves).toEqual([
      { kind: 'remove', seat: 0, from: 'none' },
      { kind: 'remove', seat: 0, from: 'hand', ref: 4, card: 'gandalf-the-grey' },
    ]);
  });
});

describe('[WOTR-PROC-03] a removal that empties the deck', () => {
  it('the cycle pile becomes the deck at once', () => {
    const s = playWhite(frodoTurn((d) => void (d.seats[0]!.deck = [70])));
    const a = apply(s, { kind: 'remove', seat: 0, from: 'deck', ref: 70, card: 'gandalf-the-grey' });
    expect(a.seats[0]!.cycle).toEqual([]);
    expect(a.ops).toEqual([{ op: 'recycle', seat: 0, from: [0, 1, 3], to: [s.nextRef, s.nextRef + 1, s.nextRef + 2] }]);
  });
});
