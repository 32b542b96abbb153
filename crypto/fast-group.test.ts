// The libsodium back end gives exactly noble's answers: the same bytes for every product, the same
// errors for every out-of-range scalar, the same accept/refuse for every DLEQ proof and deck step,
// on RFC 9496 vectors, non-canonical encodings, the identity, edge scalars and random mutations.
// Every comparison runs each case once with noble alone and once through libsodium, and counts
// libsodium's calls so that a fast path silently not taken would fail the test.
import sodium from 'libsodium-wrappers-sumo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHex, utf8Bytes } from './bytes';
import { checkLockStep, checkShuffleStep, openDeck, reshuffle, relock } from './deck-shuffle';
import { setUpDeck, testSeeds, testSpec } from './deck.testkit';
import { DOMAIN } from './domain';
import { proveDleq, verifyDleq } from './dleq';
import { createDrbg } from './drbg';
import { fastGroup, useFastGroup, type RistrettoBackend } from './fast-group';
import { GROUP_ORDER, Point, decodePoint, encodePoint, encodeScalar, equalPoints, hashToPoint, mulSubPublicBytes, multiply, multiplyPublic } from './group';
import { checkEscrow, checkEscrowShare, isValidEscrowKey, proveEscrowKey } from './escrow';
import { checkEscrowRelease, judgeEscrowComplaint, makeEscrowComplaint, openEscrow, type EscrowRelease } from './escrow-open';
import { allReleases, testDeal, testTable } from './escrow.testkit';

const P = 2n ** 255n - 19n;
let calls = 0;
let counting: RistrettoBackend;

beforeAll(async () => {
  await sodium.ready;
  counting = {
    crypto_scalarmult_ristretto255: (n, p) => (calls++, sodium.crypto_scalarmult_ristretto255(n, p)),
    crypto_scalarmult_ristretto255_base: (n) => (calls++, sodium.crypto_scalarmult_ristretto255_base(n)),
    crypto_core_ristretto255_sub: (p, q) => (calls++, sodium.crypto_core_ristretto255_sub(p, q)),
    crypto_core_ristretto255_is_valid_point: (p) => (calls++, sodium.crypto_core_ristretto255_is_valid_point(p)),
    crypto_core_ristretto255_from_hash: (h) => (calls++, sodium.crypto_core_ristretto255_from_hash(h)),
  };
});
afterAll(() => useFastGroup(null));

/** What a computation gives: its value (bytes as hex) or the error it throws. */
function outcome(f: () => unknown): string {
  try {
    const v = f();
    if (v instanceof Uint8Array) return toHex(v);
    if (v instanceof Point) return `point ${toHex(v.toBytes())}`;
    return JSON.stringify(v, (_, x: unknown) => (x instanceof Uint8Array ? toHex(x) : typeof x === 'bigint' ? String(x) : x));
  } catch (error) {
    return `throws ${(error as Error).constructor.name}: ${(error as Error).message}`;
  }
}

/** f's outcome with noble alone and through libsodium; both must agree. */
function both(f: () => unknown): string {
  useFastGroup(null);
  const slow = outcome(f);
  useFastGroup(counting);
  const fast = outcome(f);
  useFastGroup(null);
  expect(fast).toBe(slow);
  return slow;
}

/** A 32-byte little-endian scalar as an integer (an escrow share as dealt). */
function decodeScalarLe(b: Uint8Array): bigint {
  let n = 0n;
  for (let i = 31; i >= 0; i--) n = (n << 8n) | BigInt(b[i]!);
  return n;
}

function le(n: bigint): Uint8Array {
  const b = new Uint8Array(32);
  for (let i = 0; i < 32; i++) b[i] = Number((n >> BigInt(8 * i)) & 0xffn);
  return b;
}
function fromLe(b: Uint8Array): bigint {
  return b.reduceRight((n, x) => (n << 8n) | BigInt(x), 0n);
}

