// The page of `npm run bench:browser`: the deck's ristretto255 step and the escrow, timed in the
// browser on noble (what the app runs) and through libsodium's WASM build (crypto/fast-group.ts),
// beside libsodium's own multiplication. Wall time (a page has no CPU clock), best of alternating
// rounds; the result goes to window.__bench.
import sodium from 'libsodium-wrappers-sumo';
import { useFastGroup } from '../../crypto/fast-group';
import { Point, decodePoint, encodePoint, encodeScalar, multiply } from '../../crypto/group';
import { checkEscrowShare, dealEscrow } from '../../crypto/escrow';
import { bytesOf, testDeal, testTable } from '../../crypto/escrow.testkit';

/** µs per call: the best of `rounds` loops of about `budgetMs` each. */
function microseconds(f: () => unknown, budgetMs = 200, rounds = 3): number {
  for (let i = 0; i < 10; i++) f();
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < budgetMs) {
      f();
      n++;
    }
    best = Math.min(best, ((performance.now() - t0) * 1000) / n);
  }
  return best;
}

async function run(): Promise<Record<string, number>> {
  const t0 = performance.now();
  await sodium.ready;
  const ready = performance.now() - t0;
  const scalar = 0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdefn % Point.Fn.ORDER;
  const pointBytes = encodePoint(Point.BASE.multiply(99n));
  const scalarBytes = encodeScalar(scalar);
  const step = () => encodePoint(multiply(decodePoint(pointBytes)!, scalar));
  const table = testTable(6, 'bench');
  const orders = { orders: Array.from({ length: 10 }, (_, i) => ({ area: `area-${i}`, token: 'march+1' })) };
  const { context, opening, escrow } = testDeal(table, 0, orders, undefined, 'bench');
  const recipient = context.recipients[0]!.seat;
  const randomness = bytesOf('bench/randomness');
  const deal = () => dealEscrow(context, opening, randomness);
  const check = () => checkEscrowShare(context, escrow, recipient, table.escrow[recipient]!.secretKey);
  const out: Record<string, number> = { sodium_ready_ms: ready };
  const measure = (name: string, f: () => unknown) => {
    useFastGroup(null);
    const noble = microseconds(f);
    useFastGroup(sodium);
    const fast = microseconds(f);
    useFastGroup(null);
    out[`${name}_noble_us`] = noble;
    out[`${name}_libsodium_us`] = fast;
  };
  measure('deck_step', step);
  measure('escrow_deal', deal);
  measure('escrow_share_check', check);
  out.libsodium_mult_us = microseconds(() => sodium.crypto_scalarmult_ristretto255(scalarBytes, pointBytes));
  return out;
}

(window as unknown as { __bench: Promise<Record<string, number>> }).__bench = run();
