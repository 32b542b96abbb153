// Area names lying flat on the map, all in one mesh (one draw call) textured from the atlas.
import { BufferAttribute, BufferGeometry, Float32BufferAttribute, Mesh, MeshBasicMaterial } from 'three';
import type { AreaId } from '../engine/data/areas';
import { iconBoxes, iconRow } from './icon-row';
import { LEADER_KEY, labelLineShare, labelLines, type Atlas } from './atlas';
import { prepareLabelLayout, type LabelLayout, type LabelSpec, type LabelView, type Obstacle, type PlacedLabel } from './label-layout';
import { LAND_TOP, surfaceHeight, WALL_TOP } from './surface';
import { labelSize } from './label-metrics';
import { PIECE_SCALE } from './token-layout';
import type { MapModel } from './map-model';
import type { ResourceTracker } from './resource-tracker';
import type { BoardData, SceneModule } from './types';

export const labelKey = (area: AreaId): string => `label:${area}`;

/** Areas that carry a name on the map: all but the ports, which are too small and named by their land. */
export function labelledAreas(data: BoardData, model: MapModel): AreaId[] {
  return [...model.byArea.keys()].filter((a) => data.areas[a].kind !== 'port');
}

/**
 * The least height of a line of a name (its 1.1 em box) at the whole-map view, CSS px (issue 20):
 * 11 (a 10 px font) on a laptop's view; 8 on a view under 600 px wide, a phone's, which is held at
 * about 30 cm rather than 55 and whose CSS px is smaller (0.16 mm against 0.22 on a 13" laptop):
 * 8 px there subtends about the angle 11 px do on the laptop.
 */
export function labelMinPx(width: number): number {
  return width < 600 ? 8 : 11;
}

/** Heights a piece reaches above its area's top (world units, at full scale): what a name keeps clear of. */
const UNIT_TOP = 0.75 * 2.3 * PIECE_SCALE;
const TOKEN_TOP = 0.25;

/** Every piece slot of every area's largest load, every printed icon and the ice beyond the Wall, as boxes a name keeps clear of. */
export function labelObstacles(model: MapModel, data: BoardData): Obstacle[] {
  const out: Obstacle[] = [];
  const disc = (x: number, z: number, r: number, y0: number, y1: number): Obstacle => ({ x0: x - r, x1: x + r, z0: z - r, z1: z + r, y0, y1 });
  for (const [area, region] of model.byArea) {
    const top = surfaceHeight(data.areas[area].kind);
    const layout = region.layout;
    if (layout !== null) {
      for (const s of layout.units) out.push(disc(s.x, s.z, s.r, top, top + UNIT_TOP * layout.scale));
      for (const s of [layout.order, layout.power, layout.guard]) if (s !== null) out.push(disc(s.x, s.z, s.r, top, top + TOKEN_TOP));
    }
    if (data.areas[area].kind === 'port') continue;
    for (const b of iconBoxes(iconRow(data, area, region.anchors.label))) out.push({ ...b, y0: top, y1: top + b.height });
  }
  // The ice beyond the Wall stands over the names' plane: a name reaching onto it would be hidden.
  const { grid } = model;
  grid.regions.forEach((r, region) => {
    if (r.area !== null) return;
    for (let y = 0; y < grid.height; y++) {
      let [x0, x1] = [Infinity, -Infinity];
      for (let x = 0; x < grid.width; x++) if (grid.cells[y * grid.width + x] === region) [x0, x1] = [Math.min(x0, x), Math.max(x1, x + 1)];
      if (x0 === Infinity) continue;
      const [a, b] = [model.toWorld({ x: x0, y }), model.toWorld({ x: x1, y: y + 1 })];
      out.push({ x0: a.x, x1: b.x, z0: a.y, z1: b.y, y0: 0, y1: WALL_TOP });
    }
  });
  return out;
}

/**
 * The quad of a line from a name's nearest edge to its printed anchor (inside its area): u runs
 * across the line, so the leader's cross-section (dark, light, dark) lies along it.
 */
function leaderLine(name: PlacedLabel, spec: LabelSpec): number[] {
  const to = spec.anchor;
  // From the point of the name's outline nearest the anchor.
  const fx = Math.min(Math.max(to.x, name.x - name.w / 2), name.x + name.w / 2);
  const fz = Math.min(Math.max(to.y, name.z - name.h / 2), name.z + name.h / 2);
  const len = Math.hypot(to.x - fx, to.y - fz) || 1;
  // A fifth of a line of the name: thin, but wide enough for its three stripes to show.
  const half = (name.h / spec.lines) * 0.1;
  // The side vector turned so the quad winds as the names' do (faces up: front faces only, one pass).
  const [nx, nz] = [((to.y - fz) / len) * half, (-(to.x - fx) / len) * half];
  const y = LABEL_Y + 0.01;
  return [fx - nx, y, fz - nz, fx + nx, y, fz + nz, to.x + nx, y, to.y + nz, to.x - nx, y, to.y - nz];
}

/** Names lie on one plane just over the land, so a name reaching over a coast is never under it. */
const LABEL_Y = LAND_TOP + 0.04;

/**
 * Prepared layouts by what they are made of (the map's cells, the names, the pieces' and icons'
 * places): every board the app mounts builds its map model anew (its names are in the reader's
 * language), so a board mounted again finds its names' spots and the views already laid out here.
 * A few are kept (one per language in use), the oldest dropped.
 */
