// All units on the board: one instanced mesh per unit type (four draw calls for any number of
// units), coloured per instance by house, each unit on its area's unit slot (token-layout.ts), at
// the area's scale. More units than slots stack by kind under a count badge. Routed units lie on
// their side ([2E-TERM-16] is the engine's business; the board only shows the `routed` flag).
import { Color, Group, InstancedMesh, MeshLambertMaterial, Object3D } from 'three';
import type { AreaId } from '../engine/data/areas';
import type { House, UnitType } from '../engine/data/vocabulary';
import type { GameState, Unit } from '../engine/state';
import type { Atlas } from './atlas';
import { HOUSE_COLORS } from './house-colors';
import type { MapModel } from './map-model';
import type { ResourceTracker } from './resource-tracker';
import { createStackBadges } from './stack-badges';
import { UNIT_GEOMETRY, UNIT_TYPES } from './unit-shapes';
import type { BoardData, PickEvent, PickResolver, SceneModule } from './types';
import { surfaceHeight } from './surface';
import { PIECE_SCALE } from './token-layout';
import type { Animate } from './order-tokens';
import { UnitMotion } from './unit-motion';

/** Room for every unit every house owns (10 footmen, 5 knights, 6 ships, 2 siege engines each). */
export const UNIT_CAPACITY: { readonly [u in UnitType]: number } = { footman: 60, knight: 30, ship: 36, 'siege-engine': 12 };

/**
 * Units are drawn this much larger than their modelled size, to read at the whole-map zoom; ships
 * and siege engines a little less, to stay inside their slot (token-layout.ts FOOTPRINT).
 */
const UNIT_SCALE: { readonly [u in UnitType]: number } = { footman: 2.3, knight: 2.3, ship: 2.0, 'siege-engine': 2.0 };
/** A routed unit lies on its side: shorter, so it stays in its slot, and centred on it. */
const ROUTED_SCALE = 0.7;
const ROUTED_SHIFT = 0.35;
/** A stack's badge floats over the piece's head, this big (at full scale). */
const BADGE_HEIGHT = 1.9;
const BADGE_SIZE = 1.4;

/** A run of units sharing one slot: units[first .. first + count). */
export interface Stack {
  readonly first: number;
  readonly count: number;
}

/**
 * Which units share a slot. Each unit has its own while there are enough slots; otherwise units
 * of one kind (house, type, routed; the state keeps them next to each other) share one, and if
 * kinds still outnumber the slots the last slot takes all the rest.
 */
export function stacksOf(units: readonly Unit[], slots: number): Stack[] {
  if (units.length <= slots) return units.map((_, first) => ({ first, count: 1 }));
  const kinds: Stack[] = [];
  units.forEach((u, i) => {
    const prev = i === 0 ? null : units[i - 1]!;
    if (prev !== null && prev.house === u.house && prev.type === u.type && prev.routed === u.routed) {
      const last = kinds[kinds.length - 1]!;
      kinds[kinds.length - 1] = { first: last.first, count: last.count + 1 };
    } else kinds.push({ first: i, count: 1 });
  });
  if (kinds.length <= slots) return kinds;
  const rest = kinds[slots - 1]!.first;
  return [...kinds.slice(0, slots - 1), { first: rest, count: units.length - rest }];
}

// Scratch objects: update() runs on every state change and allocates nothing per unit.
const dummy = new Object3D();
const scratchColor = new Color();
const ROUTED_TINT = new Color(0x8a8a8a);

interface Slot {
  area: AreaId | null;
  index: number;
  house: House | null;
}

export interface UnitMeshes extends SceneModule {
  readonly pickables: readonly InstancedMesh[];
  /** Unit pieces drawn now, per type (a stack is one piece). */
  count(type: UnitType): number;
  /** Count badges drawn now (one per stack of two or more). */
  badges(): number;
}

