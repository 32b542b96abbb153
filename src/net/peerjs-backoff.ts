// Bounded exponential backoff for reconnecting to the broker and to other peers. Time is injected
// (style rule 23): the transport passes the page's timers, tests pass a fake clock, and nothing
// here reads the real time by itself. No jitter: every retry target is dialled by exactly one side
// (see peerjs-transport.ts), so there is no herd of simultaneous retries to spread out.

/** The timer functions the transport needs; `globalThis` provides them in browsers and Node. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Milliseconds on any monotonic-enough clock; used only to report timings. */
  now(): number;
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => performance.now(),
};

export interface BackoffPolicy {
  /** Delay before the first retry. */
  readonly firstMs: number;
  /** No delay is ever longer than this. */
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { firstMs: 250, maxMs: 8_000 };

/**
 * The delay before retry number `attempt` (0 for the first retry): firstMs · 2^attempt, capped.
 * @throws RangeError on a negative or fractional attempt, or a policy that is not 0 < first ≤ max
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy): number {
  if (!(Number.isInteger(attempt) && attempt >= 0)) throw new RangeError(`expected a whole attempt number ≥ 0, got ${attempt}`);
  checkPolicy(policy);
  // Past 2^30 the cap has long been reached; stopping the exponent there keeps the number finite.
  return Math.min(policy.maxMs, policy.firstMs * 2 ** Math.min(attempt, 30));
}

function checkPolicy({ firstMs, maxMs }: BackoffPolicy): void {
  if (!(firstMs > 0 && maxMs >= firstMs && Number.isFinite(maxMs))) {
    throw new RangeError(`expected a backoff policy with 0 < firstMs ≤ maxMs, got ${firstMs} and ${maxMs}`);
  }
}

/**
 * One thing to retry (a link to a peer, the broker connection): at most one attempt is pending
 * at a time, each failure doubles the wait up to the cap, and a success starts over from firstMs.
 */
export class Retry {
  private attempts = 0;
  private handle: unknown = null;

  constructor(
    private readonly timers: Timers,
    private readonly policy: BackoffPolicy,
    private readonly attempt: () => void,
  ) {
    checkPolicy(policy);
  }

  /** Whether an attempt is waiting for its timer. */
  get pending(): boolean {
    return this.handle !== null;
  }

  /** How many retries were scheduled since the last success. */
  get failures(): number {
    return this.attempts;
  }

  /** Schedules the next attempt after the backoff delay, unless one is already pending; returns the delay. */
  schedule(): number | null {
    if (this.handle !== null) return null;
    const delay = backoffDelay(this.attempts, this.policy);
    this.attempts++;
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      this.attempt();
    }, delay);
    return delay;
  }

  /** The thing works again: the next failure waits firstMs. */
  succeeded(): void {
    this.cancel();
    this.attempts = 0;
  }

  /** Drops a pending attempt (on close, or when the peer came back by itself). */
  cancel(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}
