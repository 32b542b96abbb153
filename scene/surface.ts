// Height of an area's top surface, where pieces stand.
import type { AreaKind } from '../engine/data/areas';
import { LAND_TOP, PORT_TOP, SEA_TOP } from './area-meshes';

export function surfaceHeight(kind: AreaKind): number {
  return kind === 'land' ? LAND_TOP : kind === 'port' ? PORT_TOP : SEA_TOP;
}
