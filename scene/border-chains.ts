// Region borders of a grid as chains: maximal runs of cell edges that separate the same two regions,
// broken at the lattice points where three or more edges meet. A border shared by two areas is one
// chain, so smoothing it once gives both neighbours exactly the same curve: no gaps, no overlaps.
import { regionAt, type Grid } from './grid';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Region index used for "outside the grid". */
export const OUTSIDE = -1;

/**
 * A chain in grid coordinates (x to the east, y to the south, lattice points at integers).
 * Walking from the first point to the last, `left` is the region on the left as seen on the board
 * from above with north up, i.e. the chain runs counter-clockwise around `left`.
 */
export interface Chain {
  readonly points: readonly Point[];
  readonly left: number;
  readonly right: number;
  /** A closed loop with no junction (an island that touches a single region). */
  readonly closed: boolean;
}

interface Edge {
  readonly from: number;
  readonly to: number;
  readonly left: number;
  readonly right: number;
}

/** Every border of the grid as chains (including the grid's own edge, against OUTSIDE). */
export function traceChains(grid: Grid): Chain[] {
  const { width, height } = grid;
  const stride = width + 1;
  const edges: Edge[] = [];
  // Vertical edges, walked southwards: the eastern cell is on the left (north up, viewed from above).
  for (let y = 0; y < height; y++) {
    for (let x = 0; x <= width; x++) {
      const west = regionAt(grid, x - 1, y);
      const east = regionAt(grid, x, y);
      if (west !== east) edges.push({ from: y * stride + x, to: (y + 1) * stride + x, left: east, right: west });
    }
  }
  // Horizontal edges, walked eastwards: the northern cell is on the left.
  for (let y = 0; y <= height; y++) {
    for (let x = 0; x < width; x++) {
      const north = regionAt(grid, x, y - 1);
      const south = regionAt(grid, x, y);
      if (north !== south) edges.push({ from: y * stride + x, to: y * stride + x + 1, left: north, right: south });
    }
  }
  const incident = new Map<number, number[]>();
  edges.forEach((e, i) => {
    for (const v of [e.from, e.to]) {
      const list = incident.get(v);
      if (list === undefined) incident.set(v, [i]);
      else list.push(i);
    }
  });
  const isJunction = (v: number): boolean => incident.get(v)!.length !== 2;
  const used = new Uint8Array(edges.length);
  const point = (v: number): Point => ({ x: v % stride, y: Math.floor(v / stride) });
  const chains: Chain[] = [];

  const walk = (start: number, first: number): Chain => {
    const e0 = edges[first]!;
    const forward = e0.from === start;
    const left = forward ? e0.left : e0.right;
    const right = forward ? e0.right : e0.left;
    const points = [point(start)];
    let at = start;
    let edge = first;
    for (;;) {
      used[edge] = 1;
      const e = edges[edge]!;
      at = e.from === at ? e.to : e.from;
      points.push(point(at));
      if (at === start || isJunction(at)) break;
      const next = incident.get(at)!.find((i) => !used[i]);
      if (next === undefined) break;
      edge = next;
    }
    return { points, left, right, closed: at === start && !isJunction(start) };
  };

  for (let v = 0; v < stride * (height + 1); v++) {
    const list = incident.get(v);
    if (list === undefined || !isJunction(v)) continue;
    for (const i of list) if (!used[i]) chains.push(walk(v, i));
  }
  for (let i = 0; i < edges.length; i++) {
    if (used[i]) continue;
    // A loop without junctions: start where this edge starts, in its own direction.
    chains.push(walk(edges[i]!.from, i));
  }
  return chains;
}
