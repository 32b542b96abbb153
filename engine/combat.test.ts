// Combat steps 2–6b ([2E-COMBAT-06]–[2E-COMBAT-43], [2E-GARR-02]–[2E-GARR-08], [2E-INF-07]),
// played through real Marches on plain-JSON positions. Inputs are deep-frozen: apply never mutates.
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import { printedTally, unitStrength, victorOf, type SideTally } from './combat-strength';
import { asked, blade, board, card, casualties, combatOf, declare, findCombat, march, play, rejects, unitsIn, type AreaSpec, type BoardOptions } from './combat-test-support';
import { pending } from './flow';
import { deepFreeze } from './test-support';

/** Lannister (attacker) marches from Stoney Sept into `to`; the defender stands there. */
function lannisterAttacks(to: AreaId, attackers: AreaSpec['units'], spec: Partial<Record<AreaId, AreaSpec>>, options: BoardOptions = {}, token = 'march-0' as const) {
  const types = (attackers ?? []).map((u) => u.split(' ')[1]) as ('footman' | 'knight' | 'siege-engine')[];
  const s = board({ 'stoney-sept': { units: attackers, order: `lannister ${token}` }, ...spec }, options);
  return deepFreeze(march(s, { house: 'lannister', from: 'stoney-sept', to, units: types }));
}

describe('2E-COMBAT-06 / 2E-COMBAT-08 unit strengths: Footman 1, Knight 2, Ship 1, routed 0', () => {
  it('counts attacking and defending units', () => {
    const s = lannisterAttacks('blackwater', ['lannister footman', 'lannister knight'], { blackwater: { units: ['tyrell knight', 'tyrell footman', 'tyrell footman routed'] } });
    expect(combatOf(s).initial).toEqual({ attacker: 3, defender: 3 });
  });
  it('a Ship is 1, routed or not as the table says', () => {
    expect(unitStrength({ house: 'greyjoy', type: 'ship', routed: false }, 'attacking', 'ironmans-bay')).toBe(1);
    expect(unitStrength({ house: 'greyjoy', type: 'knight', routed: true }, 'defending', 'pyke')).toBe(0);
  });
});

describe('2E-COMBAT-07 a Siege Engine is 4 only attacking, or supporting the attacker, into a Castle or Stronghold', () => {
  it('4 attacking Harrenhal (a Castle), 0 attacking the Blackwater', () => {
    expect(combatOf(lannisterAttacks('harrenhal', ['lannister siege-engine'], { harrenhal: { units: ['tyrell footman'] } })).initial?.attacker).toBe(4);
    expect(combatOf(lannisterAttacks('blackwater', ['lannister siege-engine'], { blackwater: { units: ['tyrell footman'] } })).initial?.attacker).toBe(0);
  });
  it('0 defending, 4 supporting the attacker into a Castle, 0 supporting the defender', () => {
    const s = lannisterAttacks('harrenhal', ['lannister knight'], {
      harrenhal: { units: ['tyrell footman', 'tyrell siege-engine'] },
      riverrun: { units: ['lannister siege-engine'], order: 'lannister support-a' },
      'crackclaw-point': { units: ['baratheon siege-engine'], order: 'baratheon support-a' },
    });
    expect(combatOf(play(s, declare('baratheon', 'crackclaw-point', 'attacker'), { kind: 'accept-support', house: 'lannister', area: 'crackclaw-point', accept: true }, declare('lannister', 'riverrun', 'attacker'))).initial).toEqual({ attacker: 10, defender: 1 });
    expect(combatOf(play(s, declare('baratheon', 'crackclaw-point', 'defender'), { kind: 'accept-support', house: 'tyrell', area: 'crackclaw-point', accept: true }, declare('lannister', 'riverrun', 'none'))).initial).toEqual({ attacker: 2, defender: 1 });
  });
});

