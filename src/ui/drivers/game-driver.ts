// The one seam between the user interface and whoever runs the game (style rules 21 and 23). The
// UI reads the state and what is pending, and hands moves in; it never applies a move itself and
// never knows whether the other houses are bots in this page (the local driver) or peers behind a
// Session (the session driver). Keep this interface small: every member is something a Session can
// also answer from its signed log and what its own seat saw privately.
import type { Decision, GameState, House, Move } from '../../../engine/index';
import type { SeatClock } from './table-clocks';

/** One applied move of the game's history, with the states on both sides of it. */
export interface LogEntry {
  /** 0 for the first move of the game. */
  readonly seq: number;
  readonly move: Move;
  /** The state the move was applied to, and the state it produced (shared, never mutated). */
  readonly before: GameState;
  readonly after: GameState;
  /** `stateHash(after)`: peers compare it; a replay checks it. */
  readonly hash: string;
}

/**
 * What this page's house knows that the game state does not say ([2E-HID-08]): card ids of
 * engine/data, or null when the house knows no such card now.
 */
export interface PrivateCards {
  /** The top Wildling card, seen with the Messenger Raven ([2E-INF-11]) and still on top. */
  readonly wildlingTop: string | null;
  /** The Tides of Battle card dealt to this house in the current combat, before it is revealed ([2E-TOB-04]). */
  readonly tidesCard: string | null;
}

/** A file the page offers to download. */
export interface GameFile {
  readonly name: string;
  /** Its media type. */
  readonly type: string;
  readonly bytes: Uint8Array;
}

export const NO_PRIVATE_CARDS: PrivateCards = Object.freeze({ wildlingTop: null, tidesCard: null });

export interface GameDriver {
  /** The current state (a new object after every move; never mutated). */
  state(): GameState;
  /** The house this page plays, or null for a spectator. */
  me(): House | null;
  /**
   * What the game waits for now: the engine's pending decisions, minus the sealed ones whose move
   * this page has already handed in (those wait for the other houses' moves to be opened).
   */
  pending(): readonly Decision[];
  /**
   * My sealed moves handed in but not yet opened (e.g. my orders, shown face down on the board).
   * Empty once they are applied.
   */
  sealed(): readonly Move[];
  /**
   * Hands in a move of mine. Rejects with the engine's RuleViolation when the move is not legal now
   * (nothing changes then). A sealed move stays private until every house's move of that decision
   * is in; resolves once the driver has accepted it.
   */
  submit(move: Move): Promise<void>;
  /** Calls `listener` after every change (a move applied, a sealed move handed in); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Every applied move so far, oldest first. */
  log(): readonly LogEntry[];
  /** The cards only this page's house may see now (both null for a spectator). */
  privateCards(): PrivateCards;
  /**
   * When (this page's clock, ms since the epoch) the decision this page is asked now goes to the
   * timeout bot if unanswered, or null: no decision of mine, or a game without deadlines (local).
   * Counted from when this page was asked; the other peers count from when they saw it.
   */
  deadline(): number | null;
  /**
   * Whether my decision open now was open when this page reopened and goes to the timeout bot at
   * its deadline (the others' clocks ran while the page was closed; src/session/README.md,
   * "Reconnect"), so nothing is asked of me now. Absent: never (no reload leaves a decision so).
   */
  leftToBot?(): boolean;
  /**
   * Every house's clock, in seat order: whether the game waits for it, has its sealed choice, or
   * asks nothing of it now, and when its open step times out (table-clocks.ts). Everyone's, not
   * only mine: whom the table waits for is public.
   */
  clocks(): readonly SeatClock[];
  /**
   * Votes to hand an absent house for the rest of the game to the timeout bot, or with `to` (a
   * 32-byte Ed25519 key in hex, from its clock's `takers`) to that substitute (session README,
   * "Replacing a seat"); false when the vote was not written (the house is present, is mine, this
   * page voted already, or `to` is no key or some seat's). Only a seat's page of a networked game has it.
   */
  replaceSeat?(house: House, to?: string): boolean;
  /**
   * The houses the lobby drew at random, none when each was chosen (the setup's `drawn`, part of the
   * game id); absent for a game this page made alone, which has no lobby.
   */
  drawnHouses?(): readonly House[];
  /**
   * The game's record as a file: for a networked game the signed log everything this page holds
   * (`npm run verify` and the replay page check it); for a local game the replay JSON
   * `{ config, moves }` (unsigned: nobody else played).
   */
  exportLog(): GameFile;
  /**
   * How many messages this page's seats wrote that no Nostr relay has taken yet: with nobody else
   * online, closing the page now would keep them from the others until it is opened again (the
   * shell asks before the page unloads). Only a networked game with relays has it.
   */
  unsent?(): number;
  /**
   * Whether this page plays its house as a substitute still waiting for the others' votes to hand
   * it over (src/session/README.md, "A substitute"): it watches until then. Absent: never.
   */
  awaitingSeat?(): boolean;
  /**
   * Whether the other players took this page's house from it while it was away (session README,
   * "Replacing a seat"): to the timeout bot, or to a substitute; null while it plays it. Absent: never.
   */
  seatLost?(): 'bot' | 'substitute' | null;
  /** Why the game cannot go on (a move the engine refused from a bot, dealer or peer), or null. */
  failure(): Error | null;
  /** Stops everything the driver runs for this page (timers, subscriptions); queries still answer. */
  dispose(): void;
}
