// Escrow of openings (README.md, "Escrow"): any t recipients open a withheld commitment, fewer
// learn nothing usable, and every deviation — a bad share, a bad encryption, a bad DLEQ proof, a
// tampered Feldman commitment, a wrong released share, a false complaint — is refused and blamed
// on the seat whose signed data proves it.
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from './bytes';
import { commit, openCommitment } from './commit';
import { decodeCanonical } from './decoding';
import { proveDleq } from './dleq';
import { DOMAIN } from './domain';
import { encodeCanonical, type CanonicalValue } from './encoding';
import {
  MAX_SEALED_BYTES,
  checkEscrow,
  checkEscrowShare,
  dealEscrow,
  decodeEscrow,
  escrowKeyPair,
  escrowThreshold,
  isValidEscrowKey,
  makeEscrowContext,
  proveEscrowKey,
  ESCROW_PAD_BYTES,
  sealOpening,
  unsealOpening,
  type Escrow,
  type EscrowContext,
} from './escrow';
import { checkEscrowRelease, judgeEscrowComplaint, makeEscrowComplaint, openEscrow, releaseEscrowShare, type SignedRelease } from './escrow-open';
import { evaluatePolynomial, interpolateAtZero, shareIndex } from './escrow-shamir';
import { allReleases, bytesOf, testContext, testDeal, testTable, type TestTable } from './escrow.testkit';
import { GROUP_ORDER, Point, decodeScalar, encodePoint, encodeScalar } from './group';
import * as cryptoApi from './index';

/** Every subset of `items` of size k, in lexicographic order. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, k - 1).map((s) => [first!, ...s]), ...subsets(rest, k)];
}

function withShare(escrow: Escrow, i: number, share: Uint8Array): Escrow {
  return { ...escrow, shares: escrow.shares.map((s, k) => (k === i ? share : s)) };
}

function plusOne(scalarBytes: Uint8Array): Uint8Array {
  return encodeScalar(((decodeScalar(scalarBytes) ?? 0n) + 1n) % GROUP_ORDER);
}

/** The secret s of an honest deal, from all its shares (what t colluders would compute). */
function secretOf(context: EscrowContext, releases: readonly SignedRelease[]): bigint {
  return interpolateAtZero(releases.slice(0, context.threshold).map((r) => ({ x: shareIndex(r.seat), y: decodeScalar((r.release as { share: Uint8Array }).share)! })));
}

const BID = 3;
const ORDERS: CanonicalValue = {
  orders: [
    { area: 'winterfell', token: 'march+1' },
    { area: 'white-harbor', token: 'support' },
    { area: 'the-shivering-sea', token: 'raid*' },
  ],
};
const HOUSE_CARD = 'stark/eddard-stark';

describe('escrow: dealing and reconstruction', () => {
  it.each([3, 4, 5, 6])('%i players: every threshold, any t released shares open the commitment, fewer do not', (players) => {
    const table = testTable(players);
    for (let t = 1; t < players; t++) {
      const author = t % players;
      const { context, opening, escrow } = testDeal(table, author, { bid: t }, t, `n${players}t${t}`);
      expect(checkEscrow(context, escrow)).toEqual({ ok: true, value: escrow });
      const releases = allReleases(table, context, escrow);
      for (const chosen of subsets(releases, t)) {
        expect(openEscrow(context, escrow, chosen)).toEqual({ ok: true, value: opening });
      }
      for (const chosen of subsets(releases, t - 1)) {
        expect(openEscrow(context, escrow, chosen)).toEqual({ ok: false, error: { code: 'too-few-shares', path: [] } });
      }
    }
  });

  it('every recipient finds its own dealt share right, and it is the share it later releases', () => {
    const table = testTable(5);
    const { context, escrow } = testDeal(table, 2, BID);
    for (const { seat } of context.recipients) {
      const mine = checkEscrowShare(context, escrow, seat, table.escrow[seat]!.secretKey);
      expect(mine).toEqual({ ok: true, value: releaseEscrowShare(context, escrow, seat, table.escrow[seat]!.secretKey).share });
    }
  });

  it('is deterministic in its inputs, and fresh randomness gives an unrelated deal', () => {
    const table = testTable(4);
    const a = testDeal(table, 0, BID);
    const again = testDeal(table, 0, BID);
    expect(encodeCanonical(again.escrow)).toEqual(encodeCanonical(a.escrow));
    const other = dealEscrow(a.context, a.opening, bytesOf('other randomness'));
    expect(other.commitments[0]).not.toEqual(a.escrow.commitments[0]);
    expect(other.sealed).not.toEqual(a.escrow.sealed);
  });

  it('survives the canonical encoding: the escrow and releases are plain canonical values', () => {
    const table = testTable(6);
    const { context, opening, escrow } = testDeal(table, 5, ORDERS);
    const wire = decodeCanonical(encodeCanonical(escrow));
    expect(wire.ok).toBe(true);
    if (!wire.ok) return;
    const releases = allReleases(table, context, escrow).map(({ seat, release }) => {
      const decoded = decodeCanonical(encodeCanonical(release as CanonicalValue));
      return { seat, release: decoded.ok ? decoded.value : null };
    });
    expect(openEscrow(context, wire.value, releases)).toEqual({ ok: true, value: opening });
  });
});

