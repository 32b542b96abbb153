// Helpers for the browser tests (*.e2e.ts): a page in the shared headless Chromium on the dev
// server's origin, page errors collected so a test fails on them, modules loaded through vite, and
// the screen point of a board area (to click or drop on it as a person would).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { AreaId, House } from '../../../engine/index';
import type { BotLevel } from '../../bots/levels';

let browser: Promise<Browser> | null = null;

/** The shared Chromium of this run (test/e2e/global-setup.ts), connected once per test file. */
export function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.connect(inject('wsEndpoint'));
  return browser;
}

/**
 * Disconnects from the shared Chromium, which closes every context (page) this test file opened and
 * left open. test/e2e/disconnect.setup.ts calls it after each test file: the files share one worker
 * process and its modules (vitest.e2e.config.ts, isolate: false), so this kit's state outlives a
 * file, and a page left running (a bot game, say) would otherwise go on using the CPU.
 */
export async function disconnectBrowser(): Promise<void> {
  const connected = browser;
  browser = null;
  if (connected !== null) await (await connected).close();
}

export const baseUrl = (): string => inject('baseUrl');

export interface OpenPage {
  readonly page: Page;
  /** Uncaught errors and console errors of the page so far. */
  readonly errors: string[];
  close(): Promise<void>;
}

/** A blank page on the dev server's origin (so `import('/ui/…')` goes through vite), or `path` of the app. */
/**
 * The app's pages are its build (scripts/e2e-server.mjs: a page in a fresh context loads a few
 * chunks, not 231 modules); `devPages`: this page, and every page of its context, from the sources
 * through vite instead, as `npm start` serves them (the three-page games: see network.testkit.ts).
 * `locale`: the browser's language (navigator.languages), English by default; `scale`: device
 * pixels per CSS px (1 by default; a phone's is 3); `motion`: the page may animate (the system does
 * not ask for reduced motion). Pages prefer reduced motion unless a test about motion says so:
 * with software WebGL (SwiftShader) every animated frame of three boards costs CPU that the
 * whole-game tests need (network-game.e2e: the GPU process took 61 s of CPU with motion, 35 s
 * without), and the board draws the same states either way (game-board.e2e).
 */
export async function openPage(options: { width?: number; height?: number; path?: string; touch?: boolean; locale?: string; scale?: number; motion?: boolean; devPages?: boolean } = {}): Promise<OpenPage> {
  const b = await sharedBrowser();
  const context = await b.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    hasTouch: options.touch ?? false,
    ...(options.locale === undefined ? {} : { locale: options.locale }),
    ...(options.scale === undefined ? {} : { deviceScaleFactor: options.scale }),
    reducedMotion: options.motion === true ? 'no-preference' : 'reduce',
  });
  if (options.devPages === true) await context.addCookies([{ name: 'e2e-pages', value: 'dev', url: baseUrl() }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // Chromium's own WebGL performance notes (SwiftShader) are not errors of ours.
    if (m.type() === 'error' && !m.text().includes('GL Driver Message')) errors.push(`console: ${m.text()}`);
  });
  const blank = `${baseUrl()}/__e2e_blank__.html`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><head><link rel="icon" href="data:,"></head><body style="margin:0"></body></html>' }));
  await page.goto(options.path === undefined ? blank : `${baseUrl()}${options.path}`);
  return { page, errors, close: () => context.close() };
}

/**
 * Empties a page that the tests of a file share, for the next test: a new body (the old one's
 * attributes, none of its children or listeners), no focus, and neither the events `mount`
 * recorded nor the errors collected so far. A file whose tests each mount a component on a blank
 * page opens one page for all of them: a new page (a context, a renderer process and the
 * component's modules through vite) cost ≈2.5 s a test in CI. A test that listens for something
 * itself listens on document.body, so its listener goes with it.
 */
export async function clearPage(open: OpenPage): Promise<void> {
  open.errors.length = 0;
  await open.page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.replaceWith(document.body.cloneNode(false));
    delete (window as unknown as { events?: unknown }).events;
  });
}

/** Imports a module of src/ through vite in the page (e.g. '/ui/panels/game-hud.ts'). */
export async function importInPage(page: Page, path: string): Promise<void> {
  // A string, not a function: vitest would rewrite `import()` inside a function for Node.
  await page.evaluate(`import(${JSON.stringify(path)}).then(() => true)`);
}

/**
 * The page coordinates of an area's units on the first <so-game-board> (searched through shadow
 * roots), projected with the board's own camera.
 */
export async function areaPoint(page: Page, area: AreaId): Promise<{ x: number; y: number }> {
  return page.evaluate((id) => {
    const find = (root: ParentNode): Element | null => {
      const hit = root.querySelector('so-game-board');
      if (hit !== null) return hit;
      for (const el of root.querySelectorAll('*')) {
        const inner = el.shadowRoot === null ? null : find(el.shadowRoot);
        if (inner !== null) return inner;
      }
      return null;
    };
    type Vec = { set(x: number, y: number, z: number): Vec; project(c: unknown): Vec; x: number; y: number };
    const host = find(document) as (Element & { board: { camera: { position: { clone(): Vec } }; scene: { model: { byArea: Map<string, { anchors: { units: { x: number; y: number } } }> } } } | null }) | null;
    const board = host?.board;
    const canvas = host?.shadowRoot?.querySelector('canvas');
    if (!board || !canvas) throw new Error('no mounted board');
    const anchor = board.scene.model.byArea.get(id)?.anchors.units;
    if (anchor === undefined) throw new Error(`no area ${id}`);
    const p = board.camera.position.clone().set(anchor.x, 0.2, anchor.y).project(board.camera);
    const rect = canvas.getBoundingClientRect();
    return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height };
  }, area);
}

