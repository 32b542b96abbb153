import { describe, expect, it } from 'vitest';
import { AREAS } from '../engine/data/areas';
import { ORDER_TOKENS } from '../engine/data/orders';
import { borderDistance, regionAnchors } from './anchors';
import { parseGrid, regionAt } from './grid';
import { buildMapModel } from './map-model';

describe('anchors', () => {
  it('puts the units of a square area at its centre', () => {
    const rows = ['sssssssss', ...Array.from({ length: 7 }, () => 'sLLLLLLLs'), 'sssssssss'];
    const g = parseGrid(rows, { s: 'sunset-sea', L: 'lannisport' });
    const [, land] = regionAnchors(g);
    expect(land!.units).toEqual({ x: 4.5, y: 4.5 });
    expect(land!.radius).toBeGreaterThan(3);
    expect(land!.label.y).toBeGreaterThan(land!.units.y);
    expect(land!.tokens.y).toBeLessThan(land!.units.y);
  });

  it('measures distance to the nearest other region', () => {
    const g = parseGrid(['aaaaa', 'aaaaa', 'aaaaa'], { a: 'sunset-sea' });
    const d = borderDistance(g);
    expect(d[7]).toBe(1.5); // centre of a 5x3 grid: one cell from the cells on the rim
    expect(d[0]).toBe(0.5);
  });

  it('keeps every anchor of the real map inside its own area', () => {
    const model = buildMapModel({ areas: AREAS, orderTokens: ORDER_TOKENS });
    const { grid } = model;
    const outside: string[] = [];
    model.regions.forEach((r, i) => {
      for (const [name, p] of [['units', r.anchors.units], ['label', r.anchors.label], ['tokens', r.anchors.tokens]] as const) {
        const gx = Math.floor(p.x + grid.width / 2);
        const gy = Math.floor(p.y + grid.height / 2);
        if (regionAt(grid, gx, gy) !== i) outside.push(`${r.area ?? 'beyond-the-wall'} ${name}`);
      }
    });
    expect(outside).toEqual([]);
  });
});