describe('2E-COMBAT-21 initial strength: units, Defense order (defender), March order (attacker), support, Garrison', () => {
  it('a Defense +2 counts for the defender, a March −1 against the attacker', () => {
    const s = lannisterAttacks('blackwater', ['lannister knight'], { blackwater: { units: ['tyrell footman'], order: 'tyrell defense-plus-2' } }, {}, 'march-minus-1' as 'march-0');
    expect(combatOf(s).initial).toEqual({ attacker: 1, defender: 3 });
  });
  it('2E-GARR-02 / 2E-GARR-03 a Garrison alone defends its home area with 2, and its house is the defender', () => {
    const h = deepFreeze(march(board({ 'the-reach': { units: ['stark knight'], order: 'stark march-0' } }), { house: 'stark', from: 'the-reach', to: 'highgarden', units: ['knight'] }));
    expect(combatOf(h).defender).toBe('tyrell');
    expect(combatOf(h).initial).toEqual({ attacker: 2, defender: 2 });
  });
});

describe('2E-COMBAT-23 House cards: chosen in secret from the hand, revealed together', () => {
  const s = lannisterAttacks('blackwater', ['lannister knight'], { blackwater: { units: ['tyrell footman'] } }, { hands: { tyrell: ['mace-tyrell', 'randyll-tarly', 'margaery-tyrell'] } });
  it('asks both combatants at once, sealed, and reveals nothing until both are in', () => {
    expect(pending(s).map((d) => [d.kind, d.house, d.sealed])).toEqual([['choose-house-card', 'lannister', true], ['choose-house-card', 'tyrell', true]]);
    const one = play(s, card('tyrell', 'randyll-tarly'));
    expect(combatOf(one).cards).toEqual({ attacker: null, defender: null });
    expect(one.houses.tyrell?.hand).toContain('randyll-tarly');
    expect(asked(one)).toEqual(['choose-house-card lannister']);
  });
  it('rejects a card that is not in the hand', () => {
    rejects(s, card('tyrell', 'tywin-lannister'), '2E-COMBAT-23');
    rejects(s, { kind: 'choose-house-card', house: 'tyrell', card: 42 as unknown as 'mace-tyrell' }, '2E-COMBAT-23');
  });
  it('2E-COMBAT-58 rejects a card in the discard pile', () => {
    rejects(s, card('tyrell', 'ser-loras-tyrell'), '2E-COMBAT-58');
  });
});

describe('2E-COMBAT-24 / 2E-COMBAT-31 / 2E-HC-10 a card is mandatory; a house without one fights without', () => {
  it('a single card in hand is played without asking', () => {
    const s = lannisterAttacks('blackwater', ['lannister knight'], { blackwater: { units: ['tyrell footman'] } }, { hands: { tyrell: ['mace-tyrell'] } });
    expect(asked(s)).toEqual(['choose-house-card lannister']);
  });
  it('an empty hand adds 0 and no icons; its house is not asked (2E-COMBAT-23 for a card move: none in hand)', () => {
    const s = lannisterAttacks('blackwater', ['lannister knight'], { blackwater: { units: ['tyrell footman'] } }, { hands: { tyrell: [] } });
    expect(asked(s)).toEqual(['choose-house-card lannister']);
    rejects(s, card('tyrell', 'mace-tyrell'), '2E-COMBAT-23');
    // Lannister plays The Hound (2): 2 + 2 against 1 with no card; Tyrell loses and must retreat.
    const done = play(s, card('lannister', 'the-hound'));
    expect(findCombat(done).cards).toEqual({ attacker: 'the-hound', defender: null });
    expect(findCombat(done).final).toEqual({ attacker: 4, defender: 1 });
    expect(asked(done)).toEqual(['retreat tyrell']);
  });
});

