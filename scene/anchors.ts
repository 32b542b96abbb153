// Where things go inside an area: the pole of inaccessibility (the cell farthest from any border)
// for the units, a spot south of it for the name, and a spot north of it for tokens. Derived from
// the grid alone, so a map edit moves the pieces with it.
import type { Point } from './border-chains';
import { regionAt, type Grid } from './grid';

export interface Anchors {
  /** Centre of the largest free disc; units stand here. */
  readonly units: Point;
  /** Radius of that disc in cells. */
  readonly radius: number;
  /** The name goes here. */
  readonly label: Point;
  /** Width of the area along the row through `label`, in cells: the room the name has. */
  readonly labelRoom: number;
  /** Order, Power, Neutral Force and Garrison tokens go here. */
  readonly tokens: Point;
}

/**
 * Distance (in cells, chamfer 1 / sqrt 2) from each cell's centre to the nearest cell of another
 * region or to the grid's edge, whichever is closer. Index as grid.cells.
 */
export function borderDistance(grid: Grid): Float64Array {
  const { width, height } = grid;
  const d = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = regionAt(grid, x, y);
      const onBorder =
        regionAt(grid, x - 1, y) !== r || regionAt(grid, x + 1, y) !== r || regionAt(grid, x, y - 1) !== r || regionAt(grid, x, y + 1) !== r;
      d[y * width + x] = onBorder ? 0.5 : Infinity;
    }
  }
  const diag = Math.SQRT2;
  const relax = (x: number, y: number, dx: number, dy: number, step: number): void => {
    const nx = x + dx;
    const ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) return;
    const i = y * width + x;
    const candidate = d[ny * width + nx]! + step;
    if (candidate < d[i]!) d[i] = candidate;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      relax(x, y, -1, 0, 1);
      relax(x, y, 0, -1, 1);
      relax(x, y, -1, -1, diag);
      relax(x, y, 1, -1, diag);
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      relax(x, y, 1, 0, 1);
      relax(x, y, 0, 1, 1);
      relax(x, y, 1, 1, diag);
      relax(x, y, -1, 1, diag);
    }
  }
  return d;
}

/** For each cell, twice the distance to the nearer end of its region's run along the row. */
function horizontalRoom(grid: Grid): Float64Array {
  const room = new Float64Array(grid.width * grid.height);
  for (let y = 0; y < grid.height; y++) {
    let start = 0;
    for (let x = 1; x <= grid.width; x++) {
      if (x < grid.width && regionAt(grid, x, y) === regionAt(grid, start, y)) continue;
      for (let i = start; i < x; i++) room[y * grid.width + i] = 2 * Math.min(i + 0.5 - start, x - (i + 0.5));
      start = x;
    }
  }
  return room;
}

/** Cells of one region, best first by `score`; ties go to the cell nearest the region's centroid. */
function bestCell(grid: Grid, region: number, score: (x: number, y: number) => number): Point | null {
  let best: Point | null = null;
  let bestScore = -Infinity;
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      if (grid.cells[y * grid.width + x] !== region) continue;
      const s = score(x, y);
      if (s > bestScore) {
        bestScore = s;
        best = { x: x + 0.5, y: y + 0.5 };
      }
    }
  }
  return best;
}

/** Anchors of every region (index as grid.regions), in grid coordinates (cell centres). */
export function regionAnchors(grid: Grid, dist: Float64Array = borderDistance(grid)): Anchors[] {
  const at = (x: number, y: number): number => dist[y * grid.width + x]!;
  const runs = horizontalRoom(grid);
  return grid.regions.map((_, region) => {
    let sx = 0;
    let sy = 0;
    let n = 0;
    grid.cells.forEach((r, i) => {
      if (r !== region) return;
      sx += i % grid.width;
      sy += Math.floor(i / grid.width);
      n++;
    });
    if (n === 0) throw new RangeError(`expected region ${region} to have cells, got none`);
    const cx = sx / n;
    const cy = sy / n;
    // Distance first; the small pull to the centroid breaks ties in long areas towards their middle.
    const units = bestCell(grid, region, (x, y) => at(x, y) - 0.02 * Math.hypot(x - cx, y - cy))!;
    const radius = at(Math.floor(units.x), Math.floor(units.y));
    const away = (side: 1 | -1) => (x: number, y: number): number => {
      const dy = (y + 0.5 - units.y) * side;
      // Prefer room (distance to the border), then being on the wanted side of the units, close to
      // them horizontally; a cell on the wrong side is worth little.
      const room = Math.min(at(x, y), 3) + 0.2 * Math.min(runs[y * grid.width + x]!, 14);
      const sideScore = dy >= 2.5 ? 2 - 0.1 * Math.abs(dy - 3.5) : dy - 3;
      return room + sideScore - 0.15 * Math.abs(x + 0.5 - units.x);
    };
    const label = bestCell(grid, region, away(1))!;
    const tokens = bestCell(grid, region, away(-1))!;
    const row = Math.floor(label.y);
    let left = Math.floor(label.x);
    let right = left;
    while (regionAt(grid, left - 1, row) === region) left--;
    while (regionAt(grid, right + 1, row) === region) right++;
    // The name is centred on the anchor, so its room is twice the nearer side.
    const labelRoom = 2 * Math.min(label.x - left, right + 1 - label.x);
    return { units, radius, label, labelRoom, tokens };
  });
}
