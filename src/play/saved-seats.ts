// Where a page keeps the seats it plays, in IndexedDB, one namespace per seat:
// `<lobby id>/<PeerJS id>`. A player's identity is written before its hello leaves the page (its
// seed commitment is in the hello); the settled game is written as soon as the lobby ends; a bot
// seat of the creator's page gets a namespace of its own, listed in the creator's. This tab
// remembers its namespace in sessionStorage, so two tabs of one browser can sit in one lobby and a
// reload resumes the right seat.
import { isBotLevel, type BotLevel } from '../bots/levels';
import { isRelayList } from '../lobby/relay-list';
import { decodeCanonical, encodeCanonical } from '../../crypto/index';
import type { Identity, LobbyResult } from '../lobby/lobby-protocol';
import type { IdbEnvironment } from '../persist/idb';
import { browserIdb } from '../persist/idb';
import { listNamespaces, openIdbStore, readRecords, type IdbStore } from '../persist/idb-store';
import { browserLocks, claimGame, type GameLock } from '../persist/game-lock';
import { deleteGame, listSavedGames } from '../persist/saved-game-list';
import { GAME_KEY, KEYS_KEY, loadGame, loadSubstitute, saveGame, saveKeys, savedGameId, saveSubstitute, type LoadedGame } from '../persist/saved-game';
import { MemoryStore } from '../session/store';
import { encodeSeedSecret } from '../session/setup';
import type { GameModule, GameTypes } from '../session/game-module';
import { AGOT, type Agot } from '../games/agot';
import { alsoModule, firstGameOnly, type ModuleLoader } from '../games/game-loader';

export const GAME_DB = 'sealed-orders';
const ROLE_KEY = 'role';
const BOTS_KEY = 'bots';
/** A bot seat's level, as the lobby settled it. */
const LEVEL_KEY = 'bot-level';
/** The Nostr relays the lobby agreed on: transport, so kept beside the saved game, not in it. */
const RELAYS_KEY = 'relays';

/** A player's seat, a bot seat of the creator's page, or a seat this page plays as a substitute (src/session/README.md, "A substitute"). */
export type SeatRole = 'player' | 'bot' | 'substitute';

/** A seat this page can play (of A Game of Thrones unless `G` says): its checked saved game and its open store. */
export interface SavedSeat<G extends GameTypes = Agot> {
  readonly game: LoadedGame<G>;
  readonly store: IdbStore;
  readonly role: SeatRole;
  /** The Nostr relays the seat's entries go through beside WebRTC (none for a seat saved before relays). */
  readonly relays: readonly string[];
}

/** Claims a game for this tab; null when another tab has it open. */
export type Claim = (namespace: string) => Promise<GameLock | null>;

/**
 * The browser's Web Lock for a game. A page without Web Locks (plain http on a LAN address is not a
 * secure context) runs unlocked: two tabs of one browser must then not open the same game.
 */
export const claimInBrowser: Claim = (namespace) => {
  try {
    return claimGame(namespace, browserLocks());
  } catch {
    return Promise.resolve({ release: () => undefined });
  }
};

/** The seats of a resumed game, and the lock that keeps them in this tab. */
export interface Resumed<G extends GameTypes = Agot> {
  readonly seats: SavedSeat<G>[];
  readonly lock: GameLock;
}

const namespaceOf = (lobby: string, peerId: string): string => `${lobby}/${peerId}`;
const tabKey = (lobby: string): string => `sealed-orders/lobby/${lobby}`;

function putText(store: IdbStore, key: string, value: string | readonly string[]): void {
  store.put(key, encodeCanonical(value as string | string[]));
}

function decoded(bytes: unknown): unknown {
  if (!(bytes instanceof Uint8Array)) return undefined;
  const v = decodeCanonical(bytes);
  return v.ok ? v.value : undefined;
}

const getText = (store: IdbStore, key: string): unknown => decoded(store.get(key));

/** Writes an identity's keys and seed (durably) before anything of it leaves the page. */
async function storeIdentity(lobby: string, identity: Identity, role: SeatRole, env: IdbEnvironment): Promise<IdbStore> {
  const store = await openIdbStore(GAME_DB, namespaceOf(lobby, identity.peerId), env);
  saveKeys(store, identity.keys);
  store.put('seed', encodeSeedSecret(identity.seedSecret));
  putText(store, ROLE_KEY, role);
  await store.flushed();
  return store;
}