describe('2E-COMBAT-29 / 2E-INF-07 the Valyrian Steel Blade', () => {
  // Greyjoy holds the Blade (Fiefdoms position 1 with 6 players).
  const greyjoy = () =>
    board({ 'greywater-watch': { units: ['greyjoy knight'], order: 'greyjoy march-0' }, 'moat-cailin': { units: ['stark knight', 'stark footman'] } });
  const attack = (s: ReturnType<typeof board>) => deepFreeze(march(s, { house: 'greyjoy', from: 'greywater-watch', to: 'moat-cailin', units: ['knight'] }));
  const cards = [card('greyjoy', 'theon-greyjoy'), card('stark', 'roose-bolton')] as const;

  it('its holder, a combatant, is asked after the cards; +1 and the Blade is used for the round', () => {
    const s = play(attack(greyjoy()), ...cards);
    expect(asked(s)).toEqual(['use-blade greyjoy']);
    // 2 + 2 + 1 = 5 against 3 + 2 = 5: a tie, which Greyjoy wins on Fiefdoms.
    const used = play(s, blade('greyjoy', true));
    expect(used.bladeUsed).toBe(true);
    expect(findCombat(used).final).toEqual({ attacker: 5, defender: 5 });
    // Without it, 4 against 5: Greyjoy loses and its Knight goes home, routed.
    expect(asked(used)).toEqual(['retreat stark']);
    const unused = play(s, blade('greyjoy', false));
    expect(unused.bladeUsed).toBe(false);
    expect(unitsIn(unused, 'greywater-watch')).toEqual(['greyjoy knight routed']);
  });
  it('is not asked once the Blade is used this round, nor when its holder only watches', () => {
    expect(asked(play(attack({ ...greyjoy(), bladeUsed: true }), ...cards))).not.toContain('use-blade greyjoy');
  });
  it('rejects an answer that is not true or false', () => {
    const s = play(attack(greyjoy()), ...cards);
    rejects(s, { kind: 'use-blade', house: 'greyjoy', use: 1 as unknown as boolean }, '2E-COMBAT-29');
    rejects(s, blade('stark', true), '2E-COMBAT-29');
  });
});

describe('2E-COMBAT-33 / 2E-COMBAT-34 / 2E-COMBAT-32 the victor', () => {
  const tally = (total: number): SideTally => ({ units: total, support: 0, order: 0, garrison: 0, card: 0, blade: 0, tides: 0, swords: 0, towers: 0 });
  const s = board({});
  const facts = { area: 'blackwater', attacker: 'tyrell', defender: 'lannister', marchToken: 'march-0', attackers: [], support: [], cards: { attacker: null, defender: null }, bladeUsedBy: null } as const;
  it('the higher final strength wins, negative values included', () => {
    expect(victorOf(s, facts, { attacker: tally(5), defender: tally(4) })).toBe('attacker');
    expect(victorOf(s, facts, { attacker: tally(-1), defender: tally(0) })).toBe('defender');
  });
  it('a tie goes to the house higher on the Fiefdoms track (Tyrell 2nd, Lannister 6th with 6 players)', () => {
    expect(victorOf(s, facts, { attacker: tally(3), defender: tally(3) })).toBe('attacker');
    expect(victorOf(s, { ...facts, attacker: 'lannister', defender: 'tyrell' }, { attacker: tally(3), defender: tally(3) })).toBe('defender');
  });
  it('2E-COMBAT-26 / 2E-COMBAT-27 a card gives its printed strength and icons', () => {
    const t = printedTally(s, { ...facts, cards: { attacker: 'ser-garlan-tyrell', defender: 'the-hound' } });
    expect([t.attacker.card, t.attacker.swords, t.defender.card, t.defender.towers]).toEqual([2, 2, 2, 2]);
  });
});

