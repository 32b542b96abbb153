// The map grid as numbers: every cell holds the index of its region. Regions are the areas in
// legend order, then the land beyond the Wall; everything geometric (outlines, anchors) works on
// region indices so that it can be tested on small hand-made grids as well as on the real map.
import type { AreaId } from '../engine/data/areas';

/** A parsed grid. `regions[i]` names region i; `area` is null for decoration (beyond the Wall). */
export interface Grid {
  readonly width: number;
  readonly height: number;
  /** Region index of cell (x, y) at `y * width + x`. */
  readonly cells: Int32Array;
  readonly regions: readonly GridRegion[];
}

export interface GridRegion {
  readonly char: string;
  readonly area: AreaId | null;
}

/**
 * Turns rows of characters into a Grid. Every character must be in the legend or be one of the
 * decoration characters; a ragged row or an unknown character is a programmer error.
 */
export function parseGrid(
  rows: readonly string[],
  legend: { readonly [ch: string]: AreaId },
  decoration: readonly string[] = [],
): Grid {
  const width = rows[0]?.length ?? 0;
  if (width === 0) throw new RangeError('expected at least one non-empty row, got none');
  const regions: GridRegion[] = [];
  const indexOf = new Map<string, number>();
  for (const [char, area] of Object.entries(legend)) {
    indexOf.set(char, regions.length);
    regions.push({ char, area });
  }
  for (const char of decoration) {
    indexOf.set(char, regions.length);
    regions.push({ char, area: null });
  }
  const cells = new Int32Array(width * rows.length);
  rows.forEach((row, y) => {
    if (row.length !== width) throw new RangeError(`expected row ${y} to have ${width} cells, got ${row.length}`);
    for (let x = 0; x < width; x++) {
      const char = row[x]!;
      const region = indexOf.get(char);
      if (region === undefined) throw new RangeError(`expected a legend character at (${x}, ${y}), got '${char}'`);
      cells[y * width + x] = region;
    }
  });
  return { width, height: rows.length, cells, regions };
}

/** The region of a cell, or -1 outside the grid. */
export function regionAt(grid: Grid, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return -1;
  return grid.cells[y * grid.width + x]!;
}

/** Pairs of regions whose cells share an edge, each pair once with the lower index first. */
export function touchingRegions(grid: Grid): [number, number][] {
  const seen = new Set<number>();
  const pairs: [number, number][] = [];
  const n = grid.regions.length;
  const note = (a: number, b: number): void => {
    if (a === b) return;
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    if (seen.has(lo * n + hi)) return;
    seen.add(lo * n + hi);
    pairs.push([lo, hi]);
  };
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const here = regionAt(grid, x, y);
      if (x + 1 < grid.width) note(here, regionAt(grid, x + 1, y));
      if (y + 1 < grid.height) note(here, regionAt(grid, x, y + 1));
    }
  }
  return pairs;
}

/** Number of cells of each region. */
export function cellCounts(grid: Grid): number[] {
  const counts = new Array<number>(grid.regions.length).fill(0);
  for (const r of grid.cells) counts[r] = counts[r]! + 1;
  return counts;
}

/** Number of 4-connected pieces each region is made of. */
export function pieceCounts(grid: Grid): number[] {
  const pieces = new Array<number>(grid.regions.length).fill(0);
  const seen = new Uint8Array(grid.cells.length);
  const stack: number[] = [];
  for (let start = 0; start < grid.cells.length; start++) {
    if (seen[start]) continue;
    const region = grid.cells[start]!;
    pieces[region] = pieces[region]! + 1;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % grid.width;
      const y = (i - x) / grid.width;
      for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as const) {
        if (regionAt(grid, nx, ny) !== region) continue;
        const j = ny * grid.width + nx;
        if (seen[j]) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return pieces;
}
