// Scenarios of §1, §10, §13, §19, §20, §25, §30 and §33 of the rules reference: combats set up by
// description, played one choice at a time, explained by their events.
import { describe, expect, it } from 'vitest';
import { eventText, pending } from '../../engine/index';
import { answerAll, eventsOf, expectEvent, play, position, refusal } from './scenario.testkit';

/** Tyrell marches 2 Knights from The Reach into Blackwater, held by 1 Lannister Footman. */
const blackwater = (extra: Record<string, object> = {}, more: object = {}) =>
  position({
    board: 'empty',
    areas: {
      'the-reach': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-0' },
      blackwater: { units: ['lannister footman'], order: 'lannister defense-1a' },
      ...extra,
    },
    asked: { kind: 'choose-house-card', attack: { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'knight'] } },
    ...more,
  });

describe('§19 Combat', () => {
  it('2E-COMBAT-33: the stronger side wins; the strength is explained by source; 2E-COMBAT-38: casualties = swords − towers', () => {
    const fought = play(blackwater(), { kind: 'choose-house-card', house: 'tyrell', card: 'randyll-tarly' }, { kind: 'choose-house-card', house: 'lannister', card: 'cersei-lannister' });
    const [result] = eventsOf(fought, 'combat-result');
    // Tyrell 4 (Knights) + 2 (Randyll Tarly) = 6; Lannister 1 + 1 (Defense) + 0 (Cersei) = 2.
    expect(result).toMatchObject({ rule: '2E-COMBAT-33', victor: 'tyrell', attacker: { units: 4, card: 2, total: 6 }, defender: { units: 1, order: 1, card: 0, total: 2 } });
    expect(eventText(result!)).toContain('Tyrell wins');
  });

  it('2E-COMBAT-23: only the attacker and the defender choose House cards', () => {
    expect(refusal(blackwater(), { kind: 'choose-house-card', house: 'stark', card: 'eddard-stark' })).toBe('2E-COMBAT-23');
  });
});

describe('§1 Terms: a routed unit adds no strength (2E-COMBAT-08)', () => {
  it('the routed Footman counts 0', () => {
    const s = blackwater({ blackwater: { units: ['lannister footman routed', 'lannister knight'], order: 'lannister defense-1a' } });
    const fought = play(s, { kind: 'choose-house-card', house: 'tyrell', card: 'alester-florent' }, { kind: 'choose-house-card', house: 'lannister', card: 'cersei-lannister' });
    expect(eventsOf(fought, 'combat-result')[0]?.defender.units).toBe(2);
  });
});

describe('§13 Order tokens: a Defense order adds its bonus to the defender (2E-ORD-03)', () => {
  it('Defense +2 counts 2', () => {
    const s = blackwater({ blackwater: { units: ['lannister footman'], order: 'lannister defense-plus-2' } });
    const fought = play(s, { kind: 'choose-house-card', house: 'tyrell', card: 'alester-florent' }, { kind: 'choose-house-card', house: 'lannister', card: 'cersei-lannister' });
    expect(eventsOf(fought, 'combat-result')[0]?.defender.order).toBe(2);
  });
});

describe('§10 Influence: the Valyrian Steel Blade adds 1 once per round (2E-COMBAT-29)', () => {
  it('the holder uses it and the result shows it', () => {
    // Tyrell holds the Blade (position 1 of Fiefdoms).
    const s = blackwater({}, { tracks: { fiefdoms: ['tyrell', 'greyjoy', 'martell', 'lannister', 'stark', 'baratheon'] } });
    const cards = play(s, { kind: 'choose-house-card', house: 'tyrell', card: 'alester-florent' }, { kind: 'choose-house-card', house: 'lannister', card: 'cersei-lannister' });
    expect(pending(cards.state).map((d) => d.kind)).toEqual(['use-blade']);
    const fought = play(cards.state, { kind: 'use-blade', house: 'tyrell', use: true });
    expectEvent(fought, { kind: 'blade-used', house: 'tyrell', rule: '2E-COMBAT-29' });
    expect(eventsOf(fought, 'combat-result')[0]?.attacker.blade).toBe(1);
    expect(fought.state.bladeUsed).toBe(true);
  });
});

