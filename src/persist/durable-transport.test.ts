// The durable transport: nothing leaves before the writes made before it are durable, sends leave
// in the order they were made, incoming messages are untouched, and a failed write stops every
// later send (reported). First against a store whose durability the test controls step by step,
// then against the real IdbStore on fake-indexeddb.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { MessageHandler, PeerId, Transport } from '../net/transport';
import { withDurableSends, type Durability, type DurableReport } from './durable-transport';
import { openIdbStore } from './idb-store';

/** A store whose writes become durable only when the test says so. */
class ManualDurability implements Durability {
  writes = 0;
  private durable = 0;
  private broken: Error | null = null;
  private readonly waiters: { upTo: number; resolve: () => void; reject: (e: Error) => void }[] = [];

  write(): void {
    this.writes++;
  }
  isFlushed(): boolean {
    return this.broken === null && this.durable === this.writes;
  }
  flushed(): Promise<void> {
    if (this.broken !== null) return Promise.reject(this.broken);
    if (this.durable === this.writes) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ upTo: this.writes, resolve, reject }));
  }
  /** Makes the first `n` writes durable. */
  commit(n: number): void {
    this.durable = n;
    for (const w of this.waiters.filter((w) => w.upTo <= n)) w.resolve();
    this.waiters.splice(0, this.waiters.length, ...this.waiters.filter((w) => w.upTo > n));
  }
  fail(e: Error): void {
    this.broken = e;
    for (const w of this.waiters.splice(0)) w.reject(e);
  }
}

/** A transport that records what leaves and lets the test deliver incoming messages. */
class RecordingTransport implements Transport {
  readonly self = 'me';
  readonly sent: string[] = [];
  closed = false;
  private handler: MessageHandler | null = null;
  peers(): PeerId[] {
    return ['a', 'b'];
  }
  send(to: PeerId, bytes: Uint8Array): void {
    if (bytes.length > 8) throw new RangeError('too large');
    this.sent.push(`${to}:${new TextDecoder().decode(bytes)}`);
  }
  broadcast(bytes: Uint8Array): void {
    this.sent.push(`*:${new TextDecoder().decode(bytes)}`);
  }
  onMessage(handler: MessageHandler): () => void {
    this.handler = handler;
    return () => (this.handler = null);
  }
  deliver(from: PeerId, bytes: Uint8Array): void {
    this.handler?.(from, bytes);
  }
  close(): void {
    this.closed = true;
  }
}

