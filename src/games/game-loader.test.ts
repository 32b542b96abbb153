// The loaders of a saved seat's module: A Game of Thrones' alone, or with another game's given.
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../session/game-module';
import { GAMES } from './registry';
import { alsoModule, firstGameOnly } from './game-loader';

describe('module loaders', () => {
  it("knows A Game of Thrones alone, and another game's module once given", async () => {
    expect(await firstGameOnly('agot')).toBe(GAMES.agot);
    expect(await firstGameOnly('wotr-card')).toBeNull();
    expect(await firstGameOnly('__proto__')).toBeNull();
    const both = alsoModule(GAMES['wotr-card'] as GameModule);
    expect(await both('wotr-card')).toBe(GAMES['wotr-card']);
    expect(await both('agot')).toBe(GAMES.agot);
    expect(await both('chess')).toBeNull();
  });
});
