/**
 * Commitments to sealed choices (protocol.md, "Commitment"; stack-notes §4.3):
 *
 *   commitment = SHA-256(frame(COMMIT tag, game, decision, author, salt, canonical(payload)))
 *
 * - hiding: a 32-byte random salt makes small payload spaces (a bid 0…N, an order set)
 *   impossible to enumerate from the hash;
 * - binding: SHA-256 collision resistance plus the canonical encoding (one byte string per
 *   payload) mean a commitment opens to exactly one payload;
 * - no copying: the author's public key is inside the hash, so another seat cannot reuse a
 *   commitment it has seen; the game id and decision id stop replays across games and rounds;
 * - framing: every field is length-prefixed, so fields cannot be re-split.
 * The salt must come from a CSPRNG owned by the session (crypto/ holds no randomness) and be
 * stored before the commitment is sent, so a reload does not look like withholding.
 */
import { assertBytes, equalBytes, isBytesOfLength, utf8Bytes } from './bytes';
import { decodeCanonical } from './decoding';
import { DOMAIN } from './domain';
import { encodeCanonical, type CanonicalValue } from './encoding';
import { HASH_BYTES, hashParts } from './hash';
import { fail, ok, type Result } from './result';
import { PUBLIC_KEY_BYTES } from './sign';

/** Length of a salt, in bytes. */
export const SALT_BYTES = 32;

/** What a commitment is about: which game, which decision, whose. */
export interface CommitContext {
  /** 32-byte game id. */
  readonly game: Uint8Array;
  /** The decision's id, e.g. 'round-3/place-orders' (chosen by the caller, non-empty). */
  readonly decision: string;
  /** 32-byte public key of the committing player. */
  readonly author: Uint8Array;
}

/** What is revealed to open a commitment. */
export interface Opening {
  readonly salt: Uint8Array;
  readonly payload: CanonicalValue;
}

/** Why an opening was refused. */
export const OPEN_ERROR_CODES = Object.freeze([
  'bad-shape', // not { salt: 32 bytes, payload } or a commitment that is not 32 bytes
  'mismatch', // well-formed, but hashes to another commitment
] as const);
/** One of OPEN_ERROR_CODES. */
export type OpenErrorCode = (typeof OPEN_ERROR_CODES)[number];

/**
 * Commit to a payload.
 * @param context - game id, decision id and author key
 * @param opening - the salt (32 random bytes) and the payload
 * @returns the 32-byte commitment
 * @throws TypeError / RangeError on a malformed context or salt, or a payload without a
 *   canonical encoding
 * @example
 * const c = commit({ game, decision: 'round-1/bid', author }, { salt, payload: 3 })
 */
export function commit(context: CommitContext, opening: Opening): Uint8Array {
  assertContext(context);
  assertBytes(opening.salt, SALT_BYTES, 'salt');
  return hashParts(DOMAIN.COMMIT, [
    context.game,
    utf8Bytes(context.decision),
    context.author,
    opening.salt,
    encodeCanonical(opening.payload),
  ]);
}

/**
 * Check an untrusted opening against a commitment (the context is our own, trusted data).
 * @param commitment - the 32 bytes received earlier (untrusted: checked here)
 * @param context - game id, decision id and the key of the author who committed
 * @param opening - untrusted: anything a peer sent, normally a decoded `{ salt, payload }`
 * @returns `{ ok: true, value: payload }`, or a failure coded 'bad-shape' (with the path)
 *   or 'mismatch'
 * @throws TypeError / RangeError only on a malformed context (a programmer error)
 * @example
 * openCommitment(c, { game, decision: 'round-1/bid', author }, { salt, payload: 3 }) // { ok: true, value: 3 }
 */
export function openCommitment(commitment: unknown, context: CommitContext, opening: unknown): Result<CanonicalValue, OpenErrorCode> {
  assertContext(context);
  if (!isBytesOfLength(commitment, HASH_BYTES)) return fail('bad-shape', ['commitment']);
  const shaped = openingShape(opening);
  if (!shaped.ok) return shaped;
  return equalBytes(commit(context, shaped.value), commitment) ? ok(shaped.value.payload) : fail('mismatch');
}

/** Check that an untrusted value is `{ payload, salt }` with exactly those keys. */
function openingShape(opening: unknown): Result<Opening, OpenErrorCode> {
  if (opening === null || typeof opening !== 'object' || Array.isArray(opening)) return fail('bad-shape');
  const keys = Object.keys(opening);
  if (keys.length !== 2 || !('salt' in opening) || !('payload' in opening)) return fail('bad-shape');
  if (!isBytesOfLength(opening.salt, SALT_BYTES)) return fail('bad-shape', ['salt']);
  // A payload straight from a peer must have a canonical form; round-trip to be sure.
  let bytes: Uint8Array;
  try {
    bytes = encodeCanonical(opening.payload);
  } catch {
    return fail('bad-shape', ['payload']);
  }
  const payload = decodeCanonical(bytes);
  if (!payload.ok) return fail('bad-shape', ['payload']);
  return ok({ salt: opening.salt, payload: payload.value });
}

function assertContext(context: CommitContext): void {
  assertBytes(context.game, HASH_BYTES, 'context.game');
  assertBytes(context.author, PUBLIC_KEY_BYTES, 'context.author');
  if (typeof context.decision !== 'string' || context.decision.length === 0) {
    throw new TypeError('expected context.decision to be a non-empty string');
  }
}
