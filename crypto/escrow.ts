/**
 * Escrow of a commitment's opening (README.md, "Escrow"): the author of a sealed choice deals
 * it to the other seats so that any `t` of them can open it without the author, while fewer than
 * `t` learn nothing. Part 1: keys, the deal, and the checks anyone or a recipient makes on it.
 * Part 2 (escrow-open.ts): complaints, released shares and the opening itself.
 *
 *   s, a₁ … a_{t−1}, r  ← the author's DRBG (its fresh random bytes mixed with the context)
 *   f(x) = s + a₁x + … + a_{t−1}x^{t−1};   A_k = a_k·G  (Feldman commitments, A₀ = s·G)
 *   R = r·G, with a DLEQ proof of knowledge of r bound to the context
 *   share of recipient j (seat j, key E_j = e_j·G): σ_j = f(j + 1),
 *     sent as σ_j + H(ctx ‖ j ‖ R ‖ r·E_j) mod ℓ   (one-time Diffie–Hellman pad)
 *   sealed = (len ‖ canonical({ payload, salt }) ‖ zeros to a multiple of 1 KiB) XOR stream(H(s ‖ ctx))
 *
 * Everything is bound to one context hash: game, decision, author, the commitment, the
 * recipients and their keys, the threshold. A recipient checks its share at once (one DH, one
 * Feldman check); a bad one is proven against the author by a complaint (escrow-open.ts).
 */
import { assertBytes, equalBytes, isBytesOfLength } from './bytes';
import { commit, type CommitContext, type Opening } from './commit';
import { proveDleq, verifyDleq, type DleqProof } from './dleq';
import { DOMAIN } from './domain';
import { createDrbg } from './drbg';
import { encodeCanonical } from './encoding';
import { evaluateCommitments, evaluatePolynomial, shareIndex } from './escrow-shamir';
import { HASH_BYTES, hashParts, hashValue } from './hash';
import { GROUP_ORDER, POINT_BYTES, Point, SCALAR_BYTES, decodePoint, decodeScalar, encodePoint, encodeScalar, equalPoints, hashToScalar, multiply, multiplyPublic, randomScalar } from './group';
import { fail, ok, type Result } from './result';
import { PUBLIC_KEY_BYTES } from './sign';

/** Why an escrow, a complaint, a released share or an escrowed opening was refused. */
export const ESCROW_ERROR_CODES = Object.freeze([
  'bad-shape', // not the expected fields, lengths or sizes
  'bad-commitments', // a Feldman commitment is not a canonical point other than the identity
  'bad-ephemeral', // the one-time key R is not a point, or its proof of knowledge fails
  'bad-share', // a dealt share does not match the Feldman commitments (proven by a complaint)
  'false-complaint', // a complaint whose DH value is proven, but the share it decrypts is right
  'bad-complaint', // a complaint that is malformed or whose DLEQ proof fails
  'bad-release', // a released share that is malformed or does not match the Feldman commitments
  'too-few-shares', // fewer than t released shares
  'bad-encryption', // the sealed opening, decrypted with the secret, does not open the commitment
] as const);
/** One of ESCROW_ERROR_CODES. */
export type EscrowErrorCode = (typeof ESCROW_ERROR_CODES)[number];

/**
 * The sealed opening is padded to a multiple of this many bytes, so that its length says nothing
 * about the payload: every bid, House card and order set of this game fits in one block (an order
 * set of 20 areas encodes to ≈ 800 bytes).
 */
export const ESCROW_PAD_BYTES = 1024;
/** Largest sealed opening accepted (bytes, a multiple of ESCROW_PAD_BYTES), bounded for the decoder. */
export const MAX_SEALED_BYTES = 64 * ESCROW_PAD_BYTES;
/** Length of the random bytes a dealer or a key pair is made from. */
export const ESCROW_RANDOM_BYTES = 32;

/** A seat that receives shares: its index and its registered escrow public key (a point). */
export interface EscrowRecipient {
  readonly seat: number;
  readonly key: Uint8Array;
}

