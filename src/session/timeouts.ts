// Timeouts in an order fixed by signed data (README, "Timeouts"), as plain data. Every expectation
// of a seat has a ballot box. A ballot is a `timeout` entry {ref: the expectation's key, seen: how
// many of the seat's entries its author had consumed}; it counts as a VOTE when `seen` is at or
// below the seq of the seat's answer (its author had not taken the answer) and as a COUNTER above
// it. The seat is timed out when a quorum (setup.ts timeoutQuorum) of its voters — the other seats
// not absent when the step began — has a vote in the box (README, "Timeouts"). A seat whose answer
// lost (a late answer) has its entries voided until it acknowledges the timeout with its own ballot
// on that key, and so has a seat that wrote entries after taking that answer. Live peers, watchers and `verify` decide the same from
// the same entries. Every function returns new data and changes none it is given.
import type { LogEntry } from '../../crypto/index';
import { emptyKeyMap, getKey, knownEmpty, setKey, type KeyMap } from './key-map';

export interface Ballot {
  readonly seen: number;
  readonly entry: LogEntry;
}

export interface BallotBox {
  /** The expectation key (expectationKey). */
  readonly key: string;
  /** The seat the expectation waits for. */
  readonly seat: number;
  /** The seats whose votes count: every other seat. */
  readonly voters: readonly number[];
  /** How many votes time it out (fixed when its step began: setup.ts timeoutQuorum). */
  readonly quorum: number;
  /** Per seat, its first ballot in its chain (null: none yet, or not a voter). */
  readonly ballots: readonly (Ballot | null)[];
  readonly outcome: 'open' | 'answered' | 'timed-out';
  /** The seq of the seat's entry that settled it (outcome 'answered'). */
  readonly answeredAt: number | null;
  /** The seq of the seat's late answer, once one was consumed (outcome 'timed-out'). */
  readonly lateAt?: number;
}

export interface Timeouts {
  readonly boxes: KeyMap<BallotBox>;
  /** Per seat, whether it was timed out since its last answer: not a voter, played by the timeout bot. */
  readonly absent: readonly boolean[];
  /**
   * Per seat while it is absent, the key of the timeout that began its absence (null while present):
   * it names the absence a replacement vote is cast in (fold.ts, README "Replacing a seat").
   */
  readonly absentSince: readonly (string | null)[];
  /** Per seat, the key of its late (voided) answer, until it acknowledges that timeout. */
  readonly voided: readonly (string | null)[];
  /** Keys of the boxes with at least one ballot whose voters have not all voted, sorted. */
  readonly contested: readonly string[];
  /** Set when a box this replica settled by the answer gathers a quorum of votes (see Replica.refold). */
  readonly diverged: string | null;
  /**
   * Entries on a branch the game did not take (README, "Timeouts"), by entry id (hex): a late answer,
   * what its author wrote until it acknowledged the timeout, and entries of other seats written after
   * consuming such an entry as live. Each maps to the key of the timeout that killed the branch.
   */
  readonly dead: KeyMap<string>;
}

export function newTimeouts(seats: number): Timeouts {
  return { boxes: emptyKeyMap(), absent: Array.from({ length: seats }, () => false), absentSince: Array.from({ length: seats }, () => null), voided: Array.from({ length: seats }, () => null), contested: [], diverged: null, dead: emptyKeyMap() };
}

export function boxOf(t: Timeouts, key: string): BallotBox | undefined {
  return getKey(t.boxes, key);
}

export function isTimedOut(t: Timeouts, key: string): boolean {
  return boxOf(t, key)?.outcome === 'timed-out';
}

/** The timeouts with the box of `key` opened (with `voters`) if it had none yet. */
export function openBox(t: Timeouts, key: string, seat: number, voters: readonly number[], quorum: number): Timeouts {
  if (boxOf(t, key) !== undefined) return t;
  const box: BallotBox = { key, seat, voters, quorum, ballots: t.absent.map(() => null), outcome: 'open', answeredAt: null };
  return { ...t, boxes: setKey(t.boxes, key, box) };
}

function withBox(t: Timeouts, box: BallotBox): Timeouts {
  return { ...t, boxes: setKey(t.boxes, box.key, box) };
}

function replaced<T>(list: readonly T[], i: number, value: T): readonly T[] {
  const copy = [...list];
  copy[i] = value;
  return copy;
}

