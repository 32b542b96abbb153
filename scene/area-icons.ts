// The printed symbols of each area: a keep for a Castle, a walled double keep for a Stronghold,
// barrels for supply and crowns for power. They never change, so they are placed once, as four
// instanced meshes, in a row under the area's name.
import { BoxGeometry, BufferGeometry, ConeGeometry, CylinderGeometry, Group, InstancedMesh, MeshLambertMaterial, Object3D, TorusGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { AreaId } from '../engine/data/areas';
import { labelLines } from './atlas';
import type { Point } from './border-chains';
import { LABEL_LINE_HEIGHT } from './labels';
import type { MapModel } from './map-model';
import type { ResourceTracker } from './resource-tracker';
import { surfaceHeight } from './surface';
import type { Rect } from './token-layout';
import type { BoardData, SceneModule } from './types';

/** Icons are modelled about 0.3 cells across and drawn this much larger (1.3 × 2.6 since issue 20: barrels and crowns were dots at the whole-map view). */
const ICON_SCALE = 3.4;
const ICON_STEP = 0.42 * ICON_SCALE;

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

const ICONS = {
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
} as const;
export type Icon = keyof typeof ICONS;
const ICON_COLORS: { readonly [i in Icon]: number } = { castle: 0x8d8a84, stronghold: 0x6d6a66, barrel: 0x7a4a22, crown: 0xd9a92b };
const ICON_ORDER: readonly Icon[] = ['castle', 'stronghold', 'barrel', 'crown'];

/** The icons of one area, left to right. */
export function iconsOf(data: BoardData, area: AreaId): Icon[] {
  const info = data.areas[area];
  const out: Icon[] = [];
  if (info.fortification === 'castle') out.push('castle');
  if (info.fortification === 'stronghold') out.push('stronghold');
  for (let i = 0; i < info.supply; i++) out.push('barrel');
  for (let i = 0; i < info.power; i++) out.push('crown');
  return out;
}

/** Where an area's icons stand: in a row under its name, centred on the name's anchor. */
export function iconRow(data: BoardData, area: AreaId, label: Point): { icon: Icon; x: number; z: number }[] {
  const icons = iconsOf(data, area);
  const below = (LABEL_LINE_HEIGHT * labelLines(data.areas[area].name).length) / 2 + 0.5;
  const wide = 0.1 * ICON_SCALE;
  const width = (icons.length - 1) * ICON_STEP + (icons[0] === 'stronghold' ? 2 * wide : 0);
  let x = label.x - width / 2;
  return icons.map((icon) => {
    if (icon === 'stronghold') x += wide;
    const at = { icon, x, z: label.y + below };
    x += ICON_STEP + (icon === 'stronghold' ? wide : 0);
    return at;
  });
}

/** Each icon as a box standing on the ground (world x/z, height above the area's top): what a name keeps clear of. */
export function iconBoxes(row: readonly { icon: Icon; x: number; z: number }[]): { x0: number; x1: number; z0: number; z1: number; height: number }[] {
  const tall: { readonly [i in Icon]: number } = { castle: 0.5, stronghold: 0.56, barrel: 0.22, crown: 0.2 };
  return row.map(({ icon, x, z }) => {
    const half = (icon === 'stronghold' ? 0.26 : 0.15) * ICON_SCALE;
    return { x0: x - half, x1: x + half, z0: z - 0.15 * ICON_SCALE, z1: z + 0.15 * ICON_SCALE, height: tall[icon] * ICON_SCALE };
  });
}

/**
 * The ground an icon row covers, seen from the opening view: icons are about 0.3 cells across
 * (stronghold 0.6) and stand up to 0.5 tall, so from the south they also hide a little to their north.
 */
export function iconRowRect(row: readonly { icon: Icon; x: number; z: number }[]): Rect | null {
  if (row.length === 0) return null;
  const half = (i: Icon): number => (i === 'stronghold' ? 0.26 : 0.15) * ICON_SCALE;
  const first = row[0]!;
  const last = row[row.length - 1]!;
  return { x0: first.x - half(first.icon), x1: last.x + half(last.icon), z0: first.z - 0.4 * ICON_SCALE, z1: first.z + 0.15 * ICON_SCALE };
}

export function createAreaIcons(model: MapModel, data: BoardData, tracker: ResourceTracker): SceneModule {
  const object = new Group();
  object.name = 'icons';
  const placements = new Map<Icon, { x: number; y: number; z: number }[]>(ICON_ORDER.map((i) => [i, []]));
  for (const [area, region] of model.byArea) {
    for (const { icon, x, z } of iconRow(data, area, region.anchors.label)) {
      placements.get(icon)!.push({ x, y: surfaceHeight(data.areas[area].kind), z });
    }
  }
  const dummy = new Object3D();
  for (const icon of ICON_ORDER) {
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
