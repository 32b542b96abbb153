// The decks drawn from outside the engine: the three Westeros decks and the Wildling deck
// ([2E-GEN-02], [2E-HID-09]). The engine knows only public facts: how many cards are face down,
// the face-up discard piles, and which cards are out on the table. A draw is a `reveal-card` move
// and a shuffle a `shuffle-deck` move, both from the dealer (the session's joint deck).
import { withParts } from './state-copy';
import { WESTEROS_DECKS, type WesterosCardId, type WesterosDeckNumber } from './data/westeros-cards';
import { WESTEROS_DECKS_1E } from './data/1e/westeros-cards';
import { WILDLING_CARD_IDS } from './data/wildling-cards';
import type { Deck } from './data/vocabulary';
import { require } from './errors';
import type { DeckState, GameState } from './state';
import { show } from './untrusted';

/** The Westeros deck of each number ([2E-WEST-03]). */
export const WESTEROS_DECK: { readonly [n in WesterosDeckNumber]: Deck } = { 1: 'westeros-1', 2: 'westeros-2', 3: 'westeros-3' };

/** Deck I, II, III in resolution order ([2E-WEST-06]). */
export const WESTEROS_DECK_ORDER = ['westeros-1', 'westeros-2', 'westeros-3'] as const;
export type WesterosDeck = (typeof WESTEROS_DECK_ORDER)[number];

const DECK_NUMBER: { readonly [d in WesterosDeck]: WesterosDeckNumber } = { 'westeros-1': 1, 'westeros-2': 2, 'westeros-3': 3 };

export function deckState(state: GameState, deck: Deck): DeckState {
  const d = state.decks[deck];
  if (d === undefined) throw new RangeError(`expected a ${deck} deck in this game, got none`);
  return d;
}

function withDeck(state: GameState, deck: Deck, d: DeckState): GameState {
  return withParts(state, { decks: { ...state.decks, [deck]: d } });
}

/** Copies of `card` in `cards`, by a loop: the dealer and `checkReveal` ask for every card of a deck at each reveal. */
function count(cards: readonly string[], card: string): number {
  let n = 0;
  for (let i = 0; i < cards.length; i++) if (cards[i] === card) n++;
  return n;
}

/**
 * The cards that can be on top of the deck's draw pile, one entry per copy, in data order: the
 * deck's composition minus its discard pile and the cards of that deck now out on the table
 * (`out`). A seeded dealer that picks uniformly from this list deals like a shuffled deck.
 */
export function revealableCards(state: GameState, deck: Deck, out: readonly string[] = []): string[] {
  const d = deckState(state, deck);
  if (state.options.ruleset === '1e' && deck !== 'wildling' && deck !== 'tides-of-battle') return revealable1e(d, deck);
  if (d.drawPile <= 0) return [];
  if (deck === 'wildling') return WILDLING_CARD_IDS.filter((c) => count(d.discard, c) + count(out, c) === 0);
  if (deck === 'tides-of-battle') throw new RangeError('expected a Westeros or Wildling deck, got tides-of-battle');
  // Loops, not flatMap and Array.from per card: this runs at every reveal, for the dealer and the check.
  const cards: string[] = [];
  for (const { card, copies } of WESTEROS_DECKS[DECK_NUMBER[deck]]) {
    const left = copies - count(d.discard, card) - count(out, card);
    for (let i = 0; i < left; i++) cards.push(card);
  }
  return cards;
}

/**
 * A 1st-edition Westeros deck ([1E-WEST-01], [1E-WEST-02]): resolved cards go to the bottom, so
 * `discard` holds the cards known to lie under the shuffled part, in order, and `drawPile` counts
 * the shuffled part. The top card is any card of the shuffled part, or, once it is used up, the
 * first card put under.
 */
function revealable1e(d: DeckState, deck: WesterosDeck): string[] {
  if (d.drawPile <= 0) return d.discard.slice(0, 1);
  return WESTEROS_DECKS_1E[DECK_NUMBER[deck]].flatMap(({ card, copies }) => Array.from({ length: Math.max(0, copies - count(d.discard, card)) }, () => card));
}

/** The cards of a Westeros deck of the game's edition. */
function westerosComposition(state: GameState, deck: WesterosDeck): readonly string[] {
  return (state.options.ruleset === '1e' ? WESTEROS_DECKS_1E : WESTEROS_DECKS)[DECK_NUMBER[deck]].map((e) => e.card);
}

