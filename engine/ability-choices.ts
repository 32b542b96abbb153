// The choices House card abilities give ([2E-HCARD-12], -14, -16, -21, -28, -35, -42): while the
// combat frame holds an `ask`, it waits for that one open decision. Here are the decision, its
// legal moves (style rule 11: `apply` accepts exactly these) and what each answer does.
import { newUnit } from './area-copy';
import { newHouseState, withParts } from './state-copy';
import type { AreaId } from './data/areas';
import { houseCardsOf } from './house-cards-of';
import type { HouseCardId } from './data/house-cards';
import { TRACKS, type House } from './data/vocabulary';
import type { AbilityAsk, AbilityDecision, AbilityTidesMove } from './ability-decisions';
import { removeOrderIn } from './ability-effects';
import type { CombatFrame, Side } from './combat-data';
import { withCombat } from './combat-copy';
import { withFighting } from './combat-casualties';
import { hasCard, withoutCard } from './combat-cleanup';
import { fightingUnits } from './combat-strength';
import { shown } from './combat-units';
import type { Move } from './decisions';
import { require, type RuleId } from './errors';
import { replaceTop } from './frames';
import { losePower } from './power-tokens';
import type { GameState } from './state';
import { moveToLast } from './tracks-move';
import { replaceUnit } from './unit-loss';

/** The decision for the combat's pending ask. */
export function abilityDecision(frame: CombatFrame, ask: AbilityAsk): AbilityDecision {
  return { ...ask, id: `${frame.id}/${ask.kind}/${ask.house}`, sealed: false, embattled: frame.area };
}

function hand(state: GameState, house: House): readonly HouseCardId[] {
  return state.houses[house]?.hand ?? [];
}

/** Every legal answer to the pending ask. */
export function abilityMoves(state: GameState, ask: AbilityAsk): Move[] {
  const { house } = ask;
  switch (ask.kind) {
    case 'cancel-house-card':
      return [true, false].map((cancel) => ({ kind: 'cancel-house-card', house, cancel }));
    case 'replace-house-card':
      return hand(state, house)
        .filter((c) => c !== ask.except)
        .map((card) => ({ kind: 'replace-house-card', house, card }));
    case 'swap-house-card':
      return [null, ...hand(state, house)].map((card) => ({ kind: 'swap-house-card', house, card }));
    case 'demote-opponent':
      return TRACKS.map((track) => ({ kind: 'demote-opponent', house, track }));
    case 'remove-order':
      return [...(ask.optional ? [null] : []), ...ask.areas].map((area) => ({ kind: 'remove-order', house, area }));
    case 'upgrade-footman':
      return [null, ...ask.areas].map((area) => ({ kind: 'upgrade-footman', house, area }));
    case 'discard-opponent-card':
      return [null, ...hand(state, ask.opponent)].map((card) => ({ kind: 'discard-opponent-card', house, card }));
  }
}

const sideOf = (frame: CombatFrame, house: House): Side => (house === frame.attacker ? 'attacker' : 'defender');
const otherHouse = (frame: CombatFrame, house: House): House => (house === frame.attacker ? frame.defender : frame.attacker);

/** The combat, with its ask answered, and `house` free to resolve a new card in the current tier ([2E-HC-07]). */
function answered(frame: CombatFrame, patch: Partial<CombatFrame> = {}): CombatFrame {
  return withCombat(frame, { ask: null, ...patch });
}

/** Puts a card back in the hand, in the order of the house's cards at setup. */
function backToHand(state: GameState, house: House, card: HouseCardId): GameState {
  const h = state.houses[house];
  if (h === undefined) throw new RangeError(`expected a house in play, got ${house}`);
  const hand = houseCardsOf(state, house).filter((c) => c === card || h.hand.includes(c));
  return withParts(state, { houses: { ...state.houses, [house]: newHouseState(h.power, h.supply, hand, h.discard) } });
}

function toDiscard(state: GameState, house: House, card: HouseCardId): GameState {
  const h = state.houses[house];
  if (h === undefined) throw new RangeError(`expected a house in play, got ${house}`);
  return withParts(state, { houses: { ...state.houses, [house]: newHouseState(h.power, h.supply, h.hand.filter((c) => c !== card), [...h.discard, card]) } });
}

/**
 * Plays `card` from the hand of `house` as its card in this combat, revealed at once. 2E-HC-07
 * (OQ-12): it resolves under the tiers from the tier now running, so the house is taken off the
 * list of those done in this tier.
 */
