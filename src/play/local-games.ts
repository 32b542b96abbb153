// Games against bots, kept on this device so a reload resumes them as a network game resumes: the
// setup (config, seed, my house, pace, the bots' level) once, then every applied move under its own key, written as
// it is made. The bots and the dealer are seeded, so the moves and the seed are all it takes: a
// resumed game re-applies the moves (the dealer observing them, so its decks are where they were)
// and goes on. One IndexedDB namespace per game in its own database; the records are untrusted on
// load (style rule 4b): a bad record is a coded error, never a throw.
//
// IndexedDB commits after the page moves on, so a reload right after a move could lose it (the
// game resumed a few moves earlier). The moves whose write has not committed yet are therefore
// also kept in a journal in localStorage, written synchronously with the move; the journal drops
// them once IndexedDB has them, and a resumed game takes from it what IndexedDB lacks.
import { fail, ok, type Result } from '../../crypto/index';
import { HOUSES, type GameConfig, type House, type Move } from '../../engine/index';
import { isBotLevel, type BotLevel } from '../bots/levels';
import { browserIdb, type IdbEnvironment } from '../persist/idb';
import { deleteNamespace, listNamespaces, openIdbStore, readRecords, type IdbStore } from '../persist/idb-store';

export const LOCAL_DB = 'sealed-orders-local';
const SETUP_KEY = 'setup';
const VERSION = 'sealed-orders/local-game/v1';
const moveKey = (seq: number): string => `move/${String(seq).padStart(6, '0')}`;
const journalKey = (id: string): string => `sealed-orders/local-journal/${id}`;
/** Moves a journal holds at most (a write that never commits must not fill localStorage). */
const MAX_JOURNAL = 1_000;

/** The moves from `from` on whose IndexedDB write had not committed when they were journalled. */
interface Journal {
  readonly from: number;
  readonly moves: readonly Move[];
}

const isMove = (m: unknown): m is Move => m !== null && typeof m === 'object' && !Array.isArray(m) && typeof (m as { kind?: unknown }).kind === 'string';

/** The journal of game `id`, or null when there is none or it is not one (never throws). */
function readJournal(id: string, storage: Storage | undefined): Journal | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(journalKey(id)) ?? 'null');
  } catch {
    return null;
  }
  const v = raw as { from?: unknown; moves?: unknown } | null;
  if (v === null || typeof v !== 'object' || !Number.isSafeInteger(v.from) || (v.from as number) < 0) return null;
  if (!Array.isArray(v.moves) || v.moves.length > MAX_JOURNAL || !v.moves.every(isMove)) return null;
  return { from: v.from as number, moves: v.moves };
}

function writeJournal(id: string, journal: Journal, storage: Storage | undefined): void {
  try {
    if (journal.moves.length === 0) storage?.removeItem(journalKey(id));
    else if (journal.moves.length <= MAX_JOURNAL) storage?.setItem(journalKey(id), JSON.stringify(journal));
  } catch {
    // localStorage full or refused: IndexedDB still gets every move, only a quick reload may lose one.
  }
}

export interface LocalGameSetup {
  readonly config: GameConfig;
  /** 32 bytes: the dealer's decks and every bot's choices. */
  readonly seed: Uint8Array;
  readonly me: House;
  readonly pace: number;
  /** The bots' level; 'random' for games saved before levels (they played seeded random bots). */
  readonly bots: BotLevel | 'random';
  /** When the game began (ms since the epoch). */
  readonly created: number;
}

export interface LocalGame extends LocalGameSetup {
  readonly id: string;
  readonly moves: readonly Move[];
}

export type LocalGameError = 'missing' | 'corrupt';

const text = new TextEncoder();
const untext = new TextDecoder();
const toBytes = (value: unknown): Uint8Array => text.encode(JSON.stringify(value));
const toHex = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

