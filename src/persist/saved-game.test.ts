// The saved game: what was saved comes back, checked; every kind of missing, corrupt or foreign
// record gives its code and where it is, never a throw; the listing of an IndexedDB database shows
// each namespace with its check, and a deleted game is gone.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCanonical, toHex } from '../../crypto/index';
import { makeLobby, seedBytes } from '../games/agot-harness';
import { PROTOCOL, gameId, setupValue } from '../session/setup';
import { MemoryStore } from '../session/store';
import { openIdbStore } from './idb-store';
import { GAME_KEY, KEYS_KEY, SAVED_GAME_VERSION, loadGame, saveGame, saveKeys } from './saved-game';
import { deleteGame, listSavedGames } from './saved-game-list';

const lobby = makeLobby({ players: 3 }, seedBytes(8));
const PEERS = ['so-a1', 'so-b2', 'so-c3'];

/** Seat 1's store as the lobby leaves it, with the game saved. */
function savedStore(): MemoryStore {
  const store = lobby.stores[1]!;
  const copy = new MemoryStore();
  copy.put('seed', store.get('seed')!);
  saveGame(copy, { setup: lobby.setup, seat: 1, keys: lobby.keys[1]!, peerIds: PEERS });
  return copy;
}

/** The saved `game` record with some fields replaced. */
function gameRecord(changes: Record<string, unknown>): Uint8Array {
  return encodeCanonical({ version: SAVED_GAME_VERSION, setup: setupValue(lobby.setup), seat: 1, peerIds: PEERS, ...changes });
}

