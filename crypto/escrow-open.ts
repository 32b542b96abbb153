/**
 * Escrow, part 2 (part 1: escrow.ts): what happens after the deal.
 *
 * - A recipient whose dealt share is wrong publishes a **complaint**: its DH value D = e_j·R with
 *   a DLEQ proof that log_G(E_j) = log_R(D). Anyone then removes the pad and checks the share
 *   against the Feldman commitments: a wrong share convicts the author, a right one (or a bad
 *   proof) convicts the complainer. R's proof of knowledge (escrow.ts) is what makes publishing D
 *   safe: D is e_j times a point only this author could have made, for this context only.
 * - Once every commitment of the decision is in and the author has not opened, each recipient
 *   **releases** its share σ_j in the clear. Anyone checks it with one base multiplication
 *   against the Feldman commitments (σ·G = Σ x^k·A_k), which determine σ uniquely, so no proof
 *   of decryption is needed: a wrong share is refused and blamed on its sender.
 * - Any t checked shares give s (Lagrange at 0), hence the key of the sealed opening; the opening
 *   is decoded strictly and checked against the commitment. If it does not open it, the author
 *   sealed something else and is blamed: its escrow and the released shares are the proof.
 */
import { decodeCanonical } from './decoding';
import { openCommitment, type Opening } from './commit';
import { proveDleq, verifyDleq, type DleqProof } from './dleq';
import {
  complaintProofContext,
  decodeEscrow,
  hasExactKeys,
  isRightShare,
  ownSecret,
  recipientIndex,
  recipientKey,
  scalarOrNull,
  unpadShare,
  unsealOpening,
  type CheckedEscrow,
  type Escrow,
  type EscrowContext,
  type EscrowErrorCode,
} from './escrow';
import { interpolateAtZero, shareIndex, type SharePoint } from './escrow-shamir';
import { Point, decodePoint, encodePoint, encodeScalar, equalPoints, multiply } from './group';
import { fail, ok, type Failure, type Result } from './result';

/** A recipient's proof that the share dealt to it is wrong. */
export interface EscrowComplaint {
  readonly seat: number;
  /** D = e_j·R (32 bytes). */
  readonly dh: Uint8Array;
  /** DLEQ proof that log_G(E_j) = log_R(D). */
  readonly proof: DleqProof;
}

/** A recipient's released share σ_j (published only once the author failed to open). */
export interface EscrowRelease {
  readonly seat: number;
  /** σ_j, 32 bytes little-endian. */
  readonly share: Uint8Array;
}

/** A release as the caller received it: the seat that signed it, and its untrusted content. */
export interface SignedRelease {
  readonly seat: number;
  readonly release: unknown;
}

/**
 * The complaint of a recipient whose `checkEscrowShare` returned 'bad-share'.
 * @param context - the escrow context
 * @param escrow - the author's escrow (as received; it must pass `checkEscrow`)
 * @param seat - own seat (a recipient)
 * @param secretKey - own escrow secret key
 * @returns the complaint to publish (it reveals nothing of any other escrow or share)
 * @throws RangeError if the escrow does not pass `checkEscrow`, or the seat or key is not a
 *   recipient's
 * @example
 * if (code === 'bad-share') publish(makeEscrowComplaint(context, escrow, me, keys.secretKey))
 */
export function makeEscrowComplaint(context: EscrowContext, escrow: Escrow, seat: number, secretKey: Uint8Array): EscrowComplaint {
  const checked = decodedOrThrow(context, escrow);
  const e = ownSecret(secretKey);
  const E = recipientKey(context, seat);
  if (!equalPoints(multiply(Point.BASE, e), E)) throw new RangeError('expected the secret key of the recipient');
  const dh = multiply(checked.ephemeral, e);
  const proof = proveDleq(e, { g1: Point.BASE, h1: E, g2: checked.ephemeral, h2: dh }, complaintProofContext(checked.context, seat));
  return { seat, dh: encodePoint(dh), proof };
}

/**
 * Judge an untrusted complaint: it always convicts someone.
 * @param context - the escrow context
 * @param escrow - the author's escrow (untrusted: a bad one convicts the author first)
 * @param seat - the seat that signed the complaint
 * @param complaint - untrusted
 * @returns 'bad-share' (or any code of `checkEscrow`) blaming the author when the complaint is
 *   proven; 'bad-complaint' or 'false-complaint' blaming `seat` otherwise
 * @throws TypeError / RangeError only on a malformed context
 * @example
 * judgeEscrowComplaint(context, escrow, 2, complaint).blame // the author's seat, or 2
 */
export function judgeEscrowComplaint(context: EscrowContext, escrow: unknown, seat: number, complaint: unknown): Failure<EscrowErrorCode> {
  const checked = decodeEscrow(context, escrow);
  if (!checked.ok) return checked.error;
  const i = context.recipients.findIndex((r) => r.seat === seat);
  if (i < 0 || !hasExactKeys(complaint, ['dh', 'proof', 'seat']) || complaint.seat !== seat) return fail('bad-complaint', [], seat).error;
  const dh = decodePoint(complaint.dh);
  if (dh === null) return fail('bad-complaint', ['dh'], seat).error;
  const E = recipientKey(context, seat);
  const statement = { g1: Point.BASE, h1: E, g2: checked.value.ephemeral, h2: dh };
  if (!verifyDleq(complaint.proof, statement, complaintProofContext(checked.value.context, seat))) return fail('bad-complaint', ['proof'], seat).error;
  const sigma = unpadShare(checked.value, context, i, dh);
  if (isRightShare(checked.value, seat, sigma)) return fail('false-complaint', [], seat).error;
  return fail('bad-share', ['shares', i], context.authorSeat).error;
}

