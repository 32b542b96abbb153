// What a live peer holds of each seat's chain ahead of its fold (chains.ts HOLD_LIMITS; session
// README, "What a peer holds ahead"): at most 64 entries and 512 KiB per seat, nearer entries first;
// what does not fit is dropped, blaming nobody, and comes again through sync. A log file is folded
// whole (verify holds everything it is given: the file is bounded as a whole).
import { describe, expect, it } from 'vitest';
import { encodeLogEntry, entryId, keyPairFromSeed, makeLogEntry, zeroHash, type LogEntry } from '../../crypto/index';
import type { MessageHandler } from '../net/transport';
import { withMesh } from '../net/mesh';
import { Chains, HOLD_LIMITS } from './chains';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { Watcher } from './watcher';
import { encodeMessage } from './wire';

const key = keyPairFromSeed(new Uint8Array(32).fill(9));
/** A linked chain of `n` entries of one author, each with `pad` bytes of body. */
function chainOf(n: number, pad = 0): LogEntry[] {
  const out: LogEntry[] = [];
  let prev = zeroHash();
  for (let seq = 0; seq < n; seq++) {
    const e = makeLogEntry(key.secretKey, { game: zeroHash(), author: key.publicKey, seq, prev, kind: 'move', body: { ref: `r${seq}`, pad: new Uint8Array(pad) }, stateHash: zeroHash() });
    out.push(e);
    prev = entryId(e);
  }
  return out;
}
const size = (e: LogEntry) => encodeLogEntry(e).length;

describe('the entries a live peer holds ahead of its fold', () => {
  it('are at most HOLD_LIMITS.entries per seat past the consumed count; more are dropped until the fold moves on', () => {
    const chains = new Chains(2, HOLD_LIMITS);
    const chain = chainOf(HOLD_LIMITS.entries + 10);
    // Newest first, as a relay hands a day's entries over: those past the window are dropped.
    const outcomes = [...chain].reverse().map((e) => chains.add(0, e, entryId(e), size(e)).kind);
    expect(outcomes.filter((k) => k === 'too-far')).toHaveLength(10);
    expect(chains.held(0)).toBe(HOLD_LIMITS.entries);
    expect(chains.heldAhead(0).entries).toBe(HOLD_LIMITS.entries);
    // The fold consumed 10: the next 10 fit now.
    chains.consumed = [10, 0];
    expect(chains.heldAhead(0).entries).toBe(HOLD_LIMITS.entries - 10);
    for (const e of chain.slice(HOLD_LIMITS.entries)) expect(chains.add(0, e, entryId(e), size(e)).kind).toBe('new');
    expect(chains.held(0)).toBe(HOLD_LIMITS.entries + 10);
  }, 60_000);

  it('are at most HOLD_LIMITS.bytes per seat: a nearer entry lets farther ones go, so the next one to consume always fits', () => {
    const chains = new Chains(2, HOLD_LIMITS);
    const chain = chainOf(12, 100_000); // ≈ 100 KB each: 5 fit in 512 KiB
    for (const e of chain.slice(1).reverse()) chains.add(0, e, entryId(e), size(e));
    expect(chains.heldAhead(0).bytes).toBeLessThanOrEqual(HOLD_LIMITS.bytes);
    expect(chains.heldAhead(0).entries).toBe(5);
    expect(chains.at(0, 1)).toBeDefined(); // the nearest were kept: newest first, each one nearer than the last
    // Seq 0, the next to consume, fits: the farthest held entry goes to make room (and can come again).
    const farthest = Math.max(...chains.allHeld().map((h) => h.entry.seq));
    expect(chains.add(0, chain[0]!, entryId(chain[0]!), size(chain[0]!)).kind).toBe('new');
    expect(chains.at(0, farthest)).toBeUndefined();
    expect(chains.hasId(entryId(chain[farthest]!))).toBe(false);
    expect(chains.add(0, chain[farthest]!, entryId(chain[farthest]!), size(chain[farthest]!)).kind).toBe('too-far');
    expect(chains.heldAhead(0).bytes).toBeLessThanOrEqual(HOLD_LIMITS.bytes);
    // This peer's own entries (no size) are always held; another seat's budget is its own.
    for (const e of chainOf(HOLD_LIMITS.entries + 5, 10_000)) expect(chains.add(1, e, entryId(e), null).kind).toBe('new');
  }, 60_000);

  it('a watcher handed a whole game newest first holds only its window, then catches up through sync to the players\' hashes', () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(5), faults: { delay: [1, 5] }, syncInterval: 60 }));
    game.start();
    // Until every seat wrote more than the window: some of each chain must be dropped.
    const chains = game.sessions[0]!.replica.chains;
    expect(game.run({ until: () => [0, 1, 2].every((s) => chains.consumed[s]! > HOLD_LIMITS.entries + 20) })).toBe('until');
    const entries = game.sessions[0]!.entries();
    const missed = game.sessions[0]!.replica.hashes.length;

    let deliver: MessageHandler = () => undefined;
    const raw = withMesh(game.network.join('watcher'));
    const watcher = new Watcher({ transport: { ...raw, peers: () => raw.peers(), onMessage: (h) => ((deliver = h), raw.onMessage(h)) }, clock: game.clock, setup: game.setup, syncInterval: 60 });
    watcher.start();
    let most = 0;
    for (const e of [...entries].reverse()) {
      deliver('seat-0', encodeMessage({ t: 'entry', e: encodeLogEntry(e) }));
      most = Math.max(most, ...[0, 1, 2].map((s) => watcher.replica.chains.heldAhead(s).entries));
    }
    expect(most).toBeLessThanOrEqual(HOLD_LIMITS.entries);
    expect(watcher.replica.hashes.length).toBeLessThan(missed); // what was dropped is missing …

    // … and sync brings it: the watcher reaches what the players had applied, with no proof.
    expect(game.run({ until: () => watcher.replica.hashes.length >= missed })).toBe('until');
    expect(watcher.replica.hashes.slice(0, missed)).toEqual(game.sessions[0]!.replica.hashes.slice(0, missed));
    expect(watcher.proofs()).toEqual([]);

    // A source read once, chain by chain, as the page's local archive reads its stores: a watcher
    // with the default limits keeps 64 of each chain and nobody sends the rest again; `hold: null`
    // keeps all of it and folds to the same hashes with no network at all.
    const readOnce = (hold: null | undefined) => {
      let feed: MessageHandler = () => undefined;
      const quiet = { self: 'archive', peers: () => [], send: () => undefined, broadcast: () => undefined, onMessage: (h: MessageHandler) => ((feed = h), () => undefined), close: () => undefined };
      const w = new Watcher({ transport: quiet, clock: game.clock, setup: game.setup, ...(hold === null ? { hold } : {}) });
      w.start();
      for (const e of entries) feed('store', encodeMessage({ t: 'entry', e: encodeLogEntry(e) }));
      return w.replica.hashes.length;
    };
    expect(readOnce(undefined)).toBeLessThan(missed);
    expect(readOnce(null)).toBeGreaterThanOrEqual(missed);
  }, 300_000);
});
