// The map as the scene uses it: grid, smoothed outlines and anchors of every area, in world units
// (one grid cell = one unit; x east, z south, y up; the board's centre at the origin).
import type { AreaId } from '../engine/data/areas';
import { iconRow, iconRowRect } from './icon-row';
import { estimatedLabelAspect } from './atlas';
import { borderDistance, regionAnchors, type Anchors } from './anchors';
import type { Point } from './border-chains';
import { parseGrid, type Grid } from './grid';
import { BEYOND_THE_WALL, LEGEND, MAP_ROWS } from './map-grid';
import { LEGEND_1E, MAP_ROWS_1E } from './map-grid-1e';
import { mapOutlines, type MapOutlines, type Outline } from './outlines';
import { labelSize } from './label-metrics';
import { BOARD_SMOOTHING, PORT_SMOOTHING } from './smoothing';
import { layoutAreas, outlineEdges, type AreaLayout, type LayoutInput } from './token-layout';
import type { BoardData } from './types';

export interface RegionModel {
  /** null for the land beyond the Wall. */
  readonly area: AreaId | null;
  /** Outline in world x/z (Point.y is world z). */
  readonly outline: Outline;
  /** Anchors in world x/z. */
  readonly anchors: Anchors;
  /** Where each piece of the area goes; null for the land beyond the Wall. */
  readonly layout: AreaLayout | null;
}

export interface MapModel {
  readonly grid: Grid;
  readonly outlines: MapOutlines;
  readonly regions: readonly RegionModel[];
  readonly byArea: ReadonlyMap<AreaId, RegionModel>;
  /** Board size in world units. */
  readonly width: number;
  readonly depth: number;
  /** Grid point to world x/z. */
  toWorld(p: Point): Point;
}

/** The model of the board's own map, per BoardData: it is plain immutable data, costly to pack. */
const built = new WeakMap<BoardData, MapModel>();

/** The grid and legend of a board's edition. */
export function mapGridOf(data: BoardData): { readonly rows: readonly string[]; readonly legend: { readonly [ch: string]: AreaId } } {
  return data.ruleset === '1e' ? { rows: MAP_ROWS_1E, legend: LEGEND_1E } : { rows: MAP_ROWS, legend: LEGEND };
}

export function buildMapModel(
  data: BoardData,
  rows: readonly string[] = mapGridOf(data).rows,
  legend: { readonly [ch: string]: AreaId } = mapGridOf(data).legend,
): MapModel {
  if (rows !== mapGridOf(data).rows || legend !== mapGridOf(data).legend) return computeMapModel(data, rows, legend);
  let model = built.get(data);
  if (model === undefined) {
    model = computeMapModel(data, rows, legend);
    built.set(data, model);
  }
  return model;
}

function computeMapModel(data: BoardData, rows: readonly string[], legend: { readonly [ch: string]: AreaId }): MapModel {
  const grid = parseGrid(rows, legend, [BEYOND_THE_WALL]);
  const isPort = (region: number): boolean => {
    const area = region < 0 ? null : grid.regions[region]!.area;
    return area !== null && data.areas[area].kind === 'port';
  };
  const outlines = mapOutlines(grid, (l, r) => (isPort(l) || isPort(r) ? PORT_SMOOTHING : BOARD_SMOOTHING));
  const dist = borderDistance(grid);
  const anchors = regionAnchors(grid, dist);
  const ox = grid.width / 2;
  const oz = grid.height / 2;
  const toWorld = (p: Point): Point => ({ x: p.x - ox, y: p.y - oz });
  const loop = (l: readonly Point[]): Point[] => l.map(toWorld);
  const regions = grid.regions.map((r, i): RegionModel => {
    const [outline] = outlines.regions[i]!;
    if (outline === undefined) throw new RangeError(`expected an outline for region '${r.char}', got none`);
    const a = anchors[i]!;
    return {
      area: r.area,
      outline: { outer: loop(outline.outer), holes: outline.holes.map(loop) },
      anchors: { ...a, units: toWorld(a.units), label: toWorld(a.label), tokens: toWorld(a.tokens) },
      layout: null,
    };
  });
  const byArea = new Map<AreaId, RegionModel>();
  for (const r of regions) if (r.area !== null) byArea.set(r.area, r);
  const layouts = layoutAreas(layoutInputs(grid, dist, byArea, data, toWorld));
  for (const [area, r] of byArea) {
    const placed = { ...r, layout: layouts.get(area)! };
    byArea.set(area, placed);
    regions[regions.indexOf(r)] = placed;
  }
  return { grid, outlines, regions, byArea, width: grid.width, depth: grid.height, toWorld };
}

/** Areas smaller than this (cells) get a finer lattice of candidate spots. */
const SMALL_AREA = 40;

/** What the token packer needs of each area: outline, candidate spots, the name's and icons' ground. */
function layoutInputs(
  grid: Grid,
  dist: Float64Array,
  byArea: ReadonlyMap<AreaId, RegionModel>,
  data: BoardData,
  toWorld: (p: Point) => Point,
): Map<AreaId, LayoutInput> {
  const cellsOf = grid.regions.map((): number[] => []);
  grid.cells.forEach((r, i) => cellsOf[r]!.push(i));
  const origin = toWorld({ x: 0, y: 0 });
  const inputs = new Map<AreaId, LayoutInput>();
  grid.regions.forEach(({ area }, region) => {
    if (area === null) return;
    const r = byArea.get(area)!;
    const cells = cellsOf[region]!;
    // Small areas: a quarter-cell lattice that includes the cells' corners (a dock's centre).
    const [step, first] = cells.length < SMALL_AREA ? [0.25, 0] : [0.5, 0.25];
    const pole = r.anchors.units;
    const spots: Point[] = [];
    const keys: number[] = [];
    for (const i of cells) {
      const cx = (i % grid.width) + origin.x;
      const cy = Math.floor(i / grid.width) + origin.y;
      for (let fy = first; fy < 1; fy += step) {
        for (let fx = first; fx < 1; fx += step) {
          const p = { x: cx + fx, y: cy + fy };
          spots.push(p);
          // Best spots first: far from the edge, then near the pole (the middle of long areas).
          keys.push(-dist[i]! * 1e4 + Math.hypot(p.x - pole.x, p.y - pole.y));
        }
      }
    }
    const candidates = spots.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]!).map((i) => spots[i]!);
    const info = data.areas[area];
    const { label } = r.anchors;
    const name = info.kind === 'port' ? null : labelSize(info.name, estimatedLabelAspect(info.name), r.anchors.labelRoom);
    inputs.set(area, {
      area,
      kind: info.kind,
      edges: outlineEdges(r.outline),
      candidates,
      roughClearance: (x, z) => {
        const gx = Math.floor(x - origin.x);
        const gy = Math.floor(z - origin.y);
        if (gx < 0 || gy < 0 || gx >= grid.width || gy >= grid.height || grid.cells[gy * grid.width + gx] !== region) return -1;
        return dist[gy * grid.width + gx]!;
      },
      pole,
      name: name === null ? null : { x0: label.x - name.w / 2, x1: label.x + name.w / 2, z0: label.y - name.h / 2, z1: label.y + name.h / 2 },
      icons: iconRowRect(iconRow(data, area, label)),
      portSea: info.portSea,
      // The 1st edition's absent houses leave neutral armies at sea too ([1E-FEW-01]).
      ...(data.ruleset === '1e' && info.kind === 'sea' ? { seaGuard: true } : {}),
    });
  });
  return inputs;
}
