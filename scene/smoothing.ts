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

/** Drops points that lie on the straight line between their neighbours (ends always kept). */
export function dropCollinear(points: readonly Point[], epsilon = 1e-7): Point[] {
  if (points.length <= 2) return [...points];
  const out: Point[] = [points[0]!];
  for (let i = 1; i + 1 < points.length; i++) {
    const a = out[out.length - 1]!;
    const b = points[i]!;
    const c = points[i + 1]!;
    const cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    if (Math.abs(cross) > epsilon) out.push(b);
  }
  out.push(points[points.length - 1]!);
  return out;
}

/** The smoothing used for the board: midpoints, `passes` Chaikin passes, collinear points removed. */
export function smoothChain(points: readonly Point[], closed: boolean, passes = 2): Point[] {
  let p = midpoints(points, closed);
  for (let i = 0; i < passes; i++) p = chaikin(p, closed);
  return dropCollinear(p);
}
