// <sealed-orders-board> in Chromium: a replay loaded from a URL, stepped with its controls; a state
// given as a property; a broken replay said plainly, and fired as a board-error event; `lang`: the
// element and its board in another language than the page's, beside a board in the page's. And the
// one-file build (`npm run build:embed`) works, in every language, in a page that has nothing else —
// no vite, no app.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { AREA_IDS, newGame, type Move } from '../../../engine/index';
import { HE } from '../../i18n/catalogues/he';
import { RU } from '../../i18n/catalogues/ru';
import { EN } from '../../i18n/messages.en';
import { artifactsDir, baseUrl, boardSettled, importInPage, openPage, recordFigures, type OpenPage } from '../common/browser.testkit';
import { eventLine } from '../game/event-words';
import { createLocalDriver } from '../drivers/local-driver';
import { entryEvents } from '../drivers/log-events';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors.filter((e) => !e.includes('404'))).toEqual([]);
  await open.close();
});

/** The moves of a bots-only 3-player game up to the start of round 2 (of the 1st edition with `ruleset`). */
function recorded(ruleset?: '1e'): Move[] {
  const queue: (() => void)[] = [];
  const driver = createLocalDriver({ config: { players: 3, ...(ruleset === undefined ? {} : { ruleset }) }, seed: new Uint8Array(32).fill(3), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0 && driver.state().round < 2) queue.shift()!();
  driver.dispose();
  return driver.log().map((e) => e.move);
}

/** The moves of a bots-only 3-player game up to and including its first combat, and that combat's result. */
function toFirstCombat(): { moves: Move[]; result: ReturnType<typeof entryEvents>[number] } {
  const queue: (() => void)[] = [];
  const driver = createLocalDriver({ config: { players: 3 }, seed: new Uint8Array(32).fill(5), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  const combat = () => driver.log().findIndex((e) => entryEvents(e).some((x) => x.kind === 'combat-result'));
  while (queue.length > 0 && combat() < 0) queue.shift()!();
  driver.dispose();
  const log = driver.log().slice(0, combat() + 1);
  return { moves: log.map((e) => e.move), result: entryEvents(log.at(-1)!).find((x) => x.kind === 'combat-result')! };
}

const caption = () => open.page.locator('sealed-orders-board .caption');

describe('<sealed-orders-board>', () => {
  it('replays moves from a URL and steps through them', async () => {
    open = await openPage({ width: 900, height: 800 });
    const moves = recorded();
    await open.page.route(`${baseUrl()}/replays/game.json`, (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ config: { players: 3 }, moves }) }));
    await open.page.setContent('<sealed-orders-board src="/replays/game.json" controls style="height:600px"></sealed-orders-board>');
    await importInPage(open.page, '/ui/embed/sealed-orders-board.ts');
    await expect.poll(() => caption().innerText(), { timeout: 15_000 }).toBe('Round 2/10 · Westeros phase');
    const count = open.page.locator('sealed-orders-board .count');
    expect(await count.innerText()).toBe(`${moves.length}/${moves.length}`);
    await open.page.locator('sealed-orders-board button[aria-label="First move"]').click();
    expect(await caption().innerText()).toBe('Round 1/10 · Planning phase');
    await open.page.locator('sealed-orders-board button[aria-label="Next move"]').click();
    expect(await count.innerText()).toBe(`1/${moves.length}`);
  });

  it('replays a 1st-edition game on the 1st edition’s board (issue 22)', async () => {
    open = await openPage({ width: 900, height: 800 });
    const moves = recorded('1e');
    await open.page.route(`${baseUrl()}/replays/first.json`, (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ config: { players: 3, ruleset: '1e' }, moves }) }));
    await open.page.setContent('<sealed-orders-board src="/replays/first.json" controls style="height:600px"></sealed-orders-board>');
    await importInPage(open.page, '/ui/embed/sealed-orders-board.ts');
    await expect.poll(() => caption().innerText(), { timeout: 15_000 }).toBe('Round 2/10 · Westeros phase');
    // The areas its mounted board draws: the 1st edition's 45, the Summer Sea among them.
    const areas = () =>
      open.page.evaluate(() => {
        const find = (root: ParentNode): Element | null =>
          root.querySelector('so-game-board') ?? [...root.querySelectorAll('*')].map((el) => (el.shadowRoot === null ? null : find(el.shadowRoot))).find((x) => x !== null) ?? null;
        const host = find(document) as (Element & { board: { scene: { model: { byArea: Map<string, unknown> } } } | null }) | null;
        return [...(host?.board?.scene.model.byArea.keys() ?? [])];
      });
    await expect.poll(() => areas().then((a) => a.length), { timeout: 15_000 }).toBe(45);
    expect(await areas()).toContain('summer-sea');
    await boardSettled(open.page);
    await open.page.screenshot({ path: `${artifactsDir()}/embed-first-edition.png` });
  });

  it('with `events`, lists the engine\'s events of the step shown: a step with a combat shows its combat line', async () => {
    open = await openPage({ width: 900, height: 800 });
    const { moves, result } = toFirstCombat();
    expect(result.kind).toBe('combat-result');
    await open.page.route(`${baseUrl()}/replays/combat.json`, (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ config: { players: 3 }, moves }) }));
    await open.page.setContent(`<sealed-orders-board src="/replays/combat.json" events controls step="${moves.length}" style="height:600px"></sealed-orders-board><sealed-orders-board id="plain" src="/replays/combat.json" step="${moves.length}" style="height:300px"></sealed-orders-board>`);
    await importInPage(open.page, '/ui/embed/sealed-orders-board.ts');
    const lines = open.page.locator('sealed-orders-board[events] [part="events"] li');
    await expect.poll(() => lines.allInnerTexts(), { timeout: 15_000 }).toContain(eventLine(result));
    expect(eventLine(result)).toMatch(/\d/); // strengths by source, in the log's words
    // Another step shows its own events (the new game: none); without `events`, no list at all.
    await open.page.locator('sealed-orders-board[events] button[aria-label="First move"]').click();
    await expect.poll(() => lines.count()).toBe(0);
    expect(await open.page.locator('#plain [part="events"]').count()).toBe(0);
    await expect.poll(() => open.page.locator('#plain .caption').innerText()).toMatch(/^Round /);
  });

  it('shows a state given as a property, and says when a replay cannot be shown', async () => {
    open = await openPage({ width: 900, height: 800 });
    await open.page.route(`${baseUrl()}/replays/bad.json`, (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ config: { players: 3 }, moves: [{ kind: 'bid', house: 'stark', amount: 2 }] }) }));
    await importInPage(open.page, '/ui/embed/sealed-orders-board.ts');
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

  it('a replay that cannot be had shows the reason alone, no empty map; a web page at the address is named as one', async () => {
    open = await openPage({ width: 900, height: 800 });
    await open.page.route(`${baseUrl()}/replays/gone.json`, (r) => r.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    // A host that answers every path with its index page (vite's dev server, many static hosts).
    await open.page.route(`${baseUrl()}/replays/typo.json`, (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Home</title>' }));
    await importInPage(open.page, '/ui/embed/sealed-orders-board.ts');
    await open.page.evaluate(() => {
      for (const name of ['gone', 'typo']) {
        const b = document.createElement('sealed-orders-board');
        b.id = name;
        b.setAttribute('src', `/replays/${name}.json`);
        b.setAttribute('controls', '');
        document.body.append(b);
      }
    });
    await expect.poll(() => open.page.locator('#gone .caption').innerText()).toMatch(/^Could not show .*gone\.json: HTTP 404$/);
    await expect.poll(() => open.page.locator('#typo .caption').innerText()).toMatch(/^Could not show .*typo\.json: the address answered with a web page, not a replay file\. Is the address right\?$/);
    for (const id of ['gone', 'typo']) expect(await open.page.locator(`#${id} so-game-board`).count(), id).toBe(0);
    await open.page.screenshot({ path: `${artifactsDir()}/embed-replay-missing.png` });
  });

  it('speaks the language of its lang attribute, its board and area names too, beside a board in the page\'s English', async () => {
    open = await openPage({ width: 700, height: 760 });
    const { page } = open;
    await importInPage(page, '/ui/embed/sealed-orders-board.ts');
    await page.evaluate((state) => {
      for (const [id, lang] of [['ru', 'ru-RU'], ['en', null]] as const) {
        const board = document.createElement('sealed-orders-board') as HTMLElement & { state: unknown };
        board.id = id;
        board.state = state;
        board.style.height = '360px';
        if (lang !== null) board.setAttribute('lang', lang);
        document.body.append(board);
      }
    }, newGame({ players: 4 }));
    const inner = (id: string) => page.locator(`#${id} so-game-board`);
    const round1 = (m: Record<string, string>) => m['embed.round']!.replace('{round}', '1').replace('{last}', '10').replace('{phase}', m['phase.planning']!);
    await expect.poll(() => page.locator('#ru .caption').innerText(), { timeout: 15_000 }).toBe(round1(RU as Record<string, string>));
    expect(round1(RU as Record<string, string>)).toBe('Раунд 1/10 · Фаза замыслов');
    expect(await page.locator('#en .caption').innerText()).toBe('Round 1/10 · Planning phase');
    // The board inside renders in the element's language: its name, its keys hint, an area's card.
    expect(await inner('ru').locator('.stage').getAttribute('aria-label')).toBe(RU['embed.label']);
    expect(await inner('ru').locator('.stage').getAttribute('aria-description')).toBe(RU['board.keys']);
    expect(await inner('en').locator('.stage').getAttribute('aria-description')).toBe(EN['board.keys']);
    // The first area's card, from the keyboard (a board hides its card when it loses the focus).
    const first = `area.${AREA_IDS[0]!}` as const;
    for (const [id, name] of [['en', EN[first]], ['ru', RU[first]]] as const) {
      await inner(id).locator('.stage').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => inner(id).locator('.card .name').innerText()).toBe(name);
    }
    await page.locator('#ru').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${artifactsDir()}/embed-lang-ru.png` });
    // The page's own language is left alone.
    expect(await page.evaluate(() => document.documentElement.lang)).not.toBe('ru');
    // Another language later: Hebrew, right to left; then none: the page's English again.
    await page.locator('#ru').evaluate((el) => el.setAttribute('lang', 'he'));
    await expect.poll(() => page.locator('#ru .caption').innerText()).toBe(round1(HE as Record<string, string>));
    expect(await page.locator('#ru .caption').getAttribute('dir')).toBe('rtl');
    expect(await inner('ru').locator('.stage').getAttribute('aria-description')).toBe(HE['board.keys']);
    await page.locator('#ru').evaluate((el) => el.removeAttribute('lang'));
    await expect.poll(() => page.locator('#ru .caption').innerText()).toBe('Round 1/10 · Planning phase');
    // A language the game does not speak is English.
    await page.locator('#ru').evaluate((el) => el.setAttribute('lang', 'de'));
    await expect.poll(() => inner('ru').locator('.stage').getAttribute('aria-description')).toBe(EN['board.keys']);
    expect(await page.locator('#en .caption').innerText()).toBe('Round 1/10 · Planning phase');
  }, 240_000); // five boards mounted, drawn by SwiftShader on a shared CPU

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
          : r.fulfill({
              contentType: 'text/html',
              body: '<!doctype html><script type="module" src="/sealed-orders-board.js"></script><sealed-orders-board style="height:500px"></sealed-orders-board><sealed-orders-board lang="cs" style="height:300px"></sealed-orders-board>',
            }),
      );
      await open.page.goto(`${origin}/`);
      await open.page.evaluate((state) => {
        for (const board of document.querySelectorAll('sealed-orders-board')) (board as HTMLElement & { state: unknown }).state = state;
      }, newGame({ players: 4 }));
      await expect.poll(() => open.page.locator('sealed-orders-board:not([lang]) .caption').innerText(), { timeout: 15_000 }).toBe('Round 1/10 · Planning phase');
      // Every language is inside the one file: nothing else is fetched.
      await expect.poll(() => open.page.locator('sealed-orders-board[lang="cs"] .caption').innerText()).toBe('Kolo 1/10 · Fáze plánování');
      await expect
        .poll(() => open.page.evaluate(() => (document.querySelector('sealed-orders-board')!.shadowRoot!.querySelector('so-game-board') as unknown as { board: { stats(): { frames: number } } | null }).board?.stats().frames ?? 0))
        .toBeGreaterThan(0);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
