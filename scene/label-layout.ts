// Where each area's name goes for a given view (issue 20: names of small areas were 6 px tall at the
// whole-map view). Every name is drawn at least `minLinePx` CSS pixels per line as the view projects
// it, never smaller than its printed size, and is placed by a greedy search over its area's cells:
// never over another name, never past the view's edge, as clear as it can be of the pieces and
// icons (every slot of the largest load, so a name never moves when pieces do), as far inside its
// own area as it can be, and near the printed anchor. Hardest names (fewest good spots) go first.
// The search runs in screen space, so what it keeps apart is what the player sees apart.
import type { AreaId } from '../engine/data/areas';
import type { Point } from './border-chains';
import type { Grid } from './grid';

/** A name to place: its atlas entry's shape, its printed size and anchor, its area's cells. */
export interface LabelSpec {
  readonly area: AreaId;
  readonly region: number;
  /** Lines of text, and the share of the entry's height each line's box takes. */
  readonly lines: number;
  readonly lineShare: number;
  /** Entry width over height. */
  readonly aspect: number;
  /** Printed height of the whole entry (world units): the least it is drawn at. */
  readonly height: number;
  /** Printed place (world x/z). */
  readonly anchor: Point;
}

/** Something a name keeps clear of, as a world box (x/z ground, y from bottom to top). */
export interface Obstacle {
  readonly x0: number;
  readonly x1: number;
  readonly z0: number;
  readonly z1: number;
  readonly y0: number;
  readonly y1: number;
}

/** A placed name: centre and size on the board (world units). */
export interface PlacedLabel {
  readonly x: number;
  readonly z: number;
  readonly w: number;
  readonly h: number;
  /** Set when the name lies beside its area, not over it: a line joins them. */
  readonly leader?: true;
  /** Set when no spot free of the other names was found at this view (a small board): the name is left out rather than drawn over another (the area card still names the area). */
  readonly hidden?: true;
}

/** Screen rectangle in CSS px (y down). */
export interface ScreenRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface LabelView {
  /** World point to CSS px from the view's top left (y down). */
  project(x: number, y: number, z: number): { x: number; y: number };
  readonly width: number;
  readonly height: number;
}

/** CSS px kept between two names, and between a name and the view's edge. */
const GAP_PX = 2;

/** How far (cells) from its area a name may go when there is no room in or over it; a leader line then points to it. */
const REACH = 9;
/** Screen buckets for the obstacles (CSS px). */
const BUCKET = 24;

const overlap = (a: ScreenRect, b: ScreenRect, gap = 0): number =>
  Math.max(0, Math.min(a.x1, b.x1) + gap - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) + gap - Math.max(a.y0, b.y0));

/** The screen bounds of a world box (its eight corners projected). */
export function screenBox(view: LabelView, o: Obstacle): ScreenRect {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const x of [o.x0, o.x1])
    for (const y of [o.y0, o.y1])
      for (const z of [o.z0, o.z1]) {
        const p = view.project(x, y, z);
        x0 = Math.min(x0, p.x);
        x1 = Math.max(x1, p.x);
        y0 = Math.min(y0, p.y);
        y1 = Math.max(y1, p.y);
      }
  return { x0, y0, x1, y1 };
}

/** The screen bounds of a flat name at height y: a box of no height. */
export function labelScreenRect(view: LabelView, l: PlacedLabel, y: number): ScreenRect {
  return screenBox(view, { x0: l.x - l.w / 2, x1: l.x + l.w / 2, y0: y, y1: y, z0: l.z - l.h / 2, z1: l.z + l.h / 2 });
}

interface Candidate {
  readonly label: PlacedLabel;
  readonly rect: ScreenRect;
  /** What it costs besides overlapping names (which it may not). */
  readonly cost: number;
  readonly clear: boolean;
}

/** A spot to try: grid point (cell units) and, for a spot beside the area, its distance from it. */
interface Spot {
  readonly gx: number;
  readonly gy: number;
  readonly reach: number;
}

