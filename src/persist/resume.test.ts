// A reload, end to end: a 3-player game over a lossy in-memory network in which seat 1 keeps its
// secrets and log in IndexedDB (fake-indexeddb) behind the durable transport. In round 3 its page
// "dies" at a moment when it has sends held for writes not yet durable, and those writes either
// still land or are lost (their transaction aborts). A new Session is built from nothing but the
// reopened database (loadGame: keys, setup, seat) and plays on. The game ends certified, every peer
// agrees after every move, and nobody holds a proof against anyone: no secret whose commitment
// left was lost, and no seq that a peer saw was signed twice.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDrbg } from '../../crypto/index';
import { randomBot } from '../bots/random-bot';
import { withMesh } from '../net/mesh';
import { MemoryNetwork } from '../net/memory-network';
import { ManualClock } from '../session/clock';
import { attachBot, makeLobby, peerId, seedBytes } from '../games/agot-harness';
import { Session } from '../session/session';
import type { Store } from '../session/store';
import { verifyLog } from '../session/verify-log';
import { withDurableSends, type DurableTransport } from './durable-transport';
import { openDatabase } from './idb';
import { IdbStore, openIdbStore } from './idb-store';
import { loadGame, saveGame } from './saved-game';
import { AGOT, type Agot } from '../games/agot';

const DB = 'sealed-orders';
const SEED = seedBytes(11);
const PERSISTED = 1;

/** A connection whose write transactions abort once `kill` is called: the page died before they committed. */
function mortal(db: IDBDatabase): { db: IDBDatabase; kill: () => void } {
  let dead = false;
  const proxy = new Proxy(db, {
    get(target, p) {
      const v = Reflect.get(target, p, target) as unknown;
      if (p === 'transaction') {
        return (...args: Parameters<IDBDatabase['transaction']>) => {
          const tx = target.transaction(...args);
          if (dead) void Promise.resolve().then(() => tx.abort());
          return tx;
        };
      }
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return { db: proxy, kill: () => (dead = true) };
}

describe('a seat that reloads from IndexedDB', () => {
  it.each([['land'], ['are lost']])('resumes the same game from the reopened database when its last writes %s', async (fate) => {
    const env = { factory: new IDBFactory(), keyRange: IDBKeyRange };
    const lobby = makeLobby({ players: 3 }, SEED);
    const network = new MemoryNetwork(createDrbg(SEED, 'network').bytes(32), { delay: [1, 6], lossPerMille: 20, duplicatePerMille: 20 });
    const clock = new ManualClock();
    const namespace = 'game-under-test';
    const peerIds = lobby.setup.seats.map((_, i) => peerId(i));

    // The lobby, for the persisted seat: seed and keys durable before anything leaves. The
    // namespace is new, so this is what openIdbStore would build, on a connection that can die.
    const connection = mortal(await openDatabase(env.factory, DB));
    const first = new IdbStore(connection.db, namespace, new Map());
    const lost: string[] = [];
    first.onError((e) => lost.push(...e.keys));
    first.put('seed', lobby.stores[PERSISTED]!.get('seed')!);
    saveGame(first, { setup: lobby.setup, seat: PERSISTED, keys: lobby.keys[PERSISTED]!, peerIds });
    await first.flushed();

    let durable: DurableTransport | null = null;
    const open = (seat: number, id: string, store: Store, idb: IdbStore | null, generation: number): Session<Agot> => {
      const mesh = withMesh(network.join(id));
      const transport = idb === null ? mesh : (durable = withDurableSends(mesh, idb));
      const loaded = idb === null ? null : loadGame(idb);
      if (loaded !== null && !loaded.ok) throw new Error(`expected the saved game to load, got ${JSON.stringify(loaded.error)}`);
      const session = new Session({
        transport,
        clock,
        rng: createDrbg(SEED, `session/${seat}/${generation}`),
        store,
        keys: loaded?.value.keys ?? lobby.keys[seat]!,
        setup: loaded?.value.setup ?? lobby.setup,
        seat: loaded?.value.seat ?? seat,
        syncInterval: 60,
      });
      attachBot(session, randomBot(SEED, `seat/${seat}`));
      return session;
    };
    const sessions = lobby.setup.seats.map((_, seat) =>
      seat === PERSISTED ? open(seat, peerId(seat), first, first, 0) : open(seat, peerId(seat), lobby.stores[seat]!, null, 0),
    );
    for (const s of sessions) s.start();

    // The harness loop, plus: held sends are released (IndexedDB is asynchronous) before time moves.
    const run = async (until: () => boolean): Promise<'until' | 'done' | 'stuck'> => {
      for (;;) {
        if (until()) return 'until';
        if (sessions.every((s) => s.status === 'finished' || s.status === 'halted')) return 'done';
        if (durable !== null && durable.holding() > 0) {
          await durable.drained();
          continue;
        }
        if (network.step()) {
          clock.advanceTo(network.now);
          continue;
        }
        const due = clock.nextDue();
        if (due === null) return 'stuck';
        network.now = Math.max(network.now, due);
        clock.advanceTo(due);
      }
    };

    // The page dies at the first moment in round 3 when it has sends held for a write not yet
    // started: the session and its link go, the held sends with them, and the pending writes either
    // still commit or never do. (Inside the loop's check, synchronously: after an await, the write
    // would already be on its way.)
    const victim = sessions[PERSISTED]!;
    let seqBefore = 0;
    let heldAtCrash = 0;
    const crash = (): boolean => {
      if (victim.state.round < 3 || durable!.holding() === 0 || first.isFlushed()) return false;
      seqBefore = victim.replica.chains.held(PERSISTED);
      heldAtCrash = durable!.holding();
      if (fate === 'are lost') connection.kill();
      victim.close();
      durable!.close();
      return true;
    };
    expect(await run(crash)).toBe('until');
    expect(heldAtCrash).toBeGreaterThan(0);
    const reopened = await openIdbStore(DB, namespace, env);
    const reloaded = reopened.keys('own/').length;
    if (fate === 'are lost') {
      expect(lost.filter((k) => k.startsWith('own/')).length).toBeGreaterThan(0);
      expect(reloaded).toBeLessThan(seqBefore); // it restarts behind what it had signed
    } else {
      expect(lost).toEqual([]);
      expect(reloaded).toBe(seqBefore);
    }
    sessions[PERSISTED] = open(PERSISTED, `${peerId(PERSISTED)}-r1`, reopened, reopened, 1);
    const resumed = sessions[PERSISTED]!;
    resumed.start();
    // Its own entries come back from the peers, not from the store (an entry stored but never sent is not in the game).
    expect(resumed.replica.chains.held(PERSISTED)).toBe(0);

    expect(await run(() => false)).toBe('done');
    expect(sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    for (const s of sessions) expect(s.replica.hashes).toEqual(sessions[0]!.replica.hashes);
    expect(sessions.flatMap((s) => s.proofs)).toEqual([]);
    expect(resumed.replica.chains.held(PERSISTED)).toBeGreaterThan(seqBefore);
    expect(verifyLog(resumed.exportLog(), AGOT).kind).toBe('certified');

    // Everything the resumed seat signed is in the database, one record per seq.
    await reopened.close();
    const after = await openIdbStore(DB, namespace, env);
    expect(after.keys('own/')).toHaveLength(sessions[0]!.replica.chains.held(PERSISTED));
    await first.close().catch(() => undefined); // rejects when its writes were lost
  }, 300_000);
});
