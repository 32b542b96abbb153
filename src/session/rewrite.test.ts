// Finding 3 of issue 14: evidence that convicts the cheater, not the victim. A seat that changes
// one of its past moves and re-signs the rest of its chain presents a log whose chain of that seat
// is valid on its own; the other seats' entries name, in their `heads`, which entries of it they had
// consumed (README, "Evidence"). On the old main (heads were counts) verify blamed seat 0, an
// honest player, with a state mismatch.
import { describe, expect, it } from 'vitest';
import { decodeLogEntry, entryId, equalBytes, makeLogEntry, type CanonicalValue, type LogEntry } from '../../crypto/index';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { decodeLogFile, encodeLogFile } from './log-file';
import { resignChain, rewriteLog } from './malicious.testkit';
import { verifyLog, type Verdict } from './verify-log';
import { AGOT, type Agot } from '../games/agot';

/** An honest 3-player game played into round 3, and its log as seat 0 exports it (played once). */
const honestLog = (() => {
  let played: { game: InMemoryGame<Agot>; log: Uint8Array } | null = null;
  return () => {
    if (played !== null) return played;
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(4), faults: { delay: [1, 4] }, syncInterval: 60 }));
    game.start();
    game.run({ until: () => game.sessions.every((s) => s.state.round >= 3) });
    return (played = { game, log: game.sessions[0]!.exportLog() });
  };
})();

const named = (v: Verdict) => (v.kind === 'cheated' ? [...new Set(v.proofs.map((p) => `${p.code} by ${p.culprit}`))].sort() : v.kind);

describe('a seat that rewrites and re-signs its own past', () => {
  it.each([2, 1])('verify names the rewriting seat %i, and no honest seat', (cheater) => {
    const { game, log } = honestLog();
    expect(verifyLog(log, AGOT).kind).toBe('incomplete'); // the game goes on: nobody deviated so far
    const rewritten = rewriteLog(AGOT, log, cheater, game.lobby.keys[cheater]!);
    if (rewritten === null) throw new RangeError('expected the seat to have made a move with a legal alternative');
    const verdict = verifyLog(rewritten, AGOT);
    expect(named(verdict)).toEqual([`rewrite by ${cheater}`]);
    if (verdict.kind === 'cheated') {
      // The proof: the cheater's own entry, an honest seat's entry naming another one at that seq,
      // and the cheater's later entry that consumed the honest one — all signed.
      const [own, honest, ack] = verdict.proofs[0]!.entries;
      expect(equalBytes(own!.author, game.setup.seats[cheater]!.publicKey)).toBe(true);
      expect(equalBytes(honest!.author, game.setup.seats[cheater]!.publicKey)).toBe(false);
      expect(equalBytes(ack!.author, game.setup.seats[cheater]!.publicKey)).toBe(true);
      expect(ack!.seq).toBeGreaterThan(own!.seq);
    }
  }, 240_000);

  it('a seat that lies about which entry of another seat it saw is never taken at its word: nobody is convicted on it', () => {
    const { game, log } = honestLog();
    const file = decodeLogFile(log, AGOT);
    if (!file.ok) throw new RangeError('expected the exported log to decode');
    const entries = file.value.entries.map((b) => decodeLogEntry(b)).flatMap((e) => (e.ok ? [e.value] : []));
    // Seat 0 re-signs its chain from its 10th entry on, that entry naming a made-up entry of seat 1.
    const liar = 0;
    const chain = entries.filter((e) => equalBytes(e.author, game.setup.seats[liar]!.publicKey)).sort((a, b) => a.seq - b.seq);
    const from = chain.findIndex((e) => e.seq >= 10 && (e.body as { heads: [number, Uint8Array][] }).heads[1]![0] > 0);
    const body = chain[from]!.body as { heads: [number, Uint8Array][] };
    const heads = body.heads.map(([n, id], seat) => [n, seat === 1 ? new Uint8Array(32).fill(9) : id]);
    const keys = game.lobby.keys[liar]!;
    const sign = (fields: Pick<LogEntry, 'kind' | 'body' | 'stateHash'>, at: { seq: number; prev: Uint8Array }) =>
      makeLogEntry(keys.secretKey, { game: chain[0]!.game, author: keys.publicKey, seq: at.seq, prev: at.prev, ...fields });
    const lied = resignChain(chain.slice(from), { ...body, heads } as unknown as CanonicalValue, sign);
    const others = entries.filter((e) => !equalBytes(e.author, keys.publicKey) || e.seq < chain[from]!.seq);
    const verdict = verifyLog(encodeLogFile(file.value.setup, [...others, ...lied]), AGOT);
    // The lie is never consumed: the replay stops before it (incomplete), and seat 1 is not blamed.
    expect(verdict.kind === 'cheated' ? verdict.proofs.filter((p) => p.culprit === 1) : []).toEqual([]);
    expect(entryId(lied[0]!)).not.toEqual(entryId(chain[from]!));
  }, 240_000);
});
