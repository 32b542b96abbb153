/**
 * SHA-256 and domain-separated hashing. Every hash the protocol computes is
 * `SHA-256(frame(tag, part₁, …, partₙ))`, where `frame` length-prefixes each field: a tag
 * (a named constant of domain.ts) keeps hashes made for different purposes apart, and the
 * length prefixes keep different field splits apart. SHA-256 from @noble/hashes: it beats
 * BLAKE3 in pure JS at every size measured (stack-notes §6) and matches node:crypto/WebCrypto;
 * in Node, node:crypto's own (native-hash.ts: the same digests, 4–8× faster).
 */
import { assertBytes, frame, utf8Bytes } from './bytes';
import type { DomainTag } from './domain';
import { encodeCanonical, type CanonicalValue } from './encoding';
import { sha256 as sha256Native } from './native-hash';

/** Length of every hash, in bytes. */
export const HASH_BYTES = 32;

/**
 * Plain SHA-256 (FIPS 180-4).
 * @param bytes - the message
 * @returns its 32-byte digest
 * @throws TypeError if bytes is not a Uint8Array
 * @example
 * toHex(sha256(new TextEncoder().encode('abc'))) // 'ba7816bf…f20015ad'
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  return sha256Native(assertBytes(bytes, undefined, 'bytes'));
}

/**
 * Domain-separated hash of byte fields: SHA-256(len(tag) ‖ tag ‖ len(p₁) ‖ p₁ ‖ …), each
 * length a 4-byte big-endian integer.
 * @param tag - a domain tag from DOMAIN
 * @param parts - the fields, in a fixed order
 * @returns the 32-byte digest
 * @throws TypeError if a part is not a Uint8Array or the tag is not a string
 * @example
 * hashParts(DOMAIN.VALUE, [Uint8Array.of(1), Uint8Array.of(2)])
 */
export function hashParts(tag: DomainTag, parts: readonly Uint8Array[]): Uint8Array {
  return sha256Native(frame([tagBytes(tag), ...parts]));
}

/**
 * The UTF-8 bytes of a domain tag, encoded once per tag (the tags are DOMAIN's constants): every
 * hash and every proof challenge starts with one, and TextEncoder with utf8Bytes's check cost as
 * much as hashing a short part. The bytes are shared: callers only copy them (frame).
 * @param tag - a domain tag from DOMAIN
 * @returns utf8Bytes(tag), not to be changed
 * @throws TypeError as utf8Bytes
 * @example
 * frame([tagBytes(DOMAIN.VALUE), part])
 */
export function tagBytes(tag: DomainTag): Uint8Array {
  let bytes = TAG_BYTES.get(tag);
  if (bytes === undefined) {
    bytes = utf8Bytes(tag);
    TAG_BYTES.set(tag, bytes);
  }
  return bytes;
}

const TAG_BYTES = new Map<string, Uint8Array>();

/**
 * Domain-separated hash of a value's canonical encoding.
 * @param tag - a domain tag from DOMAIN
 * @param value - any canonical value
 * @returns hashParts(tag, [encodeCanonical(value)])
 * @throws TypeError if value has no canonical encoding (see encodeCanonical)
 * @example
 * hashValue(DOMAIN.VALUE, { round: 1 })
 */
export function hashValue(tag: DomainTag, value: CanonicalValue): Uint8Array {
  return hashParts(tag, [encodeCanonical(value)]);
}

/**
 * The all-zero hash: the `prev` of an author's first log entry. A new array each call, since a
 * Uint8Array cannot be frozen.
 * @returns 32 zero bytes
 * @throws never
 * @example
 * zeroHash().every((b) => b === 0) // true
 */
export function zeroHash(): Uint8Array {
  return new Uint8Array(HASH_BYTES);
}
