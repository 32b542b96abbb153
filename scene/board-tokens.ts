// Tokens that lie on areas besides orders: Power tokens (control markers) in house colours, the
// Garrisons of home areas, and Neutral Force tokens showing their strength or the impassable face.
import {
  BoxGeometry,
  Color,
  CylinderGeometry,
  Group,
  InstancedMesh,
  Mesh,
  MeshLambertMaterial,
  Object3D,
  type Material,
} from 'three';
import type { AreaId } from '../engine/data/areas';
import type { NeutralForce } from '../engine/data/neutral-forces';
import type { House } from '../engine/data/vocabulary';
import type { GameState } from '../engine/state';
import type { Atlas } from './atlas';
import { HOUSE_COLORS } from './house-colors';
import type { MapModel } from './map-model';
import type { ResourceCache, ResourceTracker } from './resource-tracker';
import { surfaceHeight } from './surface';
import { PIECE_SCALE } from './token-layout';
import type { BoardData, SceneModule } from './types';

export const GARRISON_KEY = 'garrison';
export const neutralKey = (force: NeutralForce): string => `neutral:${force}`;

const dummy = new Object3D();

/** A box whose top face is its second and last group, so a tile costs two draw calls, not six. */
function topLast(box: BoxGeometry): BoxGeometry {
  // BoxGeometry's faces, 6 indices each, in the order +x, -x, +y (top), -y, +z, -z.
  const index = box.index!;
  const all = Array.from(index.array);
  box.setIndex([...all.slice(0, 12), ...all.slice(18), ...all.slice(12, 18)]);
  box.clearGroups();
  box.addGroup(0, 30, 0);
  box.addGroup(30, 6, 1);
  return box;
}
const scratchColor = new Color();

export interface BoardTokens extends SceneModule {
  counts(): { power: number; garrisons: number; neutral: number };
}

export function createBoardTokens(
  model: MapModel,
  data: BoardData,
  atlas: Atlas,
  tracker: ResourceTracker,
  cache: ResourceCache,
): BoardTokens {
  const object = new Group();
  object.name = 'tokens';
  const powerGeometry = tracker.track(new CylinderGeometry(0.5, 0.5, 0.12, 20));
  const powerMaterial = tracker.track(new MeshLambertMaterial({ color: 0xffffff }));
  const power = tracker.track(new InstancedMesh(powerGeometry, powerMaterial, model.byArea.size));
  power.name = 'power-tokens';
  power.frustumCulled = false;
  power.count = 0;
  object.add(power);

  const guardGeometry = tracker.track(topLast(new BoxGeometry(1.3, 0.2, 1.3)));
  const neutralGeometry = tracker.track(new CylinderGeometry(0.85, 0.85, 0.16, 28));
  const houseMaterial = (house: House): Material => cache.get(`house:${house}`, () => new MeshLambertMaterial({ color: HOUSE_COLORS[house] }));
  const faceMaterial = (key: string): Material => cache.get(`face:${key}`, () => new MeshLambertMaterial({ map: atlas.subTexture(key) }));
  const stone = tracker.track(new MeshLambertMaterial({ color: 0x77736b }));

  const guards = new Map<AreaId, Mesh>();
  const guardOf = (area: AreaId): Mesh => {
    let mesh = guards.get(area);
    if (mesh === undefined) {
      mesh = new Mesh();
      const { guard, scale: room } = model.byArea.get(area)!.layout!;
      const scale = room * PIECE_SCALE;
      if (guard === null) throw new RangeError(`expected a Garrison or Neutral Force only where the area has its slot (land; a 1st-edition sea), got one in ${area}`);
      mesh.position.set(guard.x, surfaceHeight(data.areas[area].kind), guard.z);
      mesh.scale.setScalar(scale);
      object.add(mesh);
      guards.set(area, mesh);
    }
    return mesh;
  };

  let garrisons = 0;
  let neutral = 0;
  return {
    object,
    counts: () => ({ power: power.count, garrisons, neutral }),
    update(state: GameState) {
      power.count = 0;
      garrisons = 0;
      neutral = 0;
      for (const [area, region] of model.byArea) {
        const a = state.areas[area];
        const { power: slot, scale: room } = region.layout!;
        const scale = room * PIECE_SCALE;
        const top = surfaceHeight(data.areas[area].kind);
        if (a.powerToken !== null) {
          if (slot === null) throw new RangeError(`expected a Power token only on land, got one in ${area}`);
          dummy.position.set(slot.x, top + 0.07 * scale, slot.z);
          dummy.scale.setScalar(scale);
          dummy.updateMatrix();
          power.setMatrixAt(power.count, dummy.matrix);
          power.setColorAt(power.count, scratchColor.setHex(HOUSE_COLORS[a.powerToken]));
          power.count++;
        }
        // An area holds a Garrison or a Neutral Force, never both (home areas have no Neutral Force).
        if (a.garrison !== null) {
          const mesh = guardOf(area);
          mesh.geometry = guardGeometry;
          const house = houseMaterial(a.garrison);
          const faceUp = faceMaterial(GARRISON_KEY);
          mesh.material = [house, faceUp];
          mesh.position.y = top + 0.11 * mesh.scale.y;
          mesh.visible = true;
          garrisons++;
        } else if (a.neutralForce !== null) {
          const mesh = guardOf(area);
          mesh.geometry = neutralGeometry;
          mesh.material = [stone, faceMaterial(neutralKey(a.neutralForce)), stone];
          mesh.position.y = top + 0.09 * mesh.scale.y;
          mesh.visible = true;
          neutral++;
        } else {
          const mesh = guards.get(area);
          if (mesh !== undefined) mesh.visible = false;
        }
      }
      power.instanceMatrix.needsUpdate = true;
      if (power.instanceColor !== null) power.instanceColor.needsUpdate = true;
    },
    dispose() {
      object.clear();
      guards.clear();
    },
  };
}
