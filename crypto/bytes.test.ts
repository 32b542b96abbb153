// Hex in and out (bytes.ts): fromHex reads what toHex writes, in either case, and refuses anything
// but pairs of hex digits with a TypeError, wherever the bad character stands.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from './bytes';

describe('fromHex', () => {
  it('reads back what toHex writes, lower or upper case', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(fromHex(toHex(bytes))).toEqual(bytes);
        expect(fromHex(toHex(bytes).toUpperCase())).toEqual(bytes);
      }),
    );
    expect(fromHex('')).toEqual(new Uint8Array(0));
    expect(fromHex('00ff7Fa0')).toEqual(Uint8Array.of(0, 255, 127, 160));
  });

  it('refuses an odd length, a non-string, and any character that is not a hex digit, at any place', () => {
    for (const bad of ['0', 'abc', '0x00', ' 0', '0 ', 'gg', '0g', 'g0', '٣٣', '0\u0000', 'ａ0']) expect(() => fromHex(bad)).toThrow(TypeError);
    for (const bad of [undefined, null, 5, new Uint8Array(2)]) expect(() => fromHex(bad as unknown as string)).toThrow(TypeError);
    const good = '0123456789abcdef';
    for (let at = 0; at < good.length; at++) {
      for (const ch of ['g', 'G', ':', '@', '`', '/', '\u00e9']) expect(() => fromHex(good.slice(0, at) + ch + good.slice(at + 1))).toThrow(TypeError);
    }
  });
});
