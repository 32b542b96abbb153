// Replacing a seat (README, "Replacing a seat"; issue 18): while a seat is absent, every other seat
// not excluded may vote to hand it to the timeout bot for the rest of the game. The hand-over takes
// effect at a point of the canonical order fixed by signed data (the end of the first step whose
// answers acknowledge every vote), so live peers and `verify` replace it at the same step; the seat
// is then out of the game like an excluded one — but listed as replaced, never as a cheater — and
// the game reaches a certificate without it. Without the vote, a seat gone for good stops the game
// at its end (its seed is needed for the audit).
import { describe, expect, it } from 'vitest';
import { isStopped } from './fold';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import type { Body } from './entry-body';
import type { Session } from './session';
import { DEADLINES, GONE, gameWithAGoneSeat, verdicts } from '../games/gone-seat.testkit';
import type { Agot } from '../games/agot';

const present = (game: InMemoryGame<Agot>) => game.sessions.filter((s) => s.seat !== GONE);

describe('replacing an absent seat with the bot', () => {
  it('every other seat votes: the seat is handed to the bot at one step everywhere, the game is certified by the three, verify agrees', () => {
    const game = gameWithAGoneSeat(51);
    const votes: string[] = [];
    // Each present player votes as soon as its own page shows the seat absent.
    const outcome = game.run({
      onStep: () => {
        for (const s of present(game)) {
          const r = s.voteReplace(GONE);
          if (r.ok) votes.push(`seat ${s.seat}`);
        }
      },
      until: () => present(game).every((s) => s.status === 'finished'),
    });
    expect(outcome).toBe('until');
    expect(votes.sort()).toEqual(['seat 0', 'seat 1', 'seat 2']);
    const [first, ...rest] = present(game);
    for (const s of rest) expect(s.replica.hashes).toEqual(first!.replica.hashes);
    for (const s of present(game)) {
      expect(s.replica.isReplaced(GONE)).toBe(true);
      expect(s.replica.handedAway(GONE, game.setup.seats[GONE]!.publicKey)).toBe('bot');
      // The same step for every peer: the replacement is an item of that step's log hash.
      expect(s.replica.deviations.find((d) => d.code === 'replaced')!.at).toBe(first!.replica.deviations.find((d) => d.code === 'replaced')!.at);
    }
    expect(first!.replica.certificate!.seats).toEqual([0, 1, 2]);
    for (const s of present(game)) {
      const v = verdicts(s);
      expect(v.live).toBe(`verdict: {"certified":true,"cheaters":[],"absent":[${GONE}],"replaced":[{"seat":${GONE},"to":"bot"}]}`);
      expect(v.verify).toBe(v.live);
    }
    // The evidence is the three signed votes, one per other seat.
    const proof = first!.replica.deviations.find((d) => d.code === 'replaced')!;
    expect(proof.entries.map((e) => e.kind)).toEqual(['replace', 'replace', 'replace']);
  }, 300_000);

  it('a vote written before a reload is remembered: the reloaded page may not vote again in the same absence', () => {
    const game = gameWithAGoneSeat(52);
    const voter = 0;
    const absent = () => game.sessions[voter]!.replica.absentSince(GONE) !== null;
    expect(game.run({ until: absent })).toBe('until');
    expect(game.sessions[voter]!.voteReplace(GONE)).toEqual({ ok: true, value: null });
    const reloaded = game.restart(voter);
    // Back from the reload, its own vote comes back with its chain and is in its fold again.
    expect(game.run({ until: () => !reloaded.resuming && reloaded.replica.replaceVoters(GONE).includes(voter) })).toBe('until');
    const again = reloaded.voteReplace(GONE);
    expect(again.ok ? 'written twice' : again.error.code).toBe('already-voted');
  }, 300_000);

  it('refusals: a minority vote changes nothing (the game stops at its end for the seed); a vote for a present seat is refused locally and, signed anyway, lapses; nobody is blamed', () => {
    const game = gameWithAGoneSeat(52);
    const [a, b] = [game.sessions[0]!, game.sessions[1]!];
    expect(a.voteReplace(a.seat)).toEqual({ ok: false, error: { code: 'own-seat', path: [] } });
    // A present seat: refused by the session before anything is signed ...
    expect(a.voteReplace(2)).toMatchObject({ ok: false, error: { code: 'not-absent' } });
    // ... and signed anyway by two pages that skip that check (a made-up absence of seat 2): the
    // votes are consumed and lapse, seat 2 plays on, and nobody is blamed for them.
    const force = (s: Session<Agot>, body: Body) => (s as unknown as { write(body: Body): void }).write(body);
    force(a, { kind: 'replace', ref: 'move|made-up@1|2', to: 'bot' });
    force(b, { kind: 'replace', ref: 'move|made-up@1|2', to: 'bot' });
    // Only seats 0 and 1 vote (2 of the 3 others): a minority of what a replacement needs.
    let voted = 0;
    const again: string[] = [];
    const outcome = game.run({
      onStep: () => {
        for (const s of [a, b]) {
          if (!s.voteReplace(GONE).ok) continue;
          voted++;
          const r = s.voteReplace(GONE);
          again.push(r.ok ? 'written twice' : r.error.code);
        }
      },
      until: () => present(game).every((s) => isStopped(s.status)),
    });
    expect(outcome).toBe('until');
    // Without the third vote the seat is never handed over: the bot plays it decision by decision
    // to the winner, and the game stops at its end, uncertified, for want of its seed (the control
    // for the first test, where the same kind of game is certified by the three).
    for (const s of present(game)) {
      expect(s.state.winner).not.toBeNull();
      expect(s.status).toBe('halted');
      expect(s.replica.certificate).toBeNull();
    }
    expect(voted).toBe(2);
    // Seat 2 kept playing its own decisions after the forced votes.
    const seat2 = game.setup.seats[2]!.publicKey;
    expect(a.entries().filter((e) => e.kind === 'move' && e.author.every((x, i) => x === seat2[i])).length).toBeGreaterThan(0);
    // A second vote in one absence is refused before anything is signed.
    expect(again).toEqual(['already-voted', 'already-voted']);
    for (const s of present(game)) {
      expect(s.replica.isReplaced(GONE)).toBe(false);
      expect(s.replica.isReplaced(2)).toBe(false);
      expect(s.replica.absentSince(2)).toBeNull();
      expect(s.replica.replaceVoters(GONE)).toEqual([0, 1]);
      // Still its player's: nothing handed away (a page coming back is not told it lost the seat).
      expect(s.replica.handedAway(GONE, game.setup.seats[GONE]!.publicKey)).toBeNull();
      // Absent, the bot playing it decision by decision; nobody is convicted of anything. (A present
      // seat may be timed out of one decision now and then under 300 ms deadlines and 1 % loss —
      // seat 1 once with protocol v8's game — absent for that decision, never convicted.)
      expect(s.proofs.filter((p) => p.code !== 'withheld')).toEqual([]);
      expect(s.proofs.some((p) => p.culprit === GONE)).toBe(true);
      expect(s.proofs.filter((p) => p.culprit === 2)).toEqual([]);
    }
  }, 300_000);
});

