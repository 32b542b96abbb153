/**
 * The prime-order group of the joint deck: ristretto255 (RFC 9496) from @noble/curves, with
 * canonical byte forms for points and scalars and strict decoding of untrusted bytes.
 * Prime order matters: encryption by multiplication preserves no small-subgroup bit (the
 * quadratic-residue leak of SRA over Z_p*, stack-notes §4.2), and every non-identity point
 * generates the whole group, so a key can be any non-zero scalar.
 */
import { mulAddUnsafe } from '@noble/curves/abstract/curve.js';
import { expand_message_xmd } from '@noble/curves/abstract/hash-to-curve.js';
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { sha512 as nobleSha512 } from '@noble/hashes/sha2.js';
import { assertBytes, equalBytes, frame } from './bytes';
import type { DomainTag } from './domain';
import type { Drbg } from './drbg';
import { fastGroup } from './fast-group';
import { tagBytes } from './hash';
import { sha512 } from './native-hash';

/** A ristretto255 point (noble's class). */
export type Point = InstanceType<typeof ristretto255.Point>;
/** The point class; `Point.BASE` is the generator G. */
export const Point: typeof ristretto255.Point = ristretto255.Point;
/** The group order ℓ = 2^252 + 27742317777372353535851937790883648493. */
export const GROUP_ORDER: bigint = ristretto255.Point.Fn.ORDER;
/** Length of an encoded point. */
export const POINT_BYTES = 32;
/** Length of an encoded scalar. */
export const SCALAR_BYTES = 32;

const Fn = ristretto255.Point.Fn;

/** noble's Strauss–Shamir multi-scalar multiplication; its generic types do not name the ristretto class, which it accepts. */
const strausPublic = mulAddUnsafe as unknown as (cons: typeof Point, points: Point[], scalars: bigint[]) => Point;

/**
 * Decode an untrusted point: the canonical RFC 9496 encoding of a point other than the identity.
 * @param bytes - anything
 * @returns the point, or null if bytes are not 32 bytes, not canonical, or the identity
 * @throws never
 * @example
 * decodePoint(encodePoint(Point.BASE)) // Point.BASE
 */
export function decodePoint(bytes: unknown): Point | null {
  if (!(bytes instanceof Uint8Array) || bytes.length !== POINT_BYTES) return null;
  const native = fastGroup();
  if (native !== null) return native.crypto_core_ristretto255_is_valid_point(bytes) && bytes.some((b) => b !== 0) ? fromNative(bytes.slice()) : null;
  try {
    const p = Point.fromBytes(bytes);
    if (p.is0()) return null;
    encodings.set(p, bytes.slice());
    return p;
  } catch {
    return null;
  }
}

/**
 * The canonical encoding of each point already decoded or encoded (points are immutable): an
 * encoding costs a field inversion and square root (≈0.15 ms), and the deck encodes the points it
 * decodes, hashes and multiplies again and again. Weak: an entry lives as long as its point.
 */
const encodings = new WeakMap<Point, Uint8Array>();

function encodingOf(p: Point): Uint8Array {
  let bytes = knownEncoding(p);
  if (bytes === undefined) {
    bytes = p.toBytes();
    encodings.set(p, bytes);
  }
  return bytes;
}

/**
 * A point from bytes libsodium computed (a canonical encoding of a valid point), decoded only when
 * noble first needs its coordinates: most products are only encoded (for the wire or a hash), and
 * the encoding is known, so the decoding (≈0.13 ms, as much as libsodium's multiplication) is
 * skipped. noble's ristretto points keep their coordinates in the field `ep` (protected in its
 * types, read by every method); the getter fills it from the bytes. fast-group.test.ts checks
 * that these points compare, add and encode as noble's own.
 */
function fromNative(bytes: Uint8Array): Point {
  const p = Object.create(NativePoint.prototype) as NativePoint;
  p.bytes = bytes;
  p.decoded = undefined;
  return p as unknown as Point;
}

