// Smoothing of grid chains: staircases become slopes (edge midpoints), then Chaikin corner cutting
// rounds the corners. Open chains keep their end points, which are junctions shared with other
// chains; that is what keeps neighbouring areas watertight after smoothing.
import type { Point } from './border-chains';

/** Replaces each unit step by its midpoint, turning 1-cell staircases into 45-degree slopes. */
export function midpoints(points: readonly Point[], closed: boolean): Point[] {
  const out: Point[] = [];
  const n = points.length;
  if (!closed) out.push(points[0]!);
  for (let i = 0; i + 1 < n; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    out.push({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  }
  if (!closed) out.push(points[n - 1]!);
  else out.push(out[0]!);
  return out;
}

/**
 * One Chaikin pass: every segment is replaced by its points at 1/4 and 3/4. An open chain keeps its
 * first and last point; a closed chain (first point repeated last) stays closed.
 */
export function chaikin(points: readonly Point[], closed: boolean): Point[] {
  const out: Point[] = [];
  if (!closed) out.push(points[0]!);
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const q = { x: 0.75 * a.x + 0.25 * b.x, y: 0.75 * a.y + 0.25 * b.y };
    const r = { x: 0.25 * a.x + 0.75 * b.x, y: 0.25 * a.y + 0.75 * b.y };
    out.push(q, r);
  }
  if (!closed) out.push(points[points.length - 1]!);
  else out.push(out[0]!);
  return out;
}

/**
 * Drops points within `tolerance` (cells) of the straight line from the last kept point to the
 * next point (ends always kept): straight runs become one segment, gentle curves keep few points.
 */
export function dropCollinear(points: readonly Point[], tolerance = 1e-7): Point[] {
  if (points.length <= 2) return [...points];
  const out: Point[] = [points[0]!];
  for (let i = 1; i + 1 < points.length; i++) {
    const a = out[out.length - 1]!;
    const b = points[i]!;
    const c = points[i + 1]!;
    const cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    const length = Math.hypot(c.x - a.x, c.y - a.y);
    if (Math.abs(cross) > tolerance * Math.max(length, 1e-9)) out.push(b);
  }
  out.push(points[points.length - 1]!);
  return out;
}

/**
 * Laplacian relaxation: each point moves halfway towards the mean of its neighbours, `rounds`
 * times. Rounds off the corners of the doubled grid over a few cells; ends of open chains stay.
 */
export function relax(points: readonly Point[], closed: boolean, rounds: number): Point[] {
  let p = [...points];
  const n = p.length;
  for (let r = 0; r < rounds; r++) {
    const next = [...p];
    for (let i = 0; i < n; i++) {
      let prev: Point | undefined;
      let after: Point | undefined;
      if (closed) {
        // First and last are the same point; neighbours wrap around past it.
        if (i === n - 1) continue;
        prev = p[i === 0 ? n - 2 : i - 1];
        after = p[i + 1];
      } else {
        if (i === 0 || i === n - 1) continue;
        prev = p[i - 1];
        after = p[i + 1];
      }
      const here = p[i]!;
      next[i] = { x: 0.5 * here.x + 0.25 * (prev!.x + after!.x), y: 0.5 * here.y + 0.25 * (prev!.y + after!.y) };
    }
    if (closed) next[n - 1] = next[0]!;
    p = next;
  }
  return p;
}

export interface SmoothingOptions {
  /** Laplacian rounds (rounds corners over about sqrt(rounds / 2) cells). */
  readonly relax: number;
  /** Chaikin passes after that. */
  readonly chaikin: number;
}

export const BOARD_SMOOTHING: SmoothingOptions = { relax: 4, chaikin: 1 };
/** Ports are docks: kept square but for their outer corners. */
export const PORT_SMOOTHING: SmoothingOptions = { relax: 0, chaikin: 0 };

/** The smoothing used for the board: midpoints, relaxation, Chaikin, collinear points removed. */
export function smoothChain(points: readonly Point[], closed: boolean, options: SmoothingOptions = BOARD_SMOOTHING): Point[] {
  // A loop with no fixed point would shrink under relaxation, so only open chains are relaxed.
  let p = closed ? midpoints(points, closed) : relax(midpoints(points, closed), closed, options.relax);
  for (let i = 0; i < Math.max(options.chaikin, closed ? 1 : 0); i++) p = chaikin(p, closed);
  // A twentieth of a cell is invisible at any zoom the camera allows and halves the vertex count.
  return closed ? p : dropCollinear(p, 0.05);
}
