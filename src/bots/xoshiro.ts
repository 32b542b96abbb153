// xoshiro128** (Blackman and Vigna, 2018): a small, fast, non-cryptographic generator of 32-bit
// integers, in 32-bit integer arithmetic only (Math.imul, shifts, xor; no floating point). For the
// fast random bot (random-bot.ts), whose stream needs to be reproducible, not secret: the players'
// own randomness (deck permutations, keys) always comes from the DRBG of crypto/drbg.ts.

/** A uniform integer in [0, n), 1 ≤ n ≤ 2^32, drawn from the stream. */
export type IntStream = (n: number) => number;

const TWO_32 = 2 ** 32;

/**
 * The generator started from 16 bytes (its four 32-bit state words, big-endian); an all-zero state,
 * the one xoshiro cannot leave, is replaced by (1, 0, 0, 0). `next()` gives a uniform 32-bit
 * integer; `int(n)` a uniform integer in [0, n) by rejection sampling (never `% n` alone).
 */
export function xoshiro128(seed: Uint8Array): { next(): number; int: IntStream } {
  if (seed.length !== 16) throw new RangeError(`expected 16 seed bytes, got ${seed.length}`);
  const word = (i: number) => ((seed[i]! << 24) | (seed[i + 1]! << 16) | (seed[i + 2]! << 8) | seed[i + 3]!) >>> 0;
  let s0 = word(0);
  let s1 = word(4);
  let s2 = word(8);
  let s3 = word(12);
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1;
  const next = (): number => {
    const x = Math.imul(s1, 5);
    const result = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    return result;
  };
  const int = (n: number): number => {
    if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`expected a range size in [1, 2^32], got ${n}`);
    // Accept only draws below the largest multiple of n, so every residue is equally likely.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = next();
      if (x < limit) return x % n;
    }
  };
  return { next, int };
}

/**
 * 16 seed bytes for `xoshiro128` from a seed of any length and a label, in 32-bit integer
 * arithmetic: each state word is an FNV-1a hash of the label, the word's index and the seed's
 * bytes, passed through MurmurHash3's 32-bit finaliser. Reproducible and cheap (the fast random
 * bot is made six times a game), not secret, like the generator itself.
 */
export function mixSeed(seed: Uint8Array, label: string): Uint8Array {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
  const out = new Uint8Array(16);
  for (let w = 0; w < 4; w++) {
    let x = Math.imul(h ^ w, 0x01000193);
    for (let i = 0; i < seed.length; i++) x = Math.imul(x ^ seed[i]!, 0x01000193);
    x ^= x >>> 16;
    x = Math.imul(x, 0x85ebca6b);
    x ^= x >>> 13;
    x = Math.imul(x, 0xc2b2ae35);
    x ^= x >>> 16;
    out[4 * w] = x >>> 24;
    out[4 * w + 1] = (x >>> 16) & 0xff;
    out[4 * w + 2] = (x >>> 8) & 0xff;
    out[4 * w + 3] = x & 0xff;
  }
  return out;
}
