// Finding 8 of issue 14, "withholding gains nothing" (README, "Withholding gains nothing"): a seat
// that does not open after seeing the others' openings gets exactly the choice it committed to —
// the other seats open its escrow — live and in `verify`, on an orders decision, a bid and a House
// card choice (2E-HID-11: sealed choices are revealed together and cannot be changed). A bad
// escrow, a wrong dealt share and a complaint that proves nothing are blamed on their makers.
import { describe, expect, it } from 'vitest';
import { decodeCanonical, encodeCanonical, makeEscrowComplaint, type CanonicalValue, type LogEntry } from '../../crypto/index';
import type { DeviationCode } from './deviation';
import { InMemoryGame, makeLobby, seedBytes, agot } from '../games/agot-harness';
import { honest, maliciousTransport, onFirst, withholdOpen, type Attack } from './malicious.testkit';
import { replayLog, verifyLog } from './verify-log';
import type { Move } from '../../engine/index';
import { AGOT, type Agot } from '../games/agot';

const M = 1;
const HONEST = [0, 2];

function game3(seed: number, wrap: (seat: number) => Attack | null) {
  const keys = makeLobby({ players: 3 }, seedBytes(seed)).keys;
  const game = new InMemoryGame(agot({
    players: 3,
    seed: seedBytes(seed),
    faults: { delay: [1, 4], duplicatePerMille: 20 },
    syncInterval: 60,
    deadlines: { move: 2_000, sealed: 2_000, deck: 4_000 },
    wrapTransport: (seat, t) => {
      const attack = wrap(seat);
      return attack === null ? t : maliciousTransport(t, keys[seat]!, 3, attack);
    },
  }));
  game.start();
  return game;
}

const bodyOf = (e: LogEntry) => e.body as Record<string, CanonicalValue>;
const kindOfRef = (ref: string) => ref.split('/').at(-2);

/** The `withheld` proof against M for an opening of a `kind` decision, if every honest peer holds it. */
function withheldOpening(game: InMemoryGame<Agot>, kind: string): string | null {
  const refs = HONEST.map((s) => game.sessions[s]!.proofs.find((p) => p.code === 'withheld' && p.culprit === M && p.entries[0]?.kind === 'commit' && kindOfRef(String(bodyOf(p.entries[0]!).ref)) === kind));
  return refs.every((p) => p !== undefined) ? String(bodyOf(refs[0]!.entries[0]!).ref) : null;
}

/** The move applied for M's decision `ref` among `moves` (its set's moves start at the ref's move count). */
function appliedFor(moves: readonly Move[], ref: string, house: string): Move | undefined {
  const at = Number(ref.slice(ref.lastIndexOf('@') + 1));
  return moves.slice(at, at + 6).find((m) => (m as { house?: string }).house === house);
}

describe('a seat that withholds its opening after seeing the others', () => {
  it.each([
    ['place-orders', 11],
    ['bid', 3],
    ['choose-house-card', 11],
  ])('gets exactly its committed %s (seed %i), live and in verify', (kind, seed) => {
    // The kit's attack: from its first opening of that kind on, the seat says nothing of its own.
    const game = game3(seed, (seat) => (seat === M ? withholdOpen(kind) : null));
    const house = game.setup.seats[M]!.house;
    let ref: string | null = null;
    const applied = () => (ref ??= withheldOpening(game, kind)) !== null && HONEST.every((s) => appliedFor(game.sessions[s]!.replica.moves, ref!, house) !== undefined);
    game.run({ until: applied, maxTime: 2_000_000 });
    expect(applied()).toBe(true);
    // What M committed to, from its own store (the salt and choice are stored before the commitment leaves).
    const stored = decodeCanonical(game.lobby.stores[M]!.get(`sealed/${ref!}`)!);
    if (!stored.ok) throw new Error('expected the stored choice');
    const committed = encodeCanonical((stored.value as { payload: CanonicalValue }).payload);
    for (const s of HONEST) {
      const session = game.sessions[s]!;
      expect(encodeCanonical(appliedFor(session.replica.moves, ref!, house) as unknown as CanonicalValue)).toEqual(committed);
      // Recorded as withheld (absent), never as a cheat; nobody honest blamed.
      expect(session.proofs.filter((p) => p.culprit !== null && p.code !== 'withheld')).toEqual([]);
      expect(session.entries().some((e) => e.kind === 'release')).toBe(true);
    }
    const replay = replayLog(game.sessions[0]!.exportLog(), AGOT);
    if ('error' in replay) throw new Error(replay.error);
    expect(encodeCanonical(appliedFor(replay.replica.moves, ref!, house) as unknown as CanonicalValue)).toEqual(committed);
    const verdict = verifyLog(game.sessions[0]!.exportLog(), AGOT);
    expect(verdict.kind === 'cheated' ? [...new Set(verdict.proofs.map((p) => `${p.code} by ${p.culprit}`))] : verdict.kind).toEqual([`withheld by ${M}`]);
  }, 600_000);
});

