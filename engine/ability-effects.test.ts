// House card texts that act at a moment of the combat or give a choice ([2E-HC-01] tiers 1, 2,
// 4, 5): for each card, what it does, and a case where it must not trigger. Choices are open
// decisions of the right house; every listed choice is accepted by apply (style rule 11).
import { describe, expect, it } from 'vitest';
import { fight } from './ability-test-support';
import { choices } from './choices';
import { asked, card, findCombat, play, rejects, retreat, unitsIn } from './combat-test-support';
import type { Move } from './decisions';
import { apply, pending } from './flow';
import type { GameState } from './state';

/** The moves listed for the first pending decision. */
function listed(state: GameState): Move[] {
  const [d] = pending(state);
  if (d === undefined) throw new RangeError('expected a pending decision');
  const space = choices(state, d);
  if (space.type !== 'one-of') throw new RangeError('expected a list');
  return [...space.moves];
}

/** Every listed move of the first pending decision is accepted. */
function allApply(state: GameState): void {
  for (const m of listed(state)) expect(() => apply(state, m)).not.toThrow();
}

describe('2E-HCARD-12 / 2E-HC-07 Tyrion Lannister cancels the opponent’s card; it picks another, openly', () => {
  const start = (hand?: readonly ('mace-tyrell' | 'randyll-tarly' | 'queen-of-thorns' | 'margaery-tyrell')[]) =>
    fight({ attacker: 'lannister', defender: 'tyrell', attackers: ['lannister footman', 'lannister knight'], ...(hand === undefined ? {} : { options: { hands: { tyrell: hand } } }) });
  const revealed = play(start(), card('lannister', 'tyrion-lannister'), card('tyrell', 'mace-tyrell'));

  it('asks Lannister, openly, before anything else', () => {
    expect(pending(revealed).map((d) => [d.kind, d.house, d.sealed])).toEqual([['cancel-house-card', 'lannister', false]]);
    allApply(revealed);
  });
  it('cancelled: Mace goes back to hand with no effect; Tyrell picks any other card, revealed at once', () => {
    const s = play(revealed, { kind: 'cancel-house-card', house: 'lannister', cancel: true });
    expect(asked(s)).toEqual(['replace-house-card tyrell']);
    expect(s.houses.tyrell?.hand).toContain('mace-tyrell');
    expect(listed(s).map((m) => (m.kind === 'replace-house-card' ? m.card : ''))).not.toContain('mace-tyrell');
    expect(listed(s)).toHaveLength(6);
    rejects(s, { kind: 'replace-house-card', house: 'tyrell', card: 'mace-tyrell' }, '2E-HCARD-12');
    rejects(s, { kind: 'replace-house-card', house: 'tyrell', card: 'tywin-lannister' }, '2E-HCARD-12');
    const replaced = play(s, { kind: 'replace-house-card', house: 'tyrell', card: 'margaery-tyrell' });
    expect(findCombat(replaced).cards.defender).toBe('margaery-tyrell');
    // Mace never resolved: the attacking Footman is still there.
    expect(findCombat(replaced).attackers.map((u) => u.type)).toEqual(['footman', 'knight']);
  });
  it('the replacement resolves from the current tier: Queen of Thorns still acts in tier 2', () => {
    const s = fight({ attacker: 'lannister', defender: 'tyrell', extra: { harrenhal: { units: ['lannister footman'], order: 'lannister consolidate-a' } } });
    const r = play(s, card('lannister', 'tyrion-lannister'), card('tyrell', 'mace-tyrell'), { kind: 'cancel-house-card', house: 'lannister', cancel: true }, { kind: 'replace-house-card', house: 'tyrell', card: 'queen-of-thorns' });
    expect(r.areas.harrenhal.order).toBeNull();
  });
  it('not cancelled: Mace Tyrell resolves and kills the attacking Footman', () => {
    const s = play(revealed, { kind: 'cancel-house-card', house: 'lannister', cancel: false });
    // Lannister Knight 2 + Tyrion 1 lose to Tyrell 1 + Mace 4; only the Knight goes home.
    expect(unitsIn(s, 'the-reach')).toEqual(['lannister knight routed']);
    expect(s.houses.tyrell?.discard).toContain('mace-tyrell');
  });
  it('one other card: played without asking; none: Tyrell fights without a card', () => {
    const one = play(start(['mace-tyrell', 'randyll-tarly']), card('lannister', 'tyrion-lannister'), card('tyrell', 'mace-tyrell'), { kind: 'cancel-house-card', house: 'lannister', cancel: true });
    expect(findCombat(one).cards.defender).toBe('randyll-tarly');
    const none = play(start(['mace-tyrell']), card('lannister', 'tyrion-lannister'), { kind: 'cancel-house-card', house: 'lannister', cancel: true });
    expect(findCombat(none).cards.defender).toBeNull();
    expect(none.houses.tyrell?.hand).toEqual(['mace-tyrell']);
  });
  it('not asked when the opponent has no card; a non-boolean answer is refused', () => {
    const s = play(start([]), card('lannister', 'tyrion-lannister'));
    expect(asked(s)).not.toContain('cancel-house-card lannister');
    rejects(revealed, { kind: 'cancel-house-card', house: 'lannister', cancel: 'yes' as unknown as boolean }, '2E-HCARD-12');
  });
});

