// Area names lying flat on the map, all in one mesh (one draw call) textured from the atlas.
import { BufferGeometry, Float32BufferAttribute, Mesh, MeshBasicMaterial } from 'three';
import type { AreaId } from '../engine/data/areas';
import { labelLines, type Atlas } from './atlas';
import { LAND_TOP, SEA_TOP } from './area-meshes';
import type { MapModel } from './map-model';
import type { ResourceTracker } from './resource-tracker';
import type { BoardData, SceneModule } from './types';

/** Height of one line of a name, in world units (cells). */
export const LABEL_LINE_HEIGHT = 1.7;

export const labelKey = (area: AreaId): string => `label:${area}`;

/** Areas that carry a name on the map: all but the ports, which are too small and named by their land. */
export function labelledAreas(data: BoardData, model: MapModel): AreaId[] {
  return [...model.byArea.keys()].filter((a) => data.areas[a].kind !== 'port');
}

/** World size of a name whose atlas entry has `aspect` (width over height), in an area whose row offers `room`. */
export function labelSize(name: string, aspect: number, room: number): { w: number; h: number } {
  const full = LABEL_LINE_HEIGHT * labelLines(name).length;
  // Names shrink (down to 80 %; 70 % before issue 20: too small to read) to fit narrow areas such as straits and small islands.
  const fit = Math.min(1, Math.max(0.8, (room - 0.5) / (full * aspect)));
  const h = full * fit;
  return { w: h * aspect, h };
}

export function createLabels(model: MapModel, data: BoardData, atlas: Atlas, tracker: ResourceTracker): SceneModule {
  const areas = labelledAreas(data, model);
  const positions: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  for (const area of areas) {
    const { label } = model.byArea.get(area)!.anchors;
    const rect = atlas.rect(labelKey(area));
    const { w, h } = labelSize(data.areas[area].name, rect.aspect, model.byArea.get(area)!.anchors.labelRoom);
    const y = (data.areas[area].kind === 'land' ? LAND_TOP : SEA_TOP) + 0.04;
    const base = positions.length / 3;
    // Corners north-west, north-east, south-east, south-west; v1 is the top of the text.
    positions.push(label.x - w / 2, y, label.y - h / 2, label.x + w / 2, y, label.y - h / 2, label.x + w / 2, y, label.y + h / 2, label.x - w / 2, y, label.y + h / 2);
    uvs.push(rect.u0, rect.v1, rect.u1, rect.v1, rect.u1, rect.v0, rect.u0, rect.v0);
    indices.push(base, base + 2, base + 1, base, base + 3, base + 2);
  }
  const geometry = tracker.track(new BufferGeometry());
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  geometry.setIndex(indices);
  geometry.computeBoundingSphere();
  const material = tracker.track(new MeshBasicMaterial({ map: atlas.texture, transparent: true, depthWrite: false }));
  const object = new Mesh(geometry, material);
  object.name = 'labels';
  // Names sit on top of the map but under pieces: drawn after the opaque map, never picked.
  object.renderOrder = 1;
  object.raycast = () => {};
  return {
    object,
    update() {
      // Names never change with the state.
    },
    dispose() {
      object.removeFromParent();
    },
  };
}
