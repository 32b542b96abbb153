/**
 * Signed, hash-chained log entries (protocol.md, "Log entry"):
 *
 *   { game, author, seq, prev, kind, body, stateHash, sig }
 *
 * - `id` = H(LOG_ENTRY_ID ‖ canonical(entry without sig)). The id covers everything but the
 *   signature, so the chain does not depend on which of several valid signatures was sent.
 * - `sig` = Ed25519 over (LOG_ENTRY_SIGNATURE tag ‖ id), under the strict rule of sign.ts.
 * - Per author, `seq` counts 0, 1, 2, … and `prev` is the id of that author's previous entry
 *   (the zero hash for seq 0), so an author's history is one chain.
 * - Two validly signed entries with the same game, author and seq but different ids are a
 *   proof of equivocation that anyone can check with `isEquivocationProof` alone.
 * Entries from peers arrive as bytes: `decodeLogEntry` accepts only the canonical encoding of
 * a well-shaped entry, so the bytes a peer signed and the value we check are the same thing.
 */
import { compareBytes, equalBytes, frame, isBytesOfLength, utf8Bytes } from './bytes';
import { DEFAULT_LIMITS, encodeCanonical, type CanonicalValue, type Limits } from './encoding';
import { decodeCanonical, type DecodeErrorCode } from './decoding';
import { DOMAIN } from './domain';
import { HASH_BYTES, hashParts, hashValue, zeroHash } from './hash';
import { fail, ok, type Result } from './result';
import { PUBLIC_KEY_BYTES, SIGNATURE_BYTES, isValidPublicKey, keyPairFromSeed, sign, verify } from './sign';

/** The fields an author chooses; `sig` is added by makeLogEntry. */
export interface UnsignedLogEntry {
  /** 32-byte game id. */
  readonly game: Uint8Array;
  /** 32-byte Ed25519 public key of the author. */
  readonly author: Uint8Array;
  /** Position in the author's chain: 0, 1, 2, … */
  readonly seq: number;
  /** Id of the author's previous entry, or 32 zero bytes for seq 0. */
  readonly prev: Uint8Array;
  /** What kind of entry this is (the session's vocabulary: 'move', 'commit', 'open', …). */
  readonly kind: string;
  /** The entry's content; any canonical value. */
  readonly body: CanonicalValue;
  /** 32-byte hash of the state the author had before this entry. */
  readonly stateHash: Uint8Array;
}

/** A signed log entry. */
export interface LogEntry extends UnsignedLogEntry {
  /** 64-byte Ed25519 signature by `author` over the entry id. */
  readonly sig: Uint8Array;
}

/** Longest accepted `kind`, in UTF-16 units. */
export const MAX_KIND_LENGTH = 64;

/** Why an entry, a chain link or an equivocation proof was refused. */
export const LOG_ERROR_CODES = Object.freeze([
  'bad-shape', // not an entry: missing/extra field or wrong type or length (path says which)
  'bad-author-key', // the author field is not a valid strict Ed25519 public key
  'bad-signature', // the signature does not verify
  'wrong-game', // a chain mixes games
  'wrong-author', // a chain mixes authors
  'bad-seq', // seq is not the previous seq + 1 (or 0 for the first entry)
  'bad-prev', // prev is not the previous entry's id (or the zero hash for the first)
  'not-equivocation', // two entries that do not prove equivocation
] as const);
/** One of LOG_ERROR_CODES. */
export type LogErrorCode = (typeof LOG_ERROR_CODES)[number];

const FIELDS = ['author', 'body', 'game', 'kind', 'prev', 'seq', 'sig', 'stateHash'] as const;

/**
 * Sign a new entry.
 * @param secretKey - the author's 32-byte secret key; `fields.author` must be its public key
 * @param fields - the unsigned entry
 * @returns the signed entry (frozen)
 * @throws TypeError / RangeError on malformed fields or a key that is not the author's
 * @example
 * const e0 = makeLogEntry(keys.secretKey, { game, author: keys.publicKey, seq: 0, prev: zeroHash(), kind: 'join', body: null, stateHash })
 */
export function makeLogEntry(secretKey: Uint8Array, fields: UnsignedLogEntry): LogEntry {
  const problem = shapeProblem({ ...fields, sig: new Uint8Array(SIGNATURE_BYTES) });
  if (problem !== null) throw new TypeError(`expected a well-formed log entry, got a bad field '${problem}'`);
  if (!equalBytes(keyPairFromSeed(secretKey).publicKey, fields.author)) {
    throw new RangeError('expected secretKey to be the key of fields.author');
  }
  const unsigned = unsignedPart(fields);
  return Object.freeze({ ...unsigned, sig: sign(secretKey, signedMessage(entryId(unsigned))) });
}

