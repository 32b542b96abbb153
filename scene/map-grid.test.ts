// The map's geometry must say the same as the rules: areas whose cells share an edge are exactly
// the engine's adjacent pairs (borders and port links), plus the river crossings listed below.
import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREAS, type AreaId } from '../engine/data/areas';
import { BORDERS, PORT_LINKS } from '../engine/data/adjacency';
import { cellCounts, parseGrid, pieceCounts, touchingRegions } from './grid';
import { BEYOND_THE_WALL, LEGEND, MAP_ROWS } from './map-grid';

/**
 * Pairs that touch on the map but are not adjacent ([2E-BOARD-01]): each is separated by a river
 * without a bridge (reference board.json, rivers.river_only_pairs). Nothing else may touch.
 */
const RIVER_ONLY: readonly (readonly [AreaId, AreaId, string])[] = [
  ['greywater-watch', 'winterfell', 'the river from the Neck to the Bay of Ice'],
  ['harrenhal', 'the-mountains-of-the-moon', 'the Trident between the Riverlands and the Vale'],
  ['riverrun', 'the-mountains-of-the-moon', 'the Trident between the Riverlands and the Vale'],
  ['starfall', 'three-towers', 'the river between the Reach and Dorne'],
];

const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
const grid = parseGrid(MAP_ROWS, LEGEND, [BEYOND_THE_WALL]);
const areaOf = (region: number): AreaId | null => grid.regions[region]!.area;

describe('map grid', () => {
  it('is rectangular and of the planned size', () => {
    expect(new Set(MAP_ROWS.map((r) => r.length)).size).toBe(1);
    expect(grid.width).toBeGreaterThanOrEqual(60);
    expect(grid.width).toBeLessThanOrEqual(90);
    expect(grid.height).toBeGreaterThanOrEqual(90);
    expect(grid.height).toBeLessThanOrEqual(130);
  });

  it('has one legend character for each of the 58 areas', () => {
    expect(Object.values(LEGEND).sort()).toEqual([...AREA_IDS].sort());
    expect(Object.keys(LEGEND)).not.toContain(BEYOND_THE_WALL);
  });

  it('gives every area cells, in one connected piece', () => {
    const counts = cellCounts(grid);
    const pieces = pieceCounts(grid);
    const problems = grid.regions.flatMap((r, i) =>
      r.area !== null && (counts[i] === 0 || pieces[i] !== 1) ? [`${r.area}: ${counts[i]} cells in ${pieces[i]} pieces`] : [],
    );
    expect(problems).toEqual([]);
  });

  it('draws ports as small blocks', () => {
    const counts = cellCounts(grid);
    for (const [i, r] of grid.regions.entries()) {
      if (r.area !== null && AREAS[r.area].kind === 'port') expect(counts[i], r.area).toBeLessThanOrEqual(4);
    }
  });

  it('has exactly the engine adjacency plus the listed river crossings as touching areas', () => {
    const touching = new Set(
      touchingRegions(grid).flatMap(([a, b]) => {
        const x = areaOf(a);
        const y = areaOf(b);
        return x !== null && y !== null ? [pairKey(x, y)] : [];
      }),
    );
    const expected = new Set([...BORDERS, ...PORT_LINKS, ...RIVER_ONLY].map(([a, b]) => pairKey(a, b)));
    const missing = [...expected].filter((p) => !touching.has(p));
    const extra = [...touching].filter((p) => !expected.has(p));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('lists river crossings that really are not adjacent', () => {
    const adjacent = new Set([...BORDERS, ...PORT_LINKS].map(([a, b]) => pairKey(a, b)));
    for (const [a, b] of RIVER_ONLY) expect(adjacent.has(pairKey(a, b)), `${a}–${b}`).toBe(false);
  });

  it('surrounds the islands by sea (and their ports)', () => {
    for (const island of AREA_IDS.filter((a) => AREAS[a].island)) {
      const neighbours = touchingRegions(grid)
        .filter(([a, b]) => areaOf(a) === island || areaOf(b) === island)
        .map(([a, b]) => (areaOf(a) === island ? areaOf(b) : areaOf(a)));
      for (const n of neighbours) expect(n !== null && AREAS[n].kind !== 'land', `${island} touches ${n}`).toBe(true);
    }
  });
});

describe('grid parsing', () => {
  it('rejects ragged rows and unknown characters', () => {
    expect(() => parseGrid(['ab', 'a'], { a: 'pyke', b: 'ironmans-bay' })).toThrow(RangeError);
    expect(() => parseGrid(['ab', 'ax'], { a: 'pyke', b: 'ironmans-bay' })).toThrow(RangeError);
  });

  it('finds touching regions edge to edge, not corner to corner', () => {
    const g = parseGrid(['ab', 'ba'], { a: 'pyke', b: 'ironmans-bay' });
    expect(touchingRegions(g)).toEqual([[0, 1]]);
    expect(pieceCounts(g)).toEqual([2, 2]);
  });
});