/** Spots of one area, independent of the view: in it, and around it (for a name with a leader). */
interface Spots {
  readonly own: readonly Spot[];
  readonly ring: readonly Spot[];
}

/** Small areas: four spots a cell; large ones: every other cell each way (their names have room). */
function spotsOf(grid: Grid, region: number): Spots {
  const own: number[] = [];
  grid.cells.forEach((r, i) => {
    if (r === region) own.push(i);
  });
  const small = own.length < 60;
  const offsets = small ? [0.25, 0.75] : [0.5];
  const inner: Spot[] = [];
  for (const i of own) {
    const [x, y] = [i % grid.width, Math.floor(i / grid.width)];
    if (!small && (x % 2 === 1 || y % 2 === 1)) continue;
    for (const ox of offsets) for (const oy of offsets) inner.push({ gx: x + ox, gy: y + oy, reach: 0 });
  }
  const out: Spot[] = [];
  // Around it: every other cell within REACH of it, by a chamfer distance over its bounding box.
  const xs = own.map((i) => i % grid.width);
  const ys = own.map((i) => Math.floor(i / grid.width));
  const [x0, x1] = [Math.max(0, Math.min(...xs) - REACH), Math.min(grid.width - 1, Math.max(...xs) + REACH)];
  const [y0, y1] = [Math.max(0, Math.min(...ys) - REACH), Math.min(grid.height - 1, Math.max(...ys) + REACH)];
  const w = x1 - x0 + 1;
  const d = new Float64Array(w * (y1 - y0 + 1)).fill(Infinity);
  for (const i of own) d[(Math.floor(i / grid.width) - y0) * w + (i % grid.width) - x0] = 0;
  const relax = (x: number, y: number, dx: number, dy: number, step: number): void => {
    const [nx, ny] = [x + dx, y + dy];
    if (nx < 0 || ny < 0 || nx >= w || ny > y1 - y0) return;
    const c = d[ny * w + nx]! + step;
    if (c < d[y * w + x]!) d[y * w + x] = c;
  };
  for (let y = 0; y <= y1 - y0; y++)
    for (let x = 0; x < w; x++) {
      relax(x, y, -1, 0, 1);
      relax(x, y, 0, -1, 1);
      relax(x, y, -1, -1, Math.SQRT2);
      relax(x, y, 1, -1, Math.SQRT2);
    }
  for (let y = y1 - y0; y >= 0; y--)
    for (let x = w - 1; x >= 0; x--) {
      relax(x, y, 1, 0, 1);
      relax(x, y, 0, 1, 1);
      relax(x, y, 1, 1, Math.SQRT2);
      relax(x, y, -1, 1, Math.SQRT2);
    }
  for (let y = y0; y <= y1; y += 2)
    for (let x = x0; x <= x1; x += 2) {
      const reach = d[(y - y0) * w + x - x0]!;
      if (reach > 0 && reach <= REACH) out.push({ gx: x + 0.5, gy: y + 0.5, reach });
    }
  return { own: inner, ring: out };
}

/** What a spot beside the area costs before its distance: as much as a spot over the area with 15 % of the name under pieces. */
const LEADER_COST = 150;
/** Candidates kept per name, best first. */
const KEEP = 300;
/** Greedy passes: each puts the names that found no free spot first and tries again. */
const PASSES = 6;

/**
 * Places the names for a view. `key` names the view (its size, when the view is the whole-map
 * framing, which only the size decides): the last few results are kept by it, so a board mounted
 * again, or a window resized back, lays nothing out again.
 */
export type LabelLayout = (view: LabelView, minLinePx: number, key?: string) => ReadonlyMap<AreaId, PlacedLabel>;

/** Results kept per prepared layout. */
const KEPT_VIEWS = 4;

