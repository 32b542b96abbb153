// A map from string keys to values as plain data (nested readonly arrays, JSON- and msgpack-able)
// that is never changed in place: `setKey` copies the top array of KEY_BUCKETS slots and the one
// bucket the key falls in, so an update costs about KEY_BUCKETS + size / KEY_BUCKETS, not the
// whole map — the protocol state keeps one ballot box per expectation of the game (thousands).
// Iteration order (`keyMapValues`) is fixed by the keys alone, never by the order of insertion.

export const KEY_BUCKETS = 128;

export type KeyMap<V> = readonly (readonly (readonly [string, V])[])[];

export function emptyKeyMap<V>(): KeyMap<V> {
  const map: KeyMap<V> = Array.from({ length: KEY_BUCKETS }, () => []);
  MADE_EMPTY.add(map);
  return map;
}

/** The maps `emptyKeyMap` made: `setKey` returns a new map, so these have no key for ever. */
const MADE_EMPTY = new WeakSet<object>();

/**
 * Whether `map` is known to have no key (made empty, never set): a lookup's quick answer where a map
 * is nearly always empty (the fold's dead branches, asked about every head of every entry). False
 * may also mean "not known" (a map decoded from elsewhere): then look.
 */
export function knownEmpty<V>(map: KeyMap<V>): boolean {
  return MADE_EMPTY.has(map);
}

/** FNV-1a over the key's UTF-16 code units: a bucket fixed by the key. */
function bucketOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % KEY_BUCKETS;
}

export function getKey<V>(map: KeyMap<V>, key: string): V | undefined {
  for (const [k, v] of map[bucketOf(key)]!) if (k === key) return v;
  return undefined;
}

export function setKey<V>(map: KeyMap<V>, key: string, value: V): KeyMap<V> {
  const b = bucketOf(key);
  const bucket = map[b]!;
  // Each bucket is kept sorted by key: the map's data does not depend on the order of insertion.
  const at = bucket.findIndex(([k]) => k >= key);
  const next = [...bucket];
  if (at >= 0 && bucket[at]![0] === key) next[at] = [key, value];
  else next.splice(at < 0 ? next.length : at, 0, [key, value]);
  const copy = [...map];
  copy[b] = next;
  return copy;
}
