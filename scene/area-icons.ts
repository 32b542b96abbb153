// The printed symbols of each area: a keep for a Castle, a walled double keep for a Stronghold,
// barrels for supply and crowns for power. They never change, so they are placed once, as four
// instanced meshes, in a row under the area's name.
import { BoxGeometry, BufferGeometry, ConeGeometry, CylinderGeometry, Group, InstancedMesh, MeshLambertMaterial, Object3D, TorusGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { ICON_SCALE, ICONS_IN_ORDER, iconRow, type Icon } from './icon-row';
import type { MapModel } from './map-model';
import type { ResourceTracker } from './resource-tracker';
import { surfaceHeight } from './surface';
import type { BoardData, SceneModule } from './types';

function merged(parts: BufferGeometry[]): BufferGeometry {
  const flat = parts.map((p) => {
    const g = p.toNonIndexed();
    p.dispose();
    g.deleteAttribute('uv');
    return g;
  });
  const out = mergeGeometries(flat);
  for (const g of flat) g.dispose();
  if (out === null) throw new TypeError('expected icon parts with matching attributes, got a mismatch');
  return out;
}

function tower(x: number, height: number): BufferGeometry[] {
  const body = new CylinderGeometry(0.1, 0.12, height, 8);
  body.translate(x, height / 2, 0);
  const roof = new ConeGeometry(0.14, 0.16, 8);
  roof.translate(x, height + 0.08, 0);
  return [body, roof];
}

const ICONS: { readonly [i in Icon]: () => BufferGeometry } = {
  castle: () => merged(tower(0, 0.34)),
  stronghold: () => {
    const wall = new BoxGeometry(0.36, 0.18, 0.12);
    wall.translate(0, 0.09, 0);
    return merged([...tower(-0.16, 0.4), ...tower(0.16, 0.4), wall]);
  },
  barrel: () => {
    const g = new CylinderGeometry(0.09, 0.09, 0.22, 10);
    g.translate(0, 0.11, 0);
    return g;
  },
  crown: () => {
    const band = new TorusGeometry(0.1, 0.035, 6, 12);
    band.rotateX(Math.PI / 2);
    band.translate(0, 0.05, 0);
    const spikes = [0, 1, 2, 3, 4].map((i) => {
      const c = new ConeGeometry(0.035, 0.12, 5);
      c.translate(Math.cos((i * 2 * Math.PI) / 5) * 0.1, 0.14, Math.sin((i * 2 * Math.PI) / 5) * 0.1);
      return c;
    });
    return merged([band, ...spikes]);
  },
};
const ICON_COLORS: { readonly [i in Icon]: number } = { castle: 0x8d8a84, stronghold: 0x6d6a66, barrel: 0x7a4a22, crown: 0xd9a92b };

export function createAreaIcons(model: MapModel, data: BoardData, tracker: ResourceTracker): SceneModule {
  const object = new Group();
  object.name = 'icons';
  const placements = new Map<Icon, { x: number; y: number; z: number }[]>(ICONS_IN_ORDER.map((i) => [i, []]));
  for (const [area, region] of model.byArea) {
    for (const { icon, x, z } of iconRow(data, area, region.anchors.label)) {
      placements.get(icon)!.push({ x, y: surfaceHeight(data.areas[area].kind), z });
    }
  }
  const dummy = new Object3D();
  for (const icon of ICONS_IN_ORDER) {
    const spots = placements.get(icon)!;
    if (spots.length === 0) continue;
    const geometry = tracker.track(ICONS[icon]());
    const material = tracker.track(new MeshLambertMaterial({ color: ICON_COLORS[icon] }));
    const mesh = tracker.track(new InstancedMesh(geometry, material, spots.length));
    mesh.name = `icons:${icon}`;
    spots.forEach((s, i) => {
      dummy.position.set(s.x, s.y, s.z);
      dummy.scale.setScalar(ICON_SCALE);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
    });
    mesh.computeBoundingSphere();
    mesh.raycast = () => {};
    object.add(mesh);
  }
  return {
    object,
    update() {
      // Printed on the board: nothing to redraw.
    },
    dispose() {
      object.clear();
    },
  };
}
