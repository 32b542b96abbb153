// Heights in the scene: the top surface of each kind of area, where pieces stand, and the top of the
// Wall. Every module that places something on the board reads them here.
import type { AreaKind } from '../engine/data/areas';

/** Heights in world units (one grid cell = 1). */
export const LAND_TOP = 0.6;
export const PORT_TOP = 0.12;
export const WALL_TOP = 1.6;
export const SEA_TOP = 0;

export function surfaceHeight(kind: AreaKind): number {
  return kind === 'land' ? LAND_TOP : kind === 'port' ? PORT_TOP : SEA_TOP;
}
