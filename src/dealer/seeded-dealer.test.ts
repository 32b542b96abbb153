// The seeded dealer's Tides of Battle service ([2E-TOB-03]–[2E-TOB-06]): a shuffle of the 24 cards,
// private draws answered without the card, and reveals of exactly the cards it dealt; the private views
// it gives the page's own house (the Raven's look at the Wildling deck, a face-down Tides card).
import { describe, expect, it } from 'vitest';
import { newGame, TIDES_CARD_IDS, TIDES_CARDS, WILDLING_CARD_IDS, type Decision } from '../../engine/index';
import { seededDealer } from './seeded-dealer';

const seed = new Uint8Array(32).fill(7);
const state = newGame({ players: 3, tidesOfBattle: true });
const shuffle: Decision = { id: '1/shuffle-deck/tides-of-battle', kind: 'shuffle-deck', house: null, sealed: false, deck: 'tides-of-battle', reason: 'combat' };
const draw = (house: 'lannister' | 'stark'): Decision => ({ id: `1/draw-card/${house}/1`, kind: 'draw-card', house: null, sealed: false, deck: 'tides-of-battle', for: house });
const reveal = (house: 'lannister' | 'stark'): Decision => ({ id: `1/reveal-card/tides-of-battle/${house}`, kind: 'reveal-card', house: null, sealed: false, deck: 'tides-of-battle', for: house });

/** Deals one combat and returns the two revealed cards. */
function combat(dealer: ReturnType<typeof seededDealer>): string[] {
  expect(dealer.answer(state, shuffle)).toEqual({ kind: 'shuffle-deck', deck: 'tides-of-battle' });
  expect(dealer.answer(state, draw('lannister'))).toEqual({ kind: 'draw-card', deck: 'tides-of-battle', for: 'lannister' });
  dealer.answer(state, draw('stark'));
  return (['lannister', 'stark'] as const).map((h) => {
    const move = dealer.answer(state, reveal(h));
    if (move.kind !== 'reveal-card') throw new RangeError('expected a reveal');
    expect(move.for).toBe(h);
    return move.card;
  });
}

describe('seeded dealer: Tides of Battle', () => {
  it('draws carry no card; reveals name Tides cards; the same seed deals the same cards', () => {
    const a = combat(seededDealer(seed));
    expect(a.every((c) => (TIDES_CARD_IDS as readonly string[]).includes(c))).toBe(true);
    expect(combat(seededDealer(seed))).toEqual(a);
  });
  it('over many combats the cards follow the composition (each kind appears; skulls about 1 in 12)', () => {
    const dealer = seededDealer(seed);
    const seen = Array.from({ length: 600 }, () => combat(dealer)).flat();
    for (const id of TIDES_CARD_IDS) expect(seen).toContain(id);
    const skulls = seen.filter((c) => c === 'skull').length;
    expect(skulls).toBeGreaterThan(1200 * (TIDES_CARDS.skull.copies / 24) * 0.6);
    expect(skulls).toBeLessThan(1200 * (TIDES_CARDS.skull.copies / 24) * 1.4);
  });
  it('a reveal for a house it dealt nothing to is a programmer error', () => {
    const dealer = seededDealer(seed);
    dealer.answer(state, shuffle);
    expect(() => dealer.answer(state, reveal('stark'))).toThrow(RangeError);
  });
});

describe('seeded dealer: private views (2E-INF-11, 2E-TOB-04)', () => {
  const wildlingReveal: Decision = { id: '1/reveal-card/wildling', kind: 'reveal-card', house: null, sealed: false, deck: 'wildling' };
  const revealed = (dealer: ReturnType<typeof seededDealer>) => (dealer.answer(state, wildlingReveal) as { card: string }).card;

  it('the Raven sees the card the next Wildling reveal deals', () => {
    const dealer = seededDealer(seed);
    const top = dealer.peekWildlingTop(state);
    expect(WILDLING_CARD_IDS).toContain(top);
    expect(dealer.peekWildlingTop(state)).toBe(top);
    expect(revealed(dealer)).toBe(top);
  });

  it('a card put at the bottom is no longer on top; the new top is the one dealt', () => {
    const dealer = seededDealer(seed);
    const top = dealer.peekWildlingTop(state);
    dealer.observe({ kind: 'return-wildling-card', house: 'stark', to: 'bottom' });
    const next = dealer.peekWildlingTop(state);
    expect(next).not.toBe(top);
    expect(revealed(dealer)).toBe(next);
  });

  it('dealtTo names the card each combatant holds face down, the one its reveal shows', () => {
    const dealer = seededDealer(seed);
    expect(dealer.dealtTo('lannister')).toBeNull();
    dealer.answer(state, shuffle);
    dealer.answer(state, draw('lannister'));
    dealer.answer(state, draw('stark'));
    const held = [dealer.dealtTo('lannister'), dealer.dealtTo('stark')];
    expect(['lannister', 'stark'].map((h) => (dealer.answer(state, reveal(h as 'lannister' | 'stark')) as { card: string }).card)).toEqual(held);
  });
});
