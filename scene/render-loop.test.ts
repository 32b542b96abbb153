import { describe, expect, it } from 'vitest';
import { MAX_FRAME_DELTA, RenderLoop } from './render-loop';
import { Tweens } from './tweens';

/** A fake requestAnimationFrame and setAnimationLoop that run only when the test says so. */
function harness() {
  let nextHandle = 1;
  const queued = new Map<number, (t: number) => void>();
  let loop: ((t: number) => void) | null = null;
  let loopInstalls = 0;
  let renders = 0;
  const tweens = new Tweens();
  const render = new RenderLoop({
    render: () => renders++,
    frames: {
      requestAnimationFrame: (cb) => {
        queued.set(nextHandle, cb);
        return nextHandle++;
      },
      cancelAnimationFrame: (h) => queued.delete(h),
    },
    setAnimationLoop: (cb) => {
      if (cb !== null) loopInstalls++;
      loop = cb;
    },
    step: (dt) => tweens.step(dt),
  });
  return {
    render,
    tweens,
    renders: () => renders,
    queued: () => queued.size,
    loopInstalled: () => loop !== null,
    loopInstalls: () => loopInstalls,
    /** Runs queued animation-frame callbacks (one browser frame). */
    frame(time: number) {
      const callbacks = [...queued.values()];
      queued.clear();
      for (const cb of callbacks) cb(time);
      loop?.(time);
    },
  };
}

describe('render loop', () => {
  it('draws nothing while idle', () => {
    const h = harness();
    for (let t = 0; t < 10; t++) h.frame(t * 16);
    expect(h.renders()).toBe(0);
    expect(h.queued()).toBe(0);
  });

  it('coalesces many requests into one frame', () => {
    const h = harness();
    for (let i = 0; i < 25; i++) h.render.requestRender();
    expect(h.queued()).toBe(1);
    h.frame(16);
    expect(h.renders()).toBe(1);
    h.frame(32);
    expect(h.renders()).toBe(1);
    h.render.requestRender();
    h.frame(48);
    expect(h.renders()).toBe(2);
  });

  it('runs a per-frame loop only while an animation runs, then removes it', () => {
    const h = harness();
    const seen: number[] = [];
    h.tweens.add(0.05, (t) => seen.push(t));
    h.render.animate();
    h.render.animate();
    expect(h.loopInstalls()).toBe(1);
    h.render.requestRender(); // folded into the running loop
    expect(h.queued()).toBe(0);
    h.frame(1000); // the first frame only starts the clock
    h.frame(1016);
    h.frame(1032);
    h.frame(1048);
    expect(h.loopInstalled()).toBe(true);
    h.frame(1064);
    expect(h.loopInstalled()).toBe(false);
    expect(seen[seen.length - 1]).toBe(1);
    const drawn = h.renders();
    h.frame(1080);
    h.frame(1096);
    expect(h.renders()).toBe(drawn);
  });

  it('clamps the time step after a stall', () => {
    const h = harness();
    const progress: number[] = [];
    h.tweens.add(1, (t) => progress.push(t));
    h.render.animate();
    h.frame(0);
    h.frame(5000); // five seconds later: the animation advances by at most MAX_FRAME_DELTA
    const t = MAX_FRAME_DELTA;
    expect(progress[progress.length - 1]).toBeCloseTo(t * t * (3 - 2 * t), 9);
    expect(h.loopInstalled()).toBe(true);
  });

  it('stops while the context is lost and draws once when it is back', () => {
    const h = harness();
    h.render.requestRender();
    h.render.pause();
    h.frame(16);
    expect(h.renders()).toBe(0);
    h.render.requestRender();
    h.render.animate();
    expect(h.queued()).toBe(0);
    expect(h.loopInstalled()).toBe(false);
    h.render.resume();
    h.frame(32);
    expect(h.renders()).toBe(1);
  });
});

describe('tweens', () => {
  it('eases from 0 to 1 and ends exactly at 1', () => {
    const tweens = new Tweens();
    const seen: number[] = [];
    tweens.add(0.3, (t) => seen.push(t));
    while (tweens.step(0.05));
    expect(seen[0]).toBe(0);
    expect(seen[seen.length - 1]).toBe(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
  });

  it('finish() jumps to the end', () => {
    const tweens = new Tweens();
    let last = -1;
    tweens.add(10, (t) => (last = t));
    tweens.finish();
    expect(last).toBe(1);
    expect(tweens.active).toBe(0);
  });

  it('rejects a duration that is not positive', () => {
    expect(() => new Tweens().add(0, () => {})).toThrow(RangeError);
  });
});
