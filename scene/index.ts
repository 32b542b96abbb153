// The board's public entry: createBoard(canvas, options) draws a GameState on a canvas with WebGL,
// reports picks, and frees everything on dispose(). Rendering is on demand (style rule 17); every
// GPU resource belongs to the board scene's tracker (rule 18); scene/ never changes state (rule 19).
import { Vector3, WebGLRenderer, type PerspectiveCamera } from 'three';
import type { AreaId } from '../engine/data/areas';
import type { GameState } from '../engine/state';
import type { CanvasFactory } from './atlas';
import { createBoardScene, type BoardScene } from './board';
import { createBoardCamera, type FrameBox } from './camera';
import { labelMinPx } from './labels';
import { pickAt, toNdc } from './picking';
import { RenderLoop } from './render-loop';
import { Tweens } from './tweens';
import type { BoardData, PickEvent, Selection } from './types';

export type { BoardData, PickEvent, Selection } from './types';

export interface BoardOptions {
  /** engine/data's AREAS and ORDER_TOKENS (scene/ may import engine types only). */
  readonly data: BoardData;
  /** Canvas for painting names and token faces; defaults to the page's document. */
  readonly createCanvas?: CanvasFactory;
  /** Follow the canvas's CSS size with a ResizeObserver (default true); otherwise call resize(). */
  readonly autoResize?: boolean;
  /**
   * Animate changes (default true): marches and retreats travel, revealed orders flip. False (a
   * player who prefers reduced motion) draws every change at once.
   */
  readonly motion?: boolean;
  /** Device pixel ratio cap (default min(devicePixelRatio, 2)). */
  readonly pixelRatio?: number;
}

export interface RenderStats {
  /** Frames drawn since the board was created. */
  readonly frames: number;
  /** Draw calls and triangles of the last frame. */
  readonly calls: number;
  readonly triangles: number;
  /** Geometries and textures alive on the GPU. */
  readonly geometries: number;
  readonly textures: number;
}

export interface Board {
  update(state: GameState, selection?: Selection): void;
  /** Calls `handler` for each click or tap on an area, unit or order; returns the unsubscribe. */
  onPick(handler: (event: PickEvent) => void): () => void;
  /** Sets the drawing size in CSS pixels (done automatically unless autoResize is false). */
  resize(width: number, height: number): void;
  /** Shows the whole map again. */
  resetView(): void;
  /**
   * Frames one area (its outline, as the whole map is framed) or, with null, the whole map; the
   * framing is kept through resizes until the user moves the camera. False: no such area on this map.
   */
  frameArea(area: AreaId | null): boolean;
  /** Ends every running animation at once (a player who does not want to wait). */
  skipAnimations(): void;
  stats(): RenderStats;
  readonly renderer: WebGLRenderer;
  readonly camera: PerspectiveCamera;
  readonly scene: BoardScene;
  dispose(): void;
}

/** A click moving less than this (CSS px) between press and release is a pick, not a pan. */
const CLICK_SLOP = 6;

