/**
 * Ed25519 signatures (RFC 8032) with ONE verification rule everywhere: strict RFC 8032 as
 * implemented by @noble/curves with `{ zip215: false }`, i.e.
 *   - S must be canonical (S < L), R and the public key A must be canonical encodings (y < p);
 *   - A must not be of small order (noble's strict mode refuses those, so no key verifies
 *     "everything");
 *   - the cofactored equation [8][S]B = [8]R + [8][k]A.
 * noble's default is ZIP-215 (permissive); two peers with different rules could be split by a
 * crafted signature (stack-notes §4.3), so the option is fixed here and nowhere else.
 *
 * Why noble and not tweetnacl: measured on this machine (sign.bench.ts, stack-notes §6) noble
 * verifies ≈8× faster (≈770/s against ≈100/s), and verifying a whole log is our bottleneck.
 * tweetnacl's signatures are byte-identical for the same seed (Ed25519 is deterministic) and
 * verify here; sign.test.ts checks both.
 *
 * Where node:crypto is present (Node: the CLI tools, `npm run verify`, the tests) signing and
 * verification go through OpenSSL, with the same answers (native.ts says why they are the
 * same; measured on this VM: sign 15×, verify 4× faster). Browsers have only WebCrypto, which is
 * asynchronous and absent outside secure contexts; there the code below is used.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { assertBytes, concatBytes, describe, toHex } from './bytes';
import { nativeEd25519 } from './native-ed25519';

/** Length of a secret key (the RFC 8032 32-byte seed). */
export const SECRET_KEY_BYTES = 32;
/** Length of a public key. */
export const PUBLIC_KEY_BYTES = 32;
/** Length of a signature (R ‖ S). */
export const SIGNATURE_BYTES = 64;

/** The one verification rule (see the module comment). */
const STRICT = Object.freeze({ zip215: false });

/** A signing key pair. The secret key is the 32-byte RFC 8032 seed. */
export interface KeyPair {
  readonly publicKey: Uint8Array;
  readonly secretKey: Uint8Array;
}

/**
 * Derive a key pair from a 32-byte secret seed (the session draws the seed from a CSPRNG and
 * stores it; crypto/ owns no randomness).
 * @param seed - 32 secret random bytes
 * @returns the key pair; `secretKey` is a copy of the seed
 * @throws TypeError if seed is not a Uint8Array; RangeError if it is not 32 bytes
 * @example
 * const { publicKey } = keyPairFromSeed(new Uint8Array(32).fill(7))
 */
export function keyPairFromSeed(seed: Uint8Array): KeyPair {
  assertBytes(seed, SECRET_KEY_BYTES, 'seed');
  const id = toHex(seed);
  let publicKey = publicKeys.get(id);
  if (publicKey === undefined) {
    publicKey = ed25519.getPublicKey(seed);
    if (publicKeys.size >= KEY_CACHE) publicKeys.delete(publicKeys.keys().next().value!);
    publicKeys.set(id, publicKey);
  }
  return Object.freeze({ publicKey: publicKey.slice(), secretKey: seed.slice() });
}

/**
 * Public keys derived so far, by seed: a key is derived once, not for every entry signed
 * (makeLogEntry checks the author's key each time; a derivation costs ≈0.2 ms, the issue 17
 * profile). At most KEY_CACHE seeds are kept.
 */
const publicKeys = new Map<string, Uint8Array>();

/**
 * Sign a message (deterministic RFC 8032 Ed25519).
 * @param secretKey - the 32-byte seed
 * @param message - any bytes (callers put a domain tag in front: see log-entry.ts)
 * @returns the 64-byte signature
 * @throws TypeError / RangeError if secretKey is not 32 bytes or message is not a Uint8Array
 * @example
 * const sig = sign(keys.secretKey, message)
 */
export function sign(secretKey: Uint8Array, message: Uint8Array): Uint8Array {
  assertBytes(secretKey, SECRET_KEY_BYTES, 'secretKey');
  assertBytes(message, undefined, 'message');
  return nativeEd25519()?.sign(secretKey, message) ?? ed25519.sign(message, secretKey);
}

/**
 * Verify a signature under the strict rule. Never throws on untrusted content: a key or
 * signature of the wrong length, a non-canonical or small-order key, a non-canonical R or S,
 * or a wrong signature all give false.
 * @param publicKey - the signer's key (untrusted bytes)
 * @param message - the signed bytes
 * @param signature - the signature (untrusted bytes)
 * @returns true only for a valid strict RFC 8032 signature
 * @throws TypeError if an argument is not a Uint8Array (a programmer error)
 * @example
 * verify(keys.publicKey, message, sig) // true
 */
