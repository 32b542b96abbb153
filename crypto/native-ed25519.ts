/**
 * Ed25519 through node:crypto (OpenSSL) where it is present, for sign.ts. Found lazily through
 * `process.getBuiltinModule` (Node ≥ 20.16), so nothing runs at import and a browser bundle
 * never names node:crypto; in a browser `nativeEd25519()` is null and sign.ts uses noble.
 *
 * Why the answers are the same as sign.ts's strict verify:
 *   - signing: Ed25519 is deterministic (RFC 8032), so OpenSSL's signature is noble's, byte for
 *     byte (sign.test.ts compares them on random seeds and messages);
 *   - verifying: sign.ts first refuses keys that are non-canonical or of small order (its own
 *     check, as before), then asks OpenSSL. OpenSSL accepts only if S < ℓ and R's 32 bytes equal
 *     the encoding of [S]B − [k]A, with k = SHA-512(R ‖ A ‖ M) as noble computes it: so R is a
 *     canonical encoding and the cofactorless equation holds, which implies the cofactored one
 *     that noble's strict rule checks. A yes from OpenSSL is therefore a yes from noble. A no is
 *     not always a no (a signature whose R has a small-order component passes the cofactored
 *     equation only), so sign.ts checks every no with noble: one rule, and honest signatures,
 *     the only common case, cost one native verification.
 */
import { concatBytes, toHex } from './bytes';

/** The part of node:crypto used here (declared, not imported: crypto/ must not name node:*). */
interface NodeCrypto {
  createPrivateKey(options: { key: Uint8Array; format: 'der'; type: 'pkcs8' }): KeyObject;
  createPublicKey(options: { key: Uint8Array; format: 'der'; type: 'spki' }): KeyObject;
  sign(algorithm: null, data: Uint8Array, key: KeyObject): Uint8Array;
  verify(algorithm: null, data: Uint8Array, key: KeyObject, signature: Uint8Array): boolean;
}
/** An opaque node:crypto KeyObject. */
interface KeyObject {
  readonly type: string;
}

export interface NativeEd25519 {
  sign(secretKey: Uint8Array, message: Uint8Array): Uint8Array;
  verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean;
}

/** RFC 8410 PKCS#8 and SPKI prefixes of a raw 32-byte Ed25519 seed and public key. */
const PKCS8_PREFIX = Uint8Array.of(0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20);
const SPKI_PREFIX = Uint8Array.of(0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00);
/** Key objects kept (a game has at most six players; a test meets more). */
const CACHE = 32;

let found: NativeEd25519 | null | undefined;
let enabled = true;

/**
 * The native implementation, or null where node:crypto (with Ed25519) is absent or disabled.
 * @returns the implementation, created on the first call
 * @throws never
 */
export function nativeEd25519(): NativeEd25519 | null {
  if (!enabled) return null;
  if (found === undefined) found = load();
  return found;
}

/**
 * For tests: turn the native path off (to compare with the portable one) or back on.
 * @param on - whether sign.ts may use node:crypto
 */
export function setNativeEd25519(on: boolean): void {
  enabled = on;
}

function load(): NativeEd25519 | null {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const nodeCrypto = proc?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
  if (nodeCrypto === undefined) return null;
  try {
    const native = make(nodeCrypto);
    // One known answer (RFC 8032 test 1's key signs the empty message) before trusting it.
    const probe = native.sign(new Uint8Array(32), new Uint8Array(0));
    return probe.length === 64 ? native : null;
  } catch {
    return null; // an OpenSSL without Ed25519
  }
}

function make(nodeCrypto: NodeCrypto): NativeEd25519 {
  const secrets = new Cache<KeyObject>();
  const publics = new Cache<KeyObject>();
  return {
    sign(secretKey, message) {
      const key = secrets.get(secretKey, () => nodeCrypto.createPrivateKey({ key: der(PKCS8_PREFIX, secretKey), format: 'der', type: 'pkcs8' }));
      return new Uint8Array(nodeCrypto.sign(null, message, key)); // a plain copy, not a pooled Buffer
    },
    verify(publicKey, message, signature) {
      const key = publics.get(publicKey, () => nodeCrypto.createPublicKey({ key: der(SPKI_PREFIX, publicKey), format: 'der', type: 'spki' }));
      try {
        return nodeCrypto.verify(null, message, key, signature);
      } catch {
        return false; // to sign.ts a no, which it checks itself
      }
    },
  };
}

function der(prefix: Uint8Array, raw: Uint8Array): Uint8Array {
  return concatBytes(prefix, raw);
}

/** Key objects by the key's bytes (compared in full, so a caller reusing its array is safe). */
class Cache<V> {
  private readonly map = new Map<string, V>();

  get(bytes: Uint8Array, make: () => V): V {
    const id = toHex(bytes);
    let v = this.map.get(id);
    if (v === undefined) {
      v = make();
      if (this.map.size >= CACHE) this.map.delete(this.map.keys().next().value!);
      this.map.set(id, v);
    }
    return v;
  }
}
