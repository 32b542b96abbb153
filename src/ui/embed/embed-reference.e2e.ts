// The element's reference page (/embed-demo.html, served by `npm start` and built with the app):
// every attribute, property, event and styling hook is listed, and its live examples work — a
// replay stepped by keyboard with its replay-state events logged, one step, a bare array of moves,
// the replay in another language (lang, switched from its select by keyboard), a position (given
// as a state, and described by the position attribute), a board zoomed to an area (camera), a
// styled board, a camera naming no area fired as board-error, and a
// missing replay and a refused description shown in the caption and fired as board-error.
import { afterEach, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, type OpenPage } from '../common/browser.testkit';

let open: OpenPage;
afterEach(async () => {
  // The missing replay's 404 is the example's point.
  expect(open.errors.filter((e) => !e.includes('404'))).toEqual([]);
  await open.close();
});

const caption = (id: string) => open.page.locator(`#${id} .caption`).innerText();

describe('the <sealed-orders-board> reference page', () => {
  it('documents the whole surface and every example works', async () => {
    open = await openPage({ path: '/embed-demo.html', width: 1100, height: 900 });
    const { page } = open;
    const tables = await page.locator('main table').allInnerTexts();
    for (const name of ['src', 'controls', 'step', 'players', 'state', 'position', 'events', 'lang', 'camera', 'watch', 'watch-name', 'states', 'watching', 'replay-state', 'board-error', '::part(board)', '::part(events)', '--so-bg']) {
      expect(tables.join('\n')).toContain(name);
    }
    await expect.poll(() => caption('replay'), { timeout: 20_000 }).toMatch(/^Round 3\/10/);
    // step="53": the state after 53 moves, not the last one.
    const at53 = await page.evaluate(() => (document.querySelector('#step') as unknown as { states: { round: number }[] }).states[53]!.round);
    await expect.poll(() => caption('step')).toMatch(new RegExp(`^Round ${at53}/10`));
    expect(await page.locator('#step .count').count()).toBe(0); // no controls asked for
    // events: the step's event lines, exactly the engine's events of move 53 (a march, its support, a Neutral Force attack) (the combat line itself is sealed-orders-board.e2e.ts's).
    // A string, not a function: vitest would rewrite `import()` inside a function for Node.
    const told = await page.evaluate<number>(`(async () => {
      const { entryEvents } = await import('/ui/drivers/log-events.ts');
      const el = document.querySelector('#step');
      const { moves } = await (await fetch(el.getAttribute('src'))).json();
      return entryEvents({ before: el.states[52], move: moves[52] }).length;
    })()`);
    expect(told).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#step [part="events"] li').count()).toBe(told);
    await expect.poll(() => caption('bare')).toMatch(/^Round 3\/10/);
    // lang: the same replay in Russian, then in Hebrew (right to left) chosen from the keyboard.
    await expect.poll(() => caption('lang')).toMatch(/^Раунд 3\/10 · /);
    expect(await page.locator('#lang button').first().getAttribute('aria-label')).toBe('Первый ход');
    await page.locator('#lang-choice').focus();
    await page.keyboard.press('End');
    await expect.poll(() => caption('lang')).toMatch(/^תור 3\/10 · /);
    expect(await page.locator('#lang .caption').getAttribute('dir')).toBe('rtl');
    expect(await caption('start')).toBe('Round 1/10 · Planning phase');
    expect(await caption('styled')).toBe('Round 1/10 · Planning phase');
    // position: built by the engine from its description; a refused one is shown and fired.
    expect(await caption('position')).toBe('Round 4/10 · Action phase');
    expect(await page.evaluate(() => (document.querySelector('#position') as unknown as { shadowRoot: ShadowRoot }).shadowRoot.querySelector('so-game-board') !== null)).toBe(true);
    await expect.poll(() => caption('bad-position')).toMatch(/^Could not show the position: areas\.atlantis/);
    await expect.poll(() => page.locator('#events').innerText()).toContain('#bad-position board-error {"source":"position"');
    // camera: the King's Landing board's camera is nearer the map than the whole map's and aims at
    // the area; a camera naming no area frames the whole map as #start does and fires board-error.
    const view = (id: string) =>
      page.evaluate((id) => {
        const board = (document.querySelector(`#${id}`) as unknown as { shadowRoot: ShadowRoot }).shadowRoot.querySelector('so-game-board') as unknown as {
          board: { camera: { position: { x: number; y: number; z: number } }; scene: { model: { byArea: Map<string, { outline: { outer: { x: number; y: number }[] } }> } } };
        };
        const { x, y, z } = board.board.camera.position;
        const outer = board.board.scene.model.byArea.get('kings-landing')!.outline.outer;
        const xs = outer.map((p) => p.x);
        return { x, y, z, areaMinX: Math.min(...xs), areaMaxX: Math.max(...xs) };
      }, id);
    expect(await caption('camera')).toBe('Round 1/10 · Planning phase');
    const [whole, zoomed, bad] = [await view('start'), await view('camera'), await view('bad-camera')];
    expect(zoomed.y).toBeLessThan(whole.y / 2);
    expect(zoomed.x).toBeGreaterThanOrEqual(zoomed.areaMinX);
    expect(zoomed.x).toBeLessThanOrEqual(zoomed.areaMaxX);
    expect(bad.y / whole.y).toBeCloseTo(1, 0);
    await expect.poll(() => page.locator('#events').innerText()).toContain('#bad-camera board-error {"source":"camera","url":"","message":"camera \\"atlantis\\" is neither');
    await expect.poll(() => caption('missing')).toMatch(/^Could not show .*no-such-game\.json/);
    await expect.poll(() => page.locator('#events').innerText()).toContain('#missing board-error {"source":"replay"');
    // The replay's controls from the keyboard; each step is an event in the log.
    await page.locator('#replay button[aria-label="First move"]').focus();
    await page.keyboard.press('Enter');
    expect(await caption('replay')).toBe('Round 1/10 · Planning phase');
    await expect.poll(() => page.locator('#events').innerText()).toMatch(/#replay replay-state \{"step":0,"total":\d+\}/);
    await page.locator('#replay').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${artifactsDir()}/embed-reference.png` });
  }, 180_000); // ten boards on one page, drawn by SwiftShader on the CPU: 111 s at a load average of 24
});
