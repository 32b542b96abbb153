// Motion that explains (issue 20): when the board is redrawn, pieces that left one area and
// appeared in another (a march, a retreat) travel there in a short hop instead of jumping, so a
// player who looked away still sees what moved. Units have no identity in the state, so pieces are
// paired by house and type: the pieces an area lost go, in board order, to the areas that gained
// pieces of the same house and type. A redraw during a trip ends it (its frames write nothing).
import { Matrix4, type InstancedMesh } from 'three';
import type { AreaId } from '../engine/data/areas';
import type { Animate } from './order-tokens';

export const MARCH_SECONDS = 0.7;
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

const scratch = new Matrix4();

/** Records where each piece is drawn on one redraw, and animates the trips from the last one. */
export class UnitMotion {
  #before: Layout = new Map();
  #after: Layout = new Map();
  #generation = 0;

  constructor(private readonly animate: Animate | null) {}

  /** A piece of `kind` ("house:type") drawn at instance `index` of `mesh`, in `area`. */
  place(kind: string, area: AreaId, placed: Placed): void {
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
    this.#before = this.#after;
    this.#after = new Map();
    if (this.animate === null || first || trips.length === 0 || trips.length > MAX_TRIPS) return 0;
    for (const trip of trips) this.#start(trip, generation);
    return trips.length;
  }

  #start({ from, to }: Trip, generation: number): void {
    const end = new Matrix4();
    to.mesh.getMatrixAt(to.index, end);
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
