// The 1st edition's map (issue 22) must say what its rules say: areas whose cells share an edge are
// exactly the engine's 1st-edition borders, plus the river crossings of the 2nd edition's drawing it
// keeps, minus the one border no flat drawing of these borders can show.
import { describe, expect, it } from 'vitest';
import { AREA_IDS_1E, AREAS_1E, type AreaId1e } from '../engine/data/1e/areas';
import { BORDERS_1E } from '../engine/data/1e/adjacency';
import { cellCounts, parseGrid, pieceCounts, touchingRegions } from './grid';
import { BEYOND_THE_WALL, MAP_ROWS } from './map-grid';
import { LEGEND_1E, MAP_ROWS_1E } from './map-grid-1e';

/** Pairs that touch but are not adjacent ([1E-BOARD-04]: a river without a bridge), as in map-grid.test.ts. */
const RIVER_ONLY_1E: readonly (readonly [AreaId1e, AreaId1e])[] = [
  ['greywater-watch', 'winterfell'],
  ['harrenhal', 'the-mountains-of-the-moon'],
  ['riverrun', 'the-mountains-of-the-moon'],
];

/**
 * A border of the data the drawing does not show: with it the 1st edition's borders are no planar
 * graph (Highgarden and Oldtown would each touch both the Sunset Sea and the Redwyne Straits, with
 * the Dornish Marches touching both and neither sea), so no map drawn on a plane has it. It is the
 * one border agot-1e.md §4.1 adds from [CZ] to the encoded board; the rules keep it.
 */
const NOT_DRAWN_1E: readonly (readonly [AreaId1e, AreaId1e])[] = [['oldtown', 'sunset-sea']];

const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
const grid = parseGrid(MAP_ROWS_1E, LEGEND_1E, [BEYOND_THE_WALL]);
const areaOf = (region: number) => grid.regions[region]!.area;

describe('the 1st edition’s map grid', () => {
  it('has the 2nd edition’s size and one character for each of its 45 areas', () => {
    expect(new Set(MAP_ROWS_1E.map((r) => r.length))).toEqual(new Set([MAP_ROWS[0]!.length]));
    expect(MAP_ROWS_1E.length).toBe(MAP_ROWS.length);
    expect(Object.values(LEGEND_1E).sort()).toEqual([...AREA_IDS_1E].sort());
  });

  it('gives every area cells, in one connected piece', () => {
    const counts = cellCounts(grid);
    const pieces = pieceCounts(grid);
    const problems = grid.regions.flatMap((r, i) => (r.area !== null && (counts[i] === 0 || pieces[i] !== 1) ? [`${r.area}: ${counts[i]} cells in ${pieces[i]} pieces`] : []));
    expect(problems).toEqual([]);
  });

  it('has exactly the 1st edition’s borders as touching areas, with the river crossings and without the one border it cannot draw', () => {
    const touching = new Set(touchingRegions(grid).flatMap(([a, b]) => (areaOf(a) !== null && areaOf(b) !== null ? [pairKey(areaOf(a)!, areaOf(b)!)] : [])));
    const notDrawn = new Set(NOT_DRAWN_1E.map(([a, b]) => pairKey(a, b)));
    const expected = new Set([...BORDERS_1E.map(([a, b]) => pairKey(a, b)).filter((p) => !notDrawn.has(p)), ...RIVER_ONLY_1E.map(([a, b]) => pairKey(a, b))]);
    const missing = [...expected].filter((p) => !touching.has(p));
    const extra = [...touching].filter((p) => !expected.has(p));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    const borders = new Set(BORDERS_1E.map(([a, b]) => pairKey(a, b)));
    for (const [a, b] of NOT_DRAWN_1E) expect(borders.has(pairKey(a, b)), `${a}–${b} is a border`).toBe(true);
    for (const [a, b] of RIVER_ONLY_1E) expect(borders.has(pairKey(a, b)), `${a}–${b}`).toBe(false);
  });

  it('surrounds the islands by sea', () => {
    for (const island of AREA_IDS_1E.filter((a) => AREAS_1E[a].island)) {
      const neighbours = touchingRegions(grid)
        .filter(([a, b]) => areaOf(a) === island || areaOf(b) === island)
        .map(([a, b]) => (areaOf(a) === island ? areaOf(b) : areaOf(a)));
      expect(neighbours.length).toBeGreaterThan(0);
      for (const n of neighbours) expect(n !== null && (AREAS_1E as Record<string, { kind: string }>)[n]!.kind === 'sea', `${island} touches ${n}`).toBe(true);
    }
  });
});
