// Issue 20, "light": the first page of the production build loads without three.js, and the script
// it loads before the board is at most 150 kB gzipped; the board's module (three.js and the scene)
// comes only once a game is shown. `npm run build` (shared with static-host.e2e: app-build.ts),
// served by a plain static server, as a player would get it.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBuild } from './app-build';
import { serveStatic, type StaticServer } from './static-server';
import { recordFigures, sharedBrowser } from '../../src/ui/common/browser.testkit';

/** The most script, gzipped, the first page may load before the board (issue 20). */
const FIRST_PAGE_LIMIT = 150 * 1024;

let server: StaticServer;

beforeAll(async () => {
  server = await serveStatic(appBuild()); // npm run build, shared with static-host.e2e
}, 150_000);

afterAll(async () => {
  await server?.close();
});

/** three.js names its renderer in its own messages; no other module of ours says it. */
const isThree = (body: string): boolean => body.includes('WebGLRenderer');

describe('the first page', () => {
  it('loads at most 150 kB of gzipped script and no three.js until a game is shown', async () => {
    const browser = await sharedBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const scripts: { url: string; gzipped: number; three: boolean }[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (r) => {
      if (!r.url().endsWith('.js')) return;
      reading.push(r.body().then((b) => void scripts.push({ url: r.url(), gzipped: gzipSync(b).length, three: isThree(b.toString('utf8')) })));
    });
    try {
      await page.goto(`${server.origin}/`);
      await page.locator('so-app').locator('button').first().waitFor();
      await page.waitForLoadState('networkidle');
      await Promise.all(reading);
      const first = [...scripts];
      const bytes = first.reduce((n, s) => n + s.gzipped, 0);
      recordFigures({ 'first page: script before the board, gzipped (kB)': Math.round(bytes / 102.4) / 10 });
      expect(first.length).toBeGreaterThan(0);
      expect(first.filter((s) => s.three)).toEqual([]);
      expect(bytes).toBeLessThanOrEqual(FIRST_PAGE_LIMIT);

      // A game against bots fetches the board, with three.js, and draws it.
      await page.locator('so-new-game button[type="submit"], so-new-game button.primary').first().click();
      await page.locator('so-game-board canvas').waitFor({ timeout: 30_000 });
      await Promise.all(reading);
      expect(scripts.slice(first.length).some((s) => s.three)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('says so when the board cannot be fetched, and shows it once it can', async () => {
    const browser = await sharedBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const lazy = /\/assets\/(game-view|game-board|scene)-[^/]*\.js$/;
    try {
      await page.route(lazy, (route) => route.abort());
      await page.goto(`${server.origin}/`);
      await page.locator('so-new-game button.primary').click();
      const failure = page.locator('so-app p.failure');
      await failure.waitFor({ timeout: 20_000 });
      expect(await failure.innerText()).toContain('The board could not be loaded');
      // The network is back: Try again (or the next redraw) fetches the board and the notice goes.
      await page.unroute(lazy);
      await failure.locator('button.retry').click();
      await page.locator('so-game-board canvas').waitFor({ timeout: 30_000 });
      await expect.poll(() => failure.count(), { timeout: 10_000 }).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