/** What an escrow is bound to. Our own, trusted data (from the signed log): asserted, not judged. */
export interface EscrowContext extends CommitContext {
  /** Seat index of the author (blamed for a bad deal). */
  readonly authorSeat: number;
  /** The 32-byte commitment whose opening is escrowed. */
  readonly commitment: Uint8Array;
  /** Every other seat, by increasing seat index (an escrow key each, pairwise distinct). */
  readonly recipients: readonly EscrowRecipient[];
  /** How many recipients' shares open it: 1 ≤ t ≤ recipients (see escrowThreshold). */
  readonly threshold: number;
}

/** What the author publishes beside its commitment (every field canonical bytes). */
export interface Escrow {
  /** Feldman commitments A₀ … A_{t−1} (points). */
  readonly commitments: readonly Uint8Array[];
  /** The one-time DH key R = r·G. */
  readonly ephemeral: Uint8Array;
  /** Proof of knowledge of r, bound to the context (a DLEQ proof with both bases G). */
  readonly proof: DleqProof;
  /** One 32-byte padded share per recipient, in the context's order. */
  readonly shares: readonly Uint8Array[];
  /** The canonical `{ payload, salt }`, encrypted under a key derived from s. */
  readonly sealed: Uint8Array;
}

/** A seat's escrow key pair: the secret scalar and its point, 32 bytes each. */
export interface EscrowKeyPair {
  readonly secretKey: Uint8Array;
  readonly publicKey: Uint8Array;
}

/** The escrow, decoded and checked: its points and padded shares as numbers. */
export interface CheckedEscrow {
  readonly context: Uint8Array;
  readonly commitments: readonly Point[];
  readonly ephemeral: Point;
  readonly padded: readonly bigint[];
  readonly sealed: Uint8Array;
}

/**
 * The default threshold: a majority of the n − 1 recipients, ⌊(n − 1)/2⌋ + 1 (3 players: 2,
 * 4: 2, 5: 3, 6: 3). Any t − 1 recipients learn nothing early; any t present open it.
 * @param players - the number of seats, 3…6 in this game (any n ≥ 2 works)
 * @returns t
 * @throws RangeError if players < 2
 * @example
 * escrowThreshold(6) // 3
 */
export function escrowThreshold(players: number): number {
  if (!Number.isSafeInteger(players) || players < 2) throw new RangeError(`expected at least 2 players, got ${players}`);
  return Math.floor((players - 1) / 2) + 1;
}

/**
 * The escrow context of one seat's commitment, with every other seat as a recipient.
 * @param commitContext - game, decision and the author's signing key, as given to `commit`
 * @param authorSeat - the author's seat index
 * @param commitment - the 32-byte commitment
 * @param escrowKeys - every seat's registered escrow public key, by seat index (the author's
 *   own included; it is left out)
 * @param threshold - t (default: escrowThreshold of the number of seats)
 * @returns the context
 * @throws TypeError / RangeError if a field is malformed or keys are not pairwise distinct
 * @example
 * const context = makeEscrowContext({ game, decision: ref, author: me.publicKey }, mySeat, c, keysBySeat)
 */
export function makeEscrowContext(
  commitContext: CommitContext,
  authorSeat: number,
  commitment: Uint8Array,
  escrowKeys: readonly Uint8Array[],
  threshold = escrowThreshold(escrowKeys.length),
): EscrowContext {
  const recipients = escrowKeys.flatMap((key, seat) => (seat === authorSeat ? [] : [{ seat, key }]));
  const context = { game: commitContext.game, decision: commitContext.decision, author: commitContext.author, authorSeat, commitment, recipients, threshold };
  assertContext(context);
  return context;
}

/**
 * A seat's escrow key pair from 32 fresh random bytes (the session's CSPRNG, stored before use).
 * @param randomness - 32 secret bytes
 * @returns the key pair; publish `publicKey` with `proveEscrowKey`
 * @throws RangeError if randomness is not 32 bytes
 * @example
 * const keys = escrowKeyPair(bytesFromCsprng(32))
 */
export function escrowKeyPair(randomness: Uint8Array): EscrowKeyPair {
  assertBytes(randomness, ESCROW_RANDOM_BYTES, 'randomness');
  const e = hashToScalar(DOMAIN.ESCROW_KEY, [randomness]) || 1n; // 0 with probability 2^-252
  return { secretKey: encodeScalar(e), publicKey: encodePoint(multiply(Point.BASE, e)) };
}

