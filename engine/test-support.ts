// Helpers for the engine's tests: deep freezing (to prove apply never mutates its input) and
// position editing on plain JSON.

/** Freezes a plain-data value and everything inside it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) deepFreeze(inner);
  }
  return value;
}

/** A deep copy through JSON: what a saved game or a peer's state looks like. */
export function viaJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
