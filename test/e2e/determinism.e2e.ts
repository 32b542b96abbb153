// Determinism across runtimes (issue 4): the same seed and the same bots give the same sequence of
// state hashes in Node and in Chromium (the engine and its SHA-256 as vite serves them to a page).
import { afterEach, describe, expect, it } from 'vitest';
import { hashTrail, type HashTrail } from '../../src/hash-trail';
import { openPage, type OpenPage } from '../../src/ui/common/browser.testkit';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

describe('the same game in Node and in Chromium', () => {
  it.each([
    [3, 21, false],
    [6, 22, true],
  ])('%i players, seed %i, Tides of Battle %s: equal state-hash trails', async (players, seed, tidesOfBattle) => {
    const config = { players, tidesOfBattle };
    const inNode = hashTrail(config, seed);
    open = await openPage();
    // A string, not a function: vitest would rewrite `import()` inside a function for Node.
    const inBrowser = (await open.page.evaluate(
      `import('/hash-trail.ts').then((m) => m.hashTrail(${JSON.stringify(config)}, ${seed}))`,
    )) as HashTrail;
    expect(inBrowser).toEqual(inNode);
    expect(inNode.winner).not.toBeNull();
    expect(inNode.moves).toBeGreaterThan(100);
  });
});
