// "No vote is no quorum", at its root (fold-state.ts quorumOf): a box's quorum is never below one
// vote. Until session 17 a deck step's quorum of every voter was 0 for a seat left alone, and four
// places guarded against it (mayAnswer, closeOutvotedCircle, the diverged ballot of considerBallot,
// closeIfVotedOut). These tests pin what the rule at the root must keep: the quorum changes only
// where nobody can vote; a box whose last voters are excluded while it is open (exclude's
// withoutVoter recomputes its quorum: a rule kept only at the call sites of fold-votes.ts would
// miss it) stays open to the lone seat's answer; and a box already timed out keeps the voters and
// quorum that closed it, which knewTimedOut reads to judge who knew of the timeout.
// The whole-game cases are lone-seat.test.ts and deck-no-seat.test.ts.
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../crypto/index';
import { bodyValue, type Head } from './entry-body';
import { bottedOnTimeout, expectationKey, type Expectation } from './expectation';
import { foldContext, initialFold, quorumOf, type FoldContext, type HeldChains, type HeldEntry } from './fold-state';
import { acknowledges, closeIfVotedOut, considerBallot, mayAnswer } from './fold-votes';
import { exclude, set, work, type Work } from './fold-work';
import { timeoutQuorum } from './setup';
import { boxOf, withLateAt } from './timeouts';
import { harnessConfig, makeLobby, seedBytes } from '../games/agot-harness';

const KINDS: readonly Expectation['kind'][] = ['key', 'move', 'commit', 'open', 'release', 'shuffle', 'lock', 'share', 'blind', 'strip', 'seed', 'final', 'reseed'];

/** Every subset of `n` seats, as flags. */
function subsets(n: number): boolean[][] {
  return Array.from({ length: 2 ** n }, (_, bits) => Array.from({ length: n }, (_, seat) => (bits & (1 << seat)) !== 0));
}

function context(players: number): FoldContext {
  return foldContext(makeLobby(harnessConfig({ players }), seedBytes(17)).setup);
}

/** A `timeout` entry of `author` at `seq` on `key`, having consumed `heads` (counts only: the fold reads no id here). */
function ballotEntry(author: number, seq: number, key: string, seen: number, heads: readonly number[]): HeldEntry {
  const headList: Head[] = heads.map((count) => ({ count, id: new Uint8Array(32) }));
  const entry = { author: new Uint8Array(32).fill(author), seq, kind: 'timeout', body: bodyValue({ kind: 'timeout', ref: key, seen }, headList) } as unknown as LogEntry;
  return { entry, id: new Uint8Array(32).fill(seq + 10 * author) };
}

/** Held chains from a list per seat (seq = index). */
function chains(perSeat: readonly (readonly HeldEntry[])[]): HeldChains {
  return perSeat.map((list) => ({ get: (seq: number) => list[seq], has: (seq: number) => list[seq] !== undefined }));
}

const SHUFFLE: Expectation = { seat: 2, kind: 'shuffle', ref: 'deck/0', deadline: 'deck' };
const KEY = expectationKey(SHUFFLE);

