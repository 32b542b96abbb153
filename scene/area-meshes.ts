// The map itself: land areas extruded as low plateaus, seas flat, ports as small docks, the land
// beyond the Wall as a high ice shelf, and the borders between them as lines. Areas can be
// highlighted (legal targets); each area mesh reports itself when picked.
import {
  BufferGeometry,
  Color,
  DoubleSide,
  Float32BufferAttribute,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  Path,
  Shape,
  ShapeGeometry,
  Vector2,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { AreaId, AreaKind } from '../engine/data/areas';
import type { GameState } from '../engine/state';
import type { Point } from './border-chains';
import type { MapModel, RegionModel } from './map-model';
import type { ResourceTracker } from './resource-tracker';
import { LAND_TOP, PORT_TOP, SEA_TOP, WALL_TOP } from './surface';
import type { BoardData, PickResolver, SceneModule, Selection } from './types';


const HIGHLIGHT = new Color(0xf3c63f);
const scratch = new Color();

/** World x/z points to a Shape in the x/(-z) plane, which rotateX(-90°) lays flat with north up. */
function shapeOf(region: RegionModel): Shape {
  const toV = (p: Point): Vector2 => new Vector2(p.x, -p.y);
  const shape = new Shape(region.outline.outer.map(toV));
  for (const hole of region.outline.holes) shape.holes.push(new Path(hole.map(toV)));
  return shape;
}

/** A small, fixed hash so that neighbouring areas get slightly different shades. */
function jitter(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return ((h >>> 0) % 1000) / 1000 - 0.5;
}

const NORTH_LAND = new Color(0x8f9a7a);
const MIDDLE_LAND = new Color(0x9bab62);
const SOUTH_LAND = new Color(0xd1b071);
const SEA = new Color(0x2f5f8a);
const PORT = new Color(0x6b5a43);

function landColor(z: number, depth: number, id: string): Color {
  const t = Math.min(Math.max(z / depth + 0.5, 0), 1);
  const c = t < 0.5 ? NORTH_LAND.clone().lerp(MIDDLE_LAND, t * 2) : MIDDLE_LAND.clone().lerp(SOUTH_LAND, (t - 0.5) * 2);
  return c.offsetHSL(jitter(id) * 0.04, 0, jitter(`${id}!`) * 0.08);
}

export interface AreaMeshes extends SceneModule {
  /** The one mesh of every area's top, for picking (a hit's face says which area). */
  readonly pickables: readonly Mesh[];
  /** The colour an area's top is drawn in now (its own, or lit as a legal target). */
  colorOf(area: AreaId): number;
}

/** A lit area's top: its own colour pulled this far towards gold. */
const HIGHLIGHT_MIX = 0.55;

export function createAreaMeshes(model: MapModel, data: BoardData, tracker: ResourceTracker): AreaMeshes {
  const object = new Group();
  object.name = 'areas';
  // Cliffs of all land (and of the ice beyond the Wall) are one mesh each, and all the tops are one
  // mesh with a colour per vertex: three draw calls for the whole map (one per area before: 59).
  const cliff = tracker.track(new MeshLambertMaterial({ color: 0x6f6450, side: DoubleSide }));
  const iceCliff = tracker.track(new MeshLambertMaterial({ color: 0xa9bccc, side: DoubleSide }));
  const landCliffs: number[] = [];
  const wallCliffs: number[] = [];

  const kindOf = (r: RegionModel): AreaKind | 'wall' => (r.area === null ? 'wall' : data.areas[r.area].kind);

  const parts: BufferGeometry[] = [];
  const spans = new Map<AreaId, { first: number; count: number; color: Color }>();
  const faceArea: (AreaId | null)[] = [];
  let vertices = 0;
  for (const region of model.regions) {
    const kind = kindOf(region);
    const geometry = new ShapeGeometry(shapeOf(region), 1).toNonIndexed();
    geometry.deleteAttribute('uv');
    const height = kind === 'wall' ? WALL_TOP : kind === 'land' ? LAND_TOP : kind === 'port' ? PORT_TOP : SEA_TOP;
    geometry.translate(0, 0, height);
    geometry.rotateX(-Math.PI / 2);
    if (kind === 'land' || kind === 'wall') cliffsOf(region, height, kind === 'land' ? landCliffs : wallCliffs);
    const color =
      kind === 'wall'
        ? new Color(0xe4edf3)
        : kind === 'sea'
          ? SEA.clone().offsetHSL(0, 0, jitter(region.area!) * 0.05)
          : kind === 'port'
            ? PORT.clone()
            : landColor(region.anchors.units.y, model.depth, region.area!);
    const count = geometry.getAttribute('position').count;
    if (region.area !== null) spans.set(region.area, { first: vertices, count, color });
    const rgb = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) color.toArray(rgb, i * 3);
    geometry.setAttribute('color', new Float32BufferAttribute(rgb, 3));
    for (let f = 0; f < count / 3; f++) faceArea.push(region.area);
    vertices += count;
    parts.push(geometry);
  }
  const topsGeometry = mergeGeometries(parts);
  for (const p of parts) p.dispose();
  if (topsGeometry === null) throw new TypeError('expected area tops with matching attributes, got a mismatch');
  tracker.track(topsGeometry);
  const tops = new Mesh(topsGeometry, tracker.track(new MeshLambertMaterial({ vertexColors: true })));
  tops.name = 'area-tops';
  const resolve: PickResolver = (_instance, face) => {
    const area = face === undefined ? null : (faceArea[face] ?? null);
    return area === null ? null : { kind: 'area', area };
  };
  tops.userData['pick'] = resolve;
  object.add(tops);
  const colors = topsGeometry.getAttribute('color') as Float32BufferAttribute;

  for (const [positions, material, name] of [[landCliffs, cliff, 'cliffs'], [wallCliffs, iceCliff, 'ice-cliffs']] as const) {
    const geometry = tracker.track(new BufferGeometry());
    geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
    geometry.computeVertexNormals();
    const mesh = new Mesh(geometry, material);
    mesh.name = name;
    mesh.raycast = () => {};
    object.add(mesh);
  }
  object.add(bordersOf(model, data, tracker));

  const paint = (area: AreaId, lit: boolean): void => {
    const span = spans.get(area)!;
    const c = lit ? scratch.copy(span.color).lerp(HIGHLIGHT, HIGHLIGHT_MIX) : span.color;
    for (let i = span.first; i < span.first + span.count; i++) colors.setXYZ(i, c.r, c.g, c.b);
    colors.needsUpdate = true;
  };
  let highlighted = new Set<AreaId>();
  return {
    object,
    pickables: [tops],
    colorOf(area) {
      const span = spans.get(area)!;
      return scratch.setRGB(colors.getX(span.first), colors.getY(span.first), colors.getZ(span.first)).getHex();
    },
    update(_state: GameState, selection: Selection) {
      const next = new Set(selection.highlight ?? []);
      for (const area of highlighted) if (!next.has(area)) paint(area, false);
      for (const area of next) if (!highlighted.has(area)) paint(area, true);
      highlighted = next;
    },
    dispose() {
      // GPU resources belong to the tracker; the meshes themselves hold nothing else.
      object.clear();
    },
  };
}

