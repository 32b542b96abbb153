// The end of the game: 7 areas win at once ([2E-END-02]); after round 10 the most Castle/Stronghold
// areas win ([2E-END-04]), ties broken by the rulebook's list ([2E-END-05]) or, behind the
// faq2Tiebreakers option, FAQ v2.0's ([2E-END-06], OQ-04).
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import type { House } from './data/vocabulary';
import { victoryPoints } from './control';
import { newGame } from './setup';
import type { GameState, Unit } from './state';
import { bestHouse, checkVictory, declareFinalWinner } from './victory';
import { withArea } from './board-copy';
import { boardOf } from './board';

const footman = (house: House): Unit => ({ house, type: 'footman', routed: false });

function occupy(state: GameState, house: House, areas: AreaId[]): GameState {
  let next = state;
  for (const a of areas) next = { ...next, areas: { ...next.areas, [a]: { ...next.areas[a], units: [footman(house)] } } };
  return next;
}

function withHouse(state: GameState, house: House, patch: { supply?: number; power?: number }): GameState {
  return { ...state, houses: { ...state.houses, [house]: { ...state.houses[house]!, ...patch } } };
}

// 3 players. Stark holds Winterfell (Stronghold) and White Harbor (Castle): 2. Lannister gets
// Riverrun (Stronghold) beside Lannisport: 2 as well, but 2 Strongholds against Stark's 1.
const tied = occupy(newGame({ players: 3 }), 'lannister', ['riverrun']);

describe('2E-END-04 the most Castle and Stronghold areas after round 10', () => {
  it('a house with more such areas wins whatever else', () => {
    const s = withHouse(occupy(tied, 'stark', ['moat-cailin']), 'lannister', { supply: 6, power: 20 });
    expect(declareFinalWinner(s).winner).toBe('stark');
  });
});

describe('2E-END-05 ties: Strongholds, then Supply, then available Power, then the Iron Throne', () => {
  it('(1) more Strongholds: Lannister (2) over Stark (1)', () => {
    expect(bestHouse(tied, ['stark', 'lannister'])).toBe('lannister');
  });

  it('(2) equal Strongholds: the higher Supply position', () => {
    // Stark: Winterfell, Seagard (Strongholds), White Harbor; Lannister: Lannisport, Riverrun, Harrenhal.
    const even = withHouse(withHouse(occupy(occupy(tied, 'stark', ['seagard']), 'lannister', ['harrenhal']), 'stark', { supply: 3 }), 'lannister', { supply: 2 });
    expect(bestHouse(even, ['stark', 'lannister'])).toBe('stark');
  });

  it('(3) equal Supply: more available Power', () => {
    const even = withHouse(withHouse(occupy(occupy(tied, 'stark', ['seagard']), 'lannister', ['harrenhal']), 'stark', { supply: 2, power: 4 }), 'lannister', { supply: 2, power: 9 });
    expect(bestHouse(even, ['stark', 'lannister'])).toBe('lannister');
  });

  it('(4) equal Power: the better Iron Throne position (Lannister 2nd, Stark 3rd); the holder does not choose', () => {
    const even = withHouse(withHouse(occupy(occupy(tied, 'stark', ['seagard']), 'lannister', ['harrenhal']), 'stark', { supply: 2, power: 5 }), 'lannister', { supply: 2, power: 5 });
    expect(even.tracks['iron-throne']).toEqual(['baratheon', 'lannister', 'stark']);
    expect(bestHouse(even, ['stark', 'lannister'])).toBe('lannister');
  });
});

describe('2E-END-06 (faq2Tiebreakers) ties: most land areas, then Supply, then the Iron Throne', () => {
  it('Stark, with more land areas, beats Lannister’s extra Stronghold', () => {
    const faq = { ...occupy(tied, 'stark', ['karhold', 'castle-black']), options: { ...tied.options, faq2Tiebreakers: true } };
    expect(bestHouse(faq, ['stark', 'lannister'])).toBe('stark');
    // The rulebook's list would have given it to Lannister (more Strongholds).
    expect(bestHouse({ ...faq, options: tied.options }, ['stark', 'lannister'])).toBe('lannister');
  });

  it('available Power is not a tie-breaker under FAQ v2.0: the Iron Throne decides', () => {
    // 3 areas each (2 Strongholds each), 4 land areas each, Supply 2 each; Stark has all the Power.
    const base = withHouse(
      withHouse(occupy(occupy(tied, 'stark', ['seagard', 'karhold']), 'lannister', ['harrenhal']), 'stark', { supply: 2, power: 20 }),
      'lannister',
      { supply: 2, power: 0 },
    );
    expect(bestHouse(base, ['stark', 'lannister'])).toBe('stark'); // the rulebook's list: Power
    expect(bestHouse({ ...base, options: { ...base.options, faq2Tiebreakers: true } }, ['stark', 'lannister'])).toBe('lannister');
  });
});

describe('2E-END-02 seven areas win at once', () => {
  it('checkVictory names the house that reaches 7, and nobody below', () => {
    expect(checkVictory(tied).winner).toBeNull();
    const seven = occupy(tied, 'stark', ['moat-cailin', 'seagard', 'flints-finger', 'crackclaw-point', 'harrenhal']);
    expect(checkVictory(seven).winner).toBe('stark');
  });
});

describe('2E-END-01 the Victory track equals the controlled Castle and Stronghold areas', () => {
  it('counts areas held by units, by a Power token, or by a home crest, and no others', () => {
    const s = newGame({ players: 3 });
    const token = { ...s, areas: { ...s.areas, harrenhal: { ...s.areas.harrenhal, powerToken: 'stark' as const }, karhold: { ...s.areas.karhold, powerToken: 'stark' as const } } };
    // Winterfell (crest and units), White Harbor (units), Harrenhal (a Castle) by Power token; Karhold has none.
    expect(victoryPoints(token, 'stark')).toBe(3);
    const crestOnly = { ...token, areas: { ...token.areas, winterfell: { ...token.areas.winterfell, units: [] } } };
    expect(victoryPoints(crestOnly, 'stark')).toBe(3);
    expect(victoryPoints(token, 'lannister')).toBe(1);
    expect(declareFinalWinner(token).winner).toBe('stark');
  });
});

describe('2E-END-02 on boards copied from a board without a winner', () => {
  it('a win in the copy is found, though the board it came from was counted without one', () => {
    // checkVictory carries "no winner" over from the board a copy was made from (withArea) when
    // only areas without a Castle or Stronghold changed; a changed fortified area is counted.
    let s = tied;
    expect(checkVictory(s).winner).toBeNull();
    const { info } = boardOf(s);
    const plain = (['karhold', 'castle-black', 'the-stony-shore'] as AreaId[]).filter((a) => info[a].fortification === 'none');
    expect(plain.length).toBeGreaterThan(0);
    for (const area of plain) {
      s = withArea(s, area, { ...s.areas[area], units: [footman('stark')] });
      expect(checkVictory(s).winner).toBeNull();
    }
    const fortified: AreaId[] = ['moat-cailin', 'seagard', 'flints-finger', 'crackclaw-point', 'harrenhal'];
    for (const [i, area] of fortified.entries()) {
      s = withArea(s, area, { ...s.areas[area], units: [footman('stark')] });
      expect(checkVictory(s).winner).toBe(i === fortified.length - 1 ? 'stark' : null);
    }
  });
});