describe('escrow: the public surface', () => {
  it('crypto/index exports the escrow API, its error codes frozen', () => {
    for (const name of ['escrowKeyPair', 'proveEscrowKey', 'isValidEscrowKey', 'escrowThreshold', 'dealEscrow', 'checkEscrow', 'checkEscrowShare', 'makeEscrowComplaint', 'judgeEscrowComplaint', 'releaseEscrowShare', 'checkEscrowRelease', 'openEscrow'] as const) {
      expect(typeof cryptoApi[name]).toBe('function');
    }
    expect(Object.isFrozen(cryptoApi.ESCROW_ERROR_CODES)).toBe(true);
  });
});

describe('escrow: golden vector', () => {
  /**
   * Provenance: the hash of the canonical encoding of this deal, produced by dealEscrow when it
   * was written (a change of format, tag or derivation breaks it). The context hash and the
   * sealing stream are recomputed below by an independent route (node:crypto over the framing
   * spelled out by hand: SHA-256(len‖tag‖len‖part…), the DRBG's HMAC-SHA-256 counter block).
   */
  const GOLDEN_ESCROW_SHA256 = '2c60b6f6a68fc10f0c54b7c7a69981612de598b361c64d2fd1d6558c326a3b1a';

  it('a 3-player deal of a bid of 3 (t = 2) is byte for byte the one recorded', () => {
    const table = testTable(3, 'golden');
    const { context, opening, escrow } = testDeal(table, 0, BID, 2, 'golden');
    expect(toHex(createHash('sha256').update(encodeCanonical(escrow)).digest())).toBe(GOLDEN_ESCROW_SHA256);

    const framed = (parts: readonly (string | Uint8Array)[]) =>
      Buffer.concat(parts.flatMap((p) => {
        const bytes = typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p);
        const len = Buffer.alloc(4);
        len.writeUInt32BE(bytes.length);
        return [len, bytes];
      }));
    const contextMap = {
      game: context.game, decision: context.decision, author: context.author, authorSeat: 0, commitment: context.commitment,
      threshold: 2, recipients: context.recipients.map((r) => [r.seat, r.key]),
    };
    const ctx = createHash('sha256').update(framed([DOMAIN.ESCROW_CONTEXT, encodeCanonical(contextMap)])).digest();
    expect(toHex(ctx)).toBe(toHex(contextHashOf(context, escrow)));

    const s = secretOf(context, allReleases(table, context, escrow));
    const key = createHash('sha256').update(framed([DOMAIN.ESCROW_OPENING_KEY, encodeScalar(s), ctx])).digest();
    const block = (counter: number) => createHmac('sha256', key).update(framed([DOMAIN.DRBG, 'escrow/opening', Uint8Array.of(0, 0, 0, 0, 0, 0, 0, counter)])).digest();
    const stream = Buffer.concat(Array.from({ length: ESCROW_PAD_BYTES / 32 }, (_, i) => block(i)));
    const plain = encodeCanonical({ payload: opening.payload, salt: opening.salt });
    const padded = new Uint8Array(ESCROW_PAD_BYTES);
    padded.set([0, 0, 0, plain.length]);
    padded.set(plain, 4);
    expect(Uint8Array.from(padded, (b, i) => b ^ stream[i]!)).toEqual(escrow.sealed);
  });
});