describe('2E-HCARD-28 (OQ-12) Aeron Damphair: pay 2 Power to swap it for another card', () => {
  const revealed = (power = 5) =>
    play(fight({ attacker: 'greyjoy', defender: 'stark', edit: (s) => ({ ...s, houses: { ...s.houses, greyjoy: { ...s.houses.greyjoy!, power } } }) }), card('greyjoy', 'aeron-damphair'), card('stark', 'eddard-stark'));
  it('asked with 2 Power and another card; every choice applies', () => {
    expect(asked(revealed())).toEqual(['swap-house-card greyjoy']);
    expect(listed(revealed())).toHaveLength(7);
    allApply(revealed());
  });
  it('swapped: 2 Power paid, Aeron discarded, the new card in play', () => {
    const s = play(revealed(), { kind: 'swap-house-card', house: 'greyjoy', card: 'euron-crows-eye' });
    expect(s.houses.greyjoy?.power).toBe(3);
    expect(s.houses.greyjoy?.discard).toContain('aeron-damphair');
    expect(s.houses.greyjoy?.hand).not.toContain('euron-crows-eye');
    expect(findCombat(s).cards.attacker).toBe('euron-crows-eye');
  });
  it('kept: nothing paid; with 1 Power: not asked', () => {
    const kept = play(revealed(), { kind: 'swap-house-card', house: 'greyjoy', card: null });
    expect(kept.houses.greyjoy?.power).toBe(5);
    expect(findCombat(kept).cards.attacker).toBe('aeron-damphair');
    expect(asked(revealed(1))).not.toContain('swap-house-card greyjoy');
  });
  it('refuses a card not in hand', () => {
    rejects(revealed(), { kind: 'swap-house-card', house: 'greyjoy', card: 'aeron-damphair' }, '2E-HCARD-28');
  });
});

describe('2E-HCARD-42 / 2E-INF-14 / 2E-INF-15 / 2E-INF-16 Doran Martell moves the opponent to the bottom of a track', () => {
  const doran = (defenderCard: 'dagmar-cleftjaw' | 'eddard-stark', defender: 'greyjoy' | 'stark' = 'greyjoy') =>
    play(fight({ attacker: 'martell', defender }), card('martell', 'doran-martell'), card(defender, defenderCard));
  it('asks Martell for one of the three tracks; the houses below move up', () => {
    const s = doran('eddard-stark', 'stark');
    expect(asked(s)).toEqual(['demote-opponent martell']);
    expect(listed(s)).toHaveLength(3);
    const moved = play(s, { kind: 'demote-opponent', house: 'martell', track: 'iron-throne' });
    expect(moved.tracks['iron-throne']).toEqual(['baratheon', 'lannister', 'martell', 'greyjoy', 'tyrell', 'stark']);
    rejects(s, { kind: 'demote-opponent', house: 'martell', track: 'wildlings' as 'fiefdoms' }, '2E-HCARD-42');
  });
  it('Fiefdoms: the Blade passes to the new first house and the tie now goes to Martell', () => {
    // Martell Knight 2 + 0 against Greyjoy Footman 1 + Dagmar 1: a tie.
    const s = play(doran('dagmar-cleftjaw'), { kind: 'demote-opponent', house: 'martell', track: 'fiefdoms' });
    expect(s.tracks.fiefdoms[0]).toBe('tyrell');
    expect(asked(s)).not.toContain('use-blade greyjoy');
    expect(findCombat(s).victor).toBe('attacker');
  });
  it('King’s Court: Greyjoy keeps the Blade and wins the tie', () => {
    const s = play(doran('dagmar-cleftjaw'), { kind: 'demote-opponent', house: 'martell', track: 'kings-court' });
    expect(asked(s)).toEqual(['use-blade greyjoy']);
    const done = play(s, { kind: 'use-blade', house: 'greyjoy', use: false });
    // Greyjoy won: Dagmar's sword killed the Martell Knight, the Footman holds the Blackwater.
    expect(unitsIn(done, 'the-reach')).toEqual([]);
    expect(unitsIn(done, 'blackwater')).toEqual(['greyjoy footman']);
  });
});

