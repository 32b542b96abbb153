// Setup for 3, 4, 5 and 6 players ([2E-SETUP-*], [2E-FEW-*]). Expected values are typed in from
// the rules reference's tables, not computed from engine/data, so a transcription slip shows up.
import { describe, expect, it } from 'vitest';
import { AREA_IDS, type AreaId } from './data/areas';
import type { House, PlayerCount, UnitType } from './data/vocabulary';
import { RuleViolation } from './errors';
import { controllerOf, victoryPoints } from './control';
import { holderOf, starLimit } from './influence';
import { newGame } from './setup';
import type { GameState } from './state';
import { pending } from './flow';

// 2E-SETUP-17: the units on each house's screen (with the FAQ Lannister port ship, 2E-FEW-08).
const STARTING_UNITS: Record<House, Partial<Record<AreaId, UnitType[]>>> = {
  stark: { winterfell: ['footman', 'knight'], 'white-harbor': ['footman'], 'the-shivering-sea': ['ship'] },
  lannister: { lannisport: ['footman', 'knight'], 'stoney-sept': ['footman'], 'the-golden-sound': ['ship'], 'port-of-lannisport': ['ship'] },
  baratheon: { dragonstone: ['footman', 'knight'], kingswood: ['footman'], 'shipbreaker-bay': ['ship', 'ship'] },
  greyjoy: { pyke: ['footman', 'knight'], 'greywater-watch': ['footman'], 'ironmans-bay': ['ship'], 'port-of-pyke': ['ship'] },
  tyrell: { highgarden: ['footman', 'knight'], 'dornish-marches': ['footman'], 'redwyne-straits': ['ship'] },
  martell: { sunspear: ['footman', 'knight'], 'salt-shore': ['footman'], 'sea-of-dorne': ['ship'] },
};

// 2E-FEW-05: Neutral Force tokens by area and player count.
const NEUTRALS: Record<PlayerCount, Partial<Record<AreaId, number | 'impassable'>>> = {
  6: { 'kings-landing': 5, 'the-eyrie': 6 },
  5: { 'kings-landing': 5, 'the-eyrie': 6, sunspear: 5, 'salt-shore': 3, starfall: 3, yronwood: 3, 'princes-pass': 3, 'the-boneway': 3, 'three-towers': 3 },
  4: {
    'kings-landing': 5, 'the-eyrie': 6, sunspear: 5, 'salt-shore': 3, starfall: 3, yronwood: 3, 'princes-pass': 3,
    'the-boneway': 3, 'three-towers': 3, 'storms-end': 4, oldtown: 3, 'dornish-marches': 3,
  },
  3: {
    'kings-landing': 5, 'the-eyrie': 6, sunspear: 'impassable', 'salt-shore': 'impassable', starfall: 'impassable',
    yronwood: 'impassable', 'princes-pass': 'impassable', 'the-boneway': 'impassable', 'three-towers': 'impassable',
    'storms-end': 'impassable', oldtown: 'impassable', 'dornish-marches': 'impassable', highgarden: 'impassable', pyke: 'impassable',
  },
};

const HOUSES_IN_PLAY: Record<PlayerCount, House[]> = {
  3: ['stark', 'lannister', 'baratheon'],
  4: ['stark', 'lannister', 'baratheon', 'greyjoy'],
  5: ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell'],
  6: ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell', 'martell'],
};

// 2E-SETUP-16 (6 players) and 2E-SETUP-09 (absent houses removed, the rest slid left).
const TRACKS_6P = {
  'iron-throne': ['baratheon', 'lannister', 'stark', 'martell', 'greyjoy', 'tyrell'],
  fiefdoms: ['greyjoy', 'tyrell', 'martell', 'stark', 'baratheon', 'lannister'],
  'kings-court': ['lannister', 'stark', 'martell', 'baratheon', 'tyrell', 'greyjoy'],
} as const;

const COUNTS = [3, 4, 5, 6] as const;

function unitsOf(state: GameState, house: House): Partial<Record<AreaId, UnitType[]>> {
  const found: Partial<Record<AreaId, UnitType[]>> = {};
  for (const a of AREA_IDS) {
    const mine = state.areas[a].units.filter((u) => u.house === house).map((u) => u.type);
    if (mine.length > 0) found[a] = mine.sort();
  }
  return found;
}

