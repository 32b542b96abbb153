// A game played over days through a Nostr relay (issue 18, "Games over days"): three bot players
// with a 2-day deadline on every decision, on a simulated clock, each online a few hours a day at
// its own time and never two at once. Entries pass only through a local relay
// (@nostr-relay/core on 127.0.0.1, nostr-relay.testkit.ts): a player that comes online fetches what
// it missed, plays what it can, publishes, and goes offline. The game reaches its end, nobody is
// timed out, `verify` certifies the log, and a watcher that reads the relay in round 2 and again at
// the end reaches the players' state hashes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { WebSocket } from 'ws';
import { createDrbg, toHex } from '../../crypto/index';
import { randomBot } from '../bots/random-bot';
import { NostrTransport, type NostrReport } from '../net/nostr-transport';
import { startTestRelay, type TestRelay } from '../net/nostr-relay.testkit';
import { withMesh } from '../net/mesh';
import { attachBot, InMemoryGame, makeLobby, peerId, seedBytes, agot } from '../games/agot-harness';
import { ManualClock, type Clock } from './clock';
import { Session } from './session';
import { gameId } from './setup';
import { verifyLog } from './verify-log';
import { Watcher } from './watcher';
import { AGOT } from '../games/agot';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const websocket = WebSocket as unknown as typeof globalThis.WebSocket;

/**
 * One device's view of the shared clock: while it sleeps (offline, lid closed) its timers do not
 * run; those that came due run when it wakes, after it has fetched what it missed.
 */
class DeviceClock implements Clock {
  private awake = false;
  private overdue: Array<{ fn: () => void; cancelled: boolean }> = [];
  constructor(private readonly world: ManualClock) {}
  now(): number {
    return this.world.now();
  }
  schedule(delay: number, fn: () => void): () => void {
    const timer = { fn, cancelled: false };
    const cancel = this.world.schedule(delay, () => {
      if (timer.cancelled) return;
      if (this.awake) fn();
      else this.overdue.push(timer);
    });
    return () => {
      timer.cancelled = true;
      cancel();
    };
  }
  wake(): void {
    this.awake = true;
    for (const t of this.overdue.splice(0)) if (!t.cancelled) t.fn();
  }
  sleep(): void {
    this.awake = false;
  }
}

