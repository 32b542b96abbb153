// <sealed-orders-board> in Chromium: a replay loaded from a URL, stepped with its controls; a state
// given as a property; a broken replay said plainly, and fired as a board-error event. And the one-file build (`npm run build:embed`)
// works in a page that has nothing else — no vite, no app.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, type Move } from '../../engine/index';
import { baseUrl, importInPage, openPage, recordFigures, type OpenPage } from './browser.testkit';
import { createLocalDriver } from './local-driver';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors.filter((e) => !e.includes('404'))).toEqual([]);
  await open.close();
});

/** The moves of a bots-only 3-player game up to the start of round 2. */
function recorded(): Move[] {
  const queue: (() => void)[] = [];
  const driver = createLocalDriver({ config: { players: 3 }, seed: new Uint8Array(32).fill(3), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0 && driver.state().round < 2) queue.shift()!();
  driver.dispose();
  return driver.log().map((e) => e.move);
}

const caption = () => open.page.locator('sealed-orders-board .caption');

describe('<sealed-orders-board>', () => {
  it('replays moves from a URL and steps through them', async () => {
    open = await openPage({ width: 900, height: 800 });
    const moves = recorded();
    await open.page.route(`${baseUrl()}/replays/game.json`, (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ config: { players: 3 }, moves }) }));
    await open.page.setContent('<sealed-orders-board src="/replays/game.json" controls style="height:600px"></sealed-orders-board>');
    await importInPage(open.page, '/ui/sealed-orders-board.ts');
    await expect.poll(() => caption().innerText(), { timeout: 15_000 }).toBe('Round 2/10 · Westeros phase');
    const count = open.page.locator('sealed-orders-board .count');
    expect(await count.innerText()).toBe(`${moves.length}/${moves.length}`);
    await open.page.locator('sealed-orders-board button[aria-label="First move"]').click();
    expect(await caption().innerText()).toBe('Round 1/10 · Planning phase');
    await open.page.locator('sealed-orders-board button[aria-label="Next move"]').click();
    expect(await count.innerText()).toBe(`1/${moves.length}`);
  });

  it('shows a state given as a property, and says when a replay cannot be shown', async () => {
    open = await openPage({ width: 900, height: 800 });
    await open.page.route(`${baseUrl()}/replays/bad.json`, (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ config: { players: 3 }, moves: [{ kind: 'bid', house: 'stark', amount: 2 }] }) }));
    await importInPage(open.page, '/ui/sealed-orders-board.ts');
    await open.page.evaluate((state) => {
      const errors: unknown[] = [];
      (window as unknown as { boardErrors: unknown[] }).boardErrors = errors;
      document.addEventListener('board-error', (e) => errors.push((e as CustomEvent).detail));
      const a = document.createElement('sealed-orders-board') as HTMLElement & { state: unknown };
      a.state = state;
      a.id = 'a';
      const b = document.createElement('sealed-orders-board');
      b.id = 'b';
      b.setAttribute('src', '/replays/bad.json');
      document.body.append(a, b);
    }, newGame({ players: 5 }));
    await expect.poll(() => open.page.locator('#a .caption').innerText()).toBe('Round 1/10 · Planning phase');
    await expect.poll(() => open.page.locator('#b .caption').innerText()).toMatch(/^Could not show .*bad\.json: .*2E-GEN-01/);
    // The page hears it too, once, as a board-error event; nothing was thrown into it.
    const fired = await open.page.evaluate(() => (window as unknown as { boardErrors: { source: string; url: string; message: string }[] }).boardErrors);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({ source: 'replay', url: expect.stringMatching(/bad\.json$/), message: expect.stringContaining('2E-GEN-01') });
  });

  it('the one-file build defines the element in a page with nothing else', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'so-embed-'));
    try {
      await build({ configFile: 'vite.config.ts', mode: 'embed', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
      const code = readFileSync(join(outDir, 'sealed-orders-board.js'));
      recordFigures({ 'bundle: sealed-orders-board.js gzipped (kB)': Math.round(gzipSync(code).length / 100) / 10 });
      open = await openPage({ width: 800, height: 700 });
      const origin = 'http://embed.example';
      await open.page.route(`${origin}/**`, (r) =>
        r.request().url().endsWith('.js')
          ? r.fulfill({ contentType: 'text/javascript', body: code })
          : r.fulfill({ contentType: 'text/html', body: '<!doctype html><script type="module" src="/sealed-orders-board.js"></script><sealed-orders-board style="height:500px"></sealed-orders-board>' }),
      );
      await open.page.goto(`${origin}/`);
      await open.page.evaluate((state) => {
        (document.querySelector('sealed-orders-board') as HTMLElement & { state: unknown }).state = state;
      }, newGame({ players: 4 }));
      await expect.poll(() => open.page.locator('sealed-orders-board .caption').innerText(), { timeout: 15_000 }).toBe('Round 1/10 · Planning phase');
      await expect
        .poll(() => open.page.evaluate(() => (document.querySelector('sealed-orders-board')!.shadowRoot!.querySelector('so-game-board') as unknown as { board: { stats(): { frames: number } } | null }).board?.stats().frames ?? 0))
        .toBeGreaterThan(0);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
