// Count badges ("×3") over stacked units: when an area holds more units than it has slots, units of
// one kind share a slot and a badge floats over the piece. All badges are one mesh (one draw call)
// of flat quads textured from the atlas; its buffers are allocated once and refilled on update.
import { BufferAttribute, BufferGeometry, Mesh, MeshBasicMaterial } from 'three';
import { numberTokenEntry, type Atlas, type AtlasEntry } from './atlas';
import type { ResourceTracker } from './resource-tracker';

/** Badges are painted up to this count; a larger stack shows this many with a plus. */
export const MAX_BADGE = 20;

export const badgeKey = (count: number): string => `badge:${Math.min(count, MAX_BADGE)}`;

/** Atlas entries of every badge, ×2 to ×20 (and "20+"). */
export function badgeEntries(): AtlasEntry[] {
  return Array.from({ length: MAX_BADGE - 1 }, (_, i) => {
    const n = i + 2;
    return numberTokenEntry(badgeKey(n), n === MAX_BADGE ? `${n}+` : `\u00d7${n}`, '#f6f0df', '#2a1d10', n >= 10 ? 46 : 58);
  });
}

export interface StackBadges {
  readonly object: Mesh;
  /** Badges drawn now. */
  count(): number;
  /** Starts a new set of badges (call before add). */
  clear(): void;
  /** A badge of `count` at (x, y, z), `size` across, lying flat. */
  add(x: number, y: number, z: number, size: number, count: number): void;
  /** Uploads what was added. */
  commit(): void;
}

export function createStackBadges(atlas: Atlas, tracker: ResourceTracker, capacity: number): StackBadges {
  const positions = new Float32Array(capacity * 4 * 3);
  const uvs = new Float32Array(capacity * 4 * 2);
  const indices = new Uint16Array(capacity * 6);
  for (let i = 0; i < capacity; i++) indices.set([4 * i, 4 * i + 2, 4 * i + 1, 4 * i, 4 * i + 3, 4 * i + 2], 6 * i);
  const geometry = tracker.track(new BufferGeometry());
  const position = new BufferAttribute(positions, 3);
  const uv = new BufferAttribute(uvs, 2);
  geometry.setAttribute('position', position);
  geometry.setAttribute('uv', uv);
  geometry.setIndex(new BufferAttribute(indices, 1));
  geometry.setDrawRange(0, 0);
  const material = tracker.track(new MeshBasicMaterial({ map: atlas.texture, transparent: true, alphaTest: 0.5 }));
  const object = new Mesh(geometry, material);
  object.name = 'stack-badges';
  // Badges move with the units anywhere on the board; they are never picked (the unit is).
  object.frustumCulled = false;
  object.raycast = () => {};
  object.renderOrder = 2;
  object.visible = false;
  let n = 0;
  return {
    object,
    count: () => n,
    clear() {
      n = 0;
    },
    add(x, y, z, size, count) {
      if (n >= capacity) throw new RangeError(`expected at most ${capacity} stack badges, got more`);
      const h = size / 2;
      // Corners north-west, north-east, south-east, south-west.
      positions.set([x - h, y, z - h, x + h, y, z - h, x + h, y, z + h, x - h, y, z + h], 12 * n);
      const r = atlas.rect(badgeKey(count));
      uvs.set([r.u0, r.v1, r.u1, r.v1, r.u1, r.v0, r.u0, r.v0], 8 * n);
      n++;
    },
    commit() {
      geometry.setDrawRange(0, 6 * n);
      // No stacks, no draw call.
      object.visible = n > 0;
      position.needsUpdate = true;
      uv.needsUpdate = true;
    },
  };
}