describe('saveGame / loadGame', () => {
  it('gives back the setup, seat, keys and peer ids, with the game id', () => {
    const r = loadGame(savedStore());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(setupValue(r.value.setup)).toEqual(setupValue(lobby.setup));
    expect(r.value.seat).toBe(1);
    expect(toHex(r.value.keys.secretKey)).toBe(toHex(lobby.keys[1]!.secretKey));
    expect(toHex(r.value.keys.publicKey)).toBe(toHex(lobby.keys[1]!.publicKey));
    expect(r.value.peerIds).toEqual(PEERS);
    expect(toHex(r.value.gameId)).toBe(toHex(gameId(lobby.setup)));
  });

  it('an empty store is missing the game', () => {
    expect(loadGame(new MemoryStore())).toEqual({ ok: false, error: { code: 'missing', path: ['game'] } });
  });

  const cases: [string, (s: MemoryStore) => void, string, (string | number)[]][] = [
    ['garbage instead of the game', (s) => s.put(GAME_KEY, new Uint8Array([0xc1])), 'corrupt', ['game']],
    ['a game that is a list', (s) => s.put(GAME_KEY, encodeCanonical([1])), 'corrupt', ['game']],
    ['another version', (s) => s.put(GAME_KEY, gameRecord({ version: 'v0' })), 'corrupt', ['game', 'version']],
    ['a setup of another protocol', (s) => s.put(GAME_KEY, gameRecord({ setup: { ...(setupValue(lobby.setup) as Record<string, unknown>), protocol: `${PROTOCOL}x` } })), 'corrupt', ['game', 'setup', 'protocol']],
    ['a seat past the last', (s) => s.put(GAME_KEY, gameRecord({ seat: 3 })), 'corrupt', ['game', 'seat']],
    ['a negative seat', (s) => s.put(GAME_KEY, gameRecord({ seat: -1 })), 'corrupt', ['game', 'seat']],
    ['too few peer ids', (s) => s.put(GAME_KEY, gameRecord({ peerIds: PEERS.slice(1) })), 'corrupt', ['game', 'peerIds']],
    ['an empty peer id', (s) => s.put(GAME_KEY, gameRecord({ peerIds: ['a', '', 'c'] })), 'corrupt', ['game', 'peerIds', 1]],
    ['no keys', (s) => s.put(KEYS_KEY, new Uint8Array()), 'corrupt', ['keys']],
    ['a short secret key', (s) => s.put(KEYS_KEY, encodeCanonical({ secretKey: new Uint8Array(31) })), 'corrupt', ['keys', 'secretKey']],
    ['the keys of another seat', (s) => saveKeys(s, lobby.keys[2]!), 'mismatch', ['keys']],
    ['the game saved for another seat', (s) => s.put(GAME_KEY, gameRecord({ seat: 0 })), 'mismatch', ['keys']],
    ['the seed of another seat', (s) => s.put('seed', lobby.stores[2]!.get('seed')!), 'mismatch', ['seed']],
    ['a seed that does not decode', (s) => s.put('seed', new Uint8Array([1, 2, 3])), 'corrupt', ['seed']],
    ['a seed of the wrong length', (s) => s.put('seed', encodeCanonical({ seed: new Uint8Array(3), salt: new Uint8Array(3) })), 'corrupt', ['seed']],
  ];
  it.each(cases)('%s: %s at %j', (_, spoil, code, path) => {
    const store = savedStore();
    spoil(store);
    expect(loadGame(store)).toEqual({ ok: false, error: { code, path } });
  });

  it('reports each missing record by name', () => {
    const noSeed = new MemoryStore();
    saveGame(noSeed, { setup: lobby.setup, seat: 1, keys: lobby.keys[1]!, peerIds: PEERS });
    expect(loadGame(noSeed)).toEqual({ ok: false, error: { code: 'missing', path: ['seed'] } });
    const noKeys = new MemoryStore();
    noKeys.put(GAME_KEY, savedStore().get(GAME_KEY)!);
    expect(loadGame(noKeys)).toEqual({ ok: false, error: { code: 'missing', path: ['keys'] } });
  });

  it('never throws on arbitrary bytes in any record', () => {
    fc.assert(
      fc.property(fc.constantFrom(GAME_KEY, KEYS_KEY, 'seed'), fc.uint8Array({ maxLength: 300 }), (key, junk) => {
        const store = savedStore();
        store.put(key, junk);
        expect(loadGame(store).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('refuses to save what could never load (programmer errors)', () => {
    const save = (g: Partial<Parameters<typeof saveGame>[1]>) => () => saveGame(new MemoryStore(), { setup: lobby.setup, seat: 1, keys: lobby.keys[1]!, peerIds: PEERS, ...g });
    expect(save({ seat: 3 })).toThrow(RangeError);
    expect(save({ keys: lobby.keys[0]! })).toThrow(TypeError);
    expect(save({ peerIds: ['a', 'b'] })).toThrow(TypeError);
  });
});

describe('listSavedGames / deleteGame', () => {
  it('lists every namespace with its checked game, and forgets a deleted one', async () => {
    const env = { factory: new IDBFactory(), keyRange: IDBKeyRange };
    for (const seat of [0, 2]) {
      const store = await openIdbStore('games', `game-${seat}`, env);
      store.put('seed', lobby.stores[seat]!.get('seed')!);
      saveGame(store, { setup: lobby.setup, seat, keys: lobby.keys[seat]!, peerIds: PEERS });
      store.put('own/000000000', new Uint8Array(100));
      await store.close();
    }
    const lobbyOnly = await openIdbStore('games', 'lobby-x', env); // keys and seed, no game yet
    lobbyOnly.put('seed', lobby.stores[1]!.get('seed')!);
    saveKeys(lobbyOnly, lobby.keys[1]!);
    await lobbyOnly.close();
    const spoiled = await openIdbStore('games', 'spoiled', env);
    spoiled.put('seed', lobby.stores[1]!.get('seed')!);
    saveGame(spoiled, { setup: lobby.setup, seat: 1, keys: lobby.keys[1]!, peerIds: PEERS });
    spoiled.put('keys', new Uint8Array([0xc1]));
    await spoiled.close();

    const list = await listSavedGames('games', env);
    expect(list.map((e) => [e.namespace, e.game.ok ? e.game.value.seat : e.game.error])).toEqual([
      ['game-0', 0],
      ['game-2', 2],
      ['lobby-x', { code: 'missing', path: ['game'] }],
      ['spoiled', { code: 'corrupt', path: ['keys'] }],
    ]);
    await deleteGame('games', 'game-0', env);
    expect((await listSavedGames('games', env)).map((e) => e.namespace)).toEqual(['game-2', 'lobby-x', 'spoiled']);
  });
});