/**
 * The id of an entry: the hash of its canonical encoding without the signature.
 * @param entry - a (signed or unsigned) entry
 * @returns 32 bytes
 * @throws TypeError if a field has no canonical encoding
 * @example
 * const next = { ...fields, seq: 1, prev: entryId(e0) }
 */
export function entryId(entry: UnsignedLogEntry): Uint8Array {
  return hashValue(DOMAIN.LOG_ENTRY_ID, unsignedPart(entry) as unknown as CanonicalValue);
}

/**
 * The canonical bytes of a signed entry, as sent to peers.
 * @param entry - a signed entry
 * @returns its canonical encoding
 * @throws TypeError if a field has no canonical encoding
 * @example
 * transport.send(encodeLogEntry(entry))
 */
export function encodeLogEntry(entry: LogEntry): Uint8Array {
  return encodeCanonical(pick(entry) as unknown as CanonicalValue);
}

/**
 * Decode untrusted bytes into a well-shaped entry (signature NOT yet checked: see checkLogEntry).
 * @param bytes - what a peer sent
 * @param limits - decoder limits (default DEFAULT_LIMITS)
 * @returns the entry, or a failure coded with a DecodeErrorCode or 'bad-shape' and its path
 * @throws TypeError only if bytes is not a Uint8Array
 * @example
 * const r = decodeLogEntry(bytes); if (r.ok) checkLogEntry(r.value)
 */
export function decodeLogEntry(bytes: Uint8Array, limits: Limits = DEFAULT_LIMITS): Result<LogEntry, LogErrorCode | DecodeErrorCode> {
  const decoded = decodeCanonical(bytes, limits);
  if (!decoded.ok) return decoded;
  const problem = shapeProblem(decoded.value);
  if (problem !== null) return fail('bad-shape', problem === '' ? [] : [problem]);
  return ok(decoded.value as unknown as LogEntry);
}

/**
 * Check an entry's author key and signature.
 * @param entry - a well-shaped entry (from decodeLogEntry or makeLogEntry)
 * @param encoded - the bytes `decodeLogEntry` decoded `entry` from, when the caller has them: its
 *   id is then hashed from them (`entryIdOfEncoded`) instead of encoding the entry again. The
 *   caller vouches for them; other bytes make a wrong id.
 * @returns `{ ok: true, value: id }` with the entry id, or 'bad-author-key' / 'bad-signature'
 * @throws TypeError if the entry is not well-shaped (decode it first)
 * @example
 * checkLogEntry(entry) // { ok: true, value: <32-byte id> }
 */
export function checkLogEntry(entry: LogEntry, encoded?: Uint8Array): Result<Uint8Array, LogErrorCode> {
  assertShape(entry);
  if (!isValidPublicKey(entry.author)) return fail('bad-author-key', ['author']);
  const id = (encoded === undefined ? null : entryIdOfEncoded(encoded)) ?? entryId(entry);
  return verify(entry.author, signedMessage(id), entry.sig) ? ok(id) : fail('bad-signature', ['sig']);
}

/**
 * The id of a signed entry from its canonical bytes, without decoding or encoding it: the canonical
 * encoding of the entry without its signature is those bytes less the `sig` field, with a map of
 * seven fields instead of eight. The keys are in a fixed order (author, body, game, kind, prev, seq,
 * sig, stateHash; encoding.ts sorts them), `sig` is 64 bytes and `stateHash` 32 (the entry's
 * shape), so both fields are the last 114 bytes, at fixed offsets. Every peer hashes the id of
 * every entry it takes in, and encoding a lock step's entry again cost as much as hashing it.
 * @param bytes - what `decodeLogEntry` accepted (canonical, well shaped)
 * @returns the entry's id (`entryId` of the decoded entry), or null when the bytes do not end in
 *   those two fields as a signed entry's encoding does
 * @throws never
 * @example
 * entryIdOfEncoded(encodeLogEntry(e)) // entryId(e)
 */
