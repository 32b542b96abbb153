// Call for Support ([2E-COMBAT-09]–[2E-COMBAT-20], [2E-PORT-08], [2E-NEUT-03]; rulings OQ-06, OQ-34),
// played through real Marches on plain-JSON positions.
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import { choices } from './choices';
import { pending } from './flow';
import { accept, asked, board, combatOf, declare, march, play, rejects, unitsIn, type AreaSpec } from './combat-test-support';
import { deepFreeze } from './test-support';

// Tyrell marches 2 Knights from The Reach into the Blackwater (1 Lannister Footman). Adjacent to the
// Blackwater: Crackclaw Point, Harrenhal, King's Landing, Searoad Marches, Stoney Sept, The Reach.
const BLACKWATER = {
  'the-reach': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-0' },
  blackwater: { units: ['lannister footman'] },
} as const satisfies Partial<Record<AreaId, AreaSpec>>;

function attackBlackwater(extra: Partial<Record<AreaId, AreaSpec>>) {
  return deepFreeze(march(board({ ...BLACKWATER, ...extra }), { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'knight'] }));
}

describe('2E-COMBAT-09 Support orders adjacent to the embattled area may be used', () => {
  const s = attackBlackwater({
    harrenhal: { units: ['baratheon knight'], order: 'baratheon support-a' },
    riverrun: { units: ['stark footman'], order: 'stark support-a' },
  });
  it('asks the owner of an adjacent Support order, and nobody for one farther away', () => {
    expect(asked(s)).toEqual(['declare-support baratheon']);
    expect(asked(play(s, declare('baratheon', 'harrenhal', 'none')))).toEqual(['choose-house-card tyrell', 'choose-house-card lannister']);
  });
  it('rejects a declaration by a house that is not asked (2E-COMBAT-10)', () => {
    rejects(s, declare('stark', 'riverrun', 'attacker'), '2E-COMBAT-10');
  });
});

describe('2E-COMBAT-10 declarations in turn order, one Support order at a time (OQ-34)', () => {
  // 6-player Iron Throne: Baratheon, Lannister, Stark, Martell, Greyjoy, Tyrell.
  const s = attackBlackwater({
    'stoney-sept': { units: ['lannister footman'], order: 'lannister support-a' },
    'searoad-marches': { units: ['lannister footman'], order: 'lannister support-b' },
    harrenhal: { units: ['baratheon knight'], order: 'baratheon support-a' },
    'crackclaw-point': { units: ['baratheon footman'], order: 'baratheon support-b' },
  });
  it('goes house by house in turn order, each order on its own, and a neutral house may help both sides', () => {
    const ids = (st: typeof s) => pending(st).map((d) => (d.kind === 'declare-support' ? `${d.house} ${d.area}` : `${d.kind} ${d.house}`));
    expect(ids(s)).toEqual(['baratheon crackclaw-point']);
    const s1 = play(s, declare('baratheon', 'crackclaw-point', 'attacker'), accept('tyrell', 'crackclaw-point'));
    expect(ids(s1)).toEqual(['baratheon harrenhal']);
    const s2 = play(s1, declare('baratheon', 'harrenhal', 'defender'), accept('lannister', 'harrenhal'));
    expect(ids(s2)).toEqual(['lannister searoad-marches']);
    const s3 = play(s2, declare('lannister', 'searoad-marches', 'defender'), declare('lannister', 'stoney-sept', 'none'));
    // Tyrell 4 + Crackclaw 1 = 5; Lannister 1 + Harrenhal 2 + Searoad Marches 1 = 4.
    expect(combatOf(s3).initial).toEqual({ attacker: 5, defender: 4 });
  });
  it('rejects a declaration for another Support order than the one asked, or an unknown side', () => {
    rejects(s, declare('baratheon', 'harrenhal', 'attacker'), '2E-COMBAT-10');
    rejects(s, { kind: 'declare-support', house: 'baratheon', area: 'crackclaw-point', side: 'both' as 'none' }, '2E-COMBAT-10');
  });
});

describe('2E-COMBAT-11 a combatant may support itself', () => {
  const s = attackBlackwater({ 'stoney-sept': { units: ['lannister knight'], order: 'lannister support-a' } });
  it('needs no acceptance for its own support', () => {
    const after = play(s, declare('lannister', 'stoney-sept', 'defender'));
    expect(combatOf(after).initial).toEqual({ attacker: 4, defender: 3 });
  });
});

