// The seam between the protocol and a game (docs/second-game.md): one object per game, which the
// session, the fold, the replica, the watcher, verify, the harness and the tools take instead of
// importing an engine. The protocol never looks inside a state, a move or a config: it asks the
// module. It reads three fields of a decision (its id, its kind, whether it is sealed) and asks
// the module who decides it, and how its cards are dealt (DeckPolicy). This file imports nothing of any game.
import type { CanonicalValue } from '../../crypto/index';
import type { JointDeck } from './joint-deck';

/** What the protocol reads of a pending decision. */
export interface GameDecision {
  /** The engine's id of the decision; `<id>@<moves applied>` is its ref in entries (fold-state.ts refOf). */
  readonly id: string;
  readonly kind: string;
  /** Made in secret by several seats at once (a sealed round: commit, then open). */
  readonly sealed: boolean;
}

/**
 * A game's types, bundled so that the session's types take one parameter (`Session<G>`,
 * `GameSetup<G>` …). The protocol's own code is written against this base (states, moves and
 * configs it never reads); a game's module, its bots and its user interface see their own types.
 */
export interface GameTypes {
  readonly state: unknown;
  readonly move: unknown;
  readonly decision: GameDecision;
  readonly config: unknown;
  /** A seat's name: a house in A Game of Thrones. */
  readonly seat: string;
  /** What a seat is shown of the cards dealt to it alone, with its turn (DeckPolicy.shown). */
  readonly shown: unknown;
}

/** A player of a game: the move for a decision of its seat (a bot, the timeout bot). */
export interface GamePlayer<G extends GameTypes = GameTypes> {
  choose(state: G['state'], decision: G['decision']): G['move'];
  /**
   * The move given what the seat was shown of the cards dealt to it alone (`Turn.shown`: a hand
   * of its own cards, which a game of hands cannot be played without). A bot attached to a
   * session (`attachBot`) is asked this when it has it; the timeout bot, which sees nothing, `choose`.
   */
  chooseShown?(state: G['state'], decision: G['decision'], shown: G['shown']): G['move'];
}

/**
 * One game, as the protocol plays it. Every function is pure and deterministic (no clock, no
 * randomness but the seed it is given, no floating point in rules): every peer and `verify` call
 * them on the same data and must get the same answer.
 *
 * The functions are written as methods, so that a `GameModule<Agot>` is a `GameModule` (the
 * protocol's opaque view): the protocol hands a module back only what the module gave it (its
 * states, its decisions) and, as a move, only what the module's `answers` admitted.
 */
export interface GameModule<G extends GameTypes = GameTypes> {
  /** The game's name: the open-tables listing's `game`, and part of the game id of every game but the first ('agot', setup.ts). */
  readonly id: string;
  /** The config as a canonical map (the game id hashes it): only the fields set, so an option added later keeps old games' ids. */
  configValue(config: G['config']): CanonicalValue;
  /** An untrusted config (a log file's) as this game's, or null when it has not this game's shape (`seats` checks that it is playable). */
  parseConfig(value: unknown): G['config'] | null;
  /** The rules build every peer must share for this config (hex): part of the game id. */
  rulesFingerprint(config: G['config']): string;
  /** The seats of a game of this config, in seat order; throws when the config is not playable. */
  seats(config: G['config']): readonly G['seat'][];
  newGame(config: G['config']): G['state'];
  /** The decisions the game waits for: one open decision, or a set of sealed ones, or the dealer's. */
  pending(state: G['state']): readonly G['decision'][];
  /** The next state; throws when the move is refused (the engine's rule violation). Never changes `state`. */
  apply(state: G['state'], move: G['move']): G['state'];
  /** The state's canonical text: its hash is in every entry's `stateHash`. */
  stateText(state: G['state']): string;
  /** The seat that makes a decision, or null for the dealer's (the protocol serves those). */
  decider(decision: G['decision']): G['seat'] | null;
  /** Whether an untrusted value is shaped as a move for `decision` (its kind and seat): only then is it `apply`'d. */
  answers(decision: G['decision'], move: unknown): move is G['move'];
  /** The winner's name once the game is over; null while it goes on. */
  winner(state: G['state']): string | null;
  /**
   * How `verify`'s text says that `winner` won, its verb agreeing ("the Free Peoples win", "the
   * Shadow wins"); optional: without it the text says "<winner> wins" (a house in A Game of Thrones).
   * The verdict's data keeps the winner's name as `winner` gives it.
   */
  winnerWords?(winner: string): string;
  /** The round the game is in (or ended in): `verify`'s verdict names it. */
  round(state: G['state']): number;
  /** The random player the timeout bot and the tools' bots use, from a 32-byte seed and a label separating streams. */
  randomPlayer(seed: Uint8Array, label: string): GamePlayer<G>;
  /** How the protocol deals the game's cards from joint decks (deck-flow.ts). */
  readonly decks: DeckPolicy<G>;
  /**
   * The game's own end-of-game audit (optional), once every seed is open and every joint deck passed
   * its audit (game-end.ts): what a seat did with cards only it saw, checked against what they were.
   * `card` opens any position of a joint shuffle of the game (its spec id) from the seeds, or gives
   * null (a seed missing). Each finding convicts its seat (`audit`); none for an honest game.
   */
  audit?(config: G['config'], state: G['state'], card: (spec: string, position: number) => string | null): readonly GameAuditFinding[];
}

