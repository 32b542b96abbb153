/**
 * Byte-string helpers shared by the crypto modules: boundary assertions (style rule 15), hex,
 * constant-size comparisons and length-prefixed framing. Nothing here is secret-dependent in a
 * way that matters: comparisons are used on public values (hashes, points, signatures).
 */

/**
 * Assert that `value` is a Uint8Array, optionally of an exact length.
 * @param value - anything
 * @param length - the required byte length, if any
 * @param what - a name for the error message
 * @returns the same value, typed
 * @throws TypeError if it is not a Uint8Array; RangeError if the length differs
 * @example
 * assertBytes(new Uint8Array(32), 32, 'salt')
 */
export function assertBytes(value: unknown, length?: number, what = 'value'): Uint8Array {
  if (!(value instanceof Uint8Array)) {
    throw new TypeError(`expected ${what} to be a Uint8Array, got ${describe(value)}`);
  }
  if (length !== undefined && value.length !== length) {
    throw new RangeError(`expected ${what} to be ${length} bytes, got ${value.length}`);
  }
  return value;
}

/**
 * Is `value` a Uint8Array of exactly `length` bytes? For shape checks of untrusted data.
 * @param value - anything
 * @param length - the required byte length
 * @returns true when it is
 * @throws never
 * @example
 * isBytesOfLength(new Uint8Array(32), 32) // true
 */
export function isBytesOfLength(value: unknown, length: number): value is Uint8Array {
  return value instanceof Uint8Array && value.length === length;
}

/**
 * Byte-wise equality.
 * @param a - first byte string
 * @param b - second byte string
 * @returns true when both have the same length and content
 * @throws TypeError if either is not a Uint8Array
 * @example
 * equalBytes(Uint8Array.of(1), Uint8Array.of(1)) // true
 */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  assertBytes(a, undefined, 'a');
  assertBytes(b, undefined, 'b');
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * Lexicographic comparison of byte strings (a shorter prefix sorts first).
 * @param a - first byte string
 * @param b - second byte string
 * @returns negative, zero or positive
 * @throws never
 * @example
 * compareBytes(Uint8Array.of(1), Uint8Array.of(1, 0)) // < 0
 */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = a[i]! - b[i]!;
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/**
 * Lower-case hex of a byte string.
 * @param bytes - the bytes
 * @returns hex text, two digits per byte
 * @throws TypeError if bytes is not a Uint8Array
 * @example
 * toHex(Uint8Array.of(0, 255)) // '00ff'
 */
export function toHex(bytes: Uint8Array): string {
  assertBytes(bytes, undefined, 'bytes');
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX_BYTE[bytes[i]!]!;
  return out;
}

/** '00'…'ff': a table read instead of toString and padStart per byte (toHex was 4 % of a verify). */
const HEX_BYTE: readonly string[] = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/**
 * Parse lower- or upper-case hex.
 * @param hex - an even number of hex digits
 * @returns the bytes
 * @throws TypeError if hex is not a string of hex digit pairs
 * @example
 * fromHex('00ff') // Uint8Array [0, 255]
 */
export function fromHex(hex: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length % 2 !== 0) throw notHex(hex);
  // Each digit through a table of char codes, not a regex, a slice and parseInt per byte: the fold
  // parses the state hash of every move it applies (≈0.3 % of a whole game).
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const high = HEX_DIGIT[hex.charCodeAt(2 * i)] ?? -1;
    const low = HEX_DIGIT[hex.charCodeAt(2 * i + 1)] ?? -1;
    if (high < 0 || low < 0) throw notHex(hex);
    out[i] = high * 16 + low;
  }
  return out;
}

function notHex(hex: unknown): TypeError {
  return new TypeError(`expected hex digit pairs, got ${describe(hex)}`);
}

/** The value of each hex digit by char code ('0'–'9', 'a'–'f', 'A'–'F'), -1 for any other code below 128. */
const HEX_DIGIT: readonly number[] = Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c);
  return /[0-9a-fA-F]/.test(ch) ? parseInt(ch, 16) : -1;
});

/**
 * Concatenate byte strings.
 * @param parts - the byte strings, in order
 * @returns one new Uint8Array
 * @throws TypeError if a part is not a Uint8Array
 * @example
 * concatBytes(Uint8Array.of(1), Uint8Array.of(2)) // Uint8Array [1, 2]
 */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  let total = 0;
  for (const p of parts) total += assertBytes(p, undefined, 'part').length;
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Length-prefixed framing: each part is preceded by its length as a 4-byte big-endian integer,
 * so that no two different lists of parts give the same byte string (no `ab‖c` = `a‖bc`).
 * @param parts - the byte strings, in order (each shorter than 2^32 bytes)
 * @returns the framed concatenation
 * @throws TypeError if a part is not a Uint8Array
 * @example
 * frame([Uint8Array.of(7)]) // Uint8Array [0, 0, 0, 1, 7]
 */
export function frame(parts: readonly Uint8Array[]): Uint8Array {
  let total = 0;
  for (const p of parts) total += 4 + assertBytes(p, undefined, 'part').length;
  const out = new Uint8Array(total);
  let at = 0;
  // The length's four bytes written one by one (big-endian), not through a DataView made per
  // call: every hash and proof challenge frames its parts.
  for (const p of parts) {
    const n = p.length;
    out[at] = n >>> 24;
    out[at + 1] = (n >>> 16) & 0xff;
    out[at + 2] = (n >>> 8) & 0xff;
    out[at + 3] = n & 0xff;
    out.set(p, at + 4);
    at += 4 + n;
  }
  return out;
}

const utf8 = new TextEncoder();

/**
 * UTF-8 bytes of a well-formed string.
 * @param text - a string without lone surrogates
 * @returns its UTF-8 encoding
 * @throws TypeError if text is not a string or holds a lone surrogate (TextEncoder would
 *   silently replace it with U+FFFD, so two strings would share one encoding)
 * @example
 * utf8Bytes('é') // Uint8Array [0xc3, 0xa9]
 */
export function utf8Bytes(text: string): Uint8Array {
  if (typeof text !== 'string') throw new TypeError(`expected a string, got ${describe(text)}`);
  if (LONE_SURROGATE.test(text)) throw new TypeError('expected a well-formed string, got a lone surrogate');
  return utf8.encode(text);
}

/** In a `u` regex a valid surrogate pair is one code point, so this matches only lone halves. */
export const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A short description of a value for error messages ("expected …, got …").
 * @param value - anything
 * @returns e.g. `number 1.5`, `undefined`, `Map`
 * @throws never
 * @example
 * describe(1.5) // 'number 1.5'
 */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return value.constructor?.name ?? 'object without prototype';
  if (typeof value === 'string') return `string of length ${value.length}`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return `${typeof value} ${Object.is(value, -0) ? '-0' : String(value)}`;
  }
  return typeof value;
}
