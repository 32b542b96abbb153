// A lobby game with bot seats, as a new player starts one: Ann opens the app with ?autoplay (a bot
// answers her seat), chooses "Play with friends", creates the lobby, adds two bots and says ready.
// The lobby settles, her page runs her Session and both bot seats' Sessions over the broker, and the
// game goes through round 1 and the first Westeros phase into round 2's planning. Before the fix in
// src/play/network-game.ts the bot seats threw `expected seed to be 32 bytes, got 79` and the page
// stayed on the lobby.
import { afterAll, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, recordFigures, type OpenPage } from './browser.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

interface Progress {
  readonly round: number;
  /** The kinds of the engine's frame stack, bottom first. */
  readonly frames: string[];
  readonly moves: number;
  readonly failure: string | null;
}

/** Round 2, its Westeros phase resolved and its Planning phase begun. */
const pastWesteros = (p: Progress): boolean => p.round >= 2 && !p.frames.includes('westeros') && p.frames.includes('planning');

describe('a lobby game with one person and two bots', () => {
  it('starts and plays past the first Westeros phase', async () => {
    const ann = await openPage({ path: '/?autoplay' });
    pages.push(ann);
    await ann.page.locator('so-app button.friends').click();
    const lobby = ann.page.locator('so-lobby');
    await lobby.locator('input[name="name"]').fill('Ann');
    await lobby.locator('button.create').click();
    await lobby.locator('button.add-bot').first().click();
    await lobby.locator('li.seat .name', { hasText: '(bot)' }).first().waitFor();
    await lobby.locator('button.add-bot').first().click();
    await expect.poll(() => lobby.locator('li.seat .name', { hasText: '(bot)' }).count()).toBe(2);
    await lobby.locator('button.ready-button').click();
    const readyAt = Date.now();
    await ann.page.locator('so-app so-game-board').waitFor({ timeout: 30_000 });
    const startedMs = Date.now() - readyAt;

    const progress = (): Promise<Progress> =>
      ann.page.evaluate(() => {
        type D = { state(): { round: number; stack: { kind: string }[] }; log(): unknown[]; failure(): Error | null };
        const d = (document.querySelector('so-app') as unknown as { driver: D }).driver;
        const s = d.state();
        return { round: s.round, frames: s.stack.map((f) => f.kind), moves: d.log().length, failure: d.failure()?.message ?? null };
      });
    let last: Progress | null = null;
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      last = await progress();
      if (last.failure !== null) throw new Error(`the game halted: ${last.failure}`);
      if (pastWesteros(last)) break;
      await ann.page.waitForTimeout(250);
    }
    expect(last!.failure).toBeNull();
    expect(pastWesteros(last!)).toBe(true);
    const playedMs = Date.now() - readyAt;
    expect(await ann.page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { me(): string } }).driver.me())).not.toBeNull();
    await ann.page.screenshot({ path: `${artifactsDir()}/lobby-bots-round-2.png` });
    expect(ann.errors).toEqual([]);
    recordFigures({
      'lobby with 2 bots: last ready → board shown (ms)': startedMs,
      'lobby with 2 bots: last ready → round 2 planning (ms)': playedMs,
      'lobby with 2 bots: moves when first seen past round 2 Westeros': last!.moves,
    });
  }, 80_000);
});
