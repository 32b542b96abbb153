// Motion that explains (issue 20): when the board is redrawn, pieces that left one area and
// appeared in another (a march, a retreat) travel there in a short hop instead of jumping, so a
// player who looked away still sees what moved. Units have no identity in the state, so pieces are
// paired by house and type: the pieces an area lost go, in board order, to the areas that gained
// pieces of the same house and type. A piece that stays but is routed (a lost battle) lies down
// slowly; a piece that went nowhere (a casualty) shrinks into the board. A redraw during a trip ends it (its frames write nothing).
import { Color, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { AreaId } from '../engine/data/areas';
import type { Animate } from './order-tokens';

export const MARCH_SECONDS = 0.7;
export const ROUT_SECONDS = 0.5;
export const LOSS_SECONDS = 0.6;
/** How high (world units) a piece hops at the middle of its trip. */
const HOP = 2.5;
/** More moved pieces than this is a jump (a replay's slider, a reload): drawn at once. */
const MAX_TRIPS = 16;

interface Placed {
  readonly mesh: InstancedMesh;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly routed: boolean;
}

type Layout = Map<string, Map<AreaId, Placed[]>>;

export interface Trip {
  readonly from: { readonly x: number; readonly y: number; readonly z: number };
  readonly to: Placed;
}

/** Pairs the pieces each (house, type) lost in some areas with those it gained in others. */
export function tripsBetween(before: Layout, after: Layout): Trip[] {
  const trips: Trip[] = [];
  for (const [kind, areas] of after) {
    const old = before.get(kind) ?? new Map<AreaId, Placed[]>();
    const gone: Placed[] = [];
    for (const [area, pieces] of old) gone.push(...pieces.slice(areas.get(area)?.length ?? 0));
    const come: Placed[] = [];
    for (const [area, pieces] of areas) come.push(...pieces.slice(old.get(area)?.length ?? 0));
    for (let i = 0; i < Math.min(gone.length, come.length); i++) trips.push({ from: gone[i]!, to: come[i]! });
  }
  return trips;
}

/** Pieces of each (house, type) that went without arriving anywhere: casualties, destroyed units. */
export function lossesBetween(before: Layout, after: Layout): Placed[] {
  const losses: Placed[] = [];
  for (const [kind, old] of before) {
    const areas = after.get(kind) ?? new Map<AreaId, Placed[]>();
    const gone: Placed[] = [];
    for (const [area, pieces] of old) gone.push(...pieces.slice(areas.get(area)?.length ?? 0));
    let come = 0;
    for (const [area, pieces] of areas) come += Math.max(0, pieces.length - (old.get(area)?.length ?? 0));
    losses.push(...gone.slice(come));
  }
  return losses;
}

/** Pieces that stayed in their area (the same place in its row) and were routed or rallied since. */
export function routsBetween(before: Layout, after: Layout): { from: Matrix4; to: Placed }[] {
  const routs: { from: Matrix4; to: Placed }[] = [];
  for (const [kind, areas] of after) {
    for (const [area, pieces] of areas) {
      const old = before.get(kind)?.get(area) ?? [];
      pieces.forEach((p, i) => {
        const was = old[i];
        if (was !== undefined && was.routed !== p.routed) routs.push({ from: matrixOf(was), to: p });
      });
    }
  }
  return routs;
}

/** The matrix a piece was drawn with when it was placed. */
function matrixOf(p: Placed & { matrix?: Matrix4 }): Matrix4 {
  return p.matrix ?? p.mesh.getMatrixAt(p.index, new Matrix4());
}

const scratch = new Matrix4();
const [p0, p1, s0, s1] = [new Vector3(), new Vector3(), new Vector3(), new Vector3()];
const [q0, q1] = [new Quaternion(), new Quaternion()];

/** Records where each piece is drawn on one redraw, and animates the trips from the last one. */
export class UnitMotion {
  #before: Layout = new Map();
  #after: Layout = new Map();
  #generation = 0;

  constructor(private readonly animate: Animate | null) {}

  /** A piece of `kind` ("house:type") drawn at instance `index` of `mesh`, in `area`. */
  place(kind: string, area: AreaId, placed: Placed): void {
    // Kept, since the instance will hold another piece's matrix at the next redraw.
    (placed as Placed & { matrix?: Matrix4 }).matrix = placed.mesh.getMatrixAt(placed.index, new Matrix4());
    (placed as Placed & { color?: Color }).color = placed.mesh.instanceColor === null ? new Color(1, 1, 1) : placed.mesh.getColorAt(placed.index, new Color());
    let areas = this.#after.get(kind);
    if (areas === undefined) this.#after.set(kind, (areas = new Map()));
    let pieces = areas.get(area);
    if (pieces === undefined) areas.set(area, (pieces = []));
    pieces.push(placed);
  }

  /** After a redraw: starts the trips (none on the first redraw, or for a jump). Returns how many. */
  commit(): number {
    const generation = ++this.#generation;
    const first = this.#before.size === 0;
    const trips = tripsBetween(this.#before, this.#after);
    const routs = routsBetween(this.#before, this.#after);
    const losses = lossesBetween(this.#before, this.#after);
    this.#before = this.#after;
    this.#after = new Map();
    if (this.animate === null || first || trips.length + routs.length + losses.length > MAX_TRIPS) return 0;
    for (const trip of trips) this.#start(trip, generation);
    for (const rout of routs) this.#lieDown(rout.from, rout.to, generation);
    for (const loss of losses) this.#sink(loss, generation);
    return trips.length + routs.length + losses.length;
  }

  /** A lost piece: drawn once more, past the mesh's live instances, shrinking into the board. */
  #sink(loss: Placed, generation: number): void {
    const mesh = loss.mesh;
    const index = mesh.count;
    if (index >= mesh.instanceMatrix.count) return; // no spare instance: it just goes
    mesh.count = index + 1;
    mesh.setColorAt(index, (loss as Placed & { color?: Color }).color ?? new Color(1, 1, 1));
    if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
    matrixOf(loss).decompose(p0, q0, s0);
    const [at, turn, size] = [p0.clone(), q0.clone(), s0.clone()];
    const p = new Vector3();
    const sc = new Vector3();
    this.animate!(LOSS_SECONDS, (t) => {
      if (generation !== this.#generation) return;
      scratch.compose(p.copy(at).setY(at.y - t * 0.5), turn, sc.copy(size).multiplyScalar(1 - t));
      mesh.setMatrixAt(index, scratch);
      mesh.instanceMatrix.needsUpdate = true;
    });
  }

  #lieDown(from: Matrix4, to: Placed, generation: number): void {
    const end = matrixOf(to).clone();
    from.decompose(p0, q0, s0);
    end.decompose(p1, q1, s1);
    const [a, b, qa, qb, sa, sb] = [p0.clone(), p1.clone(), q0.clone(), q1.clone(), s0.clone(), s1.clone()];
    const p = new Vector3();
    const q = new Quaternion();
    const sc = new Vector3();
    this.animate!(ROUT_SECONDS, (t) => {
      if (generation !== this.#generation) return;
      scratch.compose(p.lerpVectors(a, b, t), q.slerpQuaternions(qa, qb, t), sc.lerpVectors(sa, sb, t));
      to.mesh.setMatrixAt(to.index, scratch);
      to.mesh.instanceMatrix.needsUpdate = true;
    });
  }

  #start({ from, to }: Trip, generation: number): void {
    const end = matrixOf(to).clone();
    this.animate!(MARCH_SECONDS, (t) => {
      if (generation !== this.#generation) return;
      scratch.copy(end);
      const e = scratch.elements;
      e[12] = from.x + (to.x - from.x) * t;
      e[13] = from.y + (to.y - from.y) * t + Math.sin(Math.PI * t) * HOP;
      e[14] = from.z + (to.z - from.z) * t;
      to.mesh.setMatrixAt(to.index, scratch);
      to.mesh.instanceMatrix.needsUpdate = true;
    });
  }
}
