// The protocol as one fold (README, "The fold"): the whole protocol state of a game is plain data
// (`Fold`: readonly records and arrays, no classes, no closures), and `advance` is a pure function
// that consumes, from the entries held, everything the canonical order admits now and returns the
// next state with what happened (moves applied, private reveals completed). Live sessions,
// watchers, a restarted seat and `verify` all run this same function on the same entries, so they
// reach the same state, the same log hash and the same verdicts. What is expected next, and of
// whom, is `expectations(fold)`: a pure function of the state.
//
// The engine, not arrival, orders the game. Each author's chain is consumed strictly by seq; an
// entry is consumed only where the current step expects that author to write that kind for that
// ref. Parallel entries of one step (commitments, openings, shares) are folded into the
// log hash in seat order when the step ends. The dealer's steps live in deck-flow.ts, the log hash
// in step-log.ts, the sealed round in sealed-round.ts, the ballot boxes in timeouts.ts, the seeds,
// audit and certificate in game-end.ts — each plain data with pure functions.
import { DOMAIN, checkChainLink, checkEscrowRelease, equalBytes, fromHex, hashParts, isValidEscrowKey, judgeEscrowComplaint, openCommitment, sha256TextHex, toHex, utf8Bytes, type LogEntry } from '../../crypto/index';
import { apply, newGame, pending, stateText, type Decision, type GameState, type House, type Move } from '../../engine/index';
import { NO_DECKS, abandonedDeck, deckStep, isDeckDecision, observeMove, settleDeck, withJointDeck, type DeckContext, type DeckFlow, type DeckStep, type PrivateReveal } from './deck-flow';
import { headsOf, parseBody, type Body, type Head } from './entry-body';
import { answeredKind, bottedOnTimeout, expectationKey, seatOfKey, type Expectation } from './expectation';
import { ESCROW_KEY_REF, checkCommitEscrow, escrowContextFor, keysSettled, recover, sharedKeys, type EscrowKeys } from './escrow-flow';
import { isConviction, type Deviation, type DeviationCode } from './deviation';
import { auditDecks, certificateOf, hasAllFinals, hasAllSeeds, newGameEnd, withFinal, withSeed, type Certificate, type GameEnd } from './game-end';
import { addBlind, addLock, addShare, addShuffle, addStrip, type JointDeck } from './joint-deck';
import { commitmentOf, isSettled, newSealedRound, openingOf, owedReleases, recovering, sealedRoundRef, stepRound, withBotted, withCommitment, withMissed, withOpening, withRelease, withWithheld, type SealedRound } from './sealed-round';
import { emptyKeyMap, getKey, setKey, type KeyMap } from './key-map';
import { addToStep, emptyStepLog, enterStep, seqTag, type StepLog } from './step-log';
import { boxOf, castBallot, deadKeyOf, isTimedOut, markAnswered, markTimedOut, newTimeouts, openBox, withDead, withDiverged, withLateAt, withPresent, withVoided, withoutVoter, type Ballot, type BallotBox, type Timeouts } from './timeouts';
import { gameId, openReseed, openSeed, reseedRef, timeoutQuorum, type GameSetup } from './setup';
import { timeoutMove } from './timeout-bot';
import { isStopped, type FoldStatus } from './fold-status';
import { NO_FORKS, forkPoint, pastFork, withFork, type Fork, type Forks } from './forks';

export { isStopped, type FoldStatus } from './fold-status';

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

/** What never changes in a game: its setup, its id, and the seats' houses. */
export interface FoldContext {
  readonly setup: GameSetup;
  readonly game: Uint8Array;
  readonly seats: number;
  readonly decks: DeckContext;
  /**
   * Whether this peer signed `entry` itself in this run (a live session's own writes: Replica.addMade).
   * The proofs in such an entry — a lock step's DLEQ proofs, an escrow's proof on its key — are
   * its own work and are not checked again (every other peer, watcher and verify checks them):
   * a sixth of a 6-player game's lock checks on each peer. Absent: every entry is checked.
   */
  readonly madeHere?: (entry: LogEntry) => boolean;
}

