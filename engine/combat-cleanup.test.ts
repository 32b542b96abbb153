// Combat Cleanup ([2E-COMBAT-55]–[2E-COMBAT-64], [2E-ORD-09]) and the House card ability tiers
// ([2E-HC-01]–[2E-HC-06]). Ability hooks are installed on no-text cards for the length of one test,
// to check when the combat calls them; the real abilities are tested in engine/ability-*.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import { controllerOf } from './control';
import { asked, board, card, declare, march, play, retreat, unitsIn, type AreaSpec, type BoardOptions } from './combat-test-support';
import { replaceTop } from './frames';
import { HOUSE_CARD_ABILITIES } from './house-card-abilities';
import type { HouseCardAbility } from './house-card-ability';
import { deepFreeze } from './test-support';

const installed: HouseCardId[] = [];
function install(id: HouseCardId, ability: HouseCardAbility): void {
  HOUSE_CARD_ABILITIES[id] = ability;
  installed.push(id);
}
afterEach(() => {
  for (const id of installed.splice(0)) delete HOUSE_CARD_ABILITIES[id];
});

/** Tyrell (2 Knights, March +0) attacks Lannister in the Blackwater. */
function tyrellAttacks(defence: AreaSpec, extra: Partial<Record<AreaId, AreaSpec>> = {}, options: BoardOptions = {}) {
  const s = board({ 'the-reach': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-0' }, blackwater: defence, ...extra }, options);
  return deepFreeze(march(s, { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'knight'] }));
}

describe('2E-COMBAT-55 / 2E-COMBAT-56 the attacker wins: March order spent, defender’s tokens gone, attackers move in', () => {
  it('the Blackwater becomes Tyrell’s', () => {
    const s = tyrellAttacks({ units: ['lannister footman'], order: 'lannister defense-1a', powerToken: 'lannister' });
    const won = play(s, card('tyrell', 'randyll-tarly'), card('lannister', 'cersei-lannister'));
    // Randyll's sword kills the only Footman: nothing retreats.
    expect(unitsIn(won, 'blackwater')).toEqual(['tyrell knight', 'tyrell knight']);
    expect(won.areas.blackwater.order).toBeNull();
    expect(won.areas.blackwater.powerToken).toBeNull();
    expect(controllerOf(won, 'blackwater')).toBe('tyrell');
    expect(won.areas['the-reach'].order).toBeNull();
  });
});

describe('2E-COMBAT-57 the defender wins: its Order and Power tokens stay', () => {
  it('Lannister keeps its Defense order and Power token; Tyrell’s March order is spent', () => {
    const s = tyrellAttacks({ units: ['lannister knight'], order: 'lannister defense-plus-2', powerToken: 'lannister' });
    const held = play(s, card('tyrell', 'margaery-tyrell'), card('lannister', 'tywin-lannister'));
    expect(held.areas.blackwater.order).toEqual({ house: 'lannister', token: 'defense-plus-2' });
    expect(held.areas.blackwater.powerToken).toBe('lannister');
    expect(held.areas['the-reach'].order).toBeNull();
    expect(unitsIn(held, 'the-reach')).toEqual(['tyrell knight routed', 'tyrell knight routed']);
  });
});

describe('2E-COMBAT-58 / 2E-COMBAT-59 played cards go to the discard pile; the 7th takes the others back', () => {
  it('Lannister’s last card stays in the discard pile, the other six return to hand', () => {
    const s = tyrellAttacks({ units: ['lannister knight'] }, {}, { hands: { lannister: ['ser-jaime-lannister'] } });
    const done = play(s, card('tyrell', 'margaery-tyrell'), retreat('lannister', 'stoney-sept'));
    expect(done.houses.lannister?.discard).toEqual(['ser-jaime-lannister']);
    expect(done.houses.lannister?.hand).toEqual(['tywin-lannister', 'ser-gregor-clegane', 'the-hound', 'tyrion-lannister', 'ser-kevan-lannister', 'cersei-lannister']);
    expect(done.houses.tyrell?.discard).toEqual(['margaery-tyrell']);
    expect(done.houses.tyrell?.hand).not.toContain('margaery-tyrell');
  });
});

describe('2E-COMBAT-61 / 2E-ORD-09 orders in areas without units are removed after the combat', () => {
  it('an order left in an empty area goes; orders on units stay', () => {
    const s = tyrellAttacks({ units: ['lannister knight'] }, {
      karhold: { order: 'stark consolidate-a' },
      'stoney-sept': { units: ['lannister footman'], order: 'lannister consolidate-a' },
    });
    const done = play(s, card('tyrell', 'margaery-tyrell'), card('lannister', 'tywin-lannister'));
    expect(done.areas.karhold.order).toBeNull();
    expect(done.areas['stoney-sept'].order).toEqual({ house: 'lannister', token: 'consolidate-a' });
  });
});

describe('2E-COMBAT-64 (OQ-36) the combat runs on when one side has no unit left', () => {
  it('an attacker that wins with no unit left does not move in, but the defender’s tokens go', () => {
    // A test ability on Tyrell's card destroys every attacking unit "immediately" (as Mace Tyrell
    // can destroy the only attacking Footman). Lannister still wins on support, March +1 and Tywin.
    install('alester-florent', { immediately: (state, ctx) => ({ state: replaceTop(state, { ...ctx.combat, attackers: [] }), push: null }) });
    const s = board({
      'stoney-sept': { units: ['lannister footman'], order: 'lannister march-plus-1' },
      harrenhal: { units: ['lannister knight', 'lannister footman'], order: 'lannister support-a' },
      blackwater: { units: ['tyrell footman'], order: 'tyrell defense-1a', powerToken: 'tyrell' },
    });
    const at = march(s, { house: 'lannister', from: 'stoney-sept', to: 'blackwater', units: ['footman'] });
    const fought = play(at, declare('lannister', 'harrenhal', 'attacker'), card('lannister', 'tywin-lannister'), card('tyrell', 'alester-florent'));
    expect(asked(fought)).toEqual(['retreat tyrell']);
    const done = play(fought, retreat('tyrell', 'the-reach'));
    expect(unitsIn(done, 'blackwater')).toEqual([]);
    expect(done.areas.blackwater.order).toBeNull();
    expect(done.areas.blackwater.powerToken).toBeNull();
    expect(controllerOf(done, 'blackwater')).toBeNull();
    expect(unitsIn(done, 'the-reach')).toEqual(['tyrell footman routed']);
  });
});

describe('2E-HC-01 / 2E-HC-02 / 2E-HC-03 / 2E-HC-06 / 2E-COMBAT-30 / 2E-COMBAT-35 / 2E-COMBAT-60 ability tiers, each in Iron Throne order', () => {
  it('cancel, immediately, static, if-win / if-lose, after combat (once both cards are discarded)', () => {
    const log: string[] = [];
    const hooks = (id: HouseCardId): HouseCardAbility => ({
      cancel: (state, ctx) => (log.push(`cancel ${ctx.house}`), { state, push: null }),
      immediately: (state, ctx) => (log.push(`immediately ${ctx.house}`), { state, push: null }),
      static: (_state, ctx, tally) => (log.push(`static ${ctx.house}`), tally),
      ifWin: (state, ctx) => (log.push(`win ${ctx.house}`), { state, push: null }),
      ifLose: (state, ctx) => (log.push(`lose ${ctx.house}`), { state, push: null }),
      afterCombat: (state, ctx) => (log.push(`after ${ctx.house} ${String(state.houses[ctx.house]?.discard.includes(id))}`), { state, push: null }),
    });
    install('ser-jaime-lannister', hooks('ser-jaime-lannister'));
    install('alester-florent', hooks('alester-florent'));
    // 2E-EX-COMBAT-02's cards: Lannister (2nd on the Iron Throne) wins a 4–4 tie against Tyrell (6th).
    const s = board(
      { 'kings-landing': { units: ['tyrell footman', 'tyrell knight'], order: 'tyrell march-0', neutralForce: null }, kingswood: { units: ['lannister footman', 'lannister footman'] } },
      { tracks: { fiefdoms: ['greyjoy', 'martell', 'lannister', 'tyrell', 'stark', 'baratheon'] } },
    );
    const at = march(s, { house: 'tyrell', from: 'kings-landing', to: 'kingswood', units: ['footman', 'knight'] });
    play(at, card('tyrell', 'alester-florent'), card('lannister', 'ser-jaime-lannister'));
    expect(log).toEqual([
      'cancel lannister', 'cancel tyrell',
      'immediately lannister', 'immediately tyrell',
      'static lannister', 'static tyrell',
      'win lannister', 'lose tyrell',
      'after lannister true', 'after tyrell true',
    ]);
  });
});

describe('2E-COMBAT-62 / 2E-PORT-14 after the combat the March step goes on, and a captured port is settled', () => {
  it('Tyrell takes Lannisport: the Action phase asks it about the Lannister ship in the port', () => {
    const s = board({
      'searoad-marches': { units: ['tyrell knight', 'tyrell knight', 'tyrell knight'], order: 'tyrell march-0' },
      lannisport: { units: ['lannister footman'] },
      'port-of-lannisport': { units: ['lannister ship'], order: 'lannister raid-a' },
    });
    const at = march(s, { house: 'tyrell', from: 'searoad-marches', to: 'lannisport', units: ['knight', 'knight', 'knight'] });
    const won = play(at, card('tyrell', 'margaery-tyrell'), card('lannister', 'cersei-lannister'), retreat('lannister', 'stoney-sept'));
    expect(won.areas.lannisport.garrison).toBeNull();
    expect(won.stack.map((f) => f.kind)).toEqual(['game', 'action']);
    expect(asked(won)).toEqual(['capture-port tyrell']);
  });
});
