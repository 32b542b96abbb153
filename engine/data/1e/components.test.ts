// Invariants of the 1st edition's houses, cards, decks and tracks: what the components force to be
// true ([1E-COMP-01]–[1E-COMP-08], agot-1e.md §3).
import { describe, expect, it } from 'vitest';
import { TRACKS } from '../vocabulary';
import { WESTEROS_DECK_NUMBERS } from '../westeros-cards';
import { AREAS_1E } from './areas';
import { HOUSE_CARDS_1E } from './house-cards';
import { HOUSE_CARD_IDS_1E, HOUSES_1E } from './vocabulary';
import { HOUSE_INFO_1E, HOUSES_BY_PLAYER_COUNT_1E, PLAYER_COUNTS_1E, UNIT_LIMITS_1E, UNIT_TYPES_1E } from './houses';
import { KINGS_COURT_STARS_BY_COUNT_1E, NEUTRAL_FORCES_1E, SUPPLY_LIMITS_1E, VICTORY_AREAS_1E } from './tracks';
import { WESTEROS_CARD_IDS_1E, WESTEROS_DECKS_1E } from './westeros-cards';

describe('1E-GEN-01 houses and player counts', () => {
  it('five houses, no Martell; 3 to 5 players, each count a seat-ordered subset', () => {
    expect(HOUSES_1E).toEqual(['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell']);
    for (const n of PLAYER_COUNTS_1E) {
      expect(HOUSES_BY_PLAYER_COUNT_1E[n]).toHaveLength(n);
      expect(HOUSES_BY_PLAYER_COUNT_1E[n]).toEqual(HOUSES_1E.filter((h) => HOUSES_BY_PLAYER_COUNT_1E[n].includes(h)));
    }
  });

  it('1E-FEW-01, 1E-FEW-02: Greyjoy and Tyrell sit out at 3, Greyjoy at 4; 8 areas win at 3, else 7', () => {
    const absent = (n: 3 | 4 | 5) => HOUSES_1E.filter((h) => !HOUSES_BY_PLAYER_COUNT_1E[n].includes(h));
    expect([absent(3), absent(4), absent(5)]).toEqual([['greyjoy', 'tyrell'], ['greyjoy'], []]);
    expect(VICTORY_AREAS_1E).toEqual({ 3: 8, 4: 7, 5: 7 });
  });
});

describe('1E-COMP-02 units and start cards', () => {
  it('10 footmen, 4 knights, 6 ships per house, no siege engines', () => {
    expect(UNIT_TYPES_1E).toEqual(['footman', 'knight', 'ship']);
    expect(UNIT_LIMITS_1E).toEqual({ footman: 10, knight: 4, ship: 6 });
  });

  it('1E-SETUP-07: start units within the pool, land units on land, ships at sea; the home area has the crest', () => {
    for (const h of HOUSES_1E) {
      const info = HOUSE_INFO_1E[h];
      expect(AREAS_1E[info.home].home).toBe(h);
      const units = info.startingUnits.flatMap((s) => s.units);
      for (const u of UNIT_TYPES_1E) expect(units.filter((x) => x === u).length).toBeLessThanOrEqual(UNIT_LIMITS_1E[u]);
      for (const { area, units: here } of info.startingUnits) for (const u of here) expect(AREAS_1E[area].kind === 'land', `${h} ${area}`).toBe(u !== 'ship');
      expect(info.startingSupply).toBeGreaterThanOrEqual(0);
      expect(info.startingSupply).toBeLessThan(SUPPLY_LIMITS_1E.length);
    }
  });

  it('1E-SETUP-07: each track’s start positions are 1 to 5, once each', () => {
    for (const t of TRACKS) expect(HOUSES_1E.map((h) => HOUSE_INFO_1E[h].trackPositions[t]).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('1E-NEUT-01: three neutral force tokens, on land areas that are nobody’s home', () => {
    expect(NEUTRAL_FORCES_1E.map(([a]) => a)).toEqual(['kings-landing', 'sunspear', 'the-eyrie']);
    for (const [a] of NEUTRAL_FORCES_1E) expect(AREAS_1E[a]).toMatchObject({ kind: 'land', home: null });
  });
});

describe('1E-COMP-04 House cards', () => {
  it('35 cards, 7 per house, each house with strengths 0, 0, 1, 1, 2, 2, 3', () => {
    expect(HOUSE_CARD_IDS_1E).toHaveLength(35);
    for (const id of HOUSE_CARD_IDS_1E) expect(HOUSE_CARDS_1E[id].id).toBe(id);
    for (const h of HOUSES_1E) {
      const cards = HOUSE_CARD_IDS_1E.filter((id) => HOUSE_CARDS_1E[id].house === h);
      expect([...HOUSE_INFO_1E[h].houseCards].sort()).toEqual([...cards].sort());
      expect(cards.map((id) => HOUSE_CARDS_1E[id].strength).sort()).toEqual([0, 0, 1, 1, 2, 2, 3]);
    }
  });

  it('1E-HCARD-05: three cards per house have a text, and a card has a text exactly when it has a timing', () => {
    for (const h of HOUSES_1E) {
      const texts = HOUSE_CARD_IDS_1E.filter((id) => HOUSE_CARDS_1E[id].house === h && HOUSE_CARDS_1E[id].text !== null);
      expect(texts, h).toHaveLength(3);
    }
    for (const id of HOUSE_CARD_IDS_1E) expect(HOUSE_CARDS_1E[id].text === null).toBe(HOUSE_CARDS_1E[id].timing === 'none');
  });
});

describe('1E-COMP-05 Westeros decks', () => {
  it('three decks of 10; Winter Is Coming and Last Days of Summer in each ([1E-WCARD-06], [1E-WCARD-07])', () => {
    for (const n of WESTEROS_DECK_NUMBERS) {
      const deck = WESTEROS_DECKS_1E[n];
      expect(deck.reduce((s, e) => s + e.copies, 0)).toBe(10);
      expect(new Set(deck.map((e) => e.card)).size).toBe(deck.length);
      expect(deck.map((e) => e.card)).toEqual(expect.arrayContaining(['winter-is-coming', 'last-days-of-summer']));
    }
    expect(new Set(WESTEROS_DECK_NUMBERS.flatMap((n) => WESTEROS_DECKS_1E[n].map((e) => e.card)))).toEqual(new Set(WESTEROS_CARD_IDS_1E));
  });

  it('1E-WCARD-05: the Wildling Attack cards are in deck III only', () => {
    expect(WESTEROS_DECK_NUMBERS.filter((n) => WESTEROS_DECKS_1E[n].some((e) => e.card === 'wildlings-attack'))).toEqual([3]);
  });
});

describe('1E-INF-03 King’s Court stars', () => {
  it('5 positions with 3, 3, 2, 1, 0 stars; with fewer houses the printed stars of the first positions', () => {
    expect(KINGS_COURT_STARS_BY_COUNT_1E).toEqual({ 3: [3, 3, 2], 4: [3, 3, 2, 1], 5: [3, 3, 2, 1, 0] });
  });
});