function playInstead(state: GameState, frame: CombatFrame, house: House, card: HouseCardId | null): GameState {
  const side = sideOf(frame, house);
  const next = card === null ? state : withoutCard(state, house, card);
  const cards = { ...frame.cards, [side]: card };
  return replaceTop(next, answered(frame, { cards, abilitiesDone: frame.abilitiesDone.filter((h) => h !== house) }));
}

function cancel(state: GameState, frame: CombatFrame, ask: Extract<AbilityAsk, { kind: 'cancel-house-card' }>, move: Extract<Move, { kind: 'cancel-house-card' }>): GameState {
  const yes: unknown = move.cancel;
  // 2E-HCARD-12: cancel, or not.
  require(typeof yes === 'boolean', '2E-HCARD-12', () => `cancel must be true or false, got ${shown(yes)}`);
  if (!yes) return replaceTop(state, answered(frame));
  // 2E-HCARD-12, 2E-HC-07: the cancelled card goes back to the hand and has no effect; its owner
  // openly picks a different one, revealed at once, or fights without one if it has no other.
  const opponent = otherHouse(frame, move.house);
  const back = backToHand(state, opponent, ask.target);
  const others = hand(back, opponent).filter((c) => c !== ask.target);
  const only = others.length === 1 ? (others[0] ?? null) : null;
  if (others.length > 1) {
    const cards = { ...frame.cards, [sideOf(frame, opponent)]: null };
    const replace: AbilityAsk = { kind: 'replace-house-card', house: opponent, card: ask.card, except: ask.target };
    return replaceTop(back, withCombat(frame, { cards, ask: replace, abilitiesDone: frame.abilitiesDone.filter((h) => h !== opponent) }));
  }
  return playInstead(back, frame, opponent, only);
}

function replace(state: GameState, frame: CombatFrame, ask: Extract<AbilityAsk, { kind: 'replace-house-card' }>, move: Extract<Move, { kind: 'replace-house-card' }>): GameState {
  const card: unknown = move.card;
  // 2E-HCARD-12: a different card from the hand.
  require(card !== ask.except && hasCard(state, move.house, card), '2E-HCARD-12', () => `${move.house} must play another card of its hand than ${ask.except}, got ${shown(card)}`);
  return playInstead(state, frame, move.house, card);
}

function swap(state: GameState, frame: CombatFrame, ask: Extract<AbilityAsk, { kind: 'swap-house-card' }>, move: Extract<Move, { kind: 'swap-house-card' }>): GameState {
  const card: unknown = move.card;
  if (card === null) return replaceTop(state, answered(frame));
  // 2E-HCARD-28 (OQ-12): another card of the hand, paid with 2 available Power.
  require(hasCard(state, move.house, card), '2E-HCARD-28', () => `${shown(card)} is not in ${move.house}'s hand`);
  require((state.houses[move.house]?.power ?? 0) >= 2, '2E-HCARD-28', () => `${move.house} has fewer than 2 available Power`);
  // Aeron Damphair goes to the discard pile at once; the new card is revealed at once (2E-HC-07).
  const paid = toDiscard(losePower(state, move.house, 2), move.house, ask.card);
  return playInstead(paid, frame, move.house, card);
}

function demote(state: GameState, frame: CombatFrame, ask: Extract<AbilityAsk, { kind: 'demote-opponent' }>, move: Extract<Move, { kind: 'demote-opponent' }>): GameState {
  const track: unknown = move.track;
  // 2E-HCARD-42: one of the three Influence tracks.
  require((TRACKS as readonly unknown[]).includes(track), '2E-HCARD-42', () => `${shown(track)} is not an Influence track`);
  // 2E-INF-14, 2E-INF-15, 2E-INF-16: the opponent goes last; the houses below move up, a
  // Dominance token passes with position 1, and turn order changes at once.
  return replaceTop(moveToLast(state, track as (typeof TRACKS)[number], ask.opponent), answered(frame));
}

/** The rule a card's choice enforces (cited in its RuleViolation). */
const ORDER_RULE: Partial<Record<HouseCardId, RuleId>> = { 'queen-of-thorns': '2E-HCARD-35', 'cersei-lannister': '2E-HCARD-14' };

/** 1E-HCARD-05: a 1st-edition card's choice cites the rule of the 1st edition's card texts. */
function cardRule(state: GameState, rule: RuleId): RuleId {
  return state.options.ruleset === '1e' ? '1E-HCARD-05' : rule;
}

