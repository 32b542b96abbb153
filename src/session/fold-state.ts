// The fold's state (README, "The fold"): what never changes in a game (`FoldContext`), the whole
// protocol state (`Fold`: plain readonly data), the entries it reads (`HeldChains`), and the few
// facts every part of the fold reads of them: seats, refs, hashes, the quorum, hand-overs.
import { DOMAIN, equalBytes, fromHex, hashParts, sha256TextHex, utf8Bytes, type LogEntry } from '../../crypto/index';
import type { GameDecision, GameModule } from './game-module';
import type { DeckStep } from './deck-flow';
import { NO_DECKS, seatOfHouse, type DeckContext, type DeckFlow, type PrivateReveal } from './deck-state';
import { bottedOnTimeout, type Expectation } from './expectation';
import type { EscrowKeys } from './escrow-flow';
import type { Deviation } from './deviation';
import { newGameEnd, type Certificate, type GameEnd } from './game-end';
import type { SealedRound } from './sealed-round';
import { emptyKeyMap, type KeyMap } from './key-map';
import { emptyStepLog, type StepLog } from './step-log';
import { newTimeouts, type Timeouts } from './timeouts';
import { gameId, timeoutQuorum, type GameSetup } from './setup';
import type { FoldStatus } from './fold-status';
import { NO_FORKS, type Forks } from './forks';

/** An entry held for its author's chain, with its id (entryId). */
export interface HeldEntry {
  readonly entry: LogEntry;
  readonly id: Uint8Array;
}

/** One seat's held entries by seq, as the fold reads them. */
export interface HeldChain {
  get(seq: number): HeldEntry | undefined;
  has(seq: number): boolean;
}

/** The entries held, per seat by seq: the fold's input (the shell stores and bounds them). */
export type HeldChains = readonly HeldChain[];

/**
 * A seat handed to a substitute by the others' votes (README, "Replacing a seat"): from its entry
 * `seq` on, the seat's entries are signed by `key` (a new Ed25519 key, not the setup's).
 */
export interface Handover {
  readonly seat: number;
  readonly seq: number;
  readonly key: Uint8Array;
}

/** What never changes in a game: its setup, its id, its module, and the seats' names. */
export interface FoldContext {
  readonly setup: GameSetup;
  readonly game: Uint8Array;
  /** The game's rules (`setup.game`): the fold never reads a state, a move or a config but through it. */
  readonly module: GameModule;
  readonly seats: number;
  readonly decks: DeckContext;
  /**
   * Whether this peer signed `entry` itself in this run (a live session's own writes: Replica.addMade).
   * The proofs in such an entry — a lock step's DLEQ proofs, an escrow's proof on its key — are
   * its own work and are not checked again (every other peer, watcher and verify checks them):
   * a sixth of a 6-player game's lock checks on each peer. Absent: every entry is checked.
   */
  readonly madeHere?: (entry: LogEntry) => boolean;
  /**
   * The state `move` gives from `state` when this peer's session already applied it to check it
   * before signing it (Session.submit, Replica.checked): the same object and move, and the engine
   * a pure function, so the fold does not apply it again. Undefined otherwise.
   */
  readonly checked?: (state: unknown, move: unknown) => unknown;
  /**
   * The module's pending decisions of each engine state this fold asked about (`pendingOf`): this
   * replica's own, keyed by its own state objects. Absent: asked of the module every time.
   */
  readonly pending?: WeakMap<object, readonly GameDecision[]>;
}

