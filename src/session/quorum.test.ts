// Timeouts by a quorum of votes (README, "Timeouts"; setup.ts timeoutQuorum). Two seats gone at
// once no longer wait for each other's votes (the liveness hole of issue 14), and what k colluding
// voters can do with votes cast the moment an expectation opens (finding 9 of issue 14): fewer than
// the quorum time nobody out; half the table can make seats absent, never cheaters.
import { describe, expect, it } from 'vitest';
import type { Clock } from './clock';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { isCertified, replayLog, summarize, verdictLine } from './verify-log';
import { AGOT, type Agot } from '../games/agot';

const DEADLINES = { move: 2_000, sealed: 2_000, deck: 8_000 };

/** A seat's clock on which every deadline fires after 1 ms: it votes the moment an expectation opens. */
const eager = (clock: Clock): Clock => ({
  now: () => clock.now(),
  schedule: (delay, fn) => clock.schedule(Object.values(DEADLINES).includes(delay) ? 1 : delay, fn),
});

/** The live verdict line of `seat` and the one `verify` gives for its exported log. */
function verdicts(game: InMemoryGame<Agot>, seat: number) {
  const s = game.sessions[seat]!;
  const replay = replayLog(s.exportLog(), AGOT);
  if ('error' in replay) throw new RangeError(replay.error);
  return { live: verdictLine(summarize(s.proofs, isCertified(s.replica))), verify: verdictLine(summarize([...replay.replica.deviations, ...replay.forged], isCertified(replay.replica))) };
}

describe('two seats gone at once', () => {
  it('4 players: the other two go on without them (the old rule waited for the gone seats to vote on each other), and the two return', () => {
    const game = new InMemoryGame(agot({ players: 4, seed: seedBytes(41), faults: { delay: [1, 6] }, syncInterval: 60, deadlines: DEADLINES }));
    game.start();
    // Into round 2's planning phase (no deck step until the next Westeros phase, but for a Raven's
    // look), then seats 1 and 2 close their pages together.
    const planning = (round: number) => game.sessions.every((s) => s.state.round === round && s.state.stack[1]?.kind === 'planning');
    game.run({ until: () => planning(2) });
    const before = game.sessions[0]!.replica.hashes.length;
    game.sessions[1]!.close();
    game.sessions[2]!.close();
    const away = game.clock.now();
    // The orders of all four houses are applied together once the sealed decision is settled.
    game.run({ until: () => game.sessions[0]!.replica.hashes.length >= before + 4, maxTime: away + 60_000 });
    // Each sealed step of a gone seat was timed out by the two present seats' votes: 2 of its 3
    // voters (the old rule waited for the other gone seat's vote, forever).
    expect(game.sessions[0]!.replica.hashes.length).toBeGreaterThanOrEqual(before + 4);
    for (const seat of [0, 3]) {
      expect(summarize(game.sessions[seat]!.proofs, false)).toMatchObject({ cheaters: [], absent: [1, 2] });
      const { live, verify } = verdicts(game, seat);
      expect(verify).toBe(live);
    }
    // They come back (a reload each) and the game goes on with all four, to round 3.
    game.restart(1);
    game.restart(2);
    game.run({ until: () => game.sessions.every((s) => s.state.round >= 3), maxTime: game.clock.now() + 2_000_000 });
    expect(game.sessions.map((s) => s.state.round >= 3)).toEqual([true, true, true, true]);
    const common = Math.min(...game.sessions.map((s) => s.replica.hashes.length));
    for (const s of game.sessions) expect(s.replica.hashes.slice(0, common)).toEqual(game.sessions[0]!.replica.hashes.slice(0, common));
    for (const s of game.sessions) expect(summarize(s.proofs, false).cheaters).toEqual([]);
  }, 600_000);
});

describe('finding 9: colluders who vote the moment every expectation opens', () => {
  function collusion(players: number, colluders: readonly number[], seed: number) {
    const game = new InMemoryGame(agot({
      players,
      seed: seedBytes(seed),
      faults: { delay: [1, 6] },
      syncInterval: 60,
      deadlines: DEADLINES,
      wrapClock: (seat, clock) => (colluders.includes(seat) ? eager(clock) : clock),
    }));
    game.start();
    game.run({ until: () => game.sessions.every((s) => s.state.round >= 3), maxTime: 3_000_000 });
    const honest = game.sessions.filter((s) => !colluders.includes(s.seat));
    expect(honest.every((s) => s.state.round >= 3 || s.status === 'finished')).toBe(true);
    for (const s of honest) expect(s.replica.hashes).toEqual(honest[0]!.replica.hashes);
    for (const s of honest) expect(verdicts(game, s.seat).verify).toBe(verdicts(game, s.seat).live);
    return honest.map((s) => summarize(s.proofs, false));
  }

  it('1 of 4 (below the quorum of 2): nobody is timed out, nobody blamed', () => {
    for (const v of collusion(4, [2], 43)) expect(v).toMatchObject({ cheaters: [], absent: [] });
  }, 600_000);

  it('2 of 5 (below the quorum of 3): nobody is timed out, nobody blamed', () => {
    for (const v of collusion(5, [1, 3], 44)) expect(v).toMatchObject({ cheaters: [], absent: [] });
  }, 600_000);

  it('2 of 4 (half the table, the quorum): they can make the others absent, one decision at a time — never cheaters', () => {
    const seen = collusion(4, [2, 3], 45);
    for (const v of seen) {
      expect(v.cheaters).toEqual([]);
      for (const seat of v.absent) expect([0, 1]).toContain(seat);
    }
    expect(seen.some((v) => v.absent.length > 0)).toBe(true);
  }, 600_000);
});