export function createBoard(canvas: HTMLCanvasElement, options: BoardOptions): Board {
  const renderer = new WebGLRenderer({ canvas, antialias: true, powerPreference: 'high-performance' });
  renderer.setPixelRatio(options.pixelRatio ?? Math.min(globalThis.devicePixelRatio ?? 1, 2));
  const tweens = new Tweens();
  let frames = 0;
  // The loop is created before the scene, whose token flips start animations on it.
  const loop: RenderLoop = new RenderLoop({
    render: () => {
      frames++;
      renderer.render(board.scene, view.camera);
    },
    frames: globalThis,
    setAnimationLoop: (callback) => renderer.setAnimationLoop(callback),
    step: (dt) => tweens.step(dt),
  });
  const board = createBoardScene({
    data: options.data,
    ...(options.createCanvas === undefined ? {} : { createCanvas: options.createCanvas }),
    ...(options.motion === false
      ? {}
      : {
          animate: (seconds: number, apply: (t: number) => void) => {
            tweens.add(seconds, apply);
            loop.animate();
          },
        }),
  });
  const requestRender = (): void => loop.requestRender();
  const view = createBoardCamera(canvas, board.model.width, board.model.depth, requestRender);

  const handlers = new Set<(event: PickEvent) => void>();
  let down: { x: number; y: number; id: number } | null = null;
  const onPointerDown = (e: PointerEvent): void => {
    down = e.button === 0 ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null;
  };
  const onPointerUp = (e: PointerEvent): void => {
    const start = down;
    down = null;
    if (start === null || start.id !== e.pointerId || Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP) return;
    const p = toNdc(e.clientX, e.clientY, canvas.getBoundingClientRect());
    const event = pickAt(view.camera, board.pickables, p.x, p.y);
    if (event !== null) for (const h of handlers) h(event);
  };
  const onContextLost = (): void => loop.pause();
  const onContextRestored = (): void => loop.resume();
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('webglcontextlost', onContextLost);
  canvas.addEventListener('webglcontextrestored', onContextRestored);

  // Until the player moves the camera, every resize frames the whole map (or the framed area) again.
  let moved = false;
  let framed: FrameBox | null = null;
  const reframe = (): void => (framed === null ? view.reset() : view.frame(framed));
  const onMoveStart = (): void => {
    moved = true;
  };
  view.controls.addEventListener('start', onMoveStart);
  // Names are laid out for the whole-map view of the canvas's size (issue 20), each time it is shown
  // on a resize; a player who zoomed in keeps the names where they were.
  const projected = new Vector3();
  const point = { x: 0, y: 0 };
  const fitLabels = (width: number, height: number): void => {
    board.labels.fit(
      {
        width,
        height,
        project(x, y, z) {
          projected.set(x, y, z).project(view.camera);
          point.x = ((projected.x + 1) / 2) * width;
          point.y = ((1 - projected.y) / 2) * height;
          return point;
        },
      },
      labelMinPx(width),
      `whole map ${width}x${height}`,
    );
  };
  let size = { width: 0, height: 0 };
  let fitted = '';
  const fitIfShown = (): void => {
    const key = `${size.width}x${size.height}`;
    if (moved || framed !== null || size.width === 0 || fitted === key) return;
    fitted = key;
    fitLabels(size.width, size.height);
  };
  const resize = (width: number, height: number): void => {
    if (width <= 0 || height <= 0) return;
    renderer.setSize(width, height, false);
    view.setAspect(width / height);
    size = { width, height };
    if (!moved) reframe();
    fitIfShown();
    requestRender();
  };
  let observer: ResizeObserver | null = null;
  if (options.autoResize !== false && typeof ResizeObserver !== 'undefined') {
    observer = new ResizeObserver(() => resize(canvas.clientWidth, canvas.clientHeight));
    observer.observe(canvas);
  }
  resize(canvas.clientWidth || canvas.width, canvas.clientHeight || canvas.height);

  return {
    renderer,
    camera: view.camera,
    scene: board,
    update(state, selection) {
      board.update(state, selection);
      requestRender();
    },
    onPick(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    resize,
    resetView() {
      moved = false;
      framed = null;
      view.reset();
      fitIfShown();
      requestRender();
    },
    frameArea(area) {
      let box: FrameBox | null = null;
      if (area !== null) {
        const region = board.model.byArea.get(area);
        if (region === undefined) return false;
        const xs = region.outline.outer.map((p) => p.x);
        const zs = region.outline.outer.map((p) => p.y);
        box = { minX: Math.min(...xs), maxX: Math.max(...xs), minZ: Math.min(...zs), maxZ: Math.max(...zs) };
      }
      moved = false;
      framed = box;
      reframe();
      fitIfShown();
      requestRender();
      return true;
    },
    skipAnimations() {
      if (tweens.active === 0) return;
      tweens.finish();
      requestRender();
    },
    stats() {
      const { render, memory } = renderer.info;
      return { frames, calls: render.calls, triangles: render.triangles, geometries: memory.geometries, textures: memory.textures };
    },
    dispose() {
      observer?.disconnect();
      view.controls.removeEventListener('start', onMoveStart);
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointerup', onPointerUp);
      canvas.removeEventListener('webglcontextlost', onContextLost);
      canvas.removeEventListener('webglcontextrestored', onContextRestored);
      handlers.clear();
      loop.dispose();
      tweens.finish();
      view.dispose();
      board.dispose();
      renderer.dispose();
    },
  };
}
