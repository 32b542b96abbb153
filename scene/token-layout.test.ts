// The crowded-areas check (issue 9): every area of the real map holds the largest load a game can
// put on it (4 units, or 3 ships in a port, an order, a Power token and a Garrison or Neutral
// Force) with no two pieces overlapping, none on a name or the printed icons, none leaving its area.
// The geometry here is computed afresh from the outlines, not with the packer's own helpers.
import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREAS, type AreaId } from '../engine/data/areas';
import { ORDER_TOKENS } from '../engine/data/orders';
import { AREA_IDS_1E } from '../engine/data/1e/areas';
import { boardOf } from '../engine/board';
import type { GameOptions } from '../engine/state';
import { iconRow, iconRowRect } from './icon-row';
import { labelLines } from './atlas';
import type { Point } from './border-chains';
import { cellCounts, parseGrid } from './grid';
import { labelSize } from './label-metrics';
import { buildMapModel } from './map-model';
import type { Outline } from './outlines';
import { FOOTPRINT, layoutArea, outlineEdges, PIECE_SCALE, UNIT_SLOTS, type LayoutInput, type Rect, type Slot } from './token-layout';

const data = { areas: AREAS, orderTokens: ORDER_TOKENS };
const model = buildMapModel(data);

/** How far a piece may reach over its area's drawn edge (world units; a cell is 1). */
const MARGIN = 0.1;

function distanceToOutline(outline: Outline, p: Point): number {
  let best = Infinity;
  for (const loop of [outline.outer, ...outline.holes]) {
    loop.forEach((a, i) => {
      const b = loop[(i + 1) % loop.length]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
      best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
    });
  }
  return best;
}

function inside(loop: readonly Point[], p: Point): boolean {
  let odd = false;
  loop.forEach((a, i) => {
    const b = loop[(i + 1) % loop.length]!;
    if (a.y > p.y !== b.y > p.y && p.x < a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y)) odd = !odd;
  });
  return odd;
}

/** How far a disc pokes out of an outline (0 when it lies wholly inside). */
function overhang(outline: Outline, s: Slot): number {
  const p = { x: s.x, y: s.z };
  const within = inside(outline.outer, p) && !outline.holes.some((h) => inside(h, p));
  const d = distanceToOutline(outline, p);
  return within ? Math.max(0, s.r - d) : s.r + d;
}

function rectGap(r: Rect, s: Slot): number {
  return Math.hypot(Math.max(r.x0 - s.x, 0, s.x - r.x1), Math.max(r.z0 - s.z, 0, s.z - r.z1)) - s.r;
}

/** Every piece of the full load, named, with the area whose ground it must lie on. */
const pieces = AREA_IDS.flatMap((area) => {
  const layout = model.byArea.get(area)!.layout!;
  const ground = AREAS[area].portSea ?? area;
  const named = (what: string, s: Slot | null, on: AreaId = area): { name: string; area: AreaId; on: AreaId; slot: Slot }[] =>
    s === null ? [] : [{ name: `${area} ${what}`, area, on, slot: s }];
  return [
    ...layout.units.flatMap((s, i) => named(`unit ${i + 1}`, s)),
    ...named('order', layout.order, AREAS[area].kind === 'port' ? ground : area),
    ...named('power', layout.power),
    ...named('guard', layout.guard),
  ];
});