/** The whole protocol state of a game. */
export interface Fold {
  readonly status: FoldStatus;
  /** The engine state (the module's: the fold only hands it back to the module). */
  readonly state: unknown;
  /**
   * The engine state's hash; null while a pass is applying moves (setState): only the state a pass
   * ends in needs one, and `sync` computes it there (engineHashNow reads it either way).
   */
  readonly engineHash: string | null;
  /** How many moves were applied: a decision's ref names it (refOf). */
  readonly moveCount: number;
  /** Per seat, how many of its entries were consumed (the next one is at this seq). */
  readonly consumed: readonly number[];
  /** Per seat, its last consumed entry with its id (the next one must chain on it). */
  readonly last: readonly (HeldEntry | null)[];
  readonly log: StepLog;
  /** The stateHash every entry of the current step carries: the engine state and the log so far (null with `engineHash`; stepHashNow). */
  readonly stepHash: Uint8Array | null;
  readonly round: SealedRound | null;
  /** Per seat, its registered escrow key (escrow-flow.ts): the game's first step registers them. */
  readonly escrowKeys: EscrowKeys;
  readonly timeouts: Timeouts;
  /** Per seat, whether it was absent when the current step began: it lowers the quorum of the step's boxes. */
  readonly stepAbsent: readonly boolean[];
  /** Per seat, how many of its entries were consumed when the current step began. */
  readonly stepConsumed: readonly number[];
  readonly decks: DeckFlow;
  readonly end: GameEnd;
  readonly deviations: readonly Deviation[];
  /**
   * Per seat, whether it was convicted with a transferable proof (README, "Exclusion"): from that
   * point in the canonical order its entries count for nothing, the timeout bot answers its
   * decisions, it neither votes nor shares, and the game goes on among the other seats.
   */
  readonly excluded: readonly boolean[];
  /**
   * Per seat, whether it was timed out on a deck or end-of-game step (absent, not convicted: only
   * it could give that entry): the joint decks and the end go on without it until it answers again.
   */
  readonly setAside: readonly boolean[];
  readonly certificate: Certificate | null;
  /**
   * Which seeds the joint decks draw on (README, "A dishonest shuffle"): 0, the seeds committed in
   * the lobby; k after the k-th mid-game audit opened every seed, the fresh ones of the `reseed`
   * entries that followed it.
   */
  readonly epoch: number;
  /** Per seat, its `reseed` commitment of the current epoch (from epoch 1): null while due, 'none' when it has none. */
  readonly seedCommits: readonly (Uint8Array | 'none' | null)[];
  /** The first joint deck of the current epoch (`decks.all`): the decks before it were audited when it began. */
  readonly auditFrom: number;
  /** Set when the game reached a decision this session layer cannot serve. */
  readonly unsupported: string | null;
  readonly abortReason: string | null;
  /** Keys of the divergences already healed by a refold (each is healed once). */
  readonly refolded: readonly string[];
  /**
   * Per entry waiting on a fork (`<seat>|<author>|<seq>`), how much of both chains was searched for
   * an acknowledgment (`<held of seat>|<held of author>`): searched again only when more is held.
   */
  readonly forkScans: KeyMap<string>;
  /** The seats proven to have forked their chains (forks.ts): their entries from the fork on count for nothing. */
  readonly forks: Forks;
  /**
   * Replacement votes (README, "Replacing a seat"): `<seat>|<voter>|<ref>` → the seq of the voter's
   * first `replace` entry with that ref (the timeout that began the seat's absence) and whom it
   * names: 'bot', or the substitute's key in hex.
   */
  readonly replaceVotes: KeyMap<ReplaceVote>;
  /** The seats handed to a substitute in this fold's course, in order: from `seq` on, the seat's entries are `key`'s. */
  readonly handovers: readonly Handover[];
  /**
   * Every hand-over this fold learned, kept across refolds (like `forks`): a seat's entries from its
   * `seq` on count for nothing until the hand-over takes effect again, and then only `key`'s. A fold
   * that had consumed entries of the old key there folds again from the first entry knowing it.
   */
  readonly cutoffs: readonly Handover[];
  /**
   * Per seat, how many of its entries the answers consumed in the current step acknowledge (their
   * heads; an author's own answer acknowledges its earlier entries): a vote below it is known to
   * every peer that closes the step, so a replacement is decided from the same votes everywhere.
   */
  readonly stepCover: readonly number[];
}

/** A replacement vote as the fold notes it: the voter's seq and whom it names ('bot' or the key's hex). */
export interface ReplaceVote {
  readonly seq: number;
  readonly to: string;
}

/**
 * What happened during a transition, in order, each with the state right after it: a move applied
 * to the engine state (its hash is not computed: engineHashNow of `fold`), or a private reveal completed.
 */
export type FoldEvent =
  | { readonly kind: 'applied'; readonly move: unknown; readonly fold: Fold }
  | { readonly kind: 'revealed'; readonly reveal: PrivateReveal; readonly fold: Fold };

/** What `advance` did: the next state, and what happened on the way. */
export interface Advanced {
  readonly fold: Fold;
  /** True when the fold started again from the first entry (a refold): the events start at move 0. */
  readonly restarted: boolean;
  readonly events: readonly FoldEvent[];
}

/** What the current step waits for, named by a key unique within the game. */
export type Step =
  | { readonly kind: 'move'; readonly key: string; readonly decision: GameDecision; readonly ref: string }
  | { readonly kind: 'sealed'; readonly key: string; readonly round: SealedRound }
  | { readonly kind: 'keys'; readonly key: string }
  | DeckStep
  | { readonly kind: 'seeds'; readonly key: string }
  | { readonly kind: 'finals'; readonly key: string }
  | { readonly kind: 'none'; readonly key: string };