/** This tab's identity for `lobby`, stored before the caller joins with it. */
export async function storePlayerIdentity(lobby: string, identity: Identity, env: IdbEnvironment = browserIdb()): Promise<IdbStore> {
  const store = await storeIdentity(lobby, identity, 'player', env);
  globalThis.sessionStorage?.setItem(tabKey(lobby), store.namespace);
  return store;
}

/**
 * Writes what the lobby settled: the player's saved game, and each bot seat of this page in its own
 * namespace (listed in the player's). Resolves when all of it is durable.
 */
export async function storeLobbyResult<G extends GameTypes>(lobby: string, result: LobbyResult<G>, store: IdbStore, env: IdbEnvironment = browserIdb()): Promise<SavedSeat<G>[]> {
  if (result.seat === null) throw new RangeError('expected a seat in the lobby result, got a watcher');
  saveGame(store, { setup: result.setup, seat: result.seat, keys: result.identity.keys, peerIds: result.peerIds });
  putText(store, RELAYS_KEY, result.relays);
  const seats: SavedSeat<G>[] = [];
  const module = result.setup.game;
  for (const bot of result.botSeats) {
    const botStore = await storeIdentity(lobby, bot.identity, 'bot', env);
    saveGame(botStore, { setup: result.setup, seat: bot.seat, keys: bot.identity.keys, peerIds: result.peerIds });
    putText(botStore, LEVEL_KEY, bot.level);
    putText(botStore, RELAYS_KEY, result.relays);
    await botStore.flushed();
    seats.push(checked(botStore, 'bot', module));
  }
  putText(store, BOTS_KEY, seats.map((s) => s.store.namespace));
  await store.flushed();
  return [checked(store, 'player', module), ...seats];
}

/** A bot seat's level; a seat saved before levels played the heuristic bot, which is easy. */
export function botLevelOf(store: IdbStore): BotLevel {
  const level = getText(store, LEVEL_KEY);
  return isBotLevel(level) ? level : 'easy';
}

function checked<G extends GameTypes>(store: IdbStore, role: SeatRole, module: GameModule<G>): SavedSeat<G> {
  const loaded = loadGame(store, module);
  if (!loaded.ok) throw new TypeError(`expected the saved game in ${store.namespace} to load, got ${loaded.error.code}`);
  return { game: loaded.value, store, role, relays: relaysOf(store) };
}

/** The relays kept with a seat; a seat saved before relays, or a record that does not read: none (WebRTC only, as before). */
function relaysOf(store: IdbStore): readonly string[] {
  const relays = getText(store, RELAYS_KEY);
  return isRelayList(relays) ? relays : [];
}

/**
 * The seats this page played in `lobby`, if it can resume: this tab's namespace, or else the one
 * settled player seat saved for that lobby in this browser (a closed tab opened again). Its bots
 * come with it. Null when there is nothing settled to resume (a lobby not finished: join again) or
 * the seat saved is of another game than `module`'s (A Game of Thrones unless given: `savedLobbyGame`
 * says which game it is).
 */
export async function resumeSeats<G extends GameTypes = Agot>(
  lobby: string,
  env: IdbEnvironment = browserIdb(),
  claim: Claim = claimInBrowser,
  module: GameModule<G> = AGOT as unknown as GameModule<G>,
): Promise<Resumed<G> | 'elsewhere' | null> {
  const namespace = await seatNamespace(lobby, env, alsoModule(module as unknown as GameModule));
  if (namespace === null) return null;
  // The lock before the store: two tabs running one seat could sign two entries at one seq.
  const lock = await claim(namespace);
  if (lock === null) return 'elsewhere';
  const store = await openIdbStore(GAME_DB, namespace, env);
  const loaded = loadGame(store, module);
  if (!loaded.ok || getText(store, ROLE_KEY) !== 'player') {
    await store.close();
    lock.release();
    return null;
  }
  globalThis.sessionStorage?.setItem(tabKey(lobby), namespace);
  const seats: SavedSeat<G>[] = [{ game: loaded.value, store, role: 'player', relays: relaysOf(store) }];
  const bots = getText(store, BOTS_KEY);
  for (const ns of Array.isArray(bots) ? bots : []) {
    if (typeof ns !== 'string' || !ns.startsWith(`${lobby}/`)) continue;
    seats.push(checked(await openIdbStore(GAME_DB, ns, env), 'bot', module));
  }
  return { seats, lock };
}

