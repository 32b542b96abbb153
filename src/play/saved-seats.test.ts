// The seats a page keeps in IndexedDB (fake-indexeddb here): the player's identity is durable
// before the lobby sees it, the settled game and the creator's bot seats are saved when the lobby
// ends, and a page that lost its tab state finds the one settled player seat of a lobby again.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDrbg, equalBytes } from '../../crypto/index';
import { realTimers } from '../net/peerjs-backoff';
import { agotResult, createLobby, joinLobby, lobbyPeerId, MemoryLobbyHub, newIdentity, newLobbyId, type LobbyResult } from '../lobby/lobby-protocol';
import { readyWithBot } from '../lobby/lobby.testkit';
import type { IdbEnvironment } from '../persist/idb';
import { openIdbStore } from '../persist/idb-store';
import { heuristicBot } from '../bots/heuristic-bot';
import { botSeed } from './network-game';
import { botLevelOf, GAME_DB, listPlayerSeats, resumeSeats, resumeSubstitute, storeLobbyResult, storePlayerIdentity, storeSubstitute } from './saved-seats';

const fresh = (): IdbEnvironment => ({ factory: new IDBFactory(), keyRange: IDBKeyRange });
// Real timers: the creator sends its lobby state at most every 100 ms.
const timers = realTimers;

const RELAYS = ['wss://relay.example.org/', 'ws://127.0.0.1:7777/'];

/** A lobby of the creator, one guest and one bot, settled in memory, with two relays. */
async function settledLobby(env: IdbEnvironment) {
  const rng = createDrbg(new Uint8Array(32).fill(3), 'saved-seats');
  const lobby = newLobbyId(rng);
  const identity = newIdentity(rng);
  const store = await storePlayerIdentity(lobby, identity, env);
  const hub = new MemoryLobbyHub();
  // These timers never fire, so every state goes out at once (no coalescing, src/lobby/README.md).
  const host = createLobby({ link: hub.host(lobbyPeerId(lobby)), lobby, name: 'Ann', identity, rng, timers, stateIntervalMs: 0 });
  host.updateSettings({ relays: RELAYS });
  const guestRng = createDrbg(new Uint8Array(32).fill(4), 'guest');
  const guest = joinLobby({ link: hub.guest('lobby-bob', lobbyPeerId(lobby)), host: lobbyPeerId(lobby), name: 'Bob', identity: newIdentity(guestRng), rng: guestRng });
  await readyWithBot(host, guest, 'hard');
  const [settled] = await Promise.all([host.result, guest.result]);
  const result = agotResult(settled)!;
  host.close();
  return { lobby, identity, store, result };
}

