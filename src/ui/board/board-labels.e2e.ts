// Area names readable at the whole-map view (issue 20): a 6-player game against bots at its start,
// on a laptop (1280 × 860) and a phone (390 × 844, three device px a CSS px), in English and in a
// Cyrillic and a right-to-left catalogue. Measured on what the board draws: every name's quad in the
// label mesh projected with the board's camera. Every line of every name is at least
// scene/labels.ts's labelMinPx tall (11 CSS px on the laptop, 8 on the phone: the same angle at the
// eye, see there), no two names' screen rectangles overlap, every name lies in the view and off the
// ice beyond the Wall (which stands over the names' plane), and
// Blackwater Bay's name (hidden before by pieces and King's Landing's name) is covered by no piece,
// icon or other name.
import { afterEach, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, recordFigures, type OpenPage } from '../common/browser.testkit';

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages.splice(0)) {
    expect(p.errors).toEqual([]);
    await p.close();
  }
});

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface Measured {
  names: { area: string; rect: Rect; linePx: number; leader: boolean }[];
  pieces: Rect[];
  icons: Rect[];
  ice: Rect[];
  view: { width: number; height: number };
  calls: number;
}

/** Screen rectangles (CSS px from the canvas's top left) of the names, pieces and icons the board draws. */
const MEASURE = `(() => {
  const host = document.querySelector('so-app').shadowRoot.querySelector('so-game-board');
  const board = host.board;
  const canvas = host.shadowRoot.querySelector('canvas');
  const [width, height] = [canvas.clientWidth, canvas.clientHeight];
  const v = board.camera.position.clone();
  const toScreen = (x, y, z) => {
    v.set(x, y, z).project(board.camera);
    return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height };
  };
  const bounds = (points) => ({
    x0: Math.min(...points.map((p) => p.x)), x1: Math.max(...points.map((p) => p.x)),
    y0: Math.min(...points.map((p) => p.y)), y1: Math.max(...points.map((p) => p.y)),
  });
  const labels = board.scene.labels;
  const pos = labels.object.geometry.getAttribute('position');
  const n = labels.entries.length;
  const names = labels.entries.map((e, i) => {
    const corners = [0, 1, 2, 3].map((k) => ({ x: pos.getX(i * 4 + k), y: pos.getY(i * 4 + k), z: pos.getZ(i * 4 + k) }));
    const rect = bounds(corners.map((c) => toScreen(c.x, c.y, c.z)));
    // Each line's box (1.1 em of the font) on screen; the smallest is the name's size.
    const [x, y] = [corners[0].x, corners[0].y];
    const [z0, z1] = [corners[0].z, corners[3].z];
    const pad = (1 - e.lines * e.lineShare) / 2;
    let linePx = Infinity;
    for (let k = 0; k < e.lines; k++) {
      const top = toScreen(x, y, z0 + (z1 - z0) * (pad + k * e.lineShare));
      const bottom = toScreen(x, y, z0 + (z1 - z0) * (pad + (k + 1) * e.lineShare));
      linePx = Math.min(linePx, bottom.y - top.y);
    }
    const leader = [0, 1, 2, 3].some((k) => pos.getX((n + i) * 4 + k) !== 0 || pos.getZ((n + i) * 4 + k) !== 0);
    return { area: e.area, rect, linePx, leader };
  });
  // Every instance (or mesh) of a subtree as the screen bounds of its box in the world.
  const boxesOf = (root) => {
    const out = [];
    root.updateMatrixWorld(true);
    root.traverse((o) => {
      if (!o.isMesh || !o.visible || !o.geometry.getAttribute('position') || o.geometry.getAttribute('position').count === 0) return;
      if (o.geometry.boundingBox === null) o.geometry.computeBoundingBox();
      const matrices = o.isInstancedMesh
        ? Array.from({ length: o.count }, (_, i) => { const m = o.matrixWorld.clone(); o.getMatrixAt(i, m); return m.premultiply(o.matrixWorld); })
        : [o.matrixWorld];
      for (const m of matrices) {
        const box = o.geometry.boundingBox.clone().applyMatrix4(m);
        const pts = [];
        for (const x of [box.min.x, box.max.x]) for (const y of [box.min.y, box.max.y]) for (const z of [box.min.z, box.max.z]) pts.push(toScreen(x, y, z));
        out.push(bounds(pts));
      }
    });
    return out;
  };
  const rootOf = (name) => board.scene.scene.getObjectByName(name);
  // The ice beyond the Wall, row by row (it stands 1.6 high, over the names' plane).
  const { grid, toWorld } = board.scene.model;
  const ice = [];
  grid.regions.forEach((r, region) => {
    if (r.area !== null) return;
    for (let y = 0; y < grid.height; y++) {
      const xs = [];
      for (let x = 0; x < grid.width; x++) if (grid.cells[y * grid.width + x] === region) xs.push(x);
      if (xs.length === 0) continue;
      const a = toWorld({ x: Math.min(...xs), y }), b = toWorld({ x: Math.max(...xs) + 1, y: y + 1 });
      const pts = [];
      for (const x of [a.x, b.x]) for (const yy of [0, 1.6]) for (const z of [a.y, b.y]) pts.push(toScreen(x, yy, z));
      ice.push(bounds(pts));
    }
  });
  return {
    names,
    pieces: ['units', 'orders', 'tokens'].flatMap((name) => boxesOf(rootOf(name))),
    icons: boxesOf(rootOf('icons')),
    ice,
    view: { width, height },
    calls: board.stats().calls,
  };
})()`;

