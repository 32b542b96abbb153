// Finding 6 of issue 14, "no single fault stops the game": a seat convicted with a transferable
// proof is excluded at the point of the canonical order where the proof is established, and the
// game goes on to its end among the other seats (README, "Exclusion"). On the old main each of
// these attacks halted every honest peer at the cheat (the sweep: 4 of 12 games reached the end).
import { describe, expect, it } from 'vitest';
import { decodeLogEntry, entryId, toHex, type LogEntry } from '../../crypto/index';
import { simulate, type SimulateArgs } from '../cli/simulate';
import { verdictProblems } from '../cli/verdicts';
import type { Fold } from './fold';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { decodeLogFile, encodeLogFile } from './log-file';
import { Replica } from './replica';
import type { AttackKind } from './malicious.testkit';
import { isCertified, replayLog, summarize, verdictLine } from './verify-log';
import { AGOT } from '../games/agot';

const CHEATER = 1;

function game(kind: AttackKind, seed: number): SimulateArgs {
  return { players: 3, seed, tides: false, bots: 'random', faults: { delay: [1, 4] }, absent: [], cheats: [{ kind, seat: CHEATER }], out: null };
}

/** The file's entries in another order (reversed, then every other one first): the fold re-derives the canonical order. */
function reordered(log: Uint8Array): Uint8Array {
  const file = decodeLogFile(log, AGOT);
  if (!file.ok) throw new RangeError(`expected a log file, got ${file.error.code}`);
  const reversed = [...file.value.entries].reverse();
  const mixed = [...reversed.filter((_, i) => i % 2 === 0), ...reversed.filter((_, i) => i % 2 === 1)];
  return encodeLogFile(file.value.setup, mixed.flatMap((bytes) => {
    const e = decodeLogEntry(bytes);
    return e.ok ? [e.value] : [];
  }));
}

describe('a convicted seat is excluded and the game goes on (finding 6)', () => {
  // Each attack deviates once; `code` is the proof that convicts it.
  it.each([
    { kind: 'out-of-turn', code: 'out-of-turn', seed: 1 },
    { kind: 'illegal-move', code: 'illegal-move', seed: 2 },
    { kind: 'bad-opening', code: 'bad-opening', seed: 3 },
    { kind: 'bad-share', code: 'bad-share', seed: 6 },
    // A link to a made-up previous entry halted every peer until session 6: now a fork (forks.ts).
    { kind: 'bad-link', code: 'bad-chain', seed: 7 },
  ] as const)('$kind: the honest seats reach the end at one state, the cheater is named with its proof, verify agrees', ({ kind, code, seed }) => {
    const args = game(kind, seed);
    const result = simulate(args);
    expect(verdictProblems(args, result)).toEqual([]);
    expect(result.winner).not.toBeNull();
    // Certified by every seat not excluded, the cheater listed once, with the kind of its deviation.
    expect(result.verdict).toEqual({ certified: true, cheaters: [{ seat: CHEATER, kind: code }], absent: [] });
    const replay = replayLog(result.log, AGOT);
    if ('error' in replay) throw new RangeError(replay.error);
    const { replica } = replay;
    expect(replica.status).toBe('finished');
    expect(replica.certificate!.seats).toEqual([0, 2]);
    expect(replica.hashes.at(-1)).toBe(result.finalHashes.get(0));
    const proof = replica.deviations.find((d) => d.code === code)!;
    expect(proof.culprit).toBe(CHEATER);
    expect(proof.entries.length).toBeGreaterThan(0);
    expect(proof.entries.every((e) => toHex(e.author) === toHex(replica.setup.seats[CHEATER]!.publicKey))).toBe(true);
    // The point of exclusion is canonical: the same entries in another order give the same game and verdict.
    const again = replayLog(reordered(result.log), AGOT);
    if ('error' in again) throw new RangeError(again.error);
    expect(again.replica.hashes).toEqual(replica.hashes);
    expect(verdictLine(summarize(again.replica.deviations, isCertified(again.replica)))).toBe(verdictLine(result.verdict));
  }, 300_000);
});

describe('a peer whose own state is wrong (item 4 of finding 6)', () => {
  it('sees two other seats sign a state it does not compute: it blames nobody, refolds from the signed entries and agrees again', () => {
    const live = new InMemoryGame(agot({ players: 3, seed: seedBytes(4), faults: { delay: [1, 3] }, syncInterval: 60 }));
    live.start();
    expect(live.run({ until: () => live.sessions[0]!.state.round >= 3 })).toBe('until');
    const entries = live.sessions[0]!.entries();
    const ids = entries.map((e) => entryId(e));
    // A sealed step of round 2 where every seat commits: each seat's commitment signs the same state.
    const commits = entries.filter((e) => e.kind === 'commit');
    const moveCountOf = (e: LogEntry) => (e.body as { ref: string }).ref.split('@')[1];
    const target = commits.find((e, i) => i >= 3 && commits.filter((c) => moveCountOf(c) === moveCountOf(e)).length === 3)!;
    const sealedSet = commits.filter((c) => moveCountOf(c) === moveCountOf(target));
    const firstCommitSeq = new Map(sealedSet.map((c) => [toHex(c.author), c.seq]));
    const seatOf = (e: LogEntry) => live.setup.seats.findIndex((s) => toHex(s.publicKey) === toHex(e.author));

    // This peer has consumed everything before that step; then its memory is corrupted (its step hash).
    const peer = new Replica(live.setup);
    const before = entries.filter((e) => e.seq < firstCommitSeq.get(toHex(e.author))!);
    for (const e of before) peer.add(seatOf(e), e, ids[entries.indexOf(e)]!);
    peer.advance();
    expect(peer.status).toBe('playing');
    const inside = peer as unknown as { f: Fold };
    inside.f = { ...inside.f, stepHash: new Uint8Array(32).fill(9) };
    for (const e of entries) if (!before.includes(e)) peer.add(seatOf(e), e, ids[entries.indexOf(e)]!);
    peer.advance();
    expect(peer.status).toBe('diverged');
    expect(peer.deviations).toEqual([]);
    // The resync: a fold from the first held entry, which the others signed.
    expect(peer.resync()).toBe('playing');
    expect(peer.deviations).toEqual([]);
    expect(peer.hashes).toEqual(live.sessions[0]!.replica.hashes);
  }, 120_000);
});
