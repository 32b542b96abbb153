// The seeded local dealer: answers the engine's `reveal-card` and `shuffle-deck` requests from a
// seed, so whole games can be played without the network (bots-only games, the soak script,
// tests). It keeps a real order for every deck, like the joint deck does, so that a card the
// Messenger Raven buried stays at the bottom and a resolved Wildling card goes under the pile.
// Tides of Battle cards are dealt privately: the dealer remembers which card each combatant holds
// and reveals it when the engine asks ([2E-TOB-04], [2E-TOB-06]).
import { createDrbg, type Drbg } from '../../crypto/drbg';
import { choices, revealableCards, TIDES_CARD_IDS, TIDES_CARDS, type Decision, type Deck, type GameState, type House, type Move } from '../../engine/index';

export interface Dealer {
  /** The dealer's move for a decision with `house: null`. */
  answer(state: GameState, decision: Decision): Move;
  /** Tells the dealer about every move applied, so it can follow what happens to its decks. */
  observe(move: Move): void;
  /**
   * The top Wildling card as it lies now, or null when the deck is empty: for the Messenger Raven
   * holder's look alone ([2E-INF-11]). The pile's order is fixed here if nothing fixed it yet, as
   * a real deck has an order before anyone looks.
   */
  peekWildlingTop(state: GameState): string | null;
  /** The Tides of Battle card last dealt face down to `house`, or null ([2E-TOB-04]); the caller knows whether it is still hidden. */
  dealtTo(house: House): string | null;
}

/** The cards the engine would accept on top of `deck` now, one entry per copy. */
function revealable(state: GameState, decision: Decision): string[] {
  const space = choices(state, decision);
  if (space.type !== 'one-of') throw new RangeError(`expected a list of cards to reveal, got a ${space.type} choice`);
  return space.moves.flatMap((m) => (m.kind === 'reveal-card' ? [m.card] : []));
}

/** The same cards, in any order: both sorted, compared one by one (not joined into strings). */
function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

export function seededDealer(seed: Uint8Array): Dealer {
  const rng: Drbg = createDrbg(seed, 'dealer');
  const orders = new Map<Deck, string[]>();
  /** The Tides of Battle card each combatant holds face down. */
  const held = new Map<House, string>();

  const shuffled = (cards: readonly string[]) => rng.permutation(cards.length).map((i) => cards[i]!);

  /** The deck's draw pile, rebuilt by a fresh shuffle whenever it no longer matches the engine's. */
  const drawPile = (state: GameState, decision: Decision, deck: Deck): string[] => {
    const legal = revealable(state, decision);
    const order = orders.get(deck);
    // The Wildling deck keeps all 9 cards in order (the revealed one goes back under the pile);
    // a Westeros pile must hold exactly the cards the engine says are left.
    const matches = order !== undefined && (deck === 'wildling' ? legal.includes(order[0] ?? '') : sameCards(order, legal));
    if (matches) return order;
    const fresh = shuffled(legal);
    orders.set(deck, fresh);
    return fresh;
  };

  return {
    answer(state, decision) {
      if (decision.kind === 'shuffle-deck' && decision.deck === 'tides-of-battle') {
        // 2E-TOB-03: all 24 cards, shuffled before every combat.
        orders.set(decision.deck, shuffled(TIDES_CARD_IDS.flatMap((id) => Array.from({ length: TIDES_CARDS[id].copies }, () => id))));
        held.clear();
        return { kind: 'shuffle-deck', deck: decision.deck };
      }
      if (decision.kind === 'draw-card') {
        const card = orders.get(decision.deck)?.shift();
        if (card === undefined) throw new RangeError(`expected a card in the ${decision.deck} pile, got none`);
        held.set(decision.for, card);
        return { kind: 'draw-card', deck: decision.deck, for: decision.for };
      }
      if (decision.kind === 'reveal-card' && decision.deck === 'tides-of-battle') {
        const card = decision.for === undefined ? undefined : held.get(decision.for);
        if (card === undefined || decision.for === undefined) throw new RangeError(`expected a Tides of Battle card dealt to ${String(decision.for)}, got none`);
        return { kind: 'reveal-card', deck: decision.deck, card, for: decision.for };
      }
      if (decision.kind === 'shuffle-deck') {
        orders.delete(decision.deck); // rebuilt from the engine's cards at the next draw
        return { kind: 'shuffle-deck', deck: decision.deck };
      }
      if (decision.kind !== 'reveal-card') throw new RangeError(`expected a dealer decision, got ${decision.kind}`);
      const pile = drawPile(state, decision, decision.deck);
      const card = pile.shift();
      if (card === undefined) throw new RangeError(`expected a card in the ${decision.deck} pile, got none`);
      // 2E-WILD-09: a Wildling card goes face down under the pile once resolved.
      if (decision.deck === 'wildling') pile.push(card);
      return { kind: 'reveal-card', deck: decision.deck, card };
    },
    peekWildlingTop(state) {
      const pile = orders.get('wildling');
      if (pile !== undefined && pile.length > 0) return pile[0]!;
      const fresh = shuffled(revealableCards(state, 'wildling'));
      if (fresh.length === 0) return null;
      orders.set('wildling', fresh);
      return fresh[0]!;
    },
    dealtTo: (house) => held.get(house) ?? null,
    observe(move) {
      // 2E-INF-11: the Raven holder may put the top Wildling card at the bottom.
      if (move.kind === 'return-wildling-card' && move.to === 'bottom') {
        const pile = orders.get('wildling');
        const top = pile?.shift();
        if (pile !== undefined && top !== undefined) pile.push(top);
      }
    },
  };
}