describe('2E-HCARD-35 (OQ-16) Queen of Thorns removes an order of the opponent next to the embattled area', () => {
  const extra = {
    'stoney-sept': { units: ['lannister footman', 'lannister knight'], order: 'lannister support-a' },
    harrenhal: { units: ['lannister footman'], order: 'lannister consolidate-a' },
  } as const;
  const revealed = () =>
    play(fight({ attacker: 'tyrell', defender: 'lannister', attackers: ['tyrell knight', 'tyrell knight'], extra }), { kind: 'declare-support', house: 'lannister', area: 'stoney-sept', side: 'defender' }, card('tyrell', 'queen-of-thorns'), card('lannister', 'the-hound'));
  it('two orders: Tyrell must pick one; the removed support no longer counts', () => {
    const s = revealed();
    expect(asked(s)).toEqual(['remove-order tyrell']);
    expect(listed(s).map((m) => (m.kind === 'remove-order' ? m.area : ''))).toEqual(['harrenhal', 'stoney-sept']);
    allApply(s);
    rejects(s, { kind: 'remove-order', house: 'tyrell', area: null }, '2E-HCARD-35');
    rejects(s, { kind: 'remove-order', house: 'tyrell', area: 'the-reach' }, '2E-HCARD-35');
    const r = play(s, { kind: 'remove-order', house: 'tyrell', area: 'stoney-sept' });
    expect(r.areas['stoney-sept'].order).toBeNull();
    // Lannister: Footman 1 + The Hound 2 (the 3 of support withdrawn); Tyrell: Knights 4 + 0.
    expect(findCombat(r).final).toEqual({ attacker: 4, defender: 3 });
    expect(asked(r)).toEqual(['retreat lannister']);
  });
  it('never the March order that started the combat: the only other order goes without asking', () => {
    const s = fight({ attacker: 'lannister', defender: 'tyrell', from: 'stoney-sept', extra: { harrenhal: { units: ['lannister footman'], order: 'lannister consolidate-a' } } });
    const r = play(s, card('lannister', 'the-hound'), card('tyrell', 'queen-of-thorns'));
    expect(r.areas.harrenhal.order).toBeNull();
    expect(asked(r)).not.toContain('remove-order tyrell');
  });
  it('no order of the opponent next to the area: nothing happens', () => {
    const r = play(fight({ attacker: 'tyrell', defender: 'lannister' }), card('tyrell', 'queen-of-thorns'), card('lannister', 'the-hound'));
    expect(asked(r)).not.toContain('remove-order tyrell');
  });
});

describe('2E-HCARD-29 / 2E-COMBAT-43 Mace Tyrell destroys an attacking or defending Footman at once', () => {
  it('the defending Footman dies before strength is counted', () => {
    const s = play(fight({ attacker: 'tyrell', defender: 'stark', defenders: ['stark footman', 'stark knight'] }), card('tyrell', 'mace-tyrell'), card('stark', 'eddard-stark'));
    // Tyrell 2 + 4 against Stark 2 + 4: a tie Tyrell wins on Fiefdoms; only the Knight retreats.
    expect(findCombat(s).final).toEqual({ attacker: 6, defender: 6 });
    expect(asked(s)).toEqual(['retreat stark']);
  });
  it('a routed Footman is never chosen; with no Footman nothing happens', () => {
    const s = play(fight({ attacker: 'tyrell', defender: 'stark', defenders: ['stark knight', 'stark knight', 'stark footman routed'] }), card('tyrell', 'mace-tyrell'), card('stark', 'eddard-stark'));
    expect(unitsIn(s, 'blackwater')).toEqual(['stark footman routed', 'stark knight', 'stark knight']);
  });
});

describe('2E-HCARD-14 Cersei Lannister: the winner may remove one of the opponent’s orders anywhere', () => {
  const extra = { winterfell: { units: ['stark footman'], order: 'stark consolidate-a' }, karhold: { units: ['stark footman'], order: 'stark raid-a' } } as const;
  it('won: Lannister may remove one (or none)', () => {
    const s = play(fight({ attacker: 'lannister', defender: 'stark', attackers: ['lannister knight', 'lannister knight'], extra }), card('lannister', 'cersei-lannister'), card('stark', 'ser-rodrik-cassel'));
    expect(asked(s)).toEqual(['remove-order lannister']);
    expect(listed(s).map((m) => (m.kind === 'remove-order' ? m.area : ''))).toEqual([null, 'karhold', 'winterfell']);
    allApply(s);
    const r = play(s, { kind: 'remove-order', house: 'lannister', area: 'winterfell' });
    expect(r.areas.winterfell.order).toBeNull();
    expect(r.areas.karhold.order).not.toBeNull();
    rejects(s, { kind: 'remove-order', house: 'lannister', area: 'the-reach' }, '2E-HCARD-14');
  });
  it('lost: not asked', () => {
    const s = play(fight({ attacker: 'lannister', defender: 'stark', defenders: ['stark knight'], extra }), card('lannister', 'cersei-lannister'), card('stark', 'eddard-stark'));
    expect(asked(s)).not.toContain('remove-order lannister');
  });
});

