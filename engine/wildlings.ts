// A Wildling attack ([2E-WILD-01]–[2E-WILD-14]), processed in the order of OQ-14 ([2E-WILD-11]):
// sealed bids → Night's Watch strength (the sum) and outcome → the Threat token moves → bids to
// the Power Pool → the top Wildling card is revealed → its effects (the highest bidder's reward,
// or the lowest bidder's penalty then everyone else's in turn order) → the card goes to the bottom
// → Preemptive Raid's second attack, if any (OQ-15).
import { withParts } from './state-copy';
import type { WildlingCardId } from './data/wildling-cards';
import { WILDLING_THREAT_STEP } from './data/tracks';
import type { House } from './data/vocabulary';
import type { Decision, Move } from './decisions';
import { checkReveal, drawCard, putAtBottom } from './decks';
import { require, RuleViolation } from './errors';
import type { Step } from './frame-handler';
import { pushFrame, replaceTop, type FrameResult, type NewFrame } from './frames';
import { holderOf, turnOrder } from './influence';
import { extremeBidders, newBiddingFrame, payBids } from './bidding';
import type { WildlingAttackFrame } from './frame-data';
import type { GameState } from './state';
import type { BreakTieMove } from './westeros-decisions';
import { WILDLING_EFFECTS } from './wildling-effects';
import { show } from './untrusted';
import { RULES_1E } from './data/1e/rules';
import { newDestroyFrame } from './unit-loss';
import { newWildlingChoiceFrame } from './wildling-choices';

export function newWildlingAttackFrame(strength: number, excluded: House | null, atBottom: WildlingCardId | null = null): NewFrame<WildlingAttackFrame> {
  return { kind: 'wildling-attack', strength, excluded, stage: 'bidding', bids: [], won: null, card: null, target: null, done: [], atBottom };
}

/**
 * Cards that cannot be on top now, as far as the public knows: a card just put at the bottom,
 * unless it is the only card left (2E-WILD-09, OQ-15).
 */
export function notOnTop(state: GameState, frame: WildlingAttackFrame): WildlingCardId[] {
  return frame.atBottom !== null && (state.decks.wildling?.drawPile ?? 0) > 1 ? [frame.atBottom] : [];
}

/** The houses tied for the bidder the card affects: highest after a victory, lowest after a defeat. */
export function targetCandidates(frame: WildlingAttackFrame): House[] {
  return extremeBidders(frame.bids, frame.won === true ? 'highest' : 'lowest');
}

function pending(state: GameState, frame: WildlingAttackFrame): Decision[] {
  if (frame.stage === 'reveal') {
    // 2E-WILD-07: the top card of the Wildling deck is revealed.
    return [{ id: `${frame.id}/reveal-card/wildling`, kind: 'reveal-card', house: null, sealed: false, deck: 'wildling' }];
  }
  if (frame.stage === 'target') {
    const tied = targetCandidates(frame);
    if (tied.length < 2) return [];
    // 2E-WILD-08, 2E-INF-04: the Iron Throne holder breaks a tie for highest or lowest bidder.
    const holder = holderOf(state, 'iron-throne');
    return [{ id: `${frame.id}/break-tie/${holder}`, kind: 'break-tie', house: holder, sealed: false, contest: 'wildlings', for: frame.won === true ? 'highest' : 'lowest', tied }];
  }
  return [];
}

export function targetMoves(state: GameState, frame: WildlingAttackFrame): BreakTieMove[] {
  const holder = holderOf(state, 'iron-throne');
  return targetCandidates(frame).map((pick) => ({ kind: 'break-tie', house: holder, pick }));
}

function apply(state: GameState, frame: WildlingAttackFrame, move: Move): GameState {
  if (move.kind === 'reveal-card' && frame.stage === 'reveal') {
    checkReveal(state, 'wildling', move.card, notOnTop(state, frame));
    return replaceTop(drawCard(state, 'wildling'), { ...frame, card: move.card as WildlingCardId, stage: 'target' });
  }
  if (move.kind === 'break-tie' && frame.stage === 'target') {
    // 2E-WILD-08: the pick is one of the tied bidders.
    require(targetCandidates(frame).includes(move.pick), '2E-WILD-08', () => `${show(move.pick)} is not one of the tied bidders ${targetCandidates(frame).join(', ')}`);
    return replaceTop(state, { ...frame, target: move.pick, stage: 'effects' });
  }
  throw new RuleViolation('2E-GEN-01', `the Wildling attack is not waiting for a '${move.kind}' move`);
}

/** The next house whose effect resolves: the target, then (after a defeat) everyone else in turn order ([2E-WILD-07]). */
function nextAffected(state: GameState, frame: WildlingAttackFrame): House | null {
  // 1E-WILD-05: a Night's Watch victory rewards the highest bidder alone; 1E-WILD-06: a defeat
  // costs every house, in turn order (the lowest bidder in its turn, not first: agot-1e.md).
  if (state.options.ruleset === '1e') {
    if (frame.won === true) return frame.target !== null && !frame.done.includes(frame.target) ? frame.target : null;
    return turnOrder(state).find((h) => !frame.done.includes(h) && frame.bids.some((b) => b.house === h)) ?? null;
  }
  if (frame.target !== null && !frame.done.includes(frame.target)) return frame.target;
  if (frame.won === true) return null;
  // 2E-WLC-02, 2E-GEN-03: everyone else, in turn order read now; the excluded house takes no part.
  return turnOrder(state).find((h) => h !== frame.excluded && !frame.done.includes(h) && frame.bids.some((b) => b.house === h)) ?? null;
}

