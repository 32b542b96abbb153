// One scripted attack per test (protocol.md, "What the tests must show"): seat 1 deviates once;
// every honest peer rejects it, blames seat 1 with signed evidence that `verify` accepts, and the
// honest peers neither crash nor disagree. A seat convicted so is excluded and the game goes on
// (exclusion.test.ts plays such games to their end).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptionShare, encodeLogEntry, isEquivocationProof, makeLogEntry, openDeck, toHex, type LogEntry } from '../../crypto/index';
import type { DeviationCode } from './deviation';
import { InMemoryGame, makeLobby, seedBytes, agot } from '../games/agot-harness';
import type { JointDeck } from './joint-deck';
import { decodeSeedSecret } from './setup';
import { maliciousTransport, onFirst, type Attack } from './malicious.testkit';
import { Replica } from './replica';
import { encodeMessage } from './wire';
import { verifyLog } from './verify-log';
import { AGOT, type Agot } from '../games/agot';

const M = 1;
const HONEST = [0, 2];

function attackGame(attack: Attack, seed = 11, tides = false) {
  const game: InMemoryGame<Agot> = new InMemoryGame(agot({
    players: 3,
    seed: seedBytes(seed),
    tides,
    faults: { delay: [1, 4], duplicatePerMille: 20 },
    syncInterval: 60,
    deadlines: { move: 2_000, sealed: 2_000, deck: 4_000 },
    wrapTransport: (seat, t) => (seat === M ? maliciousTransport(t, lobbyKeys(seed)[M]!, 3, attack) : t),
  }));
  game.start();
  return game;
}

const lobbyKeys = (seed: number) => makeLobby({ players: 3 }, seedBytes(seed)).keys;
/** The cheater's own game seed (a malicious peer knows its secrets). */
const lobbySeedOf = (seed: number) => decodeSeedSecret(makeLobby({ players: 3, tidesOfBattle: true }, seedBytes(seed)).stores[M]!.get('seed')!).seed;
/** A game in which seat M fights a combat early (so its Tides card is revealed early). */
const TIDES_SEED = 13;

/** Runs until every honest peer holds a proof `code` against seat M, then a little longer. */
function runUntilBlamed(game: InMemoryGame<Agot>, code: DeviationCode, maxTime = 200_000) {
  const blamed = () => HONEST.every((s) => game.sessions[s]!.proofs.some((p) => p.code === code && p.culprit === M));
  game.run({ until: blamed, maxTime });
  expect(blamed()).toBe(true);
  game.run({ maxTime: game.clock.now() + 500 });
}

/** The honest peers applied the same moves, as far as each got. */
function expectHonestAgree(game: InMemoryGame<Agot>) {
  const [a, b] = HONEST.map((s) => game.sessions[s]!.replica.hashes);
  const common = Math.min(a!.length, b!.length);
  expect(a!.slice(0, common)).toEqual(b!.slice(0, common));
  for (const s of HONEST) expect(game.sessions[s]!.proofs.filter((p) => p.culprit !== M && p.culprit !== null)).toEqual([]);
}

/** `verify` names seat M for `code`: the game stopped there (cheated) or went on without M to its end (certified, with the proof). */
function expectVerifyBlames(game: InMemoryGame<Agot>, code: DeviationCode) {
  const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
  expect(['cheated', 'certified']).toContain(verdict.kind);
  if (verdict.kind === 'cheated' || verdict.kind === 'certified') expect(verdict.proofs.some((p) => p.code === code && p.culprit === M)).toBe(true);
}

const tweak = (bytes: Uint8Array) => {
  const out = bytes.slice();
  out[0] = out[0]! ^ 1;
  return out;
};
const body = (e: LogEntry) => e.body as Record<string, unknown>;

