// The IndexedDB store against fake-indexeddb (a fresh IndexedDB per test): values survive a
// reopen, flushed() waits for the writes, keys() is sorted and exact, namespaces do not leak into
// each other, corruption and failed writes are reported rather than lost or thrown at the caller.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../../crypto/index';
import { RECORDS, openDatabase, transactionDone, type IdbEnvironment } from './idb';
import { IdbStore, IdbStoreError, deleteNamespace, listNamespaces, openIdbStore, readRecords } from './idb-store';

const DB = 'sealed-orders-test';
const fresh = (): IdbEnvironment => ({ factory: new IDBFactory(), keyRange: IDBKeyRange });
const bytes = (s: string) => utf8Bytes(s);
const text = (b: Uint8Array | undefined) => (b === undefined ? undefined : new TextDecoder().decode(b));

/** Writes a raw record, as another program (or corruption) would. */
async function putRaw(env: IdbEnvironment, key: IDBValidKey, value: unknown): Promise<void> {
  const db = await openDatabase(env.factory, DB);
  const tx = db.transaction(RECORDS, 'readwrite');
  tx.objectStore(RECORDS).put(value, key);
  await transactionDone(tx);
  db.close();
}

describe('IdbStore', () => {
  it('keeps values across closing and reopening the database', async () => {
    const env = fresh();
    const a = await openIdbStore(DB, 'game-1', env);
    a.put('seed', bytes('the seed'));
    a.put('own/000000000', bytes('entry 0'));
    a.put('seed', bytes('the seed, rewritten'));
    await a.close();
    const b = await openIdbStore(DB, 'game-1', env);
    expect(text(b.get('seed'))).toBe('the seed, rewritten');
    expect(text(b.get('own/000000000'))).toBe('entry 0');
    expect(b.get('missing')).toBeUndefined();
    await b.close();
  });

  it('serves get and keys from memory at once, before anything is durable', async () => {
    const store = await openIdbStore(DB, 'g', fresh());
    store.put('k', bytes('v'));
    expect(store.isFlushed()).toBe(false);
    expect(text(store.get('k'))).toBe('v');
    expect(store.keys('')).toEqual(['k']);
    await store.close();
  });

  it('copies on put and on get: a caller cannot change what is stored', async () => {
    const env = fresh();
    const store = await openIdbStore(DB, 'g', env);
    const buffer = bytes('abcdef');
    store.put('view', buffer.subarray(2, 4)); // a view: only its two bytes are stored
    buffer.fill(0);
    store.get('view')!.fill(0);
    expect(text(store.get('view'))).toBe('cd');
    await store.close();
    const raw = await readRecords(DB, 'g', ['view'], env);
    expect((raw.get('view') as Uint8Array).buffer.byteLength).toBe(2);
  });

  it('flushed() resolves only once the writes made before it are durable, and in order', async () => {
    const env = fresh();
    const store = await openIdbStore(DB, 'g', env);
    const order: string[] = [];
    store.put('a', bytes('1'));
    const first = store.flushed().then(() => order.push('first'));
    await Promise.resolve(); // the first batch's transaction starts
    store.put('b', bytes('2'));
    const second = store.flushed().then(() => order.push('second'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await first;
    // What the first wait covers is on disk: a second connection reads it.
    expect(text((await readRecords(DB, 'g', ['a'], env)).get('a') as Uint8Array)).toBe('1');
    await second;
    expect(order).toEqual(['first', 'second']);
    expect(store.isFlushed()).toBe(true);
    await expect(store.flushed()).resolves.toBeUndefined(); // nothing pending: at once
    expect(text((await readRecords(DB, 'g', ['b'], env)).get('b') as Uint8Array)).toBe('2');
    await store.close();
  });

  it('lists keys sorted by code unit and exactly those under the prefix, before and after a reopen', async () => {
    const env = fresh();
    const keys = ['own/000000010', 'own/000000002', 'own/', 'ownx', 'own', 'sealed/bid@3', 'own/\u00e9', 'own/\ud83d\ude00', 'own/\uffff', 'OWN/1'];
    const store = await openIdbStore(DB, 'g', env);
    for (const k of keys) store.put(k, bytes(k));
    const expected = ['own/', 'own/000000002', 'own/000000010', 'own/\u00e9', 'own/\ud83d\ude00', 'own/\uffff'];
    expect(store.keys('own/')).toEqual(expected);
    expect(store.keys('')).toEqual([...keys].sort());
    expect(store.keys('nothing')).toEqual([]);
    await store.close();
    const again = await openIdbStore(DB, 'g', env);
    expect(again.keys('own/')).toEqual(expected);
    expect(again.keys('')).toEqual([...keys].sort());
    for (const k of keys) expect(text(again.get(k))).toBe(k);
    await again.close();
  });

  it('keeps namespaces apart, including one whose name extends another', async () => {
    const env = fresh();
    const names = ['game', 'game2', 'game/x', 'gam'];
    for (const ns of names) {
      const s = await openIdbStore(DB, ns, env);
      s.put('seed', bytes(`seed of ${ns}`));
      s.put(`only-${ns}`, bytes(ns));
      await s.close();
    }
    for (const ns of names) {
      const s = await openIdbStore(DB, ns, env);
      expect(s.keys('')).toEqual([`only-${ns}`, 'seed']);
      expect(text(s.get('seed'))).toBe(`seed of ${ns}`);
      await s.close();
    }
    expect(await listNamespaces(DB, env)).toEqual([...names].sort());
    await deleteNamespace(DB, 'game', env);
    expect(await listNamespaces(DB, env)).toEqual(['gam', 'game/x', 'game2']);
    const gone = await openIdbStore(DB, 'game', env);
    expect(gone.keys('')).toEqual([]);
    await gone.close();
    expect((await openIdbStore(DB, 'game2', env)).keys('')).toEqual(['only-game2', 'seed']);
  });

  it('refuses to open a namespace holding a record that is not bytes under a string key', async () => {
    const env = fresh();
    await putRaw(env, ['g', 'seed'], 'not bytes');
    const opened = openIdbStore(DB, 'g', env);
    await expect(opened).rejects.toBeInstanceOf(IdbStoreError);
    await expect(opened).rejects.toMatchObject({ code: 'bad-record', keys: ['seed'] });
    await putRaw(env, ['h', 7], new Uint8Array(1));
    await expect(openIdbStore(DB, 'h', env)).rejects.toMatchObject({ code: 'bad-record', keys: [] });
    // Other namespaces still open, and a foreign key outside our shape is skipped by the listing.
    await putRaw(env, 'foreign', new Uint8Array(1));
    expect((await openIdbStore(DB, 'other', env)).keys('')).toEqual([]);
    expect(await listNamespaces(DB, env)).toEqual(['g', 'h']);
  });

  it('reports a write whose transaction aborts, rejects flushed(), and reports every later put', async () => {
    const env = fresh();
    const db = await openDatabase(env.factory, DB);
    // A connection whose next write transaction aborts after its puts (as on a full disk).
    let abortNext = true;
    const failing = new Proxy(db, {
      get(target, p) {
        if (p !== 'transaction') {
          const v = Reflect.get(target, p, target) as unknown;
          return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
        }
        return (...args: Parameters<IDBDatabase['transaction']>) => {
          const tx = target.transaction(...args);
          if (abortNext && args[1] === 'readwrite') {
            abortNext = false;
            void Promise.resolve().then(() => tx.abort());
          }
          return tx;
        };
      },
    });
    const store = new IdbStore(failing, 'g', new Map());
    const errors: IdbStoreError[] = [];
    store.onError((e) => errors.push(e));
    store.put('own/000000000', bytes('entry'));
    store.put('sealed/x', bytes('salt'));
    await expect(store.flushed()).rejects.toMatchObject({ code: 'write-failed', keys: ['own/000000000', 'sealed/x'] });
    expect(store.failure?.code).toBe('write-failed');
    store.put('own/000000001', bytes('next'));
    await expect(store.flushed()).rejects.toMatchObject({ code: 'write-failed' });
    await Promise.resolve();
    expect(errors.map((e) => [e.code, e.keys])).toEqual([
      ['write-failed', ['own/000000000', 'sealed/x']],
      ['not-written', ['own/000000001']],
    ]);
    expect(store.isFlushed()).toBe(false);
    expect(text(store.get('own/000000001'))).toBe('next'); // memory still has it: the session runs on
    await expect(store.close()).rejects.toMatchObject({ code: 'write-failed' });
    expect((await readRecords(DB, 'g', ['own/000000000', 'sealed/x', 'own/000000001'], env)).size).toBe(0);
  });

  it('reports being closed when another connection deletes the database, and then writes nothing', async () => {
    const env = fresh();
    const store = await openIdbStore(DB, 'g', env);
    const errors: string[] = [];
    store.onError((e) => errors.push(e.code));
    const deleted = new Promise<void>((resolve, reject) => {
      const r = env.factory.deleteDatabase(DB);
      r.onsuccess = () => resolve();
      r.onerror = () => reject(r.error);
    });
    await deleted; // our connection closed itself on versionchange, so the delete was not blocked
    expect(errors).toEqual(['closed']);
    store.put('k', bytes('v'));
    await expect(store.flushed()).rejects.toMatchObject({ code: 'closed' });
    expect(errors).toEqual(['closed', 'not-written']);
  });

  it('reports a put after close() instead of hanging flushed()', async () => {
    const store = await openIdbStore(DB, 'g', fresh());
    store.put('a', bytes('1'));
    await store.close();
    const errors: string[] = [];
    store.onError((e) => errors.push(e.code));
    store.put('b', bytes('2'));
    await expect(store.flushed()).rejects.toMatchObject({ code: 'not-written', keys: ['b'] });
    expect(errors).toEqual(['not-written']);
  });

  it('rejects an empty namespace and non-bytes values as programmer errors', async () => {
    await expect(openIdbStore(DB, '', fresh())).rejects.toBeInstanceOf(TypeError);
    const store = await openIdbStore(DB, 'g', fresh());
    expect(() => store.put('k', 'text' as unknown as Uint8Array)).toThrow(TypeError);
    await store.close();
  });
});