describe.each(COUNTS)('setup for %i players', (n) => {
  const state = newGame({ players: n });
  const houses = HOUSES_IN_PLAY[n];

  it('2E-FEW-01: the rulebook’s houses play', () => {
    expect(state.options.houses).toEqual(houses);
    expect(Object.keys(state.houses).sort()).toEqual([...houses].sort());
  });

  it('2E-SETUP-11, 2E-SETUP-17: every unit on its area, and no other unit anywhere', () => {
    for (const h of houses) expect(unitsOf(state, h)).toEqual(STARTING_UNITS[h]);
    const total = AREA_IDS.reduce((s, a) => s + state.areas[a].units.length, 0);
    const expected = houses.reduce((s, h) => s + Object.values(STARTING_UNITS[h]).flat().length, 0);
    expect(total).toBe(expected);
    expect(AREA_IDS.every((a) => state.areas[a].units.every((u) => !u.routed))).toBe(true);
  });

  it('2E-SETUP-04, 2E-FEW-04, 2E-FEW-05: Neutral Forces of the right strength on the right areas, none elsewhere', () => {
    const found = Object.fromEntries(AREA_IDS.filter((a) => state.areas[a].neutralForce !== null).map((a) => [a, state.areas[a].neutralForce]));
    expect(found).toEqual(NEUTRALS[n]);
  });

  it('2E-SETUP-12, 2E-GARR-09: a Garrison in each home area in play, none elsewhere', () => {
    const found = AREA_IDS.filter((a) => state.areas[a].garrison !== null).map((a) => [a, state.areas[a].garrison]);
    const homes: Record<House, AreaId> = { stark: 'winterfell', lannister: 'lannisport', baratheon: 'dragonstone', greyjoy: 'pyke', tyrell: 'highgarden', martell: 'sunspear' };
    expect(found.sort()).toEqual(houses.map((h) => [homes[h], h]).sort());
  });

  it('2E-SETUP-08, 2E-SETUP-09: track orders are the 6-player orders with absent houses removed', () => {
    for (const t of ['iron-throne', 'fiefdoms', 'kings-court'] as const) {
      expect(state.tracks[t]).toEqual(TRACKS_6P[t].filter((h) => houses.includes(h)));
    }
  });

  it('2E-SETUP-10: position 1 of each track holds its Dominance token, active side up', () => {
    expect(holderOf(state, 'iron-throne')).toBe('baratheon');
    expect(holderOf(state, 'valyrian-steel-blade')).toBe(n === 3 ? 'stark' : 'greyjoy');
    expect(holderOf(state, 'messenger-raven')).toBe('lannister');
    expect(state.bladeUsed).toBe(false);
    expect(state.ravenUsed).toBe(false);
  });

  it('2E-SETUP-13: every house has 5 available Power', () => {
    for (const h of houses) expect(state.houses[h]?.power).toBe(5);
  });

  it('2E-SETUP-16: Supply Stark 1, every other house 2; victory Stark 2, every other house 1', () => {
    for (const h of houses) {
      expect(state.houses[h]?.supply).toBe(h === 'stark' ? 1 : 2);
      expect(victoryPoints(state, h)).toBe(h === 'stark' ? 2 : 1);
    }
  });

  it('2E-SETUP-07: each house holds its 7 House cards, none discarded', () => {
    for (const h of houses) {
      expect(state.houses[h]?.hand).toHaveLength(7);
      expect(state.houses[h]?.discard).toEqual([]);
    }
  });

  it('2E-SETUP-02, 2E-SETUP-03, 2E-SETUP-05, 2E-SETUP-15: round 1, threat 2, decks face down and full', () => {
    expect(state.round).toBe(1);
    expect(state.wildlingThreat).toBe(2);
    expect(state.decks['westeros-1']).toEqual({ drawPile: 10, discard: [] });
    expect(state.decks['westeros-2']).toEqual({ drawPile: 10, discard: [] });
    expect(state.decks['westeros-3']).toEqual({ drawPile: 10, discard: [] });
    expect(state.decks.wildling).toEqual({ drawPile: 9, discard: [] });
    expect(state.decks['tides-of-battle']).toBeUndefined();
    expect(state.winner).toBeNull();
  });

  it('2E-ROUND-02: the game starts in the Planning phase, asking every house for sealed orders', () => {
    expect(pending(state).map((d) => [d.kind, d.house, d.sealed])).toEqual(houses.map((h) => ['place-orders', h, true]));
  });

  it('2E-FEW-02, 2E-CTRL-14: an absent house’s home area is an ordinary area nobody controls', () => {
    const absentHomes: Partial<Record<House, AreaId>> = { greyjoy: 'pyke', tyrell: 'highgarden', martell: 'sunspear' };
    for (const [h, home] of Object.entries(absentHomes) as [House, AreaId][]) {
      if (!houses.includes(h)) expect(controllerOf(state, home)).toBeNull();
    }
  });
});

