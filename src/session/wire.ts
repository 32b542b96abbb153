// The messages peers exchange. Every message is one canonical value, decoded under size and depth
// limits before anything else looks at it:
//   { t: 'entry', e: <canonical signed log entry> }      gossiped to everyone
//   { t: 'sync', game, have: [count per seat] }           "send me what follows these"
//   { t: 'heads', game, have: [count per seat] }          the end of a sync answer: what I hold
import { decodeCanonical, encodeCanonical, fail, ok, type Limits, type Result } from '../../crypto/index';

/** Limits for anything a peer sends: a lock step of a 24-card deck is ≈ 4 KiB; depth ≤ 12 fits every move. */
export const WIRE_LIMITS: Limits = Object.freeze({ maxBytes: 128 * 1024, maxDepth: 12 });

export type WireMessage =
  | { readonly t: 'entry'; readonly e: Uint8Array }
  | { readonly t: 'sync' | 'heads'; readonly game: Uint8Array; readonly have: readonly number[] };

export function encodeMessage(m: WireMessage): Uint8Array {
  return encodeCanonical(m.t === 'entry' ? { t: m.t, e: m.e } : { t: m.t, game: m.game, have: [...m.have] }, WIRE_LIMITS);
}

export type WireError = 'too-large' | 'undecodable' | 'bad-message';

/** Decodes untrusted bytes into a message; never throws on bad input. */
export function decodeMessage(bytes: Uint8Array, seats: number): Result<WireMessage, WireError> {
  if (!(bytes instanceof Uint8Array)) return fail('bad-message');
  if (bytes.length > WIRE_LIMITS.maxBytes) return fail('too-large');
  const r = decodeCanonical(bytes, WIRE_LIMITS);
  if (!r.ok) return fail('undecodable', [r.error.code]);
  const v = r.value as Record<string, unknown> | null;
  if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Uint8Array) return fail('bad-message');
  const keys = Object.keys(v).sort().join(',');
  if (v.t === 'entry' && keys === 'e,t' && v.e instanceof Uint8Array) return ok({ t: 'entry', e: v.e });
  if ((v.t === 'sync' || v.t === 'heads') && keys === 'game,have,t' && v.game instanceof Uint8Array && Array.isArray(v.have)) {
    const have = v.have as unknown[];
    if (have.length === seats && have.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)) return ok({ t: v.t, game: v.game, have: have as number[] });
  }
  return fail('bad-message');
}