const rng = createDrbg(new Uint8Array(32).fill(7), 'fast-group.test');
const valid = [
  ...Array.from({ length: 16 }, (_, k) => (k === 0 ? new Uint8Array(32) : Point.BASE.multiply(BigInt(k)).toBytes())),
  ...Array.from({ length: 8 }, (_, i) => hashToPoint(DOMAIN.DECK_CARD, [utf8Bytes(`card-${i}`)]).toBytes()),
];
/** Non-canonical or invalid encodings (RFC 9496 §4.3.1's reasons) and random mutations of valid ones. */
const invalid = [
  ...Array.from({ length: 19 }, (_, i) => le(P + BigInt(i))), // s ≥ p
  le(2n ** 255n - 1n),
  le(P - 1n), // s = −1 (canonical, non-negative): y = 0
  ...valid.slice(1).map((b) => le(P - fromLe(b))), // −s: "negative" (odd) field element
  ...valid.slice(1).map((b) => Uint8Array.from(b, (x, i) => (i === 31 ? x | 0x80 : x))), // top bit set
  ...valid.slice(1).map((b) => le(fromLe(b) + P)).filter((b) => fromLe(b) < 2n ** 256n && b[31]! < 0x80), // s + p
];
const mutations = Array.from({ length: 200 }, (_, i) => {
  const b = valid[1 + (i % (valid.length - 1))]!.slice();
  const flips = 1 + rng.int(3);
  for (let f = 0; f < flips; f++) b[rng.int(32)]! ^= 1 << rng.int(8);
  return b;
});
/** Random non-negative canonical s (even, < p): they exercise the square, sign-of-xy and y ≠ 0 checks. */
const evens = Array.from({ length: 400 }, () => le((fromLe(rng.bytes(32)) % P) & ~1n));
const scalars = [0n, 1n, 2n, GROUP_ORDER - 1n, GROUP_ORDER, GROUP_ORDER + 1n, 2n ** 252n, 2n ** 255n - 1n, 2n ** 256n - 1n, -1n, ...Array.from({ length: 2 }, () => fromLe(rng.bytes(32)) % GROUP_ORDER)];

