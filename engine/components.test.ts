// The components the engine models and their limits ([2E-COMP-04]–[2E-COMP-06], [2E-COMP-10]),
// the board it places ([2E-SETUP-01], [2E-BOARD-05], [2E-BOARD-06]).
import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREAS } from './data/areas';
import { GARRISON_STRENGTH, HOUSE_INFO, POWER_TOKENS_PER_HOUSE } from './data/houses';
import { ORDER_TOKEN_IDS, ORDER_TOKENS } from './data/orders';
import { TRACKS } from './data/vocabulary';
import { choices, sampleMove, type Pick } from './choices';
import { asked, board, findCombat } from './combat-test-support';
import { fight } from './ability-test-support';
import { victoryPoints } from './control';
import type { PlaceOrdersMove } from './decisions';
import { apply, pending } from './flow';
import { holderOf } from './influence';
import { powerPool } from './power-tokens';
import { newGame } from './setup';
import type { GameState } from './state';

describe('2E-COMP-04 20 Power tokens per house', () => {
  it('5 available at the start, 15 in the Power Pool; tokens on the board come out of the same 20', () => {
    const s = newGame({ players: 6 });
    expect(POWER_TOKENS_PER_HOUSE).toBe(20);
    for (const h of s.options.houses) expect([s.houses[h]?.power, powerPool(s, h)]).toEqual([5, 15]);
    const placed: GameState = { ...s, areas: { ...s.areas, harrenhal: { ...s.areas.harrenhal, powerToken: 'stark' } } };
    expect(powerPool(placed, 'stark')).toBe(14);
  });
});

describe('2E-COMP-05 per house: one Influence token per track, a Supply token, a Victory count, a Garrison of strength 2', () => {
  it.each([3, 4, 5, 6])('%i players', (players) => {
    const s = newGame({ players });
    for (const h of s.options.houses) {
      for (const t of TRACKS) expect(s.tracks[t].filter((x) => x === h)).toHaveLength(1);
      expect(Number.isInteger(s.houses[h]?.supply)).toBe(true);
      expect(victoryPoints(s, h)).toBeGreaterThanOrEqual(1);
      expect(AREA_IDS.filter((a) => s.areas[a].garrison === h)).toEqual([HOUSE_INFO[h].home]);
    }
    expect(GARRISON_STRENGTH).toBe(2);
  });

  it('the Garrison adds 2 to its house’s defence of the home area', () => {
    // A Lannister Knight attacks Stark's Knight in Winterfell: 2 against 2 plus the Garrison's 2.
    const home = fight({ attacker: 'lannister', defender: 'stark', to: 'winterfell', from: 'castle-black', defenders: ['stark knight'] });
    expect(findCombat(home).initial).toEqual({ attacker: 2, defender: 4 });
    const elsewhere = fight({ attacker: 'lannister', defender: 'stark', to: 'karhold', from: 'castle-black', defenders: ['stark knight'] });
    expect(findCombat(elsewhere).initial).toEqual({ attacker: 2, defender: 2 });
  });
});

describe('2E-COMP-06 shared components', () => {
  it('three Westeros decks of 10, 9 Wildling cards, 24 Tides of Battle cards with the module, 3 Dominance tokens, the round marker and the Threat token', () => {
    const s = newGame({ players: 4, tidesOfBattle: true });
    expect([1, 2, 3].map((n) => s.decks[`westeros-${n}` as 'westeros-1']?.drawPile)).toEqual([10, 10, 10]);
    expect(s.decks.wildling?.drawPile).toBe(9);
    expect(s.decks['tides-of-battle']?.drawPile).toBe(24);
    expect(newGame({ players: 4 }).decks['tides-of-battle']).toBeUndefined();
    expect((['iron-throne', 'valyrian-steel-blade', 'messenger-raven'] as const).map((d) => holderOf(s, d))).toEqual(['baratheon', 'greyjoy', 'lannister']);
    expect([s.round, s.wildlingThreat]).toEqual([1, 2]);
  });
});

describe('2E-SETUP-01 / 2E-BOARD-06 the board: every area of the board data is in the game', () => {
  it('58 areas, each with its state, Garrison and Neutral Force as set up', () => {
    const s = newGame({ players: 3 });
    expect(AREA_IDS).toHaveLength(58);
    expect(Object.keys(s.areas).sort()).toEqual([...AREA_IDS].sort());
  });
});

describe('2E-BOARD-05 board icons: a Castle or a Stronghold counts for victory', () => {
  it('Harrenhal (Castle) and Riverrun (Stronghold) count, Stoney Sept (none) does not', () => {
    expect([AREAS.harrenhal.fortification, AREAS.riverrun.fortification, AREAS['stoney-sept'].fortification]).toEqual(['castle', 'stronghold', 'none']);
    const s = board({ harrenhal: { units: ['stark footman'] }, riverrun: { units: ['stark footman'] }, 'stoney-sept': { units: ['stark footman'] } });
    // Winterfell by its crest, plus Harrenhal and Riverrun.
    expect(victoryPoints(s, 'stark')).toBe(3);
  });
});

/** A small deterministic picker (a linear congruential generator); tests only. */
function picker(seed: number): Pick {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x >>> 8) % n;
  };
}

describe('2E-COMP-10 an order resolved or removed goes back to its owner, for the next Planning phase', () => {
  it('a sampled round 1: no order is left on the board in round 2, and Stark may place its round-1 tokens again', () => {
    const pick = picker(7);
    let s = newGame({ players: 3 });
    let first: PlaceOrdersMove | null = null;
    while (s.round === 1 || pending(s)[0]?.kind !== 'place-orders') {
      const [d] = pending(s);
      if (d === undefined || s.winner !== null) throw new Error('expected the game to reach round 2');
      const move = sampleMove(choices(s, d), pick);
      if (move.kind === 'place-orders' && move.house === 'stark' && s.round === 1) first = move;
      s = apply(s, move);
    }
    expect(first).not.toBeNull();
    expect(AREA_IDS.filter((a) => s.areas[a].order !== null)).toEqual([]);
    const d = pending(s).find((x) => x.house === 'stark');
    if (d === undefined) throw new Error('expected Stark to place orders in round 2');
    const space = choices(s, d);
    if (space.type !== 'orders') throw new Error(`expected an order choice, got ${space.type}`);
    const used = first?.orders.map((o) => o.token) ?? [];
    // Round 1's tokens first, then any other (round 2's ban may forbid some), no more stars than allowed.
    const normal = [...used, ...ORDER_TOKEN_IDS].filter((t, i, all) => all.indexOf(t) === i && space.tokens.includes(t) && !ORDER_TOKENS[t].star);
    const orders = space.areas.slice(0, space.count).map((area, i) => ({ area, token: normal[i]! }));
    const reused = orders.filter((o) => used.includes(o.token));
    expect(reused.length).toBeGreaterThan(0);
    expect(() => apply(s, { kind: 'place-orders', house: 'stark', orders })).not.toThrow();
    expect(asked(s)).toContain('place-orders stark');
  });
});
