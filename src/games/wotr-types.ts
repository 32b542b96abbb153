// The types of War of the Ring: The Card Game as the session's type parameter (src/session/game-module.ts
// GameTypes): `Session<Wotr>`, `GameSetup<Wotr>` … A file of its own so that the module (wotr.ts)
// and its deck policy (wotr-decks.ts) both name them without importing each other.
//
// The engine (wotr/README.md) names a hidden card by an engine ref (an integer) and trusts the
// protocol to carry out the deck operations each move lists (`state.ops`) and to prove every
// identity a move reveals. The module's state is the engine's with what the protocol adds: the
// operations still to carry out, the card ref (`<spec>@<position>`, deck-flow.ts) each engine ref
// was dealt as, the play waiting for its card to be opened, and the seats' numbers of a joint
// random draw.
import type { DeckOp, Decision, Move, PlayCost, Ref, Target, WotrConfig, WotrState } from '../../wotr/index';
import type { GameTypes } from '../session/game-module';

/** A play from hand as its seat makes it: the engine's `play` without `card`, which the dealer opens ([WOTR-HIO-08]). */
export interface SeatPlay {
  readonly kind: 'play';
  readonly seat: number;
  readonly ref: Ref;
  readonly to: Target;
  readonly cost: PlayCost;
}

/** A seat's number for the joint random draw ([WOTR-HIO-15]): the draw is the sum of every seat's, modulo the choices. */
export interface SeatLot {
  readonly kind: 'lot';
  readonly seat: number;
  readonly index: number;
}

/** The dealer's moves: the cards of the owed operation dealt (their card refs, in the order of its engine refs); the card of the waiting play opened; the cycle pile shuffled back (`recycle`). */
export type DealerMove = { readonly kind: 'dealt'; readonly cards: readonly string[] } | { readonly kind: 'opened'; readonly card: string } | { readonly kind: 'recycled' };

/**
 * The timeout bot's declaration for a seat that did not make its own ([WOTR-HIO-07]): every card
 * stays hidden, as the bot sees none. Never a seat's move (`answers` admits none): the end audit
 * does not hold it against the seat.
 */
export interface UnseenDeclare {
  readonly kind: 'unseen-declare';
  readonly seat: number;
}

/** A move of this game as the protocol carries it: a seat's (the engine's moves, a play without its card, a lot with its seat), the timeout bot's declaration, or the dealer's. */
export type WotrMove = Exclude<Move, { readonly kind: 'play' } | { readonly kind: 'lot' }> | SeatPlay | SeatLot | UnseenDeclare | DealerMove;

/** A seat's move that reveals cards of its own as it makes it ([WOTR-HIO-08], [WOTR-HIO-07]). */
export type Revealing = SeatPlay | Extract<Move, { readonly kind: 'declare' }>;

/** The engine's decisions a seat makes, by kind. */
export type SeatDecisionKind = Exclude<Decision['kind'], 'lot'>;

export type WotrDecision =
  /** The dealer deals `count` cards of `seat`'s own deck to it alone (the engine's `deal` and `show-owner`). */
  | { readonly id: string; readonly kind: 'deal'; readonly sealed: false; readonly seat: string; readonly count: number }
  /**
   * The dealer shuffles `seat`'s cycle pile back into its empty deck as a new joint shuffle (the
   * engine's `recycle`): `cards`, the card refs of its cards only the seat saw (cycled face down),
   * and `open`, those of its cards opened to everyone (played or declared, then cycled face up).
   */
  | { readonly id: string; readonly kind: 'recycle'; readonly sealed: false; readonly seat: string; readonly cards: readonly string[]; readonly open: readonly string[] }
  /** The dealer opens the card a play names (`card`: its card ref). */
  | { readonly id: string; readonly kind: 'open'; readonly sealed: false; readonly seat: string; readonly card: string }
  /** A deck operation the protocol cannot carry out yet: the game halts with `detail`. */
  | { readonly id: string; readonly kind: 'halt'; readonly sealed: false; readonly detail: string }
  /** (`at`: the seat's index in seat order, as in the engine's moves.) One seat's sealed number for the joint random draw among `among` choices. */
  | { readonly id: string; readonly kind: 'lot'; readonly sealed: true; readonly seat: string; readonly at: number; readonly among: number }
  /** An engine decision, made by `seat` (the first of the engine's seats that may make it). */
  | { readonly id: string; readonly kind: SeatDecisionKind; readonly sealed: false; readonly seat: string; readonly at: number; readonly engine: Decision };

/** The module's state: the engine's, and what the protocol owes it. Plain JSON. */
export interface WotrTable {
  readonly engine: WotrState;
  /** The engine's deck operations still to carry out, in order (a `new-deck` needs none: a seat's joint deck is set up at its first deal). */
  readonly ops: readonly DeckOp[];
  /** The card ref each engine ref was dealt to its owner as, by engine ref (public: which position, not which card). */
  readonly dealt: Readonly<Record<string, string>>;
  /** A move that reveals cards, waiting for the dealer to open them (`refs`, in order; `cards`: those opened so far): a play, a declaration naming cards. */
  readonly play: { readonly move: Revealing; readonly refs: readonly Ref[]; readonly cards: readonly string[] } | null;
  /** The engine refs whose card the dealer opened to everyone for a move the engine took (a play, a declaration), in order; those of a void play are in `known`. A recycle lists both apart from the hidden ones. */
  readonly opened: readonly number[];
  /** Cards of a hand opened by a play the engine then refused for that card (the play void, the card public and still in the hand), by engine ref. */
  readonly known: Readonly<Record<string, string>>;
  /** The joint random draw's numbers so far, in seat order (null: not in yet); all null when no draw is open. */
  readonly lot: readonly (number | null)[];
  /** The engine's moves applied, in order, with the cards they revealed: what the end audit replays (`auditGame`, [WOTR-HIO-17]). */
  readonly history: readonly Move[];
  /** The indexes in `history` of the declarations the timeout bot made (`unseen-declare`). */
  readonly unseen: readonly number[];
}

/** What a seat is shown of its own cards with its turn: the card of each engine ref it was dealt and still holds hidden, or null if it has not opened it. */
export type WotrShown = Readonly<Record<string, string | null>>;

export interface Wotr extends GameTypes {
  readonly state: WotrTable;
  readonly move: WotrMove;
  readonly decision: WotrDecision;
  readonly config: WotrConfig;
  /** A seat's name in its scenario: 'balrog', 'gandalf', 'frodo' … */
  readonly seat: string;
  readonly shown: WotrShown;
}