const b = (s: string) => new TextEncoder().encode(s);
/** Lets promise callbacks run (several hops: the held send's await, then the drain loop). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('DurableTransport', () => {
  it('sends at once when nothing is pending, and passes incoming messages through', () => {
    const store = new ManualDurability();
    const inner = new RecordingTransport();
    const t = withDurableSends(inner, store);
    t.send('a', b('hello'));
    t.broadcast(b('all'));
    expect(inner.sent).toEqual(['a:hello', '*:all']);
    expect(t.self).toBe('me');
    expect(t.peers()).toEqual(['a', 'b']);
    const got: string[] = [];
    t.onMessage((from, bytes) => got.push(`${from}:${new TextDecoder().decode(bytes)}`));
    inner.deliver('a', b('in'));
    expect(got).toEqual(['a:in']);
    expect(() => t.send('a', b('far too large'))).toThrow(RangeError); // as without the wrapper
  });

  it('holds each send until the writes made before it are durable, and keeps the order', async () => {
    const store = new ManualDurability();
    const inner = new RecordingTransport();
    const t = withDurableSends(inner, store);
    store.write(); // own/0
    t.broadcast(b('entry0'));
    t.send('a', b('sync')); // made after write 1 only, but must not overtake entry0
    store.write(); // own/1
    t.broadcast(b('entry1'));
    store.write(); // sealed/x
    store.write(); // own/2
    t.broadcast(b('entry2'));
    await settle();
    expect(inner.sent).toEqual([]);
    expect(t.holding()).toBe(4);
    store.commit(1);
    await settle();
    expect(inner.sent).toEqual(['*:entry0', 'a:sync']);
    store.commit(3); // sealed/x is durable, own/2 is not: entry2 still waits
    await settle();
    expect(inner.sent).toEqual(['*:entry0', 'a:sync', '*:entry1']);
    store.commit(4);
    await t.drained();
    expect(inner.sent).toEqual(['*:entry0', 'a:sync', '*:entry1', '*:entry2']);
    expect(t.holding()).toBe(0);
    // Durable again and nothing held: straight through.
    t.send('b', b('now'));
    expect(inner.sent.at(-1)).toBe('b:now');
  });

  it('does not let a later send overtake a held one even when the store is flushed meanwhile', async () => {
    const store = new ManualDurability();
    const inner = new RecordingTransport();
    const t = withDurableSends(inner, store);
    store.write();
    t.broadcast(b('first'));
    store.commit(1); // durable, but 'first' is still in the queue until its promise settles
    t.broadcast(b('second'));
    expect(inner.sent).toEqual([]);
    await t.drained();
    expect(inner.sent).toEqual(['*:first', '*:second']);
  });

  it('never sends what follows a failed write, and reports it', async () => {
    const store = new ManualDurability();
    const inner = new RecordingTransport();
    const t = withDurableSends(inner, store);
    const reports: DurableReport[] = [];
    t.onReport((r) => reports.push(r));
    store.write();
    t.broadcast(b('a'));
    store.commit(1);
    store.write();
    t.broadcast(b('b'));
    t.send('a', b('c'));
    await settle();
    expect(inner.sent).toEqual(['*:a']);
    store.fail(new Error('quota'));
    await t.drained();
    t.broadcast(b('d'));
    expect(inner.sent).toEqual(['*:a']);
    expect(reports.map((r) => [r.kind, r.dropped])).toEqual([
      ['write-failed', 2],
      ['write-failed', 1],
    ]);
    expect((reports[0]!.error as Error).message).toBe('quota');
  });

  it('reports a held send that throws and sends the rest', async () => {
    const store = new ManualDurability();
    const inner = new RecordingTransport();
    const t = withDurableSends(inner, store);
    const reports: DurableReport[] = [];
    t.onReport((r) => reports.push(r));
    store.write();
    t.send('a', b('far too large'));
    t.send('a', b('ok'));
    store.commit(1);
    await t.drained();
    expect(inner.sent).toEqual(['a:ok']);
    expect(reports.map((r) => r.kind)).toEqual(['send-threw']);
  });

  it('drops what it holds when closed: those messages were never sent', async () => {
    const store = new ManualDurability();
    const inner = new RecordingTransport();
    const t = withDurableSends(inner, store);
    store.write();
    t.broadcast(b('held'));
    t.close();
    store.commit(1);
    await t.drained();
    expect(inner.sent).toEqual([]);
    expect(inner.closed).toBe(true);
    t.broadcast(b('late'));
    expect(inner.sent).toEqual([]);
  });

  it('over a real IdbStore: each message leaves only once the put before it is on disk', async () => {
    const env = { factory: new IDBFactory(), keyRange: IDBKeyRange };
    const store = await openIdbStore('db', 'game', env);
    const inner = new RecordingTransport();
    // At each delivery, note whether the store still had writes in flight that preceded the send.
    const deliveredWhileDurable: boolean[] = [];
    const t = withDurableSends(inner, store);
    const send = inner.broadcast.bind(inner);
    inner.broadcast = (bytes) => {
      deliveredWhileDurable.push(durableCount >= Number(new TextDecoder().decode(bytes)));
      send(bytes);
    };
    // Count durable puts by a second, independent observer: flushed() promises taken after each put.
    let durableCount = 0;
    for (let i = 1; i <= 20; i++) {
      store.put(`own/${i}`, b(String(i)));
      void store.flushed().then(() => (durableCount = Math.max(durableCount, i)));
      t.broadcast(b(String(i)));
      if (i % 7 === 0) await Promise.resolve(); // some sends share a batch, others do not
    }
    await t.drained();
    expect(inner.sent).toEqual(Array.from({ length: 20 }, (_, i) => `*:${i + 1}`));
    expect(deliveredWhileDurable).toEqual(Array.from({ length: 20 }, () => true));
    await store.close();
    const reopened = await openIdbStore('db', 'game', env);
    expect(reopened.keys('own/')).toHaveLength(20);
  });
});
