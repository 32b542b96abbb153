// Combat strength arithmetic ([2E-COMBAT-04]–[2E-COMBAT-08], [2E-COMBAT-21], [2E-COMBAT-30]–[2E-COMBAT-34]):
// unit strengths, the initial and final tallies of both sides, and the victor. Pure functions of
// the state and the combat frame; House card abilities change a tally through their `static` hook.
import { AREAS, type AreaId } from './data/areas';
import { GARRISON_STRENGTH } from './data/houses';
import type { HouseCardId } from './data/house-cards';
import { printedCard } from './house-cards-of';
import { orderToken, type OrderTokenId } from './data/orders';
import { TIDES_CARDS, type TidesCardId } from './data/tides-of-battle';
import type { House } from './data/vocabulary';
import { positionOf } from './influence';
import type { GameState, Unit } from './state';
import type { Side, SupportGiven } from './combat-data';

/** How a unit takes part in a combat ([2E-COMBAT-02]). */
export type Role = 'attacking' | 'defending' | 'supporting-attacker' | 'supporting-defender';

/** Whether the embattled area holds a Castle or a Stronghold. */
export function isFortified(area: AreaId): boolean {
  return AREAS[area].fortification !== 'none';
}

/**
 * The strength one unit adds in the given role, in a combat in `embattled`.
 * 2E-COMBAT-06: Footman 1, Knight 2, Ship 1. 2E-COMBAT-07: a Siege Engine 4 only when it attacks,
 * or supports the attacker, into a Castle or Stronghold area; 0 otherwise. 2E-COMBAT-08: a routed
 * unit 0.
 */
export function unitStrength(unit: Unit, role: Role, embattled: AreaId): number {
  if (unit.routed) return 0;
  switch (unit.type) {
    case 'footman':
    case 'ship':
      return 1;
    case 'knight':
      return 2;
    case 'siege-engine':
      return (role === 'attacking' || role === 'supporting-attacker') && isFortified(embattled) ? 4 : 0;
  }
}

/**
 * A House card's change to what one unit adds (tier 3, [2E-HC-01]): `strength` is the value so far.
 * Without House card text every unit adds `unitStrength`.
 */
export type UnitModifier = (unit: Unit, role: Role, strength: number) => number;

const printed: UnitModifier = (_unit, _role, strength) => strength;

/** Whether the Support order of `given` is still on the board (a House card may have removed it, OQ-16). */
export function supportStands(state: GameState, given: SupportGiven): boolean {
  const order = state.areas[given.area].order;
  return order !== null && order.house === given.house && orderToken(order.token).type === 'support';
}

/**
 * The strength a Support order gives the side it supports: all its units (2E-COMBAT-13, routed
 * ones add 0 by 2E-COMBAT-18), plus 1 for the special Support +1 (2E-COMBAT-14). 0 when the order
 * is gone (removed by a House card, OQ-16).
 */
export function supportStrength(state: GameState, given: SupportGiven, embattled: AreaId, modify: UnitModifier = printed): number {
  const here = state.areas[given.area];
  if (here.order === null || !supportStands(state, given)) return 0;
  const role: Role = given.side === 'attacker' ? 'supporting-attacker' : 'supporting-defender';
  // 1E-WCARD-11, 1E-SUPPORT-08: under the 1st edition's Rains of Autumn a supporting Footman adds 0.
  const rains = state.rainsOfAutumn === true;
  const units = here.units
    .filter((u) => u.house === given.house)
    .reduce((sum, u) => sum + modify(u, role, rains && u.type === 'footman' ? 0 : unitStrength(u, role, embattled)), 0);
  return units + orderToken(here.order.token).bonus;
}

/** One side's combat strength, by source ([2E-COMBAT-04]), and its House card icons. */
export interface SideTally {
  readonly units: number;
  readonly support: number;
  /** The March order's number (attacker) or the Defense order's bonus (defender). */
  readonly order: number;
  readonly garrison: number;
  readonly card: number;
  readonly blade: number;
  /** The Tides of Battle card's number ([2E-TOB-06]); its icons are in `swords` and `towers` ([2E-TOB-07]). */
  readonly tides: number;
  readonly swords: number;
  readonly towers: number;
}

export type CombatTally = { readonly [s in Side]: SideTally };

export function total(t: SideTally): number {
  return t.units + t.support + t.order + t.garrison + t.card + t.blade + t.tides;
}

