// The session's `Store` on IndexedDB (issue 8). The session's store is synchronous, IndexedDB is
// not, so this is a write-behind cache: opening loads the whole namespace into memory once (get
// and keys are then exact and synchronous), a put changes memory at once and queues its write, and
// `flushed()` says when every put so far is on disk. The durable transport (durable-transport.ts)
// holds each send until then, so "written before sent" still holds: a reload never loses a secret
// whose commitment left, nor re-signs a seq that a peer already saw.
//
// One database holds several games side by side, one namespace each (the game id or lobby id).
import type { Store } from '../session/store';
import { RECORDS, browserIdb, namespaceRange, openDatabase, transactionDone, walkCursor, type IdbEnvironment } from './idb';

export type IdbStoreErrorCode =
  /** A stored record is not `[namespace, string] → bytes` (corruption, or another program's data). */
  | 'bad-record'
  /** A write's transaction aborted or could not start (quota, a closed connection …). */
  | 'write-failed'
  /** A put after an earlier failure or after close(): kept in memory, not written. */
  | 'not-written'
  /** The browser closed the connection (storage cleared) or another tab is deleting the database. */
  | 'closed';

export class IdbStoreError extends Error {
  constructor(
    readonly code: IdbStoreErrorCode,
    /** The store keys concerned (the batch that failed, or the bad record). */
    readonly keys: readonly string[],
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'IdbStoreError';
  }
}

interface Waiter {
  readonly upTo: number;
  readonly resolve: () => void;
  readonly reject: (e: IdbStoreError) => void;
}

export class IdbStore implements Store {
  /** Puts made so far, and how many of them are durable (batches commit in order). */
  private written = 0;
  private durable = 0;
  private queue: [string, Uint8Array][] = [];
  private scheduled = false;
  private closing = false;
  private broken: IdbStoreError | null = null;
  private readonly waiters: Waiter[] = [];
  private readonly errorHandlers = new Set<(e: IdbStoreError) => void>();

  /** Use openIdbStore. */
  constructor(
    private readonly db: IDBDatabase,
    readonly namespace: string,
    private readonly data: Map<string, Uint8Array>,
  ) {
    db.onversionchange = () => {
      db.close();
      this.fail(new IdbStoreError('closed', [], `another connection is deleting or upgrading IndexedDB database ${db.name}`));
    };
    db.onclose = () => this.fail(new IdbStoreError('closed', [], `the browser closed IndexedDB database ${db.name}`));
  }

  get(key: string): Uint8Array | undefined {
    return this.data.get(key)?.slice();
  }

  /** Changes memory now; the write reaches IndexedDB later (see flushed). */
  put(key: string, value: Uint8Array): void {
    if (typeof key !== 'string') throw new TypeError(`expected a string key, got ${typeof key}`);
    if (!(value instanceof Uint8Array)) throw new TypeError(`expected bytes for ${key}, got ${typeof value}`);
    // A copy: the caller may reuse its buffer, and a view would store its whole ArrayBuffer.
    const copy = value.slice();
    this.data.set(key, copy);
    this.queue.push([key, copy]);
    this.written++;
    if (!this.scheduled) {
      this.scheduled = true;
      // Puts made in one turn of the event loop share one transaction.
      queueMicrotask(() => this.writeBatch());
    }
  }

  keys(prefix: string): string[] {
    return [...this.data.keys()].filter((k) => k.startsWith(prefix)).sort();
  }

  /** True when every put so far is durable (and none failed). */
  isFlushed(): boolean {
    return this.broken === null && this.durable === this.written;
  }

  /** The first failure, if any: from then on nothing more is durable. */
  get failure(): IdbStoreError | null {
    return this.broken;
  }

  /** Resolves when every put made before this call is durable; rejects if any write failed. */
  flushed(): Promise<void> {
    if (this.broken !== null) return Promise.reject(this.broken);
    if (this.durable === this.written) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ upTo: this.written, resolve, reject }));
  }

  /** Called with every failed or refused write (and with a forced close). */
  onError(handler: (e: IdbStoreError) => void): () => void {
    this.errorHandlers.add(handler);
    return () => this.errorHandlers.delete(handler);
  }

  /** Waits for the queued writes, then closes the connection; later puts are reported, not written. */
  async close(): Promise<void> {
    // Puts made before close() are written: start their batch now, before refusing new ones.
    if (this.queue.length > 0) this.writeBatch();
    this.closing = true;
    try {
      await this.flushed();
    } finally {
      this.db.close();
    }
  }

  private writeBatch(): void {
    this.scheduled = false;
    if (this.queue.length === 0) return; // close() already wrote it
    const batch = this.queue;
    this.queue = [];
    const upTo = this.written;
    const keys = batch.map(([k]) => k);
    if (this.broken !== null || this.closing) {
      const why = this.broken?.message ?? 'the store is closed';
      // Reported, and the store counts as failed: waiting for these writes must not hang.
      this.fail(new IdbStoreError('not-written', keys, `not written to IndexedDB (${why}): ${keys.join(', ')}`));
      return;
    }
    let tx: IDBTransaction;
    try {
      // 'strict': complete only once the data is flushed to disk, since a peer will act on it.
      tx = this.db.transaction(RECORDS, 'readwrite', { durability: 'strict' });
      const records = tx.objectStore(RECORDS);
      for (const [key, value] of batch) records.put(value, [this.namespace, key]);
    } catch (e) {
      this.fail(new IdbStoreError('write-failed', keys, `IndexedDB write failed: ${String(e)}`, { cause: e }));
      return;
    }
    transactionDone(tx).then(
      () => this.advance(upTo),
      (e: unknown) => this.fail(new IdbStoreError('write-failed', keys, `IndexedDB write failed: ${String(e)}`, { cause: e })),
    );
  }

  private advance(upTo: number): void {
    if (this.broken !== null) return; // an earlier batch failed: nothing after it counts as durable
    this.durable = upTo;
    const due = this.waiters.filter((w) => w.upTo <= upTo);
    this.waiters.splice(0, this.waiters.length, ...this.waiters.filter((w) => w.upTo > upTo));
    for (const w of due) w.resolve(); // in the order they were asked
  }

  private fail(error: IdbStoreError): void {
    // The first failure is what flushed() rejects with from now on; every later one is reported too.
    this.broken ??= error;
    for (const w of this.waiters.splice(0)) w.reject(this.broken);
    this.report(error);
  }

  private report(error: IdbStoreError): void {
    for (const h of this.errorHandlers) h(error);
  }
}

