// An attacker's pass (session 16): two cheaters of three convicted, one honest seat left alone. Its
// deck steps have no voters (every other seat excluded) and, for a deck step, a quorum of every
// voter: none. mayAnswer counted 0 votes >= a quorum of 0 as a quorum held against the lone seat's
// own shuffle, so it never took it: the honest seat stayed 'playing' for ever (the simulation ran
// out its clock, 62,598 messages, no winner, no certificate). The same circle of none as 894f50b
// fixed in closeOutvotedCircle, on the other path.
import { describe, expect, it } from 'vitest';
import { simulate, type SimulateArgs } from '../cli/simulate';
import { verdictProblems } from '../cli/verdicts';
import type { AttackKind } from './malicious.testkit';
import { replayLog } from './verify-log';
import { AGOT } from '../games/agot';

function twoCheaters(first: AttackKind, second: AttackKind, seed: number): SimulateArgs {
  return {
    players: 3,
    seed,
    tides: false,
    bots: 'random',
    faults: { delay: [1, 6], lossPerMille: 20, duplicatePerMille: 20 },
    absent: [],
    cheats: [
      { kind: first, seat: 0 },
      { kind: second, seat: 1 },
    ],
    out: null,
  };
}

describe('a seat left alone by two convicted cheaters plays the game to its end', () => {
  it.each([
    { first: 'illegal-move', second: 'equivocate', seed: 3, kinds: ['illegal-move', 'equivocation'] },
    { first: 'bad-share', second: 'bad-link', seed: 3, kinds: ['bad-share', 'bad-chain'] },
  ] as const)('$first@0 and $second@1: seat 2 finishes, certified alone, and verify agrees', ({ first, second, seed, kinds }) => {
    const args = twoCheaters(first, second, seed);
    const result = simulate(args);
    expect(verdictProblems(args, result)).toEqual([]);
    expect(result.winner).not.toBeNull();
    expect(result.verdict).toEqual({ certified: true, cheaters: [{ seat: 0, kind: kinds[0] }, { seat: 1, kind: kinds[1] }], absent: [] });
    const replay = replayLog(result.log, AGOT);
    if ('error' in replay) throw new RangeError(replay.error);
    expect(replay.replica.status).toBe('finished');
    expect(replay.replica.certificate!.seats).toEqual([2]);
    expect(replay.replica.hashes.at(-1)).toBe(result.finalHashes.get(2));
  }, 300_000);
});
