// House card texts that act at a moment of the combat ([2E-HC-01] tiers 1, 2, 4 and 5): each hook
// changes the state at once, leaves a mark for a later step of the combat (`flags`), or asks its
// owner a question (`ask`, answered through engine/ability-choices.ts). One entry per card id
// (style rule 10); the tier 3 texts are in engine/ability-strength.ts.
import { areaWithOrder } from './area-copy';
import { withArea } from './board-copy';
import { AREA_IDS, type AreaId } from './data/areas';
import { NEIGHBOURS } from './data/adjacency';
import type { HouseCardId } from './data/house-cards';
import type { House } from './data/vocabulary';
import type { AbilityAsk } from './ability-decisions';
import type { CombatFlag, CombatFrame, Side } from './combat-data';
import { withFighting } from './combat-casualties';
import { fightingUnits, supportStands } from './combat-strength';
import { replaceTop } from './frames';
import type { AbilityContext, AbilityOutcome, HouseCardAbility } from './house-card-ability';
import { reinforcements } from './units';
import { gainPower } from './power-tokens';
import type { GameState } from './state';

const done = (state: GameState): AbilityOutcome => ({ state, push: null });

/** The combat (on top of the stack) with some fields changed. */
function withCombat(state: GameState, ctx: AbilityContext, patch: Partial<CombatFrame>): AbilityOutcome {
  return done(replaceTop(state, { ...ctx.combat, ...patch }));
}

const ask = (state: GameState, ctx: AbilityContext, question: AbilityAsk): AbilityOutcome => withCombat(state, ctx, { ask: question });
const flag = (state: GameState, ctx: AbilityContext, mark: CombatFlag): AbilityOutcome => withCombat(state, ctx, { flags: [...ctx.combat.flags, mark] });

function handOf(state: GameState, house: House): readonly HouseCardId[] {
  return state.houses[house]?.hand ?? [];
}

/** Removes the order in `area` (an ability's doing, not a Raid). */
export function removeOrderIn(state: GameState, area: AreaId): GameState {
  return withArea(state, area, areaWithOrder(state.areas[area], null));
}

/** Areas holding an order of `house`, among `areas`, in board order. */
function ordersOf(state: GameState, house: House, areas: readonly AreaId[]): AreaId[] {
  return AREA_IDS.filter((a) => areas.includes(a) && state.areas[a].order?.house === house);
}

/** 2E-HCARD-35: the opponent's orders next to the embattled area, except the March order that started the combat. */
export function queenOfThornsTargets(state: GameState, combat: CombatFrame, opponent: House): AreaId[] {
  return ordersOf(state, opponent, NEIGHBOURS[combat.area]).filter((a) => {
    const order = state.areas[a].order;
    return !(a === combat.from && order?.house === combat.attacker && order.token === combat.marchToken);
  });
}

/** Knights the house could still place: its reinforcements, less the attacking Knights the combat holds. */
function knightsLeft(state: GameState, combat: CombatFrame, house: House): number {
  return reinforcements(state, house, 'knight') - combat.attackers.filter((u) => u.house === house && u.type === 'knight').length;
}

/**
 * 2E-HCARD-16: where Renly Baratheon may upgrade a Footman: the embattled area for one of the
 * owner's attacking or defending Footmen, or an area of accepted support for it holding the
 * owner's Footmen. A routed Footman adds nothing and takes no part. Needs a Knight in reinforcements.
 */
export function renlyTargets(state: GameState, combat: CombatFrame, side: Side, house: House): AreaId[] {
  if (knightsLeft(state, combat, house) <= 0) return [];
  const footman = (units: readonly { house: House; type: string; routed: boolean }[]) => units.some((u) => u.house === house && u.type === 'footman' && !u.routed);
  const fighting = footman(fightingUnits(state, combat, side)) ? [combat.area] : [];
  const supporting = combat.support.filter((g) => g.side === side && g.house === house && supportStands(state, g) && footman(state.areas[g.area].units)).map((g) => g.area);
  return [...fighting, ...AREA_IDS.filter((a) => supporting.includes(a))];
}