function advance(state: GameState, frame: WildlingAttackFrame): Step {
  switch (frame.stage) {
    case 'bidding':
      // 2E-WILD-03: every house but the excluded one bids.
      return { state: pushFrame(state, newBiddingFrame(state, 'wildlings', frame.excluded)) };
    case 'target': {
      const [only] = targetCandidates(frame);
      return { state: replaceTop(state, { ...frame, target: only ?? null, stage: 'effects' }) };
    }
    case 'effects': {
      const house = nextAffected(state, frame);
      if (state.options.ruleset === '1e') return { state: outcome1e(state, frame, house) };
      if (house === null || frame.card === null) return { state: replaceTop(state, { ...frame, stage: 'bottom' }) };
      const hooks = WILDLING_EFFECTS[frame.card];
      const bid = frame.bids.find((b) => b.house === house)?.amount ?? 0;
      const hook = frame.won === true ? hooks.nightsWatch : house === frame.target ? hooks.lowest : hooks.everyoneElse;
      const marked = replaceTop(state, { ...frame, done: [...frame.done, house] });
      const effect = hook(marked, house, bid);
      return { state: effect.frame === undefined ? effect.state : pushFrame(effect.state, effect.frame) };
    }
    case 'bottom': {
      // The 1st edition has no Wildling deck ([1E-COMP-08]): no card to put back.
      if (state.options.ruleset === '1e') return { state: replaceTop(state, { ...frame, stage: 'done' }) };
      // 2E-WILD-09: the card goes face down to the bottom of the Wildling deck.
      const bottom = replaceTop(putAtBottom(state), { ...frame, stage: 'done' });
      // 2E-WLC-09 (OQ-15): Preemptive Raid's reward: a new attack of strength 6 without the highest bidder.
      const again = frame.won === true && frame.card !== null && WILDLING_EFFECTS[frame.card].attackAgain === true && frame.target !== null;
      return { state: again ? pushFrame(bottom, newWildlingAttackFrame(PREEMPTIVE_STRENGTH, frame.target, frame.card)) : bottom };
    }
    case 'reveal':
      throw new RangeError('expected the dealer to reveal the Wildling card, got an advance');
    case 'done':
      return { state, result: { kind: 'step-done' } };
  }
}

/**
 * The 1st edition's fixed outcome for the next house (null: the attack is over). 1E-WILD-05: the
 * highest bidder may take one card of its discard pile back; 1E-WILD-06: every house destroys units
 * worth 2 mustering points, the lowest bidder 4 (all it has, if that is less).
 */
function outcome1e(state: GameState, frame: WildlingAttackFrame, house: House | null): GameState {
  if (house === null) return replaceTop(state, { ...frame, stage: 'done' });
  const marked = replaceTop(state, { ...frame, done: [...frame.done, house] });
  if (frame.won === true) {
    return (state.houses[house]?.discard.length ?? 0) === 0 ? marked : pushFrame(marked, newWildlingChoiceFrame(house, 'take-card', '1E-WILD-05'));
  }
  const { everyone, lowestBidder } = RULES_1E.wildlingLossPoints;
  return pushFrame(marked, newDestroyFrame(house, house === frame.target ? lowestBidder : everyone, null, false, true));
}

/** 2E-WLC-09: Preemptive Raid's second attack has strength 6. */
const PREEMPTIVE_STRENGTH = 6;

function resume(state: GameState, frame: WildlingAttackFrame, result: FrameResult): GameState {
  if (result.kind !== 'bids-opened') return state;
  const total = result.bids.reduce((n, b) => n + b.amount, 0);
  // 2E-WILD-04, 2E-WILD-05, 2E-WILD-12: the Night's Watch wins when the sum of bids reaches the wildling strength.
  const won = total >= frame.strength;
  const first = state.options.ruleset === '1e';
  // 2E-WILD-10, 2E-WILD-11 (OQ-14): the Threat token moves at once: back to 0, or 2 positions down
  // (2E-WEST-08: a position is a step of 2); 1E-WILD-07: in the 1st edition back to 0 either way.
  const threat = won || first ? RULES_1E.threatAfterAttack : Math.max(0, state.wildlingThreat - 2 * WILDLING_THREAT_STEP);
  // 2E-WILD-06 (1E-WILD-04): every bid goes to the Power Pool.
  const paid = payBids(withParts(state, { wildlingThreat: threat }), result.bids);
  // The 1st edition has no Wildling card to reveal: its outcome is fixed ([1E-WILD-05], [1E-WILD-06]).
  return replaceTop(paid, { ...frame, bids: result.bids, won, stage: first ? 'target' : 'reveal' });
}

export const WILDLING_ATTACK = { pending, apply, advance, resume };