describe('2E-COMBAT-12 a combatant never supports its opponent', () => {
  const s = attackBlackwater({ 'stoney-sept': { units: ['lannister knight'], order: 'lannister support-a' } });
  it('offers the defender only its own side or none', () => {
    const [decision] = pending(s);
    if (decision === undefined) throw new Error('expected a decision');
    const space = choices(s, decision);
    expect(space.type === 'one-of' ? space.moves : []).toEqual([declare('lannister', 'stoney-sept', 'defender'), declare('lannister', 'stoney-sept', 'none')]);
  });
  it('rejects the defender supporting the attacker', () => {
    rejects(s, declare('lannister', 'stoney-sept', 'attacker'), '2E-COMBAT-12');
  });
});

describe('2E-COMBAT-13 all the units of a supporting area add their strength', () => {
  it('a Footman and a Knight give 3; none of them can be left out', () => {
    const s = attackBlackwater({ 'stoney-sept': { units: ['lannister footman', 'lannister knight'], order: 'lannister support-a' } });
    expect(combatOf(play(s, declare('lannister', 'stoney-sept', 'defender'))).initial?.defender).toBe(4);
  });
});

describe('2E-COMBAT-14 a special Support +1 adds 1 to the side it supports', () => {
  it('one Footman with Support +1 gives 2', () => {
    const s = attackBlackwater({ 'stoney-sept': { units: ['lannister footman'], order: 'lannister support-plus-1' } });
    expect(combatOf(play(s, declare('lannister', 'stoney-sept', 'defender'))).initial?.defender).toBe(3);
  });
});

describe('2E-COMBAT-15 / 2E-PORT-08 which units can support which combat', () => {
  it('in a sea combat, ships in the sea and in its port are asked, land units next to it are not', () => {
    const s = board({
      'ironmans-bay': { units: ['greyjoy ship', 'greyjoy ship'], order: 'greyjoy march-0' },
      'the-golden-sound': { units: ['lannister ship'] },
      'port-of-lannisport': { units: ['lannister ship'], order: 'lannister support-a' },
      lannisport: { units: ['lannister footman'], order: 'lannister support-b' },
      'sunset-sea': { units: ['stark ship'], order: 'stark support-a' },
    });
    const at = march(s, { house: 'greyjoy', from: 'ironmans-bay', to: 'the-golden-sound', units: ['ship', 'ship'] });
    const areas = (st: typeof s) => pending(st).flatMap((d) => (d.kind === 'declare-support' ? [d.area] : []));
    expect(areas(at)).toEqual(['port-of-lannisport']);
    const after = play(at, declare('lannister', 'port-of-lannisport', 'defender'));
    expect(areas(after)).toEqual(['sunset-sea']);
  });
  it('in a land combat, ships in an adjacent sea are asked, ships in the land area’s own port are not', () => {
    const s = board({
      'searoad-marches': { units: ['tyrell knight'], order: 'tyrell march-0' },
      lannisport: { units: ['lannister footman'] },
      'port-of-lannisport': { units: ['lannister ship'], order: 'lannister support-a' },
      'the-golden-sound': { units: ['lannister ship'], order: 'lannister support-b' },
    });
    const at = march(s, { house: 'tyrell', from: 'searoad-marches', to: 'lannisport', units: ['knight'] });
    expect(pending(at).flatMap((d) => (d.kind === 'declare-support' ? [d.area] : []))).toEqual(['the-golden-sound']);
    // The Garrison (2), the Footman (1) and the supporting ship (1).
    expect(combatOf(play(at, declare('lannister', 'the-golden-sound', 'defender'))).initial?.defender).toBe(4);
  });
});

describe('2E-COMBAT-16 the supported side accepts or refuses (OQ-06)', () => {
  const s = attackBlackwater({ harrenhal: { units: ['baratheon knight'], order: 'baratheon support-a' } });
  const declared = play(s, declare('baratheon', 'harrenhal', 'defender'));
  it('refused support adds nothing; accepted support adds its strength', () => {
    expect(combatOf(play(declared, accept('lannister', 'harrenhal', false))).initial?.defender).toBe(1);
    expect(combatOf(play(declared, accept('lannister', 'harrenhal', true))).initial?.defender).toBe(3);
  });
  it('rejects an answer about another area, or one that is not true or false', () => {
    rejects(declared, accept('lannister', 'stoney-sept'), '2E-COMBAT-16');
    rejects(declared, { kind: 'accept-support', house: 'lannister', area: 'harrenhal', accept: 'yes' as unknown as boolean }, '2E-COMBAT-16');
  });
  it('only the supported combatant answers (2E-COMBAT-16)', () => {
    rejects(declared, accept('tyrell', 'harrenhal'), '2E-COMBAT-16');
  });
});