describe('escrow: the three sealed decision types (a bid, an orders set, a House card choice)', () => {
  it.each([
    ['a bid', BID],
    ['an orders set', ORDERS],
    ['a House card choice', HOUSE_CARD],
  ] as const)('%s: the opening the others rebuild without the author equals the committed payload and opens its hash commitment', (_, payload) => {
    const table = testTable(4);
    const author = 1;
    const { context, escrow } = testDeal(table, author, payload, undefined, 'decision-types');
    // The author withholds; two of the three others (t = 2 of 3) release their shares.
    const releases = allReleases(table, context, escrow).filter((r) => r.seat !== 2);
    const opened = openEscrow(context, escrow, releases);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.payload).toEqual(payload);
    expect(openCommitment(context.commitment, context, opened.value)).toEqual({ ok: true, value: payload });
    expect(commit(context, opened.value)).toEqual(context.commitment);
  });

  it('the sealed opening has one length for all three, so its size tells nothing', () => {
    const table = testTable(4);
    // The largest order set of the game: all 15 order tokens of a house placed, each on an area
    // with the longest id of the board (25 characters) and the longest token id (19), as the session commits it.
    const largest = {
      kind: 'place-orders',
      house: 'greyjoy',
      orders: Array.from({ length: 15 }, (_, i) => ({ area: `the-mountains-of-the-mo${String(i).padStart(2, '0')}`, token: 'consolidate-special' })),
    };
    const sizes = [BID, ORDERS, HOUSE_CARD, largest].map(
      (payload) => testDeal(table, 0, payload, undefined, 'sizes').escrow.sealed.length,
    );
    expect(sizes).toEqual([ESCROW_PAD_BYTES, ESCROW_PAD_BYTES, ESCROW_PAD_BYTES, ESCROW_PAD_BYTES]);
  });
});

describe('escrow: fewer than t shares reveal nothing usable', () => {
  it('t − 1 shares interpolate to a wrong secret, which unseals nothing', () => {
    const table = testTable(6);
    const { context, escrow } = testDeal(table, 0, BID); // t = 3
    const releases = allReleases(table, context, escrow);
    const s = secretOf(context, releases);
    expect(Point.BASE.multiply(s).toBytes()).toEqual(escrow.commitments[0]);
    const guess = interpolateAtZero(releases.slice(0, 2).map((r) => ({ x: shareIndex(r.seat), y: decodeScalar((r.release as { share: Uint8Array }).share)! })));
    expect(guess).not.toBe(s);
    expect(unsealOpening(escrow.sealed, guess, contextHashOf(context, escrow))).toBe(null);
  });

  it('t − 1 shares fit every secret: for any candidate there is a polynomial of degree t − 1 through them', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: GROUP_ORDER - 1n }), fc.bigInt({ min: 0n, max: GROUP_ORDER - 1n }), fc.bigInt({ min: 0n, max: GROUP_ORDER - 1n }), (candidate, y1, y3) => {
        // t = 3, two shares at x = 1 and x = 3: solve f(x) = candidate + a₁x + a₂x² through both.
        const d1 = mod(y1 - candidate); // a₁ + a₂
        const d3 = mod((y3 - candidate) * modInverse(3n)); // a₁ + 3a₂
        const a2 = mod((d3 - d1) * modInverse(2n));
        const a1 = mod(d1 - a2);
        expect(evaluatePolynomial([candidate, a1, a2], 1n)).toBe(y1);
        expect(evaluatePolynomial([candidate, a1, a2], 3n)).toBe(y3);
      }),
      { numRuns: 50 },
    );
  });
});