/**
 * Release own share of an escrow whose author did not open (only once every commitment of the
 * decision is in: before that, t releases would open it early).
 * @param context - the escrow context
 * @param escrow - the author's escrow (as received)
 * @param seat - own seat (a recipient)
 * @param secretKey - own escrow secret key
 * @returns the release to publish
 * @throws RangeError if the dealt share is wrong (publish `makeEscrowComplaint` instead), the
 *   escrow is malformed, or the seat is not a recipient
 * @example
 * publish(releaseEscrowShare(context, escrow, me, keys.secretKey))
 */
export function releaseEscrowShare(context: EscrowContext, escrow: Escrow, seat: number, secretKey: Uint8Array): EscrowRelease {
  const checked = decodedOrThrow(context, escrow);
  const i = recipientIndex(context, seat);
  const sigma = unpadShare(checked, context, i, multiply(checked.ephemeral, ownSecret(secretKey)));
  if (!isRightShare(checked, seat, sigma)) throw new RangeError('expected a right dealt share: complain instead of releasing');
  return { seat, share: encodeScalar(sigma) };
}

/**
 * Check an untrusted released share against the Feldman commitments.
 * @param context - the escrow context
 * @param escrow - the author's escrow (untrusted: a malformed one fails blaming the author; the
 *   proof on R is not re-checked here, it matters only for DH values: `checkEscrow` on receipt)
 * @param seat - the seat that signed the release
 * @param release - untrusted
 * @returns σ, or 'bad-release' blaming `seat` (or the escrow's own failure, blaming the author)
 * @throws TypeError / RangeError only on a malformed context
 * @example
 * checkEscrowRelease(context, escrow, 4, release) // { ok: true, value: σ }
 */
export function checkEscrowRelease(context: EscrowContext, escrow: unknown, seat: number, release: unknown): Result<bigint, EscrowErrorCode> {
  const checked = decodeEscrow(context, escrow, false);
  return checked.ok ? checkRelease(context, checked.value, seat, release) : checked;
}

/**
 * Open an escrow from released shares: check them, interpolate s, unseal, decode strictly and
 * check the opening against the commitment.
 * @param context - the escrow context
 * @param escrow - the author's escrow (untrusted, as for `checkEscrowRelease`)
 * @param releases - releases with the seat that signed each, in a fixed order (e.g. by seat);
 *   the first t are used after all are checked
 * @returns the opening `{ salt, payload }`; or 'too-few-shares' (no blame); 'bad-release'
 *   blaming the first wrong sender; 'bad-encryption' (or any escrow failure) blaming the author
 * @throws TypeError / RangeError on a malformed context or two releases signed by one seat
 * @example
 * openEscrow(context, escrow, releases) // { ok: true, value: { salt, payload: 3 } }
 */
export function openEscrow(context: EscrowContext, escrow: unknown, releases: readonly SignedRelease[]): Result<Opening, EscrowErrorCode> {
  const checked = decodeEscrow(context, escrow, false);
  if (!checked.ok) return checked;
  if (new Set(releases.map((r) => r.seat)).size !== releases.length) throw new RangeError('expected one release per seat');
  const shares: SharePoint[] = [];
  for (const { seat, release } of releases) {
    const sigma = checkRelease(context, checked.value, seat, release);
    if (!sigma.ok) return sigma;
    shares.push({ x: shareIndex(seat), y: sigma.value });
  }
  if (shares.length < context.threshold) return fail('too-few-shares');
  // t shares checked against a degree t − 1 committed polynomial interpolate to its a₀ = s.
  const secret = interpolateAtZero(shares.slice(0, context.threshold));
  return unseal(context, checked.value, secret);
}

/**
 * Decrypt the sealed opening with a candidate secret and check it against the commitment.
 * @param context - the escrow context
 * @param checked - the decoded escrow
 * @param secret - s
 * @returns the opening, or 'bad-encryption' blaming the author
 * @throws never on untrusted content
 * @example
 * unseal(context, checked, s)
 */
export function unseal(context: EscrowContext, checked: CheckedEscrow, secret: bigint): Result<Opening, EscrowErrorCode> {
  const blame = context.authorSeat;
  const plain = unsealOpening(checked.sealed, secret, checked.context);
  if (plain === null) return fail('bad-encryption', ['sealed'], blame);
  const decoded = decodeCanonical(plain);
  if (!decoded.ok || !hasExactKeys(decoded.value, ['payload', 'salt'])) return fail('bad-encryption', ['sealed'], blame);
  const opening = { salt: decoded.value.salt, payload: decoded.value.payload };
  const opened = openCommitment(context.commitment, context, opening);
  if (!opened.ok) return fail('bad-encryption', ['sealed'], blame);
  return ok(opening as Opening);
}

function checkRelease(context: EscrowContext, checked: CheckedEscrow, seat: number, release: unknown): Result<bigint, EscrowErrorCode> {
  const isRecipient = context.recipients.some((r) => r.seat === seat);
  if (!isRecipient || !hasExactKeys(release, ['seat', 'share']) || release.seat !== seat) return fail('bad-release', [], seat);
  const sigma = scalarOrNull(release.share);
  if (sigma === null) return fail('bad-release', ['share'], seat);
  if (!isRightShare(checked, seat, sigma)) return fail('bad-release', ['share'], seat);
  return ok(sigma);
}

function decodedOrThrow(context: EscrowContext, escrow: Escrow): CheckedEscrow {
  const checked = decodeEscrow(context, escrow);
  if (!checked.ok) throw new RangeError(`expected an escrow that passes checkEscrow, got ${checked.error.code}`);
  return checked.value;
}