/**
 * Prove possession of an escrow key for one game and owner (so nobody registers a key it
 * cannot use, or another seat's key as its own).
 * @param secretKey - own escrow secret key
 * @param game - 32-byte game id
 * @param owner - own 32-byte signing public key
 * @returns a DLEQ proof (both bases G: Schnorr's proof of knowledge)
 * @throws RangeError / TypeError on a malformed argument
 * @example
 * const proof = proveEscrowKey(keys.secretKey, game, me.publicKey)
 */
export function proveEscrowKey(secretKey: Uint8Array, game: Uint8Array, owner: Uint8Array): DleqProof {
  const e = ownSecret(secretKey);
  const E = multiply(Point.BASE, e);
  return proveDleq(e, { g1: Point.BASE, h1: E, g2: Point.BASE, h2: E }, keyProofContext(game, owner));
}

/**
 * Check an untrusted registered escrow key and its proof of possession.
 * @param publicKey - untrusted
 * @param proof - untrusted
 * @param game - 32-byte game id
 * @param owner - the registering seat's 32-byte signing public key
 * @returns true when the key is a canonical point other than the identity and the proof holds
 * @throws TypeError / RangeError only on a malformed game or owner
 * @example
 * isValidEscrowKey(entry.body.escrowKey, entry.body.escrowKeyProof, game, entry.author) // true
 */
export function isValidEscrowKey(publicKey: unknown, proof: unknown, game: Uint8Array, owner: Uint8Array): boolean {
  const E = decodePoint(publicKey);
  if (E === null) return false;
  return verifyDleq(proof, { g1: Point.BASE, h1: E, g2: Point.BASE, h2: E }, keyProofContext(game, owner));
}

/**
 * Deal the opening of a commitment to the recipients.
 * @param context - the escrow context (its commitment must be `commit(context, opening)`)
 * @param opening - the salt and payload behind the commitment
 * @param randomness - 32 fresh random bytes (the session's CSPRNG); the deal is a deterministic
 *   function of them and the context
 * @returns the escrow to publish beside the commitment
 * @throws TypeError / RangeError on a malformed context, an opening that does not match the
 *   commitment, or an opening longer than MAX_SEALED_BYTES once encoded
 * @example
 * const escrow = dealEscrow(context, { salt, payload: 3 }, bytesFromCsprng(32))
 */
export function dealEscrow(context: EscrowContext, opening: Opening, randomness: Uint8Array): Escrow {
  const ctx = escrowContextHash(context);
  assertBytes(randomness, ESCROW_RANDOM_BYTES, 'randomness');
  if (!equalBytes(commit(context, opening), context.commitment)) throw new RangeError('expected the opening of context.commitment');
  const plain = encodeCanonical({ payload: opening.payload, salt: opening.salt });
  if (plain.length + 4 > MAX_SEALED_BYTES) throw new RangeError(`expected an opening of at most ${MAX_SEALED_BYTES - 4} bytes, got ${plain.length}`);

  const rng = createDrbg(hashParts(DOMAIN.ESCROW_RANDOMNESS, [randomness, ctx]), 'escrow/deal');
  const coefficients = Array.from({ length: context.threshold }, () => randomScalar(rng));
  const r = randomScalar(rng);
  const R = multiply(Point.BASE, r);
  const ephemeral = encodePoint(R);
  const shares = context.recipients.map((recipient) => {
    const sigma = evaluatePolynomial(coefficients, shareIndex(recipient.seat));
    const dh = multiply(recipientKey(context, recipient.seat), r);
    return encodeScalar((sigma + sharePad(ctx, recipient.seat, ephemeral, dh)) % GROUP_ORDER);
  });
  return {
    commitments: coefficients.map((a) => encodePoint(multiply(Point.BASE, a))),
    ephemeral,
    proof: proveDleq(r, { g1: Point.BASE, h1: R, g2: Point.BASE, h2: R }, ephemeralProofContext(ctx)),
    shares,
    sealed: sealOpening(plain, coefficients[0]!, ctx),
  };
}