describe('2E-HCARD-16 Renly Baratheon: the winner may upgrade a Footman that took part to a Knight', () => {
  const extra = { harrenhal: { units: ['baratheon footman'], order: 'baratheon support-a' } } as const;
  const won = (edit?: (s: GameState) => GameState) =>
    play(
      fight({ attacker: 'baratheon', defender: 'stark', attackers: ['baratheon footman', 'baratheon knight'], extra, ...(edit === undefined ? {} : { edit }) }),
      { kind: 'declare-support', house: 'baratheon', area: 'harrenhal', side: 'attacker' },
      card('baratheon', 'renly-baratheon'),
      card('stark', 'ser-rodrik-cassel'),
    );
  it('an attacking Footman or a supporting Baratheon Footman', () => {
    const s = won();
    expect(asked(s)).toEqual(['upgrade-footman baratheon']);
    expect(listed(s).map((m) => (m.kind === 'upgrade-footman' ? m.area : ''))).toEqual([null, 'blackwater', 'harrenhal']);
    allApply(s);
    const up = play(s, { kind: 'upgrade-footman', house: 'baratheon', area: 'blackwater' }, retreat('stark', 'stoney-sept'));
    expect(unitsIn(up, 'blackwater')).toEqual(['baratheon knight', 'baratheon knight']);
    const support = play(s, { kind: 'upgrade-footman', house: 'baratheon', area: 'harrenhal' });
    expect(unitsIn(support, 'harrenhal')).toEqual(['baratheon knight']);
    rejects(s, { kind: 'upgrade-footman', house: 'baratheon', area: 'stoney-sept' }, '2E-HCARD-16');
  });
  it('no Knight left in reinforcements: not asked; lost: not asked', () => {
    const full = won((s) => ({ ...s, areas: { ...s.areas, 'storms-end': { ...s.areas['storms-end'], units: [0, 1, 2, 3].map(() => ({ house: 'baratheon' as const, type: 'knight' as const, routed: false })) } } }));
    expect(asked(full)).not.toContain('upgrade-footman baratheon');
    const lost = play(fight({ attacker: 'baratheon', defender: 'stark', attackers: ['baratheon footman'], defenders: ['stark knight', 'stark knight'] }), card('baratheon', 'renly-baratheon'), card('stark', 'eddard-stark'));
    expect(asked(lost)).not.toContain('upgrade-footman baratheon');
  });
});

describe('2E-HCARD-21 / 2E-HC-06 / 2E-HC-10 Patchface: after combat, discard a card of the opponent’s hand', () => {
  const after = (starkHand?: readonly ('robb-stark' | 'roose-bolton' | 'eddard-stark')[]) =>
    play(fight({ attacker: 'baratheon', defender: 'stark', ...(starkHand === undefined ? {} : { options: { hands: { stark: starkHand } } }) }), card('baratheon', 'patchface'), ...(starkHand === undefined || starkHand.length > 1 ? [card('stark', 'eddard-stark')] : []));
  it('asked once the cards are discarded; the card goes to Stark’s discard pile', () => {
    const s = after();
    expect(asked(s)).toEqual(['discard-opponent-card baratheon']);
    expect(s.houses.baratheon?.discard).toContain('patchface');
    expect(listed(s)).toHaveLength(7);
    allApply(s);
    const d = play(s, { kind: 'discard-opponent-card', house: 'baratheon', card: 'robb-stark' });
    expect(d.houses.stark?.discard).toEqual(['eddard-stark', 'robb-stark']);
    rejects(s, { kind: 'discard-opponent-card', house: 'baratheon', card: 'eddard-stark' }, '2E-HCARD-21');
  });
  it('an emptied hand takes back the discard pile but the card discarded last', () => {
    const s = after(['robb-stark', 'eddard-stark']);
    const d = play(s, { kind: 'discard-opponent-card', house: 'baratheon', card: 'robb-stark' });
    expect(d.houses.stark?.discard).toEqual(['robb-stark']);
    expect(d.houses.stark?.hand).toHaveLength(6);
  });
  it('an opponent with an empty hand: not asked', () => {
    const s = play(
      fight({ attacker: 'baratheon', defender: 'stark', edit: (g) => ({ ...g, houses: { ...g.houses, stark: { ...g.houses.stark!, hand: ['eddard-stark'], discard: [] } } }) }),
      card('baratheon', 'patchface'),
    );
    expect(asked(s)).not.toContain('discard-opponent-card baratheon');
  });
});
