// Tier 3 House card texts ([2E-HC-01]) and the cards without text: every card of the table is in
// the window its printed timing says, icons-only cards give their printed values, and each tier 3
// text changes the step 5 tally when it applies, and only then ([2E-COMBAT-30]).
import { describe, expect, it } from 'vitest';
import { HOUSE_CARDS, HOUSE_CARD_IDS, type HouseCardId } from './data/house-cards';
import { fight, tallyWith } from './ability-test-support';
import { asked, card, findCombat, play, unitsIn } from './combat-test-support';
import { HOUSE_CARD_ABILITIES } from './house-card-abilities';
import type { HouseCardAbility } from './house-card-ability';

/** The window each printed timing must use. */
const WINDOW: Record<string, (a: HouseCardAbility) => boolean> = {
  none: (a) => Object.keys(a).length === 0,
  static: (a) => a.static !== undefined || a.unitStrength !== undefined || a.noCasualties === true,
  cancel: (a) => a.cancel !== undefined,
  immediately: (a) => a.immediately !== undefined,
  'if-win': (a) => a.ifWin !== undefined,
  'if-lose': (a) => a.ifLose !== undefined,
  'after-combat': (a) => a.afterCombat !== undefined,
};

describe('2E-HC-01 every card with text has a hook in its timing window; none without text', () => {
  it.each(HOUSE_CARD_IDS.map((id) => [id]))('%s', (id) => {
    const info = HOUSE_CARDS[id];
    const ability = HOUSE_CARD_ABILITIES[id] ?? {};
    expect(info.text === null).toBe(info.timing === 'none');
    expect(WINDOW[info.timing]?.(ability)).toBe(true);
    // One text, one window (tier 3 may change units and the tally together).
    const windows = Object.keys(ability).filter((k) => !['static', 'unitStrength', 'noCasualties'].includes(k));
    expect(windows.length).toBeLessThanOrEqual(info.timing === 'static' ? 0 : 1);
  });
});

// The 18 cards without text, by rule ID: 2E-HCARD-01 Eddard, -04 Greatjon, -06 Ser Rodrik, -09 Ser Gregor,
// -10 The Hound, -11 Ser Jaime, -18 Brienne, -19 Melisandre, -22 Euron, -26 Dagmar, -31 Ser Garlan,
// -32 Randyll Tarly, -33 Alester Florent, -34 Margaery, -36 The Red Viper, -37 Areo Hotah, -38 Obara
// Sand, -39 Darkstar: each is one row of the table below.
const ICONS_ONLY_RULES = [
  '2E-HCARD-01', '2E-HCARD-04', '2E-HCARD-06', '2E-HCARD-09', '2E-HCARD-10', '2E-HCARD-11', '2E-HCARD-18', '2E-HCARD-19', '2E-HCARD-22',
  '2E-HCARD-26', '2E-HCARD-31', '2E-HCARD-32', '2E-HCARD-33', '2E-HCARD-34', '2E-HCARD-36', '2E-HCARD-37', '2E-HCARD-38', '2E-HCARD-39',
];

describe('2E-COMBAT-26 / 2E-COMBAT-27 icons-only cards give their printed strength, swords and towers', () => {
  const iconsOnly = HOUSE_CARD_IDS.filter((id) => HOUSE_CARDS[id].text === null);
  it('there are 18 of them, 3 per house, one per rule ID listed above', () => {
    expect(iconsOnly.length).toBe(18);
    expect(ICONS_ONLY_RULES).toHaveLength(18);
  });
  it.each(iconsOnly.map((id) => [id]))('%s', (id) => {
    const house = HOUSE_CARDS[id].house;
    const defender = house === 'stark' ? 'lannister' : 'stark';
    const s = fight({ attacker: house, defender });
    const t = tallyWith(s, { attacker: id, defender: null });
    expect([t.attacker.card, t.attacker.swords, t.attacker.towers]).toEqual([HOUSE_CARDS[id].strength, HOUSE_CARDS[id].swords, HOUSE_CARDS[id].towers]);
  });
});

