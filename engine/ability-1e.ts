// The 1st edition's House card texts (agot-1e.md §3.1, [1E-HCARD-05]) as hooks of the same timing
// windows as the 2nd edition's (engine/house-card-abilities.ts). The 1st edition fixes no order of
// card texts; we apply the 2nd edition's tiers (open question 7, engine/README.md): Queen of Thorns
// cancels first, then the "at once" texts, then what changes strength, then "if you win".
// Rulings where the text leaves two readings (open question 8): Robb's, Vargo's and Victarion's
// bonus counts when their owner attacks, for its attacking units and its own supporting ones, as
// the 2nd edition's Kevan and Victarion; Salladhor Saan zeroes the Ships supporting the opponent;
// Maester Luwin cannot take back the card just played (it is not in the discard pile yet); Asha
// removes a Support or Consolidate Power order of any house; Renly needs a Knight in reinforcements.
import type { HouseCardId1e } from './data/1e/vocabulary';
import { orderToken } from './data/orders';
import type { AreaId } from './data/areas';
import type { CombatFlag, Side } from './combat-data';
import { removeOrderIn, renlyTargets, ABILITY_EFFECTS } from './ability-effects';
import { ABILITY_STRENGTH } from './ability-strength';
import type { Role } from './combat-strength';
import { boardOf } from './board';
import { replaceTop } from './frames';
import type { AbilityContext, AbilityOutcome, HouseCardAbility, UnitStrengthHook } from './house-card-ability';
import { printedCard } from './house-cards-of';
import type { GameState, Unit } from './state';
import { newWildlingChoiceFrame } from './wildling-choices';

const done = (state: GameState): AbilityOutcome => ({ state, push: null });
const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

function withCombat(state: GameState, ctx: AbilityContext, patch: Partial<AbilityContext['combat']>): AbilityOutcome {
  return done(replaceTop(state, { ...ctx.combat, ...patch }));
}

/** The flag Queen of Thorns leaves on the combat: the text of that side's card is cancelled. */
export function cancelledFlag(side: Side): CombatFlag {
  return side === 'attacker' ? 'attacker-text-cancelled' : 'defender-text-cancelled';
}

/** Attacking, each of the owner's attacking and supporting units of `type` adds `to` instead of `from`. */
function attackingBonus(type: Unit['type'], from: number, to: number): UnitStrengthHook {
  return (_state, ctx, unit, role: Role, strength) =>
    ctx.side === 'attacker' && unit.type === type && unit.house === ctx.house && (role === 'attacking' || role === 'supporting-attacker') && strength === from ? to : strength;
}

/** The areas among the game's board holding an order of `house` (any house: null), in board order. */
function ordersIn(state: GameState, areas: readonly AreaId[] | null, owner: string | null, types: readonly string[] | null): AreaId[] {
  return boardOf(state).ids.filter((a) => {
    const order = state.areas[a].order;
    if (order === null || (areas !== null && !areas.includes(a))) return false;
    return (owner === null || order.house === owner) && (types === null || types.includes(orderToken(order.token).type));
  });
}

