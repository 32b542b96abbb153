// What "My games" shows of a game without opening it: a small summary (houses, round, whom the
// table waits for, the winner, the last activity) in localStorage, rewritten as the game goes;
// and for a networked game a copy of its signed log, kept in IndexedDB at each new round and when
// the page leaves the game, so it can be exported from the list (the seat's own store holds only
// its own entries). Both are conveniences: the game itself lives in its seats' stores.
import { HOUSES } from '../../engine/index';
import { browserIdb, type IdbEnvironment } from '../persist/idb';
import { deleteNamespace, openIdbStore, readRecords } from '../persist/idb-store';
import type { GameTypes } from '../session/game-module';
import type { GameSetup } from '../session/setup';

/**
 * What the list shows of a game of any module: its seats by name (`SeatInfo.house`: houses in A
 * Game of Thrones, Gandalf and the Balrog … in War of the Ring), the round, whom it waits for, the
 * winner (a seat, or a team in a game that teams win: War of the Ring's 'fp' or 'shadow').
 */
export interface GameSummary {
  /** Every seat's name (a house in A Game of Thrones), in seat order. */
  readonly houses: readonly string[];
  readonly me: string | null;
  readonly round: number;
  /** The seats the table waits for now. */
  readonly waitingFor: readonly string[];
  readonly winner: string | null;
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

/** At most as many seats as a game of this build has (A Game of Thrones' six). */
const MAX_SEATS = 8;
/** A seat's (or team's) name as the games spell them: lower case, with dashes (`witch-king`). */
const isName = (h: unknown): h is string => typeof h === 'string' && /^[a-z][a-z-]{0,31}$/.test(h);
const nameList = (v: unknown): v is string[] => Array.isArray(v) && v.length <= MAX_SEATS && v.every(isName);

export function saveSummary(game: string, summary: GameSummary, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(summaryKey(game), JSON.stringify(summary));
  } catch {
    // Storage full or denied: the list then shows less, the game goes on.
  }
}

/**
 * The stored summary, checked (anything malformed reads as none): its seats, mine and those waited
 * for among `seats` (A Game of Thrones' houses unless given: another game's setup seats), its winner
 * among `winners` (the seats unless given; null: any name, for a game whose teams win).
 */
export function loadSummary(game: string, storage: Storage | undefined = globalThis.localStorage, seats: readonly string[] = HOUSES, winners: readonly string[] | null = seats): GameSummary | null {
  let v: Record<string, unknown>;
  try {
    const raw: unknown = JSON.parse(storage?.getItem(summaryKey(game)) ?? 'null');
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
    v = raw as Record<string, unknown>;
  } catch {
    return null;
  }
  const { houses, me, round, waitingFor, winner, lastActivity } = v;
  const isSeat = (h: unknown): h is string => isName(h) && seats.includes(h);
  if (!nameList(houses) || !houses.every(isSeat) || !nameList(waitingFor) || !waitingFor.every(isSeat) || !(me === null || isSeat(me))) return null;
  if (!(winner === null || (isName(winner) && (winners === null || winners.includes(winner))))) return null;
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

/**
 * The summary of a game of any module from a seat's state, asked of the game's module: its round,
 * whom its open decisions wait for (each seat once, in seat order; none once there is a winner) and
 * its winner.
 */
export function summaryOfState<G extends GameTypes>(setup: GameSetup<G>, seat: number, state: G['state']): Omit<GameSummary, 'lastActivity'> {
  const module = setup.game;
  const houses: string[] = setup.seats.map((s) => s.house);
  const winner = module.winner(state);
  const deciders = new Set<string>(module.pending(state).flatMap((d) => module.decider(d) ?? []));
  return { houses, me: houses[seat]!, round: module.round(state), waitingFor: winner === null ? houses.filter((h) => deciders.has(h)) : [], winner };
}

/** What a keeper reads of the game a page plays, whatever its game. */
export interface KeptTable {
  /** The summary now, but for its last activity (the keeper's). */
  summary(): Omit<GameSummary, 'lastActivity'>;
  /** How many moves are played so far. */
  moves(): number;
  /** The signed log file (a game with friends: its copy is what My games exports). */
  exportLog(): KeptFile;
  /** `listener` after anything changed; returns its removal. */
  subscribe(listener: () => void): () => void;
}

export interface KeepTableOptions {
  /** The game's key in My games (`myGameKey`). */
  readonly key: string;
  /** Keep copies of the signed log (games with friends). */
  readonly keepLog?: boolean;
  readonly now?: () => number;
  /** Called first at every change (a game against bots appends its moves). */
  readonly onChange?: () => void;
}

const sameSummary = (a: GameSummary | null, b: GameSummary): boolean =>
  a !== null && a.round === b.round && a.winner === b.winner && a.waitingFor.join() === b.waitingFor.join() && a.lastActivity === b.lastActivity;

/**
 * Keeps what My games needs of a game as it goes: its summary (rewritten when it changes), how many
 * moves this device has shown (last-visit.ts is the caller's: `onMoves`), and, with `keepLog`, a copy
 * of the signed log at each new round, at the end, and when the keeper stops. Returns the stop, which
 * resolves once the last copy is written.
 */
export function keepTable(table: KeptTable, options: KeepTableOptions & { readonly onMoves?: (moves: number) => void }): () => Promise<void> {
  const now = options.now ?? (() => Date.now());
  let moves = table.moves();
  let activity = now();
  let last: GameSummary | null = null;
  let copiedRound = -1;
  let copying: Promise<void> = Promise.resolve();

  const copyLog = (): void => {
    if (options.keepLog !== true) return;
    const file = table.exportLog();
    // One copy at a time, in order; a failed copy leaves the older one.
    copying = copying.then(() => saveLogCopy(options.key, file)).catch(() => undefined);
  };

  const update = (): void => {
    options.onChange?.();
    const played = table.moves();
    if (played !== moves) {
      moves = played;
      activity = now();
      options.onMoves?.(moves);
    }
    const summary: GameSummary = { ...table.summary(), lastActivity: activity };
    if (!sameSummary(last, summary)) saveSummary(options.key, summary);
    last = summary;
    const round = summary.winner === null ? summary.round : Number.MAX_SAFE_INTEGER;
    if (round !== copiedRound && moves > 0) {
      copiedRound = round;
      copyLog();
    }
  };

  const off = table.subscribe(update);
  update();
  return async () => {
    off();
    update();
    copyLog();
    await copying;
  };
}
