// The map as the scene uses it: grid, smoothed outlines and anchors of every area, in world units
// (one grid cell = one unit; x east, z south, y up; the board's centre at the origin).
import type { AreaId } from '../engine/data/areas';
import { regionAnchors, type Anchors } from './anchors';
import type { Point } from './border-chains';
import { parseGrid, type Grid } from './grid';
import { BEYOND_THE_WALL, LEGEND, MAP_ROWS } from './map-grid';
import { mapOutlines, type MapOutlines, type Outline } from './outlines';
import { BOARD_SMOOTHING, PORT_SMOOTHING } from './smoothing';
import type { BoardData } from './types';

export interface RegionModel {
  /** null for the land beyond the Wall. */
  readonly area: AreaId | null;
  /** Outline in world x/z (Point.y is world z). */
  readonly outline: Outline;
  /** Anchors in world x/z. */
  readonly anchors: Anchors;
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

/** How far (cells) from a port's centre its tokens lie. */
const PORT_TOKEN_DISTANCE = 2.2;

export function buildMapModel(
  data: BoardData,
  rows: readonly string[] = MAP_ROWS,
  legend: { readonly [ch: string]: AreaId } = LEGEND,
): MapModel {
  const grid = parseGrid(rows, legend, [BEYOND_THE_WALL]);
  const isPort = (region: number): boolean => {
    const area = region < 0 ? null : grid.regions[region]!.area;
    return area !== null && data.areas[area].kind === 'port';
  };
  const outlines = mapOutlines(grid, (l, r) => (isPort(l) || isPort(r) ? PORT_SMOOTHING : BOARD_SMOOTHING));
  const anchors = regionAnchors(grid);
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
    };
  });
  const byArea = new Map<AreaId, RegionModel>();
  for (const r of regions) if (r.area !== null) byArea.set(r.area, r);
  // A port is a 2 x 2 dock with its ships on it; its order token goes beside it, out on the water,
  // on the side away from its land.
  for (const [area, r] of byArea) {
    const land = data.areas[area].portLand;
    if (land === null) continue;
    const from = byArea.get(land)!.anchors.units;
    const at = r.anchors.units;
    const length = Math.hypot(at.x - from.x, at.y - from.y);
    const tokens = { x: at.x + ((at.x - from.x) / length) * PORT_TOKEN_DISTANCE, y: at.y + ((at.y - from.y) / length) * PORT_TOKEN_DISTANCE };
    const placed = { ...r, anchors: { ...r.anchors, tokens } };
    byArea.set(area, placed);
    regions[regions.indexOf(r)] = placed;
  }
  return { grid, outlines, regions, byArea, width: grid.width, depth: grid.height, toWorld };
}