export const HOUSE_CARD_ABILITIES_1E: Partial<Record<HouseCardId1e, HouseCardAbility>> = {
  // Robb Stark: attacking Knights add 3 instead of 2.
  'robb-stark': { unitStrength: attackingBonus('knight', 2, 3) },
  // Vargo Hoat: attacking Footmen add 2 instead of 1.
  'vargo-hoat': { unitStrength: attackingBonus('footman', 1, 2) },
  // Victarion Greyjoy: attacking Ships add 2 instead of 1.
  'victarion-greyjoy': { unitStrength: attackingBonus('ship', 1, 2) },
  // Catelyn Stark: the owner's Defense order counts double (as the 2nd edition's).
  'catelyn-stark': { ...ABILITY_STRENGTH['catelyn-stark'] },
  // Balon Greyjoy: the opponent's card has printed strength 0 (its 1st-edition number).
  'balon-greyjoy': {
    static: (state, ctx, tally) => {
      const card = ctx.opponentCard;
      if (card === null) return tally;
      const side = other(ctx.side);
      return { ...tally, [side]: { ...tally[side], card: tally[side].card - printedCard(state, card).strength } };
    },
  },
  // Salladhor Saan: the Ships supporting the opponent add 0.
  'salladhor-saan': {
    unitStrength: (_state, ctx, unit, role, strength) => (unit.type === 'ship' && role === (ctx.side === 'attacker' ? 'supporting-defender' : 'supporting-attacker') ? 0 : strength),
  },
  // Queen of Thorns: the text of the opponent's card is cancelled (a "cancel" text, tier 1).
  'queen-of-thorns': {
    cancel: (state, ctx) => (ctx.opponentCard === null ? done(state) : withCombat(state, ctx, { flags: [...ctx.combat.flags, cancelledFlag(other(ctx.side))] })),
  },
  // Brienne of Tarth: at once, the opponent's Defense order in the embattled area is discarded.
  'brienne-of-tarth': {
    immediately: (state, ctx) => {
      const order = state.areas[ctx.combat.area].order;
      return order !== null && order.house === ctx.opponent && orderToken(order.token).type === 'defense' ? done(removeOrderIn(state, ctx.combat.area)) : done(state);
    },
  },
  // Ser Loras Tyrell: at once, one of the opponent's attacking or defending Footmen is destroyed
  // (the 2nd edition's Mace Tyrell).
  'ser-loras-tyrell': { immediately: ABILITY_EFFECTS['mace-tyrell']!.immediately! },
  // Ser Jaime Lannister: if he wins, 2 Power (the 2nd edition's Tywin Lannister).
  'ser-jaime-lannister': { ifWin: ABILITY_EFFECTS['tywin-lannister']!.ifWin! },
  // Cersei Lannister: if she wins, one Order token of the loser, anywhere, is removed.
  'cersei-lannister': {
    ifWin: (state, ctx) => {
      const areas = ordersIn(state, null, ctx.opponent, null);
      return areas.length === 0 ? done(state) : withCombat(state, ctx, { ask: { kind: 'remove-order', house: ctx.house, card: ctx.card, areas, optional: false } });
    },
  },
  // Renly Baratheon: if he wins, one of the owner's Footmen that attacked or defended may become a Knight.
  'renly-baratheon': {
    ifWin: (state, ctx) => {
      const areas = renlyTargets(state, ctx.combat, ctx.side, ctx.house).filter((a) => a === ctx.combat.area);
      return areas.length === 0 ? done(state) : withCombat(state, ctx, { ask: { kind: 'upgrade-footman', house: ctx.house, card: ctx.card, areas } });
    },
  },
  // Melisandre: if she wins, the owner may pay 1 Power to discard a card of the loser's hand.
  melisandre: {
    ifWin: (state, ctx) =>
      (state.houses[ctx.house]?.power ?? 0) >= 1 && (state.houses[ctx.opponent]?.hand.length ?? 0) > 0
        ? withCombat(state, ctx, { ask: { kind: 'discard-opponent-card', house: ctx.house, card: ctx.card, opponent: ctx.opponent } })
        : done(state),
  },
  // Asha Greyjoy: if she wins, one Support or Consolidate Power order next to the embattled area may be removed.
  'asha-greyjoy': {
    ifWin: (state, ctx) => {
      const areas = ordersIn(state, boardOf(state).neighbours[ctx.combat.area], null, ['support', 'consolidate-power']);
      return areas.length === 0 ? done(state) : withCombat(state, ctx, { ask: { kind: 'remove-order', house: ctx.house, card: ctx.card, areas, optional: true } });
    },
  },
  // Maester Luwin: if he wins, one card of the owner's discard pile may go back to its hand.
  'maester-luwin': {
    ifWin: (state, ctx) => ((state.houses[ctx.house]?.discard.length ?? 0) === 0 ? done(state) : { state, push: newWildlingChoiceFrame(ctx.house, 'take-card', '1E-HCARD-05') }),
  },
};