/** Opens the store of one namespace and loads all its records. Rejects with 'bad-record' on corruption. */
export async function openIdbStore(dbName: string, namespace: string, env: IdbEnvironment = browserIdb()): Promise<IdbStore> {
  if (typeof namespace !== 'string' || namespace === '') throw new TypeError(`expected a non-empty namespace, got ${JSON.stringify(namespace)}`);
  const db = await openDatabase(env.factory, dbName);
  try {
    return new IdbStore(db, namespace, await readNamespace(db, env.keyRange, namespace));
  } catch (e) {
    db.close();
    throw e;
  }
}

async function readNamespace(db: IDBDatabase, keyRange: typeof IDBKeyRange, namespace: string): Promise<Map<string, Uint8Array>> {
  const data = new Map<string, Uint8Array>();
  const tx = db.transaction(RECORDS, 'readonly');
  const walk = walkCursor(tx.objectStore(RECORDS).openCursor(namespaceRange(keyRange, namespace)), (cursor) => {
    const key = cursor.primaryKey;
    const name = Array.isArray(key) && key.length === 2 && typeof key[1] === 'string' ? key[1] : null;
    if (name === null || !(cursor.value instanceof Uint8Array)) {
      throw new IdbStoreError('bad-record', name === null ? [] : [name], `expected bytes under a string key in namespace ${namespace}, got ${describe(key)} → ${describe(cursor.value)}`);
    }
    data.set(name, cursor.value);
    return undefined;
  });
  await Promise.all([walk, transactionDone(tx)]);
  return data;
}

function describe(v: unknown): string {
  if (v instanceof Uint8Array) return `${v.length} bytes`;
  if (Array.isArray(v)) return `[${v.map(describe).join(', ')}]`;
  return typeof v === 'string' ? JSON.stringify(v) : typeof v;
}

/** Every namespace with at least one record, sorted (for "resume game …" after a reload). */
export async function listNamespaces(dbName: string, env: IdbEnvironment = browserIdb()): Promise<string[]> {
  const db = await openDatabase(env.factory, dbName);
  try {
    const found: string[] = [];
    const tx = db.transaction(RECORDS, 'readonly');
    const walk = walkCursor(tx.objectStore(RECORDS).openKeyCursor(), (cursor) => {
      const key = cursor.primaryKey;
      const ns = Array.isArray(key) && typeof key[0] === 'string' ? key[0] : null;
      if (ns === null) return undefined; // not one of ours: skip it
      found.push(ns);
      return [ns, []]; // jump past the rest of this namespace
    });
    await Promise.all([walk, transactionDone(tx)]);
    return found;
  } finally {
    db.close();
  }
}

/** Deletes every record of a namespace. Close its IdbStore first, or its memory outlives the delete. */
export async function deleteNamespace(dbName: string, namespace: string, env: IdbEnvironment = browserIdb()): Promise<void> {
  const db = await openDatabase(env.factory, dbName);
  try {
    const tx = db.transaction(RECORDS, 'readwrite', { durability: 'strict' });
    tx.objectStore(RECORDS).delete(namespaceRange(env.keyRange, namespace));
    await transactionDone(tx);
  } finally {
    db.close();
  }
}

/** Reads a few records of a namespace without loading the rest (to describe a saved game). */
export async function readRecords(dbName: string, namespace: string, keys: readonly string[], env: IdbEnvironment = browserIdb()): Promise<Map<string, unknown>> {
  const db = await openDatabase(env.factory, dbName);
  try {
    const tx = db.transaction(RECORDS, 'readonly');
    const records = tx.objectStore(RECORDS);
    const found = new Map<string, unknown>();
    for (const key of keys) {
      const request = records.get([namespace, key]);
      request.onsuccess = () => {
        if (request.result !== undefined) found.set(key, request.result);
      };
    }
    await transactionDone(tx);
    return found;
  } finally {
    db.close();
  }
}
