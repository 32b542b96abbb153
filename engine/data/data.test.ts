// Invariants of the transcribed data: what the printed components force to be true.
import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREAS, type AreaId } from './areas';
import { BORDERS, NEIGHBOURS, PORT_LINKS, isAdjacent } from './adjacency';
import { HOUSE_CARD_IDS, HOUSE_CARDS } from './house-cards';
import { HOUSE_INFO, HOUSES_BY_PLAYER_COUNT, UNIT_LIMITS } from './houses';
import { NEUTRAL_FORCES } from './neutral-forces';
import { ORDER_TOKEN_IDS, ORDER_TOKENS, orderToken } from './orders';
import { TIDES_CARD_IDS, TIDES_CARDS } from './tides-of-battle';
import { KINGS_COURT_STARS, SUPPLY_LIMITS } from './tracks';
import { WESTEROS_DECK_NUMBERS, WESTEROS_DECKS } from './westeros-cards';
import { WILDLING_CARD_IDS } from './wildling-cards';
import { HOUSES, ORDER_TYPES, PLAYER_COUNTS, UNIT_TYPES } from './vocabulary';

const count = <T>(items: readonly T[], keep: (t: T) => boolean) => items.filter(keep).length;

describe('2E-DATA-01 board: 58 areas', () => {
  it('has 38 land areas, 12 seas and 8 ports', () => {
    expect(AREA_IDS).toHaveLength(58);
    expect(count(AREA_IDS, (a) => AREAS[a].kind === 'land')).toBe(38);
    expect(count(AREA_IDS, (a) => AREAS[a].kind === 'sea')).toBe(12);
    expect(count(AREA_IDS, (a) => AREAS[a].kind === 'port')).toBe(8);
  });

  it('every entry is keyed by its own id, and ids are unique', () => {
    expect(new Set(AREA_IDS).size).toBe(AREA_IDS.length);
    for (const a of AREA_IDS) expect(AREAS[a].id).toBe(a);
  });

  it('2E-DATA-02: 10 Castles and 10 Strongholds, all on land', () => {
    expect(count(AREA_IDS, (a) => AREAS[a].fortification === 'castle')).toBe(10);
    expect(count(AREA_IDS, (a) => AREAS[a].fortification === 'stronghold')).toBe(10);
    expect(count(AREA_IDS, (a) => AREAS[a].fortification !== 'none' && AREAS[a].kind !== 'land')).toBe(0);
  });

  it('24 supply barrels and 19 power crowns, only on land', () => {
    expect(AREA_IDS.reduce((s, a) => s + AREAS[a].supply, 0)).toBe(24);
    expect(AREA_IDS.reduce((s, a) => s + AREAS[a].power, 0)).toBe(19);
    expect(count(AREA_IDS, (a) => AREAS[a].kind !== 'land' && AREAS[a].supply + AREAS[a].power > 0)).toBe(0);
  });

  it('2E-TERM-04: each house has exactly one home area, the one on its screen', () => {
    for (const h of HOUSES) {
      expect(AREA_IDS.filter((a) => AREAS[a].home === h)).toEqual([HOUSE_INFO[h].home]);
    }
  });

  it('2E-BOARD-03: Dragonstone, Pyke and The Arbor are the islands, touching only sea and port', () => {
    expect(AREA_IDS.filter((a) => AREAS[a].island)).toEqual(['dragonstone', 'pyke', 'the-arbor']);
    for (const island of ['dragonstone', 'pyke', 'the-arbor'] as const) {
      expect(NEIGHBOURS[island].every((n) => AREAS[n].kind !== 'land')).toBe(true);
    }
  });
});

describe('2E-DATA-03 adjacency', () => {
  it('lists 127 distinct borders between land and sea areas, none from an area to itself', () => {
    expect(BORDERS).toHaveLength(127);
    expect(new Set(BORDERS.map(([a, b]) => `${a}|${b}`)).size).toBe(127);
    for (const [a, b] of BORDERS) {
      expect(a).not.toBe(b);
      expect(AREAS[a].kind).not.toBe('port');
      expect(AREAS[b].kind).not.toBe('port');
    }
  });

  it('2E-DATA-04: is symmetric', () => {
    for (const a of AREA_IDS) for (const b of NEIGHBOURS[a]) expect(NEIGHBOURS[b]).toContain(a);
    for (const [a, b] of BORDERS) expect(isAdjacent(a, b) && isAdjacent(b, a)).toBe(true);
  });

  it('every area has a neighbour', () => {
    for (const a of AREA_IDS) expect(NEIGHBOURS[a].length).toBeGreaterThan(0);
  });

  it('2E-BOARD-01: areas that touch only across a river are not adjacent', () => {
    expect(isAdjacent('winterfell', 'greywater-watch')).toBe(false);
    expect(isAdjacent('harrenhal', 'the-mountains-of-the-moon')).toBe(false);
    expect(isAdjacent('riverrun', 'the-mountains-of-the-moon')).toBe(false);
    expect(isAdjacent('starfall', 'three-towers')).toBe(false);
  });
});