describe('escrow: every deviation is detected and blamed on the seat that made it', () => {
  const table = testTable(5); // t = 3 of the 4 others
  const author = 3;
  const { context, opening, escrow } = testDeal(table, author, BID, undefined, 'blame');

  it('a bad dealt share: the recipient sees it, its complaint convicts the author', () => {
    const bad = withShare(escrow, 1, plusOne(escrow.shares[1]!));
    const victim = context.recipients[1]!.seat;
    expect(checkEscrow(context, bad).ok).toBe(true); // invisible to anyone else…
    const seen = checkEscrowShare(context, bad, victim, table.escrow[victim]!.secretKey);
    expect(seen).toEqual({ ok: false, error: { code: 'bad-share', path: ['shares', 1], blame: author } });
    const complaint = makeEscrowComplaint(context, bad, victim, table.escrow[victim]!.secretKey);
    expect(judgeEscrowComplaint(context, bad, victim, complaint)).toEqual({ code: 'bad-share', path: ['shares', 1], blame: author });
    // …and it does not stop the others: t of the remaining three still open it.
    const others = allReleases(table, context, escrow).filter((r) => r.seat !== victim);
    expect(openEscrow(context, bad, others)).toEqual({ ok: true, value: opening });
  });

  it('a false complaint (the share was right) convicts the complainer', () => {
    const seat = context.recipients[0]!.seat;
    const complaint = makeEscrowComplaint(context, escrow, seat, table.escrow[seat]!.secretKey);
    expect(judgeEscrowComplaint(context, escrow, seat, complaint)).toEqual({ code: 'false-complaint', path: [], blame: seat });
  });

  it('a complaint with a bad DLEQ proof, a forged DH value, or in another seat\'s name convicts the complainer', () => {
    const bad = withShare(escrow, 2, plusOne(escrow.shares[2]!));
    const seat = context.recipients[2]!.seat;
    const complaint = makeEscrowComplaint(context, bad, seat, table.escrow[seat]!.secretKey);
    const flipped = { ...complaint, proof: { ...complaint.proof, s: plusOne(complaint.proof.s) } };
    expect(judgeEscrowComplaint(context, bad, seat, flipped)).toEqual({ code: 'bad-complaint', path: ['proof'], blame: seat });
    // A DH value of the complainer's choosing (here: one that would make the share look wrong) with its own proof.
    const forged = { ...complaint, dh: encodePoint(Point.BASE.multiply(7n)) };
    expect(judgeEscrowComplaint(context, escrow, seat, forged)).toEqual({ code: 'bad-complaint', path: ['proof'], blame: seat });
    const other = context.recipients[0]!.seat;
    expect(judgeEscrowComplaint(context, bad, other, complaint)).toEqual({ code: 'bad-complaint', path: [], blame: other });
    expect(judgeEscrowComplaint(context, bad, seat, { ...complaint, extra: 1 })).toEqual({ code: 'bad-complaint', path: [], blame: seat });
  });

  it('a bad DLEQ proof of the ephemeral key, or one copied from another deal, convicts the author for all to see', () => {
    const tampered = { ...escrow, proof: { ...escrow.proof, c: plusOne(escrow.proof.c) } };
    expect(checkEscrow(context, tampered)).toEqual({ ok: false, error: { code: 'bad-ephemeral', path: ['proof'], blame: author } });
    // Another seat's R and proof, copied to harvest DH values through complaints, do not carry over.
    const other = testDeal(table, 0, BID, undefined, 'blame');
    const copied = { ...escrow, ephemeral: other.escrow.ephemeral, proof: other.escrow.proof };
    expect(checkEscrow(context, copied)).toEqual({ ok: false, error: { code: 'bad-ephemeral', path: ['proof'], blame: author } });
    expect(checkEscrow(context, { ...escrow, ephemeral: new Uint8Array(32) })).toEqual({ ok: false, error: { code: 'bad-ephemeral', path: ['ephemeral'], blame: author } });
    // Its author's own check (proofOfR false: the session's own deal) skips the proof, not the points.
    expect(checkEscrow(context, tampered, false)).toEqual({ ok: true, value: tampered });
    expect(checkEscrow(context, { ...escrow, ephemeral: new Uint8Array(32) }, false)).toEqual({ ok: false, error: { code: 'bad-ephemeral', path: ['ephemeral'], blame: author } });
  });

  it('a tampered Feldman commitment: every recipient\'s share fails, and a complaint convicts the author', () => {
    const tampered = { ...escrow, commitments: escrow.commitments.map((A, k) => (k === 1 ? encodePoint(Point.BASE.multiply(5n)) : A)) };
    expect(checkEscrow(context, tampered).ok).toBe(true);
    for (const [i, { seat }] of context.recipients.entries()) {
      expect(checkEscrowShare(context, tampered, seat, table.escrow[seat]!.secretKey)).toEqual({ ok: false, error: { code: 'bad-share', path: ['shares', i], blame: author } });
    }
    const seat = context.recipients[0]!.seat;
    expect(judgeEscrowComplaint(context, tampered, seat, makeEscrowComplaint(context, tampered, seat, table.escrow[seat]!.secretKey))).toMatchObject({ code: 'bad-share', blame: author });
    // The identity, or a non-canonical point, is refused on sight.
    const identity = { ...escrow, commitments: [Point.ZERO.toBytes(), ...escrow.commitments.slice(1)] };
    expect(checkEscrow(context, identity)).toEqual({ ok: false, error: { code: 'bad-commitments', path: ['commitments', 0], blame: author } });
    const nonCanonical = { ...escrow, commitments: [new Uint8Array(32).fill(0xff), ...escrow.commitments.slice(1)] };
    expect(checkEscrow(context, nonCanonical)).toEqual({ ok: false, error: { code: 'bad-commitments', path: ['commitments', 0], blame: author } });
  });

  it('a bad encryption (a sealed opening that does not open the commitment) is found when it is opened, and convicts the author', () => {
    const releases = allReleases(table, context, escrow);
    const s = secretOf(context, releases);
    const ctx = contextHashOf(context, escrow);
    // The author sealed a bid of 0 behind a commitment to 3 (hoping to withhold after high bids).
    const lower = { ...escrow, sealed: sealOpening(encodeCanonical({ payload: 0, salt: opening.salt }), s, ctx) };
    expect(openEscrow(context, lower, releases)).toEqual({ ok: false, error: { code: 'bad-encryption', path: ['sealed'], blame: author } });
    for (const at of [0, 10, ESCROW_PAD_BYTES - 1]) {
      const garbled = { ...escrow, sealed: escrow.sealed.map((b, i) => (i === at ? b ^ 1 : b)) };
      expect(openEscrow(context, garbled, releases)).toEqual({ ok: false, error: { code: 'bad-encryption', path: ['sealed'], blame: author } });
    }
    // Non-zero padding, or a length past the end, are refused even when the payload inside is right.
    const plain = encodeCanonical({ payload: opening.payload, salt: opening.salt });
    const longer = new Uint8Array(2 * ESCROW_PAD_BYTES);
    longer.set([0, 0, 0, plain.length]);
    longer.set(plain, 4);
    const extraBlock = { ...escrow, sealed: xorWithStream(longer, s, ctx) };
    const dirtyPadding = new Uint8Array(ESCROW_PAD_BYTES);
    dirtyPadding.set([0, 0, 0, plain.length]);
    dirtyPadding.set(plain, 4);
    dirtyPadding[ESCROW_PAD_BYTES - 1] = 1;
    expect(openEscrow(context, { ...escrow, sealed: xorWithStream(dirtyPadding, s, ctx) }, releases)).toEqual({ ok: false, error: { code: 'bad-encryption', path: ['sealed'], blame: author } });
    const pastTheEnd = Uint8Array.from(dirtyPadding, (b, i) => (i === ESCROW_PAD_BYTES - 1 ? 0 : i === 2 ? 0x10 : b));
    expect(openEscrow(context, { ...escrow, sealed: xorWithStream(pastTheEnd, s, ctx) }, releases)).toEqual({ ok: false, error: { code: 'bad-encryption', path: ['sealed'], blame: author } });
    // The honest padding of the same bytes opens.
    expect(openEscrow(context, { ...escrow, sealed: sealOpening(plain, s, ctx) }, releases)).toEqual({ ok: true, value: opening });
    expect(openEscrow(context, extraBlock, releases)).toEqual({ ok: false, error: { code: 'bad-encryption', path: ['sealed'], blame: author } });
  });

  it('a wrong released share is refused and blamed on its sender, alone or inside an opening', () => {
    const releases = allReleases(table, context, escrow);
    const liar = releases[1]!;
    const wrong = { seat: liar.seat, release: { seat: liar.seat, share: plusOne((liar.release as { share: Uint8Array }).share) } };
    expect(checkEscrowRelease(context, escrow, wrong.seat, wrong.release)).toEqual({ ok: false, error: { code: 'bad-release', path: ['share'], blame: liar.seat } });
    expect(openEscrow(context, escrow, [releases[0]!, wrong, releases[2]!])).toEqual({ ok: false, error: { code: 'bad-release', path: ['share'], blame: liar.seat } });
    // Another seat's share re-sent under one's own name, a non-recipient, a malformed release.
    const copied = { seat: liar.seat, share: (releases[0]!.release as { share: Uint8Array }).share };
    expect(checkEscrowRelease(context, escrow, liar.seat, copied)).toMatchObject({ ok: false, error: { code: 'bad-release', blame: liar.seat } });
    expect(checkEscrowRelease(context, escrow, author, { seat: author, share: copied.share })).toMatchObject({ ok: false, error: { code: 'bad-release', blame: author } });
    expect(checkEscrowRelease(context, escrow, liar.seat, { seat: liar.seat, share: new Uint8Array(32).fill(0xff) })).toEqual({ ok: false, error: { code: 'bad-release', path: ['share'], blame: liar.seat } });
    expect(checkEscrowRelease(context, escrow, liar.seat, null)).toMatchObject({ ok: false, error: { code: 'bad-release' } });
  });
});