/**
 * Check an untrusted escrow as anyone can: shape, sizes, points and the proof on R. A failure
 * blames the author (its signed entry is the proof).
 * @param context - the escrow context
 * @param escrow - untrusted (normally a decoded entry body field)
 * @param proofOfR - false only for an escrow the caller dealt itself (dealEscrow, this run): the
 *   proof on R is its own work and is not checked again (everyone else checks it)
 * @returns the escrow, typed, or a failure blaming `context.authorSeat`
 * @throws TypeError / RangeError only on a malformed context
 * @example
 * checkEscrow(context, body.escrow) // { ok: true, value: escrow }
 */
export function checkEscrow(context: EscrowContext, escrow: unknown, proofOfR = true): Result<Escrow, EscrowErrorCode> {
  const checked = decodeEscrow(context, escrow, proofOfR);
  return checked.ok ? ok(escrow as Escrow) : checked;
}

/**
 * A recipient's check of its own dealt share, made as soon as the escrow arrives.
 * @param context - the escrow context
 * @param escrow - untrusted
 * @param seat - own seat (a recipient)
 * @param secretKey - own escrow secret key
 * @returns the share σ (32 bytes), or a failure blaming the author: 'bad-share' means the
 *   recipient should publish `makeEscrowComplaint` (the others cannot see it otherwise); other
 *   codes anyone can check with `checkEscrow`
 * @throws TypeError / RangeError on a malformed context, seat or key
 * @example
 * const mine = checkEscrowShare(context, body.escrow, me, keys.secretKey)
 */
export function checkEscrowShare(context: EscrowContext, escrow: unknown, seat: number, secretKey: Uint8Array): Result<Uint8Array, EscrowErrorCode> {
  const checked = decodeEscrow(context, escrow);
  if (!checked.ok) return checked;
  const i = recipientIndex(context, seat);
  const e = ownSecret(secretKey);
  const sigma = unpadShare(checked.value, context, i, multiply(checked.value.ephemeral, e));
  if (!isRightShare(checked.value, seat, sigma)) return fail('bad-share', ['shares', i], context.authorSeat);
  return ok(encodeScalar(sigma));
}

/**
 * Decode and check an untrusted escrow (shared by both parts of the module).
 * @param context - the escrow context (asserted)
 * @param escrow - untrusted
 * @param proofOfR - whether to verify the proof on R (only a DH value with R needs it: the
 *   deal-time checks and complaints; released shares and the opening do not use R)
 * @returns the decoded escrow, or a failure blaming the author
 * @throws TypeError / RangeError only on a malformed context
 * @example
 * const checked = decodeEscrow(context, body.escrow)
 */
export function decodeEscrow(context: EscrowContext, escrow: unknown, proofOfR = true): Result<CheckedEscrow, EscrowErrorCode> {
  const ctx = escrowContextHash(context);
  const blame = context.authorSeat;
  if (!hasExactKeys(escrow, ['commitments', 'ephemeral', 'proof', 'sealed', 'shares'])) return fail('bad-shape', [], blame);
  const { commitments, ephemeral, proof, sealed, shares } = escrow as Record<string, unknown>;
  if (!Array.isArray(commitments) || commitments.length !== context.threshold) return fail('bad-shape', ['commitments'], blame);
  if (!Array.isArray(shares) || shares.length !== context.recipients.length) return fail('bad-shape', ['shares'], blame);
  if (!(sealed instanceof Uint8Array) || sealed.length === 0 || sealed.length > MAX_SEALED_BYTES || sealed.length % ESCROW_PAD_BYTES !== 0) {
    return fail('bad-shape', ['sealed'], blame);
  }
  const points: Point[] = [];
  for (const [k, bytes] of commitments.entries()) {
    const A = decodePoint(bytes);
    if (A === null) return fail('bad-commitments', ['commitments', k], blame);
    points.push(A);
  }
  const padded: bigint[] = [];
  for (const [i, bytes] of shares.entries()) {
    const n = scalarOrNull(bytes);
    if (n === null) return fail('bad-shape', ['shares', i], blame);
    padded.push(n);
  }
  const R = decodePoint(ephemeral);
  if (R === null) return fail('bad-ephemeral', ['ephemeral'], blame);
  if (proofOfR && !verifyDleq(proof, { g1: Point.BASE, h1: R, g2: Point.BASE, h2: R }, ephemeralProofContext(ctx))) return fail('bad-ephemeral', ['proof'], blame);
  return ok({ context: ctx, commitments: points, ephemeral: R, padded, sealed });
}

