// Conflicting pairs of House cards, each in both Iron Throne orders ([2E-HC-01] tiers, [2E-HC-02]
// one card at a time, [2E-HC-03] Iron Throne order read now, [2E-GEN-03]).
import { describe, expect, it } from 'vitest';
import type { House } from './data/vocabulary';
import { fight, tallyWith } from './ability-test-support';
import { asked, card, findCombat, play } from './combat-test-support';

const ironThrone = (first: House, second: House): House[] => {
  const rest: House[] = ['baratheon', 'lannister', 'stark', 'martell', 'greyjoy', 'tyrell'].filter((h) => h !== first && h !== second) as House[];
  return [first, second, ...rest];
};

describe('2E-HC-01 / 2E-HC-07 Tyrion Lannister (cancel, tier 1) against Aeron Damphair (immediately, tier 2)', () => {
  for (const order of [['lannister', 'greyjoy'], ['greyjoy', 'lannister']] as const) {
    it(`${order[0]} first on the Iron Throne: Tyrion is asked first; a cancelled Aeron never resolves`, () => {
      const s = play(fight({ attacker: 'lannister', defender: 'greyjoy', options: { tracks: { 'iron-throne': ironThrone(order[0], order[1]) } } }), card('lannister', 'tyrion-lannister'), card('greyjoy', 'aeron-damphair'));
      expect(asked(s)).toEqual(['cancel-house-card lannister']);
      const kept = play(s, { kind: 'cancel-house-card', house: 'lannister', cancel: false });
      expect(asked(kept)).toEqual(['swap-house-card greyjoy']);
      const cancelled = play(s, { kind: 'cancel-house-card', house: 'lannister', cancel: true });
      expect(asked(cancelled)).toEqual(['replace-house-card greyjoy']);
      const replaced = play(cancelled, { kind: 'replace-house-card', house: 'greyjoy', card: 'euron-crows-eye' });
      expect(asked(replaced)).not.toContain('swap-house-card greyjoy');
      expect(replaced.houses.greyjoy?.power).toBe(5);
      expect(replaced.houses.greyjoy?.hand).toContain('aeron-damphair');
    });
  }
});

describe('2E-HC-02 / 2E-HC-03 Doran Martell against Queen of Thorns (both tier 2): one card at a time, in Iron Throne order', () => {
  const extra = {
    'stoney-sept': { units: ['martell footman'], order: 'martell support-a' },
    harrenhal: { units: ['martell footman'], order: 'martell consolidate-a' },
  } as const;
  const start = (first: House, second: House) =>
    play(fight({ attacker: 'tyrell', defender: 'martell', extra, options: { tracks: { 'iron-throne': ironThrone(first, second) } } }), { kind: 'declare-support', house: 'martell', area: 'stoney-sept', side: 'none' }, card('tyrell', 'queen-of-thorns'), card('martell', 'doran-martell'));
  it('Martell first: Doran, then the Queen', () => {
    const s = start('martell', 'tyrell');
    expect(asked(s)).toEqual(['demote-opponent martell']);
    const next = play(s, { kind: 'demote-opponent', house: 'martell', track: 'iron-throne' });
    expect(next.tracks['iron-throne'][5]).toBe('tyrell');
    expect(asked(next)).toEqual(['remove-order tyrell']);
  });
  it('Tyrell first: the Queen, then Doran; moving Tyrell down the Iron Throne changes turn order at once (2E-INF-16)', () => {
    const s = start('tyrell', 'martell');
    expect(asked(s)).toEqual(['remove-order tyrell']);
    const next = play(s, { kind: 'remove-order', house: 'tyrell', area: 'harrenhal' });
    expect(asked(next)).toEqual(['demote-opponent martell']);
    const moved = play(next, { kind: 'demote-opponent', house: 'martell', track: 'iron-throne' });
    expect(moved.tracks['iron-throne']).toEqual(['martell', 'baratheon', 'lannister', 'stark', 'greyjoy', 'tyrell']);
    expect(moved.areas.harrenhal.order).toBeNull();
  });
});