/** How far into a voter's held chain the fold looks for its ballot on an expectation. */
export const BALLOT_LOOKAHEAD = 64;

export function foldContext(setup: GameSetup): FoldContext {
  return { setup, game: gameId(setup), module: setup.game, seats: setup.seats.length, decks: { game: gameId(setup), houses: setup.seats.map((s) => s.house), policy: setup.game.decks }, pending: new WeakMap() };
}

/**
 * What the game waits for in `state` (the module's `pending`), kept per state object for this
 * replica (`FoldContext.pending`): the fold asks at every internal transition and for every step
 * (21,860 times in the bench's game, each a copy of the list, and the engine's own memo of its last
 * eight states is shared by every replica of a process), while the state changes once per move.
 * The module's answer is a pure function of the state; the list is never changed here.
 */
export function pendingOf(ctx: FoldContext, state: unknown): readonly GameDecision[] {
  const memo = ctx.pending;
  if (memo === undefined || typeof state !== 'object' || state === null) return ctx.module.pending(state);
  let ps = memo.get(state);
  if (ps === undefined) {
    ps = ctx.module.pending(state);
    memo.set(state, ps);
  }
  return ps;
}

/** The state before any entry: the engine's new game, not settled yet (`advance` settles it first). */
export function initialFold(ctx: FoldContext, refolded: readonly string[] = [], forks: Forks = NO_FORKS, cutoffs: readonly Handover[] = []): Fold {
  const state = ctx.module.newGame(ctx.setup.config);
  const engineHash = engineHashOf(ctx, state);
  const seats = Array.from({ length: ctx.seats }, () => 0);
  const log = emptyStepLog();
  return {
    status: 'playing',
    state,
    engineHash,
    moveCount: 0,
    consumed: seats,
    last: seats.map(() => null),
    log,
    stepHash: stepHashOf(engineHash, log),
    round: null,
    escrowKeys: seats.map(() => null),
    timeouts: newTimeouts(ctx.seats),
    stepAbsent: seats.map(() => false),
    stepConsumed: seats,
    decks: NO_DECKS,
    end: newGameEnd(ctx.seats),
    deviations: [],
    excluded: seats.map(() => false),
    setAside: seats.map(() => false),
    certificate: null,
    epoch: 0,
    seedCommits: seats.map(() => null),
    auditFrom: 0,
    unsupported: null,
    abortReason: null,
    refolded,
    forkScans: emptyKeyMap(),
    forks,
    replaceVotes: emptyKeyMap(),
    handovers: [],
    cutoffs,
    stepCover: seats,
  };
}

/**
 * The engine's `stateHash(state)`, hashed by crypto's SHA-256 (node:crypto's in Node: every peer
 * hashes every state, ≈30 KB of text each) over the same memoized text: the same hex.
 */
export function engineHashOf(ctx: Pick<FoldContext, 'module'>, state: unknown): string {
  return sha256TextHex(ctx.module.stateText(state));
}

export function stepHashOf(engineHash: string, log: StepLog): Uint8Array {
  return hashParts(DOMAIN.VALUE, [utf8Bytes('step'), fromHex(engineHash), log.logHash]);
}

/** The fold's engine hash, computed if a pass left it for later (Fold.engineHash). */
export function engineHashNow(ctx: Pick<FoldContext, 'module'>, f: Fold): string {
  return f.engineHash ?? engineHashOf(ctx, f.state);
}

/** The fold's step hash, computed if a pass left it for later: always `stepHashOf` of the state and the step log. */
export function stepHashNow(ctx: Pick<FoldContext, 'module'>, f: Fold): Uint8Array {
  return f.stepHash ?? stepHashOf(engineHashNow(ctx, f), f.log);
}

/** The seat of a seat name (a house). */
export function seatOf(ctx: FoldContext, house: string): number {
  return seatOfHouse(ctx.decks, house);
}

/** The seat that makes a player's decision (the module's `decider`; never null for a decision a seat answers). */
export function deciderOf(ctx: FoldContext, d: GameDecision): number {
  const name = ctx.module.decider(d);
  if (name === null) throw new RangeError(`expected a seat's decision, got the dealer's ${d.id}`);
  return seatOf(ctx, name);
}

/**
 * The ref entries use for a pending decision: its id and the number of moves applied so far.
 * The engine's ids repeat for a decision asked several times in one frame (a muster's actions),
 * so the move count makes every ref, commitment context and timeout key unique in the game.
 */
export function refOf(fold: Fold, d: GameDecision): string {
  return `${d.id}@${fold.moveCount}`;
}