function fromJson(bytes: unknown): unknown {
  if (!(bytes instanceof Uint8Array)) return undefined;
  try {
    return JSON.parse(untext.decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** A saved local game being played: each applied move is appended as it comes. */
export class LocalGameRecord {
  /** How many moves IndexedDB is known to hold; the journal holds the ones after. */
  private committed: number;
  private unconfirmed: Move[] = [];

  constructor(
    readonly id: string,
    private readonly store: IdbStore,
    private written: number,
    private readonly storage: Storage | undefined = globalThis.localStorage,
  ) {
    this.committed = written;
  }

  /** Appends the moves of `log` not written yet (the driver's log, oldest first). */
  append(log: readonly { readonly move: Move }[]): void {
    const before = this.written;
    for (; this.written < log.length; this.written++) {
      const move = log[this.written]!.move;
      this.store.put(moveKey(this.written), toBytes(move));
      this.unconfirmed.push(move);
    }
    if (this.written === before) return;
    writeJournal(this.id, { from: this.committed, moves: this.unconfirmed }, this.storage);
    const upTo = this.written;
    this.store.flushed().then(
      () => this.confirm(upTo),
      () => undefined, // a failed write keeps its moves in the journal
    );
  }

  /** IndexedDB holds every move before `upTo`: the journal lets them go. */
  private confirm(upTo: number): void {
    if (upTo <= this.committed) return;
    this.unconfirmed = this.unconfirmed.slice(upTo - this.committed);
    this.committed = upTo;
    writeJournal(this.id, { from: this.committed, moves: this.unconfirmed }, this.storage);
  }

  flushed(): Promise<void> {
    return this.store.flushed();
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** A new saved game; `id` is 16 hex digits of fresh randomness. */
export async function createLocalGame(id: string, setup: LocalGameSetup, env: IdbEnvironment = browserIdb(), storage: Storage | undefined = globalThis.localStorage): Promise<LocalGameRecord> {
  const store = await openIdbStore(LOCAL_DB, id, env);
  store.put(SETUP_KEY, toBytes({ version: VERSION, config: setup.config, seed: toHex(setup.seed), me: setup.me, pace: setup.pace, bots: setup.bots, created: setup.created }));
  await store.flushed();
  return new LocalGameRecord(id, store, 0, storage);
}

function parseSetup(raw: unknown): Result<LocalGameSetup, LocalGameError> {
  if (raw === undefined) return fail('missing', [SETUP_KEY]);
  const v = raw as Record<string, unknown> | null;
  if (v === null || typeof v !== 'object' || v.version !== VERSION) return fail('corrupt', [SETUP_KEY, 'version']);
  const { config, seed, me, pace, created } = v;
  const bots = v.bots ?? 'random';
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return fail('corrupt', [SETUP_KEY, 'config']);
  if (typeof seed !== 'string' || !/^[0-9a-f]{64}$/.test(seed)) return fail('corrupt', [SETUP_KEY, 'seed']);
  if (typeof me !== 'string' || !(HOUSES as readonly string[]).includes(me)) return fail('corrupt', [SETUP_KEY, 'me']);
  if (typeof pace !== 'number' || !Number.isSafeInteger(pace) || pace < 0) return fail('corrupt', [SETUP_KEY, 'pace']);
  if (typeof created !== 'number' || !Number.isFinite(created)) return fail('corrupt', [SETUP_KEY, 'created']);
  if (bots !== 'random' && !isBotLevel(bots)) return fail('corrupt', [SETUP_KEY, 'bots']);
  const bytes = Uint8Array.from(seed.match(/../g)!.map((b) => parseInt(b, 16)));
  return ok({ config: config as GameConfig, seed: bytes, me: me as House, pace, bots, created });
}

/**
 * Opens a saved game to play on: its setup and moves (checked only for shape here; the engine
 * judges each move when the driver re-applies it) and the record to append to.
 */
export async function openLocalGame(id: string, env: IdbEnvironment = browserIdb(), storage: Storage | undefined = globalThis.localStorage): Promise<Result<{ game: LocalGame; record: LocalGameRecord }, LocalGameError>> {
  const store = await openIdbStore(LOCAL_DB, id, env);
  const setup = parseSetup(fromJson(store.get(SETUP_KEY)));
  if (!setup.ok) {
    await store.close();
    return setup;
  }
  const moves: Move[] = [];
  for (const key of store.keys('move/')) {
    const move = fromJson(store.get(key)) as { kind?: unknown } | undefined;
    if (key !== moveKey(moves.length) || move === undefined || move === null || typeof move.kind !== 'string') {
      await store.close();
      return fail('corrupt', [key]);
    }
    moves.push(move as Move);
  }
  // The journal's moves past what IndexedDB holds were made just before the page went away.
  const stored = moves.length;
  const journal = readJournal(id, storage);
  if (journal !== null && journal.from <= stored) moves.push(...journal.moves.slice(stored - journal.from));
  if (journal === null || journal.from > stored) writeJournal(id, { from: stored, moves: [] }, storage);
  const record = new LocalGameRecord(id, store, stored, storage);
  record.append(moves.map((move) => ({ move })));
  return ok({ game: { id, ...setup.value, moves }, record });
}

/** Every saved local game's id and setup (the moves stay unread). */
export async function listLocalGames(env: IdbEnvironment = browserIdb()): Promise<{ id: string; setup: Result<LocalGameSetup, LocalGameError> }[]> {
  const out: { id: string; setup: Result<LocalGameSetup, LocalGameError> }[] = [];
  for (const id of await listNamespaces(LOCAL_DB, env)) {
    const records = await readRecords(LOCAL_DB, id, [SETUP_KEY], env);
    out.push({ id, setup: parseSetup(fromJson(records.get(SETUP_KEY))) });
  }
  return out;
}

/** Forgets a saved local game (its journal too). Close its record first. */
export function deleteLocalGame(id: string, env: IdbEnvironment = browserIdb(), storage: Storage | undefined = globalThis.localStorage): Promise<void> {
  writeJournal(id, { from: 0, moves: [] }, storage);
  return deleteNamespace(LOCAL_DB, id, env);
}

/** A saved local game as the replay file the app and the embed open: `{ config, moves }`. */
export async function exportLocalGame(id: string, env: IdbEnvironment = browserIdb()): Promise<{ name: string; type: string; bytes: Uint8Array } | null> {
  // Without the journal: exporting reads what is stored and writes nothing (the page playing the
  // game keeps its own journal).
  const opened = await openLocalGame(id, env, undefined);
  if (!opened.ok) return null;
  await opened.value.record.close();
  const { config, moves } = opened.value.game;
  return { name: `sealed-orders-bots-${id}.json`, type: 'application/json', bytes: text.encode(JSON.stringify({ config, moves })) };
}
