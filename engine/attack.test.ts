// Attacks on Neutral Forces ([2E-NEUT-02]–[2E-NEUT-09], OQ-05) and the rulebook's example
// ([2E-EX-NEUT-01]).
import { describe, expect, it } from 'vitest';
import type { Move } from './decisions';
import { apply } from './flow';
import { topFrame } from './frames';
import { asked, march, position, rejects, unitsOf } from './action.testkit';

// 5 players (no Martell): Sunspear holds a Neutral Force of strength 5. Yronwood's own token is
// taken away so that Tyrell can stand there. A Stark Consolidate Power order keeps the phase going.
const KEEP = { 'castle-black': { units: [['stark', 'footman']], order: ['stark', 'consolidate-a'] } } as const;
const EX_NEUT = {
  ...KEEP,
  yronwood: { units: [['tyrell', 'knight'], ['tyrell', 'footman']], order: ['tyrell', 'march-plus-1'], neutralForce: null },
  'sea-of-dorne': { units: [['tyrell', 'ship']], order: ['tyrell', 'support-a'] },
} as const;
const OPTS = { players: 5, step: 'march' } as const;
const support = (side: 'attacker' | 'none'): Move => ({ kind: 'declare-support', house: 'tyrell', area: 'sea-of-dorne', side });
const attackSunspear = march('tyrell', 'yronwood', [['sunspear', ['knight', 'footman']]]);

describe('2E-EX-NEUT-01 Tyrell takes Sunspear (strength 5) with March +1 and a Support order', () => {
  const s = position(EX_NEUT, OPTS);

  it('2 + 1 + 1 = 4, plus 1 from the Sea of Dorne = 5 ≥ 5: the token leaves the game and the army enters', () => {
    let after = apply(s, attackSunspear);
    // 2E-NEUT-03: support is called as in combat.
    expect(topFrame(after).kind).toBe('support');
    expect(asked(after)).toEqual([['declare-support', 'tyrell']]);
    after = apply(after, support('attacker'));
    expect(after.areas.sunspear.neutralForce).toBeNull();
    expect(unitsOf(after, 'sunspear')).toEqual(['tyrell:footman', 'tyrell:knight']);
    expect(unitsOf(after, 'yronwood')).toEqual([]);
    expect(after.areas.yronwood.order).toBeNull();
    expect(topFrame(after).kind).toBe('action');
  });

  it('2E-NEUT-07 (OQ-05): without the support, 4 < 5: the army stays in Yronwood and the March is spent', () => {
    const after = apply(apply(s, attackSunspear), support('none'));
    expect(after.areas.sunspear.neutralForce).toBe(5);
    expect(unitsOf(after, 'yronwood')).toEqual(['tyrell:footman', 'tyrell:knight']);
    expect(after.areas.yronwood.order).toBeNull();
    expect(asked(after)).toEqual([['resolve-consolidate-power', 'stark']]);
  });

  it('2E-NEUT-07: the other moves of the March stand even when the attack falls short', () => {
    const t = position({ ...EX_NEUT, 'salt-shore': { neutralForce: null } }, OPTS);
    const after = apply(apply(t, march('tyrell', 'yronwood', [['sunspear', ['knight']], ['salt-shore', ['footman']]])), support('none'));
    expect(unitsOf(after, 'salt-shore')).toEqual(['tyrell:footman']);
    expect(unitsOf(after, 'yronwood')).toEqual(['tyrell:knight']);
    expect(after.areas.sunspear.neutralForce).toBe(5);
  });
});

describe('2E-NEUT-06 an attack on a Neutral Force is the March’s single attack', () => {
  it('rejects attacking Sunspear and an occupied area with one March', () => {
    const s = position({ ...EX_NEUT, 'salt-shore': { neutralForce: null, units: [['greyjoy', 'footman']] } }, OPTS);
    rejects(s, march('tyrell', 'yronwood', [['sunspear', ['knight']], ['salt-shore', ['footman']]]), '2E-MARCH-04');
  });
});

describe('2E-NEUT-04 equal strength is enough', () => {
  it('a Knight and a Footman with March +0 (3) take a strength-3 token', () => {
    const s = position({ ...KEEP, 'the-reach': { units: [['tyrell', 'knight'], ['tyrell', 'footman']], order: ['tyrell', 'march-0'] } }, OPTS);
    // 5 players: the Dornish Marches has no token, The Boneway has 3.
    const after = apply(s, march('tyrell', 'the-reach', [['the-boneway', ['knight', 'footman']]]));
    expect(after.areas['the-boneway'].neutralForce).toBeNull();
    expect(unitsOf(after, 'the-boneway')).toEqual(['tyrell:footman', 'tyrell:knight']);
  });

  it('March −1 makes the same army fall short (2E-MARCH-09)', () => {
    const s = position({ ...KEEP, 'the-reach': { units: [['tyrell', 'knight'], ['tyrell', 'footman']], order: ['tyrell', 'march-minus-1'] } }, OPTS);
    const after = apply(s, march('tyrell', 'the-reach', [['the-boneway', ['knight', 'footman']]]));
    expect(after.areas['the-boneway'].neutralForce).toBe(3);
    expect(unitsOf(after, 'the-reach')).toEqual(['tyrell:footman', 'tyrell:knight']);
  });
});

describe('2E-NEUT-03 Siege Engines count only against a Castle or Stronghold (2E-COMBAT-07)', () => {
  it('a Siege Engine adds 4 against Starfall (Castle) and 0 against The Boneway', () => {
    const castle = position(
      { ...KEEP, 'princes-pass': { neutralForce: null, units: [['tyrell', 'siege-engine']], order: ['tyrell', 'march-0'] } },
      OPTS,
    );
    expect(apply(castle, march('tyrell', 'princes-pass', [['starfall', ['siege-engine']]])).areas.starfall.neutralForce).toBeNull();
    const open = position(
      { ...KEEP, 'princes-pass': { neutralForce: null, units: [['tyrell', 'siege-engine']], order: ['tyrell', 'march-0'] } },
      OPTS,
    );
    expect(apply(open, march('tyrell', 'princes-pass', [['the-boneway', ['siege-engine']]])).areas['the-boneway'].neutralForce).toBe(3);
  });
});

describe('2E-NEUT-10 the port of an impassable area cannot be used (OQ-31)', () => {
  it('ships cannot enter the port of an impassable area (2E-NEUT-10, 2E-PORT-07)', () => {
    const s = position(
      { ...KEEP, 'east-summer-sea': { units: [['baratheon', 'ship']], order: ['baratheon', 'march-0'] } },
      { players: 3, step: 'march' },
    );
    rejects(s, march('baratheon', 'east-summer-sea', [['port-of-sunspear', ['ship']]]), '2E-PORT-07');
  });
});