describe('fast group: libsodium gives noble\'s answers', () => {
  it('decoding: libsodium accepts and refuses exactly what noble\'s strict rule does (the identity refused by both)', () => {
    calls = 0;
    for (const bytes of [...valid, ...invalid, ...mutations, ...evens]) {
      const decoded = both(() => decodePoint(bytes));
      const zero = bytes.every((x) => x === 0);
      expect(decoded !== 'null', toHex(bytes)).toBe(sodium.crypto_core_ristretto255_is_valid_point(bytes) && !zero);
    }
    expect(invalid.every((b) => decodePoint(b) === null)).toBe(true);
    expect(mutations.filter((b) => decodePoint(b) !== null).length).toBeLessThan(mutations.length); // mutations refused and accepted both occur
    expect(mutations.some((b) => decodePoint(b) !== null)).toBe(true);
    const accepted = evens.filter((b) => decodePoint(b) !== null).length;
    expect(accepted).toBeGreaterThan(20); // both verdicts occur often among them
    expect(accepted).toBeLessThan(evens.length - 20);
    expect(calls).toBeGreaterThan(evens.length);
  });

  it('multiply, multiplyPublic and mulSubPublicBytes: same bytes and same errors on every point and edge scalar, the identity included', () => {
    calls = 0;
    const decoded = (list: Uint8Array[]) => list.flatMap((b) => decodePoint(b) ?? []);
    const points = [Point.ZERO, Point.BASE, ...decoded(valid.slice(2, 4)), ...decoded(valid.slice(-2)), ...decoded(mutations).slice(0, 2)];
    for (const p of points) {
      for (const k of scalars) {
        both(() => multiply(p, k));
        both(() => multiplyPublic(p, k));
        both(() => mulSubPublicBytes(k, p, 3n, Point.BASE));
        both(() => mulSubPublicBytes(5n, p, k, p)); // the identity when k = 5
      }
    }
    expect(both(() => mulSubPublicBytes(5n, Point.BASE, 5n, Point.BASE))).toBe('00'.repeat(32));
    expect(both(() => multiply(Point.BASE, GROUP_ORDER))).toMatch(/^throws/);
    expect(both(() => multiplyPublic(Point.BASE, 0n))).toBe(`point ${'00'.repeat(32)}`);
    expect(calls).toBeGreaterThan(points.length * 4);
  }, 60_000);

  it('a product computed by libsodium behaves as noble\'s own point (equals, add, subtract, negate, double, multiply, toBytes)', () => {
    useFastGroup(counting);
    const k = 0x1234567n;
    const q = hashToPoint(DOMAIN.DECK_CARD, [utf8Bytes('other')]);
    const made = [multiply(q, k), multiply(Point.BASE, k), multiplyPublic(q, 7n)];
    useFastGroup(null);
    const noble = [q.multiply(k), Point.BASE.multiply(k), q.multiply(7n)];
    made.forEach((p, i) => {
      const n = noble[i]!;
      expect(p).toBeInstanceOf(Point);
      expect(p.equals(n) && n.equals(p)).toBe(true);
      expect(p.equals(q)).toBe(false);
      expect(toHex(p.add(q).toBytes())).toBe(toHex(n.add(q).toBytes()));
      expect(toHex(q.subtract(p).toBytes())).toBe(toHex(q.subtract(n).toBytes()));
      expect(toHex(p.negate().double().toBytes())).toBe(toHex(n.negate().double().toBytes()));
      expect(toHex(p.multiply(3n).toBytes())).toBe(toHex(n.multiply(3n).toBytes()));
      expect(toHex(p.toBytes())).toBe(toHex(encodePoint(p)));
      expect(p.is0()).toBe(false);
      expect(equalPoints(p, decodePoint(n.toBytes())!) && equalPoints(p, n) && equalPoints(n, p)).toBe(true);
      expect(equalPoints(p, q) || equalPoints(p, decodePoint(q.toBytes())!)).toBe(false);
    });
  });

  it('DLEQ: the same proofs, and the same verdict on honest proofs and on mutated c and s (edge scalars, random bits)', () => {
    calls = 0;
    for (let i = 1; i <= 4; i++) {
      const x = fromLe(rng.bytes(32)) % GROUP_ORDER;
      const g2 = hashToPoint(DOMAIN.DECK_CARD, [utf8Bytes(`dleq-${i}`)]);
      const statement = { g1: i === 1 ? Point.BASE : g2.double(), h1: (i === 1 ? Point.BASE : g2.double()).multiply(x), g2, h2: g2.multiply(x) };
      const context = utf8Bytes(`context-${i}`);
      const proof = proveDleq(x, statement, context);
      expect(both(() => proveDleq(x, statement, context))).toBe(outcome(() => proof));
      expect(both(() => verifyDleq(proof, statement, context))).toBe('true');
      for (const edge of [0n, 1n, GROUP_ORDER - 1n, GROUP_ORDER, 2n ** 256n - 1n].map(le)) {
        expect(both(() => verifyDleq({ c: edge, s: proof.s }, statement, context))).toBe('false');
        expect(both(() => verifyDleq({ c: proof.c, s: edge }, statement, context))).toBe('false');
      }
      for (let m = 0; m < 20; m++) {
        const c = proof.c.slice();
        const s = proof.s.slice();
        (m % 2 === 0 ? c : s)[rng.int(32)]! ^= 1 << rng.int(8);
        expect(both(() => verifyDleq({ c, s }, statement, context))).toBe('false');
      }
      const lie = { ...statement, h2: g2.multiply(x + 1n) };
      expect(both(() => verifyDleq(proveDleq(x, lie, context), lie, context))).toBe('false');
    }
    expect(calls).toBeGreaterThan(100);
  }, 60_000);

  it('hash to a point (the open deck\'s cards): the same point through libsodium\'s element derivation, for many inputs and tags', () => {
    calls = 0;
    for (let i = 0; i < 64; i++) {
      const parts = [rng.bytes(i % 40), utf8Bytes(`card-${i}`)];
      const dst = i % 2 === 0 ? DOMAIN.DECK_CARD : DOMAIN.DLEQ_CHALLENGE;
      expect(both(() => hashToPoint(dst, parts))).toMatch(/^point [0-9a-f]{64}$/);
      // The point behaves as noble's own (its coordinates decoded when first needed).
      expect(both(() => hashToPoint(dst, parts).add(Point.BASE).toBytes())).not.toMatch(/^throws/);
    }
    expect(both(() => openDeck(testSpec(3, 12, 'fast-open')))).not.toMatch(/^throws/);
    expect(calls).toBeGreaterThanOrEqual(64 + 64 + 12);
  }, 60_000);

  it('a whole deck set-up, its checks and its audit re-runs give the same bytes and verdicts', () => {
    const spec = testSpec(3, 6, 'fast');
    const seeds = testSeeds(3, 'fast');
    calls = 0;
    const setUp = both(() => setUpDeck(spec, seeds));
    expect(setUp).not.toMatch(/^throws/);
    const { shuffles, locks } = setUpDeck(spec, seeds);
    both(() => reshuffle({ ...spec }, 1, seeds[1]!, shuffles[0]!.cards)); // another spec object: computed, not the memo of setUpDeck's step
    both(() => relock(spec, seeds[2]!, locks[1]!.cards));
    both(() => checkShuffleStep(spec, 0, shuffles[0]));
    expect(both(() => checkLockStep(spec, 1, locks[0]!.cards, shuffles[1]!, locks[1]))).toMatch(/"ok":true/);
    const forged = { ...locks[1]!, cards: [locks[1]!.cards[1]!, ...locks[1]!.cards.slice(1)] };
    expect(both(() => checkLockStep(spec, 1, locks[0]!.cards, shuffles[1]!, forged))).toMatch(/"ok":false/);
    expect(calls).toBeGreaterThan(50);
  }, 60_000);

  it('escrow: the same keys, deal, checks, shares, complaints and openings, and the same refusals of a bad share, on both paths', () => {
    calls = 0;
    const payload = { bid: 3 };
    const table = both(() => testTable(4, 'fast-escrow'));
    expect(table).not.toMatch(/^throws/);
    const t = testTable(4, 'fast-escrow');
    expect(both(() => testDeal(t, 1, payload, undefined, 'fast'))).not.toMatch(/^throws/);
    const { context, opening, escrow } = testDeal(t, 1, payload, undefined, 'fast');
    const recipient = context.recipients[0]!.seat;
    const key = t.escrow[recipient]!.secretKey;
    expect(both(() => isValidEscrowKey(t.escrow[0]!.publicKey, proveEscrowKey(t.escrow[0]!.secretKey, t.game, t.signing[0]!.publicKey), t.game, t.signing[0]!.publicKey))).toBe('true');
    expect(both(() => checkEscrow(context, escrow))).toMatch(/"ok":true/);
    expect(both(() => checkEscrowShare(context, escrow, recipient, key))).toMatch(/"ok":true/);
    const releases = allReleases(t, context, escrow);
    expect(both(() => allReleases(t, context, escrow))).not.toMatch(/^throws/);
    expect(both(() => checkEscrowRelease(context, escrow, releases[1]!.seat, releases[1]!.release))).toMatch(/"ok":true/);
    expect(both(() => openEscrow(context, escrow, releases.slice(0, context.threshold)))).toBe(outcome(() => ({ ok: true, value: opening })));
    // A dealt share off by one: its recipient refuses it, and its complaint convicts the author, either way.
    const bad = { ...escrow, shares: escrow.shares.map((sh, i) => (i === 0 ? encodeScalar((decodeScalarLe(sh) + 1n) % GROUP_ORDER) : sh)) };
    expect(both(() => checkEscrowShare(context, bad, recipient, key))).toMatch(/"code":"bad-share"/);
    const complaint = makeEscrowComplaint(context, bad, recipient, key);
    expect(both(() => makeEscrowComplaint(context, bad, recipient, key))).not.toMatch(/^throws/);
    expect(both(() => judgeEscrowComplaint(context, bad, recipient, complaint))).toMatch(/"code":"bad-share"/);
    expect(both(() => checkEscrowRelease(context, escrow, releases[1]!.seat, { ...(releases[1]!.release as EscrowRelease), share: (releases[0]!.release as EscrowRelease).share }))).toMatch(/"ok":false/);
    expect(calls).toBeGreaterThan(20);
  }, 60_000);

  it('a back end that computes wrongly, or lacks a function, is refused at start-up', () => {
    const wrong = { ...counting, crypto_scalarmult_ristretto255_base: () => new Uint8Array(32) };
    expect(() => useFastGroup(wrong)).toThrow(TypeError);
    expect(() => useFastGroup({ ...counting, crypto_core_ristretto255_sub: undefined } as unknown as RistrettoBackend)).toThrow(TypeError);
    expect(() => useFastGroup({ ...counting, crypto_core_ristretto255_from_hash: undefined } as unknown as RistrettoBackend)).toThrow(TypeError);
    expect(() => useFastGroup({ ...counting, crypto_core_ristretto255_from_hash: (h: Uint8Array) => sodium.crypto_core_ristretto255_from_hash(h.map((b) => b ^ 1)) })).toThrow(TypeError);
    expect(fastGroup()).toBe(null);
  });
});
