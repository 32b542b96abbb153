/**
 * The strict decoder of the canonical encoding (see encoding.ts for the format). It accepts a
 * byte string only if it is the one our encoder produces for the value it denotes, so a peer
 * cannot send two byte strings that hash differently yet mean the same thing. Untrusted input
 * never throws: it yields a typed failure with a code and the path of the offending value.
 * Its cost is linear in the input: every count is checked against the bytes left before any
 * allocation, nesting is bounded, and text is normalized only once its runs of combining marks
 * are known to be short (text.ts).
 */
import { describe } from './bytes';
import { DEFAULT_LIMITS, type CanonicalMap, type CanonicalValue, type Limits } from './encoding';
import { fail, ok, type Result } from './result';
import { textProblem } from './text';

/** Why an untrusted byte string was rejected. */
export const DECODE_ERROR_CODES = Object.freeze([
  'too-large', // longer than limits.maxBytes, or a string longer than limits.maxStringBytes
  'too-deep', // more nested containers than limits.maxDepth
  'truncated', // ends inside a value, or a length points past the end
  'trailing-bytes', // bytes left after the one top-level value
  'unsupported-type', // float, extension, or the never-used byte 0xc1
  'non-minimal', // an integer or length in a longer form than needed
  'unsafe-integer', // an integer outside ±(2^53−1)
  'invalid-utf8', // a string that is not valid UTF-8
  'not-stream-safe', // a string with more than 30 combining marks in a row (checked before NFC)
  'not-nfc', // a string that is not in Unicode normalization form C
  'key-not-string', // a map key of another type
  'duplicate-key', // the same map key twice
  'unsorted-keys', // map keys not in increasing byte order
] as const);
/** One of DECODE_ERROR_CODES. */
export type DecodeErrorCode = (typeof DECODE_ERROR_CODES)[number];

/**
 * Decode untrusted bytes, accepting only the canonical encoding of a value.
 * @param bytes - the input (a Uint8Array; its contents are untrusted)
 * @param limits - size and depth bounds (default DEFAULT_LIMITS)
 * @returns `{ ok: true, value }`, or `{ ok: false, error: { code, path } }` with a code from
 *   DECODE_ERROR_CODES and the path of the offending value; decoded byte strings are copies
 * @throws TypeError only if `bytes` is not a Uint8Array (a programmer error)
 * @example
 * decodeCanonical(Uint8Array.of(0x81, 0xa1, 0x61, 0x01)) // { ok: true, value: { a: 1 } }
 * decodeCanonical(Uint8Array.of(0xcc, 0x01)).ok          // false: 'non-minimal'
 */
export function decodeCanonical(bytes: Uint8Array, limits: Limits = DEFAULT_LIMITS): Result<CanonicalValue, DecodeErrorCode> {
  if (!(bytes instanceof Uint8Array)) throw new TypeError(`expected a Uint8Array, got ${describe(bytes)}`);
  if (bytes.length > limits.maxBytes) return fail('too-large');
  const r = new Reader(bytes, limits.maxDepth, limits.maxStringBytes ?? limits.maxBytes);
  try {
    const value = r.value(0);
    if (r.at !== bytes.length) throw new Reject('trailing-bytes');
    return ok(value);
  } catch (e) {
    if (e instanceof Reject) return fail(e.code, [...r.path]);
    throw e;
  }
}

/** Internal: unwinds the reader to `decodeCanonical`, which turns it into a typed failure. */
class Reject {
  constructor(readonly code: DecodeErrorCode) {}
}

const TWO_32 = 2 ** 32;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const MAX_SAFE_HIGH = 2 ** 21; // a uint64 with high word ≥ 2^21 exceeds 2^53 − 1

class Reader {
  at = 0;
  readonly path: (string | number)[] = [];
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly maxDepth: number,
    private readonly maxStringBytes: number,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  value(depth: number): CanonicalValue {
    const b = this.u8();
    if (b < 0x80) return b;
    if (b >= 0xe0) return b - 0x100;
    if (b < 0x90) return this.map(b & 0x0f, depth);
    if (b < 0xa0) return this.array(b & 0x0f, depth);
    if (b < 0xc0) return this.string(b & 0x1f);
    switch (b) {
      case 0xc0: return null;
      case 0xc2: return false;
      case 0xc3: return true;
      case 0xc4: return this.bin(this.u8());
      case 0xc5: return this.bin(this.minimal(this.u16(), 0x100));
      case 0xc6: return this.bin(this.minimal(this.u32(), 0x10000));
      case 0xcc: return this.minimal(this.u8(), 0x80);
      case 0xcd: return this.minimal(this.u16(), 0x100);
      case 0xce: return this.minimal(this.u32(), 0x10000);
      case 0xcf: return this.uint64();
      case 0xd0: return this.negative(this.i8(), -0x20);
      case 0xd1: return this.negative(this.i16(), -0x80);
      case 0xd2: return this.negative(this.i32(), -0x8000);
      case 0xd3: return this.int64();
      case 0xd9: return this.string(this.minimal(this.u8(), 32));
      case 0xda: return this.string(this.minimal(this.u16(), 0x100));
      case 0xdb: return this.string(this.minimal(this.u32(), 0x10000));
      case 0xdc: return this.array(this.minimal(this.u16(), 16), depth);
      case 0xdd: return this.array(this.minimal(this.u32(), 0x10000), depth);
      case 0xde: return this.map(this.minimal(this.u16(), 16), depth);
      case 0xdf: return this.map(this.minimal(this.u32(), 0x10000), depth);
      default: throw new Reject('unsupported-type'); // 0xc1, ext, fixext, float32/64
    }
  }

  /** A length or unsigned value in a wide form must not fit the next narrower one. */
  private minimal(n: number, atLeast: number): number {
    if (n < atLeast) throw new Reject('non-minimal');
    return n;
  }