describe('2E-PORT-03 ports', () => {
  const ports = AREA_IDS.filter((a) => AREAS[a].kind === 'port');

  it('every port links exactly one land area and one sea, which are adjacent', () => {
    expect(PORT_LINKS).toHaveLength(16);
    for (const p of ports) {
      const { portLand, portSea } = AREAS[p];
      expect(portLand).not.toBeNull();
      expect(portSea).not.toBeNull();
      expect(AREAS[portLand!].kind).toBe('land');
      expect(AREAS[portSea!].kind).toBe('sea');
      expect(isAdjacent(portLand!, portSea!)).toBe(true);
      expect(NEIGHBOURS[p]).toEqual([portLand, portSea].sort((x, y) => (AREA_IDS as readonly AreaId[]).indexOf(x!) - (AREA_IDS as readonly AreaId[]).indexOf(y!)));
      expect(AREAS[portLand!].port).toBe(p);
    }
  });

  it('every land area that names a port is that port’s land', () => {
    for (const a of AREA_IDS) {
      const port = AREAS[a].port;
      if (port !== null) expect(AREAS[port].portLand).toBe(a);
    }
    expect(count(AREA_IDS, (a) => AREAS[a].port !== null)).toBe(8);
  });
});

describe('2E-COMP-01 units and limits', () => {
  it('each house owns 10 Footmen, 5 Knights, 6 Ships and 2 Siege Engines (2E-COMP-07: 138 in all)', () => {
    expect(UNIT_LIMITS).toEqual({ footman: 10, knight: 5, ship: 6, 'siege-engine': 2 });
    expect(UNIT_TYPES.reduce((s, u) => s + UNIT_LIMITS[u], 0) * HOUSES.length).toBe(138);
  });

  it('starting units stay within the limits, and land units start on land, ships at sea or in a port', () => {
    for (const h of HOUSES) {
      const units = HOUSE_INFO[h].startingUnits.flatMap((s) => s.units);
      for (const u of UNIT_TYPES) expect(units.filter((x) => x === u).length).toBeLessThanOrEqual(UNIT_LIMITS[u]);
      for (const { area, units: here } of HOUSE_INFO[h].startingUnits) {
        for (const u of here) expect(AREAS[area].kind === 'land').toBe(u !== 'ship');
      }
    }
  });
});

describe('2E-COMP-03 order tokens', () => {
  it('15 per house: 10 normal and 5 special, one special of each type', () => {
    expect(ORDER_TOKEN_IDS).toHaveLength(15);
    expect(count(ORDER_TOKEN_IDS, (t) => ORDER_TOKENS[t].star)).toBe(5);
    for (const type of ORDER_TYPES) {
      const ofType = ORDER_TOKEN_IDS.filter((t) => ORDER_TOKENS[t].type === type);
      expect(ofType).toHaveLength(3);
      expect(count(ofType, (t) => ORDER_TOKENS[t].star)).toBe(1);
    }
  });

  it('carries the printed bonuses: March −1/+0/+1★, Defense +1/+1/+2★, Support +0/+0/+1★', () => {
    const bonuses = (type: string) => ORDER_TOKEN_IDS.filter((t) => ORDER_TOKENS[t].type === type).map((t) => ORDER_TOKENS[t].bonus);
    expect(bonuses('march')).toEqual([-1, 0, 1]);
    expect(bonuses('defense')).toEqual([1, 1, 2]);
    expect(bonuses('support')).toEqual([0, 0, 1]);
  });

  it('orderToken (the switch the engine reads tokens by) gives the table\'s own object for every id', () => {
    for (const t of ORDER_TOKEN_IDS) expect(orderToken(t)).toBe(ORDER_TOKENS[t]);
  });
});

