// The seam between the protocol and a game (docs/second-game.md): one object per game, which the
// session, the fold, the replica, the watcher, verify, the harness and the tools take instead of
// importing an engine. The protocol never looks inside a state, a move or a config: it asks the
// module. It reads three fields of a decision (its id, its kind, whether it is sealed) and asks
// the module who decides it. This file imports nothing of any game.
import type { CanonicalValue } from '../../crypto/index';

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
}

/** A player of a game: the move for a decision of its seat (a bot, the timeout bot). */
export interface GamePlayer<G extends GameTypes = GameTypes> {
  choose(state: G['state'], decision: G['decision']): G['move'];
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
  /** The round the game is in (or ended in): `verify`'s verdict names it. */
  round(state: G['state']): number;
  /** The random player the timeout bot and the tools' bots use, from a 32-byte seed and a label separating streams. */
  randomPlayer(seed: Uint8Array, label: string): GamePlayer<G>;
}
