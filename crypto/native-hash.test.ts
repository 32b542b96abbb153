// The node:crypto path of native-hash.ts gives noble's digests, byte for byte: on every length
// around SHA-256's and SHA-512's block boundaries, on random bytes, and on text with any code
// units (lone surrogates included, which both encode as U+FFFD). With the native path off the
// portable one answers; both refuse what is not bytes.
import { sha256 as nobleSha256, sha512 as nobleSha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { toHex } from './bytes';
import { nativeHashInUse, setNativeHash, sha256, sha256TextHex, sha512 } from './native-hash';

afterEach(() => setNativeHash(true));

/** Bytes 0, 1, 2, … of each length: every length from 0 to 300 crosses both block sizes twice. */
const lengths = Array.from({ length: 301 }, (_, n) => Uint8Array.from({ length: n }, (_, i) => (i * 131 + n) & 0xff));

describe('native-hash', () => {
  it('runs natively under Node, and not when turned off', () => {
    expect(nativeHashInUse()).toBe(true);
    setNativeHash(false);
    expect(nativeHashInUse()).toBe(false);
  });

  it.each([true, false])('SHA-256 and SHA-512 equal noble on every length up to 300 bytes and on 40 KB (native %s)', (native) => {
    setNativeHash(native);
    const big = Uint8Array.from({ length: 40_000 }, (_, i) => (i * 7919) & 0xff);
    for (const bytes of [...lengths, big]) {
      expect(toHex(sha256(bytes))).toBe(bytesToHex(nobleSha256(bytes)));
      expect(toHex(sha512(bytes))).toBe(bytesToHex(nobleSha512(bytes)));
    }
  });

  it('equals noble on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        expect(toHex(sha256(bytes))).toBe(bytesToHex(nobleSha256(bytes)));
        expect(toHex(sha512(bytes))).toBe(bytesToHex(nobleSha512(bytes)));
      }),
      { numRuns: 300 },
    );
  });

  it('returns fresh plain arrays of 32 and 64 bytes', () => {
    const a = sha256(lengths[3]!);
    const b = sha256(lengths[3]!);
    expect(a).not.toBe(b);
    expect(Object.getPrototypeOf(a)).toBe(Uint8Array.prototype);
    expect([a.length, sha512(lengths[3]!).length]).toEqual([32, 64]);
  });

  it('hashes text as its UTF-8 bytes, lone surrogates as U+FFFD, on both paths', () => {
    const texts = ['', 'abc', 'é€𝄞', '\ud800', 'a\udc00b', '\udbff\udfff', 'x'.repeat(70_000)];
    for (const native of [true, false]) {
      setNativeHash(native);
      for (const t of texts) expect(sha256TextHex(t)).toBe(bytesToHex(nobleSha256(utf8ToBytes(t))));
    }
    setNativeHash(true);
    fc.assert(
      // Any UTF-16 code units: a surrogate, paired or not, in one unit of 32.
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 200 }), (units) => {
        const t = String.fromCharCode(...units);
        expect(sha256TextHex(t)).toBe(bytesToHex(nobleSha256(utf8ToBytes(t))));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what is not bytes, natively or not', () => {
    for (const native of [true, false]) {
      setNativeHash(native);
      expect(() => sha256('abc' as unknown as Uint8Array)).toThrow(TypeError);
      expect(() => sha512([1, 2] as unknown as Uint8Array)).toThrow(TypeError);
    }
  });
});
