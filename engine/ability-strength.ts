// Tier 3 House card texts ([2E-HC-01]): what they change in the step 5 tally ([2E-COMBAT-30]) and
// in the strength of single units, and The Blackfish's protection. Pure functions of the state and
// the combat; the combat folds them in in Iron Throne order ([2E-HC-03]).
import { HOUSE_CARDS, type HouseCardId } from './data/house-cards';
import { isFortified, supportStands, type CombatTally, type SideTally } from './combat-strength';
import type { CombatFrame, Side } from './combat-data';
import type { HouseCardAbility } from './house-card-ability';
import { positionOf } from './influence';
import type { GameState } from './state';

const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

/** The tally with one side's values changed. */
function change(tally: CombatTally, side: Side, edit: (t: SideTally) => Partial<SideTally>): CombatTally {
  return { ...tally, [side]: { ...tally[side], ...edit(tally[side]) } };
}

/**
 * 2E-HC-05: a side is supported when it has accepted support, its own or another house's, whose
 * Support order is still on the board (OQ-16: support removed by Queen of Thorns is withdrawn).
 */
export function isSupported(state: GameState, combat: Pick<CombatFrame, 'support'>, side: Side): boolean {
  return combat.support.some((g) => g.side === side && supportStands(state, g));
}

export const ABILITY_STRENGTH: Partial<Record<HouseCardId, HouseCardAbility>> = {
  // 2E-HCARD-05 (OQ-33): no casualties from icons, card text or skulls; units that cannot
  // retreat, have no legal area or break supply in a retreat are still destroyed (not casualties).
  'the-blackfish': { noCasualties: true },

  // 2E-HCARD-07: a Defense order of the owner in the embattled area counts double (only a
  // defender has one there; the defender's `order` is that bonus, [2E-COMBAT-21]).
  'catelyn-stark': {
    static: (_state, ctx, tally) => (ctx.side === 'defender' ? change(tally, 'defender', (t) => ({ order: t.order * 2 })) : tally),
  },

  // 2E-HCARD-13: attacking, each of the owner's attacking Footmen and each of its own Footmen
  // supporting it adds 2 instead of 1. A Footman that adds something else (0 when routed, or
  // after Salladhor Saan) is not one that adds 1, so it is left as it is.
  'ser-kevan-lannister': {
    unitStrength: (_state, ctx, unit, role, strength) =>
      ctx.side === 'attacker' && unit.type === 'footman' && unit.house === ctx.house && (role === 'attacking' || role === 'supporting-attacker') && strength === 1 ? 2 : strength,
  },

  // 2E-HCARD-15: +1 when the opponent stands higher on the Iron Throne track, read in step 5
  // (after Doran Martell, [2E-HCARD-42]; 2E-GEN-03).
  'stannis-baratheon': {
    static: (state, ctx, tally) =>
      positionOf(state, 'iron-throne', ctx.opponent) < positionOf(state, 'iron-throne', ctx.house) ? change(tally, ctx.side, (t) => ({ card: t.card + 1 })) : tally,
  },

  // 2E-HCARD-17: +1 and one sword while Stannis Baratheon is in the owner's discard pile.
  'ser-davos-seaworth': {
    static: (state, ctx, tally) =>
      (state.houses[ctx.house]?.discard ?? []).includes('stannis-baratheon') ? change(tally, ctx.side, (t) => ({ card: t.card + 1, swords: t.swords + 1 })) : tally,
  },

  // 2E-HCARD-20, 2E-HC-05: when the owner is supported, every Ship of another house adds 0, in
  // whatever role. It sets the value, so it wins over Victarion Greyjoy in either turn order.
  'salladhor-saan': {
    unitStrength: (state, ctx, unit, _role, strength) => (unit.type === 'ship' && unit.house !== ctx.house && isSupported(state, ctx.combat, ctx.side) ? 0 : strength),
  },

  // 2E-HCARD-23: attacking, each of the owner's attacking Ships and each of its own Ships
  // supporting it adds 2 instead of 1 (a Ship that adds something else is left as it is).
  'victarion-greyjoy': {
    unitStrength: (_state, ctx, unit, role, strength) =>
      ctx.side === 'attacker' && unit.type === 'ship' && unit.house === ctx.house && (role === 'attacking' || role === 'supporting-attacker') && strength === 1 ? 2 : strength,
  },

  // 2E-HCARD-25 (OQ-11): the opponent's printed strength counts 0; what its own text adds stays.
  'balon-greyjoy': {
    static: (_state, ctx, tally) => {
      const card = ctx.opponentCard;
      if (card === null) return tally;
      return change(tally, other(ctx.side), (t) => ({ card: t.card - HOUSE_CARDS[card].strength }));
    },
  },

  // 2E-HCARD-24: defending an area with a Castle or Stronghold: +1 and one sword.
  'theon-greyjoy': {
    static: (_state, ctx, tally) =>
      ctx.side === 'defender' && isFortified(ctx.combat.area) ? change(tally, 'defender', (t) => ({ card: t.card + 1, swords: t.swords + 1 })) : tally,
  },

  // 2E-HCARD-27, 2E-HC-05: not supported: two swords and one tower.
  'asha-greyjoy': {
    static: (state, ctx, tally) =>
      isSupported(state, ctx.combat, ctx.side) ? tally : change(tally, ctx.side, (t) => ({ swords: t.swords + 2, towers: t.towers + 1 })),
  },

  // 2E-HCARD-40: one sword attacking, one tower defending.
  'nymeria-sand': {
    static: (_state, ctx, tally) =>
      change(tally, ctx.side, (t) => (ctx.side === 'attacker' ? { swords: t.swords + 1 } : { towers: t.towers + 1 })),
  },
};