/** The whole protocol state of a game. */
export interface Fold {
  readonly status: FoldStatus;
  /** The engine state. */
  readonly state: GameState;
  readonly engineHash: string;
  /** How many moves were applied: a decision's ref names it (refOf). */
  readonly moveCount: number;
  /** Per seat, how many of its entries were consumed (the next one is at this seq). */
  readonly consumed: readonly number[];
  /** Per seat, its last consumed entry with its id (the next one must chain on it). */
  readonly last: readonly (HeldEntry | null)[];
  readonly log: StepLog;
  /** The stateHash every entry of the current step carries: the engine state and the log so far. */
  readonly stepHash: Uint8Array;
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
 * to the engine state (with the engine state and its hash), or a private reveal completed.
 */
export type FoldEvent =
  | { readonly kind: 'applied'; readonly move: Move; readonly hash: string; readonly fold: Fold }
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
  | { readonly kind: 'move'; readonly key: string; readonly decision: Decision; readonly ref: string }
  | { readonly kind: 'sealed'; readonly key: string; readonly round: SealedRound }
  | { readonly kind: 'keys'; readonly key: string }
  | DeckStep
  | { readonly kind: 'seeds'; readonly key: string }
  | { readonly kind: 'finals'; readonly key: string }
  | { readonly kind: 'none'; readonly key: string };

/** How far into a voter's held chain the fold looks for its ballot on an expectation. */
const BALLOT_LOOKAHEAD = 64;

export function foldContext(setup: GameSetup): FoldContext {
  return { setup, game: gameId(setup), seats: setup.seats.length, decks: { game: gameId(setup), houses: setup.seats.map((s) => s.house) } };
}

/** The state before any entry: the engine's new game, not settled yet (`advance` settles it first). */
export function initialFold(ctx: FoldContext, refolded: readonly string[] = [], forks: Forks = NO_FORKS, cutoffs: readonly Handover[] = []): Fold {
  const state = newGame(ctx.setup.config);
  const engineHash = engineHashOf(state);
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
function engineHashOf(state: GameState): string {
  return sha256TextHex(stateText(state));
}

function stepHashOf(engineHash: string, log: StepLog): Uint8Array {
  return hashParts(DOMAIN.VALUE, [utf8Bytes('step'), fromHex(engineHash), log.logHash]);
}

export function seatOf(ctx: FoldContext, house: House): number {
  const seat = ctx.decks.houses.indexOf(house);
  if (seat < 0) throw new RangeError(`expected a seated house, got ${house}`);
  return seat;
}

/**
 * The ref entries use for a pending decision: its id and the number of moves applied so far.
 * The engine's ids repeat for a decision asked several times in one frame (a muster's actions),
 * so the move count makes every ref, commitment context and timeout key unique in the game.
 */
export function refOf(fold: Fold, d: Decision): string {
  return `${d.id}@${fold.moveCount}`;
}

// ---------------------------------------------------------------------------------------------
// One working pass. A pass starts from a state it never changes and builds the next one in `w.f`;
// `w` never leaves the pass, so `advance` and the other transitions stay pure.

interface Work {
  readonly ctx: FoldContext;
  /** The entries as given; `held` is what of them counts (heldView). */
  readonly raw: HeldChains;
  held: HeldChains;
  f: Fold;
  readonly events: FoldEvent[];
  /** Set when a hand-over finds entries of the old key consumed past its seq: the fold starts again from the first entry. */
  restart: boolean;
}

function work(ctx: FoldContext, fold: Fold, held: HeldChains = []): Work {
  const w: Work = { ctx, raw: held, held, f: fold, events: [], restart: false };
  w.held = heldView(held, () => w.f);
  return w;
}

/**
 * The held entries that count in `fold()` (README, "Replacing a seat"): a seat's entry from a
 * hand-over's seq on counts only when signed by the substitute's key, and only once the hand-over
 * took effect (`cutoffs` hold the seat's chain there until then); a substitute's key before its
 * hand-over counts nowhere. The same chains when no seat was handed over (every game but those).
 */
function heldView(held: HeldChains, fold: () => Pick<Fold, 'handovers' | 'cutoffs'>): HeldChains {
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

function done(w: Work): Advanced {
  return { fold: w.f, restarted: false, events: w.events };
}

function set(w: Work, change: Partial<Fold>): void {
  w.f = { ...w.f, ...change };
}

/**
 * Consumes every entry of `held` that the canonical order admits now. A peer that is not a voter
 * of an expectation (its own seat, an absent seat, a watcher) takes an answer that no vote stood
 * against; if every voter's vote then comes in, the timeout wins (timeouts.ts) and this fold took
 * the wrong branch. It diverged through no fault of anyone's signatures, and the log alone gives
 * the right branch: the fold starts again from the first entry and sees the votes before it
 * considers the answer (a refold, at most once per such box).
 */
export function advance(ctx: FoldContext, fold: Fold, held: HeldChains): Advanced {
  const w = work(ctx, fold, held);
  consumeAll(w);
  // A fork found on the way (a rewrite): fold again knowing it, so the game stops where verify stops.
  // So does a hand-over that found entries of the seat's old key consumed past its seq.
  if (w.f.forks !== fold.forks || w.restart) return { ...advance(ctx, initialFold(ctx, w.f.refolded, w.f.forks, w.f.cutoffs), held), restarted: true };
  const diverged = w.f.timeouts.diverged;
  if (diverged === null || w.f.refolded.includes(diverged)) return done(w);
  const again = advance(ctx, initialFold(ctx, [...w.f.refolded, diverged], w.f.forks, w.f.cutoffs), held);
  return { ...again, restarted: true };
}

/**
 * A second, different entry of `seat` at a seq already held (`other` was held first): the seat
 * equivocated. The fold starts again from the first entry knowing the fork (forks.ts), so it stops
 * where a fold that knew it from the start stops — wherever this peer had got to — and what it had
 * taken as consequences (a state mismatch of a seat that consumed the other version) go with it.
 * Returns `fold` itself when the proof changes nothing (the seat's fork is known as early or earlier).
 */
export function equivocated(ctx: FoldContext, fold: Fold, seat: number, other: LogEntry, entry: LogEntry): Fold {
  const [first, second] = other.seq === entry.seq ? [other, entry] : [entry, other];
  const proof: Deviation = { code: 'equivocation', culprit: seat, entries: [first, second], at: forkPoint(entry.seq), detail: `two entries at seq ${entry.seq}` };
  return withForkFold(ctx, fold, { seat, seq: entry.seq, proof });
}

/**
 * A fork found while consuming: this pass stops, and `advance` folds again from the first entry
 * knowing it (nothing changes when it adds nothing). Consumes nothing: returns false.
 */
function learnFork(w: Work, fork: Fork): false {
  const forks = withFork(w.f.forks, fork);
  if (forks !== null) set(w, { forks, status: 'halted' });
  return false;
}

/** The fold from the first entry knowing `fork` too, or `fold` when the fork adds nothing. */
export function withForkFold(ctx: FoldContext, fold: Fold, fork: Fork): Fold {
  const forks = withFork(fold.forks, fork);
  return forks === null ? fold : initialFold(ctx, fold.refolded, forks, fold.cutoffs);
}

function consumeAll(w: Work): void {
  for (;;) {
    sync(w);
    if (w.restart || isStopped(w.f.status)) return;
    const step = currentStep(w.ctx, w.f);
    const open = expectationsOf(w.ctx, w.f, step);
    if (excludeForked(w, open)) continue;
    // A box whose last vote came before the seat's entries it is classed by (see answerSeq).
    if (open.some((e) => closeIfVotedOut(w, e))) continue;
    let consumed = false;
    for (let seat = 0; seat < w.ctx.seats && !consumed; seat++) {
      // An excluded seat's entries from its conviction on count for nothing: held as evidence, never
      // consumed; so do a forked seat's from its fork on.
      if (w.f.excluded[seat] || pastFork(w.f.forks, seat, w.f.consumed[seat]!)) continue;
      const held = w.held[seat]?.get(w.f.consumed[seat]!);
      if (held !== undefined && consider(w, seat, held, step, open)) {
        const next = [...w.f.consumed];
        next[seat]!++;
        const last = [...w.f.last];
        last[seat] = held;
        set(w, { consumed: next, last });
        consumed = true;
      }
    }
    // Nothing could be taken: before waiting for more entries, break a circle of answers that each
    // wait on votes queued behind the others' (closeOutvotedCircle).
    if (!consumed && !closeOutvotedCircle(w, step, open)) return;
  }
}

/**
 * Convicts and excludes a forked seat where the canonical order first expects its entry at the fork
 * (forks.ts): the same step for every peer, whenever it learned of the fork, and one whose entries
 * the fork cannot have touched (they carry the step's starting state; entries written after either
 * version are on a forked branch). Excluding it as soon as its chain reached the fork would change
 * the state of steps that honest seats had already answered without knowing (the sweep, seed 21:
 * an honest seat convicted of a state mismatch). Returns whether it did.
 */
function excludeForked(w: Work, open: readonly Expectation[]): boolean {
  const due = w.f.forks.find((f) => !w.f.excluded[f.seat] && w.f.consumed[f.seat]! >= f.seq && open.some((e) => e.seat === f.seat));
  if (due === undefined) return false;
  record(w, due.proof);
  return true;
}

/**
 * Whether `entry` was written on a forked seat's branch that the game did not take: its heads name
 * an entry of that seat past its fork (forks.ts), so its author had consumed one of the two versions.
 * Such an entry counts for nothing; its author writes again once it knows the fork.
 */
function onForkedBranch(w: Work, author: number, entry: LogEntry): boolean {
  const heads = headsOf(entry.body);
  return heads !== null && heads.some((h, seat) => seat !== author && h.count > 0 && pastFork(w.f.forks, seat, h.count - 1));
}

/** Whether `entry`'s heads name fewer entries of a forked seat than this fold had consumed when the step began. */
function behindAFork(w: Work, entry: LogEntry): boolean {
  const heads = headsOf(entry.body)!;
  return w.f.forks.some((f) => heads[f.seat]!.count < w.f.stepConsumed[f.seat]!);
}

// ---------------------------------------------------------------------------------------------
// Queries: pure functions of a settled state (and, for ballots, of the entries held).

/** The step the canonical order is at. */
export function currentStep(ctx: FoldContext, f: Fold): Step {
  const epoch = f.epoch === 0 ? '' : `/${f.epoch}`;
  if (f.status === 'auditing') return { kind: 'seeds', key: `seeds${epoch}` };
  if (f.status === 'signing') return { kind: 'finals', key: 'finals' };
  if (f.status !== 'playing') return { kind: 'none', key: f.status };
  if (!keysSettled(f.escrowKeys, f.excluded)) return { kind: 'keys', key: `keys${epoch}` };
  const ps = pending(f.state);
  const d = ps[0];
  if (d === undefined) throw new RangeError('expected a pending decision while the game goes on, got none');
  if (isDeckDecision(d)) {
    const step = deckStep(ctx.decks, f.decks, d, deckSeats(f));
    if (step !== null) return step;
  }
  if (d.sealed) {
    const round = f.round;
    if (round === null || round.ref !== sealedRoundRef(ps.map((x) => refOf(f, x)))) throw new RangeError('expected the sealed round of the pending decisions to be set up by settling');
    return { kind: 'sealed', key: `${round.phase}|${round.ref}`, round };
  }
  return { kind: 'move', key: `move|${refOf(f, d)}`, decision: d, ref: refOf(f, d) };
}

/** What the current step still waits for, and of whom. */
export function expectations(ctx: FoldContext, f: Fold): Expectation[] {
  return expectationsOf(ctx, f, currentStep(ctx, f));
}

function expectationsOf(ctx: FoldContext, f: Fold, step: Step): Expectation[] {
  const everySeat = <K extends Expectation['kind']>(kind: K, ref: string, deadline: Expectation['deadline']) => Array.from({ length: ctx.seats }, (_, seat) => ({ seat, kind, ref, deadline }));
  const all = ((): Expectation[] => {
    switch (step.kind) {
      case 'move':
        return [{ seat: seatOf(ctx, step.decision.house!), kind: 'move', ref: step.ref, deadline: 'move' }];
      case 'keys': {
        // The game's first step, or, after a mid-game audit, the fresh seeds and their escrow keys.
        const due = f.epoch === 0 ? everySeat('key', ESCROW_KEY_REF, 'sealed') : everySeat('reseed', reseedRef(f.epoch), 'deck');
        return due.filter((e) => f.escrowKeys[e.seat] === null);
      }
      case 'sealed': {
        const r = step.round;
        if (r.phase === 'release') return owedReleases(r).map((seat) => ({ seat, kind: 'release' as const, ref: r.refs[recovering(r)]!, deadline: 'sealed' as const }));
        const kind = r.phase === 'commit' ? ('commit' as const) : ('open' as const);
        return r.refs.flatMap((ref, i) => (isSettled(r, ref) ? [] : [{ seat: r.seats[i]!, kind, ref, deadline: 'sealed' as const }]));
      }
      case 'setup':
        return [{ seat: step.seat, kind: step.phase, ref: step.ref, deadline: 'deck' }];
      case 'reveal': {
        const need = step.need;
        const seats = need.kind === 'share' ? need.seats : [need.seat];
        return seats.map((seat) => ({ seat, kind: need.kind, ref: step.ref, deadline: 'deck' as const }));
      }
      case 'seeds': {
        const none = withoutSeed(f);
        return everySeat('seed', seedRef(f.epoch), 'deck').filter((e) => f.end.seeds[e.seat] === null && !none[e.seat]);
      }
      case 'finals':
        return everySeat('final', 'end', 'deck').filter((e) => f.end.finals[e.seat] === null);
      case 'none':
        return [];
    }
  })();
  return all.filter((e) => !f.excluded[e.seat] && !(f.setAside[e.seat] && isDeckKind(e.kind)) && !(isSubstituted(f, e.seat) && !playsSubstituted(e.kind)) && !isTimedOut(f.timeouts, expectationKey(e)));
}

/**
 * What a substitute writes for its seat: the player's decisions (open, sealed with its own
 * commitments) and the final signature; not the seat's deck steps, escrow releases, keys or seeds,
 * whose secrets came from the old key's seed (README, "Replacing a seat").
 */
function playsSubstituted(kind: Expectation['kind']): boolean {
  return kind === 'move' || kind === 'commit' || kind === 'open' || kind === 'final';
}

/** The seats that play the joint decks: neither excluded, nor set aside, nor without a seed of the epoch. */
export function deckSeats(f: Pick<Fold, 'excluded' | 'setAside' | 'epoch' | 'seedCommits' | 'handovers'>): number[] {
  const none = withoutSeed(f);
  return f.excluded.flatMap((x, seat) => (none[seat] || f.setAside[seat] === true ? [] : [seat]));
}

/** Per seat, whether it has no seed to open in the current epoch: excluded, handed to a substitute, or it missed its `reseed`. */
function withoutSeed(f: Pick<Fold, 'excluded' | 'epoch' | 'seedCommits' | 'handovers'>): boolean[] {
  return f.excluded.map((x, seat) => x || isSubstituted(f, seat) || (f.epoch > 0 && f.seedCommits[seat] === 'none'));
}

/** The ref of the `seed` entries of an epoch: 'end' for the lobby's seeds, `end/<k>` for epoch k's. */
export function seedRef(epoch: number): string {
  return epoch === 0 ? 'end' : `end/${epoch}`;
}

/** A step of a joint deck (not a player's decision, not the end's seed or signature). */
function isDeckKind(kind: Expectation['kind']): boolean {
  return !bottedOnTimeout(kind) && kind !== 'seed' && kind !== 'final';
}

/** The seats not excluded, in seat order: they play the joint decks, vote, open their seeds and sign the end. */
export function activeSeats(f: Pick<Fold, 'excluded'>): number[] {
  return f.excluded.flatMap((x, seat) => (x ? [] : [seat]));
}

/** The reveal the current step is part of (deck, position, target), for the session's writer. */
export function revealInProgress(ctx: FoldContext, f: Fold): { readonly deck: JointDeck; readonly position: number; readonly to: number | null } | null {
  const step = currentStep(ctx, f);
  return step.kind === 'reveal' ? { deck: step.deck, position: step.position, to: step.to } : null;
}

/** The decks of the set-up the current step is part of, in batch order, for the session's writer. */
export function setupInProgress(ctx: FoldContext, f: Fold): readonly JointDeck[] | null {
  const step = currentStep(ctx, f);
  return step.kind === 'setup' ? step.decks : null;
}

/**
 * The seq of the seat's held entry that would settle its open expectation: its first entry from
 * its consumed count on that is not consumed as a no-op (a ballot, a late answer, an entry voided
 * until its acknowledgement); null when none is held.
 */
export function answerSeq(f: Fold, chains: HeldChains, seat: number): number | null {
  const held = heldView(chains, () => f);
  let voided = f.timeouts.voided[seat] ?? undefined;
  for (let seq = f.consumed[seat]!; ; seq++) {
    const h = held[seat]?.get(seq);
    if (h === undefined) return null;
    const parsed = parseBody(h.entry.kind, h.entry.body);
    if (!parsed.ok) {
      if (voided === undefined) return seq;
      continue;
    }
    const body = parsed.value;
    if (voided !== undefined) {
      if (body.kind === 'timeout' && body.ref === voided) voided = undefined;
      continue;
    }
    if (body.kind === 'timeout' || body.kind === 'replace') continue;
    const key = expectationKey({ seat, kind: answeredKind(body.kind), ref: body.ref });
    if (isTimedOut(f.timeouts, key)) voided = key;
    else return seq;
  }
}

/**
 * `voter`'s first ballot on `key`: cast already, or ahead in its held chain (not consumed yet). A
 * ballot written on a branch the game did not take (consumed as a no-op) is neither: the voter
 * owes it again if the same expectation comes back on the branch taken.
 */
export function ballotOf(f: Fold, chains: HeldChains, key: string, voter: number): { readonly seen: number } | undefined {
  const held = heldView(chains, () => f);
  const cast = boxOf(f.timeouts, key)?.ballots[voter];
  if (cast != null) return cast;
  const from = f.consumed[voter]!;
  for (let seq = from; seq < from + BALLOT_LOOKAHEAD; seq++) {
    const h = held[voter]?.get(seq);
    if (h === undefined) return undefined;
    if (h.entry.kind !== 'timeout') continue;
    const b = parseBody('timeout', h.entry.body);
    if (b.ok && b.value.kind === 'timeout' && b.value.ref === key) return { seen: b.value.seen };
  }
  return undefined;
}

/**
 * The ballot's `seen` that `voter` owes now on the open expectation `e` of another seat (its
 * deadline passed): how many of the seat's entries it took, up to the answer if it holds one.
 */
export function ballotOn(f: Fold, held: HeldChains, e: Pick<Expectation, 'seat'>): number {
  const at = answerSeq(f, held, e.seat);
  return at === null ? f.consumed[e.seat]! : at + 1;
}

/** Contested boxes where `voter` votes, holds the answer and has not cast a ballot: it owes a counter. */
export function owedCounters(f: Fold, held: HeldChains, voter: number): { readonly key: string; readonly seen: number }[] {
  const out: { key: string; seen: number }[] = [];
  for (const key of f.timeouts.contested) {
    const box = boxOf(f.timeouts, key)!;
    if (!box.voters.includes(voter) || ballotOf(f, held, box.key, voter) !== undefined) continue;
    const at = box.outcome === 'answered' ? box.answeredAt : box.outcome === 'open' ? answerSeq(f, held, box.seat) : null;
    if (at !== null) out.push({ key, seen: at + 1 });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Transitions that need no entry

/** Runs the internal transitions to a fixed point, then enters the step they lead to. */
function sync(w: Work): void {
  for (let guard = 0; ; guard++) {
    if (guard >= 10_000) throw new RangeError('expected the fold to settle within 10,000 internal transitions');
    if (settleOnce(w)) continue;
    // A step just ended: the replacements its answers acknowledge take effect here, then the game
    // settles again without the replaced seats (the bot answers what they owed).
    if (w.f.status === 'playing' && currentStep(w.ctx, w.f).key !== w.f.log.stepKey && replaceAtStepEnd(w)) {
      if (w.restart) return;
      continue;
    }
    break;
  }
  const f = w.f;
  const key = !isStopped(f.status) ? currentStep(w.ctx, f).key : f.status;
  const log = enterStep(f.log, key);
  if (log !== f.log) set(w, { log, stepHash: stepHashOf(f.engineHash, log), stepAbsent: f.timeouts.absent, stepConsumed: f.consumed, stepCover: f.consumed.map(() => 0) });
}

function settleOnce(w: Work): boolean {
  const f = w.f;
  // A seat set aside from the decks still owes its seed (the audit of the decks it shuffled) and its signature.
  if (f.status === 'auditing') return hasAllSeeds(f.end, withoutSeed(f)) && finishAudit(w);
  if (f.status === 'signing') {
    if (!hasAllFinals(f.end, f.excluded)) return false;
    set(w, { certificate: certificateOf(f.end, f.log.logHash, f.excluded), status: 'finished' });
    return true;
  }
  if (f.status !== 'playing') return false;
  if (!keysSettled(f.escrowKeys, f.excluded)) return false;
  if (sharedKeys(f.escrowKeys).length > 0) {
    dropSharedKeys(w);
    return true;
  }
  if (f.state.winner !== null) {
    set(w, { status: 'auditing' });
    return true;
  }
  const ps = pending(f.state);
  const d = ps[0]!;
  if (!d.sealed && d.house !== null && f.excluded[seatOf(w.ctx, d.house)]) {
    // An excluded seat's open decision (the Raven's look included, unseen): the timeout bot, no message.
    applyMove(w, timeoutMove(w.ctx.game, f.state, d));
    return true;
  }
  if (isDeckDecision(d)) {
    const abandoned = abandonedDeck(w.ctx.decks, f.decks, d, deckSeats(f));
    if (abandoned !== null) {
      set(w, { decks: abandoned });
      return true;
    }
  }
  if (d.kind === 'shuffle-deck' || isDeckDecision(d)) {
    const { flow, outcome } = settleDeck(w.ctx.decks, f.decks, f.state, d, deckSeats(f));
    set(w, { decks: flow });
    if ((outcome.kind === 'changed' || outcome.kind === 'move') && outcome.reveal !== undefined) w.events.push({ kind: 'revealed', reveal: outcome.reveal, fold: w.f });
    switch (outcome.kind) {
      case 'wait':
        return false;
      case 'changed':
        return true;
      case 'move':
        applyMove(w, outcome.move);
        return true;
      case 'abort':
        return abortForAudit(w, 'not-a-card', outcome.detail);
      case 'unsupported':
        set(w, { unsupported: outcome.detail, status: 'halted' });
        return true;
    }
  }
  if (!d.sealed) return false;
  const ref = sealedRoundRef(ps.map((x) => refOf(f, x)));
  if (f.round?.ref !== ref) {
    const sorted = [...ps].sort((a, b) => seatOf(w.ctx, a.house!) - seatOf(w.ctx, b.house!));
    set(w, { round: newSealedRound(ref, sorted, sorted.map((x) => refOf(f, x)), sorted.map((x) => seatOf(w.ctx, x.house!))) });
    return true;
  }
  const r = botExcluded(f.round, f.excluded);
  if (r.phase === 'release' && resolveWithheld(w, r)) return true;
  const { round, outcome } = stepRound(r);
  set(w, { round });
  if (outcome === 'apply') {
    applyOpenings(w, round);
    set(w, { round: null });
  }
  return outcome !== 'wait';
}

/** The round with every unsettled decision of an excluded seat answered by the timeout bot. */
function botExcluded(r: SealedRound, excluded: readonly boolean[]): SealedRound {
  return r.refs.reduce((round, ref, i) => (excluded[r.seats[i]!] === true && !isSettled(round, ref) ? withBotted(round, ref) : round), r);
}

/**
 * Opens the withheld decision the release phase is at, once its recipients' shares allow (escrow-flow
 * `recover`): the committed choice, from `threshold` checked shares; an escrow that opens to
 * something else is its author's (`bad-escrow`); with too few shares, the timeout bot answers.
 * @returns whether the round changed
 */
function resolveWithheld(w: Work, r: SealedRound): boolean {
  const i = recovering(r);
  if (i < 0) return false;
  const ref = r.refs[i]!;
  // An excluded recipient gives nothing (its expectations are gone): the others' shares decide.
  const outcome = recover(r, i, owedReleases(r).filter((seat) => !w.f.excluded[seat] && !isSubstituted(w.f, seat)));
  switch (outcome.kind) {
    case 'wait':
      return false;
    case 'opened':
      set(w, { round: withOpening(r, ref, { value: outcome.value, evidence: outcome.releases.map((x) => x.entry) }) });
      return true;
    case 'bad-encryption':
      record(w, { code: 'bad-escrow', culprit: r.seats[i]!, entries: [r.commitments[i]!.entry, ...outcome.releases.map((x) => x.entry)], at: `release|${r.ref}`, detail: `the escrow of ${ref} opens to something that does not open its commitment` });
      set(w, { round: withBotted(r, ref) });
      return true;
    case 'too-few':
      set(w, { round: withBotted(r, ref) });
      return true;
  }
}

function applyOpenings(w: Work, r: SealedRound): void {
  r.decisions.forEach((d, i) => {
    const seat = r.seats[i]!;
    const ref = r.refs[i]!;
    const opening = openingOf(r, ref);
    if (opening === null || !tryMove(w, d, opening.value)) {
      if (opening !== null) {
        const entries = [commitmentOf(r, ref)!.entry, ...opening.evidence];
        record(w, { code: 'illegal-move', culprit: seat, entries, at: r.ref, detail: `the opening of ${ref} is not a legal move` });
      }
      applyMove(w, timeoutMove(w.ctx.game, w.f.state, d));
    }
  });
}

/** Applies an untrusted move if it answers `d` and the engine accepts it. */
function tryMove(w: Work, d: Decision, move: unknown): boolean {
  const m = move as { kind?: unknown; house?: unknown } | null;
  if (m === null || typeof m !== 'object' || Array.isArray(m) || m.kind !== d.kind || m.house !== d.house) return false;
  let next: GameState;
  try {
    next = apply(w.f.state, move as Move);
  } catch {
    // A RuleViolation, or a malformed move the engine could not even read: refused either way.
    return false;
  }
  setState(w, move as Move, next);
  return true;
}

function applyMove(w: Work, move: Move): void {
  setState(w, move, apply(w.f.state, move));
}

function setState(w: Work, move: Move, next: GameState): void {
  const engineHash = engineHashOf(next);
  set(w, { state: next, engineHash, stepHash: stepHashOf(engineHash, w.f.log), moveCount: w.f.moveCount + 1, decks: observeMove(w.f.decks, move) });
  w.events.push({ kind: 'applied', move, hash: engineHash, fold: w.f });
}

/** A position opened to no card: nobody can go on, so every seat opens its seed at once. */
function abortForAudit(w: Work, code: DeviationCode, detail: string): boolean {
  record(w, { code, culprit: null, entries: [], at: w.f.log.stepKey, detail });
  set(w, { abortReason: detail, status: 'auditing' });
  return true;
}

/**
 * The audit of the epoch's decks once its seeds are in: each seat a failure convicts is excluded
 * and the audit runs again without its steps, until it passes (a failure that names nobody halts).
 * In the middle of the game (a position opened to no card) the game then goes on with fresh seeds
 * (README, "A dishonest shuffle"); at its end, the others sign it: what was substituted was never
 * opened, so the game's course stands.
 */
function finishAudit(w: Work): boolean {
  const midGame = w.f.abortReason !== null;
  for (;;) {
    const failed = auditDecks(w.f.end, w.f.decks.all.slice(w.f.auditFrom), withoutSeed(w.f));
    if (failed === null) break;
    if (failed.culprit === null) {
      halt(w, failed);
      return true;
    }
    record(w, failed);
  }
  if (midGame) reseed(w);
  else set(w, { status: 'signing' });
  return true;
}

/**
 * After a mid-game audit every seed is public, so every card of every joint deck can be read, and
 * so can every escrow share: every deck is abandoned (never opened again; the next draw sets up a
 * fresh one over the engine's remaining cards, as after an exclusion), and every seat not excluded
 * commits to a fresh seed, with the escrow key it derives, before the game goes on.
 */
function reseed(w: Work): void {
  // A substituted seat has no seed to commit afresh (its substitute holds none): it stays out of the decks.
  const none = w.f.escrowKeys.map((_, seat) => (isSubstituted(w.f, seat) ? ('none' as const) : null));
  const current = Object.values(w.f.decks.current).map((i) => w.f.decks.all[i]!);
  const decks = current.reduce((flow, jd) => withJointDeck(flow, { ...jd, stale: true }), w.f.decks);
  set(w, { epoch: w.f.epoch + 1, seedCommits: none, escrowKeys: none, end: newGameEnd(w.ctx.seats), auditFrom: decks.all.length, decks, abortReason: null, status: 'playing' });
}

// ---------------------------------------------------------------------------------------------
// Consuming one entry

/** Whether the seat's head entry is consumed now (true) or must wait (false). */
function consider(w: Work, seat: number, held: HeldEntry, step: Step, open: readonly Expectation[]): boolean {
  // A halt earlier in this pass ends the game here: the step hash moved on to 'halted', and an
  // entry checked against it would blame its honest author (found by the verdict sweep, seed 1).
  if (isStopped(w.f.status)) return false;
  const { entry } = held;
  // The previous entry's id was hashed when it was held (intake's checkLogEntry, or the writer):
  // an entry that waits is considered again at every pass, and hashing it each time cost 6 % of a verify.
  const previous = entry.seq === 0 ? null : w.f.last[seat]!;
  const link = seatLink(w.f, seat, previous, entry);
  if (!link.ok) {
    // Signed on a previous entry that is not the one consumed: two versions of the seat's chain
    // from this seq on at the latest. A fork (forks.ts), not a halt: the seat is excluded where
    // the canonical order first expects it there, and the game goes on. Its other version, if a
    // peer holds one, makes an equivocation proof at this seq or earlier, which takes over.
    const proof: Deviation = { code: 'bad-chain', culprit: seat, entries: previous === null ? [entry] : [entry, previous.entry], at: forkPoint(entry.seq), detail: link.error.code };
    return learnFork(w, { seat, seq: entry.seq, proof });
  }
  const parsed = parseBody(entry.kind, entry.body);
  if (parsed.ok && onForkedBranch(w, seat, entry)) return true;
  let voided = w.f.timeouts.voided[seat] ?? undefined;
  if (voided === undefined && parsed.ok) {
    // Written after taking an answer that a quorum's votes made late: on a branch the game did not take.
    const dead = deadBranchOf(w, seat, entry);
    if (dead === 'unknown') return false;
    if (dead !== null) {
      set(w, { timeouts: withVoided(w.f.timeouts, seat, dead) });
      voided = dead;
    }
  }
  // Causal order: the author wrote this after consuming `heads`; so do we (a voided entry is
  // taken as a no-op whatever it saw, on a branch the game did not take).
  if (voided === undefined && parsed.ok) {
    const causal = causalCheck(w, seat, held);
    if (causal === 'wait') return false;
    if (causal !== 'ready') {
      // A rewrite is a fork of the rewriting seat: `advance` folds again from the first entry knowing it.
      const own = causal.entries[0]!;
      return learnFork(w, { seat: causal.culprit!, seq: own.seq, proof: { ...causal, at: forkPoint(own.seq) } });
    }
  }
  if (voided !== undefined && parsed.ok && parsed.value.kind === 'timeout' && votesWhileLate(w, seat, voided, parsed.value.ref, open)) {
    // Its own lateness does not make its clock lie: the ballot counts where it votes; an entry
    // written after taking it as live is still on the dead branch.
    if (!considerBallot(w, seat, held, parsed.value.ref, parsed.value.seen, open)) return false;
    set(w, { timeouts: withDead(w.f.timeouts, toHex(held.id), voided) });
    return true;
  }
  if (voided !== undefined) {
    // After a late answer, the seat's entries were written on a branch the game did not take:
    // they count for nothing until the seat acknowledges that timeout with its own ballot.
    if (parsed.ok && parsed.value.kind === 'timeout' && parsed.value.ref === voided && acknowledges(w, seat, entry, voided)) set(w, { timeouts: withVoided(w.f.timeouts, seat, null) });
    else set(w, { timeouts: withDead(w.f.timeouts, toHex(held.id), voided) });
    return true;
  }
  if (parsed.ok) {
    const b = parsed.value;
    if (b.kind === 'timeout') return considerBallot(w, seat, held, b.ref, b.seen, open);
    if (b.kind === 'replace') return considerReplaceVote(w, seat, held, b.ref, b.to === 'bot' ? 'bot' : toHex(b.to));
    const box = boxOf(w.f.timeouts, expectationKey({ seat, kind: answeredKind(b.kind), ref: b.ref }));
    if (box?.outcome === 'timed-out') {
      // Late: the bot answered; voided until acknowledged.
      set(w, { timeouts: withDead(withLateAt(withVoided(w.f.timeouts, seat, box.key), box.key, entry.seq), toHex(held.id), box.key) });
      return true;
    }
  }
  // A seat may owe more than one entry in a step (a key, a share): the one this entry answers, if any.
  const answers = (e: Expectation) => parsed.ok && parsed.value.kind !== 'timeout' && parsed.value.kind !== 'replace' && e.kind === answeredKind(parsed.value.kind) && e.ref === parsed.value.ref;
  const mine = open.find((e) => e.seat === seat && answers(e)) ?? open.find((e) => e.seat === seat);
  if (mine === undefined) return false;
  // Whatever this entry is, it settles the seat's expectation: not while a vote against it stands
  // unanswered (the voters' ballots decide, timeouts.ts).
  if (!mayAnswer(w, mine, entry.seq)) return false;
  if (!parsed.ok || headsOf(entry.body)!.length !== w.ctx.seats) {
    reject(w, 'bad-body', seat, held, step, mine, `a malformed ${entry.kind} body`);
    return true;
  }
  const body = parsed.value;
  if (body.kind === 'timeout' || body.kind === 'replace' || answeredKind(body.kind) !== mine.kind || body.ref !== mine.ref) {
    if (behindAFork(w, entry)) return true; // see below
    reject(w, 'out-of-turn', seat, held, step, mine, `a ${body.kind} for ${body.ref} where a ${mine.kind} for ${mine.ref} was due`);
    return true;
  }
  if (!equalBytes(entry.stateHash, w.f.stepHash)) {
    // The author consumed what we consumed (causalCheck: its heads name, by id, entries we consumed)
    // and claims another state: a lie, provable by replaying those entries — unless another seat's
    // entry claims the same state, when two seats agree against this fold: then this fold is the
    // odd one out (its build or memory), and it blames nobody.
    if (othersAgree(w, seat, entry)) {
      set(w, { status: 'diverged' });
      return false;
    }
    // Its author reached this step without an entry of a forked seat that this fold took before it:
    // it knew the fork earlier than this fold does (a rewrite's proof can name a later seq than the
    // fork's first), so its state, or the step it answers, is not a lie this fold can prove. It
    // counts for nothing (the sweep, seed 21: the cheater's version of the log convicted an honest
    // seat of answering out of turn).
    if (behindAFork(w, entry)) return true;
    reject(w, 'state-mismatch', seat, held, step, mine, 'the entry claims another state than its heads give');
    return true;
  }
  set(w, { log: addToStep(w.f.log, seat, seqTag(entry.seq), held.id) });
  coverStep(w, seat, entry);
  answered(w, mine, entry.seq);
  accept(w, seat, entry, body, step, mine);
  return true;
}

/**
 * The chain link of `seat`'s entry on its previous one (crypto checkChainLink), where the entry at
 * a hand-over's seq, signed by the substitute's key, continues the chain of the seat's old key.
 */
function seatLink(f: Pick<Fold, 'handovers'>, seat: number, previous: HeldEntry | null, entry: LogEntry): ReturnType<typeof checkChainLink> {
  const handedOver = previous !== null && f.handovers.some((h) => h.seat === seat && h.seq === entry.seq && equalBytes(h.key, entry.author));
  // The id is given, so the previous entry is not hashed again under the substitute's name.
  return checkChainLink(previous === null ? null : handedOver ? { ...previous.entry, author: entry.author } : previous.entry, entry, previous?.id);
}

/**
 * Causal order and evidence (README, "Evidence"): the author wrote this entry after consuming the
 * entries its `heads` name, so we consume it only once we consumed the same ones. `wait` while we
 * consumed fewer of a seat. Where we consumed another entry of seat t at the named seq, t's chain
 * as we hold it is not the one the author saw: t signed two chains, or the author lies. t is
 * convicted (`rewrite`) when its own chain acknowledges this entry — an honest seat never consumes
 * an entry that misnames its own chain; otherwise the entry waits for good (its author is then
 * timed out like an absent seat, and nobody is blamed on one seat's word against another's).
 */
function causalCheck(w: Work, author: number, held: HeldEntry): 'ready' | 'wait' | Omit<Deviation, 'at'> {
  const heads = headsOf(held.entry.body)!;
  if (heads.length !== w.ctx.seats) return 'ready'; // refused as a bad body where it is due
  let ready = true;
  for (const [seat, head] of heads.entries()) {
    if (seat === author || head.count === 0) continue;
    if (head.count > w.f.consumed[seat]!) ready = false;
    // Past a known fork the entry waits for good: the seat's entries there are never consumed.
    if (pastFork(w.f.forks, seat, head.count - 1)) continue;
    // A held entry of the seat at the named seq, even one not consumed yet, is the seat's signed word.
    const own = w.held[seat]?.get(head.count - 1);
    if (own === undefined || equalBytes(own.id, head.id)) continue;
    ready = false;
    const ack = acknowledgment(w, seat, author, held);
    if (ack !== null) {
      return { code: 'rewrite', culprit: seat, entries: [own.entry, held.entry, ack], detail: `seat ${author}'s entry ${held.entry.seq}, which seat ${seat} acknowledged at its seq ${ack.seq}, names another entry of seat ${seat} at seq ${own.entry.seq}` };
    }
  }
  return ready ? 'ready' : 'wait';
}

/**
 * The entry of `seat`'s chain (linked from its start) whose heads show it consumed `author`'s
 * entry `held` or a later one of the same chain, or null. Looked for again only when more of the
 * seat's chain is held, so an entry that waits on a fork costs one scan per new entry.
 */
function acknowledgment(w: Work, seat: number, author: number, held: HeldEntry): LogEntry | null {
  const memo = `${seat}|${author}|${held.entry.seq}`;
  const length = heldCount(w.f, w.held, seat);
  const searched = `${length}|${heldCount(w.f, w.held, author)}`;
  if (getKey(w.f.forkScans, memo) === searched) return null;
  set(w, { forkScans: setKey(w.f.forkScans, memo, searched) });
  const at = (s: number, seq: number) => w.held[s]?.get(seq);
  for (let seq = 0; seq < length; seq++) {
    const mine = at(seat, seq)!.entry;
    // Consumed entries were linked when consumed; the rest are linked here.
    if (seq >= w.f.consumed[seat]! && !seatLink(w.f, seat, seq === 0 ? null : at(seat, seq - 1)!, mine).ok) return null;
    const named = headsOf(mine.body)?.[author];
    if (named === undefined || named.count <= held.entry.seq) continue;
    if (linkedTo(w.f, w.held, author, held.entry.seq, named)) return mine;
  }
  return null;
}

/** Whether `author`'s held chain runs, linked, from its entry at `from` to the entry `head` names. */
function linkedTo(f: Fold, held: HeldChains, author: number, from: number, head: Head): boolean {
  for (let seq = from + 1; seq < head.count; seq++) {
    const [a, b] = [held[author]?.get(seq - 1), held[author]?.get(seq)];
    if (a === undefined || b === undefined || !seatLink(f, author, a, b.entry).ok) return false;
  }
  const last = held[author]?.get(head.count - 1);
  return last !== undefined && equalBytes(last.id, head.id);
}

// ---------------------------------------------------------------------------------------------
// Ballots (timeouts.ts)

/**
 * The seats that vote on an expectation: every other seat, absent ones too (a timed-out seat's
 * page may well be open): were the absent left out, colluders who made the honest seats absent
 * would then vote alone.
 */
function votersOf(w: Work, e: Pick<Expectation, 'seat'>): number[] {
  return activeSeats(w.f).filter((s) => s !== e.seat);
}

/**
 * A quorum (setup.ts timeoutQuorum) for a player's decision, which the timeout bot then answers;
 * every voter for a deck or end-of-game step, whose timeout stops the game for everyone — half
 * the table must not be able to stop a game by voting out an honest seat's shuffle.
 */
function quorumFor(w: Work, key: string, voters: readonly number[]): number {
  return quorumOf(w.ctx, w.f.stepAbsent, w.f.excluded, key, voters);
}

/** The quorum among the seats not excluded: an excluded seat neither votes nor counts towards the table's half. */
function quorumOf(ctx: FoldContext, stepAbsent: readonly boolean[], excluded: readonly boolean[], key: string, voters: readonly number[]): number {
  const kind = key.slice(0, key.indexOf('|')) as Expectation['kind'];
  const seats = excluded.filter((x) => !x).length;
  // At least one vote: with two seats left, the other one alone times a seat out.
  return bottedOnTimeout(kind) ? Math.max(1, timeoutQuorum(seats, voters.filter((v) => !stepAbsent[v]).length)) : voters.length;
}

/** Opens the box of `e` if it had none; its key. */
function openBoxOf(w: Work, e: Pick<Expectation, 'seat' | 'kind' | 'ref'>): string {
  const key = expectationKey(e);
  const voters = votersOf(w, e);
  set(w, { timeouts: openBox(w.f.timeouts, key, e.seat, voters, quorumFor(w, key, voters)) });
  return key;
}

/**
 * The timeout key whose dead branch `author`'s entry is on, or null: the entry names (in its heads)
 * an entry on a dead branch, and its author had not yet consumed the quorum of votes that killed it.
 */
function deadBranchOf(w: Work, author: number, entry: LogEntry): string | null | 'unknown' {
  const heads = headsOf(entry.body);
  if (heads === null || heads.length !== w.ctx.seats) return null;
  for (const [seat, head] of heads.entries()) {
    if (seat === author || head.count === 0) continue;
    const key = deadKeyOf(w.f.timeouts, toHex(head.id));
    if (key === undefined) continue;
    const knew = knewTimedOut(w, author, entry, key);
    if (knew !== true) return knew === false ? key : 'unknown';
  }
  return null;
}

/** Whether `entry` acknowledges the timeout of `key` for its author (a ballot on it, by the seat or by one that knew). */
function acknowledges(w: Work, author: number, entry: LogEntry, key: string): boolean {
  return boxOf(w.f.timeouts, key)?.seat === author || knewTimedOut(w, author, entry, key) === true;
}

/**
 * Whether `author` had consumed, when it wrote `entry`, a quorum of votes on `key` (its heads say how
 * far it read each chain); 'unknown' while too few votes are found and some chain its heads name is
 * not held that far (a fold that judged it then called an entry dead that was written knowing the
 * timeout: the cross-votes test, 4 players, seed 7).
 */
function knewTimedOut(w: Work, author: number, entry: LogEntry, key: string): boolean | 'unknown' {
  const box: BallotBox | undefined = boxOf(w.f.timeouts, key);
  if (box === undefined || box.lateAt === undefined) return true;
  const heads = headsOf(entry.body)!;
  let votes = 0;
  let unheld = false;
  for (const voter of box.voters) {
    const held = heldCount(w.f, w.held, voter);
    if (voter !== author && heads[voter]!.count > held) unheld = true;
    const read = voter === author ? entry.seq : Math.min(heads[voter]!.count, held);
    for (let seq = 0; seq < read; seq++) {
      const h = w.held[voter]!.get(seq)!.entry;
      if (h.kind !== 'timeout') continue;
      const b = parseBody('timeout', h.body);
      if (!b.ok || b.value.kind !== 'timeout' || b.value.ref !== key) continue;
      if (b.value.seen <= box.lateAt) votes++; // its first ballot: a vote, or a counter that never becomes one
      break;
    }
  }
  return votes >= box.quorum ? true : unheld ? 'unknown' : false;
}

/** The expectation was settled by the seat's own entry at `seq`. */
function answered(w: Work, e: Expectation, seq: number): void {
  const key = openBoxOf(w, e);
  set(w, { timeouts: markAnswered(w.f.timeouts, key, seq) });
  // A seat set aside is back: the next fresh joint deck and the end count on it again.
  if (w.f.setAside[e.seat] === true) set(w, { setAside: w.f.setAside.map((x, seat) => x && seat !== e.seat) });
}

/**
 * Whether the seat's entry at `seq` may settle `e` now: not while a quorum of votes is held against
 * it; otherwise when no vote stands against it, or a voter took it before it voted (a counter).
 */
function mayAnswer(w: Work, e: Expectation, seq: number): boolean {
  const key = expectationKey(e);
  const voters = votersOf(w, e);
  let votes = 0;
  let counter = false;
  for (const voter of voters) {
    const b = ballotOf(w.f, w.held, key, voter);
    if (b === undefined) continue;
    if (b.seen > seq) counter = true;
    else votes++;
  }
  if (votes >= quorumFor(w, key, voters)) return false;
  return counter || votes === 0;
}

/**
 * Whether a ballot on `key` by `voter`, whose own late answer to `voided` it has not acknowledged
 * yet, still counts as its vote or counter (protocol v10): the voter is late itself (not a seat that
 * took another's late answer, whose ballots were cast on a branch the game did not take: rule 5),
 * its late answer was given at the step the game is at, and `key` is another seat's expectation the
 * game has on its branch (open now, or in a box). Its
 * lateness does not make its clock lie. Voiding these ballots with the answer left the other boxes
 * of a step where every seat answers waiting for votes that never came (the cross-votes test, 4
 * players, seed 7); and a fold that closed part of a circle (closeOutvotedCircle) before it held the
 * rest, with its own answer's voters among the rest, learns from them that its answer was outvoted.
 */
function votesWhileLate(w: Work, voter: number, voided: string, key: string, open: readonly Expectation[]): boolean {
  const late = boxOf(w.f.timeouts, voided);
  if (key === voided || late?.seat !== voter) return false;
  // A box the game has (settled, or open): at most it tells this fold that an answer it took was
  // outvoted (considerBallot), and it folds again; voided, a fold that had moved past the step
  // never learned it (sweep-partitions seed 21: a seat kept its own outvoted commitment and
  // convicted an honest seat of a state mismatch).
  const box = boxOf(w.f.timeouts, key);
  if (box !== undefined) return box.seat !== voter;
  // An open expectation: only at the step of the late answer; past it, the same key may stand in another state.
  const sameStep = late.lateAt !== undefined && late.lateAt >= w.f.stepConsumed[voter]!;
  return sameStep && open.some((e) => e.seat !== voter && expectationKey(e) === key);
}

/**
 * Breaks a circle of answers that wait on each other's voters (the keys deadlock of session 11). At
 * a step where several seats answer (the keys, a sealed set), a seat cut off from the others past
 * the deadline writes its answer, then a ballot on each answer it did not see. Once the links are
 * back, each answer waits on the votes against it (`mayAnswer`), and those votes sit behind their
 * authors' own answers, which wait the same way: nothing is ever consumed.
 *
 * The circle is the largest set of seats whose held answer to an open expectation a quorum of votes
 * outvotes, counting ballots cast and the first ballots held ahead of voters in the set, queued
 * behind their own answer with nothing but ballots (found by removing seats until every one left
 * is outvoted). Those quorums are final: a first ballot that is a vote stays one whatever else comes,
 * and each seat of the circle is timed out as it would be once those ballots were consumed. Every box
 * of the circle closes at once, in seat order: closing one and consuming its late answer first would
 * void that seat's queued ballots, which the next box of the circle counts on. Every queued ballot
 * is then consumed in the same pass (each seat's late answer, then its ballots, voided), so the
 * entries a seat writes next name every vote its fold counted (`knewTimedOut` reads heads).
 * A seat that never answered is in no circle: seats that cross-voted while it was gone, without a
 * quorum among them, still wait for it to come back and write its counter.
 */
function closeOutvotedCircle(w: Work, step: Step, open: readonly Expectation[]): boolean {
  const waiting = open.filter((e) => boxOf(w.f.timeouts, expectationKey(e))?.outcome !== 'timed-out' && answerSeq(w.f, w.held, e.seat) !== null);
  if (waiting.length === 0) return false;
  let circle = [...answeredInStep(w, step), ...waiting];
  for (let changed = true; changed; ) {
    const seats = circle.map((e) => e.seat);
    const kept = circle.filter((e) => circleVotes(w, e, seats).length >= quorumFor(w, expectationKey(e), votersOf(w, e)));
    changed = kept.length < circle.length;
    circle = kept;
  }
  if (circle.length === 0) return false;
  // This fold took an answer that the circle outvotes (it consumed it before it held the votes): the
  // wrong branch. It folds again from the first entry, where that answer waits in the circle too.
  const taken = circle.find((e) => boxOf(w.f.timeouts, expectationKey(e))?.outcome === 'answered');
  if (taken !== undefined) {
    set(w, { timeouts: withDiverged(w.f.timeouts, expectationKey(taken)) });
    return false;
  }
  const seats = circle.map((e) => e.seat);
  const votes = circle.map((e) => circleVotes(w, e, seats));
  circle.forEach((e, i) => {
    const key = openBoxOf(w, e);
    for (const { voter, ballot } of votes[i]!) set(w, { timeouts: castBallot(w.f.timeouts, key, voter, ballot) });
  });
  for (const e of circle) closeIfVotedOut(w, e);
  return true;
}

/**
 * The expectations of a step where every seat answers (the keys, a sealed set's commitments or
 * openings) that this fold settled by their seat's answer.
 */
function answeredInStep(w: Work, step: Step): Expectation[] {
  const all: Expectation[] =
    step.kind === 'keys' && w.f.epoch === 0
      ? Array.from({ length: w.ctx.seats }, (_, seat) => ({ seat, kind: 'key' as const, ref: ESCROW_KEY_REF, deadline: 'sealed' as const }))
      : step.kind === 'sealed' && step.round.phase !== 'release'
        ? step.round.refs.map((ref, i) => ({ seat: step.round.seats[i]!, kind: step.round.phase === 'commit' ? ('commit' as const) : ('open' as const), ref, deadline: 'sealed' as const }))
        : [];
  return all.filter((e) => boxOf(w.f.timeouts, expectationKey(e))?.outcome === 'answered');
}

/** The votes against `e`'s held answer: ballots cast, and first ballots queued in the chains of `circle`'s seats. */
function circleVotes(w: Work, e: Expectation, circle: readonly number[]): { readonly voter: number; readonly ballot: Ballot }[] {
  const key = expectationKey(e);
  const box = boxOf(w.f.timeouts, key);
  const at = box?.outcome === 'answered' ? box.answeredAt! : answerSeq(w.f, w.held, e.seat)!;
  const out: { voter: number; ballot: Ballot }[] = [];
  for (const voter of box?.voters ?? votersOf(w, e)) {
    const cast = box?.ballots[voter];
    const ballot = cast ?? (circle.includes(voter) ? queuedBallot(w, key, voter) : null);
    if (ballot != null && ballot.seen <= at) out.push({ voter, ballot });
  }
  return out;
}

/**
 * `voter`'s first ballot on `key`, queued behind its own held answer with only ballots between, if it
 * stands on the branch this fold took: its author had consumed no more of the others than this fold
 * has, and names nothing on a dead branch. Null otherwise.
 */
function queuedBallot(w: Work, key: string, voter: number): Ballot | null {
  const answer = answerSeq(w.f, w.held, voter);
  if (answer === null) return null;
  for (let seq = w.f.consumed[voter]!; seq < w.f.consumed[voter]! + BALLOT_LOOKAHEAD; seq++) {
    const entry = w.held[voter]?.get(seq)?.entry;
    if (entry === undefined || pastFork(w.f.forks, voter, seq)) return null;
    if (seq === answer) continue;
    if (entry.kind !== 'timeout') return null;
    const b = parseBody('timeout', entry.body);
    if (!b.ok || b.value.kind !== 'timeout') return null;
    if (b.value.ref !== key) continue;
    if (seq < answer) return null; // ahead of its answer: consumed as it is, not queued
    const heads = headsOf(entry.body);
    if (heads === null || heads.length !== w.ctx.seats || heads.some((h, seat) => seat !== voter && h.count > w.f.consumed[seat]!)) return null;
    return deadBranchOf(w, voter, entry) === null ? { seen: b.value.seen, entry } : null;
  }
  return null;
}

/** A ballot at the head of `voter`'s chain: consumed when its box is known, else it waits. */
function considerBallot(w: Work, voter: number, held: HeldEntry, key: string, seen: number, open: readonly Expectation[]): boolean {
  const target = open.find((e) => expectationKey(e) === key);
  if (target !== undefined && target.seat !== voter) {
    const opened = openBoxOf(w, target); // changes w.f: read the box after
    const box = boxOf(w.f.timeouts, opened)!;
    if (box.ballots[voter] === null && box.voters.includes(voter)) {
      // A ballot beyond what this fold holds of the seat cannot be classed yet: sync brings the rest.
      if (answerSeq(w.f, w.held, target.seat) === null && seen > heldCount(w.f, w.held, target.seat)) return false;
      set(w, { timeouts: castBallot(w.f.timeouts, box.key, voter, { seen, entry: held.entry }) });
    }
    closeIfVotedOut(w, target);
    return true;
  }
  const box = boxOf(w.f.timeouts, key);
  if (box !== undefined) {
    if (box.outcome === 'timed-out' && voter === box.seat && w.f.timeouts.voided[voter] === key) set(w, { timeouts: withVoided(w.f.timeouts, voter, null) });
    if (box.outcome === 'answered' && voter !== box.seat) {
      const timeouts = castBallot(w.f.timeouts, key, voter, { seen, entry: held.entry });
      const cast = boxOf(timeouts, key)!;
      const votes = cast.voters.filter((v) => (cast.ballots[v]?.seen ?? Infinity) <= cast.answeredAt!).length;
      set(w, { timeouts: cast.voters.length > 0 && votes >= cast.quorum ? withDiverged(timeouts, key) : timeouts });
    }
    return true;
  }
  // A seat's ballot on its own open expectation changes nothing; any other key is not open yet.
  return target !== undefined;
}

/** How many of the seat's entries are held without a gap from seq 0. */
export function heldCount(f: Fold, chains: HeldChains, seat: number): number {
  const chain = heldView(chains, () => f)[seat];
  let n = f.consumed[seat]!;
  while (chain?.has(n) === true) n++;
  return n;
}

/** Times the seat out once a quorum of its voters has voted (each saw the seat's chain without its answer). */
function closeIfVotedOut(w: Work, target: Expectation): boolean {
  const box = boxOf(w.f.timeouts, expectationKey(target));
  if (box === undefined || box.outcome !== 'open' || box.voters.length === 0) return false;
  const at = answerSeq(w.f, w.held, target.seat);
  const votes = box.voters.flatMap((v) => {
    const b = box.ballots[v];
    return b != null && (at === null || b.seen <= at) ? [b] : [];
  });
  if (votes.length < box.quorum) return false;
  set(w, { timeouts: markTimedOut(w.f.timeouts, box.key) });
  const step = currentStep(w.ctx, w.f);
  set(w, { log: addToStep(w.f.log, target.seat, 'timeout', utf8Bytes(`timeout|${box.key}`)) });
  const committed = target.kind === 'open' && step.kind === 'sealed' ? [commitmentOf(step.round, target.ref)!.entry] : [];
  record(w, { code: 'withheld', culprit: target.seat, entries: [...committed, ...votes.map((b) => b.entry)], at: step.key, detail: `${target.kind} for ${target.ref} missed its deadline` });
  fail(w, target, step);
  return true;
}

function accept(w: Work, seat: number, entry: LogEntry, body: Body, step: Step, exp: Expectation): void {
  const refuse = (code: DeviationCode, detail: string, evidence: LogEntry[] = [entry]) => {
    record(w, { code, culprit: seat, entries: evidence, at: step.key, detail });
    fail(w, exp, step);
  };
  switch (body.kind) {
    case 'move':
      if (step.kind === 'move' && !tryMove(w, step.decision, body.move)) refuse('illegal-move', `${step.ref}: the engine refuses the move`);
      return;
    case 'key':
    case 'reseed': {
      if (step.kind !== 'keys') return;
      if (!isValidEscrowKey(body.key, body.proof, w.ctx.game, w.ctx.setup.seats[seat]!.publicKey)) return refuse('bad-key', 'an escrow key whose proof of possession fails');
      if (body.kind === 'reseed') settleSeedCommit(w, seat, body.commitment);
      settleKey(w, seat, { key: body.key, entry });
      return;
    }
    case 'commit': {
      if (step.kind !== 'sealed') return;
      // The commitment is bound to the key that signed it: the setup's, or a substitute's (README, "Replacing a seat").
      const context = escrowContextFor(w.ctx.game, entry.author, seat, body.ref, body.commitment, w.f.escrowKeys);
      const escrow = checkCommitEscrow(context, body.escrow, w.ctx.madeHere?.(entry) === true);
      // Refused before anyone opens: the bot's move is then the seat's choice made blind, as good as any it could commit to.
      if (!escrow.ok) return refuse('bad-escrow', `the escrow of ${body.ref} fails its check (${escrow.error.code})`);
      set(w, { round: withCommitment(w.f.round!, body.ref, { commitment: body.commitment, entry, escrow: escrow.value === null ? null : { context: context!, escrow: escrow.value } }) });
      return;
    }
    case 'release':
    case 'complaint': {
      if (step.kind !== 'sealed' || step.round.phase !== 'release') return;
      const committed = commitmentOf(step.round, body.ref)!;
      const { context, escrow } = committed.escrow!;
      if (body.kind === 'release') {
        const r = checkEscrowRelease(context, escrow, seat, { seat, share: body.share });
        if (r.ok) set(w, { round: withRelease(w.f.round!, body.ref, { seat, share: body.share, entry }) });
        else refuse('bad-release', `a share of the escrow of ${body.ref} that does not fit it (${r.error.code})`);
        return;
      }
      // A complaint always convicts someone (crypto judgeEscrowComplaint); either way this seat gives no share.
      const judged = judgeEscrowComplaint(context, escrow, seat, { seat, dh: body.dh, proof: body.proof });
      if (judged.blame === seat) return refuse('bad-release', `a complaint about the escrow of ${body.ref} that proves nothing (${judged.code})`);
      record(w, { code: 'bad-escrow', culprit: judged.blame ?? step.round.seats[step.round.refs.indexOf(body.ref)]!, entries: [committed.entry, entry], at: step.key, detail: `seat ${seat} proves its share of the escrow of ${body.ref} wrong (${judged.code})` });
      fail(w, exp, step);
      return;
    }
    case 'open': {
      if (step.kind !== 'sealed') return;
      const committed = commitmentOf(step.round, body.ref)!;
      const r = openCommitment(committed.commitment, { game: w.ctx.game, decision: body.ref, author: committed.entry.author }, { salt: body.salt, payload: body.payload });
      if (r.ok) set(w, { round: withOpening(w.f.round!, body.ref, { value: r.value, evidence: [entry] }) });
      else refuse('bad-opening', `the opening of ${body.ref} does not match its commitment (${r.error.code})`, [committed.entry, entry]);
      return;
    }
    case 'shuffle':
    case 'lock': {
      if (step.kind !== 'setup') return;
      // One step per deck of the batch, in batch order; one that fails refuses the whole entry.
      if (body.steps.length !== step.decks.length) return refuse('bad-deck-step', `${step.ref}: ${body.steps.length} steps for ${step.decks.length} decks`);
      let decks = w.f.decks;
      const madeHere = w.ctx.madeHere?.(entry) === true;
      for (const [i, jd] of step.decks.entries()) {
        const r = body.kind === 'shuffle' ? addShuffle(jd, seat, body.steps[i]!, entry) : addLock(jd, seat, body.steps[i]!, entry, madeHere);
        if (!r.ok) return refuse('bad-deck-step', `${jd.spec.deck}: ${r.error.code} at ${r.error.path.join('/')}`);
        decks = withJointDeck(decks, r.value);
      }
      set(w, { decks });
      return;
    }
    case 'share': {
      if (step.kind !== 'reveal') return;
      const r = body.position === step.position ? addShare(step.deck, seat, body.position, body.key, entry) : null;
      if (r?.ok === true) set(w, { decks: withJointDeck(w.f.decks, r.value) });
      else refuse('bad-share', `${step.deck.spec.deck} position ${step.position}: ${r === null ? `a share of position ${body.position}` : r.error.code}`);
      return;
    }
    case 'blind':
    case 'strip': {
      if (step.kind !== 'reveal') return;
      const r = body.kind === 'blind' ? addBlind(step.deck, seat, step.position, body, entry) : addStrip(step.deck, seat, step.position, body, entry);
      if (r.ok) set(w, { decks: withJointDeck(w.f.decks, r.value) });
      else refuse('bad-share', `${step.deck.spec.deck} position ${step.position}: a ${body.kind} that fails its check (${r.error.code})`);
      return;
    }
    case 'seed': {
      const info = w.ctx.setup.seats[seat]!;
      const commitment = w.f.seedCommits[seat];
      const opening = { seed: body.seed, salt: body.salt };
      const r = w.f.epoch === 0 || !(commitment instanceof Uint8Array) ? openSeed(info, opening) : openReseed(w.ctx.game, w.f.epoch, info.publicKey, commitment, opening);
      if (r.ok) set(w, { end: withSeed(w.f.end, seat, { seed: r.value, entry }) });
      else refuse('bad-seed', `the seed does not match its commitment (${r.error.code})`);
      return;
    }
    case 'final':
      if (equalBytes(body.logHash, w.f.log.logHash)) set(w, { end: withFinal(w.f.end, seat, entry) });
      else refuse('bad-final', 'the final entry signs another log hash');
      return;
  }
}

function reject(w: Work, code: DeviationCode, seat: number, held: HeldEntry, step: Step, exp: Expectation, detail: string): void {
  set(w, { log: addToStep(w.f.log, seat, seqTag(held.entry.seq), held.id) });
  // Only heads that passed the causal check acknowledge anything: a malformed body's were never checked.
  if (code !== 'bad-body') coverStep(w, seat, held.entry);
  answered(w, exp, held.entry.seq);
  record(w, { code, culprit: seat, entries: [held.entry], at: step.key, detail });
  fail(w, exp, step);
}

/**
 * An expectation that will not be met (refused, or timed out): the timeout bot answers a player
 * decision; a deck step cannot be answered by anyone else, so its seat is set aside (README,
 * "Exclusion"): a deck that needs it is abandoned for a fresh one without it; a missed seed or final
 * signature stops the game at its end.
 */
function fail(w: Work, exp: Expectation, step: Step): void {
  // An excluded seat's steps are taken over by the exclusion itself (settleOnce, the deck flow, the end).
  if (w.f.excluded[exp.seat]) return;
  if (exp.kind === 'seed' || exp.kind === 'final') {
    // The audit needs the seed of every seat that shuffled (a withheld seed would hide a biased
    // shuffle), and the certificate every seat's signature: the game ends here, uncertified.
    set(w, { status: 'halted' });
    return;
  }
  if (!bottedOnTimeout(exp.kind)) {
    set(w, { setAside: w.f.setAside.map((x, seat) => x || seat === exp.seat) });
    return;
  }
  if (exp.kind === 'move' && step.kind === 'move') applyMove(w, timeoutMove(w.ctx.game, w.f.state, step.decision));
  if (exp.kind === 'key' || exp.kind === 'reseed') settleKey(w, exp.seat, 'none');
  if (exp.kind === 'reseed') settleSeedCommit(w, exp.seat, 'none');
  if (step.kind !== 'sealed') return;
  // A withheld opening whose escrow stands is opened by the others (the release phase); otherwise the bot answers.
  if (exp.kind === 'open' && commitmentOf(w.f.round!, exp.ref)?.escrow != null) set(w, { round: withWithheld(w.f.round!, exp.ref) });
  else if (exp.kind === 'commit' || exp.kind === 'open') set(w, { round: withBotted(w.f.round!, exp.ref) });
  if (exp.kind === 'release') set(w, { round: withMissed(w.f.round!, exp.ref, exp.seat) });
}

/** Settles a seat's fresh seed commitment of the epoch ('none': it plays no joint deck again). */
function settleSeedCommit(w: Work, seat: number, commitment: Uint8Array | 'none'): void {
  const commits = [...w.f.seedCommits];
  commits[seat] = commitment;
  set(w, { seedCommits: commits });
}

/** Settles a seat's escrow key. */
function settleKey(w: Work, seat: number, key: EscrowKeys[number]): void {
  const keys = [...w.f.escrowKeys];
  keys[seat] = key;
  set(w, { escrowKeys: keys });
}

/**
 * Once every key is settled: a key registered by two seats is taken from both (they share its
 * secret, and the escrow needs distinct keys), each blamed with its key entry, in seat order.
 */
function dropSharedKeys(w: Work): void {
  const before = w.f.escrowKeys;
  const shared = sharedKeys(before);
  set(w, { escrowKeys: before.map((k, seat) => (shared.includes(seat) ? 'none' : k)) });
  for (const seat of shared) {
    const held = before[seat];
    if (held != null && held !== 'none') record(w, { code: 'bad-key', culprit: seat, entries: [held.entry], at: 'keys', detail: 'an escrow key another seat registered too' });
  }
}

function record(w: Work, d: Deviation): void {
  set(w, { deviations: [...w.f.deviations, d] });
  if (isConviction(d) && !w.f.excluded[d.culprit!]) exclude(w, d.culprit!);
}

/**
 * Excludes a convicted seat at this point of the canonical order (README, "Exclusion"): it leaves
 * every open ballot box (a quorum is counted among the others), and from here on the fold consumes
 * none of its entries and asks nothing of it; a joint deck that needs it is abandoned when it does
 * (deck-flow.ts abandonedDeck).
 */
function exclude(w: Work, seat: number, why: 'excluded' | 'replaced' = 'excluded'): void {
  const excluded = [...w.f.excluded];
  excluded[seat] = true;
  const n = excluded.filter((x) => !x).length;
  const timeouts = withoutVoter(w.f.timeouts, seat, (box, voters) => quorumOf(w.ctx, w.f.stepAbsent, excluded, box.key, voters));
  set(w, { excluded, timeouts, log: addToStep(w.f.log, seat, why, utf8Bytes(`${why}|${seat}|${n}`)) });
}

// ---------------------------------------------------------------------------------------------
// Replacing a seat (README, "Replacing a seat")

/**
 * A `replace` vote at the head of `voter`'s chain: noted under its seat and ref (the voter's first
 * vote with that ref counts) and consumed; it decides nothing by itself (replaceAtStepEnd). A vote
 * on its own seat, on a seat that does not exist or with a ref that names no seat is a no-op.
 */
function considerReplaceVote(w: Work, voter: number, held: HeldEntry, ref: string, to: string): boolean {
  const seat = seatOfKey(ref);
  if (seat === null || seat >= w.ctx.seats || seat === voter) return true;
  const key = `${seat}|${voter}|${ref}`;
  if (getKey(w.f.replaceVotes, key) === undefined) set(w, { replaceVotes: setKey(w.f.replaceVotes, key, { seq: held.entry.seq, to }) });
  return true;
}

/** An answer of the current step acknowledges, per seat, the entries its heads name (its author's: those before it). */
function coverStep(w: Work, author: number, entry: LogEntry): void {
  const heads = headsOf(entry.body);
  if (heads === null || heads.length !== w.ctx.seats) return;
  const cover = w.f.stepCover.map((c, seat) => Math.max(c, seat === author ? entry.seq : heads[seat]!.count));
  if (cover.some((c, seat) => c !== w.f.stepCover[seat])) set(w, { stepCover: cover });
}

/**
 * Whether `seat`, absent, is handed over now: every seat not excluded outside `group` (the seats
 * handed over together; absent ones outside it too) voted for it in this absence (ref = the timeout
 * that began it), and each vote is acknowledged by an answer of the step that just ended. The votes
 * that count are then the same for every peer and `verify`, whatever order they arrived in. `to`:
 * whom every one of those votes names ('bot' or a substitute's key in hex), null when they differ
 * (or none is in): votes that disagree hand the seat to nobody.
 */
export function replacementVotes(f: Pick<Fold, 'excluded' | 'timeouts' | 'replaceVotes' | 'stepCover'>, seat: number, group: readonly number[] = [seat]): { readonly voters: readonly number[]; readonly votes: readonly (number | null)[]; readonly to: string | null } | null {
  const since = f.timeouts.absentSince[seat] ?? null;
  if (f.excluded[seat] || !f.timeouts.absent[seat] || since === null) return null;
  const voters = activeSeats(f).filter((v) => !group.includes(v));
  const cast = voters.map((v) => {
    const vote = getKey(f.replaceVotes, `${seat}|${v}|${since}`);
    return vote !== undefined && vote.seq < f.stepCover[v]! ? vote : null;
  });
  const named = new Set(cast.flatMap((v) => (v === null ? [] : [v.to])));
  return { voters, votes: cast.map((v) => v?.seq ?? null), to: named.size === 1 ? [...named][0]! : null };
}

/**
 * Whether every vote for `seat` is in and names one and the same taker that may take it: the bot,
 * or a key that is no seat's key in this game, the setup's or a substitute's (one key, one seat).
 */
function isCarried(ctx: FoldContext, f: Fold, r: ReturnType<typeof replacementVotes>): r is NonNullable<ReturnType<typeof replacementVotes>> & { readonly to: string } {
  if (r === null || r.voters.length === 0 || !r.votes.every((v) => v !== null) || r.to === null) return false;
  const to = r.to;
  return to === 'bot' || !(ctx.setup.seats.some((s) => toHex(s.publicKey) === to) || f.handovers.some((h) => toHex(h.key) === to));
}

/**
 * The seats handed to the bot together at this step end, or null. One seat: every other seat not
 * excluded voted for it. Several seats gone at once, none of which can vote for the others: a
 * group, each of whose seats every seat outside it voted for, provided those voters are more than
 * half the table — more than a timeout's quorum, so colluders who can time honest seats out cannot
 * hand them away by their own votes: at least one voter is not one of them (README, "Replacing a
 * seat"). The group is fixed by the data alone: every absent seat, less those some seat outside
 * the group has not voted for, until none is left to drop (seat order).
 */
function replacementGroup(ctx: FoldContext, f: Fold): readonly number[] | null {
  for (let seat = 0; seat < ctx.seats; seat++) {
    if (isCarried(ctx, f, replacementVotes(f, seat))) return [seat];
  }
  let group = activeSeats(f).filter((seat) => replacementVotes(f, seat) !== null);
  for (let dropped = true; dropped && group.length > 1; ) {
    dropped = false;
    for (const [i, seat] of group.entries()) {
      const r = replacementVotes(f, seat, group);
      // A substitute's key takes one seat: a second seat of the group named with it is dropped.
      const taken = (other: number) => replacementVotes(f, other, group)!.to === r?.to && r?.to !== 'bot';
      if (isCarried(ctx, f, r) && !group.slice(0, i).some(taken)) continue;
      group = group.filter((s) => s !== seat);
      dropped = true;
      break;
    }
  }
  return group.length > 1 && outvotesColluders(activeSeats(f).length - group.length, ctx.seats) ? group : null;
}

/** Whether `voters` are more than half the table of `seats`: a group of gone seats needs that many (replacementGroup). */
export function outvotesColluders(voters: number, seats: number): boolean {
  return 2 * voters > seats;
}

function replaceAtStepEnd(w: Work): boolean {
  const group = replacementGroup(w.ctx, w.f);
  if (group === null) return false;
  // Every vote is read before the first exclusion changes who counts.
  const proofs = group.map((seat) => {
    const r = replacementVotes(w.f, seat, group)!;
    return { seat, to: r.to!, voters: r.voters, entries: r.voters.map((v, i) => w.held[v]!.get(r.votes[i]!)!.entry) };
  });
  for (const { seat, to, voters, entries } of proofs) {
    if (to !== 'bot') {
      handOver(w, seat, fromHex(to), voters, entries);
      continue;
    }
    record(w, { code: 'replaced', culprit: seat, entries, at: w.f.log.stepKey, detail: `handed to the timeout bot for the rest of the game by the votes of seats ${voters.join(', ')}` });
    exclude(w, seat, 'replaced');
  }
  return true;
}

/**
 * Hands `seat` to a substitute with `key` at this step end (README, "Replacing a seat"). From
 * `seq` on — the seat's entries that the answers of the step just ended acknowledge, the same for
 * every peer — the seat's entries are the substitute's: its old key's count for nothing there (a
 * fold that consumed some, which nobody's answer acknowledges, folds again from the first entry
 * without them). The seat is present again (the votes are spent); it keeps its place and its
 * votes, but it leaves the joint decks, the escrow's recipients and the end's seeds for good: the
 * substitute has neither the seat's committed seed nor its escrow key.
 */
function handOver(w: Work, seat: number, key: Uint8Array, voters: readonly number[], entries: readonly LogEntry[]): void {
  const seq = w.f.stepCover[seat]!;
  const handover: Handover = { seat, seq, key };
  record(w, { code: 'replaced', culprit: seat, entries, at: w.f.log.stepKey, detail: `handed to a substitute (key ${toHex(key)}) from its entry ${seq} on by the votes of seats ${voters.join(', ')}` });
  const known = w.f.cutoffs.some((c) => c.seat === seat && c.seq === seq && equalBytes(c.key, key));
  set(w, {
    handovers: [...w.f.handovers, handover],
    cutoffs: known ? w.f.cutoffs : [...w.f.cutoffs, handover],
    timeouts: withPresent(w.f.timeouts, seat),
    escrowKeys: w.f.escrowKeys.map((k, s) => (s === seat ? 'none' : k)),
    log: addToStep(w.f.log, seat, 'replaced', utf8Bytes(`substituted|${seat}|${seq}|${toHex(key)}`)),
  });
  w.held = heldView(w.raw, () => w.f);
  if (w.f.consumed[seat]! > seq) w.restart = true;
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
 * Whether another seat than `author` signed, in the entries held past what this fold consumed of
 * it, the same state hash as `entry`: a state hash names one step of one history (the engine state
 * and the log hash), so two seats that signed it both computed it — and this fold did not.
 */
function othersAgree(w: Work, author: number, entry: LogEntry): boolean {
  for (let seat = 0; seat < w.ctx.seats; seat++) {
    if (seat === author) continue;
    const from = w.f.consumed[seat]!;
    for (let seq = from; seq < from + BALLOT_LOOKAHEAD; seq++) {
      const h = w.held[seat]?.get(seq);
      if (h === undefined) break;
      if (equalBytes(h.entry.stateHash, entry.stateHash)) return true;
    }
  }
  return false;
}

function halt(w: Work, d: Deviation): void {
  record(w, d);
  set(w, { status: 'halted' });
}
