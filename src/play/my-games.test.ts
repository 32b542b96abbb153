// My games, over fake-indexeddb: a game against bots stored move by move and reopened with the
// same moves, bad records refused with codes; summaries checked on load; the list holds a network
// seat (from a settled lobby) and a local game, most recent first; leaving forgets each for good,
// and a networked game open in another tab cannot be left.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDrbg } from '../../crypto/index';
import { choices, newGame, pending, sampleMove, apply, type Move } from '../../engine/index';
import { realTimers } from '../net/peerjs-backoff';
import { agotResult, createLobby, joinLobby, lobbyPeerId, MemoryLobbyHub, newIdentity, newLobbyId } from '../lobby/lobby-protocol';
import { readyWithBot } from '../lobby/lobby.testkit';
import type { IdbEnvironment } from '../persist/idb';
import { openIdbStore } from '../persist/idb-store';
import { loadLogCopy, loadSummary, saveLogCopy, saveSummary, type GameSummary } from './game-summaries';
import { createLocalGame, exportLocalGame, LOCAL_DB, openLocalGame } from './local-games';
import { leaveMyGame, listMyGames, myGameKey } from './my-games';
import { storeLobbyResult, storePlayerIdentity } from './saved-seats';

const fresh = (): IdbEnvironment => ({ factory: new IDBFactory(), keyRange: IDBKeyRange });
// Real timers: the creator sends its lobby state at most every 100 ms.
const timers = realTimers;

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) } as unknown as Storage;
}

/** The first `n` moves of a 3-player game, every house answering with the first legal move. */
function someMoves(n: number): Move[] {
  let state = newGame({ players: 3 });
  const moves: Move[] = [];
  while (moves.length < n) {
    const d = pending(state)[0]!;
    const move = sampleMove(choices(state, d), () => 0);
    state = apply(state, move);
    moves.push(move);
  }
  return moves;
}

const setup = { config: { players: 3 }, seed: new Uint8Array(32).fill(9), me: 'stark' as const, pace: 300, bots: 'hard' as const, created: 1000 };