/** A seat's hidden move that its game's end audit found a lie (GameModule.audit). */
export interface GameAuditFinding {
  /** The seat, by its index in seat order. */
  readonly seat: number;
  readonly detail: string;
}

/**
 * What the protocol's dealer (deck-flow.ts) does for a pending decision of the dealer: the game
 * names the deck and the seat, the dealer plays the joint deck (a shuffle and lock by every seat,
 * shares, private reveals) and hands the game the move. `seat` is a seat's name. A deck's name is
 * part of refs and expectation keys (`<deck>#<n>`, batches joined by '+', `<spec>@<position>/<n>`,
 * keys joined by '|'): short, and without any of `#+@/|`.
 */
export type DeckNeed<G extends GameTypes = GameTypes> =
  /** The game put the deck's cards back and shuffled it: its joint shuffle goes stale; `move` is applied at once. */
  | { readonly kind: 'reshuffle'; readonly deck: string; readonly move: G['move'] }
  /** Open the top card to everyone (`revealMove` makes the move), then remove it or put it at the bottom. */
  | { readonly kind: 'reveal-top'; readonly deck: string; readonly then: 'remove' | 'bottom' }
  /** Show the top card to `seat` alone and leave it there: the seat's own decision follows (the Raven's look). */
  | { readonly kind: 'show-top'; readonly deck: string; readonly seat: G['seat'] }
  /** Deal the top card face down to `seat` (only it sees it): `move` carries no card. */
  | { readonly kind: 'deal'; readonly deck: string; readonly seat: G['seat']; readonly move: G['move'] }
  /** Open to everyone the card dealt to `seat` (`revealMove` makes the move); undefined: a reveal the game asks of nobody. */
  | { readonly kind: 'reveal-dealt'; readonly deck: string; readonly seat: G['seat'] | undefined }
  /**
   * Deal the top `count` cards face down to `seat` alone, one after another (a hand from a deck of its
   * own, shuffled and locked by every seat, so that nobody, the owner included, stacks or peeks it).
   * The game's move is `handMove` with their card refs, which it keeps: they are never reused.
   */
  | { readonly kind: 'deal-hand'; readonly deck: string; readonly seat: G['seat']; readonly count: number }
  /**
   * Open to everyone the card of `seat`'s hand at `card` (a ref `deal-hand` gave; `revealMove` makes
   * the move): a card played from hand. The dealer opens it only if it was dealt to that seat, from
   * whichever joint shuffle dealt it (a deck shuffled again since keeps its dealt positions).
   */
  | { readonly kind: 'reveal-hand'; readonly seat: G['seat']; readonly card: string }
  /**
   * Shuffle back into `deck`, face down, cards of `seat`'s hand that only it has seen (a cycle pile:
   * War of the Ring's `recycle`): `cards` are their refs (each one `deal-hand` gave that seat and
   * never opened since), in the pile's public order. The dealer makes a new joint shuffle of `deck`
   * whose cards are those hidden cards (crypto/deck-recycle.ts), shuffled and locked by every seat
   * at the next `deal-hand` from `deck`, so that nobody, `seat` included, knows its order; `move` is
   * applied at once. Cards dealt from it get fresh refs (`<deck>#<n>@<position>`; dealt from the top
   * in order, so the i-th card dealt from it is position i: a game that names the new deck's refs
   * itself, as wotr's `recycle` op `to[i]`, maps its i-th to `<deck>#<n>@<i>`); `seat` is shown
   * each as the card it already knew, and `reveal-hand` of such a ref opens it to everyone through
   * the position it came from. Only when `deck`'s joint shuffle has no undealt card left (its draw
   * deck is empty): undealt cards shuffled back with them would tell `seat` which drawn card came
   * from where (Orthanc's recycle of a deck's rest is not built). `open` (optional): cards of the
   * same pile that `deal-hand` gave that seat and that were opened to everyone since (a card played,
   * then put on the pile face up): shuffled in with the hidden ones, as the final points of their
   * positions too, so that nobody learns where they went either (the others know which card each of
   * those points is, but not which new position holds which point); dealt and played as the others.
   */
  | { readonly kind: 'recycle-hidden'; readonly deck: string; readonly seat: G['seat']; readonly cards: readonly string[]; readonly open?: readonly string[]; readonly move: G['move'] }
  /**
   * A deck operation the game needs that the protocol cannot serve yet (Orthanc's recycle of a
   * deck's undealt rest, for one): the game halts with `detail`, as for any `unsupported` deal (deck-flow.ts).
   */
  | { readonly kind: 'unsupported'; readonly detail: string };

