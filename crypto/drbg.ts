/**
 * A seeded deterministic random generator. Every player derives all its secret randomness
 * for a game (deck permutations and keys) from one 32-byte seed it committed to at the start,
 * so that at the end of the game the seed is opened and anyone can re-run and check it.
 *
 * Construction: HMAC-SHA-256 in counter mode (as in HKDF-Expand / NIST SP 800-108):
 *   block_i = HMAC-SHA-256(key = seed, frame(DRBG tag, label, i as 8 bytes))
 * Different labels ('deck/westeros-1', …) give independent streams from one seed.
 * Integers in a range are drawn by rejection sampling (never `% n` on its own, which biases
 * small values), and shuffles are Fisher–Yates over those integers, so every permutation is
 * exactly equally likely given a uniform stream.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { assertBytes, frame, utf8Bytes } from './bytes';
import { DOMAIN } from './domain';
import { sha256IntoNative } from './native-hash';

/** Length of a seed, in bytes. */
export const SEED_BYTES = 32;
const TWO_32 = 2 ** 32;

/** A deterministic stream of random values; each call consumes fresh output. */
export interface Drbg {
  /** The next `n` bytes of the stream. */
  bytes(n: number): Uint8Array;
  /** A uniform integer in [0, 2^32). */
  uint32(): number;
  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32, by rejection sampling. */
  int(n: number): number;
  /** A uniform permutation of 0…n−1 (Fisher–Yates): position k holds item `perm[k]`. */
  permutation(n: number): number[];
}

/**
 * Create the stream for one purpose from a secret seed.
 * @param seed - 32 secret bytes (a player's committed game seed)
 * @param label - the purpose, e.g. 'deck/westeros-1'; distinct labels give independent streams
 * @returns a Drbg
 * @throws TypeError / RangeError if seed is not 32 bytes or label is not a string
 * @example
 * const rng = createDrbg(seed, 'deck/wildlings');
 * rng.int(6) // 0…5, always the same for this seed and label
 */
export function createDrbg(seed: Uint8Array, label: string): Drbg {
  const key = assertBytes(seed, SEED_BYTES, 'seed').slice();
  // The key's inner and outer pads are hashed once; each block continues a copy of them (the
  // same HMAC, two compressions fewer per block). Made at the first block that needs it: in Node
  // every block comes from node:crypto below, and a bot or dealer makes a stream per game.
  let keyed: ReturnType<typeof hmac.create> | undefined;
  // frame([tag, label, index]) once; each block rewrites only the index, its last 8 bytes.
  const message = frame([utf8Bytes(DOMAIN.DRBG), utf8Bytes(label), new Uint8Array(8)]);
  const index = new DataView(message.buffer, message.length - 8, 8);
  let counter = 0;
  // One block of output, rewritten in place by each refill (`bytes` copies out of it, `uint32`
  // reads it), and one HMAC that each block continues from the keyed one: `clone()` allocated a
  // new HMAC with two hashes, their buffers and views for every 32 bytes, most of the stream's cost
  // (the random bots draw from it at every choice). The same bytes either way (drbg.test.ts).
  const pool = new Uint8Array(32);
  let used = pool.length;
  let scratch: Parameters<ReturnType<typeof hmac.create>['_cloneInto']>[0];

  // In Node the same HMAC (RFC 2104) from two one-shot SHA-256 calls of node:crypto (native-hash.ts)
  // over buffers laid out once: H(K ⊕ opad ‖ H(K ⊕ ipad ‖ message)), the key zero-padded to the
  // 64-byte block. Only the message's last 8 bytes (the index) change between blocks. The same
  // bytes as noble's HMAC above (drbg.test.ts compares both paths); ≈2× faster per block, and the
  // random bots refill ≈130 times a game.
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    const k = i < key.length ? key[i]! : 0;
    inner[i] = k ^ 0x36;
    outer[i] = k ^ 0x5c;
  }
  inner.set(message, 64);
  const innerIndex = new DataView(inner.buffer, inner.length - 8, 8);

  const refill = (): void => {
    const high = Math.floor(counter / TWO_32);
    const low = counter >>> 0;
    counter++;
    used = 0;
    innerIndex.setUint32(0, high);
    innerIndex.setUint32(4, low);
    if (sha256IntoNative(inner, outer, 64) && sha256IntoNative(outer, pool, 0)) return;
    index.setUint32(0, high);
    index.setUint32(4, low);
    keyed ??= hmac.create(sha256, key);
    const block = keyed._cloneInto(scratch);
    block.update(message).digestInto(pool);
    scratch = block;
  };

  const bytes = (n: number): Uint8Array => {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`expected a byte count ≥ 0, got ${n}`);
    const out = new Uint8Array(n);
    for (let at = 0; at < n; ) {
      if (used === pool.length) refill();
      const take = Math.min(n - at, pool.length - used);
      out.set(pool.subarray(used, used + take), at);
      used += take;
      at += take;
    }
    return out;
  };

  /** Four bytes of the stream, big-endian, read from the pool without copying when they are all in it. */
  const uint32 = (): number => {
    if (pool.length - used < 4) return new DataView(bytes(4).buffer).getUint32(0);
    const x = ((pool[used]! << 24) | (pool[used + 1]! << 16) | (pool[used + 2]! << 8) | pool[used + 3]!) >>> 0;
    used += 4;
    return x;
  };

  const int = (n: number): number => {
    if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`expected a range size in [1, 2^32], got ${n}`);
    // Accept only draws below the largest multiple of n, so every residue is equally likely.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = uint32();
      if (x < limit) return x % n;
    }
  };

  const permutation = (n: number): number[] => {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`expected a size ≥ 0, got ${n}`);
    const perm = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = int(i + 1);
      const t = perm[i]!;
      perm[i] = perm[j]!;
      perm[j] = t;
    }
    return perm;
  };

  return Object.freeze({ bytes, uint32, int, permutation });
}

/**
 * Apply a permutation: position k of the result holds `items[perm[k]]`.
 * @param items - the items
 * @param perm - a permutation of 0…items.length−1
 * @returns a new array
 * @throws RangeError if perm is not a permutation of the right size
 * @example
 * applyPermutation(['a', 'b', 'c'], [2, 0, 1]) // ['c', 'a', 'b']
 */
export function applyPermutation<T>(items: readonly T[], perm: readonly number[]): T[] {
  if (!isPermutation(perm, items.length)) throw new RangeError(`expected a permutation of ${items.length} items`);
  return perm.map((i) => items[i]!);
}

/**
 * Is `perm` a permutation of 0…n−1?
 * @param perm - candidate
 * @param n - its size
 * @returns true when every index appears exactly once
 * @throws never
 * @example
 * isPermutation([1, 0], 2) // true
 */
export function isPermutation(perm: readonly number[], n: number): boolean {
  if (perm.length !== n) return false;
  const seen = new Uint8Array(n);
  for (const i of perm) {
    if (!Number.isInteger(i) || i < 0 || i >= n || seen[i] === 1) return false;
    seen[i] = 1;
  }
  return true;
}
