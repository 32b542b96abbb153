// The size of an area's name on the map: the height of one line, and how a name shrinks to fit a
// narrow area. The map's model (map-model.ts) plans with it, the icons (icon-row.ts) stand under it
// and the labels (labels.ts) draw it.
import { labelLines } from './atlas';

/** Height of one line of a name, in world units (cells). */
export const LABEL_LINE_HEIGHT = 1.7;

/** World size of a name whose atlas entry has `aspect` (width over height), in an area whose row offers `room`. */
export function labelSize(name: string, aspect: number, room: number): { w: number; h: number } {
  const full = LABEL_LINE_HEIGHT * labelLines(name).length;
  // Names shrink (down to 80 %; 70 % before issue 20: too small to read) to fit narrow areas such as straits and small islands.
  const fit = Math.min(1, Math.max(0.8, (room - 0.5) / (full * aspect)));
  const h = full * fit;
  return { w: h * aspect, h };
}
