// The lazy loader names the same games as the registry, each with the registry's module.
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAMES } from './registry';
import { LOADABLE_GAME_IDS, loadGameModule } from './game-loader';

describe('loadGameModule', () => {
  it("loads every game of the registry, the registry's own module, and no other", async () => {
    expect([...LOADABLE_GAME_IDS].sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) expect(await loadGameModule(id)).toBe(GAMES[id]);
    expect(await loadGameModule('chess')).toBeNull();
    expect(await loadGameModule('__proto__')).toBeNull();
  });
});
