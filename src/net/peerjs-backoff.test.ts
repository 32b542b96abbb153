// Bounded exponential backoff under a fake clock: delays double up to the cap, one attempt is
// pending at a time, success starts over, cancel really cancels.
import { describe, expect, it } from 'vitest';
import { backoffDelay, Retry, type Timers } from './peerjs-backoff';

/** A clock that moves only when the test says so. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      due.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (handle) => void due.delete(handle as number),
    now: () => now,
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const first = [...due.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!first) break;
      due.delete(first[0]);
      now = first[1].at;
      first[1].run();
    }
    now = until;
  };
  return { timers, advance, pending: () => due.size, now: () => now };
}

describe('backoffDelay', () => {
  it('doubles from firstMs and stops at maxMs', () => {
    const policy = { firstMs: 100, maxMs: 1000 };
    expect([0, 1, 2, 3, 4, 5, 60, 5000].map((a) => backoffDelay(a, policy))).toEqual([100, 200, 400, 800, 1000, 1000, 1000, 1000]);
  });

  it('rejects nonsense attempts and policies', () => {
    expect(() => backoffDelay(-1, { firstMs: 1, maxMs: 2 })).toThrow(RangeError);
    expect(() => backoffDelay(1.5, { firstMs: 1, maxMs: 2 })).toThrow(RangeError);
    expect(() => backoffDelay(0, { firstMs: 0, maxMs: 2 })).toThrow(RangeError);
    expect(() => backoffDelay(0, { firstMs: 5, maxMs: 2 })).toThrow(RangeError);
    expect(() => backoffDelay(0, { firstMs: 5, maxMs: Infinity })).toThrow(RangeError);
  });
});

describe('Retry', () => {
  it('retries at growing, capped intervals until told it succeeded', () => {
    const clock = fakeTimers();
    const at: number[] = [];
    let succeedOn = 5;
    const retry: Retry = new Retry(clock.timers, { firstMs: 100, maxMs: 500 }, () => {
      at.push(clock.now());
      if (at.length === succeedOn) retry.succeeded();
      else retry.schedule();
    });
    retry.schedule();
    clock.advance(10_000);
    // 100, +200, +400, +500 (capped), +500
    expect(at).toEqual([100, 300, 700, 1200, 1700]);
    expect(retry.failures).toBe(0);
    expect(clock.pending()).toBe(0);

    // After a success the next failure waits firstMs again.
    at.length = 0;
    succeedOn = 1;
    const start = clock.now();
    retry.schedule();
    clock.advance(1000);
    expect(at).toEqual([start + 100]);
  });

  it('keeps one attempt pending at a time, and cancel drops it', () => {
    const clock = fakeTimers();
    let runs = 0;
    const retry = new Retry(clock.timers, { firstMs: 50, maxMs: 50 }, () => runs++);
    expect(retry.schedule()).toBe(50);
    expect(retry.schedule()).toBeNull();
    expect(retry.pending).toBe(true);
    retry.cancel();
    expect(retry.pending).toBe(false);
    clock.advance(1000);
    expect(runs).toBe(0);
    retry.schedule();
    clock.advance(50);
    expect(runs).toBe(1);
  });
});
