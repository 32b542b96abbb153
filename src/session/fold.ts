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
// audit and certificate in game-end.ts — each plain data with pure functions. This module consumes
// entries; the fold's parts are in fold-*.ts: its state (fold-state), a working pass (fold-work),
// the steps (fold-steps), the held chains (fold-chains), the transitions that need no entry
// (fold-settle), answers (fold-answers), ballots (fold-votes) and replacing a seat (fold-replace).
import { equalBytes, toHex, type LogEntry } from '../../crypto/index';
import { headsOf, parseBody } from './entry-body';
import { answeredKind, expectationKey, type Expectation } from './expectation';
import type { Deviation } from './deviation';
import { getKey, setKey } from './key-map';
import { addToStep, seqTag } from './step-log';
import { boxOf, withDead, withLateAt, withVoided } from './timeouts';
import { isStopped } from './fold-status';
import { forkPoint, pastFork, withFork, type Fork } from './forks';
import { accept, coverStep, reject } from './fold-answers';
import { heldCount, linkedTo, othersAgree, seatLink } from './fold-chains';
import { considerReplaceVote } from './fold-replace';
import { sync } from './fold-settle';
import { type Advanced, type Fold, type FoldContext, type HeldChains, type HeldEntry, type Step, initialFold, stepHashNow } from './fold-state';
import { currentStep, expectations } from './fold-steps';
import { acknowledges, answered, closeIfVotedOut, closeOutvotedCircle, considerBallot, deadBranchOf, mayAnswer, votesWhileLate } from './fold-votes';
import { type Work, done, record, set, work } from './fold-work';

export { answerSeq, ballotOf, ballotOn, heldCount, owedCounters } from './fold-chains';
export { outvotesColluders, replacementVotes } from './fold-replace';
export { type Advanced, type Fold, type FoldContext, type FoldEvent, type Handover, type HeldChain, type HeldChains, type HeldEntry, type ReplaceVote, type Step, activeSeats, engineHashNow, engineHashOf, foldContext, initialFold, isSubstituted, refOf, seatKey, seatOf, seedRef, stepHashNow } from './fold-state';
export { currentStep, deckSeats, expectations, revealInProgress, setupInProgress } from './fold-steps';
export { isStopped, type FoldStatus } from './fold-status';

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
    const open = expectations(w.ctx, w.f);
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

/**
 * Whether `entry`'s heads name fewer entries of another seat than this fold had consumed when the
 * step began: its author reached the step without entries of that seat that this fold took before
 * it. It knew that seat forked earlier than this fold does (a rewrite's proof can name a later seq
 * than the fork's first), or this fold holds a version of that seat's chain the author never saw: a
 * log whose cheater left out the other half of its own fork and signed on from the forked seq (two
 * `rewrite` colluders of three, simulate seed 6: the version one of them presents convicted the
 * honest seat of a state mismatch). Only a fork can make two honest folds of one step differ.
 */
function behindTheFold(w: Work, author: number, entry: LogEntry): boolean {
  const heads = headsOf(entry.body)!;
  return heads.some((h, seat) => seat !== author && h.count < w.f.stepConsumed[seat]!);
}

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
    if (behindTheFold(w, seat, entry)) return true; // see below
    reject(w, 'out-of-turn', seat, held, step, mine, `a ${body.kind} for ${body.ref} where a ${mine.kind} for ${mine.ref} was due`);
    return true;
  }
  if (!equalBytes(entry.stateHash, stepHashNow(w.ctx, w.f))) {
    // The author consumed what we consumed (causalCheck: its heads name, by id, entries we consumed)
    // and claims another state: a lie, provable by replaying those entries — unless another seat's
    // entry claims the same state, when two seats agree against this fold: then this fold is the
    // odd one out (its build or memory), and it blames nobody.
    if (othersAgree(w, seat, entry)) {
      set(w, { status: 'diverged' });
      return false;
    }
    // Its author reached this step without an entry of another seat that this fold took before it:
    // it saw that seat's chain fork, or another version of it (behindTheFold), so its state, or the
    // step it answers, is not a lie this fold can prove. It counts for nothing (the sweep, seed 21:
    // the cheater's version of the log convicted an honest seat of answering out of turn).
    if (behindTheFold(w, seat, entry)) return true;
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