/**
 * The class of fromNative's points: noble's, with `ep` read through a getter on the prototype that
 * decodes the known bytes once. The encoding is the object's own field, not an entry of
 * `encodings`: a point per multiplication and per decoded point, and `Object.defineProperty` on
 * each (a getter per object) and a WeakMap entry cost more than libsodium's own decoding check of
 * it. noble makes the results of its own arithmetic through its constructor (`init`), never
 * through this class, so nothing assigns `ep` here.
 */
class NativePoint extends Point {
  declare bytes: Uint8Array;
  declare decoded: unknown;
  // @ts-expect-error noble declares `ep` a field; here it is an accessor on the prototype (see above).
  override get ep(): unknown {
    return (this.decoded ??= (Point.fromBytes(this.bytes) as unknown as { ep: unknown }).ep);
  }
}

/** The encoding already known of a point (decoded, computed by libsodium, or encoded before), if any. */
function knownEncoding(p: Point): Uint8Array | undefined {
  return p instanceof NativePoint ? p.bytes : encodings.get(p);
}

/**
 * Encode a point canonically.
 * @param p - a point
 * @returns its 32-byte RFC 9496 encoding
 * @throws never
 * @example
 * toHex(encodePoint(Point.BASE)) // 'e2f2ae0a…2d76'
 */
export function encodePoint(p: Point): Uint8Array {
  return encodingOf(p).slice();
}

/**
 * Whether two points are the same group element: by their encodings when both are known (points
 * from libsodium or decoded: no decoding needed), else by noble's projective comparison.
 * @param a - a point
 * @param b - a point
 * @returns true when a = b
 * @throws never
 * @example
 * equalPoints(multiply(Point.BASE, 2n), Point.BASE.double()) // true
 */
export function equalPoints(a: Point, b: Point): boolean {
  const ea = knownEncoding(a);
  const eb = knownEncoding(b);
  return ea !== undefined && eb !== undefined ? equalBytes(ea, eb) : a.equals(b);
}

/**
 * k·P in constant time (secret k): libsodium when `useFastGroup` gave it, else noble's
 * `p.multiply(k)`, with the same results and errors.
 * @param p - a point
 * @param k - a scalar in [1, ℓ)
 * @returns k·P
 * @throws RangeError / Error (noble's) if k is outside [1, ℓ)
 * @example
 * multiply(Point.BASE, 2n).equals(Point.BASE.double()) // true
 */
export function multiply(p: Point, k: bigint): Point {
  const native = k > 0n && k < GROUP_ORDER ? nativeMultiply(p, k) : null;
  return native ?? p.multiply(k);
}

/**
 * k·P on public data (variable time with noble): libsodium when `useFastGroup` gave it, else
 * noble's `p.multiplyUnsafe(k)`, with the same results and errors.
 * @param p - a point
 * @param k - a public scalar in [0, ℓ)
 * @returns k·P (the identity for k = 0)
 * @throws RangeError / Error (noble's) if k is outside [0, ℓ)
 * @example
 * multiplyPublic(Point.BASE, 0n).is0() // true
 */
export function multiplyPublic(p: Point, k: bigint): Point {
  const native = k > 0n && k < GROUP_ORDER ? nativeMultiply(p, k) : null;
  return native ?? p.multiplyUnsafe(k);
}

/** k·P through libsodium, or null when there is none or it refuses (the identity: noble answers). */
function nativeMultiply(p: Point, k: bigint): Point | null {
  const bytes = nativeProduct(p, k);
  return bytes === null ? null : fromNative(bytes);
}

function nativeProduct(p: Point, k: bigint): Uint8Array | null {
  const native = fastGroup();
  if (native === null) return null;
  try {
    const n = Fn.toBytes(k);
    const bytes = encodingOf(p);
    return equalBytes(bytes, BASE_BYTES) ? native.crypto_scalarmult_ristretto255_base(n) : native.crypto_scalarmult_ristretto255(n, bytes);
  } catch {
    return null;
  }
}

/**
 * Decode an untrusted scalar: 32 little-endian bytes of an integer in [1, ℓ).
 * @param bytes - anything
 * @returns the scalar, or null if not canonical or zero
 * @throws never
 * @example
 * decodeScalar(encodeScalar(5n)) // 5n
 */
