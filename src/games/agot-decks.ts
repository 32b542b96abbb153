// How the protocol deals A Game of Thrones' cards (the session's DeckPolicy, game-module.ts):
//   - the Westeros decks and the Wildling deck: `reveal-card` opens the top card to everyone; a
//     Westeros card is then removed, a Wildling card goes to the bottom. The four are set up in
//     one batch (src/session/README.md, "Deck flow").
//   - the Raven's `return-wildling-card`: the top Wildling card shown to the holder alone, before
//     the holder's move ([2E-INF-11]); a move that puts it at the bottom buries it unopened.
//   - Tides of Battle, per combat (the engine's `shuffle-deck` reason 'combat' makes the deck
//     stale): a new joint shuffle of the 24 cards of which only the top TIDES_LOCKED are locked;
//     each `draw-card` deals the top card face down to `for` (the engine's move carries no card);
//     `reveal-card … for` opens exactly the card dealt to that house.
import { TIDES_CARD_IDS, TIDES_CARDS, choices, revealableCards, type Decision, type GameState, type Move } from '../../engine/index';
import type { Shown } from '../bots/player-view';
import type { DeckPolicy } from '../session/game-module';
// The top position by crypto's `drawTop` (what joint-deck's `topOf` reads), not by joint-deck.ts:
// this module is on the first page (the default game of saved seats), joint-deck.ts is not.
import { drawTop } from '../../crypto/index';
import type { Agot } from './agot-types';

/**
 * Positions locked in a Tides of Battle deck: two draws and at most one redraw per combat (the
 * Valyrian Steel Blade is used once per round, [2E-TOB-05], [2E-INF-08]). Locking 3 of 24 makes
 * the per-combat set-up ≈4–5× cheaper than locking all (crypto README, bench).
 */
export const TIDES_LOCKED = 3;

const TIDES = 'tides-of-battle' as const;

/** The decks a set-up may batch, in their canonical order (the order of a batch's steps in an entry). */
export const BATCHED_DECKS = ['westeros-1', 'westeros-2', 'westeros-3', 'wildling'] as const;

/** The 24 Tides of Battle cards, one per copy. */
function tidesCards(): string[] {
  return TIDES_CARD_IDS.flatMap((id) => Array.from({ length: TIDES_CARDS[id].copies }, () => id));
}

/** The engine's list of cards that can come up, one per copy. */
function revealList(state: GameState, d: Decision): string[] {
  const space = choices(state, d);
  if (space.type !== 'one-of') throw new RangeError(`expected a list of cards to reveal, got a ${space.type} choice`);
  return space.moves.flatMap((m) => (m.kind === 'reveal-card' ? [m.card] : []));
}

export const AGOT_DECKS: DeckPolicy<Agot> = {
  need(_state, d) {
    switch (d.kind) {
      case 'shuffle-deck':
        return { kind: 'reshuffle', deck: d.deck, move: { kind: 'shuffle-deck', deck: d.deck } };
      case 'draw-card':
        return { kind: 'deal', deck: TIDES, seat: d.for, move: { kind: 'draw-card', deck: TIDES, for: d.for } };
      case 'reveal-card':
        if (d.deck === TIDES) return { kind: 'reveal-dealt', deck: TIDES, seat: d.for };
        return { kind: 'reveal-top', deck: d.deck, then: d.deck === 'wildling' ? 'bottom' : 'remove' };
      case 'return-wildling-card':
        return { kind: 'show-top', deck: 'wildling', seat: d.house };
      default:
        return null;
    }
  },
  cards(state, deck, d) {
    if (deck === TIDES) return tidesCards();
    // The decision's own deck: the engine's choices of the card to reveal (one per copy).
    if (d !== null && d.kind === 'reveal-card' && d.deck === deck) return revealList(state, d);
    return revealableCards(state, deck as Parameters<typeof revealableCards>[1]);
  },
  locked: (deck) => (deck === TIDES ? TIDES_LOCKED : undefined),
  batched: BATCHED_DECKS,
  revealMove(d, card): Move {
    if (d.kind !== 'reveal-card') throw new RangeError(`expected a reveal-card decision, got ${d.kind}`);
    return d.deck === TIDES ? { kind: 'reveal-card', deck: TIDES, card, for: d.for! } : { kind: 'reveal-card', deck: d.deck, card };
  },
  // [2E-INF-11]: the Raven holder may put the top Wildling card at the bottom, unopened.
  buried: (move) => (move.kind === 'return-wildling-card' && move.to === 'bottom' ? 'wildling' : null),
  shown(view, house, decision): Shown {
    const wildling = view.deck('wildling');
    // The top Wildling card, when this seat holds the Raven and looked at it.
    const wildlingTop = decision.kind === 'return-wildling-card' && wildling !== undefined ? view.card(wildling.spec.deck, drawTop(wildling.order).position) : null;
    const tides = view.deck(TIDES);
    const dealt = tides?.dealt[house];
    // The Tides of Battle card dealt to this house in the current combat, until its reveal.
    const tidesCard = tides !== undefined && dealt !== undefined && tides.opened[dealt] == null ? view.card(tides.spec.deck, dealt) : null;
    return { wildlingTop, tidesCard };
  },
};