export function entryIdOfEncoded(bytes: Uint8Array): Uint8Array | null {
  const tail = bytes.length - SIG_AND_STATE_HASH.length;
  if (tail < 1 || bytes[0] !== FIXMAP_8) return null;
  for (let i = 0; i < SIG_AND_STATE_HASH.length; i++) {
    const want = SIG_AND_STATE_HASH[i]!;
    if (want >= 0 && bytes[tail + i] !== want) return null;
  }
  const unsigned = new Uint8Array(bytes.length - SIG_FIELD_BYTES);
  unsigned[0] = FIXMAP_7;
  unsigned.set(bytes.subarray(1, tail), 1);
  unsigned.set(bytes.subarray(tail + SIG_FIELD_BYTES), tail);
  return hashParts(DOMAIN.LOG_ENTRY_ID, [unsigned]);
}

/** MessagePack fixmap heads: a signed entry's 8 fields, the unsigned part's 7. */
const FIXMAP_8 = 0x88;
const FIXMAP_7 = 0x87;
/** `"sig"` (fixstr 3) and its value (bin 8, 64 bytes): 4 + 2 + 64. */
const SIG_FIELD_BYTES = 70;
/**
 * The last 114 bytes of a signed entry's encoding: `"sig"`, bin 8 of 64 bytes, `"stateHash"`, bin 8
 * of 32 bytes; -1 where any byte may stand (the signature and the hash themselves).
 */
const SIG_AND_STATE_HASH: readonly number[] = [
  0xa3, ...[...'sig'].map((c) => c.charCodeAt(0)), 0xc4, 64, ...new Array<number>(64).fill(-1),
  0xa9, ...[...'stateHash'].map((c) => c.charCodeAt(0)), 0xc4, 32, ...new Array<number>(32).fill(-1),
];

/**
 * Check that `next` continues `previous` in one author's chain (signatures not re-checked).
 * @param previous - the author's previous entry, or null if `next` should be the first
 * @param next - the candidate entry
 * @param previousId - entryId(previous), when the caller already holds it (checkLogEntry returned
 *   it): not hashed again. The caller vouches for it; a wrong id makes a wrong answer.
 * @returns ok(null), or 'wrong-game' / 'wrong-author' / 'bad-seq' / 'bad-prev'
 * @throws TypeError if an entry is not well-shaped
 * @example
 * checkChainLink(null, e0); checkChainLink(e0, e1); checkChainLink(e0, e1, checkLogEntry(e0).value)
 */
export function checkChainLink(previous: LogEntry | null, next: LogEntry, previousId?: Uint8Array): Result<null, LogErrorCode> {
  assertShape(next);
  if (previous !== null) assertShape(previous);
  return checkAdmittedLink(previous, next, previousId);
}

/**
 * checkChainLink of two entries whose shape was checked already: each decoded by decodeLogEntry
 * or made by makeLogEntry (a session's held chains). The same answers, without the shape checks.
 * @param previous - as checkChainLink's
 * @param next - as checkChainLink's
 * @param previousId - as checkChainLink's
 * @returns as checkChainLink
 * @throws never on well-shaped entries (on others, the answer is undefined: use checkChainLink)
 * @example
 * checkAdmittedLink(held.entry, next, held.id)
 */
export function checkAdmittedLink(previous: LogEntry | null, next: LogEntry, previousId?: Uint8Array): Result<null, LogErrorCode> {
  if (previous === null) {
    if (next.seq !== 0) return fail('bad-seq', ['seq']);
    return equalBytes(next.prev, zeroHash()) ? ok(null) : fail('bad-prev', ['prev']);
  }
  if (!equalBytes(previous.game, next.game)) return fail('wrong-game', ['game']);
  if (!equalBytes(previous.author, next.author)) return fail('wrong-author', ['author']);
  if (next.seq !== previous.seq + 1) return fail('bad-seq', ['seq']);
  return equalBytes(next.prev, previousId ?? entryId(previous)) ? ok(null) : fail('bad-prev', ['prev']);
}

/**
 * Check one author's whole chain from its first entry: every signature and every link.
 * @param entries - the author's entries in seq order
 * @returns ok(id of the last entry, or the zero hash for an empty chain), or the first
 *   failure with the index of the offending entry in front of its path
 * @throws TypeError if an entry is not well-shaped
 * @example
 * checkChain([e0, e1, e2])
 */
export function checkChain(entries: readonly LogEntry[]): Result<Uint8Array, LogErrorCode> {
  let head = zeroHash();
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const signed = checkLogEntry(entry);
    if (!signed.ok) return fail(signed.error.code, [i, ...signed.error.path]);
    const link = checkChainLink(i === 0 ? null : entries[i - 1]!, entry);
    if (!link.ok) return fail(link.error.code, [i, ...link.error.path]);
    head = signed.value;
  }
  return ok(head);
}

