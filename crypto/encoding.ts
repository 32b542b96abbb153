/**
 * Canonical encoding: exactly one byte string per value, and a decoder that accepts only that
 * byte string. Everything we hash or sign goes through here (protocol.md, "Canonical encoding").
 *
 * The format is a strict subset of MessagePack (so any msgpack tool can read it):
 *   - values: null, booleans, safe integers (|n| ≤ 2^53−1, never −0), strings (well-formed,
 *     at most 30 combining marks in a row, NFC), byte strings (Uint8Array, as msgpack `bin`), arrays, and maps with string keys;
 *   - every integer and every length uses its shortest msgpack form; non-negative integers use
 *     the unsigned family, negative integers the signed family;
 *   - map keys appear in strictly increasing order of their UTF-8 bytes (so no duplicates);
 *   - no floats, no extension types, no trailing bytes.
 *
 * Why a small hand-written encoder rather than msgpackr plus a canonicalize pass (decided by
 * the tests in encoding.test.ts, "why not msgpackr"): msgpackr 2.1.3 writes integers from 2^32
 * to 2^53 as float64, so a "no floats" rule would have to accept floats; its `unpack` accepts
 * non-minimal forms (`cd0001` for 1) and does not check key order, so a strict decoder must be
 * written anyway; and its bytes depend on options (`useRecords`, `variableMapSize`) and on the
 * native addon being present. One pass over the value that validates and writes is also no
 * slower than canonicalize-then-pack. msgpackr is kept as an independent reader in the tests.
 * The decoder is in decoding.ts.
 */
import { compareBytes, describe } from './bytes';
import type { Path } from './result';
import { MAX_MARK_RUN, textProblem, type TextProblem } from './text';

const TEXT_EXPECTED: Record<TextProblem, string> = {
  'not-well-formed': 'a well-formed string',
  'not-stream-safe': `a string with at most ${MAX_MARK_RUN} combining marks in a row`,
  'not-nfc': 'a string in Unicode NFC',
};

/** A value with exactly one canonical encoding. */
export type CanonicalValue = null | boolean | number | string | Uint8Array | CanonicalArray | CanonicalMap;
/** An array of canonical values. */
export interface CanonicalArray extends ReadonlyArray<CanonicalValue> {}
/** A map from strings to canonical values (a plain object). */
export interface CanonicalMap {
  readonly [key: string]: CanonicalValue;
}

/** Bounds applied to untrusted input (and, for symmetry, to what we encode). */
export interface Limits {
  /** Largest accepted encoding, in bytes. */
  readonly maxBytes: number;
  /** Largest number of nested arrays/maps. */
  readonly maxDepth: number;
  /**
   * Largest string (or map key) in UTF-8 bytes, refused by the decoder before it is read
   * (default: maxBytes). A protocol whose strings are names or chat lines sets a small cap here
   * and checks each field's own length after decoding.
   */
  readonly maxStringBytes?: number;
}

/** Default limits: 1 MiB and 32 levels, far above a game state (~24 KB, depth < 10). */
export const DEFAULT_LIMITS: Limits = Object.freeze({ maxBytes: 1 << 20, maxDepth: 32 });

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
export function encodeCanonical(value: unknown, limits: Limits = DEFAULT_LIMITS): Uint8Array {
  const w = new Writer(limits.maxDepth, false);
  try {
    w.value(value, 0);
  } catch (e) {
    w.release();
    if (e instanceof Fault) throw withPath(value, limits, e).error();
    throw e;
  }
  return w.finish();
}

/**
 * The first pass keeps no path, not even a try per container (2 % of its time); a value refused
 * is encoded again, noting where, for the error's message. `first` if that pass finds nothing.
 */
function withPath(value: unknown, limits: Limits, first: Fault): Fault {
  const w = new Writer(limits.maxDepth, true);
  try {
    w.value(value, 0);
    return first;
  } catch (e) {
    if (e instanceof Fault) return e;
    throw e;
  } finally {
    w.release();
  }
}

