// The memo of the last few objects (recent.ts): answers by identity, forgets the oldest key first,
// and an update of a remembered key keeps the others (and its own place in the ring).
import { describe, expect, it } from 'vitest';
import { recent } from './recent';

describe('recent', () => {
  it('answers the last `size` keys by identity and forgets the oldest first', () => {
    const memo = recent<object, number>(3);
    const keys = [{}, {}, {}, {}];
    expect(memo.get(keys[0]!)).toBeUndefined();
    keys.slice(0, 3).forEach((k, i) => memo.set(k, i));
    expect(keys.slice(0, 3).map((k) => memo.get(k))).toEqual([0, 1, 2]);
    expect(memo.get({})).toBeUndefined();
    memo.set(keys[3]!, 3);
    expect(keys.map((k) => memo.get(k))).toEqual([undefined, 1, 2, 3]);
  });

  it('updates a remembered key in place, forgetting nothing; it still goes first (by insertion)', () => {
    const memo = recent<object, string>(2);
    const a = {};
    const b = {};
    memo.set(a, 'a');
    memo.set(b, 'b');
    memo.set(a, 'a2');
    expect([memo.get(a), memo.get(b)]).toEqual(['a2', 'b']);
    const c = {};
    memo.set(c, 'c');
    expect([memo.get(a), memo.get(b), memo.get(c)]).toEqual([undefined, 'b', 'c']);
  });
});
