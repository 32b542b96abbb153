/**
 * Chaum–Pedersen proof of discrete-log equality (DLEQ), made non-interactive by Fiat–Shamir:
 * a proof that log_{G1}(H1) = log_{G2}(H2) = x without revealing x. The deck uses it to show
 * that a player's per-position lock uses exactly the key it published, so a wrong lock is
 * caught when it is made and blamed on its author.
 *
 *   prove:  r = H(NONCE ‖ x ‖ context ‖ statement); A1 = r·G1; A2 = r·G2;
 *           c = H(CHALLENGE ‖ context ‖ G1 ‖ H1 ‖ G2 ‖ H2 ‖ A1 ‖ A2); s = r + c·x
 *   verify: A1 = s·G1 − c·H1; A2 = s·G2 − c·H2; accept iff c = H(CHALLENGE ‖ … ‖ A1 ‖ A2)
 *
 * The nonce is derived from the secret and the whole statement (as in RFC 8032 signing): it is
 * reproducible for the end-of-game audit and never reused for two different statements.
 * `context` binds the proof to its game, deck, player and position, so it cannot be replayed.
 */
import { DOMAIN } from './domain';
import { GROUP_ORDER, Point, SCALAR_BYTES, addScalar, encodePoint, encodeScalar, hashToScalar, mulScalar, mulSubPublicBytes, multiply } from './group';
import { isBytesOfLength } from './bytes';

/** A DLEQ proof: the challenge c and the response s, each a 32-byte little-endian scalar. */
export interface DleqProof {
  readonly c: Uint8Array;
  readonly s: Uint8Array;
}

/** The statement: log_{g1}(h1) = log_{g2}(h2). */
export interface DleqStatement {
  readonly g1: Point;
  readonly h1: Point;
  readonly g2: Point;
  readonly h2: Point;
}

/**
 * Prove log_{g1}(h1) = log_{g2}(h2) = x.
 * @param x - the secret scalar (h1 = x·g1 and h2 = x·g2 must hold, or the proof will not verify)
 * @param statement - the four points
 * @param context - bytes naming what the proof is about (game, deck, player, position)
 * @param g1Log - optionally, the prover's discrete log of g1 (g1 = g1Log·G: a lock's Z_i = k_i·G):
 *   A1 = r·g1 is then computed as (r·g1Log)·G, the same point by the faster fixed base. It must
 *   be exactly log_G g1 (the proof would not verify otherwise)
 * @returns the proof (the same bytes with or without g1Log)
 * @throws RangeError if x is not in [1, ℓ)
 * @example
 * const proof = proveDleq(k, { g1: Point.BASE, h1: Point.BASE.multiply(k), g2: X, h2: X.multiply(k) }, context)
 */
export function proveDleq(x: bigint, statement: DleqStatement, context: Uint8Array, g1Log?: bigint): DleqProof {
  if (x <= 0n || x >= GROUP_ORDER) throw new RangeError('expected a secret in [1, ℓ)');
  const points = statementBytes(statement);
  let r = hashToScalar(DOMAIN.DLEQ_NONCE, [encodeScalar(x), context, ...points]);
  if (r === 0n) r = 1n; // probability 2^-252; keeps multiply() in its domain
  const rg = g1Log === undefined ? 0n : mulScalar(r, g1Log);
  const a1 = encodePoint(rg === 0n ? multiply(statement.g1, r) : multiply(Point.BASE, rg));
  const a2 = sameBases(statement) ? a1 : encodePoint(multiply(statement.g2, r));
  const c = challenge(context, points, a1, a2);
  return { c: encodeScalar(c), s: encodeScalar(addScalar(r, mulScalar(c, x))) };
}

/**
 * Verify a DLEQ proof (untrusted proof, trusted statement points).
 * @param proof - anything; must be `{ c, s }` with canonical 32-byte scalars
 * @param statement - the four points
 * @param context - the same context bytes the prover used
 * @param encoded - optionally, the canonical encodings of g1, h1, g2, h2 (a caller that decoded
 *   the points from checked bytes has them; this saves re-encoding, ≈10 % of the check). They
 *   must be exactly `encodePoint` of the four points: they are hashed in their place.
 * @returns true when the proof is valid
 * @throws never
 * @example
 * verifyDleq(proof, statement, context) // true
 */
export function verifyDleq(proof: unknown, statement: DleqStatement, context: Uint8Array, encoded?: readonly Uint8Array[]): boolean {
  if (proof === null || typeof proof !== 'object') return false;
  const { c, s } = proof as { c?: unknown; s?: unknown };
  const cn = scalarOrNull(c);
  const sn = scalarOrNull(s);
  if (cn === null || sn === null) return false;
  try {
    // Public data only, so the faster variable-time multiplication is fine here.
    const a1 = mulSubPublicBytes(sn, statement.g1, cn, statement.h1);
    // A proof of knowledge (the escrow's R: g2 = g1, h2 = h1) has A2 = A1: half the multiplications.
    const a2 = sameBases(statement) ? a1 : mulSubPublicBytes(sn, statement.g2, cn, statement.h2);
    return challenge(context, encoded ?? statementBytes(statement), a1, a2) === cn;
  } catch {
    return false;
  }
}

/**
 * Whether the statement's two halves are the same point objects, as every proof of knowledge
 * passes them. Object identity only: `equals` would give a point decoded by libsodium its noble
 * coordinates (a square root) on every other proof, the lock checks' hot path included. Equal but
 * distinct objects are merely multiplied twice.
 */
function sameBases(st: DleqStatement): boolean {
  return st.g1 === st.g2 && st.h1 === st.h2;
}

function statementBytes(st: DleqStatement): Uint8Array[] {
  return [st.g1, st.h1, st.g2, st.h2].map(encodePoint);
}

function challenge(context: Uint8Array, points: readonly Uint8Array[], a1: Uint8Array, a2: Uint8Array): bigint {
  return hashToScalar(DOMAIN.DLEQ_CHALLENGE, [context, ...points, a1, a2]);
}

/** A scalar in [0, ℓ) from 32 little-endian bytes, or null (zero is allowed in a proof). */
function scalarOrNull(bytes: unknown): bigint | null {
  if (!isBytesOfLength(bytes, SCALAR_BYTES)) return null;
  let n = 0n;
  for (let i = SCALAR_BYTES - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n < GROUP_ORDER ? n : null;
}