/**
 * Internal: a value without a canonical form, on its way up. In the pass that notes paths
 * (`withPath`), each container it passes adds its key or index (innermost first), so no writer
 * keeps a path while all is well (measured: the path's push and pop per value were a tenth of the
 * encoder's time).
 */
class Fault {
  readonly reversedPath: (string | number)[] = [];

  constructor(
    private readonly make: (at: string) => Error,
  ) {}

  within(step: string | number): Fault {
    this.reversedPath.push(step);
    return this;
  }

  error(): Error {
    return this.make(pathText([...this.reversedPath].reverse()));
  }
}

function within(e: unknown, step: string | number): unknown {
  return e instanceof Fault ? e.within(step) : e;
}

const utf8 = new TextEncoder();
const TWO_32 = 2 ** 32;

/**
 * One scratch buffer for all encodings (grown as needed, up to SCRATCH_MAX kept), so encoding a
 * state does not grow a fresh buffer from 256 bytes each time; the result is a copy. A getter
 * that encodes while we encode (re-entry) gets a buffer of its own.
 */
let scratch: Uint8Array | null = new Uint8Array(0);
const SCRATCH_MAX = 1 << 20;

class Writer {
  private buf: Uint8Array;
  private view: DataView;
  private at = 0;

  /** @param notePath - whether a fault learns the keys and indexes it passes (withPath's pass) */
  constructor(
    private readonly maxDepth: number,
    private readonly notePath: boolean,
  ) {
    this.buf = scratch !== null && scratch.length >= 256 ? scratch : new Uint8Array(256);
    scratch = null; // in use until finish() or release()
    this.view = new DataView(this.buf.buffer);
  }

  finish(): Uint8Array {
    const out = this.buf.slice(0, this.at);
    this.release();
    return out;
  }

  /** Give the buffer back for the next encoding (also after a refusal). */
  release(): void {
    if (this.buf.length <= SCRATCH_MAX && (scratch === null || scratch.length < this.buf.length)) scratch = this.buf;
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
        if (depth >= this.maxDepth) throw new Fault((at) => new RangeError(`expected at most ${this.maxDepth} nested containers at ${at}`));
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
    // Optimistically ASCII (nearly every key and id): one UTF-16 unit is one UTF-8 byte, so the
    // header is known; write and check in one pass, and start again the long way if not ASCII.
    const start = this.at;
    this.length(n, 0xa0, 32, 0xd9, 0xda, 0xdb);
    this.room(n);
    const buf = this.buf;
    const at = this.at;
    for (let i = 0; i < n; i++) {
      const unit = s.charCodeAt(i);
      if (unit >= 0x80) {
        this.at = start;
        return this.text(s);
      }
      buf[at + i] = unit;
    }
    this.at = at + n;
  }