describe('§20 House card timing: an "immediately" ability resolves before the strengths (2E-HC-01)', () => {
  it('Mace Tyrell destroys the defending Footman at once', () => {
    const fought = play(blackwater(), { kind: 'choose-house-card', house: 'tyrell', card: 'mace-tyrell' }, { kind: 'choose-house-card', house: 'lannister', card: 'cersei-lannister' });
    expectEvent(fought, { kind: 'card-ability', card: 'mace-tyrell', tier: 'immediately', house: 'tyrell' });
    expect(eventsOf(fought, 'units')).toContainEqual(expect.objectContaining({ area: 'blackwater', house: 'lannister', removed: ['footman'], rule: '2E-HC-01' }));
    expect(eventsOf(fought, 'combat-result')[0]?.defender.units).toBe(0);
  });
});

describe('§25 Garrisons: a Garrison defends its home area with strength 2 (2E-GARR-02)', () => {
  it('an attack on Lannisport meets the Garrison', () => {
    const s = position({
      board: 'empty',
      areas: {
        'stoney-sept': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-0' },
        lannisport: { units: ['lannister footman'] },
      },
      asked: { kind: 'choose-house-card', attack: { house: 'tyrell', from: 'stoney-sept', to: 'lannisport', units: ['knight', 'knight'] } },
    });
    const fought = play(s, { kind: 'choose-house-card', house: 'tyrell', card: 'alester-florent' }, { kind: 'choose-house-card', house: 'lannister', card: 'cersei-lannister' });
    expect(eventsOf(fought, 'combat-result')[0]?.defender).toMatchObject({ garrison: 2, units: 1 });
  });
});

describe('§33 House cards: Ser Gregor Clegane’s three swords against one tower make two casualties (2E-COMBAT-38)', () => {
  it('two defending units are lost', () => {
    const s = position({
      board: 'empty',
      areas: {
        lannisport: { units: ['lannister knight', 'lannister knight', 'lannister footman'], order: 'lannister march-0' },
        'stoney-sept': { units: ['tyrell footman', 'tyrell footman', 'tyrell footman'] },
      },
      asked: { kind: 'choose-house-card', attack: { house: 'lannister', from: 'lannisport', to: 'stoney-sept', units: ['knight', 'knight'] } },
    });
    const fought = play(s, { kind: 'choose-house-card', house: 'lannister', card: 'ser-gregor-clegane' }, { kind: 'choose-house-card', house: 'tyrell', card: 'alester-florent' });
    // Alester Florent has a tower: 3 swords − 1 tower = 2 casualties.
    expect(eventsOf(fought, 'combat-result')[0]).toMatchObject({ victor: 'lannister', casualties: 2 });
    expect(eventsOf(fought, 'casualties')).toEqual([expect.objectContaining({ house: 'tyrell', units: ['footman', 'footman'], rule: '2E-COMBAT-39' })]);
  });
});

describe('§30 Tides of Battle: each combatant draws a card; its number counts (2E-TOB-06)', () => {
  it('the dealer shuffles, deals and reveals; the result shows the Tides numbers', () => {
    const s = blackwater({}, { tidesOfBattle: true });
    let played = { ...play(s, { kind: 'choose-house-card', house: 'tyrell', card: 'alester-florent' }, { kind: 'choose-house-card', house: 'lannister', card: 'cersei-lannister' }) };
    // 2E-TOB-04, 2E-HID-08: each face-down deal is told (to whom), never the card.
    const drawn: string[] = [];
    while (pending(played.state)[0]?.kind === 'draw-card') {
      const d = pending(played.state)[0]!;
      if (d.kind === 'draw-card') played = play(played.state, { kind: 'draw-card', deck: 'tides-of-battle', for: d.for });
      drawn.push(...eventsOf(played, 'tides-drawn').map((e) => `${e.house} ${e.rule} ${Object.keys(e).sort().join(',')}`));
    }
    expect(drawn.sort()).toEqual(['lannister 2E-TOB-04 house,kind,rule', 'tyrell 2E-TOB-04 house,kind,rule']);
    const reveals = [];
    for (let i = 0; i < 2; i++) {
      const d = pending(played.state)[0]!;
      expect(d.kind).toBe('reveal-card');
      if (d.kind !== 'reveal-card') break;
      const next = play(played.state, { kind: 'reveal-card', deck: 'tides-of-battle', card: i === 0 ? 'three' : 'two', for: d.for! });
      reveals.push(...next.events);
      played = next;
    }
    const [result] = reveals.filter((e) => e.kind === 'combat-result');
    expect(reveals.filter((e) => e.kind === 'tides-revealed')).toHaveLength(2);
    expect(result).toBeDefined();
    if (result?.kind === 'combat-result') expect(result.attacker.tides + result.defender.tides).toBe(5);
  });
});

