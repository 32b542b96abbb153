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

/** The four libsodium functions used (names as in libsodium-wrappers-sumo; each throws on failure). */
export interface RistrettoBackend {
  /** n·P for a canonical encoding P and 32 little-endian bytes n; throws if P is invalid or n·P is the identity. */
  crypto_scalarmult_ristretto255(n: Uint8Array, p: Uint8Array): Uint8Array;
  /** n·G; throws if it is the identity. */
  crypto_scalarmult_ristretto255_base(n: Uint8Array): Uint8Array;
  /** P − Q; throws if either is invalid. */
  crypto_core_ristretto255_sub(p: Uint8Array, q: Uint8Array): Uint8Array;
  /** Whether 32 bytes are the canonical encoding of a point (the identity included). */
  crypto_core_ristretto255_is_valid_point(p: Uint8Array): boolean;
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
  for (const name of ['crypto_scalarmult_ristretto255', 'crypto_scalarmult_ristretto255_base', 'crypto_core_ristretto255_sub', 'crypto_core_ristretto255_is_valid_point'] as const) {
    if (typeof native[name] !== 'function') throw new TypeError(`expected a ristretto255 back end with ${name}`);
  }
  const two = new Uint8Array(32);
  two[0] = 2;
  const hex = Array.from(native.crypto_scalarmult_ristretto255_base(two), (b) => b.toString(16).padStart(2, '0')).join('');
  if (hex !== TWO_G) throw new TypeError('the ristretto255 back end gives a wrong 2·G');
}
