// The 1st edition's setup (agot-1e.md §1.3, §1.25, §3.3): newGame({ ruleset: '1e' }) builds a valid
// start for 3, 4 and 5 players on the 1st-edition board, and refuses what the 1st edition forbids.
import { describe, expect, it } from 'vitest';
import { AREA_IDS_1E } from './data/1e/areas';
import { HOUSE_INFO_1E } from './data/1e/houses';
import { controllerOf, gameOptionsOf, holderOf, invariantViolations, newGame, pending, rulesFingerprint, starLimit, victoryPoints, type GameState, type House } from './index';
import { reinforcements } from './units';
import { victoryAreas } from './victory';
import { boardOf } from './board';
import { RuleViolation } from './errors';

/** Refused with this rule's ID (a RuleViolation, matched on `rule`, never on the message). */
function expectViolation(attempt: () => unknown, rule: string): void {
  expect(attempt).toThrow(RuleViolation);
  expect(attempt).toThrow(expect.objectContaining({ rule }));
}

const game = (players: number) => newGame({ ruleset: '1e', players });
const neutral = (s: GameState) => Object.fromEntries(AREA_IDS_1E.filter((a) => s.areas[a].neutralForce !== null).map((a) => [a, s.areas[a].neutralForce]));

describe('1E-SETUP-07 newGame({ ruleset: "1e" })', () => {
  it.each([3, 4, 5])('%i players: a sound state on the 45 areas, waiting for every house’s orders', (n) => {
    const s = game(n);
    expect(invariantViolations(s)).toEqual([]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(Object.keys(s.areas).sort()).toEqual([...AREA_IDS_1E]);
    expect(s.options.ruleset).toBe('1e');
    expect(pending(s).map((d) => `${d.kind} ${d.house}`)).toEqual(s.options.houses.map((h) => `place-orders ${h}`));
    expect(s.round).toBe(1);
  });

  it('1E-COMP-06: each house as its start card sets it up: units, supply position; 5 Power and its seven 1st-edition House cards; no garrisons', () => {
    const s = game(5);
    for (const h of s.options.houses) {
      const info = HOUSE_INFO_1E[h as keyof typeof HOUSE_INFO_1E];
      for (const { area, units } of info.startingUnits) expect(s.areas[area].units.map((u) => u.type).sort(), `${h} ${area}`).toEqual([...units].sort());
      expect(s.houses[h]).toEqual({ power: 5, supply: info.startingSupply, hand: [...info.houseCards], discard: [] });
    }
    expect(s.houses.stark?.supply).toBe(1);
    expect(AREA_IDS_1E.filter((a) => s.areas[a].garrison !== null)).toEqual([]);
  });

  it('1E-SETUP-02, 1E-WILD-01: the threat token starts on 0; the Westeros decks hold 10 cards each; no Wildling deck, no Tides of Battle', () => {
    const s = game(4);
    expect(s.wildlingThreat).toBe(0);
    expect(s.decks).toEqual({
      'westeros-1': { drawPile: 10, discard: [] },
      'westeros-2': { drawPile: 10, discard: [] },
      'westeros-3': { drawPile: 10, discard: [] },
      wildling: { drawPile: 0, discard: [] },
    });
  });

  it('1E-FEW-03: the tracks in start-card order, absent houses gone and the others moved up; position 1 holds each Dominance token', () => {
    expect(game(5).tracks).toEqual({
      'iron-throne': ['baratheon', 'lannister', 'stark', 'tyrell', 'greyjoy'],
      fiefdoms: ['greyjoy', 'tyrell', 'stark', 'baratheon', 'lannister'],
      'kings-court': ['lannister', 'stark', 'baratheon', 'greyjoy', 'tyrell'],
    });
    const four = game(4);
    expect(four.tracks.fiefdoms).toEqual(['tyrell', 'stark', 'baratheon', 'lannister']);
    expect([holderOf(four, 'iron-throne'), holderOf(four, 'valyrian-steel-blade'), holderOf(four, 'messenger-raven')]).toEqual(['baratheon', 'tyrell', 'lannister']);
    const three = game(3);
    expect(three.tracks).toEqual({ 'iron-throne': ['baratheon', 'lannister', 'stark'], fiefdoms: ['stark', 'baratheon', 'lannister'], 'kings-court': ['lannister', 'stark', 'baratheon'] });
    expect(holderOf(three, 'valyrian-steel-blade')).toBe('stark');
  });

  it('1E-INF-03, 1E-FEW-03: the printed stars 3, 3, 2, 1, 0 of the King’s Court positions, with no overlay at 3 players', () => {
    const s = game(5);
    expect(s.tracks['kings-court'].map((h) => starLimit(s, h))).toEqual([3, 3, 2, 1, 0]);
    const three = game(3);
    expect(three.tracks['kings-court'].map((h) => starLimit(three, h))).toEqual([3, 3, 2]);
  });

  it('1E-NEUT-01: three neutral force tokens at every count; 1E-FEW-01, 1E-FEW-02: absent houses’ units stand as neutral armies of their strength', () => {
    const tokens = { 'kings-landing': 5, sunspear: 5, 'the-eyrie': 6 };
    expect(neutral(game(5))).toEqual(tokens);
    const greyjoy = { pyke: 3, 'greywater-watch': 1, 'ironmans-bay': 2 };
    expect(neutral(game(4))).toEqual({ ...tokens, ...greyjoy });
    expect(neutral(game(3))).toEqual({ ...tokens, ...greyjoy, highgarden: 3, 'dornish-marches': 1, 'redwyne-straits': 1 });
    // Nobody holds an absent house's units, and its crest gives nobody control.
    const three = game(3);
    expect(AREA_IDS_1E.flatMap((a) => three.areas[a].units).some((u) => u.house === 'greyjoy' || u.house === 'tyrell')).toBe(false);
  });

  it('1E-END-01: 8 city and stronghold areas win at 3 players, 7 at 4 and 5; cities count (White Harbor gives Stark 2 at the start)', () => {
    expect([3, 4, 5].map((n) => victoryAreas(game(n)))).toEqual([8, 7, 7]);
    const s = game(5);
    expect(s.options.houses.map((h) => [h, victoryPoints(s, h)])).toEqual([['stark', 2], ['lannister', 1], ['baratheon', 1], ['greyjoy', 1], ['tyrell', 1]]);
  });

  it('1E-COMP-07: the board has three influence tracks, the supply, Wildling and turn tracks, and no victory track: the areas held are the count', () => {
    const s = game(3);
    expect(Object.keys(s.tracks).sort()).toEqual(['fiefdoms', 'iron-throne', 'kings-court']);
    expect([s.round, s.wildlingThreat]).toEqual([1, 0]);
    expect(s.options.houses.every((h) => Number.isInteger(s.houses[h]!.supply))).toBe(true);
    // Nothing records a victory position: a castle area nobody held counts for its new holder at once.
    const free = boardOf(s).fortified.find((a) => s.areas[a].units.length === 0 && s.areas[a].neutralForce === null && controllerOf(s, a) === null)!;
    const taken: GameState = { ...s, areas: { ...s.areas, [free]: { ...s.areas[free], units: [{ house: 'lannister', type: 'footman', routed: false }] } } };
    expect(victoryPoints(taken, 'lannister')).toBe(victoryPoints(s, 'lannister') + 1);
  });

  it('1E-COMP-02: each house owns 10 footmen, 4 knights, 6 ships and no siege engine', () => {
    const s = game(5);
    expect((['footman', 'knight', 'ship', 'siege-engine'] as const).map((t) => reinforcements(s, 'baratheon', t))).toEqual([8, 3, 4, 0]);
  });

});

describe('1E-GEN-01 the 1st-edition config', () => {
  it('refuses 2 or 6 players (1E-GEN-01), Martell (1E-GEN-01), Greyjoy at 4 (1E-FEW-02), Tyrell at 3 (1E-FEW-01), Tides of Battle (1E-OPT-01)', () => {
    expectViolation(() => newGame({ ruleset: '1e', players: 6 }), '1E-GEN-01');
    expectViolation(() => newGame({ ruleset: '1e', players: 2 }), '1E-GEN-01');
    expectViolation(() => newGame({ ruleset: '1e', houses: ['stark', 'lannister', 'baratheon', 'greyjoy', 'martell'] }), '1E-GEN-01');
    expectViolation(() => newGame({ ruleset: '1e', houses: ['stark', 'lannister', 'baratheon', 'greyjoy'] }), '1E-FEW-02');
    expectViolation(() => newGame({ ruleset: '1e', houses: ['stark', 'lannister', 'tyrell'] }), '1E-FEW-01');
    expectViolation(() => newGame({ ruleset: '1e', players: 4, tidesOfBattle: true }), '1E-OPT-01');
    expect(() => newGame({ ruleset: 'first' as '1e', players: 4 })).toThrow(RangeError);
  });

  it('accepts the houses of the count in any order, and normalises the 2nd edition’s options away (one game, one set of options)', () => {
    const houses: House[] = ['tyrell', 'stark', 'baratheon', 'lannister'];
    expect(gameOptionsOf({ ruleset: '1e', houses })).toEqual(gameOptionsOf({ ruleset: '1e', players: 4, darkWingsPorts: false, kingsCourtOverlay: 'two-positions', faq2Tiebreakers: true }));
    expect(gameOptionsOf({ ruleset: '1e', players: 4 }).houses).toEqual(['stark', 'lannister', 'baratheon', 'tyrell']);
  });

  it('a 2nd-edition game is what it was: no ruleset in its options, the same fingerprint; the 1st edition has its own', () => {
    expect('ruleset' in gameOptionsOf({ players: 4 })).toBe(false);
    expect(gameOptionsOf({ ruleset: '2e', players: 4 })).toEqual(gameOptionsOf({ players: 4 }));
    expect(rulesFingerprint('2e')).toBe(rulesFingerprint());
    expect(rulesFingerprint('1e')).toMatch(/^[0-9a-f]{64}$/);
    expect(rulesFingerprint('1e')).not.toBe(rulesFingerprint());
  });
});