describe('a malicious peer', () => {
  it('forges a signature: the entry is refused, the claimed author is not blamed, the game goes on', () => {
    const game = attackGame(
      onFirst('commit', (entry, ctx) => {
        ctx.broadcast(ctx.sign(entry));
        const victim = makeLobby({ players: 3 }, seedBytes(11)).setup.seats[0]!.publicKey;
        const forged = { ...entry, author: victim, seq: 999 };
        for (const p of ctx.peers()) ctx.sendRaw(p, encodeMessage({ t: 'entry', e: encodeLogEntry(forged) }));
      }),
    );
    game.run({ until: () => game.sessions[0]!.state.round >= 2, maxTime: 200_000 });
    for (const s of HONEST) {
      const proofs = game.sessions[s]!.proofs;
      expect(proofs.some((p) => p.code === 'forged' && p.culprit === null && p.peer === 'seat-1')).toBe(true);
      expect(proofs.filter((p) => p.code !== 'forged')).toEqual([]);
    }
    expect(game.sessions[0]!.state.round).toBeGreaterThanOrEqual(2);
    expectHonestAgree(game);
    // The junk is recorded by its hash and an excerpt, and stays out of the exported log.
    const forgery = game.sessions[0]!.proofs.find((p) => p.code === 'forged')!;
    expect(forgery.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(forgery.excerpt!.length).toBeLessThanOrEqual(64);
    const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('incomplete');
    if (verdict.kind === 'incomplete') expect(verdict.junk).toBe(0);
  }, 120_000);

  it('writes an entry out of turn (without heads: a malformed body), and is excluded at once: its real commitment counts for nothing', () => {
    const game = attackGame(
      onFirst('commit', (entry, ctx) => {
        ctx.broadcast(ctx.sign({ kind: 'move', body: { ref: 'not-my-turn', move: null }, stateHash: entry.stateHash }));
        ctx.broadcast(ctx.sign(entry));
      }),
    );
    runUntilBlamed(game, 'bad-body');
    expectHonestAgree(game);
    expectVerifyBlames(game, 'bad-body');
    // Excluded at its first deviation: no second one (the old cascade of out-of-turn entries) is recorded.
    for (const s of HONEST) expect(game.sessions[s]!.proofs.filter((p) => p.culprit === M).map((p) => p.code)).toEqual(['bad-body']);
  }, 120_000);

  it('plays an illegal move: refused, and the timeout bot answers the decision (2E-HID-11: an illegal revealed choice is rejected)', () => {
    const game = attackGame(onFirst('move', (entry, ctx) => ctx.broadcast(ctx.sign({ ...entry, body: { ...body(entry), move: { kind: (body(entry).move as { kind: string }).kind, house: game.setup.seats[M]!.house } } }))));
    runUntilBlamed(game, 'illegal-move');
    expectHonestAgree(game);
    expectVerifyBlames(game, 'illegal-move');
  }, 120_000);

  it('opens a commitment to something else (2E-HID-11: a reveal that does not match its commitment is rejected)', () => {
    const game = attackGame(onFirst('open', (entry, ctx) => ctx.broadcast(ctx.sign({ ...entry, body: { ...body(entry), salt: tweak(body(entry).salt as Uint8Array) } }))));
    runUntilBlamed(game, 'bad-opening');
    expectHonestAgree(game);
    expectVerifyBlames(game, 'bad-opening');
  }, 120_000);

  it('sends two different commitments with the same seq to two peers (equivocation)', () => {
    const game = attackGame(
      onFirst('commit', (entry, ctx) => {
        const at = { ...ctx.next };
        const a = ctx.sign(entry);
        const b = ctx.sign({ ...entry, body: { ...body(entry), commitment: tweak(body(entry).commitment as Uint8Array) } }, at);
        ctx.send('seat-0', a);
        ctx.send('seat-2', b);
      }),
    );
    runUntilBlamed(game, 'equivocation');
    expectHonestAgree(game);
    for (const s of HONEST) {
      const proof = game.sessions[s]!.proofs.find((p) => p.code === 'equivocation')!;
      expect(isEquivocationProof({ first: proof.entries[0], second: proof.entries[1] })).toBe(true);
      expect(proof.entries.map((e) => e.kind)).toEqual(['commit', 'commit']);
      // Caught by the openings (no echo round): each honest opening names, in its heads, the
      // commitment its author held, so it was written on one of the two versions and counts for
      // nothing. The cheater is excluded at that sealed decision (forks.ts), the honest seats
      // commit and open again, the timeout bot chooses for the cheater, and the game goes on.
      const set = Number(String(body(proof.entries[0]!).ref).split('@')[1]);
      expect(game.sessions[s]!.entries().some((e) => e.kind === 'open')).toBe(true);
      const past = () => HONEST.every((h) => game.sessions[h]!.replica.moves.length > set + 1);
      game.run({ until: past, maxTime: game.clock.now() + 200_000 });
      expect(past()).toBe(true);
      expect(game.sessions[s]!.replica.fold.excluded[M]).toBe(true);
    }
    expectVerifyBlames(game, 'equivocation');
  }, 120_000);

  it('replays entries from another game and from earlier in this game: refused or ignored, nothing changes', () => {
    const other = new Replica({ ...makeLobby({ players: 3 }, seedBytes(11)).setup, deadlines: { move: 1, sealed: 1, deck: 1 } });
    let replayed = false;
    const game = attackGame(
      onFirst('move', (entry, ctx) => {
        const signed = ctx.sign(entry);
        ctx.broadcast(signed);
        // The same key signs an entry of another game (same players, other settings).
        const foreign = makeLogEntry(lobbyKeys(11)[M]!.secretKey, { ...entry, game: other.game, seq: 0, prev: new Uint8Array(32) });
        for (const p of ctx.peers()) ctx.sendRaw(p, encodeMessage({ t: 'entry', e: encodeLogEntry(foreign) }));
        replayed = true;
      }),
    );
    game.run({ until: () => replayed && game.sessions[0]!.state.round >= 3, maxTime: 300_000 });
    // Earlier entries of this game, sent again by the attacker: duplicates, ignored.
    expect(HONEST.every((s) => game.sessions[s]!.rejections.some((r) => r.code === 'wrong-game' && r.from === 'seat-1'))).toBe(true);
    const early = game.sessions[0]!.entries().slice(0, 5);
    const before = game.sessions[0]!.replica.hashes.length;
    for (const e of early) for (const s of HONEST) game.sessions[s]!['receive']('seat-1', encodeMessage({ t: 'entry', e: encodeLogEntry(e) }));
    expect(game.sessions[0]!.replica.hashes.length).toBe(before);
    expect(game.sessions[0]!.proofs.filter((p) => p.code !== 'forged')).toEqual([]);
    expectHonestAgree(game);
  }, 120_000);

  it('sends malformed and oversized messages (fuzzed): refused, no crash, the game goes on', () => {
    const game = attackGame(onFirst('move', (entry, ctx) => ctx.broadcast(ctx.sign(entry))));
    const victim = game.sessions[0]!;
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 600 }), fc.anything().map((v) => new TextEncoder().encode(JSON.stringify(v) ?? ''))), (bytes) => {
        victim['receive']('seat-1', bytes);
        victim['receive']('seat-1', encodeMessage({ t: 'entry', e: bytes }));
      }),
      { numRuns: 300, seed: 7 },
    );
    victim['receive']('seat-1', new Uint8Array(200 * 1024));
    expect(victim.rejections.some((r) => r.code === 'too-large')).toBe(true);
    game.run({ until: () => game.sessions[0]!.state.round >= 2, maxTime: 200_000 });
    expect(victim.proofs).toEqual([]);
    expect(victim.state.round).toBeGreaterThanOrEqual(2);
    expectHonestAgree(game);
  }, 120_000);

  it('publishes a wrong decryption share', () => {
    const game = attackGame(onFirst('share', (entry, ctx) => ctx.broadcast(ctx.sign({ ...entry, body: { ...body(entry), key: tweak(body(entry).key as Uint8Array) } }))));
    runUntilBlamed(game, 'bad-share');
    expectHonestAgree(game);
    expectVerifyBlames(game, 'bad-share');
  }, 120_000);

  it('substitutes cards in its shuffle, consistently: the first position opened is no card, the seeds are opened at once, and the audit names it', () => {
    let substituted = false;
    const game = attackGame((entry, ctx) => ctx.broadcast(ctx.sign(entry)));
    // The cheater's own session publishes (and goes on from) a shuffle whose every card is an
    // encryption of a card not in the deck: it passes every live check.
    const cheater = game.sessions[M]! as unknown as { shuffleEntry(jd: JointDeck): Record<string, unknown> };
    const honestShuffle = cheater.shuffleEntry.bind(cheater);
    cheater.shuffleEntry = (jd) => {
      const step = honestShuffle(jd);
      if (substituted) return step;
      substituted = true;
      const fake = openDeck({ game: jd.spec.game, deck: 'fake', cards: jd.spec.cards, players: 1 });
      return { ...step, cards: fake };
    };
    runUntilBlamed(game, 'audit');
    for (const s of HONEST) {
      const proofs = game.sessions[s]!.proofs;
      expect(proofs.some((p) => p.code === 'not-a-card' && p.culprit === null)).toBe(true);
      expect(proofs.some((p) => p.code === 'withheld')).toBe(false);
      const audit = proofs.find((p) => p.code === 'audit')!;
      expect(audit.detail).toMatch(/bad-shuffle at shuffles\/1/);
      // The proof: the cheater's signed shuffle and its signed seed, which re-runs to another deck.
      expect(audit.entries.map((e) => e.kind)).toEqual(['shuffle', 'seed']);
      expect(audit.entries.every((e) => toHex(e.author) === toHex(game.setup.seats[M]!.publicKey))).toBe(true);
    }
    expectHonestAgree(game);
    expectVerifyBlames(game, 'audit');
  }, 120_000);

  it('reveals another position than the Tides of Battle card dealt to it: refused, blamed and excluded; the combat goes on with a fresh deck', () => {
    const seed = lobbySeedOf(TIDES_SEED);
    const game = attackGame((entry, ctx) => {
      const b = body(entry);
      // Its share for the public reveal of its own dealt card (the second reveal of that position).
      if (entry.kind === 'share' && typeof b.ref === 'string' && b.ref.startsWith('tides-of-battle') && b.ref.endsWith('/1')) {
        const jd = game.sessions[M]!.replica.deck('tides-of-battle')!;
        const other = ((b.position as number) + 1) % 3;
        const forged = decryptionShare(jd.spec, M, seed, other);
        return ctx.broadcast(ctx.sign({ ...entry, body: { ...b, position: other, key: forged.key } }));
      }
      ctx.broadcast(ctx.sign(entry));
    }, TIDES_SEED, true);
    runUntilBlamed(game, 'bad-share', 2_000_000);
    for (const s of HONEST) {
      const proof = game.sessions[s]!.proofs.find((p) => p.code === 'bad-share')!;
      expect(proof.detail).toMatch(/tides-of-battle#\d+ position \d: a share of position \d/);
      expect(proof.entries[0]!.kind).toBe('share');
    }
    // The deck that needed the cheater's share is abandoned: its card is dealt again from a fresh
    // shuffle of the two other seats, and the game goes on into the next round.
    const round = game.sessions[0]!.state.round;
    const onward = (s: number) => game.sessions[s]!.state.round > round || game.sessions[s]!.status === 'finished';
    game.run({ until: () => HONEST.every(onward), maxTime: game.clock.now() + 400_000 });
    for (const s of HONEST) {
      expect(['playing', 'finished']).toContain(game.sessions[s]!.status);
      expect(onward(s)).toBe(true);
      const tides = game.sessions[s]!.replica.allDecks.filter((jd) => jd.engineDeck === 'tides-of-battle');
      expect(tides.some((jd) => jd.members.join() === '0,2')).toBe(true);
    }
    expectHonestAgree(game);
    expectVerifyBlames(game, 'bad-share');
  }, 180_000);

  it('withholds an opening past the deadline: voted out, the bot plays its choice, and it is blamed', () => {
    let silent = false;
    const game = attackGame((entry, ctx) => {
      // From its first opening on, the seat says nothing more (of its own).
      if (silent || entry.kind === 'open') silent = true;
      else ctx.broadcast(ctx.sign(entry));
    });
    runUntilBlamed(game, 'withheld');
    const proof = game.sessions[0]!.proofs.find((p) => p.code === 'withheld' && p.detail.startsWith('open for'))!;
    expect(proof.entries[0]!.kind).toBe('commit');
    expect(proof.entries.slice(1).every((e) => e.kind === 'timeout')).toBe(true);
    expectHonestAgree(game);
    expectVerifyBlames(game, 'withheld');
    // Silent on deck steps too: timed out there by both others, it is set aside from the joint decks
    // (absent, not convicted) and the next draw is shuffled by the two others — the game goes on.
    const round = game.sessions[0]!.state.round;
    const onward = (s: number) => game.sessions[s]!.state.round > round + 1 || game.sessions[s]!.status === 'finished';
    game.run({ until: () => HONEST.every(onward), maxTime: game.clock.now() + 600_000 });
    for (const s of HONEST) {
      expect(['playing', 'finished']).toContain(game.sessions[s]!.status);
      expect(onward(s)).toBe(true);
      expect(game.sessions[s]!.replica.fold.setAside[M]).toBe(true);
      expect(game.sessions[s]!.replica.allDecks.some((jd) => jd.members.join() === '0,2')).toBe(true);
      expect(game.sessions[s]!.proofs.filter((p) => p.code !== 'withheld')).toEqual([]);
    }
    expectHonestAgree(game);
  }, 240_000);
});
