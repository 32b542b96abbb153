// The camera: a perspective view that starts looking down on the whole map, north up, and a
// controller for pan (left drag / one finger), zoom (wheel / pinch) and tilt (right drag / two
// fingers). Every camera move asks for one frame; nothing renders while the view is still.
import { MOUSE, PerspectiveCamera, TOUCH, Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

/** Steepest tilt away from straight down, so the board never turns edge-on. */
export const MAX_TILT = (55 * Math.PI) / 180;

export interface BoardCamera {
  readonly camera: PerspectiveCamera;
  readonly controls: OrbitControls;
  setAspect(aspect: number): void;
  /** Back to the whole map seen from above, slightly tilted. */
  reset(): void;
  dispose(): void;
}

const FOV = 40;
/** The opening view looks this far (radians) from straight down, from the south. */
const START_TILT = 0.45;

/** Distance at which a board `width` x `depth` fits a view of the given aspect. */
export function fitDistance(width: number, depth: number, aspect: number, fov = FOV): number {
  const half = (fov * Math.PI) / 360;
  const forDepth = depth / 2 / Math.tan(half);
  const forWidth = width / 2 / (Math.tan(half) * aspect);
  return Math.max(forDepth, forWidth) * 1.05;
}

export function createBoardCamera(dom: HTMLElement, width: number, depth: number, onChange: () => void): BoardCamera {
  const camera = new PerspectiveCamera(FOV, 1, 1, 2000);
  const controls = new OrbitControls(camera, dom);
  // Panning slides over the board rather than the screen plane, like moving a map on a table.
  controls.screenSpacePanning = false;
  controls.enableDamping = false;
  controls.zoomToCursor = true;
  controls.maxPolarAngle = MAX_TILT;
  controls.minAzimuthAngle = -Math.PI / 4;
  controls.maxAzimuthAngle = Math.PI / 4;
  controls.minDistance = 8;
  controls.mouseButtons = { LEFT: MOUSE.PAN, MIDDLE: MOUSE.DOLLY, RIGHT: MOUSE.ROTATE };
  controls.touches = { ONE: TOUCH.PAN, TWO: TOUCH.DOLLY_ROTATE };
  controls.addEventListener('change', onChange);
  let aspect = 1;
  const target = new Vector3();

  const reset = (): void => {
    const distance = fitDistance(width, depth, aspect);
    controls.maxDistance = distance * 1.6;
    target.set(0, 0, 0);
    // Slightly tilted (from the south) so pieces read as solid.
    camera.position.set(0, distance * Math.cos(START_TILT), distance * Math.sin(START_TILT));
    controls.target.copy(target);
    controls.update();
  };

  return {
    camera,
    controls,
    setAspect(next) {
      aspect = next;
      camera.aspect = next;
      camera.updateProjectionMatrix();
    },
    reset,
    dispose() {
      controls.removeEventListener('change', onChange);
      controls.dispose();
    },
  };
}