  /** A signed form is canonical only for negatives below what the narrower form holds. */
  private negative(n: number, below: number): number {
    if (n >= below) throw new Reject('non-minimal');
    return n;
  }

  private uint64(): number {
    const high = this.u32();
    const low = this.u32();
    if (high === 0) throw new Reject('non-minimal');
    if (high >= MAX_SAFE_HIGH) throw new Reject('unsafe-integer');
    return high * TWO_32 + low;
  }

  private int64(): number {
    this.need(8);
    const n = this.view.getBigInt64(this.at);
    this.at += 8;
    if (n < -BigInt(Number.MAX_SAFE_INTEGER) || n > BigInt(Number.MAX_SAFE_INTEGER)) throw new Reject('unsafe-integer');
    if (n >= -0x80000000n) throw new Reject('non-minimal');
    return Number(n);
  }

  private string(n: number): string {
    const start = this.takeText(n);
    return this.text(start, start + n);
  }

  /** Where a string's UTF-8 payload of `n` bytes starts, refused before it is read if longer than the string cap. */
  private takeText(n: number): number {
    if (n > this.maxStringBytes) throw new Reject('too-large');
    this.need(n);
    const start = this.at;
    this.at += n;
    return start;
  }

  /** The text of the UTF-8 payload at `start`..`end` of the input (read in place: no view is made for short ASCII). */
  private text(start: number, end: number): string {
    const bytes = this.bytes;
    let ascii = true;
    for (let i = start; i < end; i++) {
      if (bytes[i]! >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      if (end - start >= 64) return strictUtf8.decode(bytes.subarray(start, end));
      let out = ''; // short ASCII (keys, ids): a loop beats both TextDecoder and spreading
      for (let i = start; i < end; i++) out += String.fromCharCode(bytes[i]!);
      return out;
    }
    let s: string;
    try {
      s = strictUtf8.decode(bytes.subarray(start, end)); // fatal: rejects overlong forms, surrogates, truncation
    } catch {
      throw new Reject('invalid-utf8');
    }
    const problem = textProblem(s, true);
    if (problem !== null) throw new Reject(problem === 'not-stream-safe' ? 'not-stream-safe' : 'not-nfc');
    return s;
  }

  private bin(n: number): Uint8Array {
    this.need(n);
    const out = this.bytes.slice(this.at, this.at + n); // a copy: the caller may reuse its input buffer
    this.at += n;
    return out;
  }

  private array(n: number, depth: number): CanonicalValue[] {
    if (depth >= this.maxDepth) throw new Reject('too-deep');
    // Every item takes at least one byte: refuse a huge count before allocating for it.
    if (n > this.bytes.length - this.at) throw new Reject('truncated');
    const out: CanonicalValue[] = new Array<CanonicalValue>(n);
    for (let i = 0; i < n; i++) {
      this.path.push(i);
      out[i] = this.value(depth + 1);
      this.path.pop();
    }
    return out;
  }

  private map(n: number, depth: number): CanonicalMap {
    if (depth >= this.maxDepth) throw new Reject('too-deep');
    if (2 * n > this.bytes.length - this.at) throw new Reject('truncated');
    const out: Record<string, CanonicalValue> = {};
    let previous = -1;
    let previousEnd = -1;
    for (let i = 0; i < n; i++) {
      const start = this.keyStart();
      const end = this.at;
      if (previous >= 0) {
        const order = this.compareRanges(previous, previousEnd, start, end);
        if (order === 0) throw new Reject('duplicate-key');
        if (order > 0) throw new Reject('unsorted-keys');
      }
      previous = start;
      previousEnd = end;
      const key = this.text(start, end);
      this.path.push(key);
      const v = this.value(depth + 1);
      // '__proto__' must become an own property, not the object's prototype.
      if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      else out[key] = v;
      this.path.pop();
    }
    return out;
  }

  /** Byte order of two ranges of the input (compareBytes on them, without making views). */
  private compareRanges(a: number, aEnd: number, b: number, bEnd: number): number {
    const bytes = this.bytes;
    const n = Math.min(aEnd - a, bEnd - b);
    for (let i = 0; i < n; i++) {
      const d = bytes[a + i]! - bytes[b + i]!;
      if (d !== 0) return d;
    }
    return aEnd - a - (bEnd - b);
  }

  /** Where the UTF-8 payload of a map key starts (it ends where the reader stands): the key must be a string, and order is checked on payloads. */
  private keyStart(): number {
    const b = this.u8();
    let n: number;
    if (b >= 0xa0 && b < 0xc0) n = b & 0x1f;
    else if (b === 0xd9) n = this.minimal(this.u8(), 32);
    else if (b === 0xda) n = this.minimal(this.u16(), 0x100);
    else if (b === 0xdb) n = this.minimal(this.u32(), 0x10000);
    else throw new Reject('key-not-string');
    return this.takeText(n);
  }

  private need(n: number): void {
    if (this.at + n > this.bytes.length) throw new Reject('truncated');
  }

  private u8(): number {
    this.need(1);
    return this.bytes[this.at++]!;
  }

  private i8(): number {
    this.need(1);
    return this.view.getInt8(this.at++);
  }

  private u16(): number {
    this.need(2);
    const n = this.view.getUint16(this.at);
    this.at += 2;
    return n;
  }

  private i16(): number {
    this.need(2);
    const n = this.view.getInt16(this.at);
    this.at += 2;
    return n;
  }

  private u32(): number {
    this.need(4);
    const n = this.view.getUint32(this.at);
    this.at += 4;
    return n;
  }

  private i32(): number {
    this.need(4);
    const n = this.view.getInt32(this.at);
    this.at += 4;
    return n;
  }
}