describe('escrow: strict, bounded decoding of untrusted escrows', () => {
  const table = testTable(4);
  const { context, escrow } = testDeal(table, 0, ORDERS, undefined, 'strict');
  const refused = (value: unknown, code: string, path: readonly (string | number)[]) =>
    expect(checkEscrow(context, value)).toEqual({ ok: false, error: { code, path, blame: 0 } });

  it('refuses wrong shapes, lengths and sizes before any arithmetic', () => {
    refused(null, 'bad-shape', []);
    refused([], 'bad-shape', []);
    refused({ ...escrow, extra: true }, 'bad-shape', []);
    refused({ ...escrow, commitments: escrow.commitments.slice(1) }, 'bad-shape', ['commitments']);
    refused({ ...escrow, commitments: new Array(1_000_000).fill(escrow.commitments[0]) }, 'bad-shape', ['commitments']);
    refused({ ...escrow, shares: [...escrow.shares, escrow.shares[0]] }, 'bad-shape', ['shares']);
    refused({ ...escrow, sealed: new Uint8Array(0) }, 'bad-shape', ['sealed']);
    refused({ ...escrow, sealed: new Uint8Array(MAX_SEALED_BYTES + ESCROW_PAD_BYTES) }, 'bad-shape', ['sealed']);
    refused({ ...escrow, sealed: escrow.sealed.subarray(1) }, 'bad-shape', ['sealed']);
  });

  it('refuses a non-canonical padded share (≥ ℓ) and a short one', () => {
    const big = new Uint8Array(32).fill(0xff);
    refused(withShare(escrow, 0, big), 'bad-shape', ['shares', 0]);
    refused(withShare(escrow, 2, escrow.shares[2]!.subarray(1)), 'bad-shape', ['shares', 2]);
  });

  it('a seat cannot register a key it cannot prove, or another seat\'s key', () => {
    const keys = escrowKeyPair(bytesOf('k'));
    const owner = table.signing[1]!.publicKey;
    const proof = proveEscrowKey(keys.secretKey, table.game, owner);
    expect(isValidEscrowKey(keys.publicKey, proof, table.game, owner)).toBe(true);
    expect(isValidEscrowKey(keys.publicKey, proof, table.game, table.signing[2]!.publicKey)).toBe(false);
    expect(isValidEscrowKey(keys.publicKey, proof, bytesOf('another game'), owner)).toBe(false);
    expect(isValidEscrowKey(table.escrow[0]!.publicKey, proof, table.game, owner)).toBe(false);
    expect(isValidEscrowKey(new Uint8Array(32), proof, table.game, owner)).toBe(false);
  });

  it('refuses a malformed context as a programmer error', () => {
    const opening = { salt: bytesOf('salt'), payload: 1 };
    const good = testContext(table, 0, 'd', opening);
    expect(() => dealEscrow({ ...good, threshold: 0 }, opening, bytesOf('r'))).toThrow(RangeError);
    expect(() => dealEscrow({ ...good, threshold: 4 }, opening, bytesOf('r'))).toThrow(RangeError);
    expect(() => dealEscrow({ ...good, recipients: [{ seat: 0, key: table.escrow[0]!.publicKey }, ...good.recipients] }, opening, bytesOf('r'))).toThrow(RangeError);
    expect(() => dealEscrow({ ...good, recipients: [...good.recipients].reverse() }, opening, bytesOf('r'))).toThrow(RangeError);
    expect(() => dealEscrow({ ...good, recipients: good.recipients.map((r) => ({ ...r, key: good.recipients[0]!.key })) }, opening, bytesOf('r'))).toThrow(RangeError);
    expect(() => dealEscrow(good, { ...opening, payload: 2 }, bytesOf('r'))).toThrow(RangeError);
    expect(() => dealEscrow(good, opening, new Uint8Array(16))).toThrow(RangeError);
  });

  it('the default threshold is a majority of the other seats', () => {
    expect([3, 4, 5, 6].map(escrowThreshold)).toEqual([2, 2, 3, 3]);
    const keys = table.escrow.map((k) => k.publicKey);
    const made = makeEscrowContext({ game: table.game, decision: 'd', author: table.signing[2]!.publicKey }, 2, bytesOf('c'), keys);
    expect(made.recipients.map((r) => r.seat)).toEqual([0, 1, 3]);
    expect(made.threshold).toBe(2);
    expect(() => makeEscrowContext({ game: table.game, decision: 'd', author: table.signing[2]!.publicKey }, 2, bytesOf('c'), [keys[0]!, keys[0]!, keys[2]!, keys[3]!])).toThrow(RangeError);
  });
});

