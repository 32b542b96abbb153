// Names at the whole-map view (issue 20), without a renderer: the real map seen by the board's own
// default camera at the board's size in the app on a laptop (900 × 816 CSS px) and on a phone
// (390 × 480): every line of every name at least labelMinPx tall on screen, no two names' screen
// rectangles overlapping, all inside the view, each name centred in its area or, marked for a
// leader line, within reach of it. src/ui/board/board-labels.e2e.ts checks the same on what Chromium draws.
import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../engine/data/areas';
import { ORDER_TOKENS } from '../engine/data/orders';
import { boardOf } from '../engine/board';
import type { GameOptions } from '../engine/state';
import { estimatedLabelAspect, labelLines, labelLineShare } from './atlas';
import { createBoardScene } from './board';
import { createBoardCamera } from './camera';
import { fakeCanvas } from './fake-canvas.testkit';
import { labelScreenRect, prepareLabelLayout, type LabelSpec, type LabelView } from './label-layout';
import { labelledAreas, labelMinPx, labelObstacles } from './labels';
import { labelSize } from './label-metrics';
import { buildMapModel, type MapModel } from './map-model';
import type { BoardData } from './types';

const data = { areas: AREAS, orderTokens: ORDER_TOKENS };
const model = buildMapModel(data);
const Y = 0.64;
/** The 1st edition's board (issue 22, map-grid-1e.ts), its names laid out by the same rules. */
const data1e = { ruleset: '1e' as const, areas: boardOf({ options: { ruleset: '1e' } as GameOptions }).info, orderTokens: ORDER_TOKENS };

/** The camera's controls listen to an element; none of its events fire here. */
const noop = (): void => {};
const element: Record<string, unknown> = { addEventListener: noop, removeEventListener: noop, style: {}, ownerDocument: { addEventListener: noop, removeEventListener: noop } };
element.getRootNode = () => element;

function defaultView(width: number, height: number, of: MapModel = model): LabelView {
  const view = createBoardCamera(element as unknown as HTMLElement, of.width, of.depth, noop);
  view.setAspect(width / height);
  view.reset();
  const v = new Vector3();
  return {
    width,
    height,
    project(x, y, z) {
      v.set(x, y, z).project(view.camera);
      return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height };
    },
  };
}

function specsOf(data: BoardData, model: MapModel): LabelSpec[] {
  return labelledAreas(data, model).map((area) => {
    const region = model.byArea.get(area)!;
    const name = data.areas[area].name;
    const aspect = estimatedLabelAspect(name);
    const lines = labelLines(name).length;
    return { area, region: model.regions.indexOf(region), lines, lineShare: labelLineShare(lines), aspect, height: labelSize(name, aspect, region.anchors.labelRoom).h, anchor: region.anchors.label };
  });
}
const specs = specsOf(data, model);
const layout = prepareLabelLayout(model.grid, model.toWorld, specs, labelObstacles(model, data), Y);
const model1e = buildMapModel(data1e);
const specs1e = specsOf(data1e, model1e);
const layout1e = prepareLabelLayout(model1e.grid, model1e.toWorld, specs1e, labelObstacles(model1e, data1e), Y);