export function decodeScalar(bytes: unknown): bigint | null {
  if (!(bytes instanceof Uint8Array) || bytes.length !== SCALAR_BYTES) return null;
  const n = littleEndian(bytes);
  return n > 0n && n < GROUP_ORDER ? n : null;
}

/**
 * Encode a scalar in [0, ℓ) as 32 little-endian bytes.
 * @param n - the scalar
 * @returns 32 bytes
 * @throws RangeError if n is outside [0, ℓ)
 * @example
 * encodeScalar(1n) // 01 00 … 00
 */
export function encodeScalar(n: bigint): Uint8Array {
  if (n < 0n || n >= GROUP_ORDER) throw new RangeError('expected a scalar in [0, ℓ)');
  return Fn.toBytes(n);
}

/**
 * A uniform non-zero scalar from a DRBG, by rejection sampling: 253-bit candidates, kept when
 * in [1, ℓ) (about half are), so there is no modular bias at all.
 * @param rng - the stream
 * @returns a scalar in [1, ℓ)
 * @throws never
 * @example
 * const k = randomScalar(createDrbg(seed, 'deck/x'))
 */
export function randomScalar(rng: Drbg): bigint {
  for (;;) {
    const b = rng.bytes(SCALAR_BYTES);
    b[31] = b[31]! & 0x1f;
    const n = littleEndian(b);
    if (n > 0n && n < GROUP_ORDER) return n;
  }
}

/**
 * a·P − b·Q on public data, in one Strauss–Shamir pass (shared doublings): ≈1.6× faster than two
 * multiplications, and variable-time, so never with a secret scalar. A fixed-base P = G uses
 * noble's precomputed table instead, which is faster still.
 * @param a - a public scalar in [0, ℓ)
 * @param p - a point
 * @param b - a public scalar in [0, ℓ)
 * @param q - a point
 * @returns a·P − b·Q (the same group element as `p.multiply(a).subtract(q.multiply(b))`)
 * @throws RangeError / Error if a scalar is outside [0, ℓ)
 * @example
 * const a1 = mulSubPublic(s, g1, c, h1) // s·g1 − c·h1 in a proof check
 */
export function mulSubPublic(a: bigint, p: Point, b: bigint, q: Point): Point {
  if (a < 0n || a >= GROUP_ORDER || b < 0n || b >= GROUP_ORDER) throw new RangeError('expected scalars in [0, ℓ)');
  if (p.equals(Point.BASE)) return p.multiplyUnsafe(a).subtract(q.multiplyUnsafe(b));
  return strausPublic(Point, [p, q.negate()], [a, b]);
}

/**
 * The encoding of a·P − b·Q on public data: `encodePoint(mulSubPublic(a, p, b, q))`, computed by
 * libsodium when `useFastGroup` gave it (two multiplications and a subtraction on bytes, no
 * decoding of the result: a DLEQ check only hashes it).
 * @param a - a public scalar in [0, ℓ)
 * @param p - a point
 * @param b - a public scalar in [0, ℓ)
 * @param q - a point
 * @returns 32 bytes, the canonical encoding of a·P − b·Q (all zeros for the identity)
 * @throws RangeError if a scalar is outside [0, ℓ)
 * @example
 * const a1 = mulSubPublicBytes(s, g1, c, h1) // hashed into the challenge
 */
export function mulSubPublicBytes(a: bigint, p: Point, b: bigint, q: Point): Uint8Array {
  if (a < 0n || a >= GROUP_ORDER || b < 0n || b >= GROUP_ORDER) throw new RangeError('expected scalars in [0, ℓ)');
  const native = fastGroup();
  const ap = native === null ? null : nativeProduct(p, a);
  const bq = ap === null ? null : nativeProduct(q, b);
  if (native !== null && ap !== null && bq !== null) {
    try {
      return native.crypto_core_ristretto255_sub(ap, bq);
    } catch {
      // noble answers below
    }
  }
  return encodingOf(mulSubPublic(a, p, b, q)).slice();
}