describe('local games', () => {
  it('stores the setup and each move as played, and reopens them to play on', async () => {
    const env = fresh();
    const record = await createLocalGame('00112233aabbccdd', setup, env);
    const moves = someMoves(5);
    record.append(moves.slice(0, 3).map((move) => ({ move })));
    record.append(moves.map((move) => ({ move }))); // only the two new ones are written
    await record.flushed();
    await record.close();
    const opened = await openLocalGame('00112233aabbccdd', env);
    if (!opened.ok) throw new Error(opened.error.code);
    expect(opened.value.game).toMatchObject({ id: '00112233aabbccdd', config: { players: 3 }, me: 'stark', pace: 300, bots: 'hard', created: 1000, moves });
    expect([...opened.value.game.seed]).toEqual([...setup.seed]);
    // Appending goes on after the stored moves.
    opened.value.record.append([...moves, ...someMoves(6).slice(5)].map((move) => ({ move })));
    await opened.value.record.close();
    const again = await openLocalGame('00112233aabbccdd', env);
    expect(again.ok && again.value.game.moves.length).toBe(6);
    if (again.ok) await again.value.record.close();
    const file = await exportLocalGame('00112233aabbccdd', env);
    expect(JSON.parse(new TextDecoder().decode(file!.bytes))).toEqual({ config: { players: 3 }, moves: someMoves(6) });
  });

  it('keeps the moves whose write has not committed in a journal, so a reload before the commit loses none', async () => {
    const id = '00112233aabbcc01';
    const journal = `sealed-orders/local-journal/${id}`;
    const moves = someMoves(5);
    const storage = memoryStorage();
    const record = await createLocalGame(id, setup, fresh(), storage);
    record.append(moves.slice(0, 3).map((move) => ({ move })));
    await record.flushed();
    expect(storage.getItem(journal)).toBeNull(); // committed: nothing journalled
    record.append(moves.map((move) => ({ move })));
    // The page goes away now, before IndexedDB commits: the journal already holds the two moves.
    const atReload = storage.getItem(journal);
    expect(JSON.parse(atReload!)).toEqual({ from: 3, moves: moves.slice(3) });
    await record.flushed();
    expect(storage.getItem(journal)).toBeNull();
    await record.close();

    // The same, where the commit was lost: IndexedDB holds 3 moves, the journal the 2 after.
    const env = fresh();
    const lost = await createLocalGame(id, setup, env, memoryStorage());
    lost.append(moves.slice(0, 3).map((move) => ({ move })));
    await lost.close();
    const after = memoryStorage();
    after.setItem(journal, atReload!);
    const opened = await openLocalGame(id, env, after);
    if (!opened.ok) throw new Error(opened.error.code);
    expect(opened.value.game.moves).toEqual(moves);
    await opened.value.record.flushed();
    await opened.value.record.close();
    expect(after.getItem(journal)).toBeNull();
    // IndexedDB alone now holds all five.
    const again = await openLocalGame(id, env, memoryStorage());
    expect(again.ok && again.value.game.moves).toEqual(moves);
    if (again.ok) await again.value.record.close();
    // Without the journal, the reload had lost them: this is what it fixes.
    const bare = fresh();
    const old = await createLocalGame(id, setup, bare, memoryStorage());
    old.append(moves.slice(0, 3).map((move) => ({ move })));
    await old.close();
    const without = await openLocalGame(id, bare, memoryStorage());
    expect(without.ok && without.value.game.moves.length).toBe(3);
    if (without.ok) await without.value.record.close();
  });

  it('ignores a journal that is not one, or that starts past the stored moves', async () => {
    const id = '00112233aabbcc02';
    const journal = `sealed-orders/local-journal/${id}`;
    const env = fresh();
    const record = await createLocalGame(id, setup, env, memoryStorage());
    record.append(someMoves(2).map((move) => ({ move })));
    await record.close();
    for (const bad of ['{', '{"from":-1,"moves":[]}', '{"from":0,"moves":[{"no":"kind"}]}', JSON.stringify({ from: 5, moves: someMoves(6).slice(5) })]) {
      const storage = memoryStorage();
      storage.setItem(journal, bad);
      const opened = await openLocalGame(id, env, storage);
      expect(opened.ok && opened.value.game.moves).toEqual(someMoves(2));
      if (opened.ok) await opened.value.record.close();
    }
  });

  it('refuses a missing setup, a bad field and a gap in the moves, with the record named', async () => {
    const env = fresh();
    expect(await openLocalGame('ffffffffffffffff', env)).toMatchObject({ ok: false, error: { code: 'missing', path: ['setup'] } });
    const record = await createLocalGame('0000000000000001', setup, env);
    record.append(someMoves(2).map((move) => ({ move })));
    await record.close();
    const store = await openIdbStore(LOCAL_DB, '0000000000000001', env);
    store.put('move/000005', new TextEncoder().encode('{"kind":"bid"}'));
    await store.close();
    expect(await openLocalGame('0000000000000001', env)).toMatchObject({ ok: false, error: { code: 'corrupt', path: ['move/000005'] } });
    const bad = await openIdbStore(LOCAL_DB, '0000000000000002', env);
    bad.put('setup', new TextEncoder().encode(JSON.stringify({ version: 'sealed-orders/local-game/v1', config: { players: 3 }, seed: 'xyz', me: 'stark', pace: 0, created: 0 })));
    await bad.close();
    expect(await openLocalGame('0000000000000002', env)).toMatchObject({ ok: false, error: { code: 'corrupt', path: ['setup', 'seed'] } });
    // A setup saved before levels played random bots; a level that is none is corrupt.
    const seedHex = '09'.repeat(32);
    const old = await openIdbStore(LOCAL_DB, '0000000000000003', env);
    old.put('setup', new TextEncoder().encode(JSON.stringify({ version: 'sealed-orders/local-game/v1', config: { players: 3 }, seed: seedHex, me: 'stark', pace: 0, created: 0 })));
    await old.close();
    const opened = await openLocalGame('0000000000000003', env);
    expect(opened.ok && opened.value.game.bots).toBe('random');
    if (opened.ok) await opened.value.record.close();
    const badLevel = await openIdbStore(LOCAL_DB, '0000000000000004', env);
    badLevel.put('setup', new TextEncoder().encode(JSON.stringify({ version: 'sealed-orders/local-game/v1', config: { players: 3 }, seed: seedHex, me: 'stark', pace: 0, bots: 'genius', created: 0 })));
    await badLevel.close();
    expect(await openLocalGame('0000000000000004', env)).toMatchObject({ ok: false, error: { code: 'corrupt', path: ['setup', 'bots'] } });
  });
});

