// Untrusted input in error messages. A move from a peer may hold any JSON value where the types say
// an area or a number; String() and template literals throw on some objects ({ toString: 0 }), so
// messages describe such values through this function, which never throws, and area ids are
// checked with isAreaId before they index the board (indexing converts the key too).
import { AREA_IDS, type AreaId } from './data/areas';

export function show(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/** Whether an untrusted value is an area id; check before indexing `state.areas` with it. */
export function isAreaId(value: unknown): value is AreaId {
  return (AREA_IDS as readonly unknown[]).includes(value);
}
