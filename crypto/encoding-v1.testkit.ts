// The canonical encoder as it was before it was made faster (commit 1fdb2d7), kept as the reference
// that encoding-v1.test.ts compares the current encoder with, byte for byte and error for error.
import { compareBytes, describe } from './bytes';
import type { Path } from './result';
import { DEFAULT_LIMITS, type Limits } from './encoding';
import { MAX_MARK_RUN, textProblem, type TextProblem } from './text';

const TEXT_EXPECTED: Record<TextProblem, string> = {
  'not-well-formed': 'a well-formed string',
  'not-stream-safe': `a string with at most ${MAX_MARK_RUN} combining marks in a row`,
  'not-nfc': 'a string in Unicode NFC',
};

// ---------------------------------------------------------------------------------------------
// Encoder

/**
 * Encode a value canonically.
 * @param value - a CanonicalValue (checked: anything else throws)
 * @param limits - the depth limit is enforced here too, so we never emit what
 *   `decodeCanonical(…, limits)` would refuse; the byte limit is not (our own data)
 * @returns the one canonical byte string of `value`
 * @throws TypeError naming the path of the first value that has no canonical form (undefined,
 *   a float, −0, NaN, a unsafe integer, a non-NFC string, a Map, a class instance, a hole…);
 *   RangeError if nesting exceeds `limits.maxDepth` (which also stops cycles)
 * @example
 * encodeCanonical({ b: 1, a: [true, null] }) // bytes 82 a1 61 92 c3 c0 a1 62 01
 */
export function encodeCanonicalV1(value: unknown, limits: Limits = DEFAULT_LIMITS): Uint8Array {
  const w = new Writer(limits.maxDepth);
  w.value(value, 0);
  return w.finish();
}

const utf8 = new TextEncoder();
const TWO_32 = 2 ** 32;

class Writer {
  private buf = new Uint8Array(256);
  private view = new DataView(this.buf.buffer);
  private at = 0;
  private readonly path: (string | number)[] = [];

  constructor(private readonly maxDepth: number) {}

  finish(): Uint8Array {
    return this.buf.slice(0, this.at);
  }

  value(v: unknown, depth: number): void {
    switch (typeof v) {
      case 'number':
        return this.integer(v);
      case 'string':
        return this.string(v);
      case 'boolean':
        return this.byte(v ? 0xc3 : 0xc2);
      case 'object':
        if (v === null) return this.byte(0xc0);
        if (v instanceof Uint8Array) return this.bin(v);
        if (depth >= this.maxDepth) throw new RangeError(`expected at most ${this.maxDepth} nested containers at ${this.where()}`);
        if (Array.isArray(v)) return this.array(v, depth + 1);
        return this.map(v, depth + 1);
      default:
        return this.reject('a canonical value', v);
    }
  }

  private integer(n: number): void {
    if (!Number.isSafeInteger(n) || Object.is(n, -0)) return this.reject('a safe integer (not -0)', n);
    if (n >= 0) {
      if (n < 0x80) return this.byte(n);
      if (n < 0x100) return this.head8(0xcc, n);
      if (n < 0x10000) return this.head16(0xcd, n);
      if (n < TWO_32) return this.head32(0xce, n);
      this.room(9);
      this.buf[this.at] = 0xcf;
      this.view.setUint32(this.at + 1, Math.floor(n / TWO_32));
      this.view.setUint32(this.at + 5, n >>> 0);
      this.at += 9;
      return;
    }
    if (n >= -32) return this.byte(n & 0xff);
    this.room(9);
    if (n >= -0x80) {
      this.buf[this.at] = 0xd0;
      this.view.setInt8(this.at + 1, n);
      this.at += 2;
    } else if (n >= -0x8000) {
      this.buf[this.at] = 0xd1;
      this.view.setInt16(this.at + 1, n);
      this.at += 3;
    } else if (n >= -0x80000000) {
      this.buf[this.at] = 0xd2;
      this.view.setInt32(this.at + 1, n);
      this.at += 5;
    } else {
      this.buf[this.at] = 0xd3;
      this.view.setBigInt64(this.at + 1, BigInt(n));
      this.at += 9;
    }
  }