describe('2E-COMP-02 house cards', () => {
  it('42 cards, 7 per house, with printed strengths 4, 3, 2, 2, 1, 1, 0', () => {
    expect(HOUSE_CARD_IDS).toHaveLength(42);
    for (const h of HOUSES) {
      const cards = HOUSE_CARD_IDS.filter((c) => HOUSE_CARDS[c].house === h);
      expect(cards).toHaveLength(7);
      expect([...HOUSE_INFO[h].houseCards].sort()).toEqual([...cards].sort());
      expect(cards.map((c) => HOUSE_CARDS[c].strength).sort((a, b) => b - a)).toEqual([4, 3, 2, 2, 1, 1, 0]);
    }
  });

  it('2E-EX-COMBAT-02: Ser Jaime Lannister is 2 with a sword, Alester Florent 1 with a tower', () => {
    expect(HOUSE_CARDS['ser-jaime-lannister']).toMatchObject({ strength: 2, swords: 1, towers: 0 });
    expect(HOUSE_CARDS['alester-florent']).toMatchObject({ strength: 1, swords: 0, towers: 1 });
  });

  it('a card with no text has icons or is strength 4 (Eddard-like), and only text cards have a timing', () => {
    for (const c of HOUSE_CARD_IDS) expect(HOUSE_CARDS[c].timing === 'none').toBe(HOUSE_CARDS[c].text === null);
  });
});

describe('2E-WCARD-01 Westeros decks', () => {
  it('10 cards in each of decks I, II and III, with 3, 3 and 5 wildling icons', () => {
    const size = (d: 1 | 2 | 3) => WESTEROS_DECKS[d].reduce((s, e) => s + e.copies, 0);
    const icons = (d: 1 | 2 | 3) => WESTEROS_DECKS[d].reduce((s, e) => s + e.copies * e.wildlingIcons, 0);
    expect(WESTEROS_DECK_NUMBERS.map(size)).toEqual([10, 10, 10]);
    expect(WESTEROS_DECK_NUMBERS.map(icons)).toEqual([3, 3, 5]);
  });

  it('Winter is Coming and Last Days of Summer stand in decks I and II', () => {
    for (const card of ['winter-is-coming', 'last-days-of-summer'] as const) {
      expect(WESTEROS_DECK_NUMBERS.filter((d) => WESTEROS_DECKS[d].some((e) => e.card === card))).toEqual([1, 2]);
    }
  });
});

describe('other decks and tracks', () => {
  it('2E-WLC-01: 9 different wildling cards', () => {
    expect(new Set(WILDLING_CARD_IDS).size).toBe(9);
  });

  it('2E-TOB-10: 24 Tides of Battle cards, 2 of them skulls', () => {
    expect(TIDES_CARD_IDS.reduce((s, c) => s + TIDES_CARDS[c].copies, 0)).toBe(24);
    expect(TIDES_CARDS.skull).toMatchObject({ copies: 2, skull: true, strength: 0 });
  });

  it('2E-SUP-03: supply levels 0–6 allow 2, 2, 3, 4, 4, 4, 5 armies, slots largest first', () => {
    expect(SUPPLY_LIMITS.map((s) => s.length)).toEqual([2, 2, 3, 4, 4, 4, 5]);
    for (const slots of SUPPLY_LIMITS) expect([...slots].sort((a, b) => b - a)).toEqual(slots);
  });

  it('2E-INF-10: King’s Court stars per position and player count', () => {
    for (const n of PLAYER_COUNTS) expect(KINGS_COURT_STARS[n]).toHaveLength(n);
    expect(KINGS_COURT_STARS[6]).toEqual([3, 3, 2, 1, 0, 0]);
    expect(KINGS_COURT_STARS[4]).toEqual([3, 2, 1, 0]);
  });

  it('2E-FEW-06: 2, 9, 12 and 14 Neutral Force tokens for 6, 5, 4 and 3 players', () => {
    expect([6, 5, 4, 3].map((n) => NEUTRAL_FORCES[n as 3].length)).toEqual([2, 9, 12, 14]);
    for (const n of PLAYER_COUNTS) {
      for (const [area] of NEUTRAL_FORCES[n]) expect(AREAS[area].kind).toBe('land');
    }
  });

  it('2E-FEW-01: houses by player count', () => {
    expect(HOUSES_BY_PLAYER_COUNT[3]).toEqual(['stark', 'lannister', 'baratheon']);
    expect(HOUSES_BY_PLAYER_COUNT[4]).toEqual(['stark', 'lannister', 'baratheon', 'greyjoy']);
    expect(HOUSES_BY_PLAYER_COUNT[5]).not.toContain('martell');
    expect(HOUSES_BY_PLAYER_COUNT[6]).toEqual([...HOUSES]);
  });
});
