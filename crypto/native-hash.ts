/**
 * SHA-256 and SHA-512 through node:crypto (OpenSSL) where it is present, for hash.ts, group.ts and
 * the session's state hashes; noble's JavaScript elsewhere (browsers). Found lazily through
 * `process.getBuiltinModule` (Node ≥ 20.16), as native-ed25519.ts does, so nothing runs at import
 * and a browser bundle never names node:crypto.
 *
 * Why: every peer hashes every entry (its id), every state (≈30 KB of canonical text) and every
 * proof's challenge; noble's SHA-256 costs ≈170 µs on 32 KB and ≈3.7 µs on 300 bytes in Node 20,
 * OpenSSL's ≈20 µs and ≈0.8 µs through the one-shot `crypto.hash` (docs/performance.md, session 11).
 * A hash function has one answer: the digests are the same bytes (native-hash.test.ts compares
 * both paths on every block-boundary length, random bytes and text with any code points).
 *
 * `crypto.hash` (Node ≥ 20.12) is used, not `createHash`: without a Hash object per call it is
 * 2–5× faster on short inputs. Its digest is read as a latin1 string (one char per byte) because
 * a Buffer result costs more to make than the hash of a short input.
 */
import { sha256 as nobleSha256, sha512 as nobleSha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The part of node:crypto used here (declared, not imported: crypto/ must not name node:*). */
interface NodeCrypto {
  hash(algorithm: 'sha256' | 'sha512', data: Uint8Array | string, outputEncoding: 'latin1' | 'hex'): string;
}

let found: NodeCrypto | null | undefined;
let enabled = true;

/**
 * For tests: turn the native path off (to compare with the portable one) or back on.
 * @param on - whether the hashes may use node:crypto
 * @throws never
 * @example
 * setNativeHash(false); sha256(bytes); setNativeHash(true)
 */
export function setNativeHash(on: boolean): void {
  enabled = on;
}

/**
 * Whether the hashes currently run through node:crypto.
 * @returns true in Node (≥ 20.12) unless turned off
 * @throws never
 * @example
 * nativeHashInUse() // true under Node
 */
export function nativeHashInUse(): boolean {
  return native() !== null;
}

function native(): NodeCrypto | null {
  if (!enabled) return null;
  if (found === undefined) found = load();
  return found;
}

function load(): NodeCrypto | null {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const nodeCrypto = proc?.getBuiltinModule?.('node:crypto') as Partial<NodeCrypto> | undefined;
  if (typeof nodeCrypto?.hash !== 'function') return null;
  const candidate = nodeCrypto as NodeCrypto;
  try {
    // Known answers (FIPS 180-2's "abc") before trusting it.
    const abc = Uint8Array.of(0x61, 0x62, 0x63);
    const ok256 = candidate.hash('sha256', abc, 'hex') === 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    const ok512 = bytesToHex(fromLatin1(candidate.hash('sha512', abc, 'latin1'))).startsWith('ddaf35a193617abacc417349ae204131');
    return ok256 && ok512 ? candidate : null;
  } catch {
    return null;
  }
}

function fromLatin1(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/**
 * SHA-256 of bytes.
 * @param bytes - the message
 * @returns the 32-byte digest (a fresh array)
 * @throws TypeError if `bytes` is not a Uint8Array (noble's check; node:crypto is asked only for one)
 * @example
 * sha256(utf8Bytes('abc'))
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  const n = bytes instanceof Uint8Array ? native() : null;
  return n === null ? nobleSha256(bytes) : fromLatin1(n.hash('sha256', bytes, 'latin1'));
}

/**
 * SHA-256 of bytes written into `out` at `at`, through node:crypto only: false (and nothing
 * written) where it is absent or turned off, for a caller that keeps its own portable path (the
 * DRBG's HMAC, drbg.ts). No array is made for the digest.
 * @param bytes - the message
 * @param out - where the 32 bytes go
 * @param at - their offset in `out`
 * @returns whether the digest was written
 * @throws never on a Uint8Array message
 * @example
 * if (!sha256IntoNative(block, out, 0)) out.set(nobleSha256(block))
 */
export function sha256IntoNative(bytes: Uint8Array, out: Uint8Array, at: number): boolean {
  const n = native();
  if (n === null) return false;
  const digest = n.hash('sha256', bytes, 'latin1');
  for (let i = 0; i < 32; i++) out[at + i] = digest.charCodeAt(i);
  return true;
}

/**
 * SHA-512 of bytes.
 * @param bytes - the message
 * @returns the 64-byte digest (a fresh array)
 * @throws TypeError if `bytes` is not a Uint8Array
 * @example
 * sha512(frame(parts))
 */
export function sha512(bytes: Uint8Array): Uint8Array {
  const n = bytes instanceof Uint8Array ? native() : null;
  return n === null ? nobleSha512(bytes) : fromLatin1(n.hash('sha512', bytes, 'latin1'));
}

/**
 * Lower-case hex SHA-256 of a text's UTF-8 bytes (a lone surrogate becomes U+FFFD, as
 * TextEncoder and node:crypto both write it): the engine's `stateHash` of the state whose
 * `stateText` this is.
 * @param text - any string
 * @returns 64 hex digits
 * @throws never
 * @example
 * sha256TextHex(stateText(state)) === stateHash(state)
 */
export function sha256TextHex(text: string): string {
  const n = native();
  return n === null ? bytesToHex(nobleSha256(utf8ToBytes(text))) : n.hash('sha256', text, 'hex');
}
