/**
 * The typed result of reading untrusted input (style rule 4b): a decoder or checker never throws
 * on bad input from a peer, it returns `{ ok: false, error }` with a machine-readable `code` and
 * the `path` inside the value where the problem was found. Programmer errors (wrong types passed
 * by our own code) still throw `TypeError` / `RangeError` (rule 4c).
 */

/** Where inside a decoded value a problem sits: object keys and array indices from the root. */
export type Path = readonly (string | number)[];

/** A failure: `code` is what tests and peers match on; `path` points at the offending part. */
export interface Failure<Code extends string = string> {
  readonly code: Code;
  readonly path: Path;
  /** Seat index (0-based) of the player to blame, when the failure proves someone deviated. */
  readonly blame?: number;
}

/** Either the value or a coded failure. */
export type Result<T, Code extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Failure<Code> };

/**
 * Wrap a value as a success.
 * @param value - the successful value
 * @returns `{ ok: true, value }`
 * @throws never
 * @example
 * ok(3) // { ok: true, value: 3 }
 */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/**
 * Build a failure.
 * @param code - the machine-readable reason
 * @param path - where in the input it was found (default: the root)
 * @param blame - seat index of the player the failure proves deviated, if any
 * @returns `{ ok: false, error: { code, path, blame? } }`
 * @throws never
 * @example
 * fail('truncated', ['orders', 2]) // { ok: false, error: { code: 'truncated', path: ['orders', 2] } }
 */
export function fail<Code extends string>(
  code: Code,
  path: Path = [],
  blame?: number,
): { readonly ok: false; readonly error: Failure<Code> } {
  return { ok: false, error: blame === undefined ? { code, path } : { code, path, blame } };
}
