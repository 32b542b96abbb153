// Timeouts in an order fixed by signed data (README, "Timeouts"). Every expectation of a seat has a
// ballot box. A ballot is a `timeout` entry {ref: the expectation's key, seen: how many of the
// seat's entries its author had consumed}; it counts as a VOTE when `seen` is at or below the seq of
// the seat's answer (its author had not taken the answer) and as a COUNTER above it. The seat is
// timed out only when every voter — every other seat not absent when the step began — has a vote
// in the box; one counter, or the answer with no vote at all, lets the answer stand. A seat whose
// answer lost (a late answer) has its entries voided until it acknowledges the timeout with its
// own ballot on that key. Live peers, watchers and `verify` decide the same from the same entries.
import type { LogEntry } from '../../crypto/index';

export interface Ballot {
  readonly seen: number;
  readonly entry: LogEntry;
}

export interface BallotBox {
  /** The expectation key (expectationKey). */
  readonly key: string;
  /** The seat the expectation waits for. */
  readonly seat: number;
  /** The seats whose votes time it out: every other seat not absent when its step began. */
  readonly voters: readonly number[];
  /** The first ballot of each voter, in its chain. */
  readonly ballots: Map<number, Ballot>;
  outcome: 'open' | 'answered' | 'timed-out';
  /** The seq of the seat's entry that settled it (outcome 'answered'). */
  answeredAt: number | null;
}

export class Timeouts {
  private readonly boxes = new Map<string, BallotBox>();
  /** Seats timed out since their last answer: not voters, and played by the timeout bot. */
  readonly absent = new Set<number>();
  /** Per seat, the key of its late (voided) answer, until it acknowledges that timeout. */
  readonly voided = new Map<number, string>();
  /** Boxes with at least one ballot whose voters have not all voted: a voter may owe a ballot. */
  readonly contested = new Set<string>();
  /** Set when a box this replica settled by the answer gathers every voter's vote (see Replica.refold). */
  diverged: string | null = null;

  get(key: string): BallotBox | undefined {
    return this.boxes.get(key);
  }

  /** The box of `key`, opened with `voters` if it has none yet. */
  open(key: string, seat: number, voters: readonly number[]): BallotBox {
    let box = this.boxes.get(key);
    if (box === undefined) {
      box = { key, seat, voters, ballots: new Map(), outcome: 'open', answeredAt: null };
      this.boxes.set(key, box);
    }
    return box;
  }

  isTimedOut(key: string): boolean {
    return this.boxes.get(key)?.outcome === 'timed-out';
  }

  /** Records `voter`'s first ballot; later ones of the same voter change nothing. */
  cast(box: BallotBox, voter: number, ballot: Ballot): void {
    if (!box.voters.includes(voter) || box.ballots.has(voter)) return;
    box.ballots.set(voter, ballot);
    if (box.voters.every((v) => box.ballots.has(v))) this.contested.delete(box.key);
    else this.contested.add(box.key);
  }

  answered(box: BallotBox, seq: number): void {
    box.outcome = 'answered';
    box.answeredAt = seq;
    this.absent.delete(box.seat);
  }

  timedOut(box: BallotBox): void {
    box.outcome = 'timed-out';
    this.absent.add(box.seat);
    this.contested.delete(box.key);
  }
}