describe('escrow: properties', () => {
  const payloads = fc.oneof(
    fc.integer({ min: 0, max: 20 }),
    fc.string({ maxLength: 40 }).map((s) => s.normalize('NFC')).filter((s) => !/\p{Cs}/u.test(s)),
    fc.array(fc.record({ area: fc.constantFrom('winterfell', 'the-eyrie', 'lannisport'), token: fc.constantFrom('march+1', 'raid', 'support*') }), { maxLength: 6 }).map((orders) => ({ orders })),
  );
  const tables = new Map<number, TestTable>([3, 4, 5, 6].map((n) => [n, testTable(n, `prop-${n}`)]));

  it('any t of the released shares, in any order, open exactly the committed payload; any t − 1 do not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }).chain((n) => fc.record({ n: fc.constant(n), author: fc.nat(n - 1), t: fc.integer({ min: 1, max: n - 1 }), order: fc.shuffledSubarray([...Array(n - 1).keys()], { minLength: n - 1 }) })),
        payloads,
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        ({ n, author, t, order }, payload, randomness) => {
          const table = tables.get(n)!;
          const opening = { salt: randomness.map((b) => b ^ 0x5a), payload };
          const context = testContext(table, author, 'prop', opening, t);
          const escrow = dealEscrow(context, opening, randomness);
          const releases = allReleases(table, context, escrow);
          const shuffled = order.map((i) => releases[i]!);
          expect(openEscrow(context, escrow, shuffled.slice(0, t))).toEqual({ ok: true, value: opening });
          expect(openEscrow(context, escrow, shuffled.slice(0, t - 1))).toMatchObject({ ok: false, error: { code: 'too-few-shares' } });
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000); // 20 deals and openings: ~2 s alone, 7 s beside the whole-game tests on 2 cores

  it('a single flipped byte anywhere in a dealt escrow is refused or blamed on the author, never on an honest recipient', () => {
    const table = tables.get(4)!;
    const { context, opening, escrow } = testDeal(table, 2, ORDERS, undefined, 'flip');
    const releases = allReleases(table, context, escrow);
    const fields = ['commitments', 'ephemeral', 'proof', 'shares', 'sealed'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.nat(), fc.nat(31), fc.integer({ min: 1, max: 255 }), (field, which, byte, mask) => {
        const flip = (b: Uint8Array) => b.map((v, i) => (i === byte % b.length ? v ^ mask : v));
        const tampered: Escrow =
          field === 'ephemeral' || field === 'sealed'
            ? { ...escrow, [field]: flip(escrow[field]) }
            : field === 'proof'
              ? { ...escrow, proof: which % 2 === 0 ? { ...escrow.proof, c: flip(escrow.proof.c) } : { ...escrow.proof, s: flip(escrow.proof.s) } }
              : { ...escrow, [field]: escrow[field].map((b, k) => (k === which % escrow[field].length ? flip(b) : b)) };
        const publicCheck = checkEscrow(context, tampered);
        if (!publicCheck.ok) {
          expect(publicCheck.error.blame).toBe(2);
          return;
        }
        // It passed the public check: then a recipient's check, a complaint or the opening convicts the author.
        const verdicts = context.recipients.map(({ seat }) => checkEscrowShare(context, tampered, seat, table.escrow[seat]!.secretKey));
        const complainers = context.recipients.filter((_, i) => !verdicts[i]!.ok);
        for (const { seat } of complainers) {
          expect(judgeEscrowComplaint(context, tampered, seat, makeEscrowComplaint(context, tampered, seat, table.escrow[seat]!.secretKey))).toMatchObject({ blame: 2 });
        }
        if (complainers.length === 0) {
          expect(openEscrow(context, tampered, releases)).toMatchObject({ ok: false, error: { code: 'bad-encryption', blame: 2 } });
        }
        expect(opening.payload).toEqual(ORDERS);
      }),
      { numRuns: 40 },
    );
  }, 60_000); // 40 checks of a 4-seat escrow: as above
});

