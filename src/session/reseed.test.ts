// Issue 14, "no single fault stops the game": a dishonest shuffle (README, "A dishonest shuffle").
// A position that opens to no card makes every seat open its seed; the audit convicts the seat whose
// shuffle its seed does not produce, with that signed shuffle and seed as the proof. Every seed is
// then public, so every other seat commits to a fresh one (a `reseed` entry, with the escrow key it
// derives), every deck is set up again on the fresh seeds, and the game goes on to its end. Before,
// every peer halted at the audit.
import { describe, expect, it } from 'vitest';
import { equalBytes, openDeck, type LogEntry } from '../../crypto/index';
import type { Fold } from './fold';
import { InMemoryGame, makeLobby, seedBytes, agot } from '../games/agot-harness';
import { auditJointDeck } from './joint-deck';
import { honest, maliciousTransport, substituteFirst, type Attack, type ShuffleWriter } from './malicious.testkit';
import { decodeSeedSecret } from './setup';
import { verifyLog } from './verify-log';
import { AGOT, type Agot } from '../games/agot';

const PLAYERS = 4;
/** The substituter: its first shuffle of a joint deck is of cards that are no cards. */
const M = 1;

function substituteGame(seed: number, other?: { readonly seat: number; readonly attack: Attack }): InMemoryGame<Agot> {
  const game: InMemoryGame<Agot> = new InMemoryGame(agot({
    players: PLAYERS,
    seed: seedBytes(seed),
    faults: { delay: [1, 4], duplicatePerMille: 20 },
    syncInterval: 60,
    deadlines: { move: 2_000, sealed: 2_000, deck: 4_000 },
    wrapTransport: (seat, t) => (other?.seat === seat ? maliciousTransport(t, makeLobby({ players: PLAYERS }, seedBytes(seed)).keys[seat]!, PLAYERS, other.attack) : t),
  }));
  const session = game.sessions[M]! as unknown as { shuffleEntry: ShuffleWriter };
  session.shuffleEntry = substituteFirst(session.shuffleEntry.bind(session));
  game.start();
  return game;
}

/** Runs until every seat in `seats` has stopped (finished or halted). */
function runUntilStopped(game: InMemoryGame<Agot>, seats: readonly number[]): void {
  expect(game.run({ until: () => seats.every((s) => ['finished', 'halted'].includes(game.sessions[s]!.status)), maxTime: 6_000_000 })).toBe('until');
}

/** Runs until every seat in `seats` has drawn a card from a deck set up on the fresh seeds: the game went on past the audit. */
function runUntilFreshCard(game: InMemoryGame<Agot>, seats: readonly number[]): void {
  const drew = (s: number) => freshDecks(game.sessions[s]!.replica.fold).some((jd) => jd.opened.some((card) => card !== null));
  expect(game.run({ until: () => seats.every(drew), maxTime: 6_000_000 })).toBe('until');
}

/** The seats' state-hash trails agree as far as each went (one may be a move or two ahead). */
function expectOneHistory(game: InMemoryGame<Agot>, seats: readonly number[]): void {
  const trails = seats.map((s) => game.sessions[s]!.replica.hashes);
  const n = Math.min(...trails.map((t) => t.length));
  for (const t of trails) expect(t.slice(0, n)).toEqual(trails[0]!.slice(0, n));
}

const authorOf = (game: InMemoryGame<Agot>, e: LogEntry) => game.setup.seats.findIndex((s) => equalBytes(s.publicKey, e.author));
const lobbySeeds = (game: InMemoryGame<Agot>) => game.lobby.stores.map((store) => decodeSeedSecret(store.get('seed')!).seed);
const freshDecks = (fold: Fold) => fold.decks.all.slice(fold.auditFrom).filter((jd) => jd.locks.length === jd.members.length);

