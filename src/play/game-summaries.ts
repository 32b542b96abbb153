// What "My games" shows of a game without opening it: a small summary (houses, round, whom the
// table waits for, the winner, the last activity) in localStorage, rewritten as the game goes;
// and for a networked game a copy of its signed log, kept in IndexedDB at each new round and when
// the page leaves the game, so it can be exported from the list (the seat's own store holds only
// its own entries). Both are conveniences: the game itself lives in its seats' stores.
import { HOUSES, type House } from '../../engine/index';
import { browserIdb, type IdbEnvironment } from '../persist/idb';
import { deleteNamespace, openIdbStore, readRecords } from '../persist/idb-store';

export interface GameSummary {
  /** Every house, in seat order. */
  readonly houses: readonly House[];
  readonly me: House | null;
  readonly round: number;
  /** The houses the table waits for now. */
  readonly waitingFor: readonly House[];
  readonly winner: House | null;
  /** When the game last changed on this device (ms since the epoch). */
  readonly lastActivity: number;
}

/** A file kept for export. */
export interface KeptFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

const summaryKey = (game: string): string => `sealed-orders/summary/${game}`;
export const LOG_COPY_DB = 'sealed-orders-logs';

const isHouse = (h: unknown): h is House => typeof h === 'string' && (HOUSES as readonly string[]).includes(h);
const houseList = (v: unknown): v is House[] => Array.isArray(v) && v.length <= HOUSES.length && v.every(isHouse);

export function saveSummary(game: string, summary: GameSummary, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(summaryKey(game), JSON.stringify(summary));
  } catch {
    // Storage full or denied: the list then shows less, the game goes on.
  }
}

/** The stored summary, checked (anything malformed reads as none). */
export function loadSummary(game: string, storage: Storage | undefined = globalThis.localStorage): GameSummary | null {
  let v: Record<string, unknown>;
  try {
    const raw: unknown = JSON.parse(storage?.getItem(summaryKey(game)) ?? 'null');
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
    v = raw as Record<string, unknown>;
  } catch {
    return null;
  }
  const { houses, me, round, waitingFor, winner, lastActivity } = v;
  if (!houseList(houses) || !houseList(waitingFor) || !(me === null || isHouse(me)) || !(winner === null || isHouse(winner))) return null;
  if (typeof round !== 'number' || !Number.isSafeInteger(round) || typeof lastActivity !== 'number' || !Number.isFinite(lastActivity)) return null;
  return { houses, me, round, waitingFor, winner, lastActivity };
}

export function forgetSummary(game: string, storage: Storage | undefined = globalThis.localStorage): void {
  storage?.removeItem(summaryKey(game));
}

/** Keeps `file` as the game's latest log copy (durable when this resolves). */
export async function saveLogCopy(game: string, file: KeptFile, env: IdbEnvironment = browserIdb()): Promise<void> {
  const store = await openIdbStore(LOG_COPY_DB, game, env);
  try {
    store.put('file', file.bytes);
    store.put('meta', new TextEncoder().encode(JSON.stringify({ name: file.name, type: file.type })));
    await store.flushed();
  } finally {
    await store.close();
  }
}

/** The game's latest log copy, or null when none was kept (or it is malformed). */
export async function loadLogCopy(game: string, env: IdbEnvironment = browserIdb()): Promise<KeptFile | null> {
  const records = await readRecords(LOG_COPY_DB, game, ['file', 'meta'], env);
  const bytes = records.get('file');
  const meta = records.get('meta');
  if (!(bytes instanceof Uint8Array) || !(meta instanceof Uint8Array)) return null;
  try {
    const m = JSON.parse(new TextDecoder().decode(meta)) as { name?: unknown; type?: unknown };
    if (typeof m.name !== 'string' || typeof m.type !== 'string') return null;
    return { name: m.name, type: m.type, bytes };
  } catch {
    return null;
  }
}

export function deleteLogCopy(game: string, env: IdbEnvironment = browserIdb()): Promise<void> {
  return deleteNamespace(LOG_COPY_DB, game, env);
}