describe('names laid out for the whole-map view', () => {
  // The 2nd edition's 50 names (58 areas, no port named), and the 1st edition's 45.
  const editions = [['2nd', model, specs, layout, 50], ['1st', model1e, specs1e, layout1e, 45]] as const;
  for (const [edition, model, specs, layout, count] of editions)
  for (const [device, width, height] of [['laptop', 900, 816], ['phone', 390, 480]] as const) {
    it(`${edition} edition's board on a ${device}: each line at least ${labelMinPx(width)} px, none overlapping, all in view, each on or beside its area`, () => {
      const view = defaultView(width, height, model);
      const placed = layout(view, labelMinPx(width));
      expect(placed.size).toBe(count);
      const rects = specs.map((s) => ({ spec: s, label: placed.get(s.area)!, rect: labelScreenRect(view, placed.get(s.area)!, Y) }));
      for (const { spec, label, rect } of rects) {
        expect((rect.y1 - rect.y0) * spec.lineShare, spec.area).toBeGreaterThanOrEqual(labelMinPx(width));
        expect(rect.x0 >= 0 && rect.y0 >= 0 && rect.x1 <= width && rect.y1 <= height, spec.area).toBe(true);
        // Never smaller than printed, on a view large enough to show it so.
        expect(label.h, spec.area).toBeGreaterThanOrEqual(spec.height);
        const g = { x: Math.floor(label.x + model.width / 2), y: Math.floor(label.z + model.depth / 2) };
        const home = model.grid.cells[g.y * model.grid.width + g.x] === spec.region;
        expect(home || label.leader === true, spec.area).toBe(true);
        if (label.leader === true) expect(Math.hypot(label.x - spec.anchor.x, label.z - spec.anchor.y), spec.area).toBeLessThan(25);
      }
      const overlaps: string[] = [];
      rects.forEach((a, i) =>
        rects.slice(i + 1).forEach((b) => {
          if (a.rect.x0 < b.rect.x1 && b.rect.x0 < a.rect.x1 && a.rect.y0 < b.rect.y1 && b.rect.y0 < a.rect.y1) overlaps.push(`${a.spec.area} × ${b.spec.area}`);
        }),
      );
      expect(overlaps).toEqual([]);
    });
  }

  it('on a board too small for every name (an embed 520 × 240 px), leaves out the names with no free spot rather than drawing them over others', () => {
    const width = 520;
    const height = 240;
    const view = defaultView(width, height);
    const placed = layout(view, labelMinPx(width));
    const shown = specs.filter((s) => placed.get(s.area)!.hidden !== true);
    const left = specs.length - shown.length;
    // Some names do not fit at 8 px a line on a board this small (before: drawn over each other anyway).
    expect(left).toBeGreaterThan(0);
    expect(shown.length).toBeGreaterThan(0);
    const rects = shown.map((s) => ({ area: s.area, rect: labelScreenRect(view, placed.get(s.area)!, Y) }));
    const overlaps: string[] = [];
    rects.forEach((a, i) =>
      rects.slice(i + 1).forEach((b) => {
        if (a.rect.x0 < b.rect.x1 && b.rect.x0 < a.rect.x1 && a.rect.y0 < b.rect.y1 && b.rect.y0 < a.rect.y1) overlaps.push(`${a.area} × ${b.area}`);
      }),
    );
    expect(overlaps).toEqual([]);
    // The mesh draws no quad for a name left out.
    const board = createBoardScene({ data, model, createCanvas: fakeCanvas });
    board.labels.fit(view, labelMinPx(width));
    const position = (board.labels.object as unknown as { geometry: { getAttribute(n: string): { getX(i: number): number; getZ(i: number): number } } }).geometry.getAttribute('position');
    board.labels.entries.forEach((e, q) => {
      const c = [0, 1, 2].map((k) => ({ x: position.getX(q * 4 + k), z: position.getZ(q * 4 + k) }));
      const cross = (c[1]!.x - c[0]!.x) * (c[2]!.z - c[1]!.z) - (c[1]!.z - c[0]!.z) * (c[2]!.x - c[1]!.x);
      expect(cross === 0, e.area).toBe(board.labels.placed().get(e.area)!.hidden === true);
    });
    board.dispose();
  });

  it('gives a larger view larger names only where the printed size is too small, never smaller ones', () => {
    const small = layout(defaultView(900, 816), labelMinPx(900));
    const large = layout(defaultView(2400, 2176), labelMinPx(2400));
    for (const s of specs) {
      expect(large.get(s.area)!.h, s.area).toBeGreaterThanOrEqual(s.height);
      expect(large.get(s.area)!.h, s.area).toBeLessThanOrEqual(small.get(s.area)!.h + 1e-9);
    }
  });

  it('draws every name and every leader line as an upward quad of the one label mesh', () => {
    const board = createBoardScene({ data, model, createCanvas: fakeCanvas });
    board.labels.fit(defaultView(390, 480), labelMinPx(390));
    const position = (board.labels.object as unknown as { geometry: { getAttribute(n: string): { count: number; getX(i: number): number; getZ(i: number): number } } }).geometry.getAttribute('position');
    const n = board.labels.entries.length;
    expect(position.count).toBe(n * 8);
    let leaders = 0;
    for (let q = 0; q < 2 * n; q++) {
      const c = [0, 1, 2].map((k) => ({ x: position.getX(q * 4 + k), z: position.getZ(q * 4 + k) }));
      const cross = (c[1]!.x - c[0]!.x) * (c[2]!.z - c[1]!.z) - (c[1]!.z - c[0]!.z) * (c[2]!.x - c[1]!.x);
      if (q >= n && cross === 0) continue; // no leader: collapsed
      if (q >= n) leaders++;
      // Wound as the first name: front faces up, drawn in one pass (a double-sided transparent mesh costs two).
      expect(cross, `quad ${q}`).toBeGreaterThan(0);
    }
    expect(leaders).toBe([...board.labels.placed().values()].filter((p) => p.leader === true).length);
    expect(leaders).toBeGreaterThan(0);
    board.dispose();
  });

  it('lays nothing out again for a board mounted anew with the same names (the app builds its map model per mount)', () => {
    const view = defaultView(390, 480);
    const mount = () => createBoardScene({ data: { areas: { ...AREAS }, orderTokens: ORDER_TOKENS }, createCanvas: fakeCanvas });
    const [first, second] = [mount(), mount()];
    expect(second.model).not.toBe(first.model);
    first.labels.fit(view, 8, 'phone');
    second.labels.fit(view, 8, 'phone');
    expect(second.labels.placed()).toBe(first.labels.placed());
    // Another size is laid out afresh.
    second.labels.fit(defaultView(900, 816), 11, 'laptop');
    expect(second.labels.placed()).not.toBe(first.labels.placed());
    first.dispose();
    second.dispose();
  });
});
