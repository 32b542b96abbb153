// Where an area's printed icons stand: a keep for a Castle, a walled double keep for a Stronghold,
// barrels for supply and crowns for power, in a row under the area's name. Layout only (no meshes:
// area-icons.ts draws them), so the map's model and the labels can keep clear of the icons.
import type { AreaId } from '../engine/data/areas';
import type { Point } from './border-chains';
import { labelLines } from './atlas';
import { LABEL_LINE_HEIGHT } from './label-metrics';
import type { Rect } from './token-layout';
import type { BoardData } from './types';

/** The icons, in the order they stand in a row. */
export const ICONS_IN_ORDER = ['castle', 'stronghold', 'barrel', 'crown'] as const;
export type Icon = (typeof ICONS_IN_ORDER)[number];

/** Icons are modelled about 0.3 cells across and drawn this much larger (1.3 × 2.6 since issue 20: barrels and crowns were dots at the whole-map view). */
export const ICON_SCALE = 3.4;
const ICON_STEP = 0.42 * ICON_SCALE;

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
