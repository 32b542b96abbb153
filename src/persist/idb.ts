// The few IndexedDB calls the persistence layer makes, as promises. IndexedDB is injected (style
// rule 23): the page passes the browser's, Node tests pass fake-indexeddb's.

/** Where IndexedDB comes from: the factory and its key-range class (they must belong together). */
export interface IdbEnvironment {
  readonly factory: IDBFactory;
  readonly keyRange: typeof IDBKeyRange;
}

/** The browser's IndexedDB. */
export function browserIdb(): IdbEnvironment {
  const g = globalThis as { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange };
  if (g.indexedDB === undefined || g.IDBKeyRange === undefined) throw new TypeError('expected IndexedDB in this environment, got none (pass an IdbEnvironment)');
  return { factory: g.indexedDB, keyRange: g.IDBKeyRange };
}

/** The one object store: key `[namespace, key]`, value the stored bytes. */
export const RECORDS = 'records';
const VERSION = 1;

/** Opens (creating on first use) the database `name` with its one object store. */
export function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(RECORDS)) request.result.createObjectStore(RECORDS);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`could not open IndexedDB database ${name}`));
  });
}

/** Every key `[namespace, …]`: arrays sort after strings, so `[ns, []]` is past every `[ns, string]`. */
export function namespaceRange(keyRange: typeof IDBKeyRange, namespace: string): IDBKeyRange {
  return keyRange.bound([namespace], [namespace, []]);
}

/** Resolves when the transaction commits; rejects with its error when it aborts. */
export function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * Walks a cursor request to its end, calling `visit` at each position; `visit` returns the key to
 * jump to, or undefined for the next one. A throw from `visit` rejects the walk.
 */
export function walkCursor<C extends IDBCursor>(request: IDBRequest<C | null>, visit: (cursor: C) => IDBValidKey | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      const cursor = request.result;
      if (cursor === null) return resolve();
      try {
        const next = visit(cursor);
        if (next === undefined) cursor.continue();
        else cursor.continue(next);
      } catch (e) {
        reject(e);
      }
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cursor failed'));
  });
}
