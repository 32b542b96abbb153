// The Westeros phase ([2E-WEST-01]–[2E-WEST-14]): (1) the round marker moves (done by the round
// frame when it pushes this one); (2) one card is revealed from each of decks I, II and III, Winter
// is Coming being shuffled back and replaced at once; (3) the Wildling Threat token moves one
// position per wildling icon, and the wildlings attack if it reaches 12; (4) the cards resolve in
// deck order, each completely, then go to their deck's discard pile.
import { withParts } from './state-copy';
import { WESTEROS_CARDS, WESTEROS_DECKS, type WesterosCardId } from './data/westeros-cards';
import { WESTEROS_DECKS_1E } from './data/1e/westeros-cards';
import { WILDLING_THREAT_MAX, WILDLING_THREAT_STEP } from './data/tracks';
import type { DominanceToken } from './data/vocabulary';
import type { Decision, Move } from './decisions';
import { checkReveal, deckState, discardCard, drawCard, refillDrawPile, shuffleBackIn, WESTEROS_DECK_ORDER, type WesterosDeck } from './decks';
import { require, RuleViolation } from './errors';
import type { Step } from './frame-handler';
import { pushFrame, replaceTop, type NewFrame } from './frames';
import { holderOf } from './influence';
import type { GameState } from './state';
import { WESTEROS_EFFECTS } from './westeros-cards';
import type { WesterosOptionMove } from './westeros-decisions';
import { newWildlingAttackFrame } from './wildlings';
import { show } from './untrusted';
import type { WesterosFrame } from './frame-data';

export function newWesterosFrame(): NewFrame<WesterosFrame> {
  return { kind: 'westeros', cards: [null, null, null], requests: 0, stage: 'reveal', slot: 0, option: null, running: false };
}

// A frame of this kind is copied by one object literal with its keys written out, in the order a
// pushed frame has them (its new…Frame literal, then \`id\`), as combat-copy.ts copies a combat
// frame: made by \`{ ...frame, field }\` spreads, the frames of one kind had up to 16 hidden classes
// in a game, and the handler's reads of their fields became megamorphic loads. frame-keys.test.ts
// checks that every frame of a kind keeps one key order through a whole game.
function withWesteros(f: WesterosFrame, parts: Partial<WesterosFrame>): WesterosFrame {
  const copy: { -readonly [K in keyof WesterosFrame]: WesterosFrame[K] } = {
    kind: f.kind,
    cards: f.cards,
    requests: f.requests,
    stage: f.stage,
    slot: f.slot,
    option: f.option,
    running: f.running,
    id: f.id,
  };
  for (const key in parts) (copy as Record<string, unknown>)[key] = (parts as Record<string, unknown>)[key];
  return copy;
}

const WINTER: WesterosCardId = 'winter-is-coming';

/** The first deck still to reveal (or to reshuffle Winter is Coming into), with its slot. */
function deckToDraw(frame: WesterosFrame): { deck: WesterosDeck; slot: number } | null {
  const slot = frame.cards.findIndex((c) => c === null || c === WINTER);
  const deck = WESTEROS_DECK_ORDER[slot];
  return deck === undefined ? null : { deck, slot };
}

function chooserOf(card: WesterosCardId): DominanceToken | null {
  return WESTEROS_CARDS[card].chooser;
}

function pending(state: GameState, frame: WesterosFrame): Decision[] {
  if (frame.stage === 'reveal') {
    const next = deckToDraw(frame);
    if (next === null) return [];
    const id = `${frame.id}/${frame.requests}`;
    const { deck, slot } = next;
    // 2E-WEST-11: Winter is Coming is shuffled back in at once; 2E-WEST-10: an empty draw pile is refilled.
    if (frame.cards[slot] === WINTER) return [{ id: `${id}/shuffle-deck/${deck}`, kind: 'shuffle-deck', house: null, sealed: false, deck, reason: 'winter' }];
    // 1E-WEST-02: a 1st-edition deck is never empty (its cards go under), so never refilled.
    if (deckState(state, deck).drawPile === 0 && state.options.ruleset !== '1e') return [{ id: `${id}/shuffle-deck/${deck}`, kind: 'shuffle-deck', house: null, sealed: false, deck, reason: 'refill' }];
    // 2E-WEST-03: the top card of the deck is revealed.
    return [{ id: `${id}/reveal-card/${deck}`, kind: 'reveal-card', house: null, sealed: false, deck }];
  }
  if (frame.stage === 'resolve' && !frame.running && frame.option === null) {
    const card = frame.cards[frame.slot];
    const chooser = card === undefined || card === null ? null : chooserOf(card);
    if (card === undefined || card === null || chooser === null) return [];
    // 2E-WCARD-20: the holder of the Dominance token when the card is resolved picks the option.
    const house = holderOf(state, chooser);
    return [{ id: `${frame.id}/westeros-option/${house}/${frame.slot}`, kind: 'westeros-option', house, sealed: false, card }];
  }
  return [];
}

/** The options of the card being resolved, for its chooser. */
export function optionMoves(state: GameState, frame: WesterosFrame): WesterosOptionMove[] {
  const card = frame.cards[frame.slot];
  if (card === undefined || card === null) return [];
  const chooser = chooserOf(card);
  if (chooser === null) return [];
  const house = holderOf(state, chooser);
  return WESTEROS_CARDS[card].options.map(([option]) => ({ kind: 'westeros-option', house, option }));
}

