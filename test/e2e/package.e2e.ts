// The npm package of <sealed-orders-board> as a site author uses it (issue 21): `npm pack`, the
// tarball installed into a scratch project outside the repo next to its own Lit and three.js,
// a page built with vite that imports the element and shows a replay — one copy of Lit and one of
// three.js in the bundle — and the single-file build in a plain HTML page.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, sharedBrowser } from '../../src/ui/common/browser.testkit';
import { playLocalGame } from '../../src/local-game';
import { serveStatic, type StaticServer } from './static-server';

const repo = resolve('.');
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version: string }> };
const versionOf = (name: string) => lock.packages[`node_modules/${name}`]!.version;

let scratch = '';
let server: StaticServer;

/** A short 3-player game between bots, as the replay format the element reads. */
function replayJson(): string {
  const moves: unknown[] = [];
  playLocalGame({ config: { players: 3 }, seed: new Uint8Array(32).fill(7), onMove: (_state, move) => moves.push(move) });
  return JSON.stringify({ config: { players: 3 }, moves: moves.slice(0, 120) });
}

const npm = (cwd: string, args: string[]) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['scripts/build-package.mjs'], { encoding: 'utf8', timeout: 180_000 });
  expect(built.status, built.stderr).toBe(0);
  scratch = mkdtempSync(join(tmpdir(), 'embed-site-'));
  const tarball = npm(join(repo, 'packages/sealed-orders-board'), ['pack', '--silent', '--pack-destination', scratch]).trim().split('\n').pop()!;
  const site = join(scratch, 'site');
  cpSync(join(repo, 'test/e2e/package-site'), site, { recursive: true });
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify({ private: true, type: 'module', dependencies: { 'sealed-orders-board': `file:../${tarball}`, lit: versionOf('lit'), three: versionOf('three') } }),
  );
  writeFileSync(join(site, 'replay.json'), replayJson());
  npm(site, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
  // The site's own build, with the bundler this repo uses (vite), from the site's folder.
  execFileSync(process.execPath, [join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--base', './', '--logLevel', 'warn'], { cwd: site, stdio: ['ignore', 'ignore', 'inherit'] });
  cpSync(join(site, 'replay.json'), join(site, 'dist/replay.json'));
  // The single-file build beside it, in a plain page with no bundler.
  const plain = join(scratch, 'plain');
  cpSync(join(repo, 'test/e2e/package-site/plain.html'), join(plain, 'index.html'));
  cpSync(join(site, 'node_modules/sealed-orders-board/dist/sealed-orders-board.standalone.js'), join(plain, 'sealed-orders-board.js'));
  cpSync(join(site, 'replay.json'), join(plain, 'replay.json'));
  server = await serveStatic(scratch);
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (scratch !== '' && !process.env.KEEP) rmSync(scratch, { recursive: true, force: true });
});

const count = (text: string, needle: string) => text.split(needle).length - 1;

/** The caption and the drawn frames of the first <sealed-orders-board> once its replay is shown. */
async function shown(page: Page): Promise<{ caption: string; frames: number }> {
  return page.evaluate(() => {
    const el = document.querySelector('sealed-orders-board')!;
    const board = el.shadowRoot?.querySelector('so-game-board') as unknown as { board: { stats(): { frames: number } } | null } | null;
    return { caption: el.shadowRoot?.querySelector('.caption')?.textContent ?? '', frames: board?.board?.stats().frames ?? 0 };
  });
}

async function expectReplay(path: string, screenshot: string): Promise<void> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('GL Driver Message') && errors.push(m.text()));
  try {
    await page.goto(`${server.origin}${path}`);
    await expect.poll(async () => (await shown(page)).frames, { timeout: 30_000 }).toBeGreaterThan(0);
    expect((await shown(page)).caption).toMatch(/^Round \d+\/10/);
    // The controls step through the replay.
    await page.locator('sealed-orders-board').locator('button[aria-label="First move"]').click();
    await expect.poll(async () => (await shown(page)).caption).toMatch(/^Round 1\/10/);
    expect(await page.evaluate(() => (globalThis as { litHtmlVersions?: string[] }).litHtmlVersions?.length)).toBe(1);
    await page.screenshot({ path: `${artifactsDir()}/${screenshot}` });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('the <sealed-orders-board> package', () => {
  it('a site built with vite bundles one Lit and one three.js and shows a replay', async () => {
    const assets = join(scratch, 'site/dist/assets');
    const bundle = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
    // Each copy of lit-html registers its version once: `(globalThis.litHtmlVersions ??= []).push(…)`.
    expect(count(bundle, 'litHtmlVersions??=[]')).toBe(1);
    expect(count(bundle, 'Multiple instances of Three.js being imported')).toBe(1);
    await expectReplay('/site/dist/', 'package-site-replay.png');
  });

  it('the single-file build shows a replay in a plain HTML page', async () => {
    await expectReplay('/plain/', 'package-standalone-replay.png');
  });
});
