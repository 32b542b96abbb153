// An attacker's pass (session 16) on intake's held copies (intake.ts isHeld): a seat signs each of
// its entries a second time, under another valid signature, and gives different peers different
// copies. Ed25519's strict rule (crypto/sign.ts) is cofactored: the key's owner — nobody else — can
// put a small-order component in R and get up to eight valid signatures of one message. The copies
// have one entry id (the id hashes the entry without its signature), so they are one entry: never an
// equivocation, never junk, and the log hash, the heads and every verdict are the same whichever
// copy a peer holds. Held copies are known by id and signature: a copy under the other signature is
// checked (and valid) and known by its id.
import { ED25519_TORSION_SUBGROUP, ed25519 } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { DOMAIN, checkLogEntry, decodeLogEntry, encodeLogEntry, entryId, equalBytes, utf8Bytes, type LogEntry } from '../../crypto/index';
import { InMemoryGame, harnessConfig, makeLobby, peerId, seedBytes, agot } from '../games/agot-harness';
import type { Transport } from '../net/transport';
import { takeEntry, type Refusals } from './intake';
import { Replica } from './replica';
import { isCertified, replayLog, summarize, verdictLine } from './verify-log';
import { decodeMessage, encodeMessage } from './wire';
import { AGOT } from '../games/agot';

const littleEndian = (b: Uint8Array): bigint => b.reduceRight((n, x) => (n << 8n) | BigInt(x), 0n);
const toLittleEndian = (n: bigint): Uint8Array => Uint8Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));
/** The message a log entry's signature signs (log-entry.ts signedMessage: the domain and the id, framed). */
function signedMessage(id: Uint8Array): Uint8Array {
  const parts = [utf8Bytes(DOMAIN.LOG_ENTRY_SIGNATURE), id];
  return Uint8Array.from(parts.flatMap((p) => [p.length >>> 24, (p.length >>> 16) & 0xff, (p.length >>> 8) & 0xff, p.length & 0xff, ...p]));
}

/** Another valid signature of `entry` by the owner of `secretKey`: R carries the small-order point `which` (1…7). */
function otherSignature(secretKey: Uint8Array, entry: LogEntry, which: number): Uint8Array {
  const id = entryId(entry);
  const { scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(secretKey);
  const order = ed25519.Point.Fn.ORDER;
  const r = littleEndian(sha512(Uint8Array.of(...secretKey, ...id, which))) % order;
  const R = ed25519.Point.BASE.multiply(r).add(ed25519.Point.fromHex(ED25519_TORSION_SUBGROUP[which]!)).toBytes();
  const k = littleEndian(sha512(Uint8Array.of(...R, ...pointBytes, ...signedMessage(id)))) % order;
  return Uint8Array.of(...R, ...toLittleEndian((r + k * scalar) % order));
}

/** Seat `seat`'s transport, giving `to` its own entries under another signature, everyone else the original. */
function twoCopies(inner: Transport, secretKey: Uint8Array, author: Uint8Array, to: string): Transport {
  const forPeer = (peer: string, bytes: Uint8Array): Uint8Array => {
    if (peer !== to) return bytes;
    const m = decodeMessage(bytes, 3);
    if (!m.ok || m.value.t !== 'entry') return bytes;
    const e = decodeLogEntry(m.value.e);
    if (!e.ok || !equalBytes(e.value.author, author)) return bytes;
    return encodeMessage({ t: 'entry', e: encodeLogEntry({ ...e.value, sig: otherSignature(secretKey, e.value, 1 + (e.value.seq % 7)) }) });
  };
  return {
    self: inner.self,
    peers: () => inner.peers(),
    onMessage: (h) => inner.onMessage(h),
    close: () => inner.close(),
    send: (peer, bytes) => inner.send(peer, forPeer(peer, bytes)),
    broadcast: (bytes) => {
      for (const peer of inner.peers()) inner.send(peer, forPeer(peer, bytes));
    },
  };
}

describe('copies of one entry under other signatures (the author re-signs, cofactored Ed25519)', () => {
  it('a copy under another valid signature is known by its id: neither new, nor refused, nor an equivocation', () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(2) }));
    game.start();
    expect(game.run({ until: () => game.sessions[0]!.replica.moves.length >= 3 })).toBe('until');
    const entries = game.sessions[0]!.replica.exported().entries;
    const seatOf = (e: LogEntry) => game.setup.seats.findIndex((s) => equalBytes(s.publicKey, e.author));
    const replica = new Replica(game.setup);
    const refusals: Refusals = { rejections: [], forgeries: [] };
    const take = (bytes: Uint8Array) => takeEntry(game.setup, replica, 'peer', bytes, refusals);
    const copies = entries.map((e) => ({ ...e, sig: otherSignature(game.lobby.keys[seatOf(e)]!.secretKey, e, 3) }));
    for (const copy of copies) {
      expect(equalBytes(copy.sig, entries[copies.indexOf(copy)]!.sig)).toBe(false);
      expect(checkLogEntry(copy).ok).toBe(true);
    }
    expect(copies.map((e) => take(encodeLogEntry(e)))).toEqual(entries.map(() => 'new'));
    expect(entries.map((e) => take(encodeLogEntry(e)))).toEqual(entries.map(() => 'known'));
    expect(copies.map((e) => take(encodeLogEntry(e)))).toEqual(entries.map(() => 'known'));
    expect(refusals).toEqual({ rejections: [], forgeries: [] });
    replica.advance();
    expect(replica.deviations).toEqual([]);
    expect(replica.status).toBe('playing');
  }, 60_000);

  it('a seat that gives one peer its entries under other signatures: the game ends certified, nobody blamed, both logs verify alike', () => {
    const seed = seedBytes(5);
    // The harness's lobby for this seed: the same keys the game's seats get.
    const keys = makeLobby(harnessConfig({ players: 3 }), seed).keys;
    const game = new InMemoryGame(
      agot({
        players: 3,
        seed,
        faults: { delay: [1, 6], lossPerMille: 20, duplicatePerMille: 20 },
        syncInterval: 60,
        wrapTransport: (seat, t) => (seat === 1 ? twoCopies(t, keys[1]!.secretKey, keys[1]!.publicKey, peerId(2)) : t),
      }),
    );
    game.start();
    expect(game.run()).toBe('done');
    const lines = game.sessions.map((s) => verdictLine(summarize(s.proofs, isCertified(s.replica))));
    expect(lines).toEqual(game.sessions.map(() => verdictLine({ certified: true, cheaters: [], absent: [] })));
    expect(new Set(game.sessions.map((s) => s.replica.lastHash())).size).toBe(1);
    // Seat 0 holds seat 1's entries as signed first, seat 2 the other copies: two logs, one game.
    const [log0, log2] = [game.sessions[0]!.exportLog(), game.sessions[2]!.exportLog()];
    expect(equalBytes(log0, log2)).toBe(false);
    const seat1Sigs = (s: number) => game.sessions[s]!.replica.exported().entries.filter((e) => equalBytes(e.author, game.lobby.keys[1]!.publicKey)).map((e) => e.sig);
    expect(seat1Sigs(0).some((sig, i) => !equalBytes(sig, seat1Sigs(2)[i]!))).toBe(true);
    for (const log of [log0, log2]) {
      const replay = replayLog(log, AGOT);
      if ('error' in replay) throw new RangeError(replay.error);
      expect(verdictLine(summarize([...replay.replica.deviations, ...replay.forged], isCertified(replay.replica)))).toBe(lines[0]);
      expect(replay.replica.hashes.at(-1)).toBe(game.sessions[0]!.replica.lastHash());
    }
  }, 300_000);
});
