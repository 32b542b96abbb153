// Benchmarks of the escrow for a 6-player game (t = 3 of the 5 others), beside one ristretto255
// multiplication measured in the same run, so each cost can be quoted as a ratio
// (`npx vitest bench --run crypto/escrow`).
import { bench, describe } from 'vitest';
import { checkEscrow, checkEscrowShare, dealEscrow } from './escrow';
import { checkEscrowRelease, openEscrow } from './escrow-open';
import { allReleases, bytesOf, testDeal, testTable } from './escrow.testkit';
import { Point } from './group';

const table = testTable(6, 'bench');
const orders = { orders: Array.from({ length: 10 }, (_, i) => ({ area: `area-${i}`, token: 'march+1' })) };
const { context, opening, escrow } = testDeal(table, 0, orders, undefined, 'bench');
const releases = allReleases(table, context, escrow);
const recipient = context.recipients[0]!.seat;
const scalar = 0x1234567890abcdef1234567890abcdefn;
const point = Point.BASE.multiply(99n);

describe('escrow (6 players, t = 3, an orders set of 10)', () => {
  bench('deal: author, once per sealed decision', () => {
    dealEscrow(context, opening, bytesOf('bench/randomness'));
  });
  bench('checkEscrow: anyone, on receipt (shape, points, proof on R)', () => {
    checkEscrow(context, escrow);
  });
  bench('checkEscrowShare: each recipient, on receipt (public check + own share)', () => {
    checkEscrowShare(context, escrow, recipient, table.escrow[recipient]!.secretKey);
  });
  bench('checkEscrowRelease: one released share', () => {
    checkEscrowRelease(context, escrow, releases[0]!.seat, releases[0]!.release);
  });
  bench('openEscrow: reconstruct from 3 released shares (checks included)', () => {
    openEscrow(context, escrow, releases.slice(0, 3));
  });
  bench('reference: one ristretto255 point multiplication', () => {
    point.multiply(scalar);
  });
});
