// Per-region outlines: the smoothed chains joined into closed loops, counter-clockwise outer loops
// and clockwise holes (as seen from above with north up). Computed once per board from the grid.
import { traceChains, OUTSIDE, type Chain, type Point } from './border-chains';
import type { Grid } from './grid';
import { BOARD_SMOOTHING, dropCollinear, smoothChain, type SmoothingOptions } from './smoothing';

export interface Outline {
  /** Outer boundary, counter-clockwise, first point not repeated at the end. */
  readonly outer: readonly Point[];
  readonly holes: readonly (readonly Point[])[];
}

export interface SmoothChain extends Chain {
  /** The smoothed curve, same ends as `points`. */
  readonly smooth: readonly Point[];
}

export interface MapOutlines {
  readonly chains: readonly SmoothChain[];
  /** Outlines of each region (index as in grid.regions); a 4-connected region has one outline. */
  readonly regions: readonly (readonly Outline[])[];
}

/** Signed area with north up (y of the grid points south, hence the minus): positive = counter-clockwise. */
export function signedArea(loop: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < loop.length; i++) {
    const a = loop[i]!;
    const b = loop[(i + 1) % loop.length]!;
    sum += a.x * -b.y - b.x * -a.y;
  }
  return sum / 2;
}

/** Whether p lies inside the loop (even-odd rule). */
export function containsPoint(loop: readonly Point[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = loop.length - 1; i < loop.length; j = i++) {
    const a = loop[i]!;
    const b = loop[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

interface Directed {
  readonly raw: readonly Point[];
  readonly smooth: readonly Point[];
}

const key = (p: Point): string => `${p.x},${p.y}`;

/** Angle of the first raw step of a chain, used to pick the sharpest left turn at a junction. */
function heading(raw: readonly Point[], atEnd: boolean): number {
  const a = atEnd ? raw[raw.length - 2]! : raw[0]!;
  const b = atEnd ? raw[raw.length - 1]! : raw[1]!;
  return Math.atan2(-(b.y - a.y), b.x - a.x);
}

function joinLoops(directed: Directed[]): Point[][] {
  const byStart = new Map<string, number[]>();
  directed.forEach((d, i) => {
    const k = key(d.raw[0]!);
    const list = byStart.get(k);
    if (list === undefined) byStart.set(k, [i]);
    else list.push(i);
  });
  const used = new Uint8Array(directed.length);
  const loops: Point[][] = [];
  for (let first = 0; first < directed.length; first++) {
    if (used[first]) continue;
    const loop: Point[] = [];
    let at = first;
    for (;;) {
      used[at] = 1;
      const d = directed[at]!;
      loop.push(...d.smooth.slice(0, -1));
      // The first chain stays a candidate so that the loop closes where the walk says it closes.
      const candidates = (byStart.get(key(d.raw[d.raw.length - 1]!)) ?? []).filter((i) => !used[i] || i === first);
      if (candidates.length === 0) break;
      // Where a region meets itself at a corner (cells touching diagonally), turn as far left as
      // possible so that each loop stays simple.
      const inHeading = heading(d.raw, true);
      let best = candidates[0]!;
      let bestTurn = -Infinity;
      for (const c of candidates) {
        let turn = heading(directed[c]!.raw, false) - inHeading;
        while (turn <= -Math.PI) turn += 2 * Math.PI;
        while (turn > Math.PI) turn -= 2 * Math.PI;
        if (turn > bestTurn) {
          bestTurn = turn;
          best = c;
        }
      }
      if (best === first) break;
      at = best;
    }
    loops.push(loop);
  }
  return loops;
}

/**
 * Traces, smooths and joins the borders of every region of the grid. `smoothingOf` chooses the
 * smoothing of the border between two regions (the same for both, so they stay watertight).
 */
export function mapOutlines(
  grid: Grid,
  smoothingOf: (left: number, right: number) => SmoothingOptions = () => BOARD_SMOOTHING,
): MapOutlines {
  // The board's rim stays straight and square: only borders between two regions are smoothed.
  const chains: SmoothChain[] = traceChains(grid).map((c) => ({
    ...c,
    smooth: c.left === OUTSIDE || c.right === OUTSIDE ? dropCollinear(c.points) : smoothChain(c.points, c.closed, smoothingOf(c.left, c.right)),
  }));
  const perRegion: Directed[][] = grid.regions.map(() => []);
  for (const c of chains) {
    if (c.left !== OUTSIDE) perRegion[c.left]!.push({ raw: c.points, smooth: c.smooth });
    if (c.right !== OUTSIDE) perRegion[c.right]!.push({ raw: [...c.points].reverse(), smooth: [...c.smooth].reverse() });
  }
  const regions = perRegion.map((directed) => {
    const loops = joinLoops(directed);
    const outers = loops.filter((l) => signedArea(l) > 0);
    const holes = loops.filter((l) => signedArea(l) < 0);
    return outers.map((outer) => ({
      outer,
      holes: outers.length === 1 ? holes : holes.filter((h) => containsPoint(outer, h[0]!)),
    }));
  });
  return { chains, regions };
}
