// Short animations (a token flipping over when orders are revealed). The render loop runs frames
// only while this set is non-empty (style rule 17).

interface Tween {
  elapsed: number;
  readonly duration: number;
  readonly apply: (t: number) => void;
}

export class Tweens {
  private readonly running: Tween[] = [];

  /** Starts an animation; `apply` gets the eased progress 0..1 each frame and 1 at the end. */
  add(duration: number, apply: (t: number) => void): void {
    if (!(duration > 0)) throw new RangeError(`expected a positive duration, got ${duration}`);
    this.running.push({ elapsed: 0, duration, apply });
    apply(0);
  }

  /** Advances every animation by dt seconds; returns whether any is still running. */
  step(dt: number): boolean {
    let kept = 0;
    for (let i = 0; i < this.running.length; i++) {
      const tween = this.running[i]!;
      tween.elapsed = Math.min(tween.elapsed + dt, tween.duration);
      const t = tween.elapsed / tween.duration;
      tween.apply(t * t * (3 - 2 * t));
      if (tween.elapsed < tween.duration) this.running[kept++] = tween;
    }
    this.running.length = kept;
    return kept > 0;
  }

  /** Jumps every animation to its end. */
  finish(): void {
    for (const tween of this.running) tween.apply(1);
    this.running.length = 0;
  }

  get active(): number {
    return this.running.length;
  }
}