describe('saved seats', () => {
  it('stores the identity durably before the lobby starts, with its seed', async () => {
    const env = fresh();
    const rng = createDrbg(new Uint8Array(32).fill(4), 'identity');
    const identity = newIdentity(rng);
    const store = await storePlayerIdentity('lobby1', identity, env);
    expect(store.isFlushed()).toBe(true);
    await store.close();
    const reopened = await openIdbStore(GAME_DB, `lobby1/${identity.peerId}`, env);
    expect(reopened.get('seed')).toBeDefined();
    expect(reopened.get('keys')).toBeDefined();
  });

  it('saves the settled game and each bot seat, and resumes all of them from IndexedDB alone', async () => {
    const env = fresh();
    const { lobby, identity, store, result } = await settledLobby(env);
    const saved = await storeLobbyResult(lobby, result, store, env);
    expect(saved.map((s) => s.role)).toEqual(['player', 'bot']);
    expect(saved.map((s) => s.game.seat)).toEqual([result.seat, result.bots[0]!.seat]);
    expect(saved.map((s) => s.relays)).toEqual([RELAYS, RELAYS]);
    for (const s of saved) await s.store.close();

    // No sessionStorage in Node: this is the page opened again in a new tab.
    const held = new Set<string>();
    const claim = async (ns: string) => (held.has(ns) ? null : (held.add(ns), { release: () => held.delete(ns) }));
    const resumed = await resumeSeats(lobby, env, claim);
    if (resumed === null || resumed === 'elsewhere') throw new Error(`expected the seats to resume, got ${resumed}`);
    expect(resumed.seats.map((s) => s.role)).toEqual(['player', 'bot']);
    expect(equalBytes(resumed.seats[0]!.game.keys.publicKey, identity.keys.publicKey)).toBe(true);
    expect(resumed.seats.map((s) => s.game.seat)).toEqual(saved.map((s) => s.game.seat));
    expect(equalBytes(resumed.seats[1]!.game.gameId, result.gameId)).toBe(true);
    // The relays the lobby agreed on come back with every seat (the bot's too): a resumed page uses them.
    expect(resumed.seats.map((s) => s.relays)).toEqual([RELAYS, RELAYS]);
    // A second tab while the first holds the game: refused before it opens the store.
    expect(await resumeSeats(lobby, env, claim)).toBe('elsewhere');
    resumed.lock.release();
    for (const s of resumed.seats) await s.store.close();
    expect(await resumeSeats(lobby, env, claim)).not.toBe('elsewhere');
  });

  it("seeds a bot seat's play with the 32-byte seed of its stored secret (not the encoded record)", async () => {
    const env = fresh();
    const { lobby, store, result } = await settledLobby(env);
    const [, bot] = await storeLobbyResult(lobby, result, store, env);
    const seed = botSeed(bot!.store, bot!.game);
    expect(equalBytes(seed, result.botSeats[0]!.identity.seedSecret.seed)).toBe(true);
    expect(seed.length).toBe(32);
    // The whole record is longer than a seed: the DRBG behind the bot refuses it, as the browser did.
    expect(() => heuristicBot(bot!.store.get('seed')!, 'stark')).toThrow(/32 bytes/);
    expect(() => heuristicBot(seed, 'stark')).not.toThrow();
    // Its level is the lobby's, kept with it; a seat saved before levels is the heuristic bot, easy.
    expect(botLevelOf(bot!.store)).toBe(result.botSeats[0]!.level);
    expect(botLevelOf(bot!.store)).toBe('hard');
    bot!.store.put('bot-level', new Uint8Array([0xff])); // not a level: as if none were kept
    expect(botLevelOf(bot!.store)).toBe('easy');
    for (const s of [store, bot!.store]) await s.close();
  });

  it('keeps a substitute\'s seat with its own key apart from the setup\'s seats, and resumes it from IndexedDB alone', async () => {
    const env = fresh();
    const { lobby, result } = await settledLobby(env);
    // A late watcher's result: the same game, another identity, no seat.
    const watcher = newIdentity(createDrbg(new Uint8Array(32).fill(6), 'watcher'));
    const late: LobbyResult = { ...result, seat: null, identity: watcher, botSeats: [] };
    const seat = result.bots[0]!.seat;
    const saved = await storeSubstitute(lobby, late, seat, env);
    expect(saved.role).toBe('substitute');
    expect(saved.game.seat).toBe(seat);
    expect(equalBytes(saved.game.keys.publicKey, watcher.keys.publicKey)).toBe(true);
    expect(saved.relays).toEqual(RELAYS);
    expect(saved.store.get('seed')).toBeUndefined(); // a substitute has no seed
    await saved.store.close();
    // Never a seat of the setup (not resumed as one), but in My games as the seat it plays.
    expect(await resumeSeats(lobby, env)).toBeNull();
    const listed = (await listPlayerSeats(env)).filter((s) => s.lobby === lobby);
    expect(listed.map((s) => [s.namespace, s.game.seat])).toEqual([[saved.store.namespace, seat]]);
    expect(equalBytes(listed[0]!.game.keys.publicKey, watcher.keys.publicKey)).toBe(true);
    // A new tab: found by its lobby alone, once; a second tab while the first holds it is refused.
    const held = new Set<string>();
    const claim = async (ns: string) => (held.has(ns) ? null : (held.add(ns), { release: () => held.delete(ns) }));
    const resumed = await resumeSubstitute(lobby, env, claim);
    if (resumed === null || resumed === 'elsewhere') throw new Error(`expected the substitute to resume, got ${resumed}`);
    expect(resumed.seats.map((s) => [s.role, s.game.seat])).toEqual([['substitute', seat]]);
    expect(equalBytes(resumed.seats[0]!.game.gameId, result.gameId)).toBe(true);
    expect(await resumeSubstitute(lobby, env, claim)).toBe('elsewhere');
    expect(await resumeSubstitute('another', env, claim)).toBeNull();
    resumed.lock.release();
    await resumed.seats[0]!.store.close();
    // A seat's own key is not a substitute's.
    await expect(storeSubstitute(lobby, { ...late, identity: result.identity }, seat, env)).rejects.toThrow(/substitute's own key/);
  });

  it('has nothing to resume for a lobby that never settled, or another lobby', async () => {
    const env = fresh();
    const rng = createDrbg(new Uint8Array(32).fill(5), 'unsettled');
    await (await storePlayerIdentity('lobby2', newIdentity(rng), env)).close();
    expect(await resumeSeats('lobby2', env)).toBeNull();
    expect(await resumeSeats('lobby3', env)).toBeNull();
  });
});