describe('a dishonest shuffle found at the end of the game', () => {
  it('convicts a seat whose substituted card was never opened; the others sign the game, and verify agrees', () => {
    // Seat 2 shuffles last, so where it puts a card is where the card stays: it swaps the bottom card
    // of its first Westeros I shuffle for a card that is no card. Ten cards, at most one drawn a round
    // from round 2, and a reshuffle abandons the deck: the bottom is never opened, only audited.
    const LAST = 2;
    const game: InMemoryGame<Agot> = new InMemoryGame(agot({ players: 3, seed: seedBytes(15), faults: { delay: [1, 4] }, syncInterval: 60, deadlines: { move: 2_000, sealed: 2_000, deck: 4_000 } }));
    const session = game.sessions[LAST]! as unknown as { shuffleEntry: ShuffleWriter };
    const honestShuffle = session.shuffleEntry.bind(session);
    let done = false;
    session.shuffleEntry = (jd) => {
      const step = honestShuffle(jd);
      if (done || jd.engineDeck !== 'westeros-1') return step;
      done = true;
      const cards = [...(step.cards as unknown[])];
      cards[cards.length - 1] = openDeck({ game: jd.spec.game, deck: 'made-up', cards: jd.spec.cards, players: 1 }).at(-1);
      return { ...step, cards: cards as never };
    };
    game.start();
    const rest = [0, 1];
    runUntilStopped(game, rest);
    expect(done).toBe(true);
    for (const s of rest) {
      const session = game.sessions[s]!;
      expect(session.status).toBe('finished');
      expect(session.proofs.some((p) => p.code === 'not-a-card')).toBe(false);
      expect(session.proofs.filter((p) => p.culprit !== null).map((p) => [p.code, p.culprit])).toEqual([['audit', LAST]]);
      expect(session.replica.certificate!.seats).toEqual(rest);
    }
    const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind === 'certified') expect(verdict.proofs.filter((p) => p.culprit !== null).map((p) => [p.code, p.culprit])).toEqual([['audit', LAST]]);
  }, 900_000);
});

