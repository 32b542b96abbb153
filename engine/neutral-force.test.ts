// Neutral Force tokens at setup ([2E-NEUT-01], [2E-SETUP-04], [2E-FEW-05]) and an attack on one
// without the Valyrian Steel Blade, House cards or Tides of Battle ([2E-NEUT-05], [2E-INF-08],
// [2E-TOB-11]).
import { describe, expect, it } from 'vitest';
import { AREA_IDS, type AreaId } from './data/areas';
import type { NeutralForce } from './data/neutral-forces';
import { asked, board, declare, march, play, rejects, unitsIn } from './combat-test-support';
import { newGame } from './setup';
import type { GameState } from './state';
import { deepFreeze } from './test-support';

// The table of [2E-FEW-05], transcribed here by hand (not read from engine/data): the test checks
// the data against the rules, not against itself.
const SIX: [AreaId, NeutralForce][] = [['kings-landing', 5], ['the-eyrie', 6]];
const FIVE: [AreaId, NeutralForce][] = [...SIX, ['sunspear', 5], ['salt-shore', 3], ['starfall', 3], ['yronwood', 3], ['princes-pass', 3], ['the-boneway', 3], ['three-towers', 3]];
const FOUR: [AreaId, NeutralForce][] = [...FIVE, ['storms-end', 4], ['oldtown', 3], ['dornish-marches', 3]];
const THREE: [AreaId, NeutralForce][] = [
  ...SIX,
  ...(['sunspear', 'salt-shore', 'starfall', 'yronwood', 'princes-pass', 'the-boneway', 'three-towers', 'storms-end', 'oldtown', 'dornish-marches', 'highgarden', 'pyke'] as const).map((a): [AreaId, NeutralForce] => [a, 'impassable']),
];

const placed = (s: GameState) => AREA_IDS.flatMap((a): [AreaId, NeutralForce][] => (s.areas[a].neutralForce === null ? [] : [[a, s.areas[a].neutralForce!]]));
const sorted = (list: [AreaId, NeutralForce][]) => [...list].sort(([a], [b]) => (a < b ? -1 : 1));

describe('2E-NEUT-01 Neutral Force tokens are placed at setup, by player count', () => {
  it.each([[6, SIX], [5, FIVE], [4, FOUR], [3, THREE]] as const)('%i players: exactly the tokens of the table', (players, table) => {
    const s = newGame({ players });
    expect(sorted(placed(s))).toEqual(sorted([...table]));
  });
  it('token counts 2, 9, 12 and 14 (2E-FEW-04)', () => {
    expect([6, 5, 4, 3].map((players) => placed(newGame({ players })).length)).toEqual([2, 9, 12, 14]);
  });
  it('they resist: marching into King’s Landing without enough strength takes nothing (2E-NEUT-04)', () => {
    const s = board({ 'crackclaw-point': { units: ['stark knight'], order: 'stark march-0' } });
    const after = march(s, { house: 'stark', from: 'crackclaw-point', to: 'kings-landing', units: ['knight'] });
    expect(after.areas['kings-landing'].neutralForce).toBe(5);
    expect(unitsIn(after, 'crackclaw-point')).toEqual(['stark knight']);
  });
});

describe('2E-NEUT-05 no Valyrian Steel Blade, no House card, no Tides of Battle against a Neutral Force', () => {
  // Greyjoy holds the Blade (Fiefdoms 1st with 6 players), still unused. 2 Knights (4) march from
  // Crackclaw Point on King's Landing (5); a Greyjoy Footman in the Kingswood may support.
  const start = (edit: (s: GameState) => GameState = (s) => s) =>
    deepFreeze(
      march(edit(board({ 'crackclaw-point': { units: ['greyjoy knight', 'greyjoy knight'], order: 'greyjoy march-0' }, kingswood: { units: ['greyjoy footman'], order: 'greyjoy support-a' } })), {
        house: 'greyjoy', from: 'crackclaw-point', to: 'kings-landing', units: ['knight', 'knight'],
      }),
    );
  const tidesOn = (s: GameState): GameState => ({ ...s, options: { ...s.options, tidesOfBattle: true }, decks: { ...s.decks, 'tides-of-battle': { drawPile: 24, discard: [] } } });

  it('only support is asked; the Blade and House card moves are refused (2E-GEN-01: nobody asks for them)', () => {
    const s = start();
    expect(s.bladeUsed).toBe(false);
    expect(asked(s)).toEqual(['declare-support greyjoy']);
    rejects(s, { kind: 'use-blade', house: 'greyjoy', use: true }, '2E-GEN-01');
    rejects(s, { kind: 'choose-house-card', house: 'greyjoy', card: 'balon-greyjoy' }, '2E-GEN-01');
  });

  it('4 < 5 without support: the attack falls short, though the Blade’s +1 would have made 5; the Blade stays unused and the hand whole', () => {
    const s = start();
    const short = play(s, declare('greyjoy', 'kingswood', 'none'));
    expect(short.areas['kings-landing'].neutralForce).toBe(5);
    expect(unitsIn(short, 'crackclaw-point')).toEqual(['greyjoy knight', 'greyjoy knight']);
    expect(short.bladeUsed).toBe(false);
    expect(short.houses.greyjoy?.hand).toEqual(s.houses.greyjoy?.hand);
    expect(short.houses.greyjoy?.discard).toEqual(s.houses.greyjoy?.discard);
  });

  it('with the support, 5 ≥ 5 takes King’s Landing, still without the Blade', () => {
    const won = play(start(), declare('greyjoy', 'kingswood', 'attacker'));
    expect(won.areas['kings-landing'].neutralForce).toBeNull();
    expect(unitsIn(won, 'kings-landing')).toEqual(['greyjoy knight', 'greyjoy knight']);
    expect(won.bladeUsed).toBe(false);
  });

  it('with Tides of Battle on, no shuffle and no draw is asked (2E-TOB-11)', () => {
    const s = start(tidesOn);
    expect(asked(s)).toEqual(['declare-support greyjoy']);
    rejects(s, { kind: 'draw-card', deck: 'tides-of-battle', for: 'greyjoy' }, '2E-GEN-01');
    const done = play(s, declare('greyjoy', 'kingswood', 'none'));
    expect(done.decks['tides-of-battle']).toEqual({ drawPile: 24, discard: [] });
  });
});