  /** A string with a non-ASCII character: checked (text.ts), then its UTF-8 bytes. */
  private text(s: string): void {
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
      if (!this.notePath) {
        if (!(i in a)) this.reject('no holes in arrays', undefined);
        this.value(a[i], depth);
        continue;
      }
      try {
        if (!(i in a)) this.reject('no holes in arrays', undefined);
        this.value(a[i], depth);
      } catch (e) {
        throw within(e, i);
      }
    }
  }

  private map(o: object, depth: number): void {
    const proto: unknown = Object.getPrototypeOf(o);
    if (proto !== Object.prototype && proto !== null) return this.reject('a plain object', o);
    if (Object.getOwnPropertySymbols(o).length > 0) return this.reject('no symbol keys', o);
    const shape = shapeOf(o);
    const keys = shape.sorted;
    this.length(keys.length, 0x80, 16, 0xde, 0xde, 0xdf);
    const record = o as Record<string, unknown>;
    if (!this.notePath) {
      for (let i = 0; i < keys.length; i++) {
        if (shape.keyEnds === null) this.string(keys[i]!);
        else this.copy(shape.keyBytes, i === 0 ? 0 : shape.keyEnds[i - 1]!, shape.keyEnds[i]!);
        this.value(record[keys[i]!], depth);
      }
      return;
    }
    for (const key of keys) {
      try {
        this.string(key);
        this.value(record[key], depth);
      } catch (e) {
        throw within(e, key);
      }
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

  /** bytes[from, to) written out: a short copy by hand, cheaper than a subarray and `set`. */
  private copy(bytes: Uint8Array, from: number, to: number): void {
    this.room(to - from);
    const buf = this.buf;
    let at = this.at;
    for (let j = from; j < to; j++) buf[at++] = bytes[j]!;
    this.at = at;
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

  private reject(expected: string, got: unknown): never {
    const what = describe(got);
    throw new Fault((at) => new TypeError(`expected ${expected} at ${at}, got ${what}`));
  }
}

/**
 * The keys of `o` in code point order, with their encodings when known. Without surrogates, code
 * point order is UTF-16 order, which the default sort uses and does fastest; keys in order already
 * (a value decoded by us, or built so) are only checked.
 */
function shapeOf(o: object): Shape {
  const keys = Object.keys(o);
  if (keys.length < 2) return { keys, sorted: keys, keyBytes: NO_BYTES, keyEnds: null };
  // Objects of one shape (58 areas, 6 houses, 110 log entries…) share one sorted list; a hit is
  // checked key by key (property keys are interned strings: comparing them is cheap).
  const bucket = shapes.get(keys[0]!);
  if (bucket !== undefined) {
    for (const shape of bucket) if (sameKeys(shape.keys, keys)) return shape;
  }
  let sorted = true;
  let surrogates = false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (i > 0 && !(keys[i - 1]! < key)) sorted = false;
    for (let j = 0; j < key.length && !surrogates; j++) surrogates = key.charCodeAt(j) >= 0xd800;
  }
  // UTF-16 order is code point order only without surrogates (U+E000 sorts after 😀 in UTF-8).
  const order = surrogates ? [...keys].sort(compareCodePoints) : sorted ? keys : [...keys].sort();
  const shape: Shape = { keys, sorted: order, ...encodedKeys(order) };
  remember(shape);
  return shape;
}

interface Shape {
  /** As Object.keys gives them. */
  readonly keys: readonly string[];
  /** In code point order, as they are written. */
  readonly sorted: readonly string[];
  /** The sorted keys' encodings one after the other, the end of each in `keyEnds`; null ends: write each key as a string. */
  readonly keyBytes: Uint8Array;
  readonly keyEnds: readonly number[] | null;
}

const NO_BYTES = new Uint8Array(0);

/**
 * The encodings of keys that are all ASCII and shorter than 32 (a fixstr each: its length, then
 * its bytes), to copy where a shape is met again (3 % of the encoder's time on a game state);
 * other keys are written as any string is.
 */
function encodedKeys(keys: readonly string[]): Pick<Shape, 'keyBytes' | 'keyEnds'> {
  const bytes: number[] = [];
  const ends: number[] = [];
  for (const key of keys) {
    if (key.length >= 32) return { keyBytes: NO_BYTES, keyEnds: null };
    bytes.push(0xa0 | key.length);
    for (let j = 0; j < key.length; j++) {
      const unit = key.charCodeAt(j);
      if (unit >= 0x80) return { keyBytes: NO_BYTES, keyEnds: null };
      bytes.push(unit);
    }
    ends.push(bytes.length);
  }
  return { keyBytes: Uint8Array.from(bytes), keyEnds: ends };
}
/** Known shapes by their first key; at most SHAPES in all (then all forgotten), BUCKET per first key. */
const shapes = new Map<string, Shape[]>();
const SHAPES = 1024;
/** Shapes kept per first key, so that a lookup stays a few comparisons. */
const BUCKET = 8;
let shapeCount = 0;

function remember(shape: Shape): void {
  const keys = shape.keys;
  if (shapeCount >= SHAPES) {
    shapes.clear();
    shapeCount = 0;
  }
  const bucket = shapes.get(keys[0]!);
  if (bucket === undefined) shapes.set(keys[0]!, [shape]);
  else if (bucket.length < BUCKET) bucket.push(shape);
  else return; // many shapes with one first key (a dictionary of varying keys): not worth keeping
  shapeCount++;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
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
export function compareCodePoints(a: string, b: string): number {
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
