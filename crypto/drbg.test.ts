// The deterministic generator: a known answer recomputed with node:crypto, determinism and
// stream independence, exact uniformity of int() and of permutations (chi-square), and the
// check that the chi-square test can fail (it rejects the classic biased shuffle).
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex, utf8Bytes } from './bytes';
import { DOMAIN } from './domain';
import { applyPermutation, createDrbg, isPermutation } from './drbg';
import { nativeHashInUse, setNativeHash } from './native-hash';
import { Z, chiSquare, chiSquareCritical } from './chi-square.testkit';

const seed = new Uint8Array(32).fill(0x44);

describe('drbg: known answer', () => {
  it('block 0 is HMAC-SHA-256(seed, frame(tag, label, counter 0)), checked with node:crypto', () => {
    const frameOf = (parts: Uint8Array[]) =>
      Buffer.concat(parts.flatMap((p) => [Buffer.from([0, 0, 0, p.length]), Buffer.from(p)]));
    const block0 = createHmac('sha256', seed)
      .update(frameOf([utf8Bytes(DOMAIN.DRBG), utf8Bytes('test'), new Uint8Array(8)]))
      .digest('hex');
    const rng = createDrbg(seed, 'test');
    const first40 = toHex(rng.bytes(40));
    expect(first40.slice(0, 64)).toBe(block0);
    // Golden (provenance: this implementation when written; the first 32 bytes are checked above).
    expect(first40).toBe('cdfa4c1b42d18fd67533a3a89cee16dcadf5c6a2bf1e145a03104bebb2541355fc8c41cc2b74f5a5');
    expect([rng.int(6), rng.uint32()]).toEqual([2, 3422996552]);
    expect(rng.permutation(10)).toEqual([6, 0, 8, 7, 2, 3, 1, 5, 9, 4]);
  });

  it('is deterministic, and labels and seeds give independent streams', () => {
    const a = toHex(createDrbg(seed, 'deck/a').bytes(64));
    expect(toHex(createDrbg(seed, 'deck/a').bytes(64))).toBe(a);
    expect(toHex(createDrbg(seed, 'deck/b').bytes(64))).not.toBe(a);
    const other = seed.slice();
    other[31] = other[31]! ^ 1;
    expect(toHex(createDrbg(other, 'deck/a').bytes(64))).not.toBe(a);
  });

  it('reading in pieces gives the same stream as reading at once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 70 }), { maxLength: 8 }), (sizes) => {
        const pieces = createDrbg(seed, 'x');
        const joined = sizes.map((n) => toHex(pieces.bytes(n))).join('');
        const total = sizes.reduce((a, b) => a + b, 0);
        expect(joined).toBe(toHex(createDrbg(seed, 'x').bytes(total)));
      }),
    );
  });

  it('refuses bad arguments', () => {
    expect(() => createDrbg(new Uint8Array(31), 'x')).toThrow(RangeError);
    const rng = createDrbg(seed, 'x');
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2 ** 32 + 1)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
    expect(() => rng.bytes(-1)).toThrow(RangeError);
  });
});

describe('drbg: the node:crypto path and the portable one', () => {
  it('give the same stream, block after block, for any seed and label', () => {
    expect(nativeHashInUse()).toBe(true);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.string({ maxLength: 40 }), fc.integer({ min: 1, max: 700 }), (s, label, n) => {
        const native = createDrbg(s, label).bytes(n);
        setNativeHash(false);
        try {
          expect(toHex(createDrbg(s, label).bytes(n))).toBe(toHex(native));
        } finally {
          setNativeHash(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a stream may switch paths between blocks (a test turning the native hash off) and stays the same', () => {
    const whole = createDrbg(seed, 'switch').bytes(32 * 6);
    const rng = createDrbg(seed, 'switch');
    const parts: Uint8Array[] = [];
    for (let i = 0; i < 6; i++) {
      setNativeHash(i % 2 === 0);
      parts.push(rng.bytes(32));
    }
    setNativeHash(true);
    expect(toHex(Uint8Array.from(parts.flatMap((p) => [...p])))).toBe(toHex(whole));
  });
});

describe('drbg: uniformity', () => {
  it('int(n) stays in range for every n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.nat(), (n, salt) => {
        const rng = createDrbg(seed, `range-${salt}`);
        const x = rng.int(n);
        expect(x >= 0 && x < n && Number.isInteger(x)).toBe(true);
      }),
    );
  });

  it('int(6) is uniform (chi-square, 12 000 draws)', () => {
    const rng = createDrbg(seed, 'die');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 12000; i++) counts[rng.int(6)]!++;
    expect(chiSquare(counts)).toBeLessThan(chiSquareCritical(5, Z.p001));
  });

  it('int(n) with n just above 2^31 is unbiased (naive % n would put 2/3 of draws in the lower half)', () => {
    const n = 2 ** 31 + 2 ** 30; // 2^32 mod n = 2^30: without rejection, [0, 2^30) is twice as likely
    const rng = createDrbg(seed, 'big');
    let low = 0;
    const draws = 6000;
    for (let i = 0; i < draws; i++) if (rng.int(n) < 2 ** 30) low++;
    // Uniform: P(low) = 1/3. A ±4.5σ band around draws/3 (σ ≈ 36.5).
    expect(Math.abs(low - draws / 3)).toBeLessThan(165);
  });

  it('permutation(n) returns permutations', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.nat(), (n, salt) => {
        expect(isPermutation(createDrbg(seed, `p-${salt}`).permutation(n), n)).toBe(true);
      }),
    );
  });

  it('all 24 orders of 4 cards are equally likely (chi-square, 24 000 shuffles)', () => {
    const rng = createDrbg(seed, 'orders');
    const counts = new Map<string, number>();
    for (let i = 0; i < 24000; i++) {
      const key = rng.permutation(4).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    expect(chiSquare([...counts.values()])).toBeLessThan(chiSquareCritical(23, Z.p001));
  });

  it('the chi-square test can fail: it rejects the classic biased "swap with any" shuffle', () => {
    const rng = createDrbg(seed, 'biased');
    const counts = new Map<string, number>();
    for (let i = 0; i < 24000; i++) {
      const perm = [0, 1, 2, 3];
      for (let k = 0; k < 4; k++) {
        const j = rng.int(4); // wrong: should be int(k + 1) over a shrinking range
        [perm[k], perm[j]] = [perm[j]!, perm[k]!];
      }
      const key = perm.join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(chiSquare([...counts.values()])).toBeGreaterThan(chiSquareCritical(23, Z.p001));
  });

  it('applyPermutation puts items[perm[k]] at k and refuses non-permutations', () => {
    expect(applyPermutation(['a', 'b', 'c'], [2, 0, 1])).toEqual(['c', 'a', 'b']);
    expect(() => applyPermutation(['a', 'b'], [0, 0])).toThrow(RangeError);
    expect(isPermutation([0, 2], 2)).toBe(false);
  });
});

describe('chi-square helper', () => {
  it('matches table values within 1 % (df 23: 49.73, df 9: 27.88 at p = 0.001)', () => {
    expect(Math.abs(chiSquareCritical(23, Z.p001) / 49.73 - 1)).toBeLessThan(0.01);
    expect(Math.abs(chiSquareCritical(9, Z.p001) / 27.88 - 1)).toBeLessThan(0.01);
    expect(chiSquare([5, 15])).toBe(5);
  });
});