describe('2E-HCARD-07 Catelyn Stark doubles her owner’s Defense order in the embattled area', () => {
  const s = fight({ attacker: 'lannister', defender: 'stark', defenderOrder: 'stark defense-1a' });
  it('defending with Defense +1: +2', () => {
    expect(tallyWith(s, { attacker: null, defender: 'catelyn-stark' }).defender.order).toBe(2);
    expect(tallyWith(s, { attacker: null, defender: 'eddard-stark' }).defender.order).toBe(1);
  });
  it('attacking it does nothing to the March order', () => {
    const a = fight({ attacker: 'stark', defender: 'lannister', token: 'march-plus-1' });
    expect(tallyWith(a, { attacker: 'catelyn-stark', defender: null }).attacker.order).toBe(1);
  });
});

describe('2E-HCARD-13 Ser Kevan Lannister: attacking Footmen, and Lannister Footmen supporting, add 2', () => {
  const extra = {
    'stoney-sept': { units: ['lannister footman'], order: 'lannister support-a' },
    harrenhal: { units: ['baratheon footman'], order: 'baratheon support-a' },
  } as const;
  const attack = () => {
    const s = fight({ attacker: 'lannister', defender: 'tyrell', attackers: ['lannister footman', 'lannister footman', 'lannister knight'], defenders: ['tyrell knight'], extra });
    return play(s, { kind: 'declare-support', house: 'baratheon', area: 'harrenhal', side: 'attacker' }, { kind: 'accept-support', house: 'lannister', area: 'harrenhal', accept: true }, { kind: 'declare-support', house: 'lannister', area: 'stoney-sept', side: 'attacker' });
  };
  it('attacking: 2 + 2 + 2 (Knight) and support 2 (Lannister Footman) + 1 (Baratheon Footman)', () => {
    const t = tallyWith(attack(), { attacker: 'ser-kevan-lannister', defender: null });
    expect([t.attacker.units, t.attacker.support]).toEqual([6, 3]);
    const plain = tallyWith(attack(), { attacker: 'the-hound', defender: null });
    expect([plain.attacker.units, plain.attacker.support]).toEqual([4, 2]);
  });
  it('defending: Footmen add 1', () => {
    const d = fight({ attacker: 'tyrell', defender: 'lannister', defenders: ['lannister footman', 'lannister footman'] });
    expect(tallyWith(d, { attacker: null, defender: 'ser-kevan-lannister' }).defender.units).toBe(2);
  });
});

describe('2E-HCARD-15 Stannis Baratheon: +1 when the opponent stands higher on the Iron Throne track', () => {
  it('Baratheon 1st: 4; Baratheon below its opponent: 5', () => {
    const first = fight({ attacker: 'baratheon', defender: 'stark' });
    expect(tallyWith(first, { attacker: 'stannis-baratheon', defender: null }).attacker.card).toBe(4);
    const below = fight({ attacker: 'baratheon', defender: 'stark', options: { tracks: { 'iron-throne': ['stark', 'baratheon', 'lannister', 'martell', 'greyjoy', 'tyrell'] } } });
    expect(tallyWith(below, { attacker: 'stannis-baratheon', defender: null }).attacker.card).toBe(5);
  });
});

describe('2E-HCARD-17 Ser Davos Seaworth: +1 and a sword while Stannis is in the discard pile', () => {
  it('Stannis discarded: 3 and 1 sword; Stannis in hand: 2 and none', () => {
    const discarded = fight({ attacker: 'baratheon', defender: 'stark', options: { hands: { baratheon: ['ser-davos-seaworth', 'patchface'] } } });
    const t = tallyWith(discarded, { attacker: 'ser-davos-seaworth', defender: null }).attacker;
    expect([t.card, t.swords]).toEqual([3, 1]);
    const inHand = tallyWith(fight({ attacker: 'baratheon', defender: 'stark' }), { attacker: 'ser-davos-seaworth', defender: null }).attacker;
    expect([inHand.card, inHand.swords]).toEqual([2, 0]);
  });
});

