// A combat ([2E-COMBAT-01]–[2E-COMBAT-64]) as one frame pushed by the March code. It holds the
// attacking units until the combat is resolved and walks the steps of [2E-COMBAT-05] in order:
// support (a support frame), initial strength, House cards (a sealed decision of both
// combatants), the Valyrian Steel Blade, final strength and victor, casualties, retreat (a retreat
// frame) and cleanup, calling the House card ability tiers of [2E-HC-01] on the way, and, with the
// Tides of Battle module, the steps of [2E-TOB-02] (engine/tides-of-battle.ts). It returns
// `{ kind: 'combat-done' }` to the frame below.
import { newUnit } from './area-copy';
import { withCombat } from './combat-copy';
import { withParts } from './state-copy';
import type { HouseCardId } from './data/house-cards';
import type { House } from './data/vocabulary';
import { abilityDecision, abilityMoves as abilityMovesFor, applyAbilityMove } from './ability-choices';
import { cleanUp, endCombat, hasCard, withoutCard } from './combat-cleanup';
import { casualtyOptions, casualtySide, destroyCasualties, destroyUnretreatable, startRetreat } from './combat-casualties';
import { shown } from './combat-units';
import { initialStrength, printedTally, total, victorOf, type CombatTally, type UnitModifier } from './combat-strength';
import { type CombatFrame, type CombatStart, type CombatStep, type Side, SIDES } from './combat-data';
import type { ChooseCasualtiesDecision, ChooseHouseCardDecision, Decision, Move, UseBladeDecision } from './decisions';
import { require } from './errors';
import type { Step } from './frame-handler';
import { pushFrame, replaceTop, type FrameResult, type NewFrame } from './frames';
import { abilitiesOf, hookOf, isImmune, type AbilityTier } from './house-card-abilities';
import type { AbilityContext } from './house-card-ability';
import { holderOf, turnOrder } from './influence';
import { newSupportFrame } from './support';
import { applyTides, returnTides, skullHits, tidesDecisions, tidesMoves } from './tides-of-battle';
import type { GameState } from './state';

/** Whether the text of a side's card is cancelled (the 1st edition's Queen of Thorns, [1E-HCARD-05]). */
function textCancelled(frame: CombatFrame, side: Side): boolean {
  return frame.flags.includes(side === 'attacker' ? 'attacker-text-cancelled' : 'defender-text-cancelled');
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
    attackers: start.attackers.map((u) => newUnit(u.house, u.type, u.routed)),
    step: 'support',
    support: [],
    initial: null,
    chosen: [],
    cards: { attacker: null, defender: null },
    bladeUsedBy: null,
    final: null,
    victor: null,
    casualties: 0,
    skulls: 0,
    abilitiesDone: [],
    resolved: [],
    ask: null,
    flags: [],
    tides: { attacker: null, defender: null },
    tidesRedraw: null,
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
  const other = side === 'attacker' ? 'defender' : 'attacker';
  return { combat: frame, side, house, opponent: houseOf(frame, other), card, opponentCard: frame.cards[other], opponentImmune: isImmune(frame, other) };
}

/**
 * Step 5's tally: the units' strength as tier 3 texts change it, then every tier 3 (`static`)
 * ability, each in turn order ([2E-COMBAT-30], [2E-HC-01], [2E-HC-03]).
 */
export function finalTally(state: GameState, frame: CombatFrame): CombatTally {
  const texts = combatantsInTurnOrder(state, frame).flatMap((house) => {
    const side = sideOf(frame, house);
    const card = frame.cards[side];
    return card === null || textCancelled(frame, side) ? [] : [{ ability: abilitiesOf(state)[card], ctx: contextFor(frame, house, card) }];
  });
  const modify: UnitModifier = (unit, role, strength) =>
    texts.reduce((value, { ability, ctx }) => (ability?.unitStrength === undefined ? value : ability.unitStrength(state, ctx, unit, role, value)), strength);
  let tally = printedTally(state, frame, modify);
  for (const { ability, ctx } of texts) if (ability?.static !== undefined) tally = ability.static(state, ctx, tally);
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
  // 2E-COMBAT-58 (1E-HCARD-02): a card in the discard pile cannot be played.
  require(!(state.houses[move.house]?.discard ?? []).some((c) => c === card), state.options.ruleset === '1e' ? '1E-HCARD-02' : '2E-COMBAT-58', () => `${shown(card)} is in ${move.house}'s discard pile`);
  // 2E-COMBAT-23: the card comes from the house's hand.
  require(hasCard(state, move.house, card), '2E-COMBAT-23', () => `${shown(card)} is not in ${move.house}'s hand`);
  return replaceTop(state, withCombat(frame, { chosen: [...frame.chosen, { house: move.house, card }] }));
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
  return replaceTop(next, withCombat(frame, { cards, chosen: [], step: 'cancel' }));
}