export function verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  for (const [name, v] of [['publicKey', publicKey], ['message', message], ['signature', signature]] as const) {
    if (!(v instanceof Uint8Array)) throw new TypeError(`expected ${name} to be a Uint8Array, got ${describe(v)}`);
  }
  if (publicKey.length !== PUBLIC_KEY_BYTES || signature.length !== SIGNATURE_BYTES) return false;
  try {
    return verifyStrict(publicKey, message, signature);
  } catch {
    return false; // noble throws on a few malformed inputs; to us they are just invalid
  }
}

/**
 * noble's strict `ed25519.verify` (RFC 8032 §5.1.7 with `zip215: false`), step for step, except
 * that the decoded key comes from `strictKey`: decoded and checked once, and from its fourth use
 * on with a precomputed table, so [k]A costs about a fifth of a plain multiplication (a peer
 * verifies thousands of entries from a handful of keys). The answer is the same for every input;
 * sign.test.ts compares the two on RFC vectors, edge cases and random mutations.
 */
function verifyStrict(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const a = strictKey(publicKey);
  if (a === null) return false; // not a canonical point, or of small order
  // OpenSSL's yes implies ours (native-ed25519.ts); its no may not, so a no is checked here.
  if (nativeEd25519()?.verify(publicKey, message, signature) === true) return true;
  const r = signature.subarray(0, 32);
  const R = ed25519.Point.fromBytes(r, false); // throws unless canonical (y < p) and on the curve
  const SB = ed25519.Point.BASE.multiplyUnsafe(littleEndian(signature.subarray(32))); // throws unless S < ℓ
  const k = ed25519.Point.Fn.create(littleEndian(sha512(concatBytes(r, publicKey, message))));
  return R.add(a.multiplyUnsafe(k)).subtract(SB).clearCofactor().is0(); // [8]([S]B) = [8]R + [8]([k]A)
}

type EdPoint = InstanceType<typeof ed25519.Point>;

/** Decoded keys by hex: the point and how often it was used (null: not a valid strict key). */
const keys = new Map<string, { point: EdPoint; uses: number } | null>();
/** At most this many keys are kept (a game has at most six); the oldest goes first. */
const KEY_CACHE = 32;
/** Window of the precomputed table: W = 8 makes [k]A ≈ 33 additions; the table (built once per key) costs ≈ 15 multiplications. */
const KEY_WINDOW = 8;
/** The use of a key from which on it gets its table. */
const TABLE_AFTER = 4;

/** The strict public key as a point, or null, counting its use (a table from the fourth on). */
function strictKey(publicKey: Uint8Array): EdPoint | null {
  const held = decodedKey(publicKey);
  if (held === null) return null;
  // A key met a few times (a test's random key) is not worth a table; a player's key is met thousands of times.
  if (++held.uses === TABLE_AFTER) held.point.precompute(KEY_WINDOW); // built at the next multiplyUnsafe
  return held.point;
}

/** A pure memo of `fromBytes` + `isSmallOrder` on a 32-byte key: its point and uses, or null. */
function decodedKey(publicKey: Uint8Array): { point: EdPoint; uses: number } | null {
  const hex = toHex(publicKey);
  let held = keys.get(hex);
  if (held === undefined) {
    held = null;
    try {
      const point = ed25519.Point.fromBytes(publicKey, false);
      if (!point.isSmallOrder()) held = { point, uses: 0 };
    } catch {
      // not a canonical encoding of a curve point: stays null
    }
    if (keys.size >= KEY_CACHE) keys.delete(keys.keys().next().value!);
    keys.set(hex, held);
  }
  return held;
}

function littleEndian(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}

/**
 * Is this a public key that strict verification can accept: 32 bytes, a canonical encoding
 * of a curve point, and not of small order? Check it once when a player joins.
 * @param publicKey - untrusted bytes
 * @returns true when valid
 * @throws TypeError if publicKey is not a Uint8Array
 * @example
 * isValidPublicKey(keys.publicKey) // true
 * isValidPublicKey(new Uint8Array(32)) // false: not a canonical point of large order
 */
export function isValidPublicKey(publicKey: Uint8Array): boolean {
  assertBytes(publicKey, undefined, 'publicKey');
  if (publicKey.length !== PUBLIC_KEY_BYTES) return false;
  return decodedKey(publicKey) !== null; // decoded once per key: every log entry's author is checked
}