describe('a game over days through a Nostr relay', () => {
  let relay: TestRelay;
  beforeAll(async () => {
    relay = await startTestRelay();
  });
  afterAll(async () => {
    await relay.close();
  });

  it('with 2-day deadlines and players never online together, reaches its end, verifies, and a watcher of the relay agrees', async () => {
    const seed = seedBytes(18);
    const deadlines = { move: 2 * DAY, sealed: 2 * DAY, deck: 2 * DAY };
    const lobby = makeLobby({ players: 3 }, seed, deadlines);
    const topic = toHex(gameId(lobby.setup));
    const world = new ManualClock();
    const epoch = Date.now();
    const now = () => epoch + world.now();
    const ids = lobby.setup.seats.map((_, i) => `seat-${i}`);
    const reports: NostrReport[] = [];
    // Each player's Nostr key; the others know its public half, so direct messages (sync) are encrypted to it.
    const secretKeys = ids.map(() => generateSecretKey());
    const peerKeys = Object.fromEntries(ids.map((id, i) => [id, getPublicKey(secretKeys[i]!)]));
    const players = lobby.setup.seats.map((seat, i) => {
      const clock = new DeviceClock(world);
      const transport = new NostrTransport({ self: ids[i]!, peers: ids, peerKeys, relays: [relay.url], topic, secretKey: secretKeys[i]!, now, websocket });
      transport.onReport((r) => reports.push(r));
      const session = new Session({ transport, clock, rng: createDrbg(seed, `session/${i}`), store: lobby.stores[i]!, keys: lobby.keys[i]!, setup: lobby.setup, seat: i, syncInterval: 12 * HOUR });
      attachBot(session, randomBot(seed, `seat/${i}`));
      return { clock, transport, session };
    });

    /** A watcher with nothing but the relay: it reads, and asks nobody (no peers). */
    const watcherClock = new DeviceClock(world);
    const watcherTransport = new NostrTransport({ self: 'watcher', peers: [], relays: [relay.url], topic, secretKey: generateSecretKey(), now, websocket });
    const watcher = new Watcher({ transport: watcherTransport, clock: watcherClock, setup: lobby.setup, syncInterval: 12 * HOUR });
    watcher.start();
    let watcherHashesInRound2: string[] | null = null;
    let playersHashesInRound2: number[] = [];

    const online: Array<{ who: string; from: number; to: number }> = [];
    /** One stretch online: fetch, play what can be played in `hours`, publish, leave. */
    const visit = async (who: string, clock: DeviceClock, transport: NostrTransport, hours: number) => {
      expect(relay.connections()).toBe(0); // nobody else is online
      const from = world.now();
      await transport.connect();
      clock.wake();
      world.advanceTo(from + hours * HOUR);
      await transport.settled();
      transport.disconnect();
      clock.sleep();
      online.push({ who, from, to: world.now() });
      while (relay.connections() > 0) await new Promise((r) => setTimeout(r, 1));
    };

    const drbg = createDrbg(seed, 'schedule');
    const done = () => players.every((p) => p.session.status === 'finished' || p.session.status === 'halted');
    players.forEach((p) => p.session.start());
    let day = 0;
    for (; day < 400 && !done(); day++) {
      // Each day, each player in turn within its own third of the day, for 1 to 6 hours.
      for (const [i, p] of players.entries()) {
        const hours = 1 + (drbg.bytes(1)[0]! % 6);
        const start = day * DAY + i * 8 * HOUR + (drbg.bytes(1)[0]! % (8 - hours)) * HOUR;
        world.advanceTo(start);
        await visit(ids[i]!, p.clock, p.transport, hours);
      }
      if (watcherHashesInRound2 === null && players[0]!.session.state.round === 2) {
        world.advanceTo(day * DAY + 23 * HOUR);
        await visit('watcher', watcherClock, watcherTransport, 0.5);
        watcherHashesInRound2 = [...watcher.replica.hashes];
        playersHashesInRound2 = players.map((p) => p.session.replica.hashes.length);
      }
    }
    world.advanceTo(day * DAY + 12 * HOUR);
    await visit('watcher', watcherClock, watcherTransport, 0.5);

    // Never two online at once: every stretch ends before the next begins.
    for (let k = 1; k < online.length; k++) expect(online[k]!.from).toBeGreaterThanOrEqual(online[k - 1]!.to);
    expect(new Set(online.map((o) => o.who)).size).toBe(4);
    expect(day).toBeGreaterThan(2); // it really took days

    const [a, b, c] = players.map((p) => p.session);
    expect([a, b, c].map((s) => s!.status)).toEqual(['finished', 'finished', 'finished']);
    expect(b!.replica.hashes).toEqual(a!.replica.hashes);
    expect(c!.replica.hashes).toEqual(a!.replica.hashes);
    expect([a, b, c].flatMap((s) => s!.proofs)).toEqual([]);
    const verdict = verifyLog(c!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind === 'certified') expect(verdict.winner).toBe(a!.state.winner);

    // The watcher: in round 2 it held a prefix of the game; at the end, all of it.
    expect(watcherHashesInRound2).not.toBeNull();
    expect(watcherHashesInRound2!.length).toBe(Math.max(...playersHashesInRound2));
    expect(a!.replica.hashes.slice(0, watcherHashesInRound2!.length)).toEqual(watcherHashesInRound2);
    expect(watcher.replica.status).toBe('finished');
    expect(watcher.replica.hashes).toEqual(a!.replica.hashes);
    expect(watcher.proofs()).toEqual([]);
    // Nothing refused, lost or cut short; a publish that timed out on a loaded machine went out
    // again at the next visit (the game above shows nothing was missing).
    expect(reports.filter((r) => r.kind !== 'publish-failed')).toEqual([]);
    console.log(`over days: ${day} simulated days, ${online.length} stretches online, ${relay.events.length} relay events, ${a!.replica.hashes.length} steps`);
  }, 600_000);

  it('the same with a watcher left running instead of the relay: entries pass only through it', () => {
    const seed = seedBytes(18);
    const deadlines = { move: 2 * DAY, sealed: 2 * DAY, deck: 2 * DAY };
    /** Whom each player heard anything from. */
    const heardFrom = [new Set<string>(), new Set<string>(), new Set<string>()];
    const game = new InMemoryGame(agot({
      players: 3,
      seed,
      deadlines,
      syncInterval: 3 * 60_000,
      faults: { delay: [20, 200] },
      wrapTransport: (seat, t) => ({ ...t, self: t.self, peers: () => t.peers(), onMessage: (h) => t.onMessage((from, bytes) => (heardFrom[seat]!.add(from), h(from, bytes))) }),
    }));
    const ids = game.setup.seats.map((_, i) => peerId(i));
    // Players never reach each other: only the watcher, and only while online.
    for (const a of ids) for (const b of ids) if (a < b) game.network.cutLink(a, b);
    for (const id of ids) game.network.cutLink(id, 'watcher');
    const watcher = new Watcher({ transport: withMesh(game.network.join('watcher')), clock: game.clock, setup: game.setup, syncInterval: 3 * 60_000, serve: true });
    watcher.start();
    game.start();

    /** Moves messages and time up to `time`, and no timer past it (the harness's run jumps to the next timer). */
    const runTo = (time: number): void => {
      for (;;) {
        if (game.network.step()) {
          game.clock.advanceTo(game.network.now);
          continue;
        }
        const due = game.clock.nextDue();
        const to = due === null || due > time ? time : due;
        game.network.now = Math.max(game.network.now, to);
        game.clock.advanceTo(to);
        if (to === time) return;
      }
    };
    const drbg = createDrbg(seed, 'schedule');
    const finished = () => game.sessions.every((s) => s.status === 'finished' || s.status === 'halted');
    let stretches = 0;
    let day = 0;
    for (; day < 400 && !finished(); day++) {
      for (const id of ids) {
        const hours = 1 + (drbg.bytes(1)[0]! % 6);
        // A returning session asks for what it missed at its next idle sync tick, at most 16 sync
        // intervals (48 minutes) after the last: every visit of an hour or more has one.
        const start = day * DAY + ids.indexOf(id) * 8 * HOUR + (drbg.bytes(1)[0]! % (8 - hours)) * HOUR;
        runTo(start);
        game.network.healLink(id, 'watcher'); // online, alone with the watcher
        runTo(start + hours * HOUR);
        game.network.cutLink(id, 'watcher');
        stretches++;
      }
    }
    const [a, b, c] = game.sessions;
    expect(day).toBeGreaterThan(2);
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    expect(b!.replica.hashes).toEqual(a!.replica.hashes);
    expect(c!.replica.hashes).toEqual(a!.replica.hashes);
    expect(game.sessions.flatMap((s) => s.proofs)).toEqual([]); // nobody timed out (a timeout is a withheld proof)
    expect(verifyLog(a!.exportLog(), AGOT).kind).toBe('certified');
    expect(watcher.replica.hashes).toEqual(a!.replica.hashes);
    expect(watcher.proofs()).toEqual([]);
    // Every player heard from the watcher alone.
    expect(heardFrom.map((h) => [...h])).toEqual([['watcher'], ['watcher'], ['watcher']]);
    console.log(`over days through a watcher: ${day} simulated days, ${stretches} stretches online, ${a!.replica.hashes.length} steps`);
  }, 600_000);
});
