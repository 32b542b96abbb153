// The five order types and their tokens ([2E-ORD-01]–[2E-ORD-08]), the special orders
// ([2E-SPEC-01]–[2E-SPEC-04], [2E-SPEC-08]) and the rulebook's chained march ([2E-EX-MARCH-02]):
// the token data every house owns, and what each order does when the Action phase reaches it.
import { describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import { ORDER_TOKEN_IDS, ORDER_TOKENS, type OrderTokenId } from './data/orders';
import { ORDER_TYPES, type House } from './data/vocabulary';
import { asked, march, position, raid, rejects, unitsOf } from './action.testkit';
import * as combat from './combat-test-support';
import type { Move, PlaceOrdersMove } from './decisions';
import { apply, pending, settle } from './flow';
import { legalReplacements } from './raven';
import { newGame } from './setup';
import type { GameState } from './state';
import { deepFreeze } from './test-support';

const tokensOf = (type: string) => ORDER_TOKEN_IDS.filter((t) => ORDER_TOKENS[t].type === type).map((t) => [t, ORDER_TOKENS[t].bonus, ORDER_TOKENS[t].star]);
const cp = (house: House, area: AreaId): Move => ({ kind: 'resolve-consolidate-power', house, area, muster: false });
const place = (house: House, orders: [AreaId, OrderTokenId][]): PlaceOrdersMove => ({ kind: 'place-orders', house, orders: orders.map(([area, token]) => ({ area, token })) });

/** Lannister marches from Stoney Sept into `to` with `token`; the defender stands there. Returns the combat's initial strengths. */
function initial(to: AreaId, token: OrderTokenId, spec: Parameters<typeof combat.board>[0]): { attacker: number; defender: number } | null {
  const s = combat.board({ 'stoney-sept': { units: ['lannister knight'], order: `lannister ${token}` }, ...spec });
  return combat.findCombat(combat.march(s, { house: 'lannister', from: 'stoney-sept', to, units: ['knight'] })).initial;
}

describe('2E-ORD-01 Raid: 2 normal tokens and 1 special, resolved in Action step 1', () => {
  it('the tokens', () => {
    expect(tokensOf('raid')).toEqual([['raid-a', 0, false], ['raid-b', 0, false], ['raid-special', 0, true]]);
  });
  // Stark raids from Winterfell; Greyjoy's orders sit next door in Karhold and White Harbor.
  const s = position({
    winterfell: { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
    karhold: { units: [['greyjoy', 'footman']], order: ['greyjoy', 'support-a'] },
    'white-harbor': { units: [['greyjoy', 'footman']], order: ['greyjoy', 'march-0'] },
  });
  it('the Raid step comes first and the Raid removes the adjacent enemy Support order', () => {
    expect(asked(s)).toEqual([['resolve-raid', 'stark']]);
    const after = apply(s, raid('stark', 'winterfell', 'karhold'));
    expect(after.areas.karhold.order).toBeNull();
    expect(after.areas.winterfell.order).toBeNull();
  });
  it('rejects a raid on a March order (2E-RAID-01: only Support, Raid or Consolidate Power)', () => {
    rejects(s, raid('stark', 'winterfell', 'white-harbor'), '2E-RAID-01');
  });
});

describe('2E-ORD-02 March: −1, +0 and +1, resolved in Action step 2; the number changes the attack’s strength', () => {
  it('the tokens', () => {
    expect(tokensOf('march')).toEqual([['march-minus-1', -1, false], ['march-0', 0, false], ['march-plus-1', 1, true]]);
  });
  it('a Knight (2) attacking a Footman: 1, 2 or 3 with the three March tokens', () => {
    const spec = { blackwater: { units: ['tyrell footman'] } } as const;
    expect(initial('blackwater', 'march-minus-1', spec)).toEqual({ attacker: 1, defender: 1 });
    expect(initial('blackwater', 'march-0', spec)).toEqual({ attacker: 2, defender: 1 });
    expect(initial('blackwater', 'march-plus-1', spec)).toEqual({ attacker: 3, defender: 1 });
  });
  it('Marches wait for the Raid step to end, and a March cannot be resolved during it (2E-ACT-01)', () => {
    const s = position({
      winterfell: { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
      lannisport: { units: [['lannister', 'footman']], order: ['lannister', 'march-0'] },
    });
    expect(asked(s)).toEqual([['resolve-raid', 'stark']]);
    rejects(s, march('lannister', 'lannisport', [['stoney-sept', ['footman']]]), '2E-ACT-01');
    const next = apply(s, raid('stark', 'winterfell', null));
    expect(asked(next)).toEqual([['resolve-march', 'lannister']]);
  });
});

describe('2E-ORD-03 Defense: +1, +1, +2 for the defender of its area, never resolved', () => {
  it('the tokens', () => {
    expect(tokensOf('defense')).toEqual([['defense-1a', 1, false], ['defense-1b', 1, false], ['defense-plus-2', 2, true]]);
  });
  it('a Footman with Defense +1 defends with 2; the same order in an adjacent area adds nothing', () => {
    expect(initial('blackwater', 'march-0', { blackwater: { units: ['tyrell footman'], order: 'tyrell defense-1a' } })).toEqual({ attacker: 2, defender: 2 });
    expect(initial('blackwater', 'march-0', { blackwater: { units: ['tyrell footman'] }, harrenhal: { units: ['tyrell footman'], order: 'tyrell defense-1a' } })).toEqual({ attacker: 2, defender: 1 });
  });
  it('nobody is ever asked to resolve a Defense order: with only Defense orders the Action phase runs to its end', () => {
    const s = position({ winterfell: { units: [['stark', 'footman']], order: ['stark', 'defense-1a'] } });
    // The Action phase is over (Cleanup removed the order); the next round's Westeros phase asks the dealer.
    expect(s.stack.some((f) => f.kind === 'action')).toBe(false);
    expect(pending(s).map((d) => d.kind)).toEqual(['reveal-card']);
    expect(s.areas.winterfell.order).toBeNull();
  });
});

describe('2E-ORD-04 Support: never resolved, stays on the board, helps every adjacent combat of the round', () => {
  it('the tokens', () => {
    expect(tokensOf('support')).toEqual([['support-a', 0, false], ['support-b', 0, false], ['support-plus-1', 1, true]]);
  });
  it('one Lannister Support order in Stoney Sept helps in the Blackwater, then again in Harrenhal', () => {
    const s = combat.board({
      'stoney-sept': { units: ['lannister footman'], order: 'lannister support-a' },
      blackwater: { units: ['lannister footman'] },
      harrenhal: { units: ['lannister footman'] },
      'the-reach': { units: ['tyrell knight'], order: 'tyrell march-0' },
      'crackclaw-point': { units: ['baratheon knight'], order: 'baratheon march-0' },
    });
    const first = combat.march(s, { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight'] });
    expect(combat.asked(first)).toEqual(['declare-support lannister']);
    const supported = combat.play(first, combat.declare('lannister', 'stoney-sept', 'defender'));
    expect(combat.findCombat(supported).initial).toEqual({ attacker: 2, defender: 2 });
    // Tywin Lannister (4) against Margaery Tyrell (1): Lannister wins, Tyrell goes home.
    const done = combat.play(supported, combat.card('tyrell', 'margaery-tyrell'), combat.card('lannister', 'tywin-lannister'));
    expect(done.stack.some((f) => f.kind === 'combat')).toBe(false);
    expect(done.areas['stoney-sept'].order).toEqual({ house: 'lannister', token: 'support-a' });
    const second = combat.march(done, { house: 'baratheon', from: 'crackclaw-point', to: 'harrenhal', units: ['knight'] });
    expect(combat.asked(second)).toEqual(['declare-support lannister']);
    expect(combat.findCombat(combat.play(second, combat.declare('lannister', 'stoney-sept', 'defender'))).initial).toEqual({ attacker: 2, defender: 2 });
  });
  it('with only Support orders left the Action phase asks nobody to resolve them', () => {
    const s = position({ 'stoney-sept': { units: [['lannister', 'footman']], order: ['lannister', 'support-a'] } });
    expect(s.stack.some((f) => f.kind === 'action')).toBe(false);
    expect(pending(s).map((d) => d.kind)).toEqual(['reveal-card']);
  });
});

describe('2E-ORD-05 Consolidate Power: resolved in Action step 3, 1 Power plus the crowns', () => {
  it('the tokens', () => {
    expect(tokensOf('consolidate-power')).toEqual([['consolidate-a', 0, false], ['consolidate-b', 0, false], ['consolidate-special', 0, true]]);
  });
  const s = position({
    dragonstone: { units: [['baratheon', 'footman']], order: ['baratheon', 'consolidate-a'] },
    lannisport: { units: [['lannister', 'footman']], order: ['lannister', 'march-0'] },
  }, { step: 'march' });
  it('is not resolved while a March is left (2E-ACT-01), then gives 1 + 1 crown in Dragonstone', () => {
    rejects(s, cp('baratheon', 'dragonstone'), '2E-ACT-01');
    const step3 = apply(s, march('lannister', 'lannisport', []));
    expect(asked(step3)).toEqual([['resolve-consolidate-power', 'baratheon']]);
    expect(apply(step3, cp('baratheon', 'dragonstone')).houses.baratheon?.power).toBe((s.houses.baratheon?.power ?? 0) + 2);
  });
});

describe('2E-ORD-06 Consolidate Power in a sea and Defense in a port: allowed, without effect', () => {
  // 3 players: Lannister's ships stand in the Golden Sound and in the Port of Lannisport.
  const placed = place('lannister', [['lannisport', 'march-0'], ['stoney-sept', 'raid-a'], ['the-golden-sound', 'consolidate-a'], ['port-of-lannisport', 'defense-1a']]);
  it('both placements are accepted', () => {
    expect(() => apply(newGame({ players: 3 }), placed)).not.toThrow();
  });
  it('Consolidate Power in the Golden Sound is resolved for 0 Power and leaves the board', () => {
    const s = position({ 'the-golden-sound': { units: [['lannister', 'ship']], order: ['lannister', 'consolidate-a'] }, lannisport: { units: [['lannister', 'footman']], order: ['lannister', 'consolidate-b'] } }, { step: 'consolidate-power' });
    const after = apply(s, cp('lannister', 'the-golden-sound'));
    expect(after.houses.lannister?.power).toBe(s.houses.lannister?.power);
    expect(after.areas['the-golden-sound'].order).toBeNull();
  });
  it('Defense in a port: the port cannot be attacked at all (2E-PORT-07: no ship enters another house’s port)', () => {
    const s = position({
      'port-of-lannisport': { units: [['lannister', 'ship']], order: ['lannister', 'defense-1a'] },
      'the-golden-sound': { units: [['greyjoy', 'ship']], order: ['greyjoy', 'march-0'] },
    }, { step: 'march' });
    rejects(s, march('greyjoy', 'the-golden-sound', [['port-of-lannisport', ['ship']]]), '2E-PORT-07');
  });
});

describe('2E-ORD-07 / 2E-SPEC-01 five special tokens per house, one per order type, under the King’s Court limit', () => {
  it('one star token of each of the five types', () => {
    const stars = ORDER_TOKEN_IDS.filter((t) => ORDER_TOKENS[t].star);
    expect(stars.map((t) => ORDER_TOKENS[t].type).sort()).toEqual([...ORDER_TYPES].sort());
    expect(ORDER_TOKEN_IDS).toHaveLength(15);
  });
  it('Greyjoy (King’s Court 6th of 6, no star) may not place one (2E-PLAN-06)', () => {
    const s = newGame({ players: 6 });
    const greyjoy = (token: OrderTokenId) => place('greyjoy', [['pyke', token], ['greywater-watch', 'march-0'], ['ironmans-bay', 'raid-a'], ['port-of-pyke', 'support-a']]);
    expect(() => apply(s, greyjoy('consolidate-a'))).not.toThrow();
    expect(() => apply(s, greyjoy('consolidate-special'))).toThrow(expect.objectContaining({ rule: '2E-PLAN-06' }));
  });
});

describe('2E-ORD-08 a resolved or removed token is at once unused again', () => {
  it('a token the Raven swaps out is offered again at once (counted from the board, no list of used tokens)', () => {
    let s = newGame({ players: 3 });
    for (const m of [
      place('stark', [['winterfell', 'march-0'], ['white-harbor', 'defense-1a'], ['the-shivering-sea', 'support-a']]),
      place('lannister', [['lannisport', 'march-0'], ['stoney-sept', 'raid-a'], ['the-golden-sound', 'consolidate-a'], ['port-of-lannisport', 'support-a']]),
      place('baratheon', [['dragonstone', 'consolidate-a'], ['kingswood', 'support-a'], ['shipbreaker-bay', 'raid-a']]),
    ]) s = apply(s, m);
    const offers = (st: GameState) => legalReplacements(st, 'lannister').filter((r) => r.area === 'stoney-sept').map((r) => r.token);
    expect(offers(s)).not.toContain('march-0');
    const swapped = apply(s, { kind: 'use-raven', house: 'lannister', use: 'replace-order', area: 'lannisport', token: 'defense-1a' });
    expect(offers(swapped)).toContain('march-0');
    expect(offers(swapped)).not.toContain('defense-1a');
  });
  it('a raided order’s token can be placed in the next Planning phase', () => {
    const s = position({
      winterfell: { units: [['stark', 'footman']], order: ['stark', 'raid-a'] },
      karhold: { units: [['greyjoy', 'footman']], order: ['greyjoy', 'support-a'] },
    });
    const raided = apply(s, raid('stark', 'winterfell', 'karhold'));
    expect(raided.areas.karhold.order).toBeNull();
    // The next round's Planning phase, on this board: both tokens are available again.
    const planning = deepFreeze(settle({ ...raided, stack: [{ kind: 'game', id: 0, next: 'planning' }], nextFrameId: 1 }));
    expect(() => apply(planning, place('greyjoy', [['karhold', 'support-a']]))).not.toThrow();
    expect(() => apply(planning, place('stark', [['winterfell', 'raid-a']]))).not.toThrow();
  });
});

describe('2E-SPEC-02 / 2E-SPEC-03 Defense +2 and March +1', () => {
  it('Defense +2 gives the defender 2 more; March +1 gives the attacker 1 more', () => {
    expect(initial('blackwater', 'march-plus-1', { blackwater: { units: ['tyrell footman'], order: 'tyrell defense-plus-2' } })).toEqual({ attacker: 3, defender: 3 });
  });
  it('March +1 counts only in the combat its March starts: as a defender’s order it adds nothing', () => {
    expect(initial('blackwater', 'march-0', { blackwater: { units: ['tyrell footman'], order: 'tyrell march-plus-1' } })).toEqual({ attacker: 2, defender: 1 });
  });
});

describe('2E-SPEC-04 Support +1 adds 1 on top of the supporting units, to the side it supports', () => {
  const s = combat.board({
    'stoney-sept': { units: ['lannister footman'], order: 'lannister support-plus-1' },
    blackwater: { units: ['lannister footman'] },
    'the-reach': { units: ['tyrell knight'], order: 'tyrell march-0' },
  });
  const at = deepFreeze(combat.march(s, { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight'] }));
  it('Footman 1 + 1 for the defender; nothing when it supports nobody', () => {
    expect(combat.findCombat(combat.play(at, combat.declare('lannister', 'stoney-sept', 'defender'))).initial).toEqual({ attacker: 2, defender: 3 });
    expect(combat.findCombat(combat.play(at, combat.declare('lannister', 'stoney-sept', 'none'))).initial).toEqual({ attacker: 2, defender: 1 });
  });
  it('rejects supporting the attacker: a combatant never supports its opponent (2E-COMBAT-12)', () => {
    combat.rejects(at, combat.declare('lannister', 'stoney-sept', 'attacker'), '2E-COMBAT-12');
  });
});

describe('2E-SPEC-08 three tokens of each type (two normal, one special) allow a three-pronged plan', () => {
  it('each of the five types has exactly 2 normal tokens and 1 special one', () => {
    for (const type of ORDER_TYPES) expect(tokensOf(type).map(([, , star]) => star)).toEqual([false, false, true]);
  });
  it('Stark (King’s Court 2nd, 3 stars) places all three March orders at once', () => {
    const s = newGame({ players: 6 });
    expect(() => apply(s, place('stark', [['winterfell', 'march-minus-1'], ['white-harbor', 'march-0'], ['the-shivering-sea', 'march-plus-1']]))).not.toThrow();
  });
});

describe('2E-EX-MARCH-02 a chain of March orders moves units across several areas in one round', () => {
  // Lannister: a Knight in Lannisport (March), a Footman in Stoney Sept (March −1).
  const s = position({
    lannisport: { units: [['lannister', 'knight']], order: ['lannister', 'march-0'] },
    'stoney-sept': { units: [['lannister', 'footman']], order: ['lannister', 'march-minus-1'] },
    dragonstone: { units: [['baratheon', 'footman']], order: ['baratheon', 'consolidate-a'] },
  }, { step: 'march' });
  it('the Knight joins the second March, which then carries it on to the Blackwater', () => {
    const first = apply(s, march('lannister', 'lannisport', [['stoney-sept', ['knight']]]));
    expect(unitsOf(first, 'stoney-sept')).toEqual(['lannister:footman', 'lannister:knight']);
    expect(asked(first)).toEqual([['resolve-march', 'lannister']]);
    const second = apply(first, march('lannister', 'stoney-sept', [['blackwater', ['footman', 'knight']]]));
    expect(unitsOf(second, 'blackwater')).toEqual(['lannister:footman', 'lannister:knight']);
  });
  it('units that moved into an area without a March order go no farther (2E-ACT-02)', () => {
    const first = apply(s, march('lannister', 'lannisport', [['searoad-marches', ['knight']]]));
    rejects(first, march('lannister', 'searoad-marches', [['the-reach', ['knight']]]), '2E-ACT-02');
  });
});