/** Records `voter`'s first ballot in the box of `key`; a non-voter's, or a later one, changes nothing. */
export function castBallot(t: Timeouts, key: string, voter: number, ballot: Ballot): Timeouts {
  const box = boxOf(t, key);
  if (box === undefined || !box.voters.includes(voter) || box.ballots[voter] !== null) return t;
  const next: BallotBox = { ...box, ballots: replaced(box.ballots, voter, ballot) };
  const full = next.voters.every((v) => next.ballots[v] !== null);
  const others = t.contested.filter((k) => k !== key);
  return { ...withBox(t, next), contested: full ? others : t.contested.includes(key) ? t.contested : [...t.contested, key].sort() };
}

/** The box of `key` settled by the seat's entry at `seq`: the seat is present again. */
export function markAnswered(t: Timeouts, key: string, seq: number): Timeouts {
  const box = boxOf(t, key)!;
  return { ...withBox(t, { ...box, outcome: 'answered', answeredAt: seq }), absent: replaced(t.absent, box.seat, false), absentSince: replaced(t.absentSince, box.seat, null) };
}

/** The box of `key` timed out: its seat is absent until its next answer. */
export function markTimedOut(t: Timeouts, key: string): Timeouts {
  const box = boxOf(t, key)!;
  const since = t.absent[box.seat] === true ? t.absentSince[box.seat]! : key;
  return { ...withBox(t, { ...box, outcome: 'timed-out' }), absent: replaced(t.absent, box.seat, true), absentSince: replaced(t.absentSince, box.seat, since), contested: t.contested.filter((k) => k !== key) };
}

/**
 * The seat handed to a substitute (fold.ts, README "Replacing a seat"): present, with nothing of its
 * old key's owed (no absence, no late answer to acknowledge): the substitute starts afresh.
 */
export function withPresent(t: Timeouts, seat: number): Timeouts {
  return { ...t, absent: replaced(t.absent, seat, false), absentSince: replaced(t.absentSince, seat, null), voided: replaced(t.voided, seat, null) };
}

/** The seat's late answer to `key` voided (null: acknowledged, its entries count again). */
export function withVoided(t: Timeouts, seat: number, key: string | null): Timeouts {
  return { ...t, voided: replaced(t.voided, seat, key) };
}

/** Notes the first box found settled on the losing branch. */
export function withDiverged(t: Timeouts, key: string): Timeouts {
  return t.diverged === null ? { ...t, diverged: key } : t;
}

/** Whether no branch is dead yet (then no entry is on one). */
export function noDeadBranch(t: Timeouts): boolean {
  return knownEmpty(t.dead);
}

/** The timeout key whose branch the entry `id` (hex) is on, if it is dead. */
export function deadKeyOf(t: Timeouts, id: string): string | undefined {
  return getKey(t.dead, id);
}

/** The entry `id` (hex) is on the branch that the timeout of `key` killed. */
export function withDead(t: Timeouts, id: string, key: string): Timeouts {
  return { ...t, dead: setKey(t.dead, id, key) };
}

/** The box of `key` got its seat's late answer at `seq` (the line between votes and counters). */
export function withLateAt(t: Timeouts, key: string, seq: number): Timeouts {
  const box = boxOf(t, key)!;
  return box.lateAt !== undefined ? t : withBox(t, { ...box, lateAt: seq });
}

/**
 * The timeouts once `seat` is excluded (fold.ts): it leaves the voters of every box still open, its
 * ballot there no longer counts, and each such box's quorum is `quorum(box, voters)` among the rest.
 * Settled boxes keep what they decided.
 */
export function withoutVoter(t: Timeouts, seat: number, quorum: (box: BallotBox, voters: readonly number[]) => number): Timeouts {
  let next = t;
  for (const bucket of t.boxes) {
    for (const [key, box] of bucket) {
      if (box.outcome !== 'open' || !box.voters.includes(seat)) continue;
      const voters = box.voters.filter((v) => v !== seat);
      const changed: BallotBox = { ...box, voters, quorum: quorum(box, voters), ballots: replaced(box.ballots, seat, null) };
      const full = voters.every((v) => changed.ballots[v] !== null);
      const anyBallot = voters.some((v) => changed.ballots[v] !== null);
      const others = next.contested.filter((k) => k !== key);
      next = { ...withBox(next, changed), contested: !full && anyBallot ? [...others, key].sort() : others };
    }
  }
  return next;
}