// ---- step 4: the Valyrian Steel Blade ([2E-COMBAT-29], [2E-INF-07]) ----

function bladeDecisions(state: GameState, frame: CombatFrame): UseBladeDecision[] {
  // 2E-INF-07: read now: Doran Martell may have moved the Blade to another house (2E-INF-15).
  const holder = holderOf(state, 'valyrian-steel-blade');
  if (state.bladeUsed || (holder !== frame.attacker && holder !== frame.defender)) return [];
  return [{ id: `${frame.id}/use-blade/${holder}`, kind: 'use-blade', house: holder, sealed: false, embattled: frame.area }];
}

function useBlade(state: GameState, frame: CombatFrame, move: Extract<Move, { kind: 'use-blade' }>): GameState {
  const use: unknown = move.use;
  require(typeof use === 'boolean', '2E-COMBAT-29', () => `use must be true or false, got ${shown(use)}`);
  if (!use) return replaceTop(state, withCombat(frame, { step: 'victor' }));
  // 2E-INF-07: once used, the Blade is flipped to its used side for the rest of the round.
  return replaceTop(withParts(state, { bladeUsed: true }), withCombat(frame, { bladeUsedBy: move.house, step: 'victor' }));
}

// ---- step 5 and 6a: final strength and victor ----

function decideVictor(state: GameState, frame: CombatFrame): GameState {
  const tally = finalTally(state, frame);
  const victor = victorOf(state, frame, tally);
  const loser = victor === 'attacker' ? 'defender' : 'attacker';
  // 2E-COMBAT-38: casualties are the victor's swords minus the loser's towers, never below 0;
  // 2E-TOB-08: each skull adds one for its owner's opponent, whoever wins, towers or not.
  // 2E-HCARD-05: The Blackfish's owner suffers none of them.
  const casualties = isImmune(frame, loser) ? 0 : Math.max(0, tally[victor].swords - tally[loser].towers) + skullHits(frame, victor);
  const skulls = isImmune(frame, victor) ? 0 : skullHits(frame, loser);
  const final = { attacker: total(tally.attacker), defender: total(tally.defender) };
  return replaceTop(state, withCombat(frame, { final, victor, casualties, skulls, step: 'if-win-lose' }));
}

// ---- ability tiers ([2E-HC-01]–[2E-HC-03]) ----

/**
 * Resolves the next card of a tier in turn order, read now (2E-GEN-03: Doran Martell may change
 * it mid-tier); moves to `next` when both are done.
 */
function runTier(state: GameState, frame: CombatFrame, tier: AbilityTier, next: CombatStep): Step {
  let current = frame;
  for (const house of combatantsInTurnOrder(state, frame)) {
    if (current.abilitiesDone.includes(house)) continue;
    current = withCombat(current, { abilitiesDone: [...current.abilitiesDone, house] });
    const side = sideOf(frame, house);
    const card = frame.cards[side];
    // 2E-HC-04: an ability resolves at most once per combat.
    const key = `${card ?? 'none'} ${tier}`;
    const hook = card === null || current.resolved.includes(key) || textCancelled(current, side) ? undefined : hookOf(state, card, tier, frame.victor === side);
    if (card === null || hook === undefined) continue;
    current = withCombat(current, { resolved: [...current.resolved, key] });
    // 2E-HC-02: this card's whole ability resolves (with any choice it asks, or frame it pushes)
    // before the next one.
    const outcome = hook(replaceTop(state, current), contextFor(current, house, card));
    return { state: outcome.push === null ? outcome.state : pushFrame(outcome.state, outcome.push) };
  }
  return { state: replaceTop(state, withCombat(current, { step: next, abilitiesDone: [] })) };
}

// ---- the handler ----

