// Where the pieces of each area go: a fixed set of slots per area (units, order, Power token,
// Garrison or Neutral Force), packed once from the area's drawn outline so that the largest load a
// game can put there fits without any two pieces overlapping, without covering the area's name and
// printed icons, and without leaving the area. Small areas get smaller pieces rather than overlaps.
// A port's order lies on its sea, beside the dock; the sea packs its own pieces around it.
import type { AreaId, AreaKind } from '../engine/data/areas';
import type { Point } from './border-chains';
import type { Outline } from './outlines';

/** A disc on the board, in world x/z: a piece stands at (x, z) and covers radius r. */
export interface Slot {
  readonly x: number;
  readonly z: number;
  readonly r: number;
}

/** An axis-aligned rectangle in world x/z. */
export interface Rect {
  readonly x0: number;
  readonly z0: number;
  readonly x1: number;
  readonly z1: number;
}

export interface AreaLayout {
  /** Pieces of this area are drawn at this fraction of their full size. */
  readonly scale: number;
  /** One slot per unit (or stack of units), north-west first. */
  readonly units: readonly Slot[];
  readonly order: Slot;
  /** Land areas only. */
  readonly power: Slot | null;
  /** Garrison or Neutral Force; land areas only, and the 1st edition's seas (`seaGuard`). */
  readonly guard: Slot | null;
  /** What the pieces keep clear: the name and the icons, the icons only, or nothing (too small). */
  readonly keepsClear: 'name-and-icons' | 'icons' | 'nothing';
}

/**
 * Every piece (unit, order, Power token, Garrison, Neutral Force) is drawn this much larger than
 * its model, so that pieces read at the whole-map view on a laptop and a phone (issue 20); the
 * packer below shrinks them again only where an area is too small.
 */
export const PIECE_SCALE = 1.3;

/** Radius each piece covers at full size, seen from above (world units; a cell is 1). */
export const FOOTPRINT = {
  /** Footman, Knight (with the horse's head) and Siege Engine. */
  unit: 0.75 * PIECE_SCALE,
  /** A ship's hull is about 1.8 long. */
  ship: 0.9 * PIECE_SCALE,
  order: 0.9 * PIECE_SCALE,
  power: 0.5 * PIECE_SCALE,
  /** A Garrison tile's corner (a Neutral Force disc is 0.85). */
  guard: 0.92 * PIECE_SCALE,
} as const;

/**
 * The largest realistic load: an army of at most 4 units ([2E-SUP-03]'s largest army), at most 3
 * ships in a port ([2E-PORT-02]). More units than slots are drawn as stacks with a count.
 */
export const UNIT_SLOTS: { readonly [k in AreaKind]: number } = { land: 4, sea: 4, port: 3 };

/** Sizes tried, largest first; the first at which everything fits is the area's scale. */
const SCALES = [1, 0.9, 0.8, 0.72, 0.64, 0.56, 0.5, 0.44, 0.385, 0.34, 0.29] as const;
/** Room kept between two pieces, and between a piece and the edge, at full size. */
const GAP = 0.14;

/** What the packer needs to know of one area, all in world coordinates. */
export interface LayoutInput {
  readonly area: AreaId;
  readonly kind: AreaKind;
  /** The outline's edges as x0, z0, x1, z1 quadruples (see outlineEdges). */
  readonly edges: Float64Array;
  /** Candidate centres (a lattice inside the area's cells), best first for the units. */
  readonly candidates: readonly Point[];
  /**
   * A cheap estimate of a point's distance to the area's edge, never more than one under the true
   * distance (the grid's chamfer distance of the point's cell); -1 outside the area's cells.
   */
  readonly roughClearance: (x: number, z: number) => number;
  /** Where the units should stand if they can: the pole of inaccessibility. */
  readonly pole: Point;
  /** The name's and the icons' rectangles, in that order. */
  readonly name: Rect | null;
  readonly icons: Rect | null;
  /** For a port: the sea its order lies on. */
  readonly portSea: AreaId | null;
  /** A sea that may hold a Neutral Force too (the 1st edition's absent houses' armies stand at sea, [1E-FEW-01]). */
  readonly seaGuard?: boolean;
}

/** An outline's edges (outer loop and holes) as x0, z0, x1, z1 quadruples, for fast distance queries. */
export function outlineEdges(outline: Outline): Float64Array {
  const loops = [outline.outer, ...outline.holes];
  const edges = new Float64Array(4 * loops.reduce((n, l) => n + l.length, 0));
  let k = 0;
  for (const loop of loops) {
    for (let i = 0, j = loop.length - 1; i < loop.length; j = i++) {
      edges[k++] = loop[j]!.x;
      edges[k++] = loop[j]!.y;
      edges[k++] = loop[i]!.x;
      edges[k++] = loop[i]!.y;
    }
  }
  return edges;
}

/**
 * Whether the disc of radius `need` around (x, z) lies inside the outline given by `edges`: the
 * centre inside (even-odd rule) and no edge nearer than `need`. Stops at the first edge too near.
 */
