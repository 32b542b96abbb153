// Render on demand (style rule 17): requestRender() coalesces any number of calls into one frame;
// an idle board draws nothing. Only while an animation runs is a per-frame loop installed, and it
// is removed when the last animation ends. Time sources are injected so tests can drive them.

export interface FrameScheduler {
  requestAnimationFrame(callback: (time: number) => void): number;
  cancelAnimationFrame(handle: number): void;
}

export interface RenderLoopOptions {
  /** Draws one frame. */
  readonly render: () => void;
  readonly frames: FrameScheduler;
  /** The renderer's setAnimationLoop (null removes the loop). */
  readonly setAnimationLoop: (callback: ((time: number) => void) | null) => void;
  /** Advances animations by dt seconds; returns whether any is still running. */
  readonly step: (dt: number) => boolean;
}

/** Longest step an animation takes in one frame, so a frame after a stall does not jump. */
export const MAX_FRAME_DELTA = 0.1;

export class RenderLoop {
  private pending: number | null = null;
  private animating = false;
  private paused = false;
  private lastTime: number | null = null;

  constructor(private readonly options: RenderLoopOptions) {}

  /** Asks for one frame soon; many calls before it is drawn still draw it once. */
  requestRender(): void {
    if (this.paused || this.animating || this.pending !== null) return;
    this.pending = this.options.frames.requestAnimationFrame(this.onFrame);
  }

  /** Runs frames until `step` reports that no animation is left. */
  animate(): void {
    if (this.paused || this.animating) return;
    this.cancelPending();
    this.animating = true;
    this.lastTime = null;
    this.options.setAnimationLoop(this.onAnimationFrame);
  }

  /** Stops drawing (the WebGL context is lost). */
  pause(): void {
    this.paused = true;
    this.cancelPending();
    this.stopAnimation();
  }

  /** Draws again (the context is back); one frame is requested. */
  resume(): void {
    this.paused = false;
    this.requestRender();
  }

  dispose(): void {
    this.pause();
  }

  get isAnimating(): boolean {
    return this.animating;
  }

  private readonly onFrame = (): void => {
    this.pending = null;
    this.options.render();
  };

  private readonly onAnimationFrame = (time: number): void => {
    const dt = this.lastTime === null ? 0 : Math.min(Math.max((time - this.lastTime) / 1000, 0), MAX_FRAME_DELTA);
    this.lastTime = time;
    const running = this.options.step(dt);
    this.options.render();
    if (!running) this.stopAnimation();
  };

  private cancelPending(): void {
    if (this.pending === null) return;
    this.options.frames.cancelAnimationFrame(this.pending);
    this.pending = null;
  }

  private stopAnimation(): void {
    if (!this.animating) return;
    this.animating = false;
    this.options.setAnimationLoop(null);
  }
}