/** The namespace of the seat `resumeSeats` would resume: this tab's, or the one settled player seat saved for that lobby. */
async function seatNamespace(lobby: string, env: IdbEnvironment, modules: ModuleLoader): Promise<string | null> {
  return globalThis.sessionStorage?.getItem(tabKey(lobby)) ?? (await onlySettledSeat(lobby, env, modules));
}

/**
 * The id of the game (`GameModule.id`) of the seat `resumeSeats` would resume for `lobby`, read
 * from its record alone (no module loaded, no lock taken): which game's page resumes it. Null
 * when no seat of that lobby settled here.
 */
export async function savedLobbyGame(lobby: string, env: IdbEnvironment = browserIdb()): Promise<string | null> {
  const mine = globalThis.sessionStorage?.getItem(tabKey(lobby)) ?? null;
  // Without this tab's: the one player seat of that lobby with a game record, whatever its game
  // (no module is loaded to check it: `resumeSeats` does, with that game's).
  const candidates = mine !== null ? [mine] : (await listNamespaces(GAME_DB, env)).filter((ns) => ns.startsWith(`${lobby}/`) && !ns.endsWith(SUBSTITUTE_SUFFIX));
  const found: string[] = [];
  for (const ns of candidates) {
    const records = await readRecords(GAME_DB, ns, [GAME_KEY, ROLE_KEY], env);
    const record = records.get(GAME_KEY);
    if (!(record instanceof Uint8Array) || decoded(records.get(ROLE_KEY)) !== 'player') continue;
    const store = new MemoryStore();
    store.put(GAME_KEY, record);
    const id = savedGameId(store);
    if (id !== null) found.push(id);
  }
  return found.length === 1 ? found[0]! : null;
}

/**
 * Saves what the lobby settled for this tab's seat of `lobby` (its identity stored by
 * `storePlayerIdentity`, whose store the caller closed) and claims the game for this tab, as
 * `resumeSeats` would after a reload: for a game played by another page than A Game of Thrones'
 * (War of the Ring's, src/ui/wotr/wotr-network.ts). Null when this tab stored no identity for it;
 * 'elsewhere' when another tab holds it.
 */
export async function settleThisTab<G extends GameTypes>(lobby: string, result: LobbyResult<G>, env: IdbEnvironment = browserIdb(), claim: Claim = claimInBrowser): Promise<Resumed<G> | 'elsewhere' | null> {
  const namespace = globalThis.sessionStorage?.getItem(tabKey(lobby)) ?? null;
  if (namespace === null) return null;
  const lock = await claim(namespace);
  if (lock === null) return 'elsewhere';
  const store = await openIdbStore(GAME_DB, namespace, env);
  try {
    return { seats: await storeLobbyResult(lobby, result, store, env), lock };
  } catch (e) {
    await store.close();
    lock.release();
    throw e;
  }
}

async function onlySettledSeat(lobby: string, env: IdbEnvironment, modules: ModuleLoader): Promise<string | null> {
  const games = (await listSavedGames(GAME_DB, env, modules)).filter((g) => g.namespace.startsWith(`${lobby}/`) && g.game.ok);
  const players: string[] = [];
  // Only the role record: opening the store would load the seat's whole log.
  for (const g of games) if (decoded((await readRecords(GAME_DB, g.namespace, [ROLE_KEY], env)).get(ROLE_KEY)) === 'player') players.push(g.namespace);
  return players.length === 1 ? players[0]! : null;
}

const substituteTabKey = (lobby: string): string => `sealed-orders/substitute/${lobby}`;
const SUBSTITUTE_SUFFIX = '/substitute';

/**
 * Saves the seat this page offers to play as a substitute (src/session/README.md, "A substitute"),
 * durably, before the offer leaves: beside the lobby identity it joined with, in a namespace of its
 * own (`<lobby>/<peer id>/substitute`) with the seat, the key and the relays, and no seed (it has
 * none). This tab remembers the namespace, so a reload plays on with the same key.
 */
