// Step 6d, Combat Cleanup ([2E-COMBAT-55]–[2E-COMBAT-62], [2E-COMBAT-64]), and the House card
// hand: cards leave the hand when revealed, go to the discard pile in Cleanup, and an empty hand
// takes back the discard pile but the last card ([2E-COMBAT-59], [2E-HC-10]).
import { areaWithOrder, areaWithUnits, newArea } from './area-copy';
import { newHouseState, withParts } from './state-copy';
import { withArea } from './board-copy';
import type { AreaId } from './data/areas';
import { boardOf } from './board';
import type { HouseCardId } from './data/house-cards';
import { houseCardsOf } from './house-cards-of';
import type { House } from './data/vocabulary';
import { type CombatFrame, SIDES } from './combat-data';
import { withCombat } from './combat-copy';
import { replaceTop } from './frames';
import type { AreaState, GameState, HouseState } from './state';
import { sortUnits } from './units';

function houseState(state: GameState, house: House): HouseState {
  const h = state.houses[house];
  if (h === undefined) throw new RangeError(`expected a house in play, got ${house}`);
  return h;
}

function withHouse(state: GameState, house: House, h: HouseState): GameState {
  return withParts(state, { houses: { ...state.houses, [house]: h } });
}

function editArea(state: GameState, area: AreaId, edit: (here: AreaState) => AreaState): GameState {
  return withArea(state, area, edit(state.areas[area]));
}

/** Whether `card` (untrusted) is a card in the house's hand. */
export function hasCard(state: GameState, house: House, card: unknown): card is HouseCardId {
  return (state.houses[house]?.hand ?? []).some((c) => c === card);
}

/** Takes a card out of the hand (revealed, in play until Cleanup). */
export function withoutCard(state: GameState, house: House, card: HouseCardId): GameState {
  const h = houseState(state, house);
  return withHouse(state, house, newHouseState(h.power, h.supply, h.hand.filter((c) => c !== card), h.discard));
}

/**
 * 2E-COMBAT-59, 2E-HC-10 (OQ-12): a house with no card in hand takes back every card of its
 * discard pile except the one discarded last, which stays there. The hand keeps the order of the
 * house's cards at setup, so that equal positions are equal data.
 */
export function refillHand(state: GameState, house: House): GameState {
  const h = houseState(state, house);
  const last = h.discard[h.discard.length - 1];
  if (h.hand.length > 0 || last === undefined) return state;
  // 1E-HCARD-03: in the 1st edition all seven come back, the last one played too.
  if (state.options.ruleset === '1e') return takeBackDiscards(state, house);
  const back = h.discard.slice(0, -1);
  return withHouse(state, house, newHouseState(h.power, h.supply, houseCardsOf(state, house).filter((c) => back.includes(c)), [last]));
}

/** Every card of the discard pile back to hand, in the order of the house's cards at setup. */
function takeBackDiscards(state: GameState, house: House): GameState {
  const h = houseState(state, house);
  const back = [...h.hand, ...h.discard];
  return withHouse(state, house, newHouseState(h.power, h.supply, houseCardsOf(state, house).filter((c) => back.includes(c)), []));
}

/** 2E-COMBAT-58: a played card goes face up on its owner's discard pile. */
function discard(state: GameState, house: House, card: HouseCardId): GameState {
  const h = houseState(state, house);
  return withHouse(state, house, newHouseState(h.power, h.supply, h.hand, [...h.discard, card]));
}

/** The first part of Cleanup, up to the discards; "after combat" abilities come next. */
export function cleanUp(state: GameState, frame: CombatFrame): GameState {
  let s = state;
  let f = frame;
  // 2E-COMBAT-55, 2E-MARCH-14: the March order that started the combat is removed.
  const march = s.areas[frame.from].order;
  const marchHere = march !== null && march.house === frame.attacker && march.token === frame.marchToken;
  if (marchHere) s = editArea(s, frame.from, (a) => areaWithOrder(a, null));
  if (frame.victor === 'attacker') {
    // 2E-HCARD-41 (OQ-27): Arianne Martell sends the winning attackers back where they marched
    // from, not routed; the defender's tokens still go.
    const home = frame.flags.includes('attackers-return');
    // 2E-COMBAT-56, 2E-CTRL-07: the defender's Order and Power tokens leave the area; the attacking
    // units move in and the attacker controls it. 2E-COMBAT-64 (OQ-36): with no attacking unit
    // left, nobody moves in, but the tokens still go.
    s = editArea(s, frame.area, (a) =>
      newArea(
        home ? a.units : sortUnits([...a.units, ...frame.attackers]),
        a.order !== null && a.order.house === frame.defender ? null : a.order,
        a.powerToken === frame.defender ? null : a.powerToken,
        a.neutralForce,
        a.garrison,
      ),
    );
    if (home) s = editArea(s, frame.from, (a) => areaWithUnits(a, sortUnits([...a.units, ...frame.attackers])));
    // 2E-HCARD-30, 2E-ACT-05: Ser Loras Tyrell moves the March order into the conquered area
    // instead; it may be resolved again this round (an area left without units loses it below, 2E-ORD-09).
    if (marchHere && frame.flags.includes('march-order-moves')) s = editArea(s, frame.area, (a) => areaWithOrder(a, { house: frame.attacker, token: frame.marchToken }));
    f = withCombat(f, { attackers: [] });
  }
  // 2E-COMBAT-57: a winning defender keeps its tokens (nothing to do).
  for (const side of SIDES) {
    const card = frame.cards[side];
    if (card === null) continue;
    const house = side === 'attacker' ? frame.attacker : frame.defender;
    s = discard(s, house, card);
    // 2E-HCARD-03 (OQ-12): Roose Bolton's loser takes its whole discard pile back, this card too.
    if (frame.flags.includes('discards-to-hand') && side !== frame.victor) s = takeBackDiscards(s, house);
    s = refillHand(s, house);
  }
  return replaceTop(s, withCombat(f, { step: 'after-combat' }));
}

/** The end of Cleanup, after the "after combat" abilities. */
export function endCombat(state: GameState, frame: CombatFrame): GameState {
  let s = state;
  // 2E-COMBAT-61, 2E-ORD-09: every Order token in an area without units is removed.
  for (const area of boardOf(s).ids) {
    const here = s.areas[area];
    if (here.order !== null && here.units.length === 0) s = editArea(s, area, (a) => areaWithOrder(a, null));
  }
  // 2E-HC-10: a combatant whose hand an ability emptied takes back its discard pile but the last card.
  for (const house of [frame.attacker, frame.defender]) s = refillHand(s, house);
  return s;
}
