/**
 * The faster encoder (encoding.ts) writes the same bytes as the one before it
 * (encoding-v1.testkit.ts) for every value, and refuses the same values with the same error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from './bytes';
import { encodeCanonical } from './encoding';
import { encodeCanonicalV1 } from './encoding-v1.testkit';
import { gameState } from './game-state.testkit';

/** Bytes, or the error's class and message. */
function outcome(encode: (v: unknown) => Uint8Array, value: unknown): string {
  try {
    return toHex(encode(value));
  } catch (e) {
    return e instanceof Error ? `${e.constructor.name}: ${e.message}` : `thrown ${String(e)}`;
  }
}

function sameAsBefore(value: unknown): void {
  expect(outcome(encodeCanonical, value)).toBe(outcome(encodeCanonicalV1, value));
}

/** Keys that exercise the order: ASCII, Latin-1, integer-like, U+E000…U+FFFF against astral, NUL, non-NFC, marks. */
const key = fc.oneof(
  fc.constantFrom('', 'a', 'b', 'aa', 'A', '0', '1', '10', '9', '__proto__', 'é', 'e\u0301', '\uE000', '\uFFFF', '😀', '\u{10000}', 'a\u0000', 'x' + '\u0301'.repeat(31)),
  fc.string({ unit: 'binary', maxLength: 4 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 3 }),
);
const leaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.constantFrom(127, 128, 255, 256, 65535, 65536, 2 ** 32 - 1, 2 ** 32, -32, -33, -128, -129, -32768, -32769, -(2 ** 31), -(2 ** 31) - 1, 2 ** 53 - 1, -(2 ** 53) + 1),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }),
  // Values with no canonical form: both must refuse them alike.
  fc.constantFrom(undefined, 1.5, -0, NaN, 2 ** 53, 1n, '\uD800', new Map(), new Date(0)),
);
const value = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('v'), { maxLength: 20 }),
    fc.dictionary(key, tie('v'), { maxKeys: 20 }),
  ),
})).v;

describe('canonical encoder: the same bytes and errors as before it was made faster', () => {
  it('random values, valid and not', () => {
    fc.assert(fc.property(value, sameAsBefore), { numRuns: 1500 });
  }, 60_000);

  it('the benchmark state, with byte strings and with hex strings', () => {
    sameAsBefore(gameState());
    sameAsBefore(gameState({ hashesAsHex: true }));
  });

  it('an encoding inside an encoding (a getter that encodes) and one after a refusal are right', () => {
    const inner = { b: 'inner', c: [1, 2, 3] };
    const outer = {
      a: 1,
      get z() {
        return encodeCanonical(inner);
      },
    };
    sameAsBefore(outer);
    expect(outcome(encodeCanonical, outer)).toBe(toHex(encodeCanonicalV1({ a: 1, z: encodeCanonicalV1(inner) })));
    sameAsBefore({ a: 'x'.repeat(5000), b: 1.5 }); // refused after writing 5 KB
    sameAsBefore({ a: 'y'.repeat(300) });
  });

  it('errors name the same path, deep inside', () => {
    const deep = { a: [{ b: 1 }, { c: [0, { 'e\u0301': 1 }] }], z: [1, , 3] }; // eslint-disable-line no-sparse-arrays
    sameAsBefore(deep);
    let nested: unknown = 1;
    for (let i = 0; i < 40; i++) nested = [nested];
    sameAsBefore({ a: nested }); // deeper than the 32 levels allowed: a RangeError with its path
    sameAsBefore({ [Symbol('k')]: 1 });
    expect(outcome(encodeCanonical, deep)).toBe("TypeError: expected a string in Unicode NFC at $.a[1].c[1].e\u0301, got string of length 2");
  });
});
