// `npm run watch -- <link>` against a real game over real WebRTC (node-datachannel) and the real
// broker on 127.0.0.1: Ann's lobby with two bots, every seat a Session in this process over
// PeerjsTransport with random bots. The command joins by the lobby link before the start, and:
// 1. prints each new round with the state hash the players hold after the same move;
// 2. serves: once every player's process has gone, Ann comes back with only her store, and the
//    entries she lacks (her own included) can come from the watcher alone — she catches up to the
//    round the watcher printed. Players take a watcher's answers (isWatcherMessage); with the old
//    filter (sync requests only) she never would.
// Needs a non-loopback interface, as src/net/peerjs-transport.test.ts explains.
import { CLOSE_WEBRTC_HOOK_MS, closeWebRtc } from '../net/peerjs-node.testkit';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrbg } from '../../crypto/index';
import { startBroker, type RunningBroker } from '../../scripts/broker.mjs';
import { randomBot } from '../bots/random-bot';
import { hostPeerjsLobby } from '../lobby/peerjs-lobby';
import { agotResult, type Identity, type LobbyResult } from '../lobby/lobby-result';
import { seatAccept } from '../net/channel-auth';
import { withMesh } from '../net/mesh';
import type { NetworkOptions } from '../net/peerjs-broker-options';
import { PeerjsTransport } from '../net/peerjs-transport';
import { attachBot } from '../session/attach-bot';
import { realClock } from '../session/clock';
import { Session } from '../session/session';
import { encodeSeedSecret } from '../session/setup';
import { MemoryStore } from '../session/store';
import { MAX_WATCHER_MESSAGE_BYTES, isWatcherMessage } from '../session/sync-requests';
import { onAny, until } from '../session/until.testkit';
import type { Agot } from '../games/agot';

const timers = { setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>), now: () => performance.now() };

/** Calls `changed` on every line the watcher prints. */
const outputListeners = new Set<() => void>();
const onOutput = (changed: () => void) => {
  outputListeners.add(changed);
  return () => outputListeners.delete(changed);
};

let broker: RunningBroker;
let network: NetworkOptions;
let cli: ChildProcess | null = null;
const sessions: Session<Agot>[] = [];

beforeAll(async () => {
  broker = await startBroker({ host: '127.0.0.1', port: 0, log: () => {} });
  network = { broker: { host: '127.0.0.1', port: broker.port, path: broker.path, key: broker.key, secure: false }, iceServers: [] };
});

afterAll(async () => {
  for (const s of sessions) s.close();
  const watcher = cli;
  if (watcher !== null) {
    // The watcher stops on SIGINT; waiting for its exit keeps it from outliving the broker.
    const gone = () => watcher.exitCode !== null || watcher.signalCode !== null;
    const stopped = until('the watcher to exit on SIGINT', gone, (changed) => {
      watcher.on('exit', changed);
      return () => watcher.off('exit', changed);
    }, 15_000);
    watcher.kill('SIGINT');
    await stopped;
  }
  await broker?.close();
  await closeWebRtc();
}, CLOSE_WEBRTC_HOOK_MS);

/** A seat as the app runs it (src/play/network-game.ts), on a store in memory. */
function runSeat(result: LobbyResult, seat: number, identity: Identity, store: MemoryStore): Session<Agot> {
  const mesh = new PeerjsTransport({
    self: result.peerIds[seat]!,
    peers: result.peerIds,
    broker: network.broker,
    iceServers: [],
    timers,
    connectTimeoutMs: 4000,
    backoff: { firstMs: 100, maxMs: 1000 },
    spectatorRequests: (bytes) => isWatcherMessage(bytes, result.setup.seats.length),
    maxSpectatorRequestBytes: MAX_WATCHER_MESSAGE_BYTES,
    auth: { keys: identity.keys, accept: seatAccept(result.peerIds, result.setup.seats.map((s) => s.publicKey)) },
  });
  const session = new Session({ transport: withMesh(mesh), clock: realClock, rng: createDrbg(identity.keys.publicKey, 'rng'), store, keys: identity.keys, setup: result.setup, seat, syncInterval: 300 });
  attachBot(session, randomBot(identity.keys.publicKey, `bot/${seat}`));
  session.start();
  sessions.push(session);
  return session;
}

describe('npm run watch', () => {
  it('follows a game by its lobby link with the players\' state hashes, and serves a returning player when nobody else is online', { timeout: 420_000 }, async () => {
    const { lobby, host } = hostPeerjsLobby({ name: 'Ann', network });
    host.updateSettings({ players: 3 });
    host.addBot();
    host.addBot();
    const link = `http://127.0.0.1:${broker.port}/?broker=127.0.0.1:${broker.port}${broker.path}#lobby=${lobby}`;
    const out: string[] = [];
    cli = spawn(process.execPath, ['--import', 'tsx', 'scripts/watch.ts', link, '--name', 'Club watcher'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    cli.stdout!.on('data', (b: Buffer) => {
      out.push(...b.toString().split('\n').filter((l) => l !== ''));
      for (const f of [...outputListeners]) f();
    });
    cli.stderr!.on('data', (b: Buffer) => (err += b.toString()));
    await until('the watcher in the lobby', () => host.view().watchers.some((w) => w.name === 'Club watcher'), onAny(host), 60_000);
    host.setReady(true);
    const result = agotResult(await host.result)!;
    const identities = [result.identity, ...result.botSeats.map((b) => b.identity)];
    const seatsOf = [result.seat!, ...result.botSeats.map((b) => b.seat)];
    const stores = identities.map((id) => {
      const store = new MemoryStore();
      store.put('seed', encodeSeedSecret(id.seedSecret));
      return store;
    });
    const players = seatsOf.map((seat, i) => runSeat(result, seat, identities[i]!, stores[i]!));
    host.close();

    // 1. Round 2 printed with the players' hash after the same move.
    await until('round 2 on the watcher', () => out.some((l) => l.startsWith('round 2:')), onOutput, 240_000);
    const line = out.find((l) => l.startsWith('round 2:'))!;
    const [, moves, hash] = /^round 2: (\d+) moves, state ([0-9a-f]{64})$/.exec(line)!;
    await until('the players past that move', () => players.every((p) => p.replica.hashes.length >= Number(moves)), onAny(...players), 60_000);
    for (const p of players) expect(p.replica.hashes[Number(moves) - 1]).toBe(hash);
    expect(out[0]).toMatch(/^joining lobby [0-9a-f]{16} as a watcher through ws:\/\/127\.0\.0\.1:\d+\/signal$/);
    expect(out[1]).toMatch(/^game [0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4} \(agot\): .*; watching and serving$/);

    // 2. Everyone leaves; Ann comes back alone with her store: only the watcher can give her the log.
    const held = players[0]!.replica.moves.length;
    for (const p of players) p.close();
    const annBack = runSeat(result, seatsOf[0]!, identities[0]!, stores[0]!);
    await until('Ann caught up from the watcher', () => annBack.replica.moves.length >= Math.min(held, Number(moves)), onAny(annBack), 120_000);
    expect(annBack.replica.hashes[Number(moves) - 1]).toBe(hash);
    expect(err).not.toMatch(/Error/);
  });
  it('lists its options with --help, and answers a bad argument with one line and exit code 2', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/watch.ts', ...args], { encoding: 'utf8' });
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run watch -- <lobby link> \[options\]/);
    for (const args of [['--bogus'], [], ['http://127.0.0.1:5173/'], ['not a link'], ['http://127.0.0.1/#lobby=1', '--broker', 'ftp://x']]) {
      const r = run(...args);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  }, 120_000);
});