/**
 * Hash to a scalar (Fiat–Shamir challenges, deterministic nonces): SHA-512 of the framed
 * input, reduced mod ℓ; 512 bits make the reduction bias negligible (2^-259).
 * @param tag - a domain tag
 * @param parts - the fields
 * @returns a scalar in [0, ℓ)
 * @throws TypeError if a part is not a Uint8Array
 * @example
 * hashToScalar(DOMAIN.DLEQ_CHALLENGE, [context, …points])
 */
export function hashToScalar(tag: DomainTag, parts: readonly Uint8Array[]): bigint {
  return littleEndian(sha512(frame([tagBytes(tag), ...parts]))) % GROUP_ORDER;
}

/**
 * Hash to a point with the RFC 9380 ristretto255 hash-to-curve (nobody knows its discrete log).
 * @param dst - the domain tag, used as RFC 9380's domain separation tag
 * @param parts - the fields, framed
 * @returns a point (the identity only with negligible probability)
 * @throws TypeError if a part is not a Uint8Array
 * @example
 * hashToPoint(DOMAIN.DECK_CARD, [game, utf8Bytes('wildlings'), utf8Bytes('card-3')])
 */
export function hashToPoint(dst: DomainTag, parts: readonly Uint8Array[]): Point {
  const native = fastGroup();
  if (native === null) return ristretto255_hasher.hashToCurve(frame(parts), { DST: dst }) as Point;
  // RFC 9380's hash_to_ristretto255 is expand_message_xmd (SHA-512, 64 bytes) and then RFC 9496's
  // element derivation of those bytes, which is libsodium's from_hash (≈70 µs against noble's
  // ≈300–800 µs with the encoding): the same steps as noble's hashToCurve, split to run the map natively.
  const uniform = expand_message_xmd(frame(parts), dst, 64, nobleSha512);
  try {
    const bytes = native.crypto_core_ristretto255_from_hash(uniform);
    if (bytes.some((b) => b !== 0)) return fromNative(bytes);
  } catch {
    // noble answers below
  }
  return deriveToCurve(uniform); // the identity (probability ≈2^-252): noble's own point
}

/** noble's RFC 9496 element derivation (optional in its generic hasher type, always present for ristretto255). */
function deriveToCurve(uniform: Uint8Array): Point {
  const derive = ristretto255_hasher.deriveToCurve;
  if (derive === undefined) throw new TypeError('expected noble\'s ristretto255 element derivation');
  return derive(uniform) as Point;
}

/**
 * Inverse of a non-zero scalar modulo ℓ.
 * @param n - a scalar in [1, ℓ)
 * @returns n⁻¹ mod ℓ
 * @throws RangeError if n is zero
 * @example
 * mulScalar(3n, invertScalar(3n)) // 1n
 */
export function invertScalar(n: bigint): bigint {
  if (n === 0n) throw new RangeError('expected a non-zero scalar');
  return Fn.inv(n);
}

/**
 * Product of scalars modulo ℓ.
 * @param a - first
 * @param b - second
 * @returns a·b mod ℓ
 * @throws never
 * @example
 * mulScalar(2n, 3n) // 6n
 */
export function mulScalar(a: bigint, b: bigint): bigint {
  return Fn.mul(a, b);
}

/**
 * Sum of scalars modulo ℓ.
 * @param a - first
 * @param b - second
 * @returns a + b mod ℓ
 * @throws never
 * @example
 * addScalar(GROUP_ORDER - 1n, 2n) // 1n
 */
export function addScalar(a: bigint, b: bigint): bigint {
  return Fn.add(a, b);
}

const BASE_BYTES = Point.BASE.toBytes();

/**
 * The integer of little-endian bytes, read through one hex string and one BigInt parse: a BigInt
 * shift and or per byte cost 2.3× as much (1.4 µs against 0.6 µs for 32–64 bytes), and every
 * proof's challenge (64 bytes of SHA-512) and scalar goes through here.
 */
function littleEndian(bytes: Uint8Array): bigint {
  assertBytes(bytes);
  let hex = '0x0';
  for (let i = bytes.length - 1; i >= 0; i--) hex += HEX_BYTE[bytes[i]!]!;
  return BigInt(hex);
}

const HEX_BYTE: readonly string[] = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