describe('token layout of the real map (issue 9)', () => {
  it('has a slot for every piece of the largest load of each area', () => {
    for (const area of AREA_IDS) {
      const layout = model.byArea.get(area)!.layout!;
      const kind = AREAS[area].kind;
      expect(layout.units, area).toHaveLength(UNIT_SLOTS[kind]);
      expect(layout.power !== null && layout.guard !== null, area).toBe(kind === 'land');
      const unit = (kind === 'land' ? FOOTPRINT.unit : FOOTPRINT.ship) * layout.scale;
      for (const s of layout.units) expect(s.r, area).toBeCloseTo(unit);
      expect(layout.order.r, area).toBeCloseTo(FOOTPRINT.order * layout.scale);
    }
  });

  it('lets no two pieces on the whole board overlap', () => {
    const overlaps: string[] = [];
    pieces.forEach((a, i) => {
      for (const b of pieces.slice(i + 1)) {
        const gap = Math.hypot(a.slot.x - b.slot.x, a.slot.z - b.slot.z) - a.slot.r - b.slot.r;
        if (gap < 0) overlaps.push(`${a.name} / ${b.name}: ${gap.toFixed(2)}`);
      }
    });
    expect(overlaps).toEqual([]);
  });

  it('keeps every piece inside its area (a port order on its sea), within a small margin', () => {
    const outside = pieces
      .map((p) => ({ p, by: overhang(model.byArea.get(p.on)!.outline, p.slot) }))
      .filter(({ by }) => by > MARGIN)
      .map(({ p, by }) => `${p.name} pokes out of ${p.on} by ${by.toFixed(2)}`);
    expect(outside).toEqual([]);
  });

  it('keeps names and icons clear, except on two small islands and two docks', () => {
    // Printed ground of every named area, with the fake canvas's letter width (0.55 em) the
    // Node tests paint names with.
    const print = AREA_IDS.flatMap((area) => {
      const { anchors } = model.byArea.get(area)!;
      const info = AREAS[area];
      if (info.kind === 'port') return [];
      const lines = labelLines(info.name);
      const aspect = (Math.max(...lines.map((l) => l.length)) * 0.55 * 44 + 12) / (48 * lines.length + 8);
      const { w, h } = labelSize(info.name, aspect, anchors.labelRoom);
      const name: Rect = { x0: anchors.label.x - w / 2, x1: anchors.label.x + w / 2, z0: anchors.label.y - h / 2, z1: anchors.label.y + h / 2 };
      const icons = iconRowRect(iconRow(data, area, anchors.label));
      return [{ area, what: 'name', rect: name }, ...(icons === null ? [] : [{ area, what: 'icons', rect: icons }])];
    });
    const covered = new Set<string>();
    for (const { area, what, rect } of print) {
      for (const p of pieces) if (rectGap(rect, p.slot) < 0) covered.add(`${area} ${what} under ${p.area}`);
    }
    // Dragonstone (13 cells) and Pyke (16) cannot hold the whole load beside their names, which are
    // wider than the islands; their icons stay clear. A dock is 2 x 2 cells, all of it needed for its
    // ships: where a neighbour's name reaches over it (Dragonstone's, The Golden Sound's), the ships
    // lie on the name. Since the icons are drawn 1.3 times larger (issue 20), Dragonstone's own
    // pieces at their largest load reach over its icons too (its card still says them).
    expect([...covered].sort()).toEqual([
      'dragonstone icons under dragonstone',
      'dragonstone icons under port-of-dragonstone',
      'dragonstone name under dragonstone',
      'dragonstone name under port-of-dragonstone',
      'pyke name under pyke',
      'the-golden-sound name under port-of-lannisport',
    ]);
    expect(model.byArea.get('dragonstone')!.layout!.keepsClear).toBe('nothing');
    expect(model.byArea.get('pyke')!.layout!.keepsClear).toBe('icons');
  });

  it('shrinks pieces only in small areas, and never below 0.4 of their size', () => {
    const counts = cellCounts(model.grid);
    const scales = new Map<AreaId, number>(AREA_IDS.map((a) => [a, model.byArea.get(a)!.layout!.scale]));
    // Sizes drawn, as a share of the pieces' models (pieces are drawn PIECE_SCALE larger, issue 20).
    const drawn = (area: AreaId) => scales.get(area)! * PIECE_SCALE;
    model.grid.regions.forEach(({ area }, i) => {
      if (area === null) return;
      // Areas of 100 cells or more hold the full load at full size; of 80 or more, at least at the
      // models' size (the size of every piece before issue 20).
      if (counts[i]! >= 100) expect(scales.get(area), area).toBe(1);
      if (counts[i]! >= 80) expect(drawn(area), area).toBeGreaterThanOrEqual(1);
      expect(drawn(area), area).toBeGreaterThanOrEqual(0.4);
    });
    // The crowded ones named in issue 9 are among the shrunk.
    for (const a of ['the-eyrie', 'dragonstone', 'pyke', 'port-of-pyke'] as const) expect(scales.get(a), a).toBeLessThan(1);
  });
});