/**
 * The hash of everything an escrow is bound to, after asserting the context.
 * @param context - the escrow context
 * @returns 32 bytes
 * @throws TypeError / RangeError on a malformed context (a programmer error: it is our own data)
 * @example
 * escrowContextHash(context)
 */
export function escrowContextHash(context: EscrowContext): Uint8Array {
  assertContext(context);
  return hashValue(DOMAIN.ESCROW_CONTEXT, {
    game: context.game,
    decision: context.decision,
    author: context.author,
    authorSeat: context.authorSeat,
    commitment: context.commitment,
    threshold: context.threshold,
    recipients: context.recipients.map((r) => [r.seat, r.key]),
  });
}

/**
 * A recipient's escrow key, decoded (keys are checked when registered: `isValidEscrowKey`).
 * @throws RangeError if the seat is not a recipient or its key is not a valid point
 */
export function recipientKey(context: EscrowContext, seat: number): Point {
  const E = decodePoint(context.recipients[recipientIndex(context, seat)]!.key);
  if (E === null) throw new RangeError(`expected the escrow key of seat ${seat} to be a valid point`);
  return E;
}

/** The position of a seat among the recipients. @throws RangeError if it is not one. */
export function recipientIndex(context: EscrowContext, seat: number): number {
  const i = context.recipients.findIndex((r) => r.seat === seat);
  if (i < 0) throw new RangeError(`expected a recipient seat, got ${seat}`);
  return i;
}

/** σ_i from its padded form and the DH value r·E_i = e_i·R. */
export function unpadShare(checked: CheckedEscrow, context: EscrowContext, i: number, dh: Point): bigint {
  const seat = context.recipients[i]!.seat;
  const pad = sharePad(checked.context, seat, encodePoint(checked.ephemeral), dh);
  return (checked.padded[i]! - pad + GROUP_ORDER) % GROUP_ORDER;
}

/** Is σ the share of `seat` on the committed polynomial (σ·G = Σ x^k·A_k)? Public data only. */
export function isRightShare(checked: CheckedEscrow, seat: number, sigma: bigint): boolean {
  return equalPoints(multiplyPublic(Point.BASE, sigma), evaluateCommitments(checked.commitments, shareIndex(seat)));
}

/**
 * Seal canonical opening bytes under s: a 4-byte big-endian length, the bytes, zeros up to a
 * multiple of ESCROW_PAD_BYTES, all XOR the stream keyed by H(s ‖ ctx).
 * @param plain - canonical bytes of `{ payload, salt }`, at most MAX_SEALED_BYTES − 4
 * @param secret - s
 * @param ctx - the escrow context hash
 * @returns the sealed bytes
 * @throws RangeError if plain is too long
 * @example
 * sealOpening(encodeCanonical({ payload: 3, salt }), s, ctx).length // 1024
 */
export function sealOpening(plain: Uint8Array, secret: bigint, ctx: Uint8Array): Uint8Array {
  if (plain.length + 4 > MAX_SEALED_BYTES) throw new RangeError('expected a shorter opening');
  const padded = new Uint8Array(Math.ceil((plain.length + 4) / ESCROW_PAD_BYTES) * ESCROW_PAD_BYTES);
  new DataView(padded.buffer).setUint32(0, plain.length);
  padded.set(plain, 4);
  return xorStream(padded, secret, ctx);
}

/**
 * Undo sealOpening, strictly: the length must fit and every padding byte must be zero.
 * @param sealed - sealed bytes (a checked escrow's)
 * @param secret - s
 * @param ctx - the escrow context hash
 * @returns the canonical opening bytes, or null if the padding is not the one sealOpening makes
 * @throws never
 * @example
 * unsealOpening(escrow.sealed, s, ctx) // canonical bytes of { payload, salt }
 */
export function unsealOpening(sealed: Uint8Array, secret: bigint, ctx: Uint8Array): Uint8Array | null {
  const padded = xorStream(sealed, secret, ctx);
  if (padded.length < 4) return null;
  const length = new DataView(padded.buffer).getUint32(0);
  if (length > padded.length - 4 || padded.length - (length + 4) >= ESCROW_PAD_BYTES) return null;
  if (padded.subarray(4 + length).some((b) => b !== 0)) return null;
  return padded.subarray(4, 4 + length);
}

