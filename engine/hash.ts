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
  return canonical(value, null);
}

/**
 * The canonical text of every object and array of a state, by identity. Consecutive states share
 * most of their parts (a move replaces the areas it changes and keeps the others), and each peer
 * hashes every state, so `stateHash` writes only what is new. States are immutable (engine/README:
 * `apply` never changes its input, and nobody else may), so a remembered text never goes stale.
 */
const TEXTS = new WeakMap<object, string>();
const MEMO_DEPTH = 3;

function canonical(value: unknown, texts: WeakMap<object, string> | null, depth = 0): string {
  if (value === null || typeof value === 'boolean') return value === null ? 'null' : value ? 'true' : 'false';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || Object.is(value, -0)) throw new TypeError(`expected a safe integer, got ${value}`);
    return String(value);
  }
  if (typeof value !== 'object') throw new TypeError(`expected plain JSON data, got ${typeof value}`);
  // Only the upper levels are remembered (the state, its tables, their entries such as one area):
  // below them a lookup costs more than writing the text again.
  const remember = texts !== null && depth <= MEMO_DEPTH ? texts : null;
  const known = remember?.get(value);
  if (known !== undefined) return known;
  // Every peer writes the new parts of every state (≈2 % of a whole game): an object's keys are
  // sorted only when they are not in order already, and each key's `"key":` is written once
  // (keyText). Building the text by `+=` instead of map and join measured faster in CPU time but
  // took 3 % more instructions (V8 flattens the rope when the text is hashed): not done.
  let text: string;
  if (Array.isArray(value)) text = `[${value.map((v) => canonical(v, texts, depth + 1)).join(',')}]`;
  else if (Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    text = `{${sortedKeys(record).map((k) => keyText(k) + canonical(record[k], texts, depth + 1)).join(',')}}`;
  } else throw new TypeError(`expected plain JSON data, got ${typeof value}`);
  remember?.set(value, text);
  return text;
}

/** An object's own keys in code-unit order (sorted only when they are not in that order already). */
function sortedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) return keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
  return keys;
}

/**
 * `"key":` for an object key: JSON.stringify of each key once. The engine's keys are a bounded
 * vocabulary (field names, area and house ids, card ids), so the table stays small; past its
 * bound a key is written afresh.
 */
function keyText(key: string): string {
  let text = KEY_TEXTS.get(key);
  if (text === undefined) {
    text = `${JSON.stringify(key)}:`;
    if (KEY_TEXTS.size < MAX_KEY_TEXTS) KEY_TEXTS.set(key, text);
  }
  return text;
}

const KEY_TEXTS = new Map<string, string>();
const MAX_KEY_TEXTS = 4096;

/** Hex SHA-256 of the canonical JSON of a state (or any plain-data value that is never changed later). */
export function stateHash(state: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(stateText(state))));
}

/**
 * `canonicalJson(state)`, with the memo of `stateHash`: what `stateHash` hashes, for a caller that
 * has a faster SHA-256 of the same text (the session, through node:crypto in Node).
 */
export function stateText(state: unknown): string {
  return canonical(state, TEXTS);
}