export function discInside(edges: Float64Array, x: number, z: number, need: number): boolean {
  const need2 = need * need;
  let inside = false;
  for (let k = 0; k < edges.length; k += 4) {
    const ax = edges[k]!;
    const az = edges[k + 1]!;
    const bx = edges[k + 2]!;
    const bz = edges[k + 3]!;
    if (az > z !== bz > z && x < ((bx - ax) * (z - az)) / (bz - az) + ax) inside = !inside;
    const dx = bx - ax;
    const dz = bz - az;
    const length2 = dx * dx + dz * dz;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (z - az) * dz) / length2));
    const ex = x - (ax + t * dx);
    const ez = z - (az + t * dz);
    if (ex * ex + ez * ez < need2) return false;
  }
  return inside;
}

/** Distance from a point to a rectangle (0 inside it). */
export function rectDistance(rect: Rect, x: number, z: number): number {
  const dx = Math.max(rect.x0 - x, 0, x - rect.x1);
  const dz = Math.max(rect.z0 - z, 0, z - rect.z1);
  return Math.hypot(dx, dz);
}

/** Unit arrangements, in pitches (one unit's diameter plus the gap), north-west first. */
const D = Math.SQRT1_2;
const PATTERNS: { readonly [n: number]: readonly (readonly [number, number][])[] } = {
  4: [
    [[-1.5, 0], [-0.5, 0], [0.5, 0], [1.5, 0]],
    [[-0.5, -0.5], [0.5, -0.5], [-0.5, 0.5], [0.5, 0.5]],
    [[0, -1.5], [0, -0.5], [0, 0.5], [0, 1.5]],
    [[-1.5 * D, -1.5 * D], [-0.5 * D, -0.5 * D], [0.5 * D, 0.5 * D], [1.5 * D, 1.5 * D]],
    [[1.5 * D, -1.5 * D], [0.5 * D, -0.5 * D], [-0.5 * D, 0.5 * D], [-1.5 * D, 1.5 * D]],
  ],
  3: [
    [[-1, 0], [0, 0], [1, 0]],
    [[0, -0.58], [-0.5, 0.29], [0.5, 0.29]],
    [[0, -1], [0, 0], [0, 1]],
    [[-D, -D], [0, 0], [D, D]],
    [[D, -D], [0, 0], [-D, D]],
  ],
};

interface Packing {
  readonly input: LayoutInput;
  readonly gap: number;
  readonly rects: readonly Rect[];
  readonly placed: Slot[];
}

function isFree(p: Packing, x: number, z: number, r: number, edges: Float64Array = p.input.edges, rough = p.input.roughClearance): boolean {
  const need = r + p.gap / 2;
  const quick = rough(x, z);
  if (quick < 0 || quick + 1 < need) return false;
  for (const s of p.placed) if (Math.hypot(s.x - x, s.z - z) < s.r + r + p.gap) return false;
  for (const rect of p.rects) if (rectDistance(rect, x, z) < need) return false;
  return discInside(edges, x, z, need);
}

function placeUnits(p: Packing, count: number, r: number): Slot[] | null {
  const pitch = 2 * r + p.gap;
  const patterns = PATTERNS[count]!;
  for (const c of p.input.candidates) {
    // Most candidates fail on the edge; the rough clearance says so without an exact test.
    if (p.input.roughClearance(c.x, c.y) + 1 < r) continue;
    for (const pattern of patterns) {
      if (pattern.every(([dx, dz]) => isFree(p, c.x + dx * pitch, c.y + dz * pitch, r))) {
        return pattern.map(([dx, dz]) => ({ x: c.x + dx * pitch, z: c.y + dz * pitch, r }));
      }
    }
  }
  return null;
}

/** The free spot nearest `near` among the area's (or its sea's) candidates, or null. */
function placeNear(p: Packing, near: Point, r: number, on: LayoutInput = p.input): Slot | null {
  const { candidates } = on;
  const d = candidates.map((c) => (c.x - near.x) ** 2 + (c.y - near.y) ** 2);
  // Look close by first: sorting a sea's thousands of spots for every piece would be slow.
  for (const reach of [4 + 6 * r, Infinity]) {
    const close = d.flatMap((v, i) => (v < reach * reach ? [i] : [])).sort((a, b) => d[a]! - d[b]!);
    for (const i of close) {
      const c = candidates[i]!;
      if (isFree(p, c.x, c.y, r, on.edges, on.roughClearance)) return { x: c.x, z: c.y, r };
    }
  }
  return null;
}

function centre(slots: readonly Slot[]): Point {
  return { x: slots.reduce((n, s) => n + s.x, 0) / slots.length, y: slots.reduce((n, s) => n + s.z, 0) / slots.length };
}

