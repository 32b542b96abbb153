// All units on the board: one instanced mesh per unit type (four draw calls for any number of
// units), coloured per instance by house. Routed units lie on their side ([2E-TERM-16] is the
// engine's business; the board only shows the `routed` flag it is given).
import { Color, Group, InstancedMesh, MeshLambertMaterial, Object3D } from 'three';
import type { AreaId } from '../engine/data/areas';
import type { House, UnitType } from '../engine/data/vocabulary';
import type { GameState } from '../engine/state';
import { HOUSE_COLORS } from './house-colors';
import type { MapModel } from './map-model';
import type { ResourceTracker } from './resource-tracker';
import { UNIT_GEOMETRY, UNIT_TYPES } from './unit-shapes';
import type { BoardData, PickEvent, PickResolver, SceneModule } from './types';
import { surfaceHeight } from './surface';

/** Room for every unit every house owns (10 footmen, 5 knights, 6 ships, 2 siege engines each). */
export const UNIT_CAPACITY: { readonly [u in UnitType]: number } = { footman: 60, knight: 30, ship: 36, 'siege-engine': 12 };

/** Units are drawn this much larger than their modelled size, to read at the whole-map zoom. */
const UNIT_SCALE = 2.3;
const SPACING = 1.7;
const PORT_SCALE = 1.3;
const PORT_SPACING = 0.7;
const PER_ROW = 4;

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
  /** Units drawn now, per type. */
  count(type: UnitType): number;
}

export function createUnitMeshes(model: MapModel, data: BoardData, tracker: ResourceTracker): UnitMeshes {
  const object = new Group();
  object.name = 'units';
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

  return {
    object,
    pickables: layers.map((l) => l.mesh),
    count: (type) => byType.get(type)!.mesh.count,
    update(state: GameState) {
      for (const l of layers) l.mesh.count = 0;
      for (const [area, region] of model.byArea) {
        const units = state.areas[area].units;
        if (units.length === 0) continue;
        const { x, y: z } = region.anchors.units;
        const kind = data.areas[area].kind;
        const top = surfaceHeight(kind);
        // A port is a small dock: its (at most three) ships are drawn smaller and closer.
        const scale = kind === 'port' ? PORT_SCALE : UNIT_SCALE;
        const spacing = kind === 'port' ? PORT_SPACING : SPACING;
        const rows = Math.ceil(units.length / PER_ROW);
        units.forEach((unit, i) => {
          const layer = byType.get(unit.type)!;
          const n = layer.mesh.count;
          if (n >= UNIT_CAPACITY[unit.type]) throw new RangeError(`expected at most ${UNIT_CAPACITY[unit.type]} ${unit.type}s, got more`);
          const row = Math.floor(i / PER_ROW);
          const inRow = row === rows - 1 ? units.length - row * PER_ROW : PER_ROW;
          const col = i - row * PER_ROW;
          dummy.position.set(x + (col - (inRow - 1) / 2) * spacing, top, z + (row - (rows - 1) / 2) * spacing);
          dummy.rotation.set(0, 0, 0);
          dummy.scale.setScalar(scale);
          if (unit.routed) {
            // Lying on its side, a little sunk so it rests on the board.
            dummy.rotation.set(-Math.PI / 2, 0, 0);
            dummy.position.y += 0.12 * scale;
          }
          dummy.updateMatrix();
          layer.mesh.setMatrixAt(n, dummy.matrix);
          scratchColor.setHex(HOUSE_COLORS[unit.house]);
          if (unit.routed) scratchColor.lerp(ROUTED_TINT, 0.45);
          layer.mesh.setColorAt(n, scratchColor);
          const slot = layer.slots[n]!;
          slot.area = area;
          slot.index = i;
          slot.house = unit.house;
          layer.mesh.count = n + 1;
        });
      }
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