const layouts = new Map<string, LabelLayout>();
const KEPT_LAYOUTS = 6;

/** FNV-1a over numbers (as 32-bit words of their value times 1024): a short key for a long list. */
function digest(values: Iterable<number>): string {
  let h = 0x811c9dc5;
  for (const v of values) {
    h ^= Math.round(v * 1024) | 0;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function sharedLayout(model: MapModel, data: BoardData, specs: readonly LabelSpec[]): LabelLayout {
  const obstacles = labelObstacles(model, data);
  const key = [
    `${model.grid.width}x${model.grid.height}`,
    digest(model.grid.cells),
    digest(obstacles.flatMap((o) => [o.x0, o.x1, o.z0, o.z1, o.y0, o.y1])),
    ...specs.map((s) => `${s.area} ${s.region} ${s.lines} ${s.aspect.toFixed(5)} ${s.height.toFixed(5)} ${s.anchor.x} ${s.anchor.y}`),
  ].join('|');
  let layout = layouts.get(key);
  if (layout === undefined) {
    layout = prepareLabelLayout(model.grid, model.toWorld, specs, obstacles, LABEL_Y);
    layouts.set(key, layout);
    if (layouts.size > KEPT_LAYOUTS) layouts.delete(layouts.keys().next().value!);
  }
  return layout;
}

export interface Labels extends SceneModule {
  /**
   * Lays the names out for a view (issue 20): each at least `minLinePx` CSS px a line as `view`
   * projects it, none over another, clear of the pieces where there is room. Until called, names
   * lie at their printed size and place. `key` names the view (see LabelLayout).
   */
  fit(view: LabelView, minLinePx: number, key?: string): void;
  /** Where each name lies now (world centre and size), and the height of their plane. */
  placed(): ReadonlyMap<AreaId, PlacedLabel>;
  readonly y: number;
  /**
   * The names in the order of their quads in the mesh (leader lines' quads follow, same order), with
   * their lines and each line's share of the quad's height (what a test measures on screen).
   */
  readonly entries: readonly { readonly area: AreaId; readonly lines: number; readonly lineShare: number }[];
}

export function createLabels(model: MapModel, data: BoardData, atlas: Atlas, tracker: ResourceTracker): Labels {
  const areas = labelledAreas(data, model);
  const specs: LabelSpec[] = areas.map((area) => {
    const region = model.byArea.get(area)!;
    const rect = atlas.rect(labelKey(area));
    const lines = labelLines(data.areas[area].name).length;
    return {
      area,
      region: model.regions.indexOf(region),
      lines,
      lineShare: labelLineShare(lines),
      aspect: rect.aspect,
      height: labelSize(data.areas[area].name, rect.aspect, region.anchors.labelRoom).h,
      anchor: region.anchors.label,
    };
  });
  const layout = sharedLayout(model, data, specs);
  let placed: ReadonlyMap<AreaId, PlacedLabel> = new Map<AreaId, PlacedLabel>(specs.map((s) => [s.area, { x: s.anchor.x, z: s.anchor.y, w: s.height * s.aspect, h: s.height }]));
  // One quad a name, then one a leader line (collapsed to a point while its name lies over its area).
  const quads = areas.length * 2;
  const positions = new Float32Array(quads * 12);
  const uvs: number[] = [];
  const indices: number[] = [];
  const writePositions = (): void => {
    specs.forEach((spec, i) => {
      const { x, z, w, h, leader, hidden } = placed.get(spec.area)!;
      // Corners north-west, north-east, south-east, south-west; v1 is the top of the text. A name
      // left out (no room at this view) is collapsed to a point, as a leader line is when unused.
      const quad = hidden === true ? new Array<number>(12).fill(0) : [x - w / 2, LABEL_Y, z - h / 2, x + w / 2, LABEL_Y, z - h / 2, x + w / 2, LABEL_Y, z + h / 2, x - w / 2, LABEL_Y, z + h / 2];
      positions.set(quad, i * 12);
      const line = leader === true && hidden !== true ? leaderLine({ x, z, w, h }, spec) : null;
      positions.set(line ?? new Array<number>(12).fill(0), (areas.length + i) * 12);
    });
  };
  const addQuad = (u0: number, v0: number, u1: number, v1: number): void => {
    const base = uvs.length / 2;
    uvs.push(u0, v1, u1, v1, u1, v0, u0, v0);
    indices.push(base, base + 2, base + 1, base, base + 3, base + 2);
  };
  for (const area of areas) {
    const rect = atlas.rect(labelKey(area));
    addQuad(rect.u0, rect.v0, rect.u1, rect.v1);
  }
  const lead = atlas.rect(LEADER_KEY);
  const mid = (lead.v0 + lead.v1) / 2;
  for (let i = 0; i < areas.length; i++) addQuad(lead.u0, mid, lead.u1, mid);
  writePositions();
  const geometry = tracker.track(new BufferGeometry());
  const position = new BufferAttribute(positions, 3);
  geometry.setAttribute('position', position);
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
    y: LABEL_Y,
    entries: specs.map(({ area, lines, lineShare }) => ({ area, lines, lineShare })),
    placed: () => placed,
    fit(view, minLinePx, key) {
      placed = layout(view, minLinePx, key);
      writePositions();
      position.needsUpdate = true;
      geometry.computeBoundingSphere();
    },
    update() {
      // Names never change with the state.
    },
    dispose() {
      object.removeFromParent();
    },
  };
}
