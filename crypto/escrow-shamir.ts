/**
 * The arithmetic under the escrow (escrow.ts): Shamir secret sharing over the scalars of
 * ristretto255 (the field Z_ℓ) and Feldman's public check of a share.
 *
 *   f(x) = a₀ + a₁·x + … + a_{t−1}·x^{t−1} (mod ℓ),  secret s = a₀,  share of seat j = f(j + 1)
 *   Feldman commitments A_k = a_k·G; a share σ for x is right iff σ·G = Σ_k x^k·A_k
 *
 * Any t shares determine f, hence s (Lagrange interpolation at 0). Any t − 1 shares are
 * consistent with every secret, each by exactly one polynomial, so they say nothing about s
 * beyond what the public A₀ = s·G says. Evaluation points are small (seat + 1 ≤ 6), so a
 * Feldman check is t − 1 multiplications by a small public number, far cheaper than a full one.
 */
import { GROUP_ORDER, Point, invertScalar } from './group';

/** The evaluation point of a seat (0-based): seat + 1, never 0, which would be the secret. */
export function shareIndex(seat: number): bigint {
  if (!Number.isSafeInteger(seat) || seat < 0) throw new RangeError(`expected a seat index ≥ 0, got ${seat}`);
  return BigInt(seat) + 1n;
}

/**
 * f(x) for a polynomial given by its coefficients a₀ … a_{t−1} (Horner's rule, mod ℓ).
 * @param coefficients - a₀ first; each in [0, ℓ)
 * @param x - the point
 * @returns f(x) mod ℓ
 * @throws RangeError if there are no coefficients
 * @example
 * evaluatePolynomial([5n, 1n], 2n) // 7n
 */
export function evaluatePolynomial(coefficients: readonly bigint[], x: bigint): bigint {
  if (coefficients.length === 0) throw new RangeError('expected at least one coefficient');
  let acc = 0n;
  for (let k = coefficients.length - 1; k >= 0; k--) acc = (acc * x + coefficients[k]!) % GROUP_ORDER;
  return acc;
}

/**
 * Σ_k x^k·A_k: what f(x)·G must be, computed from the public Feldman commitments (Horner's
 * rule on points; variable-time, public data only).
 * @param commitments - A₀ … A_{t−1}
 * @param x - a small positive evaluation point
 * @returns the point f(x)·G
 * @throws RangeError if there are no commitments or x is not in [1, ℓ)
 * @example
 * evaluateCommitments(commitments, shareIndex(2)).equals(Point.BASE.multiply(share)) // true for a right share
 */
export function evaluateCommitments(commitments: readonly Point[], x: bigint): Point {
  if (commitments.length === 0) throw new RangeError('expected at least one commitment');
  if (x <= 0n || x >= GROUP_ORDER) throw new RangeError('expected an evaluation point in [1, ℓ)');
  let acc = commitments[commitments.length - 1]!;
  for (let k = commitments.length - 2; k >= 0; k--) acc = acc.multiplyUnsafe(x).add(commitments[k]!);
  return acc;
}

/** One share: the evaluation point and f at that point. */
export interface SharePoint {
  readonly x: bigint;
  readonly y: bigint;
}

/**
 * f(0) of the polynomial of degree < shares.length through the given shares (Lagrange).
 * @param shares - points with pairwise distinct, non-zero x
 * @returns f(0) mod ℓ
 * @throws RangeError on no shares, a zero x or two shares with the same x
 * @example
 * interpolateAtZero([{ x: 1n, y: 6n }, { x: 2n, y: 7n }]) // 5n (f(x) = 5 + x)
 */
export function interpolateAtZero(shares: readonly SharePoint[]): bigint {
  if (shares.length === 0) throw new RangeError('expected at least one share');
  let secret = 0n;
  for (const [i, si] of shares.entries()) {
    if (mod(si.x) === 0n) throw new RangeError('expected non-zero evaluation points');
    // λ_i = Π_{j≠i} x_j / (x_j − x_i)
    let numerator = 1n;
    let denominator = 1n;
    for (const [j, sj] of shares.entries()) {
      if (j === i) continue;
      const diff = mod(sj.x - si.x);
      if (diff === 0n) throw new RangeError('expected distinct evaluation points');
      numerator = (numerator * mod(sj.x)) % GROUP_ORDER;
      denominator = (denominator * diff) % GROUP_ORDER;
    }
    secret = (secret + mod(si.y) * numerator * invertScalar(denominator)) % GROUP_ORDER;
  }
  return secret;
}

function mod(n: bigint): bigint {
  const r = n % GROUP_ORDER;
  return r < 0n ? r + GROUP_ORDER : r;
}
