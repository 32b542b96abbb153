/**
 * Chi-square goodness-of-fit helpers for the uniformity tests (used by *.test.ts only; no
 * production module imports this file).
 */

/**
 * Pearson's statistic of observed counts against a uniform expectation.
 * @param counts - observed count per category
 * @returns Σ (observed − expected)² / expected
 * @throws RangeError if there are no observations
 * @example
 * chiSquare([10, 10]) // 0
 */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0 || counts.length === 0) throw new RangeError('expected some observations');
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Standard normal quantiles for the one-sided tail probabilities we test at. */
export const Z = Object.freeze({ p001: 3.0902, p0001: 3.719, p00001: 4.2649 });

/**
 * Critical value of the chi-square distribution (Wilson–Hilferty approximation, within ≈1 %
 * of the tables for df ≥ 3 and slightly conservative below): reject uniformity above it.
 * @param df - degrees of freedom (categories − 1)
 * @param z - the normal quantile of the tail probability (see Z)
 * @returns the critical value
 * @throws RangeError if df < 1
 * @example
 * chiSquareCritical(23, Z.p001) // ≈ 49.9 (table: 49.73)
 */
export function chiSquareCritical(df: number, z: number): number {
  if (df < 1) throw new RangeError(`expected df ≥ 1, got ${df}`);
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
