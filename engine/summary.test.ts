// The rulebook's reference summaries ([2E-SUM-02]–[2E-SUM-05]), checked against what the engine
// does: the combat steps in their order, the special orders' effects, the board and card icons.
// [2E-SUM-01], the round, is checked over whole games in round.test.ts.
import { describe, expect, it } from 'vitest';
import { AREAS } from './data/areas';
import { ORDER_TOKENS } from './data/orders';
import { fight } from './ability-test-support';
import { asked, blade, card, casualties, declare, findCombat, play } from './combat-test-support';
import { consolidateGain } from './consolidate';
import { musterPoints } from './muster';
import type { GameState } from './state';
import { wildlingIcons } from './westeros';

describe('2E-SUM-02 combat: support, initial strength, House cards, the Blade, final strength, victor, casualties, retreat, cleanup', () => {
  it('a Greyjoy attack, supported, with the Blade: each step asks its decision in that order', () => {
    let s: GameState = fight({
      attacker: 'greyjoy',
      defender: 'tyrell',
      defenders: ['tyrell knight', 'tyrell footman'],
      extra: { 'stoney-sept': { units: ['greyjoy footman'], order: 'greyjoy support-a' } },
    });
    const trail: string[] = [];
    const note = () => {
      const c = findCombat(s);
      trail.push(`${asked(s).join(' + ')} | initial ${c.initial === null ? '-' : `${c.initial.attacker}:${c.initial.defender}`} | final ${c.final === null ? '-' : `${c.final.attacker}:${c.final.defender}`}`);
    };
    note();
    s = play(s, declare('greyjoy', 'stoney-sept', 'attacker'));
    note();
    s = play(s, card('greyjoy', 'euron-crows-eye'), card('tyrell', 'ser-garlan-tyrell'));
    note();
    s = play(s, blade('greyjoy', true));
    note();
    s = play(s, casualties('tyrell', 'footman'));
    note();
    expect(trail).toEqual([
      // I. Call for Support.
      'declare-support greyjoy | initial - | final -',
      // II. Initial strength (Knight 2 + support 1 against Knight 2 + Footman 1), then III. the cards.
      'choose-house-card greyjoy + choose-house-card tyrell | initial 3:3 | final -',
      // IV. The Blade.
      'use-blade greyjoy | initial 3:3 | final -',
      // V. Final strength (+ Euron 4, Blade 1; + Garlan 2), VI. 1 the victor, 2 casualties (1 sword).
      'choose-casualties tyrell | initial 3:3 | final 8:5',
      // VI. 3 the retreat.
      'retreat tyrell | initial 3:3 | final 8:5',
    ]);
    expect(findCombat(s).victor).toBe('attacker');
    // VI. 4 Cleanup: once the survivor has retreated, the combat is over and both cards are discarded.
    const after = play(s, { kind: 'retreat', house: 'tyrell', area: 'searoad-marches', destroy: [] });
    expect(after.stack.some((f) => f.kind === 'combat')).toBe(false);
    expect(after.houses.greyjoy?.discard).toContain('euron-crows-eye');
    expect(after.houses.tyrell?.discard).toContain('ser-garlan-tyrell');
  });
});

describe('2E-SUM-03 special orders', () => {
  it('Defense +2, March +1, Support +1 are the starred tokens’ bonuses; each type has one starred token', () => {
    expect([ORDER_TOKENS['defense-plus-2'], ORDER_TOKENS['march-plus-1'], ORDER_TOKENS['support-plus-1']].map((t) => [t.star, t.bonus])).toEqual([
      [true, 2],
      [true, 1],
      [true, 1],
    ]);
    expect([ORDER_TOKENS['raid-special'].star, ORDER_TOKENS['consolidate-special'].star]).toEqual([true, true]);
    expect(Object.values(ORDER_TOKENS).filter((t) => t.star).map((t) => t.type).sort()).toEqual(['consolidate-power', 'defense', 'march', 'raid', 'support']);
  });
});

describe('2E-SUM-04 board icons', () => {
  it('a Stronghold musters 2 points, a Castle 1, other areas none; each Power icon adds 1 to Consolidate Power', () => {
    expect([musterPoints('lannisport'), musterPoints('harrenhal'), musterPoints('stoney-sept')]).toEqual([2, 1, 0]);
    // Harrenhal has 1 Power icon: 1 + 1; The Reach has none: 1.
    const s = fight({ attacker: 'tyrell', defender: 'stark' });
    expect([AREAS.harrenhal.power, consolidateGain(s, 'stark', 'harrenhal'), AREAS['the-reach'].power, consolidateGain(s, 'stark', 'the-reach')]).toEqual([1, 2, 0, 1]);
  });
});

describe('2E-SUM-05 card icons', () => {
  it('each sword of the victor’s card is one casualty, each fortification of the loser’s card cancels one', () => {
    // Stark attacks two Lannister Footmen with a Knight (2) and Eddard Stark (4, 2 swords).
    const attack = () => fight({ attacker: 'stark', defender: 'lannister', defenders: ['lannister footman', 'lannister footman', 'lannister knight'] });
    // Against Ser Jaime Lannister (no fortification): 2 casualties; against The Hound (2): none.
    expect(findCombat(play(attack(), card('stark', 'eddard-stark'), card('lannister', 'ser-jaime-lannister'))).casualties).toBe(2);
    const hound = play(attack(), card('stark', 'eddard-stark'), card('lannister', 'the-hound'));
    expect(asked(hound)).toEqual(['retreat lannister']);
    expect(findCombat(hound).casualties).toBe(0);
  });

  it('a wildling icon on a Westeros card moves the Threat token one position', () => {
    expect([wildlingIcons('westeros-1', 'a-throne-of-blades'), wildlingIcons('westeros-1', 'supply')]).toEqual([1, 0]);
  });
});