describe('escrow: the share pad is bound to its deal', () => {
  it('the ephemeral proof is a DLEQ proof of the project (dleq.ts), here with both bases G', () => {
    const table = testTable(3);
    const { context, escrow } = testDeal(table, 0, BID, undefined, 'pad');
    const r = 12345n;
    const R = Point.BASE.multiply(r);
    const forged = { ...escrow, ephemeral: R.toBytes(), proof: proveDleq(r, { g1: Point.BASE, h1: R, g2: Point.BASE, h2: R }, new Uint8Array(32)) };
    expect(checkEscrow(context, forged)).toMatchObject({ ok: false, error: { code: 'bad-ephemeral', path: ['proof'] } });
  });
});

function contextHashOf(context: EscrowContext, escrow: Escrow): Uint8Array {
  const checked = decodeEscrow(context, escrow);
  if (!checked.ok) throw new Error('expected an honest escrow');
  return checked.value.context;
}

/** bytes XOR the sealing stream of (s, ctx), recovered from sealOpening of zeros of the same size. */
function xorWithStream(bytes: Uint8Array, secret: bigint, ctx: Uint8Array): Uint8Array {
  const probe = sealOpening(new Uint8Array(bytes.length - 4), secret, ctx);
  const header = [0, 0, 0, 0].map((_, i) => ((bytes.length - 4) >>> (8 * (3 - i))) & 0xff);
  return Uint8Array.from(bytes, (b, i) => b ^ probe[i]! ^ (i < 4 ? header[i]! : 0));
}

function mod(n: bigint): bigint {
  const r = n % GROUP_ORDER;
  return r < 0n ? r + GROUP_ORDER : r;
}

function modInverse(n: bigint): bigint {
  // Fermat: n^(ℓ−2) mod ℓ, by square and multiply.
  let result = 1n;
  let base = mod(n);
  let e = GROUP_ORDER - 2n;
  while (e > 0n) {
    if (e & 1n) result = (result * base) % GROUP_ORDER;
    base = (base * base) % GROUP_ORDER;
    e >>= 1n;
  }
  return result;
}

// The polynomial helper must agree with the definition at a few points.
it('evaluatePolynomial is f(x) = Σ a_k x^k mod ℓ', () => {
  expect(evaluatePolynomial([5n, 1n], 2n)).toBe(7n);
  expect(evaluatePolynomial([GROUP_ORDER - 1n, 1n], 1n)).toBe(0n);
  expect(interpolateAtZero([{ x: 1n, y: 6n }, { x: 2n, y: 7n }])).toBe(5n);
});
