// What the toy games of hands (toy-hands.test, toy-cycle.test) deal alike: three seats, a deck per
// seat, and the deck policy's moves for a card opened, a hand dealt, and what a seat is shown (the
// cards of its own hand), and a record of what each seat was shown with its turns (`recordShown`).
// Each test's game keeps its own rules and its own `need`.
import { parseCardRef, type DeckPolicy, type GameDecision, type GameTypes } from './game-module';
import type { InMemoryGame } from './harness';

export type Seat = 'north' | 'east' | 'south';
export const SEATS: readonly Seat[] = ['north', 'east', 'south'];

/** The joint deck of a seat's own cards. */
export const deckOfSeat = (seat: Seat): string => `deck-${seat}`;

/** A toy game of hands: its state names each seat's hand by card refs, its moves deal and reveal. */
interface HandGame extends GameTypes {
  readonly state: { readonly hands: readonly (readonly string[])[] };
  readonly move:
    | { readonly kind: 'deal' | 'draw'; readonly seat: Seat; readonly refs: readonly string[] }
    | { readonly kind: 'reveal'; readonly seat: Seat; readonly card: string }
    | { readonly kind: string; readonly seat: Seat };
  readonly decision: GameDecision & { readonly seat: Seat };
  readonly seat: Seat;
  readonly shown: Readonly<Record<string, string | null>>;
}

/** The deck policy's parts both toy games share: the reveal and hand moves, nothing buried, a seat shown its own hand. */
export function handMoves<G extends HandGame>(): Pick<DeckPolicy<G>, 'revealMove' | 'handMove' | 'buried' | 'shown'> {
  return {
    revealMove(d, card) {
      if (d.kind !== 'reveal') throw new RangeError(`expected a reveal, got ${d.kind}`);
      return { kind: 'reveal', seat: d.seat, card };
    },
    handMove(d, refs) {
      if (d.kind !== 'deal' && d.kind !== 'draw') throw new RangeError(`expected a deal or a draw, got ${d.kind}`);
      return { kind: d.kind, seat: d.seat, refs };
    },
    buried: () => null,
    shown(view, seat, _d, state) {
      const hand = state.hands[SEATS.indexOf(seat)] ?? [];
      return Object.fromEntries(hand.map((ref) => {
        const at = parseCardRef(ref)!;
        return [ref, view.card(at.spec, at.position)];
      }));
    },
  };
}

/** What each seat is shown of its hand with each of its turns (`Turn.shown`), in order, from now on: the list fills as the game runs. */
export function recordShown<G extends HandGame>(game: InMemoryGame<G>): { seat: number; hand: G['shown'] }[] {
  const shown: { seat: number; hand: G['shown'] }[] = [];
  game.sessions.forEach((session, seat) => session.onTurn((turn) => shown.push({ seat, hand: turn.shown })));
  return shown;
}