describe('2E-FEW-07 King’s Court overlay', () => {
  it('3 players: positions 1–3 give 3, 2, 1 stars', () => {
    const s = newGame({ players: 3 });
    expect(s.tracks['kings-court'].map((h) => starLimit(s, h))).toEqual([3, 2, 1]);
  });

  it('4 players: positions 1–4 give 3, 2, 1, 0 stars', () => {
    const s = newGame({ players: 4 });
    expect(s.tracks['kings-court'].map((h) => starLimit(s, h))).toEqual([3, 2, 1, 0]);
  });

  it('2E-EX-PLAN-01: 6 players without overlay: positions 1, 4 and 5 give 3, 1 and 0', () => {
    const s = newGame({ players: 6 });
    expect(s.tracks['kings-court'].map((h) => starLimit(s, h))).toEqual([3, 3, 2, 1, 0, 0]);
  });
});

describe('2E-EX-SETUP-01 the 4-player example', () => {
  it('tracks and Dominance tokens after the shift', () => {
    const s = newGame({ houses: ['stark', 'greyjoy', 'lannister', 'baratheon'] });
    expect(s.tracks).toEqual({
      'iron-throne': ['baratheon', 'lannister', 'stark', 'greyjoy'],
      fiefdoms: ['greyjoy', 'stark', 'baratheon', 'lannister'],
      'kings-court': ['lannister', 'stark', 'baratheon', 'greyjoy'],
    });
  });
});

describe('game options', () => {
  it('2E-TOB-01: Tides of Battle adds a face-down deck of 24', () => {
    expect(newGame({ players: 4, tidesOfBattle: true }).decks['tides-of-battle']).toEqual({ drawPile: 24, discard: [] });
  });

  it('2E-OVR-01: rejects a player count outside 3–6', () => {
    for (const players of [2, 7, 0, 3.5]) {
      expect(() => newGame({ players })).toThrow(expect.objectContaining({ rule: '2E-OVR-01' }));
    }
  });

  it('2E-SETUP-06: rejects houses not allowed at the player count', () => {
    const bad = [['stark', 'lannister', 'greyjoy'], ['stark', 'stark', 'lannister'], ['stark', 'lannister', 'baratheon', 'dorne']];
    for (const houses of bad) {
      const attempt = () => newGame({ houses });
      expect(attempt).toThrow(RuleViolation);
      expect(attempt).toThrow(expect.objectContaining({ rule: '2E-SETUP-06' }));
    }
  });

  it('2E-OVR-01: a config with neither a player count nor houses is rejected', () => {
    expect(() => newGame({})).toThrow(expect.objectContaining({ rule: '2E-OVR-01' }));
  });
});

describe('2E-FEW-03 with fewer players the Influence tokens slide toward position 1', () => {
  it.each([3, 4, 5] as const)('%i players: positions 1..N are all taken, nothing after them', (n) => {
    const s = newGame({ players: n });
    for (const t of ['iron-throne', 'fiefdoms', 'kings-court'] as const) {
      expect(s.tracks[t]).toHaveLength(n);
      HOUSES_IN_PLAY[n].forEach((h) => expect(s.tracks[t].indexOf(h)).toBeLessThan(n));
    }
  });
  it('3 players: Stark, 4th on the 6-player Fiefdoms track, moves up to position 1', () => {
    expect(newGame({ players: 3 }).tracks.fiefdoms).toEqual(['stark', 'baratheon', 'lannister']);
  });
});

describe('2E-SETUP-14 the King’s Court overlay in 3- and 4-player games', () => {
  it('position 2 gives 2 stars with the overlay (3, 4 players) and 3 without it (5, 6 players)', () => {
    const second = (n: PlayerCount) => {
      const s = newGame({ players: n });
      return starLimit(s, s.tracks['kings-court'][1]!);
    };
    expect(COUNTS.map(second)).toEqual([2, 2, 3, 3]);
  });
});
