import { describe, expect, it } from 'vitest';
import { OUTSIDE, traceChains } from './border-chains';
import { cellCounts, parseGrid } from './grid';
import { BEYOND_THE_WALL, LEGEND, MAP_ROWS } from './map-grid';
import { containsPoint, mapOutlines, signedArea, type Outline } from './outlines';
import { chaikin, dropCollinear, midpoints, smoothChain } from './smoothing';
import { buildMapModel } from './map-model';
import { AREAS } from '../engine/data/areas';
import { ORDER_TOKENS } from '../engine/data/orders';

const data = { areas: AREAS, orderTokens: ORDER_TOKENS };

const areaOf = (o: Outline): number => signedArea(o.outer) + o.holes.reduce((s, h) => s + signedArea(h), 0);

describe('smoothing', () => {
  it('keeps the ends of an open chain and cuts its corners', () => {
    const corner = [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }];
    const out = chaikin(corner, false);
    expect(out[0]).toEqual({ x: 0, y: 0 });
    expect(out[out.length - 1]).toEqual({ x: 2, y: 2 });
    expect(out).not.toContainEqual({ x: 2, y: 0 });
    expect(out).toContainEqual({ x: 1.5, y: 0 });
    expect(out).toContainEqual({ x: 2, y: 0.5 });
  });

  it('turns a one-cell staircase into a straight slope', () => {
    const stairs = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 2 }];
    const slope = dropCollinear(midpoints(stairs, false).slice(1, -1));
    expect(slope).toEqual([{ x: 0.5, y: 0 }, { x: 2.5, y: 2 }]);
  });

  it('keeps a closed loop closed', () => {
    const square = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }, { x: 0, y: 0 }];
    const out = smoothChain(square, true);
    expect(out[0]).toEqual(out[out.length - 1]);
    expect(out.length).toBeGreaterThan(4);
  });
});

describe('border chains and outlines', () => {
  it('splits a 2x2 grid of four regions into chains between junctions', () => {
    const g = parseGrid(['ab', 'cd'], { a: 'pyke', b: 'ironmans-bay', c: 'riverrun', d: 'seagard' });
    const chains = traceChains(g);
    // 4 inner half-edges from the centre junction, 8 outer unit edges split at 4 junctions on the rim.
    const inner = chains.filter((c) => c.left !== OUTSIDE && c.right !== OUTSIDE);
    expect(inner).toHaveLength(4);
    for (const c of chains) expect(c.left).not.toBe(c.right);
  });

  it('gives a sea with an island a hole, and the island an outer loop', () => {
    const g = parseGrid(['sssss', 'sssss', 'ssiss', 'sssss', 'sssss'], { s: 'ironmans-bay', i: 'pyke' });
    const { regions } = mapOutlines(g);
    const [sea, island] = regions;
    expect(sea).toHaveLength(1);
    expect(sea![0]!.holes).toHaveLength(1);
    expect(island).toHaveLength(1);
    expect(island![0]!.holes).toHaveLength(0);
    expect(signedArea(island![0]!.outer)).toBeGreaterThan(0);
    expect(containsPoint(island![0]!.outer, { x: 2.5, y: 2.5 })).toBe(true);
    // The island's loop and the sea's hole are the same curve, so together they tile the grid.
    expect(areaOf(sea![0]!) + areaOf(island![0]!)).toBeCloseTo(25, 9);
  });

  it('joins a region that meets itself at a corner into simple loops', () => {
    const g = parseGrid(['aab', 'aba', 'aaa'], { a: 'ironmans-bay', b: 'pyke' });
    const { regions } = mapOutlines(g, () => ({ relax: 0, chaikin: 0 }));
    const total = regions.flat().reduce((s, o) => s + areaOf(o), 0);
    expect(total).toBeCloseTo(9, 9);
  });

  describe('the real map', () => {
    const grid = parseGrid(MAP_ROWS, LEGEND, [BEYOND_THE_WALL]);
    const { regions, chains } = buildMapModel(data).outlines;
    const counts = cellCounts(grid);

    it('gives every region exactly one outline', () => {
      expect(regions.map((r) => r.length)).toEqual(regions.map(() => 1));
    });

    it('tiles the whole board without gaps or overlaps after smoothing', () => {
      const total = regions.flat().reduce((s, o) => s + areaOf(o), 0);
      expect(total).toBeCloseTo(grid.width * grid.height, 6);
    });

    it('has smoothed borders that never cross one another', () => {
      // Segments bucketed by cell so that only nearby pairs are compared.
      type Seg = { ax: number; ay: number; bx: number; by: number; chain: number; i: number; n: number };
      const buckets = new Map<string, Seg[]>();
      chains.forEach((c, ci) => {
        for (let i = 0; i + 1 < c.smooth.length; i++) {
          const a = c.smooth[i]!;
          const b = c.smooth[i + 1]!;
          const seg = { ax: a.x, ay: a.y, bx: b.x, by: b.y, chain: ci, i, n: c.smooth.length - 1 };
          const k = `${Math.floor((a.x + b.x) / 2)},${Math.floor((a.y + b.y) / 2)}`;
          const list = buckets.get(k);
          if (list === undefined) buckets.set(k, [seg]);
          else list.push(seg);
        }
      });
      const cross = (s: Seg, t: Seg): boolean => {
        const d = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) => (qx - px) * (ry - py) - (qy - py) * (rx - px);
        const d1 = d(s.ax, s.ay, s.bx, s.by, t.ax, t.ay);
        const d2 = d(s.ax, s.ay, s.bx, s.by, t.bx, t.by);
        const d3 = d(t.ax, t.ay, t.bx, t.by, s.ax, s.ay);
        const d4 = d(t.ax, t.ay, t.bx, t.by, s.bx, s.by);
        // Proper crossings only: chains meet at their shared end points, which is fine.
        return d1 * d2 < -1e-12 && d3 * d4 < -1e-12;
      };
      const crossings: string[] = [];
      for (const [k, list] of buckets) {
        const [x, y] = k.split(',').map(Number) as [number, number];
        const near = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].flatMap((dy) => buckets.get(`${x + dx},${y + dy}`) ?? []));
        for (const s of list) for (const t of near) if (s !== t && !(s.chain === t.chain && Math.abs(s.i - t.i) <= 1) && cross(s, t)) crossings.push(`near ${k}`);
      }
      expect(crossings).toEqual([]);
    });

    it('keeps each area close to its cell count', () => {
      const off = regions.flatMap((r, i) => {
        const a = areaOf(r[0]!);
        return Math.abs(a - counts[i]!) > 0.25 * counts[i]! ? [`${grid.regions[i]!.area}: ${a} vs ${counts[i]}`] : [];
      });
      expect(off).toEqual([]);
    });
  });
});