/** A card dealt to a hand (`deal-hand`): `<spec>@<position>`, the joint shuffle's name and the position dealt. */
export function cardRef(spec: string, position: number): string {
  return `${spec}@${position}`;
}

/** The joint shuffle and position of a card ref, or null when `ref` is not shaped as one. */
export function parseCardRef(ref: string): { readonly spec: string; readonly position: number } | null {
  const at = ref.lastIndexOf('@');
  const position = Number(ref.slice(at + 1));
  if (at <= 0 || !/^(0|[1-9][0-9]*)$/.test(ref.slice(at + 1)) || !Number.isSafeInteger(position)) return null;
  return { spec: ref.slice(0, at), position };
}

/**
 * How a game's cards are dealt by the protocol (GameModule.decks). A deck `reveal-top` and
 * `show-top` draw from gets a new joint shuffle whenever the game's list of its cards differs from
 * what the joint deck has left (or the game reshuffled it); a deck that `deal` or `deal-hand` draws
 * from, only when it has none or the game reshuffled it (dealt cards leave it face down); a deck
 * `recycle-hidden` shuffled a seat's hidden cards back into gets that one (`cards` is never asked
 * for it: the game does not know them).
 */
export interface DeckPolicy<G extends GameTypes = GameTypes> {
  /** What the dealer does for `decision`; null when it is not the dealer's (a seat decides it). */
  need(state: G['state'], decision: G['decision']): DeckNeed<G> | null;
  /** The cards a new joint shuffle of `deck` holds, one per copy; `decision`: the one being dealt, or null for another deck of its batch. */
  cards(state: G['state'], deck: string, decision: G['decision'] | null): readonly string[];
  /** How many top positions a new joint shuffle of `deck` locks (undefined: all): the most it may deal before the game reshuffles it. */
  locked(deck: string): number | undefined;
  /**
   * Decks set up together (one batch of entries), in canonical order: when one needs a new joint
   * shuffle, those of them with none, or a stale one, and cards left get theirs. At most
   * MAX_BATCH (entry-body.ts: 4), the most decks a `shuffle` or `lock` entry may carry.
   */
  readonly batched: readonly string[];
  /** The move a card opened to everyone makes. */
  revealMove(decision: G['decision'], card: string): G['move'];
  /** The move a `deal-hand` makes once its cards are dealt, with their refs in the order dealt; a game that deals no hands has none. */
  handMove?(decision: G['decision'], cards: readonly string[]): G['move'];
  /** The deck whose top card a seat's `move` put at the bottom unopened, or null (most moves). */
  buried(move: G['move']): string | null;
  /** What `seat`'s player is shown of the cards dealt to it alone when it is asked `decision` in `state` (Turn.shown: a bot's knowledge; a hand's refs are in the game's state). */
  shown(view: DealtView, seat: G['seat'], decision: G['decision'], state: G['state']): G['shown'];
}

/** The joint decks as one seat sees them: each deck's current joint shuffle, and the cards this seat opened privately. */
export interface DealtView {
  /** The current joint shuffle of one of the game's decks, if any. */
  deck(deck: string): JointDeck | undefined;
  /** The card at `position` of the joint deck named `spec` (its spec id) that this seat opened privately, or null; of a joint shuffle of hidden cards shuffled back (`recycle-hidden`), the card it saw where that one came from. */
  card(spec: string, position: number): string | null;
}

