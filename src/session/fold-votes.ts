// Ballots (README, "Timeouts"; the boxes themselves are timeouts.ts): who votes on an
// expectation and how many make a quorum, when a held answer may be taken, when a seat is timed
// out, the dead-branch judgement, a late seat's ballots, and the circles of answers outvoted by
// ballots queued behind each other.
import { toHex, utf8Bytes, type LogEntry } from '../../crypto/index';
import { headsOf, parseBody } from './entry-body';
import { expectationKey, type Expectation } from './expectation';
import { commitmentOf } from './sealed-round';
import { addToStep } from './step-log';
import { boxOf, castBallot, deadKeyOf, markAnswered, noDeadBranch, markTimedOut, openBox, withDiverged, withVoided, type Ballot, type BallotBox } from './timeouts';
import { pastFork } from './forks';
import { answerSeq, ballotOf, heldCount } from './fold-chains';
import { fail } from './fold-settle';
import { BALLOT_LOOKAHEAD, type HeldEntry, type Step, activeSeats, quorumOf } from './fold-state';
import { currentStep, everySeatAnswers } from './fold-steps';
import { type Work, record, set } from './fold-work';

/**
 * The seats that vote on an expectation: every other seat, absent ones too (a timed-out seat's
 * page may well be open): were the absent left out, colluders who made the honest seats absent
 * would then vote alone.
 */
function votersOf(w: Work, e: Pick<Expectation, 'seat'>): number[] {
  return activeSeats(w.f).filter((s) => s !== e.seat);
}

/** The quorum of `key`'s box among `voters` (fold-state.ts quorumOf: at least one vote). */
function quorumFor(w: Work, key: string, voters: readonly number[]): number {
  return quorumOf(w.ctx, w.f.stepAbsent, w.f.excluded, key, voters);
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
export function deadBranchOf(w: Work, author: number, entry: LogEntry): string | null | 'unknown' {
  if (noDeadBranch(w.f.timeouts)) return null; // most of a game: no head to look up (1 % of a game's profile)
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
export function acknowledges(w: Work, author: number, entry: LogEntry, key: string): boolean {
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
  // The box was timed out (lateAt), so at least one vote closed it (quorumOf), and it keeps the
  // voters and quorum it had then (withoutVoter changes open boxes only): a seat excluded since
  // changes neither whose votes count here nor how many it takes (no-voter.test.ts).
  return votes >= box.quorum ? true : unheld ? 'unknown' : false;
}

/** The expectation was settled by the seat's own entry at `seq`. */
export function answered(w: Work, e: Expectation, seq: number): void {
  const key = openBoxOf(w, e);
  set(w, { timeouts: markAnswered(w.f.timeouts, key, seq) });
  // A seat set aside is back: the next fresh joint deck and the end count on it again.
  if (w.f.setAside[e.seat] === true) set(w, { setAside: w.f.setAside.map((x, seat) => x && seat !== e.seat) });
}

/**
 * Whether the seat's entry at `seq` may settle `e` now: not while a quorum of votes is held against
 * it; otherwise when no vote stands against it, or a voter took it before it voted (a counter).
 */
export function mayAnswer(w: Work, e: Expectation, seq: number): boolean {
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
  // A seat left alone (every other one excluded) has no voters: no vote, and a quorum of at least one.
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
export function votesWhileLate(w: Work, voter: number, voided: string, key: string, open: readonly Expectation[]): boolean {
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
export function closeOutvotedCircle(w: Work, step: Step, open: readonly Expectation[]): boolean {
  const waiting = open.filter((e) => boxOf(w.f.timeouts, expectationKey(e))?.outcome !== 'timed-out' && answerSeq(w.f, w.held, e.seat) !== null);
  if (waiting.length === 0) return false;
  let circle = [...answeredInStep(w, step), ...waiting];
  let votes: ReturnType<typeof circleVotes>[];
  for (;;) {
    const seats = circle.map((e) => e.seat);
    votes = circle.map((e) => circleVotes(w, e, seats));
    // An answer nobody can vote on (a seat left alone) is never outvoted: no vote reaches a quorum.
    const kept = circle.filter((e, i) => votes[i]!.length >= quorumFor(w, expectationKey(e), votersOf(w, e)));
    if (kept.length === circle.length) break;
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
  circle.forEach((e, i) => {
    const key = openBoxOf(w, e);
    for (const { voter, ballot } of votes[i]!) set(w, { timeouts: castBallot(w.f.timeouts, key, voter, ballot) });
  });
  for (const e of circle) closeIfVotedOut(w, e);
  return true;
}

/**
 * The expectations of a step where every seat answers (the keys, a sealed set's commitments or
 * openings) that this fold settled by their seat's answer. Not the reseeds of a mid-game audit.
 */
function answeredInStep(w: Work, step: Step): Expectation[] {
  return everySeatAnswers(w.ctx, w.f, step).filter((e) => e.kind !== 'reseed' && boxOf(w.f.timeouts, expectationKey(e))?.outcome === 'answered');
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
export function considerBallot(w: Work, voter: number, held: HeldEntry, key: string, seen: number, open: readonly Expectation[]): boolean {
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
      set(w, { timeouts: votes >= cast.quorum ? withDiverged(timeouts, key) : timeouts });
    }
    return true;
  }
  // A seat's ballot on its own open expectation changes nothing; any other key is not open yet.
  return target !== undefined;
}

/** Times the seat out once a quorum of its voters has voted (each saw the seat's chain without its answer). */
export function closeIfVotedOut(w: Work, target: Expectation): boolean {
  const box = boxOf(w.f.timeouts, expectationKey(target));
  if (box === undefined || box.outcome !== 'open') return false;
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