function casualtyDecisions(state: GameState, frame: CombatFrame): ChooseCasualtiesDecision[] {
  if (casualtyOptions(state, frame).length <= 1) return [];
  const house = houseOf(frame, casualtySide(frame));
  // The victor's skull casualty (2E-TOB-08) is a decision of its own, after the loser's.
  const skull = frame.step === 'skulls';
  const id = `${frame.id}/choose-casualties/${house}${skull ? '/skull' : ''}`;
  return [{ id, kind: 'choose-casualties', house, sealed: false, embattled: frame.area, count: skull ? frame.skulls : frame.casualties }];
}

function pending(state: GameState, frame: CombatFrame): Decision[] {
  if (frame.ask !== null) return [abilityDecision(frame, frame.ask)];
  switch (frame.step) {
    case 'tides-shuffle':
    case 'tides-draw':
    case 'tides-redraw':
    case 'tides-reveal':
      return tidesDecisions(state, frame);
    case 'cards':
      return cardDecisions(state, frame);
    case 'blade':
      return bladeDecisions(state, frame);
    case 'choose-casualties':
    case 'skulls':
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
    case 'cancel-house-card':
    case 'replace-house-card':
    case 'swap-house-card':
    case 'demote-opponent':
    case 'remove-order':
    case 'upgrade-footman':
    case 'discard-opponent-card':
      return applyAbilityMove(state, frame, move);
    case 'shuffle-deck':
    case 'draw-card':
    case 'redraw-tides-card':
    case 'reveal-card':
      return applyTides(state, frame, move);
    default:
      throw new RangeError(`expected a combat move, got ${move.kind}`);
  }
}

/** The legal moves of a combat decision that comes from an ability or from Tides of Battle. */
export function combatExtraMoves(state: GameState, frame: CombatFrame, decision: Decision): Move[] | null {
  if (frame.ask !== null && decision.kind === frame.ask.kind) return abilityMovesFor(state, frame.ask);
  if (decision.kind === 'shuffle-deck' || decision.kind === 'draw-card' || decision.kind === 'redraw-tides-card' || decision.kind === 'reveal-card') {
    return decision.kind === 'shuffle-deck' && decision.deck !== 'tides-of-battle' ? null : tidesMoves(frame, decision as Parameters<typeof tidesMoves>[1]);
  }
  return null;
}

function advance(state: GameState, frame: CombatFrame): Step {
  const to = (step: CombatStep, s: GameState = state, f: CombatFrame = frame): Step => ({ state: replaceTop(s, withCombat(f, { step })) });
  switch (frame.step) {
    case 'support':
      // 2E-COMBAT-09: step 1, Call for Support.
      return { state: pushFrame(replaceTop(state, withCombat(frame, { step: 'initial' })), newSupportFrame(state, frame)) };
    case 'initial': {
      // 2E-COMBAT-21, 2E-COMBAT-22: the initial strength, published.
      const tally = printedTally(state, frame);
      return to('tides-shuffle', state, withCombat(frame, { initial: { attacker: initialStrength(tally.attacker), defender: initialStrength(tally.defender) } }));
    }
    case 'tides-shuffle':
      // Without Tides of Battle (its shuffle is a dealer decision otherwise).
      return to('cards');
    case 'cards':
      return { state: reveal(state, frame) };
    case 'cancel':
      return runTier(state, frame, 'cancel', 'immediately');
    case 'immediately':
      return runTier(state, frame, 'immediately', 'tides-draw');
    case 'tides-draw':
      // 2E-TOB-02 (3c): both cards are dealt (or there is no Tides of Battle).
      return to(state.options.tidesOfBattle ? 'tides-redraw' : 'blade');
    case 'tides-redraw':
      // 2E-TOB-05: nobody may redraw.
      return to('tides-reveal');
    case 'tides-reveal':
      // 2E-TOB-02 (4c): both cards are revealed; the Blade's +1 comes next.
      return to('blade');
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
    case 'skulls':
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
      // 2E-TOB-09: the Tides of Battle cards go back into the deck.
      return { state: returnTides(endCombat(state, frame)), result: { kind: 'combat-done' } };
  }
}

function resume(state: GameState, frame: CombatFrame, result: FrameResult): GameState {
  // Step 1's support frame (pushed when the step moved on to 'initial'); any other result comes
  // from a frame an ability pushed, whose effect is already in the state.
  if (result.kind === 'support-done' && frame.step === 'initial' && frame.initial === null) return replaceTop(state, withCombat(frame, { support: result.supporters }));
  return state;
}

export const COMBAT = { pending, apply, advance, resume };