/**
 * Waits until the first <so-game-board> (searched through shadow roots) has drawn what it holds: two
 * animation frames pass in which it drew nothing (it draws on demand in the next frame, so a state
 * not drawn yet, a resize or a running animation draws in one of them). Before a screenshot, say.
 */
export async function boardSettled(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.evaluate(() => delete (window as unknown as { boardFrames?: unknown }).boardFrames);
  await page.waitForFunction(
    () => {
      const find = (root: ParentNode): Element | null =>
        root.querySelector('so-game-board') ?? [...root.querySelectorAll('*')].map((el) => (el.shadowRoot === null ? null : find(el.shadowRoot))).find((x) => x != null) ?? null;
      const host = find(document) as (Element & { board: { stats(): { frames: number } } | null }) | null;
      const frames = host?.board?.stats().frames ?? 0;
      const w = window as unknown as { boardFrames?: { frames: number; still: number } };
      const seen = w.boardFrames;
      w.boardFrames = { frames, still: seen !== undefined && seen.frames === frames ? seen.still + 1 : 0 };
      return frames > 0 && w.boardFrames.still >= 2;
    },
    null,
    { polling: 'raf', timeout: timeoutMs },
  );
}

/**
 * Waits until the app shell's driver has a decision of the page's house (of `kind`, if given), or
 * has failed: what a player waits for between turns.
 */
export async function untilMyDecision(page: Page, options: { kind?: string; timeoutMs?: number } = {}): Promise<void> {
  await page.waitForFunction(
    (kind) => {
      type D = { pending(): { house: string | null; kind: string }[]; me(): string | null; failure(): Error | null };
      const d = (document.querySelector('so-app') as unknown as { driver: D | null } | null)?.driver ?? null;
      if (d === null) return false;
      return d.failure() !== null || d.pending().some((p) => p.house !== null && p.house === d.me() && (kind === null || p.kind === kind));
    },
    options.kind ?? null,
    { timeout: options.timeoutMs ?? 60_000 },
  );
}

/** What a browser test sets in the new-game form (<so-new-game>); a field not given keeps the form's default. */
export interface BotsGameOptions {
  readonly players: 3 | 4 | 5 | 6;
  readonly house?: House;
  /** The bots' pace: ms between their moves (0: at once). */
  readonly pace?: number;
  readonly level?: BotLevel;
}

/**
 * Starts a game against bots from the app's new-game form on `page` as a player does: sets the
 * form's fields given, presses its primary button, and waits for the game's link in the address
 * (`#game=<16 hex digits>`), which it returns (the hash).
 */
export async function startBotsGame(page: Page, options: BotsGameOptions): Promise<string> {
  const form = page.locator('so-new-game');
  await form.locator('select[name="players"]').selectOption(String(options.players));
  if (options.house !== undefined) await form.locator('select[name="house"]').selectOption(options.house);
  if (options.pace !== undefined) await form.locator('select[name="pace"]').selectOption(String(options.pace));
  if (options.level !== undefined) await form.locator('select[name="level"]').selectOption(options.level);
  await form.locator('button.primary').click();
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#game=[0-9a-f]{16}$/);
  return page.evaluate(() => location.hash);
}

/** Where screenshots and figures go (gitignored). */
export function artifactsDir(): string {
  const dir = 'test-artifacts/e2e';
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Adds measured figures to test-artifacts/e2e/figures.json (for the issue notes; see src/ui/README.md). */
export function recordFigures(figures: Record<string, number | string>): void {
  const file = `${artifactsDir()}/figures.json`;
  const old = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...old, ...figures }, null, 2)}\n`);
}

/**
 * Creates `<tag>` with `props` in the page, records the events named in `events` (their details,
 * in `window.events`), and waits for its first render.
 */
export async function mount(page: Page, tag: string, props: Record<string, unknown>, events: readonly string[] = []): Promise<void> {
  await page.evaluate(
    async ({ tag, props, events }) => {
      const w = window as unknown as { events: { type: string; detail: unknown }[] };
      w.events = [];
      const el = document.createElement(tag) as HTMLElement & Record<string, unknown> & { updateComplete: Promise<unknown> };
      for (const [k, v] of Object.entries(props)) el[k] = v;
      for (const type of events) el.addEventListener(type, (e) => w.events.push({ type, detail: (e as CustomEvent).detail }));
      document.body.append(el);
      await el.updateComplete;
    },
    { tag, props, events },
  );
}

/** The events recorded by `mount` so far, of one type. */
export function recorded<T = unknown>(page: Page, type: string): Promise<T[]> {
  return page.evaluate((type) => (window as unknown as { events: { type: string; detail: unknown }[] }).events.filter((e) => e.type === type).map((e) => e.detail), type) as Promise<T[]>;
}
