/**
 * An optional native back end for the ristretto255 multiplications of group.ts: libsodium's
 * WebAssembly build, ≈9× faster than noble's BigInt arithmetic (docs/performance.md). crypto/
 * does not import libsodium (it stays pure and synchronous, and browser bundles stay small): a
 * caller that has it loaded and ready (`await sodium.ready`, asynchronous) hands it over once
 * with `useFastGroup`, as the Node tools do through scripts/fast-group.ts.
 *
 * Why the answers cannot change: both decode points by the same rule, RFC 9496's (canonical s,
 * non-negative s, square, non-negative t, y ≠ 0), and group.ts refuses the identity either way;
 * scalars are checked by group.ts before libsodium sees them; a product is a group element,
 * whose canonical encoding is unique, so both back ends return the same bytes. Wherever libsodium refuses (a product that
 * is the identity, which libsodium reports as an error) or throws, group.ts runs noble's code
 * instead, so errors and edge cases are noble's. fast-group.test.ts compares both paths on
 * vectors, edge scalars and random mutations.
 */

/** The five libsodium functions used (names as in libsodium-wrappers-sumo; each throws on failure). */
export interface RistrettoBackend {
  /** n·P for a canonical encoding P and 32 little-endian bytes n; throws if P is invalid or n·P is the identity. */
  crypto_scalarmult_ristretto255(n: Uint8Array, p: Uint8Array): Uint8Array;
  /** n·G; throws if it is the identity. */
  crypto_scalarmult_ristretto255_base(n: Uint8Array): Uint8Array;
  /** P − Q; throws if either is invalid. */
  crypto_core_ristretto255_sub(p: Uint8Array, q: Uint8Array): Uint8Array;
  /** Whether 32 bytes are the canonical encoding of a point (the identity included). */
  crypto_core_ristretto255_is_valid_point(p: Uint8Array): boolean;
  /** RFC 9496's element derivation (§4.3.4) of 64 uniform bytes: the map of RFC 9380's hash_to_ristretto255. */
  crypto_core_ristretto255_from_hash(h: Uint8Array): Uint8Array;
}

let backend: RistrettoBackend | null = null;

/**
 * Route group.ts's multiplications through a native back end, or back to noble alone.
 * @param native - libsodium (ready), or null for noble only
 * @returns nothing
 * @throws TypeError if the back end lacks one of the functions, or gets k·G wrong for a known k
 * @example
 * await sodium.ready; useFastGroup(sodium)
 */
export function useFastGroup(native: RistrettoBackend | null): void {
  if (native !== null) selfTest(native);
  backend = native;
}

/**
 * The back end in use, if any.
 * @returns libsodium as given to `useFastGroup`, or null
 * @throws never
 * @example
 * fastGroup() === null // noble only
 */
export function fastGroup(): RistrettoBackend | null {
  return backend;
}

/** 2·G (RFC 9496 §A.1): a back end that does not give it is not ristretto255 as we know it. */
const TWO_G = '6a493210f7499cd17fecb510ae0cea23a110e8d5b901f8acadd3095c73a3b919';

function selfTest(native: RistrettoBackend): void {
  for (const name of ['crypto_scalarmult_ristretto255', 'crypto_scalarmult_ristretto255_base', 'crypto_core_ristretto255_sub', 'crypto_core_ristretto255_is_valid_point', 'crypto_core_ristretto255_from_hash'] as const) {
    if (typeof native[name] !== 'function') throw new TypeError(`expected a ristretto255 back end with ${name}`);
  }
  const two = new Uint8Array(32);
  two[0] = 2;
  const hex = hexOf(native.crypto_scalarmult_ristretto255_base(two));
  if (hex !== TWO_G) throw new TypeError('the ristretto255 back end gives a wrong 2·G');
  if (hexOf(native.crypto_core_ristretto255_from_hash(hexBytes(DERIVE_IN))) !== DERIVE_OUT) throw new TypeError('the ristretto255 back end derives a wrong element');
}

/**
 * RFC 9496 §A.3's first element derivation vector: SHA-512 of "Ristretto is traditionally a short
 * shot of espresso coffee", and the element it derives.
 */
const DERIVE_IN = '5d1be09e3d0c82fc538112490e35701979d99e06ca3e2b5b54bffe8b4dc772c14d98b696a1bbfb5ca32c436cc61c16563790306c79eaca7705668b47dffe5bb6';
const DERIVE_OUT = '3066f82a1a747d45120d1740f14358531a8f04bbffe6a819f86dfe50f44a0a46';

function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));
}
