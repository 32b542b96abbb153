// Issue 14, "fewer waits": the joint decks due at one point are set up together (deck-flow.ts,
// README "Deck flow"): each seat's one shuffle entry carries its shuffle of every deck of the batch,
// then each seat's one lock entry its locks — 2n message delays for the batch, not 2n per deck.
// The audit still names a seat that shuffled one deck of a batch dishonestly, and a seat convicted
// in the middle of a batch's set-up is excluded: the batch is abandoned and set up again among the
// others, and the game goes on.
import { describe, expect, it } from 'vitest';
import { openDeck, toHex, type LogEntry } from '../../crypto/index';
import { BATCHED_DECKS } from '../games/agot-decks';
import { deckSetupCost } from '../games/deck-setup.testkit';
import type { LockBody, ShuffleBody } from './entry-body';
import { InMemoryGame, makeLobby, seedBytes, agot } from '../games/agot-harness';
import { proveLocks, type JointDeck } from './joint-deck';
import { maliciousTransport, onFirst, type Attack } from './malicious.testkit';
import { foldedInShuffledOrder } from './shuffled-fold.testkit';
import { verifyLog } from './verify-log';
import { AGOT, type Agot } from '../games/agot';

const M = 1;
const HONEST = [0, 2];

function attackGame(attack: Attack, seed: number): InMemoryGame<Agot> {
  const game: InMemoryGame<Agot> = new InMemoryGame(agot({
    players: 3,
    seed: seedBytes(seed),
    faults: { delay: [1, 4], duplicatePerMille: 20 },
    syncInterval: 60,
    deadlines: { move: 2_000, sealed: 2_000, deck: 4_000 },
    wrapTransport: (seat, t) => (seat === M ? maliciousTransport(t, makeLobby({ players: 3 }, seedBytes(seed)).keys[M]!, 3, attack) : t),
  }));
  game.start();
  return game;
}

const isCheater = (game: InMemoryGame<Agot>, e: LogEntry) => toHex(e.author) === toHex(game.setup.seats[M]!.publicKey);

