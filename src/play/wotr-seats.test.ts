// A War of the Ring seat kept like A Game of Thrones' (fake-indexeddb): the settled game saved for
// this tab's identity, read back with the module its setup names (loaded on demand), resumed by
// War of the Ring's page and not by A Game of Thrones' (whose `resumeSeats` refuses it), found again
// from IndexedDB alone, and listed in My games by its game and seats, a team as its winner.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { equalBytes, toHex } from '../../crypto/index';
import { WOTR, type Wotr } from '../games/wotr';
import { alsoModule } from '../games/game-loader';
import type { GameModule } from '../session/game-module';
import { makeLobby } from '../games/wotr-harness';
import { WOTR_PREVIEW_CONFIG } from '../games/wotr-preview';
import type { Identity, LobbyResult } from '../lobby/lobby-protocol';
import type { IdbEnvironment } from '../persist/idb';
import { listSavedGames } from '../persist/saved-game-list';
import { loadGame } from '../persist/saved-game';
import { decodeSeedSecret, gameId, setupValue } from '../session/setup';
import { loadSummary, saveSummary, summaryOfState } from './game-summaries';
import { leaveMyGame, listMyGames, myGameKey } from './my-games';
import { GAME_DB, resumeSeats, savedLobbyGame, settleThisTab, storePlayerIdentity, type Claim, type Resumed } from './saved-seats';

const fresh = (): IdbEnvironment => ({ factory: new IDBFactory(), keyRange: IDBKeyRange });

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) } as unknown as Storage;
}

/** A settled Fellowship game: Ann at seat 0, the creator's bot at seat 1. */
function wotrResult(): LobbyResult<Wotr> {
  const lobby = makeLobby(WOTR_PREVIEW_CONFIG, new Uint8Array(32).fill(5));
  const identity = (seat: number, peerId: string): Identity => ({ keys: lobby.keys[seat]!, seedSecret: decodeSeedSecret(lobby.stores[seat]!.get('seed')!), peerId });
  return {
    setup: lobby.setup,
    gameId: gameId(lobby.setup),
    peerIds: ['so-ann', 'so-bot'],
    names: ['Ann', 'Bot'],
    bots: [],
    relays: [],
    seat: 0,
    identity: identity(0, 'so-ann'),
    botSeats: [{ seat: 1, identity: identity(1, 'so-bot'), level: 'easy' }],
    acceptances: [],
  };
}

/** A claim that counts the locks held. */
function counting(): { claim: Claim; held: () => number } {
  let held = 0;
  return {
    claim: () => {
      held++;
      return Promise.resolve({ release: () => void held-- });
    },
    held: () => held,
  };
}