describe('2E-COMBAT-17 a Support order in the embattled area itself does nothing', () => {
  it('its units defend normally and nobody is asked', () => {
    const s = march(board({ ...BLACKWATER, blackwater: { units: ['lannister footman'], order: 'lannister support-plus-1' } }), {
      house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'knight'],
    });
    expect(asked(s)).toEqual(['choose-house-card tyrell', 'choose-house-card lannister']);
    expect(combatOf(s).initial).toEqual({ attacker: 4, defender: 1 });
  });
});

describe('2E-COMBAT-18 routed units cannot support and add 0', () => {
  it('an area of routed units only is not asked', () => {
    const s = attackBlackwater({ 'stoney-sept': { units: ['lannister knight routed'], order: 'lannister support-a' } });
    expect(asked(s)).toEqual(['choose-house-card tyrell', 'choose-house-card lannister']);
  });
  it('a routed Knight next to a Footman adds nothing to the Footman’s 1', () => {
    const s = attackBlackwater({ 'stoney-sept': { units: ['lannister footman', 'lannister knight routed'], order: 'lannister support-a' } });
    expect(combatOf(play(s, declare('lannister', 'stoney-sept', 'defender'))).initial?.defender).toBe(2);
  });
});

describe('2E-COMBAT-19 ship transport makes no adjacency for support', () => {
  it('a Support order on Dragonstone, reachable from the Kingswood only by ship, is not asked', () => {
    const s = board({
      'kings-landing': { units: ['tyrell knight'], order: 'tyrell march-0', neutralForce: null },
      kingswood: { units: ['baratheon footman'] },
      'shipbreaker-bay': { units: ['baratheon ship'] },
      dragonstone: { units: ['baratheon knight'], order: 'baratheon support-a' },
    });
    const at = march(s, { house: 'tyrell', from: 'kings-landing', to: 'kingswood', units: ['knight'] });
    expect(asked(at)).toEqual(['choose-house-card tyrell', 'choose-house-card baratheon']);
  });
});

describe('2E-COMBAT-20 Support orders stay on the board after the combat', () => {
  it('the supporting order is still there once the combat is over', () => {
    const s = attackBlackwater({ 'stoney-sept': { units: ['lannister knight'], order: 'lannister support-a' } });
    const done = play(s, declare('lannister', 'stoney-sept', 'defender'), { kind: 'choose-house-card', house: 'tyrell', card: 'margaery-tyrell' }, {
      kind: 'choose-house-card', house: 'lannister', card: 'tywin-lannister',
    });
    expect(done.stack.some((f) => f.kind === 'combat')).toBe(false);
    expect(done.areas['stoney-sept'].order).toEqual({ house: 'lannister', token: 'support-a' });
  });
});

describe('2E-NEUT-03 support against a Neutral Force: the attacker only', () => {
  // King's Landing's Neutral Force (5, 6 players). Tyrell: 2 Knights (4) + March +0; Baratheon's
  // Footman in the Kingswood may support Tyrell, never the Neutral Force.
  const s = deepFreeze(
    march(
      board({
        'the-reach': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-0' },
        kingswood: { units: ['baratheon footman'], order: 'baratheon support-a' },
      }),
      { house: 'tyrell', from: 'the-reach', to: 'kings-landing', units: ['knight', 'knight'] },
    ),
  );
  it('offers only the attacker or nobody', () => {
    const [decision] = pending(s);
    if (decision === undefined) throw new Error('expected a decision');
    const space = choices(s, decision);
    expect(space.type === 'one-of' ? space.moves : []).toEqual([declare('baratheon', 'kingswood', 'attacker'), declare('baratheon', 'kingswood', 'none')]);
  });
  it('rejects support for the Neutral Force', () => {
    rejects(s, declare('baratheon', 'kingswood', 'defender'), '2E-NEUT-03');
  });
  it('hands the attacker’s support total to the March code: 4 + 1 ≥ 5 takes the area', () => {
    const won = play(s, declare('baratheon', 'kingswood', 'attacker'), accept('tyrell', 'kingswood'));
    expect(unitsIn(won, 'kings-landing')).toEqual(['tyrell knight', 'tyrell knight']);
    expect(won.areas['kings-landing'].neutralForce).toBeNull();
    const refused = play(s, declare('baratheon', 'kingswood', 'attacker'), accept('tyrell', 'kingswood', false));
    expect(unitsIn(refused, 'the-reach')).toEqual(['tyrell knight', 'tyrell knight']);
  });
});
