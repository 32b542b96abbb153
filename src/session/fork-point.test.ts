// A fork (an equivocation or a rewrite) excludes its seat at a point the signed entries fix, not at
// the moment the proof arrived, and the game goes on without it (forks.ts). Found by the verdict
// sweep, seed 21: a rewrite by seat 0 while seat 1 was absent; the live peers consumed the votes
// that made seat 1 absent before the proof reached them, `verify` read the proof first and stopped
// before them — live said absent [1], verify absent []; and a fork halted the game.
import { describe, expect, it } from 'vitest';
import { decodeLogEntry, entryId, makeLogEntry, type LogEntry } from '../../crypto/index';
import { simulate, type SimulateArgs } from '../cli/simulate';
import { verdictProblems } from '../cli/verdicts';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { decodeLogFile, encodeLogFile } from './log-file';
import { Replica } from './replica';
import { isCertified, replayLog, summarize, verdictLine } from './verify-log';
import { AGOT } from '../games/agot';

const SEED_21: SimulateArgs = {
  players: 3,
  seed: 21,
  tides: false,
  bots: 'random',
  faults: { delay: [1, 8], lossPerMille: 50, duplicatePerMille: 20 },
  absent: [{ seat: 1, from: 2, to: 3 }],
  cheats: [{ kind: 'rewrite', seat: 0 }],
  out: null,
};

/** The file's entries with the seat each is signed by, in file order. */
function entriesOf(log: Uint8Array): { setup: Replica['setup']; entries: { seat: number; entry: LogEntry }[] } {
  const file = decodeLogFile(log, AGOT);
  if (!file.ok) throw new RangeError(`expected a log file, got ${file.error.code}`);
  const keys = file.value.setup.seats.map((s) => Buffer.from(s.publicKey).toString('hex'));
  const entries = file.value.entries.flatMap((bytes) => {
    const e = decodeLogEntry(bytes);
    return e.ok ? [{ seat: keys.indexOf(Buffer.from(e.value.author).toString('hex')), entry: e.value }] : [];
  });
  return { setup: file.value.setup, entries };
}

/** A replica fed `entries` one at a time, advancing after each, as a live peer is. */
function live(setup: Replica['setup'], entries: readonly { seat: number; entry: LogEntry }[]): Replica {
  const r = new Replica(setup);
  for (const { seat, entry } of entries) {
    r.add(seat, entry, entryId(entry));
    r.advance();
  }
  return r;
}

const line = (r: Replica) => verdictLine(summarize(r.deviations, isCertified(r)));

describe('a fork excludes its seat where its signed entries say, and the game goes on', () => {
  it('seed 21 (rewrite by seat 0, seat 1 absent): the honest seats reach the end, every one and verify give one verdict', () => {
    const result = simulate(SEED_21);
    expect(verdictProblems(SEED_21, result)).toEqual([]);
    expect(result.winner).not.toBeNull();
    expect(result.verdict).toEqual({ certified: true, cheaters: [{ seat: 0, kind: 'equivocation' }], absent: [1] });
  }, 300_000);

  it('a commitment chained on a made-up entry for one peer and honestly for the other: both end with the equivocation proof, and verify agrees', () => {
    // Until session 6 the peer that met the bad link halted, and the other played on.
    const args: SimulateArgs = { ...SEED_21, seed: 8, faults: { delay: [1, 6] }, absent: [], cheats: [{ kind: 'half-bad-link', seat: 1 }] };
    const result = simulate(args);
    expect(verdictProblems(args, result)).toEqual([]);
    expect(result.winner).not.toBeNull();
    expect(result.verdict).toEqual({ certified: true, cheaters: [{ seat: 1, kind: 'equivocation' }], absent: [] });
  }, 300_000);

  it('seed 24 (rewrite by seat 2): the honest seats are asked again what they had answered on the forked branch, and nobody is absent', () => {
    const args: SimulateArgs = { ...SEED_21, seed: 24, faults: { delay: [1, 12] }, absent: [], cheats: [{ kind: 'rewrite', seat: 2 }] };
    const result = simulate(args);
    expect(verdictProblems(args, result)).toEqual([]);
    expect(result.verdict).toEqual({ certified: true, cheaters: [{ seat: 2, kind: 'equivocation' }], absent: [] });
  }, 300_000);

  it('a peer that learns the fork last ends where a peer that knew it first ends: the seat excluded at its fork, what was written on either version counting for nothing', () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(4), faults: { delay: [1, 4] }, syncInterval: 60 }));
    game.start();
    game.run({ until: () => game.sessions.every((s) => s.state.round >= 3) });
    const { setup, entries } = entriesOf(game.sessions[0]!.exportLog());
    // Seat 2 signs a second entry halfway along its chain: the same place, another state claimed.
    const FORKER = 2;
    const at = Math.floor(entries.filter((x) => x.seat === FORKER).length / 2);
    const original = entries.find((x) => x.seat === FORKER && x.entry.seq === at)!.entry;
    const keys = game.lobby.keys[FORKER]!;
    const other = makeLogEntry(keys.secretKey, { game: original.game, author: original.author, seq: original.seq, prev: original.prev, kind: original.kind, body: original.body, stateHash: new Uint8Array(32).fill(7) });
    const fork = { seat: FORKER, entry: other };
    const early = live(setup, [fork, ...entries]);
    const late = live(setup, [...entries, fork]);
    expect(at).toBeGreaterThan(2); // without the fork the game went on well past it
    for (const r of [early, late]) {
      expect(r.status).toBe('playing'); // waiting for the others to answer again, without seat 2
      expect(r.deviations.map((d) => `${d.code} by ${d.culprit}`)).toEqual([`equivocation by ${FORKER}`]);
      expect(r.fold.excluded).toEqual([false, false, true]);
      expect(r.fold.consumed[FORKER]).toBe(at);
    }
    expect(late.hashes).toEqual(early.hashes);
    expect(late.fold.consumed).toEqual(early.fold.consumed);
    expect(line(late)).toBe(line(early));
    // verify, reading the late peer's export, stops at the same place.
    const { entries: consumed, evidence } = late.exported();
    const replay = replayLog(encodeLogFile(setup, [...consumed, ...evidence]), AGOT);
    if ('error' in replay) throw new RangeError(replay.error);
    expect(replay.replica.hashes).toEqual(early.hashes);
    expect(line(replay.replica)).toBe(line(early));
  }, 300_000);
});