export const ABILITY_EFFECTS: Partial<Record<HouseCardId, HouseCardAbility>> = {
  // 2E-HCARD-02, 2E-HC-09 (OQ-28): the victor, attacker or defender, picks the loser's retreat
  // area (engine/retreat.ts: the `chooser` of the retreat frame).
  'robb-stark': { ifWin: (state, ctx) => flag(state, ctx, 'victor-chooses-retreat') },

  // 2E-HCARD-03 (OQ-12): the whole discard pile, this card included, back to hand right after
  // the discards of Combat Cleanup.
  'roose-bolton': { ifLose: (state, ctx) => flag(state, ctx, 'discards-to-hand') },

  // 2E-HCARD-08: 2 Power from the Power Pool (as many as it still holds, 2E-TERM-10).
  'tywin-lannister': { ifWin: (state, ctx) => done(gainPower(state, ctx.house, 2)) },

  // 2E-HCARD-12: the owner may cancel the opponent's revealed card (a "cancel" text, tier 1).
  'tyrion-lannister': {
    cancel: (state, ctx) =>
      ctx.opponentCard === null ? done(state) : ask(state, ctx, { kind: 'cancel-house-card', house: ctx.house, card: ctx.card, target: ctx.opponentCard }),
  },

  // 2E-HCARD-14: the winner may remove one of the opponent's orders anywhere.
  'cersei-lannister': {
    ifWin: (state, ctx) => {
      const areas = ordersOf(state, ctx.opponent, AREA_IDS);
      return areas.length === 0 ? done(state) : ask(state, ctx, { kind: 'remove-order', house: ctx.house, card: ctx.card, areas, optional: true });
    },
  },

  // 2E-HCARD-16: the winner may upgrade one Footman that took part to a Knight.
  'renly-baratheon': {
    ifWin: (state, ctx) => {
      const areas = renlyTargets(state, ctx.combat, ctx.side, ctx.house);
      return areas.length === 0 ? done(state) : ask(state, ctx, { kind: 'upgrade-footman', house: ctx.house, card: ctx.card, areas });
    },
  },

  // 2E-HCARD-21: after combat, the owner may discard one card of the opponent's (public) hand.
  patchface: {
    afterCombat: (state, ctx) =>
      handOf(state, ctx.opponent).length === 0 ? done(state) : ask(state, ctx, { kind: 'discard-opponent-card', house: ctx.house, card: ctx.card, opponent: ctx.opponent }),
  },

  // 2E-HCARD-28 (OQ-12): with 2 available Power and another card in hand, the owner may pay 2
  // Power to swap this card for another one, revealed at once.
  'aeron-damphair': {
    immediately: (state, ctx) =>
      (state.houses[ctx.house]?.power ?? 0) >= 2 && handOf(state, ctx.house).length > 0 ? ask(state, ctx, { kind: 'swap-house-card', house: ctx.house, card: ctx.card }) : done(state),
  },

  // 2E-HCARD-29, 2E-COMBAT-43: at once, one of the opponent's attacking or defending Footmen is
  // destroyed (routed units are never casualties, 2E-COMBAT-40; The Blackfish spares them all).
  'mace-tyrell': {
    immediately: (state, ctx) => {
      if (ctx.opponentImmune) return done(state);
      const side: Side = ctx.side === 'attacker' ? 'defender' : 'attacker';
      const units = [...fightingUnits(state, ctx.combat, side)];
      const i = units.findIndex((u) => u.type === 'footman' && !u.routed);
      if (i < 0) return done(state);
      units.splice(i, 1);
      const next = withFighting(state, ctx.combat, side, units);
      return done(replaceTop(next.state, next.frame));
    },
  },

  // 2E-HCARD-30, 2E-ACT-05: a winning attacker's March order moves into the conquered area in Cleanup.
  'ser-loras-tyrell': { ifWin: (state, ctx) => (ctx.side === 'attacker' ? flag(state, ctx, 'march-order-moves') : done(state)) },

  // 2E-HCARD-35 (OQ-16): one of the opponent's orders next to the embattled area goes; a choice
  // only when there are several.
  'queen-of-thorns': {
    immediately: (state, ctx) => {
      const areas = queenOfThornsTargets(state, ctx.combat, ctx.opponent);
      const only = areas.length === 1 ? areas[0] : undefined;
      if (only !== undefined) return done(removeOrderIn(state, only));
      return areas.length === 0 ? done(state) : ask(state, ctx, { kind: 'remove-order', house: ctx.house, card: ctx.card, areas, optional: false });
    },
  },

  // 2E-HCARD-41 (OQ-27): a losing defender keeps the attackers out; they go home, not routed.
  'arianne-martell': { ifLose: (state, ctx) => (ctx.side === 'defender' ? flag(state, ctx, 'attackers-return') : done(state)) },

  // 2E-HCARD-42: the opponent goes to the last position of a track of the owner's choice.
  'doran-martell': {
    immediately: (state, ctx) => ask(state, ctx, { kind: 'demote-opponent', house: ctx.house, card: ctx.card, opponent: ctx.opponent }),
  },
};
