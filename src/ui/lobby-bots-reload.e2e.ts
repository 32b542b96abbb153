// A lobby game whose every seat runs in one page (Ann with ?autoplay and two bots), reloaded in
// round 1: the page finds its three seats in IndexedDB and, with no other peer anywhere, serves them
// the log from their own stores (src/play/local-archive.ts). The reloaded page gets back the moves
// it had, with the same hashes, and plays on.
import { afterAll, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, recordFigures, type OpenPage } from './browser.testkit';
import { startWithBots } from './lobby-bots.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

interface Seen {
  readonly hashes: string[];
  readonly failure: string | null;
}

describe('a lobby game of one person and two bots, reloaded', () => {
  it('resumes from the seats stored in the page and plays on', async () => {
    const ann = await openPage({ path: '/?autoplay' });
    pages.push(ann);
    await startWithBots(ann.page);
    const seen = (): Promise<Seen | null> =>
      ann.page.evaluate(() => {
        type D = { log(): { hash: string }[]; failure(): Error | null };
        const d = (document.querySelector('so-app') as unknown as { driver: D | null }).driver;
        return d === null ? null : { hashes: d.log().map((e) => e.hash), failure: d.failure()?.message ?? null };
      });
    const movesAtLeast = (n: number) =>
      ann.page.waitForFunction((n) => ((document.querySelector('so-app') as unknown as { driver: { log(): unknown[] } | null }).driver?.log().length ?? 0) >= n, n, { timeout: 90_000, polling: 250 });
    await movesAtLeast(12);
    const before = (await seen())!;
    expect(before.failure).toBeNull();
    const url = ann.page.url();
    expect(url).toMatch(/#lobby=[0-9a-f]{16}$/);

    await ann.page.reload();
    const reloadedAt = Date.now();
    await ann.page.locator('so-app so-game-board').waitFor({ timeout: 60_000 });
    await movesAtLeast(before.hashes.length);
    const backMs = Date.now() - reloadedAt;
    await movesAtLeast(before.hashes.length + 8);
    const after = (await seen())!;
    expect(after.failure).toBeNull();
    expect(after.hashes.slice(0, before.hashes.length)).toEqual(before.hashes);
    await ann.page.screenshot({ path: `${artifactsDir()}/lobby-bots-reloaded.png` });
    expect(ann.errors).toEqual([]);
    recordFigures({
      'lobby with 2 bots, reloaded: back to the moves it had (ms)': backMs,
      'lobby with 2 bots, reloaded: moves before the reload': before.hashes.length,
    });
  }, 240_000);
});