/** The vertical faces from sea level up to `height` along every loop of a region. */
function cliffsOf(region: RegionModel, height: number, out: number[]): void {
  for (const loop of [region.outline.outer, ...region.outline.holes]) {
    for (let i = 0; i < loop.length; i++) {
      const a = loop[i]!;
      const b = loop[(i + 1) % loop.length]!;
      out.push(a.x, 0, a.y, b.x, 0, b.y, b.x, height, b.y, a.x, 0, a.y, b.x, height, b.y, a.x, height, a.y);
    }
  }
}

/** All borders in two line sets: dark ones on and along the land, light ones between seas. */
function bordersOf(model: MapModel, data: BoardData, tracker: ResourceTracker): Group {
  const heightOf = (region: number): number => {
    if (region < 0) return -1;
    const r = model.regions[region]!;
    if (r.area === null) return WALL_TOP;
    const kind = data.areas[r.area].kind;
    return kind === 'land' ? LAND_TOP : kind === 'port' ? PORT_TOP : SEA_TOP;
  };
  const land: number[] = [];
  const sea: number[] = [];
  for (const chain of model.outlines.chains) {
    const hl = heightOf(chain.left);
    const hr = heightOf(chain.right);
    if (hl < 0 || hr < 0) continue; // the rim of the board
    const y = Math.max(hl, hr) + 0.02;
    const target = Math.max(hl, hr) > SEA_TOP ? land : sea;
    for (let i = 0; i + 1 < chain.smooth.length; i++) {
      const a = model.toWorld(chain.smooth[i]!);
      const b = model.toWorld(chain.smooth[i + 1]!);
      target.push(a.x, y, a.y, b.x, y, b.y);
    }
  }
  const group = new Group();
  group.name = 'borders';
  for (const [positions, color, opacity] of [[land, 0x2b2117, 0.9], [sea, 0xbfd6ea, 0.55]] as const) {
    const geometry = tracker.track(new BufferGeometry());
    geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
    const material = tracker.track(new LineBasicMaterial({ color, transparent: opacity < 1, opacity }));
    group.add(new LineSegments(geometry, material));
  }
  return group;
}