/**
 * Prepares the layout of `specs` (the spots to try, once per board) and returns the function that
 * places them for a view. `y` is the height the names lie at. A name takes a spot centred in its
 * area or, failing that, within REACH cells of it (`leader`: a line then joins them); a name that
 * finds no spot free of the others (none on the real map at the laptop and phone views; many on a
 * board a few hundred px tall) is left out (`hidden`) rather than drawn over another.
 */
export function prepareLabelLayout(
  grid: Grid,
  toWorld: (p: Point) => Point,
  specs: readonly LabelSpec[],
  obstacles: readonly Obstacle[],
  y: number,
): LabelLayout {
  const spots = specs.map((s) => spotsOf(grid, s.region));
  const origin = toWorld({ x: 0, y: 0 });
  const regionAtWorld = (x: number, z: number): number => {
    const gx = Math.floor(x - origin.x);
    const gy = Math.floor(z - origin.y);
    return gx < 0 || gy < 0 || gx >= grid.width || gy >= grid.height ? -1 : grid.cells[gy * grid.width + gx]!;
  };
  const results = new Map<string, ReadonlyMap<AreaId, PlacedLabel>>();
  return (view, minLinePx, key) => {
    const id = key === undefined ? undefined : `${key}:${minLinePx}`;
    const known = id === undefined ? undefined : results.get(id);
    if (known !== undefined) return known;
    const placed = place(view, minLinePx);
    if (id !== undefined) {
      results.set(id, placed);
      if (results.size > KEPT_VIEWS) results.delete(results.keys().next().value!);
    }
    return placed;
  };

  function place(view: LabelView, minLinePx: number): ReadonlyMap<AreaId, PlacedLabel> {
    // Obstacles in screen buckets, so a candidate tests only those near it.
    const boxes = obstacles.map((o) => screenBox(view, o));
    const cols = Math.ceil(view.width / BUCKET) + 1;
    const rows = Math.ceil(view.height / BUCKET) + 1;
    const buckets: number[][] = Array.from({ length: cols * rows }, () => []);
    const col = (x: number): number => Math.min(cols - 1, Math.max(0, Math.floor(x / BUCKET)));
    const row = (y: number): number => Math.min(rows - 1, Math.max(0, Math.floor(y / BUCKET)));
    boxes.forEach((b, k) => {
      for (let r = row(b.y0); r <= row(b.y1); r++) for (let c = col(b.x0); c <= col(b.x1); c++) buckets[r * cols + c]!.push(k);
    });
    const stamp = new Int32Array(boxes.length);
    let visit = 0;
    const coveredBy = (rect: ScreenRect): number => {
      visit++;
      let sum = 0;
      for (let r = row(rect.y0); r <= row(rect.y1); r++)
        for (let c = col(rect.x0); c <= col(rect.x1); c++)
          for (const k of buckets[r * cols + c]!) {
            if (stamp[k] === visit) continue;
            stamp[k] = visit;
            sum += overlap(rect, boxes[k]!);
          }
      return sum;
    };

    /** The name of `spec` centred at (x, z), at least minLinePx a line on screen. */
    const sized = (spec: LabelSpec, x: number, z: number): { label: PlacedLabel; rect: ScreenRect } => {
      const a = view.project(x, y, z - 0.5);
      const [ax, ay] = [a.x, a.y];
      const b = view.project(x, y, z + 0.5);
      // Screen px per world unit southwards here; a little more is asked, as the far half of a name is smaller.
      const perUnit = Math.hypot(b.x - ax, b.y - ay);
      let h = Math.max(spec.height, (minLinePx / spec.lineShare / perUnit) * 1.02);
      let label: PlacedLabel = { x, z, w: h * spec.aspect, h };
      let rect = labelScreenRect(view, label, y);
      const linePx = (rect.y1 - rect.y0) * spec.lineShare;
      if (linePx < minLinePx) {
        h *= (minLinePx / linePx) * 1.01;
        label = { x, z, w: h * spec.aspect, h };
        rect = labelScreenRect(view, label, y);
      }
      return { label, rect };
    };

    const candidatesOf = (spec: LabelSpec, spots: readonly Spot[]): Candidate[] => {
      const out: Candidate[] = [];
      for (const { gx, gy, reach } of spots) {
        const c = toWorld({ x: gx, y: gy });
        const { label, rect } = sized(spec, c.x, c.y);
        if (rect.x0 < GAP_PX || rect.y0 < GAP_PX || rect.x1 > view.width - GAP_PX || rect.y1 > view.height - GAP_PX) continue;
        // Share of the name lying outside its own area, sampled on a 5 × 3 lattice.
        let outside = 0;
        for (let i = 0; i < 5; i++)
          for (let j = 0; j < 3; j++) if (regionAtWorld(label.x + label.w * (i / 4 - 0.5) * 0.9, label.z + label.h * (j / 2 - 0.5) * 0.8) !== spec.region) outside++;
        if (reach > 0 && outside < 15) continue; // over its own area: a spot centred in it does better
        const covered = coveredBy(rect);
        const area = (rect.x1 - rect.x0) * (rect.y1 - rect.y0);
        const away = Math.hypot(label.x - spec.anchor.x, label.z - spec.anchor.y);
        const cost = (covered / area) * 1000 + (outside / 15) * 60 + away * 0.5 + (reach > 0 ? LEADER_COST + reach * 10 : 0);
        out.push({ label: reach > 0 ? { ...label, leader: true } : label, rect, clear: covered === 0, cost });
      }
      // The best few hundred are enough: past them a name is better off taking its least bad spot.
      return out.sort((a, b) => a.cost - b.cost).slice(0, KEEP);
    };

    const all = specs.map((spec, i) => {
      const candidates = candidatesOf(spec, spots[i]!.own);
      // Spots beside the area are looked at only for a name that needs them (a few on the real map).
      let ring: Candidate[] | null = null;
      const beside = (): Candidate[] => (ring ??= candidatesOf(spec, spots[i]!.ring));
      return { spec, candidates, beside, clear: candidates.filter((c) => c.clear && c.cost < LEADER_COST).length };
    });
    // Fewest spots clear of pieces first; then the widest.
    let order = [...all].sort((a, b) => a.clear - b.clear || b.spec.aspect - a.spec.aspect);
    let best: { placed: Map<AreaId, PlacedLabel>; failed: readonly (typeof all)[number][]; cost: number } | null = null;
    for (let pass = 0; pass < PASSES; pass++) {
      const placed = new Map<AreaId, PlacedLabel>();
      const taken: ScreenRect[] = [];
      const failed: typeof all = [];
      let cost = 0;
      for (const entry of order) {
        const isFree = (c: Candidate): boolean => taken.every((t) => overlap(c.rect, t, GAP_PX) === 0);
        let free = entry.candidates.find(isFree);
        // A leader costs more than any spot over the area but a mostly covered one.
        if (free === undefined || free.cost >= LEADER_COST) {
          const side = entry.beside().find(isFree);
          if (side !== undefined && (free === undefined || side.cost < free.cost)) free = side;
        }
        if (free === undefined) failed.push(entry);
        const pick = free ?? entry.candidates[0] ?? { ...sized(entry.spec, entry.spec.anchor.x, entry.spec.anchor.y), cost: 0 };
        cost += 'cost' in pick ? pick.cost : 0;
        placed.set(entry.spec.area, pick.label);
        taken.push(pick.rect);
      }
      if (best === null || failed.length < best.failed.length || (failed.length === best.failed.length && cost < best.cost)) best = { placed, failed, cost };
      if (failed.length === 0) break;
      order = [...failed, ...order.filter((e) => !failed.includes(e))];
    }
    // A name with no free spot would lie over another: left out (each other name had a free spot
    // among all the spots taken, the left-out ones' too, so what is drawn never overlaps).
    for (const entry of best!.failed) best!.placed.set(entry.spec.area, { ...best!.placed.get(entry.spec.area)!, hidden: true });
    return best!.placed;
  }
}
