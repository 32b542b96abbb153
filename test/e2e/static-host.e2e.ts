// The README's "Deploy on a static host", followed word for word: `npm run build`, everything inside
// dist/app/ copied into /games/sealed-orders/ of a plain static server (no server of ours, no
// rewrites), and a game against bots played there through its first round (issue 21).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, sharedBrowser } from '../../src/ui/browser.testkit';

const SUB_PATH = '/games/sealed-orders/';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

let root = '';
let server: Server;
let origin = '';

/** A plain static file server over `dir`: GET a file, or a folder's index.html; nothing else. */
function serveStatic(dir: string): Promise<Server> {
  const s = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
}

beforeAll(async () => {
  const built = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', timeout: 120_000 });
  expect(built.status, built.stderr).toBe(0);
  root = mkdtempSync(join(tmpdir(), 'static-host-'));
  cpSync('dist/app', join(root, SUB_PATH), { recursive: true });
  server = await serveStatic(root);
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
}, 150_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
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
      await page.goto(`${origin}${SUB_PATH}?seed=${'02'.repeat(32)}`);
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