/** The bytes XOR the stream keyed by H(s ‖ ctx): sealing and unsealing alike. */
function xorStream(bytes: Uint8Array, secret: bigint, ctx: Uint8Array): Uint8Array {
  const key = hashParts(DOMAIN.ESCROW_OPENING_KEY, [encodeScalar(secret), ctx]);
  const stream = createDrbg(key, 'escrow/opening').bytes(bytes.length);
  return stream.map((b, i) => b ^ bytes[i]!);
}

/** The DLEQ context of a complaint by `seat`. */
export function complaintProofContext(ctx: Uint8Array, seat: number): Uint8Array {
  return hashParts(DOMAIN.ESCROW_PROOF, [encodeCanonical('complaint'), ctx, encodeCanonical(seat)]);
}

/** A scalar in [0, ℓ) (zero allowed: a padded share or a share may be 0), or null. */
export function scalarOrNull(bytes: unknown): bigint | null {
  if (!isBytesOfLength(bytes, SCALAR_BYTES)) return null;
  if (bytes.every((b) => b === 0)) return 0n;
  return decodeScalar(bytes);
}

/** Own secret key, decoded. @throws RangeError if it is not a canonical non-zero scalar. */
export function ownSecret(secretKey: Uint8Array): bigint {
  const e = decodeScalar(assertBytes(secretKey, SCALAR_BYTES, 'secretKey'));
  if (e === null) throw new RangeError('expected a canonical non-zero secret key');
  return e;
}

/** Is `value` a plain object with exactly these keys (sorted)? */
export function hasExactKeys(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Uint8Array) return false;
  const own = Object.keys(value);
  if (own.length !== keys.length) return false; // before sorting: the count is bounded by `keys`
  own.sort();
  return own.every((k, i) => k === keys[i]);
}

function sharePad(ctx: Uint8Array, seat: number, ephemeral: Uint8Array, dh: Point): bigint {
  return hashToScalar(DOMAIN.ESCROW_SHARE_PAD, [ctx, encodeCanonical(seat), ephemeral, encodePoint(dh)]);
}

function ephemeralProofContext(ctx: Uint8Array): Uint8Array {
  return hashParts(DOMAIN.ESCROW_PROOF, [encodeCanonical('ephemeral'), ctx]);
}

function keyProofContext(game: Uint8Array, owner: Uint8Array): Uint8Array {
  assertBytes(game, HASH_BYTES, 'game');
  assertBytes(owner, PUBLIC_KEY_BYTES, 'owner');
  return hashParts(DOMAIN.ESCROW_PROOF, [encodeCanonical('key'), game, owner]);
}

function assertContext(context: EscrowContext): void {
  assertBytes(context.game, HASH_BYTES, 'context.game');
  assertBytes(context.author, PUBLIC_KEY_BYTES, 'context.author');
  assertBytes(context.commitment, HASH_BYTES, 'context.commitment');
  if (typeof context.decision !== 'string' || context.decision.length === 0) throw new TypeError('expected context.decision to be a non-empty string');
  if (!Number.isSafeInteger(context.authorSeat) || context.authorSeat < 0) throw new RangeError('expected context.authorSeat to be a seat index');
  const { recipients, threshold } = context;
  if (!Array.isArray(recipients) || recipients.length === 0) throw new RangeError('expected at least one recipient');
  if (!Number.isSafeInteger(threshold) || threshold < 1 || threshold > recipients.length) {
    throw new RangeError(`expected a threshold in [1, ${recipients.length}], got ${threshold}`);
  }
  const keys = new Set<string>();
  for (const [i, r] of recipients.entries()) {
    if (!Number.isSafeInteger(r.seat) || r.seat < 0 || r.seat === context.authorSeat) throw new RangeError(`expected recipient ${i} to be another seat`);
    if (i > 0 && r.seat <= recipients[i - 1]!.seat) throw new RangeError('expected recipients by increasing seat');
    assertBytes(r.key, POINT_BYTES, `recipients[${i}].key`); // decoded where used: recipientKey
    const hex = r.key.join(',');
    if (keys.has(hex)) throw new RangeError('expected pairwise distinct recipient keys');
    keys.add(hex);
  }
}
