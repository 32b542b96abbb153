// Time for the session (style rule 23): the session never reads Date.now or calls setTimeout
// itself, so tests and the simulator run on virtual time and every run is repeatable.

export interface Clock {
  /** Milliseconds on this clock (virtual or real). */
  now(): number;
  /** Calls `fn` once, `delay` ms from now; returns a function that cancels it. */
  schedule(delay: number, fn: () => void): () => void;
}

/** The browser's and Node's clock. */
export const realClock: Clock = {
  now: () => Date.now(),
  schedule: (delay, fn) => {
    const handle = setTimeout(fn, delay);
    return () => clearTimeout(handle);
  },
};

interface Timer {
  readonly at: number;
  readonly order: number;
  readonly fn: () => void;
  cancelled: boolean;
}

/**
 * A clock that moves only when told to. Timers due at the same time fire in the order they were
 * scheduled, so a run is a pure function of its inputs.
 */
export class ManualClock implements Clock {
  private time = 0;
  private timers: Timer[] = [];
  private scheduled = 0;

  now(): number {
    return this.time;
  }

  schedule(delay: number, fn: () => void): () => void {
    if (!Number.isFinite(delay) || delay < 0) throw new RangeError(`expected a delay ≥ 0, got ${delay}`);
    const timer: Timer = { at: this.time + delay, order: this.scheduled++, fn, cancelled: false };
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }

  /** When the next live timer is due, or null if none is. */
  nextDue(): number | null {
    this.timers = this.timers.filter((t) => !t.cancelled);
    return this.timers.length === 0 ? null : Math.min(...this.timers.map((t) => t.at));
  }

  /** Moves time forward to `time` (never back), firing every timer due by then, in order. */
  advanceTo(time: number): void {
    for (;;) {
      const due = this.timers.filter((t) => !t.cancelled && t.at <= time).sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (due === undefined) break;
      this.time = Math.max(this.time, due.at);
      due.cancelled = true;
      due.fn();
    }
    this.time = Math.max(this.time, time);
    this.timers = this.timers.filter((t) => !t.cancelled);
  }
}
