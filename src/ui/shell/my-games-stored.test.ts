import { describe, expect, it } from 'vitest';
import { GAME_DB } from '../../play/saved-seats';
import { LOCAL_DB } from '../../play/local-games';
import { FIRST_GAME } from '../../session/setup';
import { MY_GAMES_DBS, mayHoldGames } from './my-games-stored';
import { FIRST_GAME as FIRST_GAME_WORDS } from './my-games-words';

const factory = (names: readonly string[]) => ({ databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))) });

describe('mayHoldGames', () => {
  it('names the databases My games reads, and its words the first game as the protocol does', () => {
    expect([...MY_GAMES_DBS].sort()).toEqual([GAME_DB, LOCAL_DB].sort());
    expect(FIRST_GAME_WORDS).toBe(FIRST_GAME);
  });

  it('is false only when the browser lists its databases and none of them is a game store', async () => {
    expect(await mayHoldGames(factory([]))).toBe(false);
    expect(await mayHoldGames(factory(['sealed-orders-logs', 'other']))).toBe(false);
    expect(await mayHoldGames(factory([GAME_DB]))).toBe(true);
    expect(await mayHoldGames(factory(['x', LOCAL_DB]))).toBe(true);
  });

  it('is true when the browser cannot list them', async () => {
    expect(await mayHoldGames(undefined)).toBe(true);
    expect(await mayHoldGames({} as Pick<IDBFactory, 'databases'>)).toBe(true);
    expect(await mayHoldGames({ databases: () => Promise.reject(new Error('denied')) })).toBe(true);
  });
});