  private string(s: string): void {
    const n = s.length;
    let ascii = true;
    for (let i = 0; i < n; i++) {
      if (s.charCodeAt(i) >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      // ASCII is always well-formed and NFC, and one UTF-16 unit is one UTF-8 byte.
      this.length(n, 0xa0, 32, 0xd9, 0xda, 0xdb);
      this.room(n);
      for (let i = 0; i < n; i++) this.buf[this.at + i] = s.charCodeAt(i);
      this.at += n;
      return;
    }
    const problem = textProblem(s);
    if (problem !== null) return this.reject(TEXT_EXPECTED[problem], s);
    this.raw(utf8.encode(s), 0xa0, 32, 0xd9, 0xda, 0xdb);
  }

  private bin(b: Uint8Array): void {
    // msgpack has no "fixbin": bin8 is the shortest form even for an empty byte string.
    this.raw(b, 0, 0, 0xc4, 0xc5, 0xc6);
  }

  private array(a: readonly unknown[], depth: number): void {
    this.length(a.length, 0x90, 16, 0xdc, 0xdc, 0xdd);
    for (let i = 0; i < a.length; i++) {
      // A hole would read as undefined; `in` tells it apart so the message can say so.
      if (!(i in a)) return this.reject('no holes in arrays', undefined, i);
      this.path.push(i);
      this.value(a[i], depth);
      this.path.pop();
    }
  }

  private map(o: object, depth: number): void {
    const proto: unknown = Object.getPrototypeOf(o);
    if (proto !== Object.prototype && proto !== null) return this.reject('a plain object', o);
    if (Object.getOwnPropertySymbols(o).length > 0) return this.reject('no symbol keys', o);
    const keys = Object.keys(o).sort(compareCodePoints);
    this.length(keys.length, 0x80, 16, 0xde, 0xde, 0xdf);
    const record = o as Record<string, unknown>;
    for (const key of keys) {
      this.path.push(key);
      this.string(key);
      this.value(record[key], depth);
      this.path.pop();
    }
  }

  /** Header of a string/bin/array/map of `n` items: fix form below `fixLimit`, else 8/16/32. */
  private length(n: number, fix: number, fixLimit: number, h8: number, h16: number, h32: number): void {
    if (n < fixLimit) return this.byte(fix | n);
    // Arrays and maps have no 8-bit form; their callers pass h8 === h16 and never reach it.
    if (n < 0x100 && h8 !== h16) return this.head8(h8, n);
    if (n < 0x10000) return this.head16(h16, n);
    this.head32(h32, n);
  }

  private raw(b: Uint8Array, fix: number, fixLimit: number, h8: number, h16: number, h32: number): void {
    this.length(b.length, fix, fixLimit, h8, h16, h32);
    this.room(b.length);
    this.buf.set(b, this.at);
    this.at += b.length;
  }

  private byte(b: number): void {
    this.room(1);
    this.buf[this.at++] = b;
  }

  private head8(h: number, n: number): void {
    this.room(2);
    this.buf[this.at] = h;
    this.buf[this.at + 1] = n;
    this.at += 2;
  }

  private head16(h: number, n: number): void {
    this.room(3);
    this.buf[this.at] = h;
    this.view.setUint16(this.at + 1, n);
    this.at += 3;
  }

  private head32(h: number, n: number): void {
    this.room(5);
    this.buf[this.at] = h;
    this.view.setUint32(this.at + 1, n);
    this.at += 5;
  }

  private room(n: number): void {
    if (this.at + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.at + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.at));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  private where(): string {
    return pathText(this.path);
  }

  private reject(expected: string, got: unknown, index?: number): never {
    const at = index === undefined ? this.path : [...this.path, index];
    throw new TypeError(`expected ${expected} at ${pathText(at)}, got ${describe(got)}`);
  }
}

/**
 * Order strings by Unicode code point, which is the order of their UTF-8 bytes (what the
 * decoder checks). Plain `<` compares UTF-16 units and puts U+E000…U+FFFF after astral
 * characters; moving surrogates above U+FFFF and the rest down fixes that.
 * @param a - first string
 * @param b - second string
 * @returns negative, zero or positive
 * @throws never
 * @example
 * ['\u{1F600}', '\uE000'].sort(compareCodePoints) // ['\uE000', '\u{1F600}']
 */
function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return rank(x) - rank(y);
  }
  return a.length - b.length;
}

function rank(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit < 0xe000 ? unit + 0x2000 : unit - 0x800;
}

function pathText(path: Path): string {
  return '$' + path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
}