describe('2E-COMBAT-36 – 2E-COMBAT-41 casualties', () => {
  // Lannister attacks the Blackwater with 2 Knights and Ser Gregor Clegane (3, 3 swords).
  const against = (defenders: AreaSpec['units'], tyrellCard: 'margaery-tyrell' | 'alester-florent' | 'randyll-tarly' = 'alester-florent') => {
    const s = lannisterAttacks('blackwater', ['lannister knight', 'lannister knight'], { blackwater: { units: defenders } });
    return deepFreeze(play(s, card('lannister', 'ser-gregor-clegane'), card('tyrell', tyrellCard)));
  };
  it('2E-COMBAT-38 / 2E-COMBAT-39 / 2E-HC-08 swords minus towers; the loser chooses which units', () => {
    // 3 swords − 1 tower (Alester Florent) = 2 casualties among Knight, Footman, Footman.
    const s = against(['tyrell knight', 'tyrell footman', 'tyrell footman']);
    expect(pending(s).map((d) => (d.kind === 'choose-casualties' ? `${d.house} ${d.count}` : d.kind))).toEqual(['tyrell 2']);
    const chosen = play(s, casualties('tyrell', 'footman', 'footman'));
    expect(asked(chosen)).toEqual(['retreat tyrell']);
    expect(findCombat(chosen).attackers).toHaveLength(2);
  });
  it('2E-COMBAT-39 rejects units the loser does not have there, or the wrong number', () => {
    const s = against(['tyrell knight', 'tyrell footman', 'tyrell footman']);
    rejects(s, casualties('tyrell', 'knight', 'knight'), '2E-COMBAT-39');
    rejects(s, casualties('tyrell', 'footman'), '2E-COMBAT-39');
    rejects(s, { kind: 'choose-casualties', house: 'tyrell', units: 'footman' as unknown as [] }, '2E-COMBAT-39');
  });
  it('2E-COMBAT-41 as many casualties as units or more: all are destroyed, nobody is asked', () => {
    const s = against(['tyrell knight', 'tyrell footman'], 'randyll-tarly');
    expect(unitsIn(s, 'blackwater')).toEqual(['lannister knight', 'lannister knight']);
  });
  it('2E-COMBAT-37 (OQ-09) Siege Engines and routed units are destroyed first and absorb no casualty', () => {
    // 3 − 1 = 2 casualties; the Siege Engine and the routed Knight go first; the 2 Footmen are the casualties.
    const s = against(['tyrell footman', 'tyrell footman', 'tyrell knight routed', 'tyrell siege-engine']);
    expect(unitsIn(s, 'blackwater')).toEqual(['lannister knight', 'lannister knight']);
    expect(s.stack.some((f) => f.kind === 'combat')).toBe(false);
  });
  it('2E-COMBAT-36 / 2E-COMBAT-40 the victor and supporting units take no casualties', () => {
    const s = lannisterAttacks('blackwater', ['lannister knight'], {
      blackwater: { units: ['tyrell footman'] },
      harrenhal: { units: ['tyrell footman'], order: 'tyrell support-a' },
    });
    // Tyrell 1 + 1 + Ser Garlan 2 (2 swords) = 4 beats Lannister 2 + The Hound 2 (2 towers) = 4 on Fiefdoms.
    const lost = play(s, declare('tyrell', 'harrenhal', 'defender'), card('lannister', 'the-hound'), card('tyrell', 'ser-garlan-tyrell'));
    expect(unitsIn(lost, 'harrenhal')).toEqual(['tyrell footman']);
    expect(unitsIn(lost, 'stoney-sept')).toEqual(['lannister knight routed']);
  });
});

describe('2E-COMBAT-42 / 2E-GARR-04 / 2E-GARR-08 a Garrison that loses is removed', () => {
  const start = (defenders: AreaSpec['units']) =>
    deepFreeze(march(board({ 'the-reach': { units: ['stark knight', 'stark knight'], order: 'stark march-plus-1' }, highgarden: { units: defenders } }), {
      house: 'stark', from: 'the-reach', to: 'highgarden', units: ['knight', 'knight'],
    }));
  it('alone: it is removed, nothing retreats, the attacker takes the area', () => {
    const done = play(start([]), card('stark', 'eddard-stark'), card('tyrell', 'margaery-tyrell'));
    expect(done.areas.highgarden.garrison).toBeNull();
    expect(unitsIn(done, 'highgarden')).toEqual(['stark knight', 'stark knight']);
  });
  it('with units: removed whatever the icons, and the units retreat', () => {
    const lost = play(start(['tyrell footman']), card('stark', 'ser-rodrik-cassel'), card('tyrell', 'margaery-tyrell'));
    expect(lost.areas.highgarden.garrison).toBeNull();
    const done = play(lost, { kind: 'retreat', house: 'tyrell', area: 'dornish-marches', destroy: [] });
    expect(unitsIn(done, 'dornish-marches')).toEqual(['tyrell footman routed']);
  });
  it('when it wins, it stays and the attacker retreats', () => {
    const done = play(start([]), card('stark', 'catelyn-stark'), card('tyrell', 'mace-tyrell'));
    expect(done.areas.highgarden.garrison).toBe('tyrell');
    expect(unitsIn(done, 'the-reach')).toEqual(['stark knight routed', 'stark knight routed']);
  });
});
