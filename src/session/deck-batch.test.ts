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
import type { ShuffleBody } from './entry-body';
import { InMemoryGame, makeLobby, seedBytes, agot } from '../games/agot-harness';
import type { JointDeck } from './joint-deck';
import { maliciousTransport, onFirst, type Attack } from './malicious.testkit';
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

  it('excludes a seat whose lock of one deck of a batch fails its proof, sets the whole batch up again among the others, and the game goes on to its end', () => {
    // Its first lock entry with one key of the last deck of the batch altered: the DLEQ proof fails.
    const game = attackGame(
      onFirst('lock', (entry, ctx) => {
        const body = entry.body as { steps: { keys: Uint8Array[] }[] };
        const last = body.steps.at(-1)!;
        const key = last.keys[0]!.slice();
        key[0]! ^= 1;
        const steps = [...body.steps.slice(0, -1), { ...last, keys: [key, ...last.keys.slice(1)] }];
        ctx.broadcast(ctx.sign({ ...entry, body: { ...(entry.body as object), steps } as unknown as LogEntry['body'] }));
      }),
      5,
    );
    // The cheater's own session goes on alone (nobody consumes its entries): the honest ones end.
    expect(game.run({ until: () => HONEST.every((s) => game.sessions[s]!.status === 'finished'), maxTime: 4_000_000 })).toBe('until');
    for (const s of HONEST) {
      const session = game.sessions[s]!;
      expect(session.status).toBe('finished');
      const proof = session.proofs.find((p) => p.code === 'bad-deck-step')!;
      expect(proof.culprit).toBe(M);
      expect(proof.entries.map((e) => e.kind)).toEqual(['lock']);
      expect(session.proofs.filter((p) => p.culprit !== M)).toEqual([]);
      const decks = session.replica.allDecks;
      // The first batch, abandoned in its lock phase (seat 0 had locked, seat 1's lock refused), and
      // the same decks set up again by seats 0 and 2 alone in one batch.
      const first = decks[0]!;
      expect(first.batch.length).toBeGreaterThan(1);
      expect(first.members).toEqual([0, 1, 2]);
      expect(first.locks.length).toBe(1);
      const again = decks.find((jd) => jd.members.join() === '0,2')!;
      expect(again.batch.map((name) => name.slice(0, name.indexOf('#')))).toEqual(first.batch.map((name) => name.slice(0, name.indexOf('#'))));
      expect(batchOfNames(decks, again).every((jd) => jd.locks.length === 2)).toBe(true);
    }
    expect(game.sessions[0]!.replica.hashes).toEqual(game.sessions[2]!.replica.hashes);
    const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind === 'certified') {
      expect(verdict.certificate.seats).toEqual(HONEST);
      expect(verdict.proofs.map((p) => [p.code, p.culprit])).toEqual([['bad-deck-step', M]]);
    }
  }, 900_000);
});

function batchOfNames(decks: readonly JointDeck[], jd: JointDeck): JointDeck[] {
  return jd.batch.map((name) => decks.find((x) => x.spec.deck === name)!);
}
