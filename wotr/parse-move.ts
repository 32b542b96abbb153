// Untrusted input (style rule 4b): a move from a peer is any JSON value until it has the shape of
// a `Move`. `parseMove` checks the shape (types, no extra keys); the rules are `apply`'s. A field
// that is not of its type is reported by its path, never printed.
import type { Move } from './moves';

export type MoveError = { readonly code: 'not-a-move'; readonly path: string };
export type MoveResult = { readonly ok: true; readonly move: Move } | { readonly ok: false; readonly error: MoveError };

const MAX_ID = 100;
const MAX_REFS = 120;

type Check = (v: unknown) => boolean;
const isInt: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v) && !Object.is(v, -0);
const isId: Check = (v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_ID;
const isRefs: Check = (v) => Array.isArray(v) && v.length <= MAX_REFS && v.every(isInt);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Whether `v` is a plain object with exactly these keys, each passing its check. */
function shaped(v: unknown, fields: { readonly [key: string]: Check }): boolean {
  if (!isRecord(v)) return false;
  const keys = Object.keys(v);
  return keys.length === Object.keys(fields).length && keys.every((k) => Object.hasOwn(fields, k) && fields[k]!(v[k]));
}

const isTarget: Check = (v) =>
  shaped(v, { zone: (z) => z === 'reserve' || z === 'path' || z === 'event' }) ||
  shaped(v, { zone: (z) => z === 'battleground', id: isId }) ||
  shaped(v, { zone: (z) => z === 'wielder', ref: isInt });

const isCost: Check = (v) =>
  shaped(v, { cycle: isInt }) ||
  shaped(v, { forsake: (f) => f === 'deck-top' || shaped(f, { reserve: isInt }) }) ||
  shaped(v, { nothing: (n) => n === true });

const kind = (k: string): Check => (v) => v === k;
const seat = isInt;

/** The fields of each kind of move ([WOTR-*] rules are checked by `apply`, not here). */
const SHAPES: { readonly [k in Move['kind']]: readonly { readonly [key: string]: Check }[] } = {
  'setup-cycle': [{ kind: kind('setup-cycle'), seat, refs: isRefs }],
  lot: [{ kind: kind('lot'), index: isInt }],
  pass: [{ kind: kind('pass'), seat }],
  play: [{ kind: kind('play'), seat, ref: isInt, card: isId, to: isTarget, cost: isCost }],
  move: [{ kind: kind('move'), seat, ref: isInt, to: isTarget }],
  cycle: [{ kind: kind('cycle'), seat, ref: isInt }],
  winnow: [{ kind: kind('winnow'), seat, refs: isRefs }],
  ring: [{ kind: kind('ring'), seat }],
  'ring-discard': [{ kind: kind('ring-discard'), seat, eliminate: (v) => v === null || isInt(v), cycle: isCost }],
  'text-cycle': [{ kind: kind('text-cycle'), seat, cycle: isCost }],
  take: [
    { kind: kind('take'), seat, from: (v) => v === 'deck' || v === 'cycle', ref: isInt, card: isId },
    { kind: kind('take'), seat, from: (v) => v === 'none' },
  ],
  remove: [
    { kind: kind('remove'), seat, from: (v) => v === 'hand' || v === 'deck' || v === 'cycle', ref: isInt, card: isId },
    { kind: kind('remove'), seat, from: (v) => v === 'none' },
  ],
  declare: [{ kind: kind('declare'), seat, cards: (v) => Array.isArray(v) && v.length <= MAX_REFS && v.every((c) => c === null || isId(c)) }],
  'combat-order': [{ kind: kind('combat-order'), seat, location: isId }],
  casualties: [{ kind: kind('casualties'), seat, refs: isRefs }],
  'no-agreement': [{ kind: kind('no-agreement'), seat }],
};

/** Checks that an untrusted value has the shape of a move. */
export function parseMove(value: unknown): MoveResult {
  if (!isRecord(value) || typeof value.kind !== 'string' || !Object.hasOwn(SHAPES, value.kind)) return { ok: false, error: { code: 'not-a-move', path: 'kind' } };
  const shapes = SHAPES[value.kind as Move['kind']];
  if (shapes.some((fields) => shaped(value, fields))) return { ok: true, move: value as unknown as Move };
  // Report the first bad field of the shape the value comes closest to.
  const failures = shapes.map((fields) => [...Object.keys(value).filter((k) => !Object.hasOwn(fields, k)), ...Object.keys(fields).filter((k) => !fields[k]!(value[k]))]);
  const closest = failures.reduce((best, f) => (f.length < best.length ? f : best));
  return { ok: false, error: { code: 'not-a-move', path: closest[0] ?? 'kind' } };
}