describe('2E-HCARD-29 / 2E-HCARD-05 Mace Tyrell (tier 2) against The Blackfish (tier 3): the Footman survives in both orders', () => {
  for (const order of [['tyrell', 'stark'], ['stark', 'tyrell']] as const) {
    it(`${order[0]} first`, () => {
      const s = play(
        fight({ attacker: 'tyrell', defender: 'stark', defenders: ['stark footman', 'stark footman'], options: { tracks: { 'iron-throne': ironThrone(order[0], order[1]) } } }),
        card('tyrell', 'mace-tyrell'),
        card('stark', 'the-blackfish'),
      );
      // Tyrell 2 + 4 beats Stark 2 + 1; no Footman died to Mace, both retreat.
      expect(asked(s)).toEqual(['retreat stark']);
      const r = s.stack[s.stack.length - 1];
      expect(r?.kind === 'retreat' ? r.units.length : 0).toBe(2);
    });
  }
});

describe('2E-HCARD-20 / 2E-HCARD-23 Salladhor Saan against Victarion Greyjoy (both tier 3): Greyjoy Ships add 0 in both orders', () => {
  for (const order of [['greyjoy', 'baratheon'], ['baratheon', 'greyjoy']] as const) {
    it(`${order[0]} first`, () => {
      const s = fight({
        attacker: 'greyjoy',
        defender: 'baratheon',
        from: 'blackwater-bay',
        to: 'shipbreaker-bay',
        attackers: ['greyjoy ship', 'greyjoy ship'],
        defenders: ['baratheon ship'],
        extra: { 'the-narrow-sea': { units: ['baratheon ship'], order: 'baratheon support-a' } },
        options: { tracks: { 'iron-throne': ironThrone(order[0], order[1]) } },
      });
      const supported = play(s, { kind: 'declare-support', house: 'baratheon', area: 'the-narrow-sea', side: 'defender' });
      expect(tallyWith(supported, { attacker: 'victarion-greyjoy', defender: 'salladhor-saan' }).attacker.units).toBe(0);
      // Without Salladhor, Victarion's Ships add 2 each.
      expect(tallyWith(supported, { attacker: 'victarion-greyjoy', defender: 'brienne-of-tarth' }).attacker.units).toBe(4);
    });
  }
});

describe('2E-HCARD-25 (OQ-11) Balon Greyjoy against Ser Davos Seaworth (both tier 3): 0 + 1 in both orders', () => {
  for (const order of [['greyjoy', 'baratheon'], ['baratheon', 'greyjoy']] as const) {
    it(`${order[0]} first`, () => {
      const s = fight({ attacker: 'greyjoy', defender: 'baratheon', options: { hands: { baratheon: ['ser-davos-seaworth', 'patchface'] }, tracks: { 'iron-throne': ironThrone(order[0], order[1]) } } });
      const davos = tallyWith(s, { attacker: 'balon-greyjoy', defender: 'ser-davos-seaworth' }).defender;
      expect([davos.card, davos.swords]).toEqual([1, 1]);
    });
  }
});

describe('2E-HCARD-42 / 2E-HCARD-15 Doran Martell (tier 2) before Stannis Baratheon (tier 3): the move counts in step 5', () => {
  it('Baratheon sent to the bottom of the Iron Throne: Stannis gets +1; another track: not', () => {
    const s = play(fight({ attacker: 'baratheon', defender: 'martell' }), card('baratheon', 'stannis-baratheon'), card('martell', 'doran-martell'));
    const bottom = play(s, { kind: 'demote-opponent', house: 'martell', track: 'iron-throne' });
    expect(findCombat(bottom).final).toEqual({ attacker: 2 + 5, defender: 1 });
    const other = play(s, { kind: 'demote-opponent', house: 'martell', track: 'kings-court' });
    expect(findCombat(other).final).toEqual({ attacker: 2 + 4, defender: 1 });
    expect(other.tracks['kings-court'][5]).toBe('baratheon');
  });
});
