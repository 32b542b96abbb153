// SHA-256 known answers (FIPS 180-4 examples), a cross-check against node:crypto on random
// inputs, and the framing/domain-separation properties of hashParts.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex, utf8Bytes } from './bytes';
import { DOMAIN } from './domain';
import { HASH_BYTES, hashParts, hashValue, sha256, zeroHash } from './hash';

describe('sha256', () => {
  // FIPS 180-4 / NIST CSHS example values.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ])('known answer for %j', (text, hex) => {
    expect(toHex(sha256(utf8Bytes(text)))).toBe(hex);
  });

  it('agrees with node:crypto on random inputs of every length up to 300 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(toHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
      { numRuns: 500 },
    );
  });

  it('rejects a non-byte input', () => {
    expect(() => sha256('abc' as unknown as Uint8Array)).toThrow(TypeError);
  });
});

describe('hashParts: domain separation and framing', () => {
  it('is SHA-256 of the length-prefixed tag and parts (checked against node:crypto)', () => {
    const tag = utf8Bytes(DOMAIN.VALUE);
    const expected = createHash('sha256')
      .update(Uint8Array.of(0, 0, 0, tag.length))
      .update(tag)
      .update(Uint8Array.of(0, 0, 0, 2, 0xab, 0xcd))
      .digest('hex');
    expect(toHex(hashParts(DOMAIN.VALUE, [Uint8Array.of(0xab, 0xcd)]))).toBe(expected);
  });

  it('different splits of the same bytes hash differently', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 2, maxLength: 40 }), fc.nat(), (bytes, cut) => {
        const at = 1 + (cut % (bytes.length - 1));
        const whole = hashParts(DOMAIN.VALUE, [bytes]);
        const split = hashParts(DOMAIN.VALUE, [bytes.subarray(0, at), bytes.subarray(at)]);
        expect(toHex(split)).not.toBe(toHex(whole));
      }),
    );
  });

  it('the same parts under two tags hash differently', () => {
    const parts = [Uint8Array.of(1, 2, 3)];
    expect(toHex(hashParts(DOMAIN.COMMIT, parts))).not.toBe(toHex(hashParts(DOMAIN.VALUE, parts)));
  });

  it('hashValue hashes the canonical encoding, so key order does not matter', () => {
    expect(toHex(hashValue(DOMAIN.VALUE, { a: 1, b: 2 }))).toBe(toHex(hashValue(DOMAIN.VALUE, { b: 2, a: 1 })));
    expect(hashValue(DOMAIN.VALUE, null)).toHaveLength(HASH_BYTES);
  });

  it('zeroHash is 32 fresh zero bytes', () => {
    const z = zeroHash();
    z[0] = 1;
    expect(zeroHash()).toEqual(new Uint8Array(32));
  });
});

describe('domain tags', () => {
  it('are distinct, versioned and frozen', () => {
    const tags = Object.values(DOMAIN);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toMatch(/^sealed-orders\/v1\/[a-z-]+$/);
    expect(Object.isFrozen(DOMAIN)).toBe(true);
  });
});
