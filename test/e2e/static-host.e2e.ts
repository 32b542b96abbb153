// The README's "Deploy on a static host", followed word for word: `npm run build`, everything inside
// dist/app/ copied into /games/sealed-orders/ of a plain static server (no server of ours, no
// rewrites), and a game against bots played there through its first round (issue 21).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, sharedBrowser } from '../../src/ui/common/browser.testkit';
import { appBuild } from './app-build';
import { serveStatic, type StaticServer } from './static-server';

const SUB_PATH = '/games/sealed-orders/';

let root = '';
let server: StaticServer;

beforeAll(async () => {
  const built = appBuild(); // npm run build, shared with first-page-weight.e2e
  root = mkdtempSync(join(tmpdir(), 'static-host-'));
  cpSync(built, join(root, SUB_PATH), { recursive: true });
  server = await serveStatic(root);
}, 150_000);

afterAll(async () => {
  await server?.close();
  if (root !== '') rmSync(root, { recursive: true, force: true });
});

const ORDER_TOKENS = ['defense-1a', 'defense-1b', 'support-a', 'support-b', 'march-0', 'march-minus-1', 'raid-a', 'raid-b'];

const round = (page: Page) =>
  page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { state(): { round: number } } | null }).driver?.state().round ?? 0);

describe('the static build from a sub-path', () => {
  it('loads from /games/sealed-orders/ and plays a round against bots', async () => {
    const browser = await sharedBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const errors: string[] = [];
    const missing: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => r.status() >= 400 && missing.push(r.url()));
    try {
      await page.goto(`${server.origin}${SUB_PATH}?seed=${'02'.repeat(32)}`);
      await page.locator('so-new-game select[name="players"]').selectOption('3');
      await page.locator('so-new-game select[name="house"]').selectOption('stark');
      await page.locator('so-new-game button.primary').click();
      const orders = page.locator('so-orders-panel');
      await orders.locator('button.area').first().waitFor({ timeout: 20_000 });
      const areas = await orders.locator('button.area').count();
      for (let i = 0; i < areas; i++) {
        await orders.locator('button.area').nth(i).click();
        await orders.locator(`button[data-token="${ORDER_TOKENS[i]}"]`).click();
      }
      await orders.locator('button.submit').click();
      await expect.poll(() => round(page), { timeout: 60_000, interval: 200 }).toBe(2);
      await page.screenshot({ path: `${artifactsDir()}/static-host-subpath.png` });
      expect(missing).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