/**
 * Checks that `card` can be the top card of `deck` now.
 * @throws RuleViolation: [2E-WCARD-01] / [2E-WLC-01] for a card that is not in that deck at all,
 * [2E-WEST-10] for one whose copies are all in the discard pile or on the table, [2E-WILD-09] for
 * a Wildling card known to lie at the bottom (`out`).
 */
export function checkReveal(state: GameState, deck: Deck, card: unknown, out: readonly string[] = []): void {
  const rule = deck === 'wildling' ? '2E-WLC-01' : '2E-WCARD-01';
  const composition: readonly string[] = deck === 'wildling' ? WILDLING_CARD_IDS : deck === 'tides-of-battle' ? [] : westerosComposition(state, deck);
  // 2E-WCARD-01, 2E-WLC-01: the deck holds only its own cards.
  require(typeof card === 'string' && composition.includes(card), rule, () => `${show(card)} is not a card of the ${deck} deck`);
  // 2E-WEST-10: a card in the discard pile (or on the table) is not in the draw pile; 2E-WILD-09: nor is
  // a Wildling card just put at the bottom on top.
  // 1E-WEST-02: a 1st-edition card put at the bottom is not on top while the shuffled part lasts.
  const order = deck === 'wildling' ? '2E-WILD-09' : state.options.ruleset === '1e' ? '1E-WEST-02' : '2E-WEST-10';
  require(revealableCards(state, deck, out).includes(card), order, () => `${card} cannot be the top card of the ${deck} deck now`);
}

/** Takes the top card off the draw pile (the caller checked it with checkReveal). */
export function drawCard(state: GameState, deck: Deck): GameState {
  const d = deckState(state, deck);
  // 1E-WEST-02: the shuffled part used up, the top card is the first one put under.
  if (state.options.ruleset === '1e' && deck !== 'wildling' && d.drawPile <= 0) return withDeck(state, deck, { ...d, discard: d.discard.slice(1) });
  if (d.drawPile <= 0) throw new RangeError(`expected a card in the ${deck} draw pile, got none`);
  // 2E-HID-08: once the top Wildling card is revealed, a Raven look that left it on top hides nothing more.
  if (deck === 'wildling' && d.ravenLook !== undefined && d.ravenLook.to === 'top') {
    const { ravenLook: _seen, ...rest } = d;
    return withDeck(state, deck, { ...rest, drawPile: d.drawPile - 1 });
  }
  return withDeck(state, deck, { ...d, drawPile: d.drawPile - 1 });
}

/** 2E-WEST-10 (OQ-08): a resolved Westeros card goes face up to its deck's discard pile. */
export function discardCard(state: GameState, deck: Deck, card: WesterosCardId): GameState {
  const d = deckState(state, deck);
  return withDeck(state, deck, { ...d, discard: [...d.discard, card] });
}

/** 2E-WEST-10 (OQ-08): an empty draw pile is refilled by shuffling the discard pile. */
export function refillDrawPile(state: GameState, deck: Deck): GameState {
  const d = deckState(state, deck);
  if (d.drawPile !== 0 || d.discard.length === 0) throw new RangeError(`expected an empty ${deck} draw pile and a discard pile, got ${d.drawPile} and ${d.discard.length}`);
  return withDeck(state, deck, { ...d, drawPile: d.discard.length, discard: [] });
}

/** 2E-WEST-11 (OQ-07): Winter is Coming is shuffled back into the draw pile (not the discard pile). */
export function shuffleBackIn(state: GameState, deck: Deck): GameState {
  const d = deckState(state, deck);
  // 1E-WCARD-06: the 1st edition shuffles the whole deck, this card and the cards put under included.
  if (state.options.ruleset === '1e') return withDeck(state, deck, { ...d, drawPile: d.drawPile + 1 + d.discard.length, discard: [] });
  return withDeck(state, deck, { ...d, drawPile: d.drawPile + 1 });
}

/** 2E-WILD-09: the resolved Wildling card goes face down to the bottom of the deck. */
export function putAtBottom(state: GameState): GameState {
  const d = deckState(state, 'wildling');
  return withDeck(state, 'wildling', { ...d, drawPile: d.drawPile + 1 });
}