/**
 * The held entries that count in `fold()` (README, "Replacing a seat"): a seat's entry from a
 * hand-over's seq on counts only when signed by the substitute's key, and only once the hand-over
 * took effect (`cutoffs` hold the seat's chain there until then); a substitute's key before its
 * hand-over counts nowhere. The same chains when no seat was handed over (every game but those).
 */
export function heldView(held: HeldChains, fold: () => Pick<Fold, 'handovers' | 'cutoffs'>): HeldChains {
  const f = fold();
  if (f.handovers.length === 0 && f.cutoffs.length === 0) return held;
  return held.map((chain, seat) => {
    const get = (seq: number) => {
      const h = chain.get(seq);
      return h !== undefined && countsFor(fold(), seat, h.entry) ? h : undefined;
    };
    return { get, has: (seq: number) => get(seq) !== undefined };
  });
}

/** Whether `entry`, held for `seat`, is signed by the key the seat has at its seq in `f` (heldView). */
function countsFor(f: Pick<Fold, 'handovers' | 'cutoffs'>, seat: number, entry: LogEntry): boolean {
  let from = -1;
  let key: Uint8Array | null = null;
  for (const h of f.handovers) {
    if (h.seat === seat && h.seq <= entry.seq && h.seq > from) [from, key] = [h.seq, h.key];
  }
  // A cutoff holds the chain until its hand-over takes effect (one key, one seat: that hand-over's key supersedes it).
  if (f.cutoffs.some((c) => c.seat === seat && c.seq <= entry.seq && c.seq > from && !(key !== null && equalBytes(c.key, key)))) return false;
  if (key !== null) return equalBytes(entry.author, key);
  // Before the seat's first hand-over: the setup's key (intake admits no other), never a substitute's.
  return !f.cutoffs.some((c) => c.seat === seat && equalBytes(c.key, entry.author));
}

/**
 * The seats not excluded, in seat order: they play the joint decks, vote, open their seeds and sign
 * the end. Kept per `excluded` array (a fold's arrays are replaced, never changed): the fold's
 * votes ask at every expectation they look at (12,725 times in the bench's game).
 */
export function activeSeats(f: Pick<Fold, 'excluded'>): readonly number[] {
  let seats = ACTIVE.get(f.excluded);
  if (seats === undefined) {
    seats = Object.freeze(f.excluded.flatMap((x, seat) => (x ? [] : [seat])));
    ACTIVE.set(f.excluded, seats);
  }
  return seats;
}

const ACTIVE = new WeakMap<readonly boolean[], readonly number[]>();

/** The ref of the `seed` entries of an epoch: 'end' for the lobby's seeds, `end/<k>` for epoch k's. */
export function seedRef(epoch: number): string {
  return epoch === 0 ? 'end' : `end/${epoch}`;
}

/** Whether `seat` was handed to a substitute: it plays no joint deck and opens no seed again. */
export function isSubstituted(f: Pick<Fold, 'handovers'>, seat: number): boolean {
  return f.handovers.some((h) => h.seat === seat);
}

/** The key `seat`'s next entries are signed by: the last substitute's, or the setup's. */
export function seatKey(ctx: FoldContext, f: Pick<Fold, 'handovers'>, seat: number): Uint8Array {
  return f.handovers.filter((h) => h.seat === seat).at(-1)?.key ?? ctx.setup.seats[seat]!.publicKey;
}

/**
 * How many votes time out the seat of the box `key` (its quorum: README, "Timeouts"), counted among
 * the seats not excluded: an excluded seat neither votes nor counts towards the table's half. A
 * player's decision, which the timeout bot then answers: setup.ts timeoutQuorum; a deck or
 * end-of-game step, whose timeout stops the game for everyone: every voter (half the table must not
 * be able to stop a game by voting out an honest seat's shuffle).
 *
 * No vote is no quorum: never less than 1. With two seats left, the other one alone times a seat
 * out; and a seat left alone (every other one excluded) has no voters, so a deck step's "every
 * voter" is none, which 0 votes would reach: its box would close at once against the seat's own
 * answer (the last seat's share refused for good, 894f50b's circle of none, cb20b34's lone seat).
 * Every count of votes against a box compares with this number and needs no guard of its own.
 */
export function quorumOf(ctx: FoldContext, stepAbsent: readonly boolean[], excluded: readonly boolean[], key: string, voters: readonly number[]): number {
  const kind = key.slice(0, key.indexOf('|')) as Expectation['kind'];
  const seats = excluded.filter((x) => !x).length;
  return Math.max(1, bottedOnTimeout(kind) ? timeoutQuorum(seats, voters.filter((v) => !stepAbsent[v]).length) : voters.length);
}
