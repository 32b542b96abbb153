// The messages peers exchange. Every message is one canonical value, decoded under size and depth
// limits before anything else looks at it:
//   { t: 'entry', e: <canonical signed log entry> }      its author's broadcast, or part of a sync answer
//   { t: 'sync', game, have: [count per seat], relay: [seats] }
//        "send me what follows these": your own entries, and those of the `relay` seats (whose
//        authors I cannot reach), in increasing seat order
//   { t: 'heads', game, have: [count per seat] }          the end of a sync answer: what I hold
import { decodeCanonical, encodeCanonical, fail, ok, type Limits, type Result } from '../../crypto/index';

/** Limits for anything a peer sends: a lock step of a 24-card deck is ≈ 4 KiB; depth ≤ 12 fits every move. */
export const WIRE_LIMITS: Limits = Object.freeze({ maxBytes: 128 * 1024, maxDepth: 12 });

export type WireMessage =
  | { readonly t: 'entry'; readonly e: Uint8Array }
  | { readonly t: 'sync'; readonly game: Uint8Array; readonly have: readonly number[]; readonly relay: readonly number[] }
  | { readonly t: 'heads'; readonly game: Uint8Array; readonly have: readonly number[] };

export function encodeMessage(m: WireMessage): Uint8Array {
  if (m.t === 'entry') return encodeCanonical({ t: m.t, e: m.e }, WIRE_LIMITS);
  if (m.t === 'sync') return encodeCanonical({ t: m.t, game: m.game, have: [...m.have], relay: [...m.relay] }, WIRE_LIMITS);
  return encodeCanonical({ t: m.t, game: m.game, have: [...m.have] }, WIRE_LIMITS);
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
  if (!(v.game instanceof Uint8Array) || !isCounts(v.have, seats)) return fail('bad-message');
  if (v.t === 'heads' && keys === 'game,have,t') return ok({ t: 'heads', game: v.game, have: v.have });
  if (v.t === 'sync' && keys === 'game,have,relay,t' && isSeatSet(v.relay, seats)) return ok({ t: 'sync', game: v.game, have: v.have, relay: v.relay });
  return fail('bad-message');
}

function isCounts(v: unknown, seats: number): v is number[] {
  return Array.isArray(v) && v.length === seats && v.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0);
}

/** Distinct seats in increasing order: one canonical form, and at most `seats` of them. */
function isSeatSet(v: unknown, seats: number): v is number[] {
  return Array.isArray(v) && v.every((n, i) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < seats && (i === 0 || n > (v[i - 1] as number)));
}