describe('token layout on a hand-made grid', () => {
  // A 5 x 5 island in a sea: too small for four full-size units, an order, a Power token and a guard.
  const rows = ['sssssssss', ...Array.from({ length: 5 }, () => 'ssLLLLLss'), 'sssssssss', 'sssssssss', 'sssssssss'];
  const grid = parseGrid(rows, { s: 'sunset-sea', L: 'lannisport' });
  const square: Outline = { outer: [{ x: 2, y: 1 }, { x: 2, y: 6 }, { x: 7, y: 6 }, { x: 7, y: 1 }], holes: [] };
  const input = (name: Rect | null, icons: Rect | null = null): LayoutInput => {
    const candidates: Point[] = [];
    for (let y = 1; y < 6; y += 0.25) for (let x = 2; x < 7; x += 0.25) candidates.push({ x, y });
    candidates.sort((a, b) => Math.hypot(a.x - 4.5, a.y - 3.5) - Math.hypot(b.x - 4.5, b.y - 3.5));
    return {
      area: 'lannisport',
      kind: 'land',
      edges: outlineEdges(square),
      candidates,
      roughClearance: (x, z) => (grid.cells[Math.floor(z) * grid.width + Math.floor(x)] === 1 ? 0.5 : -1),
      pole: { x: 4.5, y: 3.5 },
      name,
      icons,
      portSea: null,
    };
  };

  it('shrinks the pieces until they fit, all inside and apart', () => {
    const layout = layoutArea(input(null));
    expect(layout.scale).toBeLessThan(1);
    const all = [...layout.units, layout.order, layout.power!, layout.guard!];
    all.forEach((a, i) => {
      expect(overhang(square, a)).toBe(0);
      for (const b of all.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeGreaterThanOrEqual(a.r + b.r);
    });
  });

  it('gives up keeping a name clear that covers the island, rather than overlap pieces; then the icons', () => {
    const corner = { x0: 2, x1: 3, z0: 5, z1: 6 };
    expect(layoutArea(input(null, corner)).keepsClear).toBe('name-and-icons');
    expect(layoutArea(input({ x0: 2, x1: 7, z0: 1, z1: 6 }, corner)).keepsClear).toBe('icons');
    expect(layoutArea(input({ x0: 2, x1: 7, z0: 1, z1: 6 }, { x0: 2, x1: 7, z0: 1, z1: 6 })).keepsClear).toBe('nothing');
  });

  it('refuses an area with no room at all', () => {
    const dot: LayoutInput = { ...input(null), edges: outlineEdges({ outer: [{ x: 4, y: 3 }, { x: 4, y: 3.4 }, { x: 4.4, y: 3.4 }, { x: 4.4, y: 3 }], holes: [] }) };
    expect(() => layoutArea(dot)).toThrow(RangeError);
  });
});

describe('token layout of the 1st edition’s map (issue 22)', () => {
  // Every area of its board with its largest load: a sea's Neutral Force too (the absent houses' armies).
  const info = boardOf({ options: { ruleset: '1e' } as GameOptions }).info;
  const model1e = buildMapModel({ ruleset: '1e', areas: info, orderTokens: ORDER_TOKENS });
  const pieces1e = AREA_IDS_1E.flatMap((area) => {
    const layout = model1e.byArea.get(area)!.layout!;
    const slots = [...layout.units, layout.order, layout.power, layout.guard].filter((s): s is Slot => s !== null);
    return slots.map((slot, i) => ({ name: `${area} ${i}`, area, slot }));
  });

  it('has a Neutral Force slot in every area, a Power token slot on land only', () => {
    for (const area of AREA_IDS_1E) {
      const layout = model1e.byArea.get(area)!.layout!;
      expect(layout.guard, area).not.toBeNull();
      expect(layout.power !== null, area).toBe(info[area].kind === 'land');
    }
  });

  it('lets no two pieces overlap and keeps every piece inside its area, within the margin', () => {
    const problems: string[] = [];
    pieces1e.forEach((a, i) => {
      for (const b of pieces1e.slice(i + 1)) {
        const gap = Math.hypot(a.slot.x - b.slot.x, a.slot.z - b.slot.z) - a.slot.r - b.slot.r;
        if (gap < 0) problems.push(`${a.name} / ${b.name}: ${gap.toFixed(2)}`);
      }
      const by = overhang(model1e.byArea.get(a.area)!.outline, a.slot);
      if (by > MARGIN) problems.push(`${a.name} pokes out by ${by.toFixed(2)}`);
    });
    expect(problems).toEqual([]);
  });
});

