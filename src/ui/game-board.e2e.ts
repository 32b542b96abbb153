// <so-game-board> in Chromium (WebGL through SwiftShader): the 6-player start drawn (time, draw
// calls and triangles recorded), no frame while idle, clicks reported as board-pick events, the
// canvas following the element's size, and 20 mounts and unmounts that each free every geometry
// and texture (style rules 17, 18, 22).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newGame } from '../../engine/index';
import { areaPoint, artifactsDir, importInPage, openPage, recordFigures, type OpenPage } from './browser.testkit';

let open: OpenPage;
beforeEach(async () => {
  open = await openPage({ width: 1000, height: 1000 });
  await importInPage(open.page, '/ui/game-board.ts');
});
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

/** Mounts a board in the page, waits for its first frame; returns the time that took and its stats. */
const MOUNT = `async (state, size = 900) => {
  const el = document.createElement('so-game-board');
  el.style.cssText = 'display:block;width:' + size + 'px;height:' + size + 'px';
  const t0 = performance.now();
  el.state = state;
  document.body.append(el);
  while (!el.board || el.board.stats().frames === 0) await new Promise((r) => requestAnimationFrame(r));
  const ms = performance.now() - t0;
  window.boardEl = el;
  return { ms, stats: el.board.stats() };
}`;

describe('<so-game-board>', () => {
  it('draws the 6-player start, then no frame while idle; a click is a board-pick', async () => {
    const { page } = open;
    const first = await page.evaluate(`(${MOUNT})(${JSON.stringify(newGame({ players: 6 }))})`) as { ms: number; stats: { frames: number; calls: number; triangles: number } };
    expect(first.stats.calls).toBeGreaterThan(20);
    expect(first.stats.triangles).toBeGreaterThan(1000);
    await page.screenshot({ path: `${artifactsDir()}/board-6-player-start.png` });
    recordFigures({
      'board: 6-player start, draw calls per frame': first.stats.calls,
      'board: 6-player start, triangles per frame': first.stats.triangles,
      'board: element appended to first frame (ms)': Math.round(first.ms),
    });

    const frames = () => page.evaluate(() => (window as unknown as { boardEl: { board: { stats(): { frames: number } } } }).boardEl.board.stats().frames);
    await page.waitForTimeout(200); // let a resize settle
    const before = await frames();
    await page.waitForTimeout(1000);
    expect(await frames()).toBe(before);

    await page.evaluate(() => {
      const el = (window as unknown as { boardEl: HTMLElement }).boardEl;
      el.addEventListener('board-pick', (e) => ((window as unknown as { picked: unknown }).picked = (e as CustomEvent).detail));
    });
    const at = await areaPoint(page, 'the-reach');
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => page.evaluate(() => (window as unknown as { picked?: { area: string } }).picked?.area)).toBe('the-reach');

    // The ResizeController follows the element's size: the drawing buffer follows, one frame is drawn.
    const drawn = await frames();
    await page.evaluate(() => ((window as unknown as { boardEl: HTMLElement }).boardEl.style.width = '500px'));
    await expect.poll(() => page.evaluate(() => (window as unknown as { boardEl: HTMLElement }).boardEl.shadowRoot!.querySelector('canvas')!.width)).toBe(500);
    await expect.poll(frames).toBeGreaterThan(drawn);
  });

  it('frees every geometry and texture on each of 20 unmounts, and mounts the same each time', async () => {
    const { page } = open;
    const state = JSON.stringify(newGame({ players: 6 }));
    const rounds: { mounted: { geometries: number; textures: number }; freed: { geometries: number; textures: number }; canvases: number }[] = [];
    for (let i = 0; i < 20; i++) {
      // Small, to keep 20 software-rendered first frames quick; the scene is the same at any size.
      await page.evaluate(`(${MOUNT})(${state}, 240)`);
      rounds.push(
        await page.evaluate(() => {
          const el = (window as unknown as { boardEl: HTMLElement & { board: { renderer: { info: { memory: { geometries: number; textures: number } } } } } }).boardEl;
          const renderer = el.board.renderer;
          const mounted = { ...renderer.info.memory };
          el.remove();
          return { mounted, freed: { ...renderer.info.memory }, canvases: el.shadowRoot!.querySelectorAll('canvas').length };
        }),
      );
    }
    expect(rounds[0]!.mounted.geometries).toBeGreaterThan(10);
    for (const r of rounds) {
      expect(r.mounted).toEqual(rounds[0]!.mounted);
      expect(r.freed).toEqual({ geometries: 0, textures: 0 }); // the baseline of a renderer before any mount
      expect(r.canvases).toBe(0);
    }
    // The same element mounts again after being moved out and back in.
    const again = await page.evaluate(`(${MOUNT})(${state})`) as { stats: { frames: number } };
    expect(again.stats.frames).toBeGreaterThan(0);
    recordFigures({ 'board: live geometries / textures while mounted': `${rounds[0]!.mounted.geometries} / ${rounds[0]!.mounted.textures}` });
  });
});