/** What the tally needs to know about a combat; a CombatFrame has all of it. */
export interface CombatFacts {
  readonly area: AreaId;
  readonly attacker: House;
  readonly defender: House;
  readonly marchToken: OrderTokenId;
  readonly attackers: readonly Unit[];
  readonly support: readonly SupportGiven[];
  readonly cards: { readonly [s in Side]: HouseCardId | null };
  readonly bladeUsedBy: House | null;
  /** Revealed Tides of Battle cards; absent or null where none is revealed. */
  readonly tides?: { readonly [s in Side]: TidesCardId | 'face-down' | null };
}

/** The units fighting for a side: the held attackers, or the defender's units in the area. */
export function fightingUnits(state: GameState, combat: CombatFacts, side: Side): readonly Unit[] {
  if (side === 'attacker') return combat.attackers;
  return state.areas[combat.area].units.filter((u) => u.house === combat.defender);
}

/** A revealed Tides of Battle card of a side, or null. */
export function revealedTides(combat: CombatFacts, side: Side): TidesCardId | null {
  const card = combat.tides?.[side] ?? null;
  return card === null || card === 'face-down' ? null : card;
}

function sideTally(state: GameState, combat: CombatFacts, side: Side, modify: UnitModifier): SideTally {
  const { area } = combat;
  const role: Role = side === 'attacker' ? 'attacking' : 'defending';
  const units = fightingUnits(state, combat, side).reduce((sum, u) => sum + modify(u, role, unitStrength(u, role, area)), 0);
  const support = combat.support.filter((g) => g.side === side).reduce((sum, g) => sum + supportStrength(state, g, area, modify), 0);
  const here = state.areas[area];
  let order = 0;
  let garrison = 0;
  if (side === 'attacker') {
    // 2E-MARCH-09: the March order's number counts for the attacker only.
    order = orderToken(combat.marchToken).bonus;
  } else {
    // 2E-COMBAT-21, 2E-ORD-03: the defender's Defense order in the embattled area, while it is on the board.
    const defense = here.order;
    if (defense !== null && defense.house === combat.defender && orderToken(defense.token).type === 'defense') {
      order = orderToken(defense.token).bonus;
    }
    // 2E-GARR-02: the Garrison of the home area adds its strength to the defender.
    if (here.garrison === combat.defender) garrison = GARRISON_STRENGTH;
  }
  const house = side === 'attacker' ? combat.attacker : combat.defender;
  const card = combat.cards[side];
  const printed = card === null ? null : printedCard(state, card);
  const tides = revealedTides(combat, side);
  const drawn = tides === null ? null : TIDES_CARDS[tides];
  return {
    units,
    support,
    order,
    garrison,
    // 2E-COMBAT-26, 2E-COMBAT-27, 2E-COMBAT-31: the card's printed strength and icons; none without a card.
    card: printed?.strength ?? 0,
    // 2E-COMBAT-29: +1 for the Valyrian Steel Blade.
    blade: combat.bladeUsedBy === house ? 1 : 0,
    // 2E-TOB-06, 2E-TOB-07: the Tides of Battle card's number and icons.
    tides: drawn?.strength ?? 0,
    swords: (printed?.swords ?? 0) + (drawn?.swords ?? 0),
    towers: (printed?.towers ?? 0) + (drawn?.towers ?? 0),
  };
}

/**
 * Both sides' tallies from the printed values (no card text applied), or with the units' strength
 * changed by `modify` (House card text, tier 3).
 */
export function printedTally(state: GameState, combat: CombatFacts, modify: UnitModifier = printed): CombatTally {
  return { attacker: sideTally(state, combat, 'attacker', modify), defender: sideTally(state, combat, 'defender', modify) };
}

/** 2E-COMBAT-21: the initial strength counts units, orders, support and the Garrison only. */
export function initialStrength(tally: SideTally): number {
  return tally.units + tally.support + tally.order + tally.garrison;
}

/**
 * 2E-COMBAT-33: the higher final strength wins (2E-COMBAT-32: compared as integers, may be
 * negative); 2E-COMBAT-34: on a tie, the house higher on the Fiefdoms track wins.
 */
export function victorOf(state: GameState, combat: CombatFacts, tally: CombatTally): Side {
  const a = total(tally.attacker);
  const d = total(tally.defender);
  if (a !== d) return a > d ? 'attacker' : 'defender';
  return positionOf(state, 'fiefdoms', combat.attacker) < positionOf(state, 'fiefdoms', combat.defender) ? 'attacker' : 'defender';
}