export async function storeSubstitute(lobby: string, result: LobbyResult, seat: number, env: IdbEnvironment = browserIdb()): Promise<SavedSeat> {
  const store = await openIdbStore(GAME_DB, `${namespaceOf(lobby, result.identity.peerId)}${SUBSTITUTE_SUFFIX}`, env);
  saveSubstitute(store, { setup: result.setup, seat, keys: result.identity.keys, peerIds: result.peerIds });
  putText(store, RELAYS_KEY, result.relays);
  await store.flushed();
  globalThis.sessionStorage?.setItem(substituteTabKey(lobby), store.namespace);
  return substituteSeat(store);
}

function substituteSeat(store: IdbStore): SavedSeat {
  const loaded = loadSubstitute(store);
  if (!loaded.ok) throw new TypeError(`expected the substitute's seat in ${store.namespace} to load, got ${loaded.error.code}`);
  return { game: loaded.value, store, role: 'substitute', relays: relaysOf(store) };
}

/**
 * The seat this page plays in `lobby` as a substitute, if it offered to: this tab's, or else the one
 * substitute seat saved for that lobby in this browser (a closed tab opened again). Null: none.
 */
export async function resumeSubstitute(lobby: string, env: IdbEnvironment = browserIdb(), claim: Claim = claimInBrowser): Promise<Resumed | 'elsewhere' | null> {
  const mine = globalThis.sessionStorage?.getItem(substituteTabKey(lobby)) ?? null;
  const saved = (await listNamespaces(GAME_DB, env)).filter((ns) => ns.startsWith(`${lobby}/`) && ns.endsWith(SUBSTITUTE_SUFFIX));
  const namespace = mine !== null && saved.includes(mine) ? mine : saved.length === 1 ? saved[0]! : null;
  if (namespace === null) return null;
  const lock = await claim(namespace);
  if (lock === null) return 'elsewhere';
  const store = await openIdbStore(GAME_DB, namespace, env);
  if (!loadSubstitute(store).ok) {
    await store.close();
    lock.release();
    return null;
  }
  globalThis.sessionStorage?.setItem(substituteTabKey(lobby), namespace);
  return { seats: [substituteSeat(store)], lock };
}

/** A player seat saved on this device (for "My games"). */
export interface SavedPlayerSeat {
  readonly lobby: string;
  readonly namespace: string;
  /** A seat of any game this build plays (`game.setup.game`). */
  readonly game: LoadedGame<GameTypes>;
}

/**
 * Every settled player seat saved in this browser, whatever tab played it, and every seat it offered
 * to play as a substitute: of the games `modules` loads (A Game of Thrones alone unless given).
 */
export async function listPlayerSeats(env: IdbEnvironment = browserIdb(), modules: ModuleLoader = firstGameOnly): Promise<SavedPlayerSeat[]> {
  const out: SavedPlayerSeat[] = [];
  for (const g of await listSavedGames(GAME_DB, env, modules)) {
    const lobby = g.namespace.slice(0, g.namespace.indexOf('/'));
    if (lobby === '') continue;
    if (g.game.ok) {
      const role = decoded((await readRecords(GAME_DB, g.namespace, [ROLE_KEY], env)).get(ROLE_KEY));
      if (role === 'player') out.push({ lobby, namespace: g.namespace, game: g.game.value });
    } else if (g.namespace.endsWith(SUBSTITUTE_SUFFIX)) {
      // Only the records a substitute's seat needs: opening the store would load its whole log.
      const records = new MemoryStore();
      for (const [key, value] of await readRecords(GAME_DB, g.namespace, [GAME_KEY, KEYS_KEY], env)) if (value instanceof Uint8Array) records.put(key, value);
      const loaded = loadSubstitute(records);
      if (loaded.ok) out.push({ lobby, namespace: g.namespace, game: loaded.value });
    }
  }
  return out;
}

/**
 * Forgets a player seat and the bot seats of this page in its lobby: keys, secrets, entries. The
 * game goes on without it (the others time its decisions out). Claim its lock first, so no tab of
 * this browser is running it.
 */
export async function forgetSeats(seat: Pick<SavedPlayerSeat, 'lobby' | 'namespace'>, env: IdbEnvironment = browserIdb()): Promise<void> {
  const bots = decoded((await readRecords(GAME_DB, seat.namespace, [BOTS_KEY], env)).get(BOTS_KEY));
  for (const ns of Array.isArray(bots) ? bots : []) if (typeof ns === 'string' && ns.startsWith(`${seat.lobby}/`)) await deleteGame(GAME_DB, ns, env);
  await deleteGame(GAME_DB, seat.namespace, env);
}