/** `animate`: marches and retreats travel (unit-motion.ts); null draws every change at once. */
export function createUnitMeshes(model: MapModel, data: BoardData, atlas: Atlas, tracker: ResourceTracker, animate: Animate | null = null): UnitMeshes {
  const motion = new UnitMotion(animate);
  const object = new Group();
  object.name = 'units';
  const badges = createStackBadges(atlas, tracker, [...model.byArea.values()].reduce((n, r) => n + r.layout!.units.length, 0));
  object.add(badges.object);
  const material = tracker.track(new MeshLambertMaterial({ color: 0xffffff }));
  const layers = UNIT_TYPES.map((type) => {
    const geometry = tracker.track(UNIT_GEOMETRY[type]());
    const mesh = tracker.track(new InstancedMesh(geometry, material, UNIT_CAPACITY[type]));
    mesh.name = `units:${type}`;
    mesh.count = 0;
    // Instances move anywhere on the board, so the mesh's own bounds say nothing: never cull it.
    mesh.frustumCulled = false;
    const slots: Slot[] = Array.from({ length: UNIT_CAPACITY[type] }, () => ({ area: null, index: 0, house: null }));
    const resolve: PickResolver = (instanceId) => {
      const slot = instanceId === undefined ? undefined : slots[instanceId];
      if (slot === undefined || slot.area === null || slot.house === null) return null;
      const event: PickEvent = { kind: 'unit', area: slot.area, index: slot.index, house: slot.house, type };
      return event;
    };
    mesh.userData['pick'] = resolve;
    object.add(mesh);
    return { type, mesh, slots };
  });
  const byType = new Map(layers.map((l) => [l.type, l]));
  /** Pieces of each type standing for units of the state (a shrinking casualty is not one). */
  const live = new Map<UnitType, number>();

  return {
    object,
    pickables: layers.map((l) => l.mesh),
    count: (type) => live.get(type) ?? 0,
    badges: () => badges.count(),
    update(state: GameState) {
      for (const l of layers) l.mesh.count = 0;
      badges.clear();
      for (const [area, region] of model.byArea) {
        const units = state.areas[area].units;
        if (units.length === 0) continue;
        const layout = region.layout!;
        const top = surfaceHeight(data.areas[area].kind);
        stacksOf(units, layout.units.length).forEach((stack, k) => {
          const unit = units[stack.first]!;
          const slot = layout.units[k]!;
          const layer = byType.get(unit.type)!;
          const n = layer.mesh.count;
          if (n >= UNIT_CAPACITY[unit.type]) throw new RangeError(`expected at most ${UNIT_CAPACITY[unit.type]} ${unit.type}s, got more`);
          const scale = UNIT_SCALE[unit.type] * layout.scale * PIECE_SCALE;
          dummy.position.set(slot.x, top, slot.z);
          dummy.rotation.set(0, 0, 0);
          dummy.scale.setScalar(scale);
          if (unit.routed) {
            // Lying on its side (head to the north), a little sunk so it rests on the board.
            dummy.rotation.set(-Math.PI / 2, 0, 0);
            dummy.scale.setScalar(scale * ROUTED_SCALE);
            dummy.position.y += 0.12 * scale * ROUTED_SCALE;
            dummy.position.z += ROUTED_SHIFT * scale * ROUTED_SCALE;
          }
          dummy.updateMatrix();
          layer.mesh.setMatrixAt(n, dummy.matrix);
          scratchColor.setHex(HOUSE_COLORS[unit.house]);
          if (unit.routed) scratchColor.lerp(ROUTED_TINT, 0.45);
          layer.mesh.setColorAt(n, scratchColor);
          const picked = layer.slots[n]!;
          picked.area = area;
          picked.index = stack.first;
          picked.house = unit.house;
          layer.mesh.count = n + 1;
          motion.place(`${unit.house}:${unit.type}`, area, { mesh: layer.mesh, index: n, x: dummy.position.x, y: dummy.position.y, z: dummy.position.z, routed: unit.routed });
          if (stack.count > 1) badges.add(slot.x, top + BADGE_HEIGHT * layout.scale * PIECE_SCALE, slot.z, BADGE_SIZE * layout.scale * PIECE_SCALE, stack.count);
        });
      }
      badges.commit();
      for (const l of layers) live.set(l.type, l.mesh.count);
      // After the live pieces: a lost piece is drawn a moment longer, past them (unit-motion.ts).
      motion.commit();
      for (const l of layers) {
        l.mesh.instanceMatrix.needsUpdate = true;
        if (l.mesh.instanceColor !== null) l.mesh.instanceColor.needsUpdate = true;
      }
    },
    dispose() {
      object.clear();
    },
  };
}