/** Two validly signed entries by one author for the same game and seq, with different ids. */
export interface EquivocationProof {
  readonly first: LogEntry;
  readonly second: LogEntry;
}

/**
 * Build a proof of equivocation from two entries, in a canonical order (by id) so the same
 * pair always gives the same proof.
 * @param a - one entry
 * @param b - another entry
 * @returns the proof, or 'not-equivocation' / a signature failure
 * @throws TypeError if an entry is not well-shaped
 * @example
 * const p = makeEquivocationProof(e1, e1bis); if (p.ok) broadcast(p.value)
 */
export function makeEquivocationProof(a: LogEntry, b: LogEntry): Result<EquivocationProof, LogErrorCode> {
  const ids = [checkLogEntry(a), checkLogEntry(b)];
  for (const [i, r] of ids.entries()) if (!r.ok) return fail(r.error.code, [i, ...r.error.path]);
  const proof = compareBytes(entryId(a), entryId(b)) <= 0 ? { first: a, second: b } : { first: b, second: a };
  return isEquivocationProof(proof) ? ok(Object.freeze(proof)) : fail('not-equivocation');
}

/**
 * Does this (untrusted) object prove that an author signed two different entries at one
 * position of its chain? A pure function of the proof: no log, no state, no trust needed.
 * @param proof - anything; normally a decoded `{ first, second }`
 * @returns true only if both are well-shaped, validly signed, with the same game, author and
 *   seq, and different ids
 * @throws never
 * @example
 * isEquivocationProof({ first: e1, second: e1bis }) // true
 */
export function isEquivocationProof(proof: unknown): boolean {
  if (proof === null || typeof proof !== 'object') return false;
  const { first, second } = proof as { first?: unknown; second?: unknown };
  if (shapeProblem(first) !== null || shapeProblem(second) !== null) return false;
  const a = first as LogEntry;
  const b = second as LogEntry;
  return (
    equalBytes(a.game, b.game) &&
    equalBytes(a.author, b.author) &&
    a.seq === b.seq &&
    checkLogEntry(a).ok &&
    checkLogEntry(b).ok &&
    !equalBytes(entryId(a), entryId(b))
  );
}

// ---------------------------------------------------------------------------------------------

/** What the author signs: the tag, then the id (length-prefixed). */
function signedMessage(id: Uint8Array): Uint8Array {
  return frame([utf8Bytes(DOMAIN.LOG_ENTRY_SIGNATURE), id]);
}

function unsignedPart(e: UnsignedLogEntry): UnsignedLogEntry {
  return { game: e.game, author: e.author, seq: e.seq, prev: e.prev, kind: e.kind, body: e.body, stateHash: e.stateHash };
}

function pick(e: LogEntry): LogEntry {
  return { ...unsignedPart(e), sig: e.sig };
}

function assertShape(entry: LogEntry): void {
  const problem = shapeProblem(entry);
  if (problem !== null) throw new TypeError(`expected a well-formed log entry, got a bad field '${problem}'`);
}

/**
 * Null when `v` has exactly the entry fields with the right types and lengths; otherwise the
 * name of the first bad field ('' when `v` is not a plain object or has a missing/extra key).
 */
function shapeProblem(v: unknown): string | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Uint8Array) return '';
  const keys = Object.keys(v);
  if (keys.length !== FIELDS.length || !FIELDS.every((f) => f in v)) return '';
  const e = v as Record<(typeof FIELDS)[number], unknown>;
  if (!isBytesOfLength(e.game, HASH_BYTES)) return 'game';
  if (!isBytesOfLength(e.author, PUBLIC_KEY_BYTES)) return 'author';
  if (typeof e.seq !== 'number' || !Number.isSafeInteger(e.seq) || e.seq < 0) return 'seq';
  if (!isBytesOfLength(e.prev, HASH_BYTES)) return 'prev';
  if (typeof e.kind !== 'string' || e.kind.length === 0 || e.kind.length > MAX_KIND_LENGTH) return 'kind';
  if (!isBytesOfLength(e.stateHash, HASH_BYTES)) return 'stateHash';
  if (!isBytesOfLength(e.sig, SIGNATURE_BYTES)) return 'sig';
  return null;
}
