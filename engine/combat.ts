// A combat ([2E-COMBAT-01]–[2E-COMBAT-64]) as one frame pushed by the March code. It holds the
// attacking units until the combat is resolved and walks the steps of [2E-COMBAT-05] in order:
// support (a support frame), initial strength, House cards (a sealed decision of both
// combatants), the Valyrian Steel Blade, final strength and victor, casualties, retreat (a retreat
// frame) and cleanup, calling the House card ability tiers of [2E-HC-01] on the way. It returns
// `{ kind: 'combat-done' }` to the frame below.
import type { AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import type { OrderTokenId } from './data/orders';
import type { House } from './data/vocabulary';
import { cleanUp, endCombat, hasCard, withoutCard } from './combat-cleanup';
import { casualtyOptions, destroyCasualties, destroyUnretreatable, loserOf, startRetreat } from './combat-casualties';
import { shown } from './combat-units';
import { initialStrength, printedTally, SIDES, total, victorOf, type CombatTally, type Side, type SupportGiven } from './combat-strength';
import type { ChooseCasualtiesDecision, ChooseHouseCardDecision, Decision, Move, UseBladeDecision } from './decisions';
import { require } from './errors';
import type { Step } from './flow';
import { pushFrame, replaceTop, type FrameResult, type NewFrame } from './frames';
import { HOUSE_CARD_ABILITIES, hookOf, type AbilityContext, type AbilityTier } from './house-card-abilities';
import { holderOf, turnOrder } from './influence';
import { newSupportFrame } from './support';
import type { GameState, Unit } from './state';

/** What the March code knows when its March starts a combat. */
export interface CombatStart {
  /** The embattled area. */
  readonly area: AreaId;
  readonly attacker: House;
  readonly defender: House;
  /** The area of the March order. */
  readonly from: AreaId;
  readonly marchToken: OrderTokenId;
  /** The attacking units, already taken out of `from`; the combat holds them until it is resolved. */
  readonly attackers: readonly Unit[];
}

/** The step a combat frame performs the next time it advances, in the order of [2E-COMBAT-05]. */
export const COMBAT_STEPS = [
  'support',
  'initial',
  'cards',
  'cancel',
  'immediately',
  'blade',
  'victor',
  'if-win-lose',
  'casualties',
  'choose-casualties',
  'retreat',
  'cleanup',
  'after-combat',
  'end',
] as const;
export type CombatStep = (typeof COMBAT_STEPS)[number];

export type Strengths = { readonly [s in Side]: number };

export interface CombatFrame extends CombatStart {
  readonly kind: 'combat';
  readonly id: number;
  readonly step: CombatStep;
  /** The accepted Support orders (step 1). */
  readonly support: readonly SupportGiven[];
  /** Initial combat strength, published in step 2 ([2E-COMBAT-22]). */
  readonly initial: Strengths | null;
  /** Sealed House card choices received in step 3, revealed together once all are in. */
  readonly chosen: readonly { readonly house: House; readonly card: HouseCardId }[];
  /** The revealed House cards; null before the reveal, or for a side fighting without one. */
  readonly cards: { readonly [s in Side]: HouseCardId | null };
  /** The combatant who used the Valyrian Steel Blade in this combat (step 4). */
  readonly bladeUsedBy: House | null;
  /** Final combat strength (step 5) and the victor (step 6a). */
  readonly final: Strengths | null;
  readonly victor: Side | null;
  /** Casualties the loser still has to take from sword icons (step 6b). */
  readonly casualties: number;
  /** Combatants whose card has been handled in the current ability tier ([2E-HC-02]). */
  readonly abilitiesDone: readonly House[];
}

export function newCombatFrame(state: GameState, start: CombatStart): NewFrame<CombatFrame> {
  if (start.attacker === start.defender) throw new RangeError(`expected two different houses in a combat, got ${start.attacker} twice`);
  if (state.houses[start.attacker] === undefined || state.houses[start.defender] === undefined) {
    throw new RangeError(`expected houses in play, got ${start.attacker} against ${start.defender}`);
  }
  return {
    kind: 'combat',
    area: start.area,
    attacker: start.attacker,
    defender: start.defender,
    from: start.from,
    marchToken: start.marchToken,
    attackers: start.attackers.map((u) => ({ house: u.house, type: u.type, routed: u.routed })),
    step: 'support',
    support: [],
    initial: null,
    chosen: [],
    cards: { attacker: null, defender: null },
    bladeUsedBy: null,
    final: null,
    victor: null,
    casualties: 0,
    abilitiesDone: [],
  };
}

export function houseOf(frame: CombatFrame, side: Side): House {
  return side === 'attacker' ? frame.attacker : frame.defender;
}

export function sideOf(frame: CombatFrame, house: House): Side {
  return house === frame.attacker ? 'attacker' : 'defender';
}

/** The two combatants in Iron Throne order ([2E-HC-03]), read now ([2E-GEN-03]). */
export function combatantsInTurnOrder(state: GameState, frame: CombatFrame): House[] {
  return turnOrder(state).filter((h) => h === frame.attacker || h === frame.defender);
}

function contextFor(frame: CombatFrame, house: House, card: HouseCardId): AbilityContext {
  const side = sideOf(frame, house);
  return { combat: frame, side, house, opponent: houseOf(frame, side === 'attacker' ? 'defender' : 'attacker'), card };
}

/**
 * Step 5's tally: printed values, then every tier 3 (`static`) ability in turn order
 * ([2E-COMBAT-30], [2E-HC-01]).
 */
export function finalTally(state: GameState, frame: CombatFrame): CombatTally {
  let tally = printedTally(state, frame);
  for (const house of combatantsInTurnOrder(state, frame)) {
    const card = frame.cards[sideOf(frame, house)];
    const hook = card === null ? undefined : HOUSE_CARD_ABILITIES[card]?.static;
    if (card !== null && hook !== undefined) tally = hook(state, contextFor(frame, house, card), tally);
  }
  return tally;
}

// ---- step 3: House cards ([2E-COMBAT-23]–[2E-COMBAT-28]) ----

function hand(state: GameState, house: House): readonly HouseCardId[] {
  return state.houses[house]?.hand ?? [];
}

function cardDecisions(state: GameState, frame: CombatFrame): ChooseHouseCardDecision[] {
  // 2E-COMBAT-24: both combatants play a card; a house with one card has no choice, and one with
  // none fights without a card (2E-HC-10, 2E-COMBAT-31).
  return SIDES.map((s) => houseOf(frame, s))
    .filter((h) => hand(state, h).length > 1 && !frame.chosen.some((c) => c.house === h))
    .map((house) => ({ id: `${frame.id}/choose-house-card/${house}`, kind: 'choose-house-card', house, sealed: true, embattled: frame.area }));
}

function chooseCard(state: GameState, frame: CombatFrame, move: Extract<Move, { kind: 'choose-house-card' }>): GameState {
  const card: unknown = move.card;
  // 2E-COMBAT-58: a card in the discard pile cannot be played.
  require(!(state.houses[move.house]?.discard ?? []).some((c) => c === card), '2E-COMBAT-58', `${shown(card)} is in ${move.house}'s discard pile`);
  // 2E-COMBAT-23: the card comes from the house's hand.
  require(hasCard(state, move.house, card), '2E-COMBAT-23', `${shown(card)} is not in ${move.house}'s hand`);
  return replaceTop(state, { ...frame, chosen: [...frame.chosen, { house: move.house, card }] });
}

/** 2E-COMBAT-23: both cards are revealed at the same time; they leave the hands until Cleanup. */
function reveal(state: GameState, frame: CombatFrame): GameState {
  let next = state;
  const cards = { attacker: null as HouseCardId | null, defender: null as HouseCardId | null };
  for (const side of SIDES) {
    const house = houseOf(frame, side);
    const card = frame.chosen.find((c) => c.house === house)?.card ?? (hand(state, house).length === 1 ? (hand(state, house)[0] ?? null) : null);
    cards[side] = card;
    if (card !== null) next = withoutCard(next, house, card);
  }
  return replaceTop(next, { ...frame, cards, chosen: [], step: 'cancel' });
}

// ---- step 4: the Valyrian Steel Blade ([2E-COMBAT-29], [2E-INF-07]) ----

function bladeDecisions(state: GameState, frame: CombatFrame): UseBladeDecision[] {
  const holder = holderOf(state, 'valyrian-steel-blade');
  if (state.bladeUsed || (holder !== frame.attacker && holder !== frame.defender)) return [];
  return [{ id: `${frame.id}/use-blade/${holder}`, kind: 'use-blade', house: holder, sealed: false, embattled: frame.area }];
}

function useBlade(state: GameState, frame: CombatFrame, move: Extract<Move, { kind: 'use-blade' }>): GameState {
  const use: unknown = move.use;
  require(typeof use === 'boolean', '2E-COMBAT-29', `use must be true or false, got ${shown(use)}`);
  if (!use) return replaceTop(state, { ...frame, step: 'victor' });
  // 2E-INF-07: once used, the Blade is flipped to its used side for the rest of the round.
  return replaceTop({ ...state, bladeUsed: true }, { ...frame, bladeUsedBy: move.house, step: 'victor' });
}

// ---- step 5 and 6a: final strength and victor ----

function decideVictor(state: GameState, frame: CombatFrame): GameState {
  const tally = finalTally(state, frame);
  const victor = victorOf(state, frame, tally);
  const loser = victor === 'attacker' ? 'defender' : 'attacker';
  // 2E-COMBAT-38: casualties are the victor's swords minus the loser's towers, never below 0.
  const casualties = Math.max(0, tally[victor].swords - tally[loser].towers);
  const final = { attacker: total(tally.attacker), defender: total(tally.defender) };
  return replaceTop(state, { ...frame, final, victor, casualties, step: 'if-win-lose' });
}

// ---- ability tiers ([2E-HC-01]–[2E-HC-03]) ----

/** Resolves the next card of a tier in turn order; moves to `next` when both are done. */
function runTier(state: GameState, frame: CombatFrame, tier: AbilityTier, next: CombatStep): Step {
  let current = frame;
  for (const house of combatantsInTurnOrder(state, frame)) {
    if (current.abilitiesDone.includes(house)) continue;
    current = { ...current, abilitiesDone: [...current.abilitiesDone, house] };
    const side = sideOf(frame, house);
    const card = frame.cards[side];
    const hook = card === null ? undefined : hookOf(card, tier, frame.victor === side);
    if (card === null || hook === undefined) continue;
    // 2E-HC-02: this card's whole ability resolves (with any frame it pushes) before the next one.
    const outcome = hook(replaceTop(state, current), contextFor(current, house, card));
    return { state: outcome.push === null ? outcome.state : pushFrame(outcome.state, outcome.push) };
  }
  return { state: replaceTop(state, { ...current, step: next, abilitiesDone: [] }) };
}

// ---- the handler ----

function casualtyDecisions(state: GameState, frame: CombatFrame): ChooseCasualtiesDecision[] {
  if (casualtyOptions(state, frame).length <= 1) return [];
  const house = houseOf(frame, loserOf(frame));
  return [{ id: `${frame.id}/choose-casualties/${house}`, kind: 'choose-casualties', house, sealed: false, embattled: frame.area, count: frame.casualties }];
}

function pending(state: GameState, frame: CombatFrame): Decision[] {
  switch (frame.step) {
    case 'cards':
      return cardDecisions(state, frame);
    case 'blade':
      return bladeDecisions(state, frame);
    case 'choose-casualties':
      return casualtyDecisions(state, frame);
    default:
      return [];
  }
}

function apply(state: GameState, frame: CombatFrame, move: Move): GameState {
  switch (move.kind) {
    case 'choose-house-card':
      return chooseCard(state, frame, move);
    case 'use-blade':
      return useBlade(state, frame, move);
    case 'choose-casualties':
      return destroyCasualties(state, frame, move);
    default:
      throw new RangeError(`expected a combat move, got ${move.kind}`);
  }
}

function advance(state: GameState, frame: CombatFrame): Step {
  const to = (step: CombatStep, s: GameState = state, f: CombatFrame = frame): Step => ({ state: replaceTop(s, { ...f, step }) });
  switch (frame.step) {
    case 'support':
      // 2E-COMBAT-09: step 1, Call for Support.
      return { state: pushFrame(replaceTop(state, { ...frame, step: 'initial' }), newSupportFrame(state, frame)) };
    case 'initial': {
      // 2E-COMBAT-21, 2E-COMBAT-22: the initial strength, published.
      const tally = printedTally(state, frame);
      return to('cards', state, { ...frame, initial: { attacker: initialStrength(tally.attacker), defender: initialStrength(tally.defender) } });
    }
    case 'cards':
      return { state: reveal(state, frame) };
    case 'cancel':
      return runTier(state, frame, 'cancel', 'immediately');
    case 'immediately':
      return runTier(state, frame, 'immediately', 'blade');
    case 'blade':
      // Nobody may use the Blade in this combat.
      return to('victor');
    case 'victor':
      return { state: decideVictor(state, frame) };
    case 'if-win-lose':
      // 2E-COMBAT-35: "if you win / lose" abilities, in turn order.
      return runTier(state, frame, 'if-win-lose', 'casualties');
    case 'casualties':
      return { state: destroyUnretreatable(state, frame) };
    case 'choose-casualties':
      // At most one way to take the casualties: no decision is needed.
      return { state: destroyCasualties(state, frame, null) };
    case 'retreat':
      return startRetreat(state, frame);
    case 'cleanup':
      return { state: cleanUp(state, frame) };
    case 'after-combat':
      // 2E-COMBAT-60, 2E-HC-06: "after combat" abilities, once the cards are discarded.
      return runTier(state, frame, 'after-combat', 'end');
    case 'end':
      return { state: endCombat(state, frame), result: { kind: 'combat-done' } };
  }
}

function resume(state: GameState, frame: CombatFrame, result: FrameResult): GameState {
  // Step 1's support frame (pushed when the step moved on to 'initial'); any other result comes
  // from a frame an ability pushed, whose effect is already in the state.
  if (result.kind === 'support-done' && frame.step === 'initial' && frame.initial === null) return replaceTop(state, { ...frame, support: result.supporters });
  return state;
}

export const COMBAT = { pending, apply, advance, resume };