/** A game in which the seats `gone` close their pages in round 2's planning phase and never come back. */
function gameWithGoneSeats(players: number, gone: readonly number[], seed: number): InMemoryGame<Agot> {
  const game = new InMemoryGame(agot({ players, seed: seedBytes(seed), faults: { delay: [1, 6], lossPerMille: 10 }, syncInterval: 60, deadlines: DEADLINES }));
  game.start();
  const planning = (round: number) => game.sessions.every((s) => s.state.round === round && s.state.stack[1]?.kind === 'planning');
  expect(game.run({ until: () => planning(2) })).toBe('until');
  for (const seat of gone) game.sessions[seat]!.close();
  return game;
}

/** Runs `game` to its end, each seat not `gone` voting for each gone seat as soon as its page shows it absent. */
function voteThemOut(game: InMemoryGame<Agot>, gone: readonly number[], onStep: () => void = () => {}): Session<Agot>[] {
  const staying = game.sessions.filter((s) => !gone.includes(s.seat));
  const outcome = game.run({
    onStep: () => {
      onStep();
      for (const s of staying) for (const seat of gone) s.voteReplace(seat);
    },
    until: () => staying.every((s) => isStopped(s.status)),
  });
  expect(outcome).toBe('until');
  return staying;
}

describe('two seats gone at once', () => {
  it('5 players, two gone: the three others (more than half the table) hand both to the bot at one step, the game is certified by the three, verify agrees', () => {
    const gone = [3, 4];
    const game = gameWithGoneSeats(5, gone, 53);
    // What seat 0's page shows as needed once both are absent there: the three present seats' votes.
    const needed = new Set<string>();
    const page = game.sessions[0]!.replica;
    const staying = voteThemOut(game, gone, () => {
      if (gone.every((seat) => page.absentSince(seat) !== null)) needed.add(gone.map((seat) => page.replaceNeeded(seat)).join());
    });
    expect([...needed]).toEqual(['3,3']);
    const [first, ...rest] = staying;
    for (const s of rest) expect(s.replica.hashes).toEqual(first!.replica.hashes);
    for (const s of staying) {
      expect(s.status).toBe('finished');
      expect(gone.map((seat) => s.replica.isReplaced(seat))).toEqual([true, true]);
      const replaced = s.replica.deviations.filter((d) => d.code === 'replaced');
      // Together, at one step, each proven by the three votes of the seats outside the group.
      expect(replaced.map((d) => d.culprit)).toEqual(gone);
      expect(new Set(replaced.map((d) => d.at)).size).toBe(1);
      expect(replaced[0]!.at).toBe(first!.replica.deviations.find((d) => d.code === 'replaced')!.at);
      for (const d of replaced) expect(d.entries.map((e) => e.kind)).toEqual(['replace', 'replace', 'replace']);
      const v = verdicts(s);
      expect(v.live).toBe('verdict: {"certified":true,"cheaters":[],"absent":[3,4],"replaced":[{"seat":3,"to":"bot"},{"seat":4,"to":"bot"}]}');
      expect(v.verify).toBe(v.live);
    }
    expect(first!.replica.certificate!.seats).toEqual([0, 1, 2]);
  }, 300_000);

  it('4 players, two gone: the two others are only half the table (a timeout quorum could be two colluders) and hand nobody away; nobody is blamed', () => {
    const gone = [2, 3];
    const game = gameWithGoneSeats(4, gone, 54);
    const staying = game.sessions.filter((s) => !gone.includes(s.seat));
    // Both vote for both. The game then waits at the next joint-deck step that needs a gone seat's
    // share: a deck step is timed out only by every other seat, and each gone seat is one of the
    // other's "others" (README, "Stated limits"); run to 2,000 s of game time.
    game.run({ onStep: () => staying.forEach((s) => gone.forEach((seat) => s.voteReplace(seat))), maxTime: 2_000_000 });
    for (const s of staying) {
      expect(s.replica.certificate).toBeNull();
      expect(gone.map((seat) => s.replica.isReplaced(seat))).toEqual([false, false]);
      // Both voted for both: what is missing is a majority of the table, not a vote.
      for (const seat of gone) expect(s.replica.replaceVoters(seat)).toEqual([0, 1]);
      expect(s.proofs.filter((p) => p.code !== 'withheld')).toEqual([]);
      expect(s.proofs.every((p) => p.culprit !== null && gone.includes(p.culprit))).toBe(true);
      // What its page shows as needed: every other seat, both gone ones' included.
      for (const seat of gone) expect(s.replica.replaceNeeded(seat)).toBe(3);
    }
  }, 300_000);
});