describe('joint deck set-up in batches', () => {
  it('sets up Westeros I–III and Wildling at the start of a 6-player game in one batch: 2n = 12 message delays, not 2n per deck', () => {
    // On main (one deck per set-up, each when first drawn): 36 delays, 3 set-ups, 6 entries per peer by round 3, Wildling not yet set up.
    const cost = deckSetupCost(6);
    expect(cost.allSetUp).toBe(true);
    expect(cost.setups).toBe(1);
    expect(cost.delays).toBeLessThanOrEqual(12);
    expect(cost.entriesPerPeer).toBe(2);
  }, 300_000);

  it('convicts, by the mid-game audit, a seat that substituted the cards of one deck of a batch (its signed batched shuffle and its seed are the proof); the others reseed and play on to a certified end', () => {
    let substituted = false;
    const game = attackGame((entry, ctx) => ctx.broadcast(ctx.sign(entry)), 11);
    // The cheater's session shuffles the second deck of the first batch (Westeros II) into a deck of
    // encryptions of no card, and every other deck honestly: every live check passes.
    const cheater = game.sessions[M]! as unknown as { shuffleEntry(jd: JointDeck): ShuffleBody };
    const honestShuffle = cheater.shuffleEntry.bind(cheater);
    cheater.shuffleEntry = (jd) => {
      const step = honestShuffle(jd);
      if (substituted || jd.engineDeck !== 'westeros-2') return step;
      substituted = true;
      expect(jd.batch.length).toBeGreaterThan(1);
      return { ...step, cards: openDeck({ game: jd.spec.game, deck: 'fake', cards: jd.spec.cards, players: 1 }) };
    };
    // Before: every peer halted at the audit (every seed was open, so no deck could stay hidden).
    expect(game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'finished'), maxTime: 4_000_000 })).toBe('until');
    for (const s of HONEST) {
      const proofs = game.sessions[s]!.proofs;
      expect(proofs.some((p) => p.code === 'not-a-card' && p.culprit === null)).toBe(true);
      expect(proofs.filter((p) => p.culprit !== null && p.culprit !== M)).toEqual([]);
      const audit = proofs.find((p) => p.code === 'audit')!;
      expect(audit.detail).toMatch(/^westeros-2#0: bad-shuffle at shuffles\/1/);
      expect(audit.entries.map((e) => e.kind)).toEqual(['shuffle', 'seed']);
      expect(audit.entries.every((e) => isCheater(game, e))).toBe(true);
      // The shuffle entry is the batch's: one step per deck, in the canonical order.
      const steps = (audit.entries[0]!.body as { steps: unknown[] }).steps;
      const batch = game.sessions[s]!.replica.allDecks.find((jd) => jd.spec.deck === 'westeros-2#0')!.batch;
      expect(steps.length).toBe(batch.length);
      expect(batch.map((name) => name.slice(0, name.indexOf('#')))).toEqual(BATCHED_DECKS.filter((d) => batch.some((name) => name.startsWith(`${d}#`))));
    }
    // The honest seats drew fresh seeds (epoch 1), every deck of the old seeds was abandoned and set
    // up again by them alone, and the game went on to its end at one state.
    for (const s of HONEST) {
      const fold = game.sessions[s]!.replica.fold;
      expect(fold.epoch).toBe(1);
      expect(fold.excluded).toEqual([false, true, false]);
      expect(fold.decks.all.slice(fold.auditFrom).every((jd) => jd.members.join() === '0,2')).toBe(true);
      expect(fold.decks.all.slice(fold.auditFrom).length).toBeGreaterThan(0);
    }
    expect(game.sessions[0]!.replica.hashes).toEqual(game.sessions[2]!.replica.hashes);
    const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind === 'certified') {
      expect(verdict.certificate.seats).toEqual(HONEST);
      expect(verdict.proofs.filter((p) => p.culprit !== null).map((p) => [p.code, p.culprit])).toEqual([['audit', M]]);
    }
  }, 900_000);

  it('a lock proof that fails at a position later opened: the lock stands until that position is first read; then its author is excluded with its lock entry as the proof, at the same point on every peer, in verify and in folds of shuffled arrival orders; the deck is shuffled again by the others and the game goes on to its end', () => {
    // Its first lock entry with the locked card of position 0 of Westeros I (the first deck of the
    // batch; its top, drawn at the first Westeros phase) forged: a valid point, so the lock passes
    // its checks on arrival, and a DLEQ proof that fails at position 0 alone.
    const game = attackGame(onFirst('lock', forgeLockCard(0, 0)), 5);
    // The cheater's own session goes on alone (nobody consumes its entries): the honest ones end.
    expect(game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'finished'), maxTime: 4_000_000 })).toBe('until');
    const ats: string[] = [];
    for (const s of HONEST) {
      const session = game.sessions[s]!;
      expect(session.status).toBe('finished');
      const proof = session.proofs.find((p) => p.code === 'bad-deck-step')!;
      expect(proof.culprit).toBe(M);
      expect(proof.entries.map((e) => e.kind)).toEqual(['lock']);
      expect(proof.entries.every((e) => isCheater(game, e))).toBe(true);
      expect(proof.detail).toMatch(/^westeros-1#0: bad-proof at proofs\/0 /);
      ats.push(proof.at);
      expect(session.proofs.filter((p) => p.culprit !== M)).toEqual([]);
      const decks = session.replica.allDecks;
      // The first batch was set up whole (every seat's lock taken on arrival: on main, this one was
      // refused there), its Westeros I abandoned when its top was first read: no share of that
      // position was ever asked for, so nobody could open a card through the forged lock.
      const first = decks[0]!;
      expect(first.spec.deck).toBe('westeros-1#0');
      expect(first.locks.length).toBe(3);
      expect(first.stale).toBe(true);
      expect(first.proven[0]).toBe(true);
      expect(first.shareLog.filter((x) => x.step.position === 0)).toEqual([]);
      expect(first.opened[0]).toBe(null);
      expect(first.requested.filter((r) => r.startsWith('0|'))).toEqual([]);
      // The other decks of that batch were read with M's locks proven there, and Westeros I was
      // shuffled again by seats 0 and 2 alone.
      expect(decks.some((jd) => jd.engineDeck === 'westeros-1' && jd.members.join() === '0,2' && jd.locks.length === 2)).toBe(true);
    }
    // Found where the draw that needed the batch first reads Westeros I's top, right after the
    // batch's last lock (seat 2's): the same step everywhere.
    const batch = game.sessions[0]!.replica.allDecks[0]!.batch.join('+');
    expect(ats).toEqual([`lock|${batch}|2`, `lock|${batch}|2`]);
    expect(game.sessions[0]!.replica.hashes).toEqual(game.sessions[2]!.replica.hashes);
    const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind === 'certified') {
      expect(verdict.certificate.seats).toEqual(HONEST);
      expect(verdict.proofs.map((p) => [p.code, p.culprit, p.at])).toEqual([['bad-deck-step', M, ats[0]]]);
    }
    const live = game.sessions[2]!;
    for (let k = 0; k < 2; k++) {
      const byOne = foldedInShuffledOrder(game.setup, live.entries(), k);
      expect(byOne.hashes).toEqual(live.replica.hashes);
      expect(byOne.fold.deviations.map((d) => [d.code, d.culprit, d.at])).toEqual([['bad-deck-step', M, ats[0]]]);
    }
  }, 900_000);

  it('a lock proof that fails at a position never opened: nobody is blamed, and the game, its states and its verdict are those of the honest game', () => {
    // The wildling deck's bottom position (the last deck of the batch), never drawn in this game:
    // its locked card forged, the DLEQ proof there fails; it binds no card anyone reads. Against the
    // same game with the cheater's transport passing every entry as it is.
    const forged = attackGame((entry, ctx) => ctx.broadcast(ctx.sign(entry)), 5);
    const honest = attackGame((entry, ctx) => ctx.broadcast(ctx.sign(entry)), 5);
    // The cheater's session itself writes the forged lock (so its own chain holds it too).
    const cheater = forged.sessions[M]! as unknown as { lockEntry(jd: JointDeck): LockBody };
    const honestLock = cheater.lockEntry.bind(cheater);
    let done = false;
    cheater.lockEntry = (jd) => {
      const step = honestLock(jd);
      if (done || !jd.engineDeck.startsWith('wildling')) return step;
      done = true;
      return forgeCard(step as LockBody & { cards: Uint8Array[]; keys: Uint8Array[] }, 'last');
    };
    for (const game of [forged, honest]) {
      expect(game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'finished'), maxTime: 4_000_000 })).toBe('until');
    }
    expect(done).toBe(true);
    for (const s of HONEST) {
      const session = forged.sessions[s]!;
      expect(session.proofs).toEqual([]);
      const wildling = session.replica.allDecks.find((jd) => jd.spec.deck.startsWith('wildling#'))!;
      const last = wildling.spec.cards.length - 1;
      expect(wildling.members).toEqual([0, 1, 2]);
      expect(wildling.proven[last]).toBe(false);
      // The forged lock is the one held, and its proof there fails: a check would have convicted it.
      expect(toHex(wildling.locks[M]!.cards[last]!)).toBe(toHex(wildling.locks[M]!.keys[last]!));
      expect(proveLocks(wildling, last).bad.map((b) => b.seat)).toEqual([M]);
      expect(wildling.requested.filter((r) => r.startsWith(`${last}|`))).toEqual([]);
      expect(session.replica.hashes).toEqual(honest.sessions[s]!.replica.hashes);
    }
    const verdict = verifyLog(forged.sessions[0]!.exportLog(), AGOT);
    const expected = verifyLog(honest.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind === 'certified' && expected.kind === 'certified') {
      expect(verdict.certificate.seats).toEqual([0, 1, 2]);
      expect(verdict.proofs).toEqual([]);
      expect([verdict.winner, verdict.round, verdict.moves]).toEqual([expected.winner, expected.round, expected.moves]);
      expect(verdict.certificate.seats).toEqual(expected.certificate.seats);
    }
  }, 900_000);
});

/**
 * A lock step with the locked card of position `at` replaced by that position's key Y (a valid
 * point, none of the cards): it passes its checks on arrival (shapes, valid distinct points), its
 * keys are the seed's (so the end audit, which compares every key, finds nothing), and its DLEQ
 * proof fails at `at` alone.
 */
function forgeCard<T extends { cards: Uint8Array[]; keys: Uint8Array[] }>(step: T, at: number | 'last'): T {
  const p = at === 'last' ? step.cards.length - 1 : at;
  return { ...step, cards: step.cards.map((c, i) => (i === p ? step.keys[p]!.slice() : c)) };
}

/** The cheater's first lock entry with, in the step of deck `deck` of the batch, position `at`'s locked card forged (forgeCard). */
function forgeLockCard(deck: number, at: number | 'last') {
  return (entry: LogEntry, ctx: Parameters<Attack>[1]): void => {
    const body = entry.body as { steps: { cards: Uint8Array[]; keys: Uint8Array[] }[] };
    const steps = body.steps.map((x, i) => (i === deck ? forgeCard(x, at) : x));
    ctx.broadcast(ctx.sign({ ...entry, body: { ...(entry.body as object), steps } as unknown as LogEntry['body'] }));
  };
}