describe('a dishonest shuffle in the middle of a game', () => {
  it('is convicted by the mid-game audit; the others reseed, set every deck up again on fresh seeds and play to a certified end, live and in verify', () => {
    const game = substituteGame(11);
    const honestSeats = [0, 2, 3];
    runUntilStopped(game, honestSeats);
    for (const s of honestSeats) {
      const session = game.sessions[s]!;
      expect(session.status).toBe('finished');
      expect(session.proofs.some((p) => p.code === 'not-a-card' && p.culprit === null)).toBe(true);
      expect(session.proofs.filter((p) => p.culprit !== null).map((p) => [p.code, p.culprit])).toEqual([['audit', M]]);
      const audit = session.proofs.find((p) => p.code === 'audit')!;
      expect(audit.entries.map((e) => [e.kind, authorOf(game, e)])).toEqual([
        ['shuffle', M],
        ['seed', M],
      ]);
      const fold = session.replica.fold;
      expect(fold.epoch).toBe(1);
      expect(fold.excluded).toEqual([false, true, false, false]);
      // Every honest seat committed to a fresh seed once, after the audit.
      const reseeds = session.replica.chains.all().filter((e) => e.kind === 'reseed');
      expect(reseeds.map((e) => authorOf(game, e)).sort()).toEqual(honestSeats);
      expect(reseeds.every((e) => (e.body as { ref: string }).ref === 'reseed/1')).toBe(true);
    }
    expect(game.sessions[0]!.replica.hashes).toEqual(game.sessions[2]!.replica.hashes);
    expect(game.sessions[0]!.replica.hashes).toEqual(game.sessions[3]!.replica.hashes);

    // Hidden again: the decks set up after the audit come from the fresh seeds (opened at the end), not
    // from the lobby's, which everyone has read since the audit.
    const fold = game.sessions[0]!.replica.fold;
    const fresh = freshDecks(fold);
    expect(fresh.length).toBeGreaterThan(0);
    const opened = fold.end.seeds.map((s) => s?.seed ?? null);
    for (const jd of fresh) {
      expect(jd.members).toEqual(honestSeats);
      expect(auditJointDeck(jd, opened).ok).toBe(true);
      expect(auditJointDeck(jd, lobbySeeds(game)).ok).toBe(false);
    }

    const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind === 'certified') {
      expect(verdict.certificate.seats).toEqual(honestSeats);
      expect(verdict.proofs.filter((p) => p.culprit !== null).map((p) => [p.code, p.culprit])).toEqual([['audit', M]]);
    }
  }, 900_000);

  it("refuses a seat that opens its lobby seed at the end instead of its fresh one (bad-seed): it would hide a biased shuffle after the audit", () => {
    const LIAR = 2;
    const lobbySeed = makeLobby({ players: PLAYERS }, seedBytes(12)).stores[LIAR]!.get('seed')!;
    const old = decodeSeedSecret(lobbySeed);
    const liar: Attack = (entry, ctx) => {
      const body = entry.body as { ref: string };
      if (entry.kind === 'seed' && body.ref === 'end/1') return ctx.broadcast(ctx.sign({ ...entry, body: { ...body, seed: old.seed, salt: old.salt } as unknown as LogEntry['body'] }));
      honest(entry, ctx);
    };
    const game = substituteGame(12, { seat: LIAR, attack: liar });
    const rest = [0, 3];
    runUntilStopped(game, rest);
    for (const s of rest) {
      const session = game.sessions[s]!;
      expect(session.proofs.filter((p) => p.culprit !== null).map((p) => [p.code, p.culprit])).toEqual([
        ['audit', M],
        ['bad-seed', LIAR],
      ]);
      expect(session.status).toBe('finished');
    }
    const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind === 'certified') expect(verdict.certificate.seats).toEqual(rest);
  }, 900_000);

  it('refuses a reseed whose escrow key fails its proof (bad-key): that seat is excluded and the others draw from fresh decks without it', () => {
    const BAD = 3;
    const badKey: Attack = (entry, ctx) => {
      const body = entry.body as { key: Uint8Array };
      if (entry.kind !== 'reseed') return honest(entry, ctx);
      const key = body.key.slice();
      key[0] = key[0]! ^ 1;
      ctx.broadcast(ctx.sign({ ...entry, body: { ...body, key } as unknown as LogEntry['body'] }));
    };
    const game = substituteGame(13, { seat: BAD, attack: badKey });
    const rest = [0, 2];
    runUntilFreshCard(game, rest);
    for (const s of rest) {
      const session = game.sessions[s]!;
      expect(session.status).toBe('playing');
      expect(session.proofs.filter((p) => p.culprit !== null).map((p) => [p.code, p.culprit])).toEqual([
        ['audit', M],
        ['bad-key', BAD],
      ]);
      for (const jd of freshDecks(session.replica.fold)) expect(jd.members).toEqual(rest);
    }
    expectOneHistory(game, rest);
  }, 900_000);

  it('a seat silent from its reseed on is only absent: the others draw from fresh decks without it and nobody honest is blamed', () => {
    const GONE = 3;
    let silent = false;
    const goneAtReseed: Attack = (entry, ctx) => {
      if (entry.kind === 'reseed') silent = true;
      if (!silent) honest(entry, ctx);
    };
    const game = substituteGame(14, { seat: GONE, attack: goneAtReseed });
    const rest = [0, 2];
    runUntilFreshCard(game, rest);
    for (const s of rest) {
      const session = game.sessions[s]!;
      const fold = session.replica.fold;
      expect(fold.seedCommits[GONE]).toBe('none');
      expect(fold.excluded[GONE]).toBe(false);
      expect(session.proofs.filter((p) => p.culprit !== null && p.code !== 'withheld').map((p) => [p.code, p.culprit])).toEqual([['audit', M]]);
      expect(session.proofs.filter((p) => p.code === 'withheld').every((p) => p.culprit === GONE)).toBe(true);
      for (const jd of freshDecks(fold)) expect(jd.members).toEqual(rest);
      expect(session.status).toBe('playing');
    }
    expectOneHistory(game, rest);
  }, 900_000);
});