describe('a quorum is at least one vote (quorumOf)', () => {
  it('differs from every voter (a deck step) or timeoutQuorum (a player decision) only where nobody can vote', () => {
    let noVoter = 0;
    const wrong: string[] = [];
    for (let players = 3; players <= 6; players++) {
      const ctx = context(players);
      for (const excluded of subsets(players)) {
        for (const stepAbsent of subsets(players)) {
          for (const kind of KINDS) {
            const seat = excluded.indexOf(false);
            if (seat < 0) continue;
            const voters = excluded.flatMap((x, s) => (x || s === seat ? [] : [s]));
            const key = expectationKey({ seat, kind, ref: 'r' });
            const seats = excluded.filter((x) => !x).length;
            const rule = bottedOnTimeout(kind) ? Math.max(1, timeoutQuorum(seats, voters.filter((v) => !stepAbsent[v]).length)) : voters.length;
            const q = quorumOf(ctx, stepAbsent, excluded, key, voters);
            if (voters.length === 0) noVoter++;
            if (voters.length === 0 ? q !== 1 : q !== rule) wrong.push(`${players} players, ${key}, voters ${voters.join()}: ${q}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(noVoter).toBeGreaterThan(0);
  });
});

describe("a deck step's box whose voters are excluded", () => {
  /** Seat 2 owes a shuffle of a 3-seat game; seat 0 holds a vote against it (and seat 1 too, with `both`). */
  function votedOn(both: boolean): Work {
    const ctx = context(3);
    const vote0 = ballotEntry(0, 0, KEY, 0, [0, 0, 0]);
    const vote1 = ballotEntry(1, 0, KEY, 0, [0, 0, 0]);
    const w = work(ctx, initialFold(ctx), chains([[vote0], both ? [vote1] : [], []]));
    expect(considerBallot(w, 0, vote0, KEY, 0, [SHUFFLE])).toBe(true);
    if (both) expect(considerBallot(w, 1, vote1, KEY, 0, [SHUFFLE])).toBe(true);
    return w;
  }

  it('both voters voting time the seat out (the control: the box can close)', () => {
    const w = votedOn(true);
    expect(boxOf(w.f.timeouts, KEY)).toMatchObject({ voters: [0, 1], quorum: 2, outcome: 'timed-out' });
    expect(w.f.deviations.map((d) => [d.code, d.culprit])).toEqual([['withheld', 2]]);
  });

  it('open when its last voters are excluded: a quorum of one among none, the box stays open and the lone seat may answer', () => {
    const w = votedOn(false);
    expect(boxOf(w.f.timeouts, KEY)).toMatchObject({ voters: [0, 1], quorum: 2, outcome: 'open' });
    exclude(w, 1);
    expect(boxOf(w.f.timeouts, KEY)).toMatchObject({ voters: [0], quorum: 1, outcome: 'open' });
    exclude(w, 0);
    // withoutVoter recomputed the quorum through quorumOf: 1, not "every voter" = 0, which its
    // 0 votes reached (the box closed against the seat's own answer, as in lone-seat.test).
    expect(boxOf(w.f.timeouts, KEY)).toMatchObject({ voters: [], quorum: 1, outcome: 'open' });
    expect(closeIfVotedOut(w, SHUFFLE)).toBe(false);
    expect(boxOf(w.f.timeouts, KEY)!.outcome).toBe('open');
    expect(mayAnswer(w, SHUFFLE, 0)).toBe(true);
    expect(w.f.deviations).toEqual([]);
  });

  it('timed out, it keeps the voters and quorum that closed it: who knew of the timeout (knewTimedOut) is judged the same after its voters are excluded', () => {
    const w = votedOn(true);
    // Seat 2's shuffle came late, at its seq 0; seat 1 then writes at its seq 1 having read seat
    // 0's chain up to its vote (heads 1), or not (heads 0): a quorum of 2 votes known, or 1.
    set(w, { timeouts: withLateAt(w.f.timeouts, KEY, 0) });
    const knowing = ballotEntry(1, 1, 'other', 0, [1, 1, 0]).entry;
    const unaware = ballotEntry(1, 1, 'other', 0, [0, 1, 0]).entry;
    const judged = () => [acknowledges(w, 1, knowing, KEY), acknowledges(w, 1, unaware, KEY)];
    expect(judged()).toEqual([true, false]);
    const box = boxOf(w.f.timeouts, KEY);
    exclude(w, 0);
    // Were the box's voters cut to [1], seat 1's own vote alone would be a quorum (both true); cut to
    // none, "every voter" would be 0 of 0, vacuously known (both true), or no quorum (both false).
    expect(boxOf(w.f.timeouts, KEY)).toBe(box);
    expect(judged()).toEqual([true, false]);
    exclude(w, 1);
    expect(boxOf(w.f.timeouts, KEY)).toBe(box);
    expect(judged()).toEqual([true, false]);
  });
});