const overlapArea = (a: Rect, b: Rect): number => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

const VIEWS = [
  { name: 'laptop', width: 1280, height: 860, scale: 1, locale: 'en-GB', minPx: 11 },
  { name: 'phone', width: 390, height: 844, scale: 3, locale: 'en-GB', minPx: 8 },
  { name: 'phone-ru', width: 390, height: 844, scale: 3, locale: 'ru-RU', minPx: 8 },
  { name: 'laptop-he', width: 1280, height: 860, scale: 1, locale: 'he-IL', minPx: 11 },
] as const;

describe('area names at the whole-map view (issue 20)', () => {
  for (const view of VIEWS) {
    it(`are readable and apart on a ${view.name} (${view.width} × ${view.height})`, async () => {
      const open = await openPage({ width: view.width, height: view.height, path: `/?seed=${'03'.repeat(32)}`, touch: view.name.startsWith('phone'), locale: view.locale, scale: view.scale });
      pages.push(open);
      const { page } = open;
      await page.locator('so-new-game select[name="house"]').selectOption('stark');
      await page.locator('so-new-game button.primary').click();
      await page.locator('so-orders-panel button.area').first().waitFor({ timeout: 30_000 });
      await expect
        .poll(() => page.evaluate(() => ((document.querySelector('so-app')!.shadowRoot!.querySelector('so-game-board') as unknown as { board: { stats(): { frames: number } } | null } | null)?.board?.stats().frames ?? 0)), { timeout: 30_000 })
        .toBeGreaterThan(0);
      const m = (await page.evaluate(MEASURE)) as Measured;
      await page.screenshot({ path: `${artifactsDir()}/board-labels-${view.name}.png` });

      expect(m.names.length).toBe(50); // every area but the 8 ports, which their land names
      const small = m.names.filter((n) => n.linePx < view.minPx).map((n) => `${n.area} ${n.linePx.toFixed(1)} px`);
      expect(small).toEqual([]);
      const out = m.names.filter((n) => n.rect.x0 < 0 || n.rect.y0 < 0 || n.rect.x1 > m.view.width || n.rect.y1 > m.view.height).map((n) => n.area);
      expect(out).toEqual([]);
      const overlaps: string[] = [];
      m.names.forEach((a, i) => m.names.slice(i + 1).forEach((b) => overlapArea(a.rect, b.rect) > 0 && overlaps.push(`${a.area} × ${b.area}`)));
      expect(overlaps).toEqual([]);
      expect(m.ice.length).toBeGreaterThan(0);
      expect(m.names.filter((n) => m.ice.some((r) => overlapArea(r, n.rect) > 0)).map((n) => n.area)).toEqual([]);
      const bay = m.names.find((n) => n.area === 'blackwater-bay')!;
      expect(m.pieces.filter((p) => overlapArea(p, bay.rect) > 0)).toEqual([]);
      expect(m.icons.filter((p) => overlapArea(p, bay.rect) > 0)).toEqual([]);
      // A name may reach under a piece where its area is full (the figure says how many); most do not.
      const underPieces = m.names.filter((n) => m.pieces.some((p) => overlapArea(p, n.rect) > 0)).length;
      const minPx = Math.min(...m.names.map((n) => n.linePx));
      expect(m.calls).toBeLessThanOrEqual(60);
      // The layout runs on each resize of the whole-map view: two resizes, timed.
      const layoutMs = (await page.evaluate(`(() => {
        const host = document.querySelector('so-app').shadowRoot.querySelector('so-game-board');
        const canvas = host.shadowRoot.querySelector('canvas');
        const [w, h] = [canvas.clientWidth, canvas.clientHeight];
        const t0 = performance.now();
        host.board.resize(w, h - 1);
        host.board.resize(w, h);
        return (performance.now() - t0) / 2;
      })()`)) as number;
      recordFigures({
        [`board names (${view.name}): layout on a resize (ms, headless under load)`]: Math.round(layoutMs),
        [`board names (${view.name}): smallest line, CSS px`]: Number(minPx.toFixed(1)),
        [`board names (${view.name}): names touching a piece at the 6-player start`]: underPieces,
        [`board names (${view.name}): names beside their area with a leader line`]: m.names.filter((n) => n.leader).length,
        [`board names (${view.name}): draw calls`]: m.calls,
      });
    });
  }
});