/** Runs until every honest peer holds a proof `code` against `culprit`; returns it. */
function runUntil(game: InMemoryGame<Agot>, code: DeviationCode, culprit: number, honestSeats: readonly number[]) {
  const blamed = () => honestSeats.every((s) => game.sessions[s]!.proofs.some((p) => p.code === code && p.culprit === culprit));
  game.run({ until: blamed, maxTime: 2_000_000 });
  expect(blamed()).toBe(true);
  const verdict = verifyLog(game.sessions[honestSeats[0]!]!.exportLog(), AGOT);
  expect(verdict.kind).toBe('cheated');
  if (verdict.kind === 'cheated') expect(verdict.proofs.some((p) => p.code === code && p.culprit === culprit)).toBe(true);
  return game.sessions[honestSeats[0]!]!.proofs.find((p) => p.code === code && p.culprit === culprit)!;
}

const flip = (bytes: Uint8Array) => {
  const out = bytes.slice();
  out[0] = out[0]! ^ 1;
  return out;
};

describe('escrow deviations are blamed on their makers', () => {
  it('a commitment whose escrow fails its check is refused before anyone opens, and the bot answers', () => {
    const game = game3(11, (seat) =>
      seat === M ? onFirst('commit', (entry, ctx) => ctx.broadcast(ctx.sign({ ...entry, body: { ...bodyOf(entry), escrow: { ...(bodyOf(entry).escrow as Record<string, CanonicalValue>), ephemeral: flip((bodyOf(entry).escrow as { ephemeral: Uint8Array }).ephemeral) } } }))) : null,
    );
    const proof = runUntil(game, 'bad-escrow', M, HONEST);
    expect(proof.entries.map((e) => e.kind)).toEqual(['commit']);
    for (const s of HONEST) expect(game.sessions[s]!.proofs.filter((p) => p.culprit !== M && p.culprit !== null)).toEqual([]);
  }, 300_000);

  it('a dealer that gives one recipient a wrong share and withholds: the complaint convicts it', () => {
    let silent = false;
    const game = game3(11, (seat) =>
      seat === M
        ? (entry, ctx) => {
            if (silent || entry.kind === 'open') return void (silent = true);
            if (entry.kind !== 'commit') return honest(entry, ctx);
            const escrow = bodyOf(entry).escrow as { shares: Uint8Array[] };
            ctx.broadcast(ctx.sign({ ...entry, body: { ...bodyOf(entry), escrow: { ...escrow, shares: [flip(escrow.shares[0]!), ...escrow.shares.slice(1)] } } }));
          }
        : null,
    );
    const proof = runUntil(game, 'bad-escrow', M, HONEST);
    // Its signed escrow and the recipient's complaint (seat 0 holds the first share).
    expect(proof.entries.map((e) => e.kind)).toEqual(['commit', 'complaint']);
    for (const s of HONEST) expect(game.sessions[s]!.proofs.filter((p) => p.culprit !== M && p.culprit !== null)).toEqual([]);
  }, 300_000);

  it('a recipient that complains about a right share is convicted, and with too few shares the bot answers', () => {
    // Seat 1 withholds its first opening; seat 2 answers the release with a complaint about its right share.
    const complainer = 2;
    const game = game3(11, (seat) => {
      if (seat === M) return withholdOpen();
      if (seat !== complainer) return null;
      return (entry, ctx) => {
        if (entry.kind !== 'release') return honest(entry, ctx);
        const round = game.sessions[complainer]!.replica.sealedRound()!;
        const committed = round.commitments.find((c) => c?.escrow != null && c.escrow.context.decision === bodyOf(entry).ref)!;
        const keys = (game.sessions[complainer] as unknown as { escrowKeys: { secretKey: Uint8Array } }).escrowKeys;
        const complaint = makeEscrowComplaint(committed.escrow!.context, committed.escrow!.escrow, complainer, keys.secretKey);
        ctx.broadcast(ctx.sign({ kind: 'complaint', body: { ref: bodyOf(entry).ref!, dh: complaint.dh, proof: { c: complaint.proof.c, s: complaint.proof.s }, heads: bodyOf(entry).heads! }, stateHash: entry.stateHash }));
      };
    });
    const proof = runUntil(game, 'bad-release', complainer, [0]);
    expect(proof.entries.map((e) => e.kind)).toEqual(['complaint']);
    expect(proof.detail).toMatch(/false-complaint/);
    expect(game.sessions[0]!.proofs.some((p) => p.code === 'withheld' && p.culprit === M)).toBe(true);
    expect(game.sessions[0]!.proofs.filter((p) => p.culprit === 0)).toEqual([]);
  }, 300_000);
});
