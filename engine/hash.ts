// stateHash: SHA-256 over a canonical JSON text of the state. Canonical means one text per value:
// object keys sorted by code unit, no whitespace, and only values JSON can carry exactly (no
// undefined, no NaN or fractions: the engine uses integers only).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The canonical JSON text of a plain-data value.
 * @throws TypeError for undefined, functions, non-integer or unsafe numbers, and non-plain objects.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || Object.is(value, -0)) throw new TypeError(`expected a safe integer, got ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
  }
  throw new TypeError(`expected plain JSON data, got ${typeof value}`);
}

/** Hex SHA-256 of the canonical JSON of a state (or any plain-data value). */
export function stateHash(state: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(state))));
}
