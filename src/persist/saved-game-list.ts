// The games saved in one IndexedDB database, so the app can offer "resume game …" after a reload
// (and delete a finished or abandoned one). Each entry is checked as loadGame checks it, reading
// only the records it needs, not the game's whole log, with the module of the game its setup names
// (from the caller's loader: another game's engine is not on the first page, src/games/game-loader.ts).
import { fail, type Result } from '../../crypto/index';
import { firstGameOnly, type ModuleLoader } from '../games/game-loader';
import type { GameTypes } from '../session/game-module';
import { FIRST_GAME } from '../session/setup';
import { MemoryStore } from '../session/store';
import { browserIdb, type IdbEnvironment } from './idb';
import { deleteNamespace, listNamespaces, readRecords } from './idb-store';
import { GAME_KEY, KEYS_KEY, loadGame, savedGameId, type LoadedGame, type SavedGameError } from './saved-game';

export interface SavedGameEntry {
  readonly namespace: string;
  /** The checked game, or why it cannot be resumed (a namespace of a lobby that never finished is 'missing'). */
  readonly game: Result<LoadedGame<GameTypes>, SavedGameError>;
}

/**
 * Every namespace of the database, with its saved game checked by the module of the game it names,
 * from `modules` (A Game of Thrones' alone unless given; a game it does not load: 'corrupt' at
 * ['game', 'setup', 'game']).
 */
export async function listSavedGames(dbName: string, env: IdbEnvironment = browserIdb(), modules: ModuleLoader = firstGameOnly): Promise<SavedGameEntry[]> {
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
    const id = savedGameId(store);
    // No record that reads: loadGame says what is wrong with it, whatever the module.
    const module = id === null ? await modules(FIRST_GAME) : await modules(id);
    out.push({ namespace, game: module === null ? fail('corrupt', [GAME_KEY, 'setup', 'game']) : loadGame(store, module) });
  }
  return out;
}

/** Forgets a saved game: its keys, secrets and log. Close its IdbStore first. */
export function deleteGame(dbName: string, namespace: string, env: IdbEnvironment = browserIdb()): Promise<void> {
  return deleteNamespace(dbName, namespace, env);
}
