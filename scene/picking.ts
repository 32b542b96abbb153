// Picking: a ray from the camera through the pointer, tested against what the board says can be
// picked; the nearest hit that names itself becomes a typed event. Nothing here changes state.
import { Raycaster, Vector2, type Camera, type Intersection, type Object3D } from 'three';
import type { PickEvent, PickResolver } from './types';

// Scratch objects: picking runs on pointer input and must not allocate per call.
const raycaster = new Raycaster();
const ndc = new Vector2();
const hits: Intersection[] = [];

/**
 * The pick under a point given in normalised device coordinates (-1..1, y up), or null.
 * Units and tokens lie above areas, so the nearest named hit is the right one.
 */
export function pickAt(camera: Camera, pickables: readonly Object3D[], x: number, y: number): PickEvent | null {
  ndc.set(x, y);
  raycaster.setFromCamera(ndc, camera);
  hits.length = 0;
  raycaster.intersectObjects(pickables as Object3D[], false, hits);
  let found: PickEvent | null = null;
  for (const hit of hits) {
    if (!hit.object.visible) continue;
    const resolve = hit.object.userData['pick'] as PickResolver | undefined;
    const event = resolve?.(hit.instanceId, hit.faceIndex ?? undefined) ?? null;
    if (event !== null) {
      found = event;
      break;
    }
  }
  hits.length = 0;
  return found;
}

/** Pointer position in an element to normalised device coordinates. */
export function toNdc(clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }): { x: number; y: number } {
  return { x: ((clientX - rect.left) / rect.width) * 2 - 1, y: -((clientY - rect.top) / rect.height) * 2 + 1 };
}