function removeOrder(state: GameState, frame: CombatFrame, ask: Extract<AbilityAsk, { kind: 'remove-order' }>, move: Extract<Move, { kind: 'remove-order' }>): GameState {
  const area: unknown = move.area;
  const rule = cardRule(state, ORDER_RULE[ask.card] ?? '2E-HCARD-35');
  // 2E-HCARD-35: Queen of Thorns must remove one; 2E-HCARD-14: Cersei Lannister may.
  if (area === null) {
    require(ask.optional, rule, () => `${move.house} must remove one of the orders in ${ask.areas.join(', ')}`);
    return replaceTop(state, answered(frame));
  }
  // 2E-HCARD-35, 2E-HCARD-14: an order of the opponent where the card allows it.
  require(ask.areas.some((a) => a === area), rule, () => `${move.house} may remove an order in ${ask.areas.join(', ')}, not in ${shown(area)}`);
  return replaceTop(removeOrderIn(state, area as AreaId), answered(frame));
}

function upgrade(state: GameState, frame: CombatFrame, ask: Extract<AbilityAsk, { kind: 'upgrade-footman' }>, move: Extract<Move, { kind: 'upgrade-footman' }>): GameState {
  const area: unknown = move.area;
  if (area === null) return replaceTop(state, answered(frame));
  // 2E-HCARD-16: a Footman that took part, where one is, while a Knight is in reinforcements.
  require(ask.areas.some((a) => a === area), cardRule(state, '2E-HCARD-16'), () => `${move.house} may upgrade a Footman in ${ask.areas.join(', ')}, not in ${shown(area)}`);
  if (area !== frame.area) return replaceTop(replaceUnit(state, move.house, area as AreaId, 'footman', 'knight'), answered(frame));
  const side = sideOf(frame, move.house);
  const units = [...fightingUnits(state, frame, side)];
  const i = units.findIndex((u) => u.type === 'footman' && !u.routed);
  const footman = units[i];
  if (footman === undefined) throw new RangeError(`expected a ${move.house} Footman in ${frame.area}`);
  units.splice(i, 1, newUnit(footman.house, 'knight', footman.routed));
  const next = withFighting(state, frame, side, units);
  return replaceTop(next.state, answered(next.frame));
}

function discardOpponentCard(state: GameState, frame: CombatFrame, ask: Extract<AbilityAsk, { kind: 'discard-opponent-card' }>, move: Extract<Move, { kind: 'discard-opponent-card' }>): GameState {
  const card: unknown = move.card;
  if (card === null) return replaceTop(state, answered(frame));
  // 2E-HCARD-21: a card of the opponent's hand. An emptied hand is refilled at the end of the
  // combat (2E-HC-10), the card discarded last staying in the discard pile.
  require(hasCard(state, ask.opponent, card), cardRule(state, '2E-HCARD-21'), () => `${shown(card)} is not in ${ask.opponent}'s hand`);
  // 1E-HCARD-05: the 1st edition's Melisandre pays 1 Power for it.
  const paid = state.options.ruleset === '1e' ? losePower(state, move.house, 1) : state;
  return replaceTop(toDiscard(paid, ask.opponent, card), answered(frame));
}

/** Applies the answer to the pending ask (the move answers its decision: same kind and house). */
export function applyAbilityMove(state: GameState, frame: CombatFrame, move: AbilityTidesMove): GameState {
  const ask = frame.ask;
  if (ask === null || ask.kind !== move.kind) throw new RangeError(`expected a pending ${move.kind} ask, got ${ask?.kind ?? 'none'}`);
  switch (ask.kind) {
    case 'cancel-house-card':
      return move.kind === ask.kind ? cancel(state, frame, ask, move) : state;
    case 'replace-house-card':
      return move.kind === ask.kind ? replace(state, frame, ask, move) : state;
    case 'swap-house-card':
      return move.kind === ask.kind ? swap(state, frame, ask, move) : state;
    case 'demote-opponent':
      return move.kind === ask.kind ? demote(state, frame, ask, move) : state;
    case 'remove-order':
      return move.kind === ask.kind ? removeOrder(state, frame, ask, move) : state;
    case 'upgrade-footman':
      return move.kind === ask.kind ? upgrade(state, frame, ask, move) : state;
    case 'discard-opponent-card':
      return move.kind === ask.kind ? discardOpponentCard(state, frame, ask, move) : state;
  }
}
