// The games saved in one IndexedDB database, so the app can offer "resume game …" after a reload
// (and delete a finished or abandoned one). Each entry is checked as loadGame checks it, reading
// only the records it needs, not the game's whole log.
import { fail, type Result } from '../../crypto/index';
import { MemoryStore } from '../session/store';
import { browserIdb, type IdbEnvironment } from './idb';
import { deleteNamespace, listNamespaces, readRecords } from './idb-store';
import { GAME_KEY, KEYS_KEY, loadGame, type LoadedGame, type SavedGameError } from './saved-game';

export interface SavedGameEntry {
  readonly namespace: string;
  /** The checked game, or why it cannot be resumed (a namespace of a lobby that never finished is 'missing'). */
  readonly game: Result<LoadedGame, SavedGameError>;
}

/** Every namespace of the database, with its saved game checked. */
export async function listSavedGames(dbName: string, env: IdbEnvironment = browserIdb()): Promise<SavedGameEntry[]> {
  const out: SavedGameEntry[] = [];
  for (const namespace of await listNamespaces(dbName, env)) {
    const records = await readRecords(dbName, namespace, [GAME_KEY, KEYS_KEY, 'seed'], env);
    const notBytes = [...records].find(([, value]) => !(value instanceof Uint8Array));
    if (notBytes !== undefined) {
      out.push({ namespace, game: fail('corrupt', [notBytes[0]]) });
      continue;
    }
    const store = new MemoryStore();
    for (const [key, value] of records) store.put(key, value as Uint8Array);
    out.push({ namespace, game: loadGame(store) });
  }
  return out;
}

/** Forgets a saved game: its keys, secrets and log. Close its IdbStore first. */
export function deleteGame(dbName: string, namespace: string, env: IdbEnvironment = browserIdb()): Promise<void> {
  return deleteNamespace(dbName, namespace, env);
}