describe('2E-HCARD-20 / 2E-HC-05 Salladhor Saan: supported, every non-Baratheon Ship adds 0', () => {
  // Greyjoy attacks Baratheon in Shipbreaker Bay; ships support from Blackwater Bay.
  const sea = (supportBaratheon: boolean) => {
    const s = fight({
      attacker: 'greyjoy',
      defender: 'baratheon',
      from: 'blackwater-bay',
      to: 'shipbreaker-bay',
      attackers: ['greyjoy ship', 'greyjoy ship'],
      defenders: ['baratheon ship'],
      extra: { 'the-narrow-sea': { units: ['baratheon ship'], order: 'baratheon support-a' } },
    });
    return play(s, { kind: 'declare-support', house: 'baratheon', area: 'the-narrow-sea', side: supportBaratheon ? 'defender' : 'none' });
  };
  it('supported: the Greyjoy Ships add 0, Baratheon Ships still 1', () => {
    const t = tallyWith(sea(true), { attacker: null, defender: 'salladhor-saan' });
    expect([t.attacker.units, t.defender.units, t.defender.support]).toEqual([0, 1, 1]);
  });
  it('not supported: nothing changes', () => {
    expect(tallyWith(sea(false), { attacker: null, defender: 'salladhor-saan' }).attacker.units).toBe(2);
  });
});

describe('2E-HCARD-23 Victarion Greyjoy: attacking Ships, and Greyjoy Ships supporting, add 2', () => {
  it('attacking with 2 Ships: 4; defending: 1 each', () => {
    const a = fight({ attacker: 'greyjoy', defender: 'baratheon', from: 'blackwater-bay', to: 'shipbreaker-bay', attackers: ['greyjoy ship', 'greyjoy ship'], defenders: ['baratheon ship'] });
    expect(tallyWith(a, { attacker: 'victarion-greyjoy', defender: null }).attacker.units).toBe(4);
    const d = fight({ attacker: 'baratheon', defender: 'greyjoy', from: 'blackwater-bay', to: 'shipbreaker-bay', attackers: ['baratheon ship'], defenders: ['greyjoy ship', 'greyjoy ship'] });
    expect(tallyWith(d, { attacker: null, defender: 'victarion-greyjoy' }).defender.units).toBe(2);
  });
});

describe('2E-HCARD-25 (OQ-11) Balon Greyjoy: the opponent’s printed strength counts 0', () => {
  it('Eddard Stark adds 0; Stannis below Greyjoy on the Iron Throne keeps the +1 of its own text', () => {
    const s = fight({ attacker: 'greyjoy', defender: 'stark' });
    expect(tallyWith(s, { attacker: 'balon-greyjoy', defender: 'eddard-stark' }).defender.card).toBe(0);
    expect(tallyWith(s, { attacker: 'euron-crows-eye', defender: 'eddard-stark' }).defender.card).toBe(4);
    const b = fight({ attacker: 'greyjoy', defender: 'baratheon', options: { tracks: { 'iron-throne': ['greyjoy', 'baratheon', 'lannister', 'stark', 'martell', 'tyrell'] } } });
    expect(tallyWith(b, { attacker: 'balon-greyjoy', defender: 'stannis-baratheon' }).defender.card).toBe(1);
  });
});