/** Packs one area at one scale, or says it does not fit. `taken` are other areas' pieces lying on it. */
function packAt(
  input: LayoutInput,
  scale: number,
  rects: readonly Rect[],
  taken: readonly Slot[],
  sea: LayoutInput | null,
  seaPrint: readonly Rect[] = [],
): Omit<AreaLayout, 'keepsClear'> | null {
  const p: Packing = { input, gap: GAP * scale, rects, placed: [...taken] };
  const unitR = (input.kind === 'land' ? FOOTPRINT.unit : FOOTPRINT.ship) * scale;
  const units = placeUnits(p, UNIT_SLOTS[input.kind], unitR);
  if (units === null) return null;
  p.placed.push(...units);
  const middle = centre(units);
  if (input.kind !== 'land') {
    // A port's order lies on its sea, as near the dock as the sea's own name allows.
    const order =
      sea === null
        ? placeNear(p, middle, FOOTPRINT.order * scale)
        : placeNear({ ...p, rects: seaPrint }, middle, FOOTPRINT.order * scale, sea);
    if (order === null || !input.seaGuard) return order === null ? null : { scale, units, order, power: null, guard: null };
    p.placed.push(order);
    const guard = placeNear(p, middle, FOOTPRINT.guard * scale);
    return guard === null ? null : { scale, units, order, power: null, guard };
  }
  const order = placeNear(p, middle, FOOTPRINT.order * scale);
  if (order === null) return null;
  p.placed.push(order);
  const guard = placeNear(p, middle, FOOTPRINT.guard * scale);
  if (guard === null) return null;
  p.placed.push(guard);
  const power = placeNear(p, { x: order.x, y: order.z }, FOOTPRINT.power * scale);
  return power === null ? null : { scale, units, order, power, guard };
}

/** Names and icon rows printed on the board, all areas' (a long name reaches over its neighbours). */
export interface Print {
  readonly names: readonly Rect[];
  readonly icons: readonly Rect[];
}

const touches = (a: Rect, b: Rect): boolean => a.x0 <= b.x1 && b.x0 <= a.x1 && a.z0 <= b.z1 && b.z0 <= a.z1;

function boundsOf(edges: Float64Array): Rect {
  let x0 = Infinity;
  let z0 = Infinity;
  let x1 = -Infinity;
  let z1 = -Infinity;
  for (let k = 0; k < edges.length; k += 2) {
    x0 = Math.min(x0, edges[k]!);
    x1 = Math.max(x1, edges[k]!);
    z0 = Math.min(z0, edges[k + 1]!);
    z1 = Math.max(z1, edges[k + 1]!);
  }
  return { x0, z0, x1, z1 };
}

/**
 * The largest scale at which an area holds its load, keeping as much print clear as it can: every
 * name and icon row that reaches into the area, then the icons only, then nothing.
 */
export function layoutArea(input: LayoutInput, taken: readonly Slot[] = [], sea: LayoutInput | null = null, print?: Print): AreaLayout {
  const own = (r: Rect | null): Rect[] => (r === null ? [] : [r]);
  const bounds = boundsOf(input.edges);
  const near = (rects: readonly Rect[] | undefined, mine: Rect | null): Rect[] => (rects === undefined ? own(mine) : rects.filter((r) => touches(r, bounds)));
  const tiers: [AreaLayout['keepsClear'], Rect[]][] = [
    ['name-and-icons', [...near(print?.names, input.name), ...near(print?.icons, input.icons)]],
    ['icons', near(print?.icons, input.icons)],
    ['nothing', []],
  ];
  // A port's order lies on its sea: it keeps the sea's print clear whatever the dock can keep clear.
  const seaBounds = sea === null ? null : boundsOf(sea.edges);
  const seaPrint =
    sea === null ? [] : print === undefined ? [...own(sea.name), ...own(sea.icons)] : [...print.names, ...print.icons].filter((r) => touches(r, seaBounds!));
  for (const [keepsClear, clear] of tiers) {
    // Keeping the print clear is worth shrinking the pieces, but not below a readable size.
    const scales = keepsClear === 'nothing' ? SCALES : SCALES.filter((s) => s * PIECE_SCALE >= 0.5);
    for (const scale of scales) {
      const packed = packAt(input, scale, clear, taken, sea, seaPrint);
      if (packed !== null) return { ...packed, keepsClear };
    }
  }
  throw new RangeError(`expected ${input.area} to hold its pieces at ${SCALES[SCALES.length - 1]} of their size, got no room`);
}

/** Every area's layout: ports first (their orders lie on the seas), then the seas and the land. */
export function layoutAreas(inputs: ReadonlyMap<AreaId, LayoutInput>): Map<AreaId, AreaLayout> {
  const all = [...inputs.values()];
  const print: Print = {
    names: all.flatMap((i) => (i.name === null ? [] : [i.name])),
    icons: all.flatMap((i) => (i.icons === null ? [] : [i.icons])),
  };
  const out = new Map<AreaId, AreaLayout>();
  const onSea = new Map<AreaId, Slot[]>();
  for (const [area, input] of inputs) {
    if (input.kind !== 'port' || input.portSea === null) continue;
    const sea = inputs.get(input.portSea)!;
    // Two ports on one sea (Shipbreaker Bay) keep their orders apart.
    const layout = layoutArea(input, onSea.get(input.portSea) ?? [], sea, print);
    out.set(area, layout);
    onSea.set(input.portSea, [...(onSea.get(input.portSea) ?? []), layout.order]);
  }
  for (const [area, input] of inputs) if (!out.has(area)) out.set(area, layoutArea(input, onSea.get(area) ?? [], null, print));
  return out;
}