describe('summaries and log copies', () => {
  it('reads back what was saved and nothing malformed', async () => {
    const storage = memoryStorage();
    const summary: GameSummary = { houses: ['stark', 'lannister', 'baratheon'], me: 'stark', round: 4, waitingFor: ['lannister'], winner: null, lastActivity: 5 };
    saveSummary('local:x', summary, storage);
    expect(loadSummary('local:x', storage)).toEqual(summary);
    storage.setItem('sealed-orders/summary/local:y', JSON.stringify({ ...summary, houses: ['nobody'] }));
    expect(loadSummary('local:y', storage)).toBeNull();
    storage.setItem('sealed-orders/summary/local:z', '{');
    expect(loadSummary('local:z', storage)).toBeNull();
    const env = fresh();
    await saveLogCopy('lobby:a', { name: 'a.log', type: 'application/octet-stream', bytes: new Uint8Array([1, 2, 3]) }, env);
    expect(await loadLogCopy('lobby:a', env)).toEqual({ name: 'a.log', type: 'application/octet-stream', bytes: new Uint8Array([1, 2, 3]) });
    expect(await loadLogCopy('lobby:b', env)).toBeNull();
  });
});

describe('listMyGames and leaveMyGame', () => {
  it('lists a network seat and a local game, most recent first, and leaves each for good', async () => {
    const env = fresh();
    const storage = memoryStorage();
    // A settled lobby: Ann (this page) and a bot.
    const rng = createDrbg(new Uint8Array(32).fill(3), 'my-games');
    const lobby = newLobbyId(rng);
    const identity = newIdentity(rng);
    const store = await storePlayerIdentity(lobby, identity, env);
    const hub = new MemoryLobbyHub();
    const host = createLobby({ link: hub.host(lobbyPeerId(lobby)), lobby, name: 'Ann', identity, rng, timers });
    const guestRng = createDrbg(new Uint8Array(32).fill(4), 'guest');
    const guest = joinLobby({ link: hub.guest('lobby-bob', lobbyPeerId(lobby)), host: lobbyPeerId(lobby), name: 'Bob', identity: newIdentity(guestRng), rng: guestRng });
    await readyWithBot(host, guest);
    const [settled] = await Promise.all([host.result, guest.result]);
    const result = agotResult(settled)!;
    host.close();
    const seats = await storeLobbyResult(lobby, result, store, env);
    for (const s of seats) await s.store.close();
    const me = result.setup.seats[result.seat!]!.house;
    saveSummary(myGameKey('network', lobby), { houses: result.setup.seats.map((s) => s.house), me, round: 2, waitingFor: [me], winner: null, lastActivity: 2000 }, storage);
    await saveLogCopy(myGameKey('network', lobby), { name: 'n.log', type: 'application/octet-stream', bytes: new Uint8Array([7]) }, env);
    await (await createLocalGame('0123456789abcdef', setup, env)).close();

    const games = await listMyGames(env, storage);
    expect(games.map((g) => [g.kind, g.id])).toEqual([
      ['network', lobby],
      ['local', '0123456789abcdef'],
    ]);
    expect(games[0]!.me).toBe(me);
    expect(games[0]!.summary?.round).toBe(2);
    expect(games[1]!.summary).toMatchObject({ round: 1, lastActivity: 1000, me: 'stark' }); // none saved yet: from the setup

    // Open in another tab: refused, nothing forgotten.
    await expect(leaveMyGame(games[0]!, env, storage, async () => null)).rejects.toThrow(/another tab/);
    expect(await listMyGames(env, storage)).toHaveLength(2);
    const claim = async () => ({ release: () => undefined });
    await leaveMyGame(games[0]!, env, storage, claim);
    await leaveMyGame(games[1]!, env, storage, claim);
    expect(await listMyGames(env, storage)).toEqual([]);
    expect(loadSummary(myGameKey('network', lobby), storage)).toBeNull();
    expect(await loadLogCopy(myGameKey('network', lobby), env)).toBeNull();
    // The bot seat went with the player's.
    const { listNamespaces } = await import('../persist/idb-store');
    expect(await listNamespaces('sealed-orders', env)).toEqual([]);
  });
});