function apply(state: GameState, frame: WesterosFrame, move: Move): GameState {
  const next = deckToDraw(frame);
  if (move.kind === 'reveal-card' && next !== null) {
    checkReveal(state, next.deck, move.card);
    const cards = frame.cards.map((c, i) => (i === next.slot ? (move.card as WesterosCardId) : c));
    return replaceTop(drawCard(state, next.deck), withWesteros(frame, { cards, requests: frame.requests + 1 }));
  }
  if (move.kind === 'shuffle-deck' && next !== null) {
    if (frame.cards[next.slot] === WINTER) {
      // 2E-WEST-11, 2E-WEST-13 (OQ-07): Winter is Coming goes back into the draw pile, which is shuffled; a new card is drawn.
      const cards = frame.cards.map((c, i) => (i === next.slot ? null : c));
      return replaceTop(shuffleBackIn(state, next.deck), withWesteros(frame, { cards, requests: frame.requests + 1 }));
    }
    // 2E-WEST-10 (OQ-08): the discard pile becomes the new draw pile.
    return replaceTop(refillDrawPile(state, next.deck), withWesteros(frame, { requests: frame.requests + 1 }));
  }
  if (move.kind === 'westeros-option') {
    const card = frame.cards[frame.slot];
    const options = card === undefined || card === null ? [] : WESTEROS_CARDS[card].options.map(([o]) => o);
    // 2E-WCARD-20: one of the options printed on the card.
    require((options as readonly unknown[]).includes(move.option), '2E-WCARD-20', () => `${show(card)} has options ${options.join(', ')}, not ${show(move.option)}`);
    return replaceTop(state, withWesteros(frame, { option: move.option }));
  }
  throw new RuleViolation('2E-GEN-01', `the Westeros phase is not waiting for a '${move.kind}' move`);
}

/** Wildling icons on a card as revealed from its deck ([2E-WCARD-02]). */
export function wildlingIcons(deck: WesterosDeck, card: WesterosCardId, first = false): number {
  const n = WESTEROS_DECK_ORDER.indexOf(deck) + 1;
  // 1E-WILD-02: a 1st-edition card's icons are its own deck's.
  const decks: { readonly [d in 1 | 2 | 3]: readonly { readonly card: string; readonly wildlingIcons: number }[] } = first ? WESTEROS_DECKS_1E : WESTEROS_DECKS;
  return decks[n as 1 | 2 | 3].find((e) => e.card === card)?.wildlingIcons ?? 0;
}

/** Step 3: the Threat token moves; at 12 the wildlings attack before step 4. */
function moveThreat(state: GameState, frame: WesterosFrame): GameState {
  // 2E-WEST-04, 2E-WEST-12: one position per icon on the final revealed cards (a Winter is Coming replacement's count).
  const icons = frame.cards.reduce((n, c, i) => {
    const deck = WESTEROS_DECK_ORDER[i];
    return c === null || deck === undefined ? n : n + wildlingIcons(deck, c, state.options.ruleset === '1e');
  }, 0);
  // 2E-WEST-05, 2E-WEST-08: never past 12; icons beyond are ignored.
  const threat = Math.min(WILDLING_THREAT_MAX, state.wildlingThreat + icons * WILDLING_THREAT_STEP);
  const moved = replaceTop(withParts(state, { wildlingThreat: threat }), withWesteros(frame, { stage: 'resolve' }));
  // 1E-WILD-03: in the 1st edition only the Wildling Attack card attacks; reaching 12 does not.
  const reached = state.wildlingThreat < WILDLING_THREAT_MAX && threat === WILDLING_THREAT_MAX && state.options.ruleset !== '1e';
  // 2E-WEST-05, 2E-WILD-01 (a): reaching 12 starts a Wildling attack at once, before step 4.
  return reached ? pushFrame(moved, newWildlingAttackFrame(threat, null)) : moved;
}

/** 2E-WEST-10: the resolved card goes to its deck's discard pile; the next card follows ([2E-WEST-06]). */
function finishCard(state: GameState, frame: WesterosFrame): GameState {
  const card = frame.cards[frame.slot];
  const deck = WESTEROS_DECK_ORDER[frame.slot];
  const discarded = card === undefined || card === null || deck === undefined ? state : discardCard(state, deck, card);
  return replaceTop(discarded, withWesteros(frame, { slot: frame.slot + 1, option: null, running: false }));
}

function advance(state: GameState, frame: WesterosFrame): Step {
  switch (frame.stage) {
    case 'reveal':
      return { state: replaceTop(state, withWesteros(frame, { stage: 'threat' })) };
    case 'threat':
      return { state: moveThreat(state, frame) };
    case 'resolve': {
      const card = frame.cards[frame.slot];
      if (card === undefined || card === null) return { state, result: { kind: 'phase-done' } };
      // 2E-WEST-06: each card is resolved completely before the next one.
      const effect = WESTEROS_EFFECTS[card](state, frame.option);
      if (effect.frame === undefined) return { state: finishCard(effect.state, frame) };
      return { state: pushFrame(replaceTop(effect.state, withWesteros(frame, { running: true })), effect.frame) };
    }
  }
}

function resume(state: GameState, frame: WesterosFrame): GameState {
  // A Wildling attack from step 3 returns with `running` false: nothing to finish.
  return frame.running ? finishCard(state, frame) : state;
}

export const WESTEROS = { pending, apply, advance, resume };
