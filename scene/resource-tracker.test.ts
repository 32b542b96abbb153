import { describe, expect, it } from 'vitest';
import { ResourceCache, ResourceTracker } from './resource-tracker';

const counter = () => {
  const r = { disposed: 0, dispose: () => void r.disposed++ };
  return r;
};

describe('resource tracker', () => {
  it('disposes each tracked resource exactly once', () => {
    const t = new ResourceTracker();
    const a = t.track(counter());
    const b = t.track(counter());
    t.track(a); // tracking twice does not free twice
    const untracked = counter();
    expect(t.size).toBe(2);
    t.dispose();
    t.dispose();
    expect([a.disposed, b.disposed, untracked.disposed]).toEqual([1, 1, 0]);
    expect(t.size).toBe(0);
  });

  it('releases one resource early and refuses unknown ones', () => {
    const t = new ResourceTracker();
    const a = t.track(counter());
    t.release(a);
    expect(a.disposed).toBe(1);
    expect(() => t.release(a)).toThrow(RangeError);
    t.dispose();
    expect(a.disposed).toBe(1);
  });

  it('refuses to track after disposal', () => {
    const t = new ResourceTracker();
    t.dispose();
    expect(() => t.track(counter())).toThrow(RangeError);
  });

  it('shares cached resources by key and frees them with the tracker', () => {
    const t = new ResourceTracker();
    const cache = new ResourceCache(t);
    let made = 0;
    const make = () => {
      made++;
      return counter();
    };
    const x = cache.get('house:stark', make);
    expect(cache.get('house:stark', make)).toBe(x);
    cache.get('house:tyrell', make);
    expect(made).toBe(2);
    t.dispose();
    expect(x.disposed).toBe(1);
  });
});