/** A War of the Ring lobby's seats settled by this tab (its player's identity stored first): the result and the seats. */
async function settledSeats(env: IdbEnvironment): Promise<{ result: LobbyResult<Wotr>; seats: Resumed<Wotr>['seats'] }> {
  vi.stubGlobal('sessionStorage', memoryStorage());
  const result = wotrResult();
  await (await storePlayerIdentity('lobbyW', result.identity, env)).close();
  const settled = await settleThisTab('lobbyW', result, env, counting().claim);
  if (settled === null || settled === 'elsewhere') throw new Error('expected the seats');
  return { result, seats: settled.seats };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a War of the Ring seat kept on this device', () => {
  it('is saved with its bot seat, resumed as War of the Ring only, from this tab or IndexedDB alone', async () => {
    const env = fresh();
    vi.stubGlobal('sessionStorage', memoryStorage());
    const result = wotrResult();
    const store = await storePlayerIdentity('lobbyW', result.identity, env);
    await store.close(); // the lobby's store, closed by the shell before the game's page saves the seat
    const locks = counting();

    const settled = await settleThisTab('lobbyW', result, env, locks.claim);
    if (settled === null || settled === 'elsewhere') throw new Error(`expected the seats, got ${settled}`);
    expect(settled.seats.map((s) => [s.role, s.game.seat, s.game.setup.game.id])).toEqual([
      ['player', 0, 'wotr-card'],
      ['bot', 1, 'wotr-card'],
    ]);
    expect(locks.held()).toBe(1);
    for (const s of settled.seats) await s.store.close();
    settled.lock.release();

    expect(await savedLobbyGame('lobbyW', env)).toBe('wotr-card');
    // A Game of Thrones' page does not take it (its setup names another game), and lets the lock go.
    expect(await resumeSeats('lobbyW', env, locks.claim)).toBeNull();
    expect(locks.held()).toBe(0);

    const resumed = await resumeSeats('lobbyW', env, locks.claim, WOTR);
    if (resumed === null || resumed === 'elsewhere') throw new Error(`expected the seats, got ${resumed}`);
    expect(resumed.seats.map((s) => [s.role, s.game.seat])).toEqual([
      ['player', 0],
      ['bot', 1],
    ]);
    expect(toHex(resumed.seats[0]!.game.gameId)).toBe(toHex(result.gameId));
    expect(setupValue(resumed.seats[1]!.game.setup)).toEqual(setupValue(result.setup));
    expect(equalBytes(resumed.seats[1]!.game.keys.publicKey, result.botSeats[0]!.identity.keys.publicKey)).toBe(true);
    for (const s of resumed.seats) await s.store.close();
    resumed.lock.release();

    // A new tab (no sessionStorage): the one settled player seat of the lobby, read with War of the Ring's module.
    vi.unstubAllGlobals();
    expect(await savedLobbyGame('lobbyW', env)).toBe('wotr-card');
    const again = await resumeSeats('lobbyW', env, locks.claim, WOTR);
    expect(again !== null && again !== 'elsewhere' && again.seats.length).toBe(2);
    if (again !== null && again !== 'elsewhere') for (const s of again.seats) await s.store.close();
  });

  it('reads as corrupt with A Game of Thrones, and lists with the module its setup names', async () => {
    const env = fresh();
    const { seats: settled } = await settledSeats(env);
    const store = settled[0]!.store;
    expect(loadGame(store)).toEqual({ ok: false, error: { code: 'corrupt', path: ['game', 'setup', 'game'] } });
    expect(loadGame(store, WOTR).ok).toBe(true);
    for (const s of settled) await s.store.close();

    const listed = await listSavedGames(GAME_DB, env, alsoModule(WOTR as unknown as GameModule));
    expect(listed.map((g) => g.game.ok && g.game.value.setup.game.id)).toEqual(['wotr-card', 'wotr-card']);
    // Without its module (A Game of Thrones' alone, the default): refused with where, not thrown.
    const without = await listSavedGames(GAME_DB, env);
    expect(without.map((g) => g.game)).toEqual([
      { ok: false, error: { code: 'corrupt', path: ['game', 'setup', 'game'] } },
      { ok: false, error: { code: 'corrupt', path: ['game', 'setup', 'game'] } },
    ]);
  });

  it('is listed in My games by its game and seats, its summary naming its seats and a team as winner', async () => {
    const env = fresh();
    const storage = memoryStorage();
    const { result, seats: settled } = await settledSeats(env);
    for (const s of settled) await s.store.close();
    const seats = result.setup.seats.map((s) => s.house);
    expect(seats).toEqual(WOTR.seats(WOTR_PREVIEW_CONFIG));

    const key = myGameKey('network', 'lobbyW');
    const first = summaryOfState(result.setup, 0, WOTR.newGame(WOTR_PREVIEW_CONFIG));
    expect(first).toMatchObject({ houses: seats, me: seats[0], round: WOTR.round(WOTR.newGame(WOTR_PREVIEW_CONFIG)), winner: null });
    expect(first.waitingFor.every((s) => seats.includes(s))).toBe(true);
    saveSummary(key, { ...first, round: 3, waitingFor: [seats[1]!], winner: 'fp', lastActivity: 7 }, storage);

    const games = await listMyGames(env, storage, alsoModule(WOTR as unknown as GameModule));
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ kind: 'network', id: 'lobbyW', game: 'wotr-card', houses: seats, me: seats[0], summary: { round: 3, winner: 'fp', lastActivity: 7 } });
    // Read as A Game of Thrones' summary, its seats are no houses: none.
    expect(loadSummary(key, storage)).toBeNull();
    // A summary that names a seat the game does not have is dropped.
    saveSummary(key, { ...first, waitingFor: ['stark'], lastActivity: 8 }, storage);
    expect((await listMyGames(env, storage, alsoModule(WOTR as unknown as GameModule)))[0]!.summary).toBeNull();
    // A Game of Thrones' list alone does not show it.
    expect(await listMyGames(env, storage)).toEqual([]);
    // Left for good: its seats (the bot's too) are forgotten without its module.
    await leaveMyGame(games[0]!, env, storage, counting().claim);
    expect(await listMyGames(env, storage, alsoModule(WOTR as unknown as GameModule))).toEqual([]);
    expect(await listSavedGames(GAME_DB, env)).toEqual([]);
  });
});
