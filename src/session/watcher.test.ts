// A watcher that joins a running game late catches up through sync, follows it to the end with the
// players' state hashes, writes no entry, and refuses whatever forged or garbage bytes reach it.
import { describe, expect, it } from 'vitest';
import { encodeLogEntry, keyPairFromSeed, makeLogEntry, zeroHash } from '../../crypto/index';
import { withMesh } from '../net/mesh';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { isSyncRequest } from './sync-requests';
import { Watcher } from './watcher';
import { encodeMessage } from './wire';
import type { Agot } from '../games/agot';

/** Moves messages and time until `done` holds (the players may have finished long before). */
function runUntil(game: InMemoryGame<Agot>, done: () => boolean, maxTime: number): void {
  while (!done()) {
    if (game.network.step()) {
      game.clock.advanceTo(game.network.now);
      continue;
    }
    const due = game.clock.nextDue();
    if (due === null || due > maxTime) return;
    game.network.now = Math.max(game.network.now, due);
    game.clock.advanceTo(due);
  }
}

describe('a watcher', () => {
  it('joins after round 2, catches up, ends the game with the players\' hashes and writes nothing', () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(5), faults: { delay: [1, 5], lossPerMille: 20, duplicatePerMille: 20 }, syncInterval: 60 }));
    game.start();
    expect(game.run({ until: () => game.sessions.every((s) => s.state.round >= 3) })).toBe('until');
    const missed = game.sessions[0]!.replica.hashes.length;
    expect(missed).toBeGreaterThan(20);

    // What the watcher puts on the wire, under withMesh's envelope.
    const sent: { kind: string; bytes: Uint8Array }[] = [];
    const raw = game.network.join('watcher');
    const transport = withMesh({
      ...raw,
      send: (to, bytes) => (sent.push({ kind: 'send', bytes }), raw.send(to, bytes)),
      broadcast: (bytes) => (sent.push({ kind: 'broadcast', bytes }), raw.broadcast(bytes)),
    });
    const watcher = new Watcher({ transport, clock: game.clock, setup: game.setup, syncInterval: 60 });
    let changes = 0;
    watcher.onChange(() => changes++);
    watcher.start();

    // It catches up with what it missed long before the game ends.
    runUntil(game, () => watcher.replica.hashes.length >= missed, 2_000_000);
    expect(watcher.replica.hashes.slice(0, missed)).toEqual(game.sessions[0]!.replica.hashes.slice(0, missed));
    expect(game.sessions[0]!.status).toBe('playing');

    runUntil(game, () => watcher.replica.status === 'finished' && game.sessions.every((s) => s.status === 'finished'), 20_000_000);
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    expect(watcher.replica.status).toBe('finished');
    for (const s of game.sessions) expect(watcher.replica.hashes).toEqual(s.replica.hashes);
    expect(watcher.replica.state.winner).toBe(game.sessions[0]!.state.winner);
    expect(watcher.proofs()).toEqual([]);
    expect(changes).toBeGreaterThan(0);
    // All it sent is sync requests, each one what players let a spectator send (nothing is passed on).
    const requests = sent.filter((m) => m.kind === 'send' && isSyncRequest(m.bytes, 3));
    expect(requests.length).toBeGreaterThan(0);
    expect(sent.filter((m) => !requests.includes(m))).toEqual([]);
    watcher.close();
  }, 300_000);

  it('catches up from a serving watcher alone, though one seat\'s chain runs far past what it may hold ahead (the watch command\'s returning player)', () => {
    // A whole game: every chain is longer than the 64 entries a peer holds ahead of its fold.
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(21), syncInterval: 60 }));
    game.start();
    expect(game.run()).toBe('done');
    const all = game.sessions[0]!.replica.hashes;
    const server = new Watcher({ transport: withMesh(game.network.join('server')), clock: game.clock, setup: game.setup, syncInterval: 60, serve: true });
    server.start();
    runUntil(game, () => server.replica.status === 'finished', 20_000_000);
    // The late watcher reaches nobody but the server. A serving watcher used to answer seat by
    // seat: 64 entries of seat 0, all past what the asker could hold once its fold waited for
    // seat 1, and never one of seat 1's.
    for (const s of ['seat-0', 'seat-1', 'seat-2']) game.network.cutLink(s, 'late');
    const late = new Watcher({ transport: withMesh(game.network.join('late')), clock: game.clock, setup: game.setup, syncInterval: 60 });
    late.start();
    runUntil(game, () => late.replica.status === 'finished', game.clock.now() + 2_000_000);
    expect(late.replica.hashes).toEqual(all);
    expect(late.replica.status).toBe('finished');
    server.close();
    late.close();
  }, 300_000);

  it('refuses garbage, another game\'s message and a forged entry without harm', () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(6), syncInterval: 60 }));
    game.start();
    game.run({ until: () => game.sessions[0]!.replica.hashes.length >= 10 });
    const watcher = new Watcher({ transport: withMesh(game.network.join('watcher')), clock: game.clock, setup: game.setup, syncInterval: 60 });
    watcher.start();
    const liar = withMesh(game.network.join('liar'));
    // A forged entry: seat 0's public key as its author, signed by someone else.
    const stranger = keyPairFromSeed(new Uint8Array(32).fill(9));
    const forged = makeLogEntry(stranger.secretKey, { game: watcher.replica.game, author: stranger.publicKey, seq: 0, prev: zeroHash(), kind: 'move', body: {}, stateHash: zeroHash() });
    const stolen = encodeLogEntry({ ...forged, author: game.setup.seats[0]!.publicKey });
    liar.send('watcher', encodeMessage({ t: 'entry', e: stolen }));
    liar.send('watcher', new Uint8Array([0xff, 0x00, 0x13]));
    liar.send('watcher', encodeMessage({ t: 'heads', game: new Uint8Array(32), have: [0, 0, 0] }));
    liar.send('watcher', encodeMessage({ t: 'entry', e: encodeLogEntry(forged) }));
    runUntil(game, () => watcher.rejections.length >= 4, 1_000_000);
    expect(watcher.rejections.map((r) => r.code).sort()).toEqual(['bad-signature', 'undecodable', 'unknown-author', 'wrong-game']);
    expect(watcher.rejections.every((r) => r.from === 'liar')).toBe(true);
    // Only a sync request under withMesh's direct envelope passes the players' spectator filter.
    const sync = encodeMessage({ t: 'sync', game: watcher.replica.game, have: [0, 0, 0], relay: [] });
    expect([Uint8Array.of(0, ...sync), Uint8Array.of(1, ...sync), sync, Uint8Array.of(0, ...stolen), Uint8Array.of(0, 0xff)].map((b) => isSyncRequest(b, 3))).toEqual([true, false, false, false, false]);
    expect(watcher.proofs().map((p) => [p.code, p.peer])).toEqual([['forged', 'liar']]);
    // Nothing of it reached the replica: the watcher follows the game as before.
    runUntil(game, () => watcher.replica.hashes.length >= 40, 2_000_000);
    expect(watcher.replica.deviations).toEqual([]);
    expect(watcher.replica.hashes).toEqual(game.sessions[0]!.replica.hashes.slice(0, watcher.replica.hashes.length));
    watcher.close();
  }, 120_000);
});