describe('2E-HCARD-24 Theon Greyjoy: defending a Castle or Stronghold, +1 and a sword', () => {
  it('defending Harrenhal (a Castle): 3 and 1 sword; the Blackwater or attacking: 2 and none', () => {
    const castle = fight({ attacker: 'lannister', defender: 'greyjoy', from: 'stoney-sept', to: 'harrenhal' });
    const t = tallyWith(castle, { attacker: null, defender: 'theon-greyjoy' }).defender;
    expect([t.card, t.swords]).toEqual([3, 1]);
    const open = tallyWith(fight({ attacker: 'lannister', defender: 'greyjoy' }), { attacker: null, defender: 'theon-greyjoy' }).defender;
    expect([open.card, open.swords]).toEqual([2, 0]);
    const attacking = tallyWith(fight({ attacker: 'greyjoy', defender: 'lannister', from: 'stoney-sept', to: 'harrenhal' }), { attacker: 'theon-greyjoy', defender: null }).attacker;
    expect([attacking.card, attacking.swords]).toEqual([2, 0]);
  });
});

describe('2E-HCARD-27 / 2E-HC-05 Asha Greyjoy: not supported, two swords and a tower', () => {
  const s = fight({ attacker: 'greyjoy', defender: 'stark', extra: { harrenhal: { units: ['lannister knight'], order: 'lannister support-a' } } });
  it('alone: 2 swords, 1 tower', () => {
    const t = tallyWith(play(s, { kind: 'declare-support', house: 'lannister', area: 'harrenhal', side: 'none' }), { attacker: 'asha-greyjoy', defender: null }).attacker;
    expect([t.swords, t.towers]).toEqual([2, 1]);
  });
  it('supported by another house: no icons', () => {
    const supported = play(s, { kind: 'declare-support', house: 'lannister', area: 'harrenhal', side: 'attacker' }, { kind: 'accept-support', house: 'greyjoy', area: 'harrenhal', accept: true });
    const t = tallyWith(supported, { attacker: 'asha-greyjoy', defender: null }).attacker;
    expect([t.swords, t.towers]).toEqual([0, 0]);
  });
});

describe('2E-HCARD-40 Nymeria Sand: a sword attacking, a tower defending', () => {
  it('both ways', () => {
    const a = tallyWith(fight({ attacker: 'martell', defender: 'stark' }), { attacker: 'nymeria-sand', defender: null }).attacker;
    expect([a.swords, a.towers]).toEqual([1, 0]);
    const d = tallyWith(fight({ attacker: 'stark', defender: 'martell' }), { attacker: null, defender: 'nymeria-sand' }).defender;
    expect([d.swords, d.towers]).toEqual([0, 1]);
  });
});

describe('2E-HCARD-05 / 2E-COMBAT-43 (OQ-33) The Blackfish: no casualties from icons or text', () => {
  const lannister = (starkCard: HouseCardId) =>
    play(fight({ attacker: 'lannister', defender: 'stark', attackers: ['lannister knight', 'lannister knight'], defenders: ['stark footman', 'stark footman'] }), card('lannister', 'ser-gregor-clegane'), card('stark', starkCard));
  it('losing to Ser Gregor’s 3 swords, both Footmen survive to retreat', () => {
    const s = lannister('the-blackfish');
    expect(findCombat(s).casualties).toBe(0);
    expect(asked(s)).toEqual(['retreat stark']);
  });
  it('with another card, both die', () => {
    const s = lannister('greatjon-umber');
    expect(unitsIn(s, 'blackwater')).toEqual(['lannister knight', 'lannister knight']);
  });
  it('(OQ-33) a routed unit that cannot retreat is still destroyed', () => {
    const s = play(
      fight({ attacker: 'lannister', defender: 'stark', attackers: ['lannister knight', 'lannister knight'], defenders: ['stark footman', 'stark footman routed'] }),
      card('lannister', 'ser-gregor-clegane'),
      card('stark', 'the-blackfish'),
    );
    expect(asked(s)).toEqual(['retreat stark']);
    expect(findCombat(s).attackers.length).toBe(2);
    const retreat = s.stack[s.stack.length - 1];
    expect(retreat?.kind === 'retreat' ? retreat.units.length : -1).toBe(1);
  });
});
