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
  /** Frames a part of the map (world x/z bounds) the way reset() frames the whole of it. */
  frame(box: FrameBox): void;
  dispose(): void;
}

/** A part of the map to frame, world units (x east, z south). */
export interface FrameBox {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

const FOV = 40;
/** The opening view looks this far (radians) from straight down, from the south. */
const START_TILT = 0.45;

/** The framed map keeps this share of the view's half-height (and half-width) as a margin. */
const FRAME_MARGIN = 0.02;
/** Height of the tallest thing on the map (the ice beyond the Wall), world units. */
const MAP_TOP = 1.6;

/** Distance at which a board `width` x `depth` fits a view of the given aspect, seen from straight above. */
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

  // The framed box's corners, at sea level and at the top of the ice: what the view must hold.
  let corners: Vector3[] = [];
  let centreX = 0;
  const projected = new Vector3();
  const place = (distance: number, centreZ: number): void => {
    target.set(centreX, 0, centreZ);
    // Slightly tilted (from the south) so pieces read as solid.
    camera.position.set(centreX, distance * Math.cos(START_TILT), centreZ + distance * Math.sin(START_TILT));
    camera.lookAt(target);
    camera.updateMatrixWorld();
  };
  /** The map's extent on screen (normalised device coordinates) from a given place. */
  const extent = (distance: number, centreZ: number) => {
    place(distance, centreZ);
    let [left, right, bottom, top] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const c of corners) {
      projected.copy(c).project(camera);
      left = Math.min(left, projected.x);
      right = Math.max(right, projected.x);
      bottom = Math.min(bottom, projected.y);
      top = Math.max(top, projected.y);
    }
    return { left, right, bottom, top };
  };

  // Framed to the map, not to a square around it: the tilted map is a trapezoid, so the distance
  // is found by bisection until its farther side just fits, and its centre is slid until the
  // margins above and below are equal (the map then fills the view's height or width).
  const frame = (box: FrameBox, whole = false): void => {
    const [w, d] = [box.maxX - box.minX, box.maxZ - box.minZ];
    corners = [box.minX, box.maxX].flatMap((x) => [box.minZ, box.maxZ].flatMap((z) => [0, MAP_TOP].map((y) => new Vector3(x, y, z))));
    centreX = (box.minX + box.maxX) / 2;
    let centreZ = (box.minZ + box.maxZ) / 2;
    let distance = fitDistance(w, d, aspect);
    for (let pass = 0; pass < 4; pass++) {
      let [near, far] = [1, fitDistance(w, d, aspect) * 3];
      for (let i = 0; i < 30; i++) {
        distance = (near + far) / 2;
        const e = extent(distance, centreZ);
        const fill = Math.max(e.right, -e.left, e.top, -e.bottom);
        if (fill > 1 - FRAME_MARGIN) near = distance;
        else far = distance;
      }
      distance = far;
      const e = extent(distance, centreZ);
      // Screen y up is world z down (north); move the centre by the unbalanced share of the depth.
      centreZ -= ((e.top + e.bottom) / 2) * (d / (e.top - e.bottom));
    }
    place(distance, centreZ);
    // Zooming out stops a little beyond the whole map's framing, whatever part is framed.
    if (whole || controls.maxDistance < distance * 1.6) controls.maxDistance = distance * 1.6;
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
    reset: () => frame({ minX: -width / 2, maxX: width / 2, minZ: -depth / 2, maxZ: depth / 2 }, true),
    frame: (box) => frame(box),
    dispose() {
      controls.removeEventListener('change', onChange);
      controls.dispose();
    },
  };
}
