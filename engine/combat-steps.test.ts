// A combat as a whole ([2E-COMBAT-01]–[2E-COMBAT-05]): when one starts, who fights, what adds
// strength and the order of its steps; when card texts act ([2E-COMBAT-25]), what is secret
// ([2E-COMBAT-28]) and the cards that change retreats ([2E-COMBAT-54]).
import { describe, expect, it } from 'vitest';
import { fight } from './ability-test-support';
import { finalTally } from './combat';
import { asked, blade, board, card, casualties, combatOf, declare, findCombat, march, play, rejects, retreat, top, unitsIn } from './combat-test-support';
import { pending } from './flow';
import type { GameState } from './state';
import { deepFreeze } from './test-support';

const hasCombat = (s: GameState) => s.stack.some((f) => f.kind === 'combat');

describe('2E-COMBAT-01 a March into another house’s units or Garrison starts a combat; nothing else does', () => {
  const s = board({
    'the-reach': { units: ['tyrell knight'], order: 'tyrell march-0' },
    blackwater: { units: ['lannister footman'] },
    'searoad-marches': { units: ['tyrell footman'] },
  });
  const to = (area: 'blackwater' | 'searoad-marches' | 'dornish-marches' | 'highgarden', from = s) => march(from, { house: 'tyrell', from: 'the-reach', to: area, units: ['knight'] });
  it('into Lannister’s Footman: a combat, Tyrell attacking and Lannister defending', () => {
    const c = findCombat(to('blackwater'));
    expect([c.area, c.attacker, c.defender]).toEqual(['blackwater', 'tyrell', 'lannister']);
  });
  it('into Lannister’s home area holding only its Garrison: a combat against Lannister', () => {
    const home = board({ 'searoad-marches': { units: ['tyrell knight'], order: 'tyrell march-0' } });
    const c = findCombat(march(home, { house: 'tyrell', from: 'searoad-marches', to: 'lannisport', units: ['knight'] }));
    expect([c.area, c.defender]).toEqual(['lannisport', 'lannister']);
  });
  it('into its own units or an empty area: no combat', () => {
    expect(hasCombat(to('searoad-marches'))).toBe(false);
    expect(hasCombat(to('dornish-marches'))).toBe(false);
  });
  it('one March never starts two combats (2E-MARCH-04)', () => {
    const two = board({ 'the-reach': { units: ['tyrell knight', 'tyrell footman'], order: 'tyrell march-0' }, blackwater: { units: ['lannister footman'] }, 'dornish-marches': { units: ['stark footman'] } });
    expect(() => march(two, { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight'], also: [{ to: 'dornish-marches', units: ['footman'] }] })).toThrow(
      expect.objectContaining({ rule: '2E-MARCH-04' }),
    );
  });
});

describe('2E-COMBAT-02 attacker, defender and supporters', () => {
  // Tyrell attacks Lannister in the Blackwater; Baratheon's Footman in Harrenhal supports Lannister.
  const s = deepFreeze(
    march(
      board({
        'the-reach': { units: ['tyrell knight'], order: 'tyrell march-0' },
        blackwater: { units: ['lannister footman'] },
        harrenhal: { units: ['baratheon footman'], order: 'baratheon support-a' },
      }),
      { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight'] },
    ),
  );
  it('the marching house attacks with the units it sent; the house in the area defends; the third house is neither', () => {
    const c = findCombat(s);
    expect([c.attacker, c.defender]).toEqual(['tyrell', 'lannister']);
    expect(c.attackers.map((u) => `${u.house} ${u.type}`)).toEqual(['tyrell knight']);
    expect(asked(s)).toEqual(['declare-support baratheon']);
  });
  it('the supporter adds its strength but stays in its area, and is no combatant: it plays no card', () => {
    const supported = play(s, declare('baratheon', 'harrenhal', 'defender'), { kind: 'accept-support', house: 'lannister', area: 'harrenhal', accept: true });
    expect(findCombat(supported).initial).toEqual({ attacker: 2, defender: 2 });
    expect(unitsIn(supported, 'harrenhal')).toEqual(['baratheon footman']);
    expect(asked(supported)).toEqual(['choose-house-card tyrell', 'choose-house-card lannister']);
    rejects(supported, card('baratheon', 'stannis-baratheon'), '2E-COMBAT-23');
  });
});

// Greyjoy (Blade holder: Fiefdoms 1st with 6 players) attacks Winterfell from the Stony Shore with
// 2 Knights and a Footman (March +1); a Greyjoy Ship in the Bay of Ice supports. Stark defends with a
// Knight and a Footman, a Defense +1 order and its Garrison; a Stark Footman in Castle Black supports.
// Cards: Euron Crow's Eye (4, 1 sword) against Greatjon Umber (2, 1 sword).
const winterfell = () =>
  deepFreeze(
    march(
      board({
        'the-stony-shore': { units: ['greyjoy knight', 'greyjoy knight', 'greyjoy footman'], order: 'greyjoy march-plus-1' },
        'bay-of-ice': { units: ['greyjoy ship'], order: 'greyjoy support-a' },
        winterfell: { units: ['stark knight', 'stark footman'], order: 'stark defense-1a' },
        'castle-black': { units: ['stark footman'], order: 'stark support-a' },
      }),
      { house: 'greyjoy', from: 'the-stony-shore', to: 'winterfell', units: ['knight', 'knight', 'footman'] },
    ),
  );

describe('2E-COMBAT-04 every source of combat strength', () => {
  it('units, support, March order, House card and the Blade for the attacker; units, support, Defense order, Garrison and card for the defender', () => {
    // Tallied when the Blade is asked, with the Blade used: the Garrison that loses is removed at
    // step 6b (2E-GARR-04), after it has counted.
    const s = play(winterfell(), declare('stark', 'castle-black', 'defender'), declare('greyjoy', 'bay-of-ice', 'attacker'), card('greyjoy', 'euron-crows-eye'), card('stark', 'greatjon-umber'));
    const t = finalTally(s, { ...findCombat(s), bladeUsedBy: 'greyjoy' });
    const pick = (x: typeof t.attacker) => [x.units, x.support, x.order, x.garrison, x.card, x.blade, x.tides];
    expect(pick(t.attacker)).toEqual([5, 1, 1, 0, 4, 1, 0]);
    expect(pick(t.defender)).toEqual([3, 1, 1, 2, 2, 0, 0]);
    expect(findCombat(play(s, blade('greyjoy', true))).final).toEqual({ attacker: 12, defender: 9 });
  });
});

describe('2E-COMBAT-05 the steps in order: support, initial strength, cards, Blade, final strength, victor, casualties, retreat, cleanup', () => {
  const s0 = winterfell();
  it('each step waits for its own decision, in the rulebook’s order', () => {
    // (1) Call for Support: nothing computed yet.
    expect(top(s0).kind).toBe('support');
    expect(findCombat(s0).initial).toBeNull();
    expect(asked(s0)).toEqual(['declare-support stark']);
    // (2) Initial strength, published before the cards are chosen.
    const s1 = play(s0, declare('stark', 'castle-black', 'defender'), declare('greyjoy', 'bay-of-ice', 'attacker'));
    expect(findCombat(s1).initial).toEqual({ attacker: 7, defender: 7 });
    expect(asked(s1)).toEqual(['choose-house-card greyjoy', 'choose-house-card stark']);
    // (3) Cards revealed together; (4) the Blade is asked before any final strength exists.
    const s3 = play(s1, card('greyjoy', 'euron-crows-eye'), card('stark', 'greatjon-umber'));
    expect(findCombat(s3).cards).toEqual({ attacker: 'euron-crows-eye', defender: 'greatjon-umber' });
    expect(findCombat(s3).final).toBeNull();
    expect(asked(s3)).toEqual(['use-blade greyjoy']);
    // (5) final strength, (6a) victor, (6b) the loser's casualties: 1 sword − 0 towers.
    const s5 = play(s3, blade('greyjoy', true));
    expect(findCombat(s5).final).toEqual({ attacker: 12, defender: 9 });
    expect(findCombat(s5).victor).toBe('attacker');
    expect(asked(s5)).toEqual(['choose-casualties stark']);
    // (6c) retreat of the survivor, routed.
    const s6 = play(s5, casualties('stark', 'footman'));
    expect(asked(s6)).toEqual(['retreat stark']);
    // (6d) Cleanup: the March order goes, the cards are discarded, the victor holds the area.
    const done = play(s6, retreat('stark', 'castle-black'));
    expect(hasCombat(done)).toBe(false);
    expect(unitsIn(done, 'castle-black')).toEqual(['stark footman', 'stark knight routed']);
    expect(unitsIn(done, 'winterfell')).toEqual(['greyjoy footman', 'greyjoy knight', 'greyjoy knight']);
    expect(done.areas['the-stony-shore'].order).toBeNull();
    expect(done.houses.greyjoy?.discard).toContain('euron-crows-eye');
    expect(done.houses.stark?.discard).toContain('greatjon-umber');
  });
  it('rejects a step’s move before its step (2E-GEN-01): a card during support, the Blade before the cards', () => {
    rejects(s0, card('greyjoy', 'euron-crows-eye'), '2E-GEN-01');
    const s1 = play(s0, declare('stark', 'castle-black', 'defender'), declare('greyjoy', 'bay-of-ice', 'attacker'));
    rejects(s1, blade('greyjoy', true), '2E-GEN-01');
  });
});

describe('2E-COMBAT-03 the higher final strength wins', () => {
  it('12 against 9: the attacker', () => {
    const s = play(winterfell(), declare('stark', 'castle-black', 'defender'), declare('greyjoy', 'bay-of-ice', 'attacker'), card('greyjoy', 'euron-crows-eye'), card('stark', 'greatjon-umber'), blade('greyjoy', true));
    expect(findCombat(s).victor).toBe('attacker');
  });
  it('without the Greyjoy Ship’s support or the Blade, against Eddard Stark (4): 10 against 11, the defender', () => {
    const s = play(winterfell(), declare('stark', 'castle-black', 'defender'), declare('greyjoy', 'bay-of-ice', 'none'), card('greyjoy', 'euron-crows-eye'), card('stark', 'eddard-stark'), blade('greyjoy', false));
    expect(findCombat(s).final).toEqual({ attacker: 10, defender: 11 });
    expect(findCombat(s).victor).toBe('defender');
  });
});

describe('2E-COMBAT-25 a card’s text acts at once unless it names a later time', () => {
  // Lannister holds the Blade here (Fiefdoms 1st), so the combat waits for it after the cards.
  // Lannister (Footman and Knight) attacks a Tyrell Footman with Tywin Lannister ("if you win": 2
  // Power); Tyrell plays Mace Tyrell ("immediately": destroy an attacking Footman).
  const s = play(
    fight({
      attacker: 'lannister', defender: 'tyrell', attackers: ['lannister footman', 'lannister knight'],
      options: { tracks: { fiefdoms: ['lannister', 'tyrell', 'martell', 'stark', 'baratheon', 'greyjoy'] } },
    }),
    card('lannister', 'tywin-lannister'),
    card('tyrell', 'mace-tyrell'),
  );
  it('Mace Tyrell’s kill is done when the Blade is asked; Tywin’s Power is not given yet', () => {
    expect(asked(s)).toEqual(['use-blade lannister']);
    expect(combatOf(s).attackers.map((u) => u.type)).toEqual(['knight']);
    expect(s.houses.lannister?.power).toBe(board({}).houses.lannister?.power);
  });
  it('Tywin’s 2 Power come once Lannister has won (2 + 4 + 1 against 1 + 4)', () => {
    const won = play(s, blade('lannister', true));
    expect(findCombat(won).victor).toBe('attacker');
    expect(won.houses.lannister?.power).toBe((board({}).houses.lannister?.power ?? 0) + 2);
  });
});

describe('2E-COMBAT-28 hands are open, except the choice in step 3; discard piles always open', () => {
  const s = fight({ attacker: 'lannister', defender: 'tyrell', options: { hands: { tyrell: ['mace-tyrell', 'randyll-tarly', 'margaery-tyrell'] } } });
  it('both hands and discard piles are in the public state; the choice is sealed and both are asked at once', () => {
    expect(s.houses.tyrell?.hand).toEqual(['mace-tyrell', 'randyll-tarly', 'margaery-tyrell']);
    expect(s.houses.tyrell?.discard.length).toBe(4);
    expect(pending(s).map((d) => [d.kind, d.house, d.sealed])).toEqual([['choose-house-card', 'lannister', true], ['choose-house-card', 'tyrell', true]]);
  });
  it('one choice shows nothing until the other is in; then both cards are face up together', () => {
    const one = play(s, card('tyrell', 'randyll-tarly'));
    expect(combatOf(one).cards).toEqual({ attacker: null, defender: null });
    expect(one.houses.tyrell?.hand).toContain('randyll-tarly');
    const both = play(one, card('lannister', 'the-hound'));
    expect(findCombat(both).cards).toEqual({ attacker: 'the-hound', defender: 'randyll-tarly' });
    expect(both.houses.tyrell?.hand).not.toContain('randyll-tarly');
  });
  it('rejects a second choice by the same house (2E-COMBAT-23: one card each) and a card from the discard pile (2E-COMBAT-58)', () => {
    rejects(play(s, card('tyrell', 'randyll-tarly')), card('tyrell', 'mace-tyrell'), '2E-COMBAT-23');
    rejects(s, card('tyrell', 'ser-loras-tyrell'), '2E-COMBAT-58');
  });
});

describe('2E-COMBAT-54 cards that change retreats: Robb Stark and Arianne Martell', () => {
  it('Robb Stark: the victor, not the loser, picks the retreat area (2E-HCARD-02)', () => {
    const s = play(fight({ attacker: 'stark', defender: 'lannister', attackers: ['stark knight', 'stark knight'] }), card('stark', 'robb-stark'), card('lannister', 'the-hound'));
    expect(asked(s)).toEqual(['retreat stark']);
    rejects(s, retreat('lannister', 'stoney-sept'), '2E-HCARD-02');
    expect(unitsIn(play(s, retreat('stark', 'harrenhal')), 'harrenhal')).toEqual(['lannister footman routed']);
  });
  it('Arianne Martell: the winning attacker goes back where it came from; the loser still retreats (2E-HCARD-41)', () => {
    const lost = play(fight({ attacker: 'lannister', defender: 'martell', attackers: ['lannister knight', 'lannister knight'] }), card('lannister', 'the-hound'), card('martell', 'arianne-martell'));
    expect(asked(lost)).toEqual(['retreat martell']);
    const done = play(lost, retreat('martell', 'stoney-sept'));
    expect(unitsIn(done, 'the-reach')).toEqual(['lannister knight', 'lannister knight']);
    expect(unitsIn(done, 'blackwater')).toEqual([]);
  });
  it('with an ordinary card the winning attacker moves in and the loser picks its area', () => {
    const s = play(fight({ attacker: 'stark', defender: 'lannister', attackers: ['stark knight', 'stark knight'] }), card('stark', 'eddard-stark'), card('lannister', 'the-hound'));
    expect(asked(s)).toEqual(['retreat lannister']);
    const done = play(s, retreat('lannister', 'stoney-sept'));
    expect(unitsIn(done, 'blackwater')).toEqual(['stark knight', 'stark knight']);
  });
});
