// ristretto255: RFC 9496 appendix A vectors (multiples of the generator, invalid encodings),
// strict scalar decoding, and the commutativity the deck relies on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from './bytes';
import { DOMAIN } from './domain';
import { createDrbg } from './drbg';
import { GROUP_ORDER, Point, decodePoint, decodeScalar, encodePoint, encodeScalar, hashToPoint, invertScalar, mulScalar, mulSubPublic, randomScalar } from './group';

/** RFC 9496 A.1: encodings of 0·B … 15·B, typed in from the RFC. */
const MULTIPLES = [
  '0000000000000000000000000000000000000000000000000000000000000000',
  'e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76',
  '6a493210f7499cd17fecb510ae0cea23a110e8d5b901f8acadd3095c73a3b919',
  '94741f5d5d52755ece4f23f044ee27d5d1ea1e2bd196b462166b16152a9d0259',
  'da80862773358b466ffadfe0b3293ab3d9fd53c5ea6c955358f568322daf6a57',
  'e882b131016b52c1d3337080187cf768423efccbb517bb495ab812c4160ff44e',
  'f64746d3c92b13050ed8d80236a7f0007c3b3f962f5ba793d19a601ebb1df403',
  '44f53520926ec81fbd5a387845beb7df85a96a24ece18738bdcfa6a7822a176d',
  '903293d8f2287ebe10e2374dc1a53e0bc887e592699f02d077d5263cdd55601c',
  '02622ace8f7303a31cafc63f8fc48fdc16e1c8c8d234b2f0d6685282a9076031',
  '20706fd788b2720a1ed2a5dad4952b01f413bcf0e7564de8cdc816689e2db95f',
  'bce83f8ba5dd2fa572864c24ba1810f9522bc6004afe95877ac73241cafdab42',
  'e4549ee16b9aa03099ca208c67adafcafa4c3f3e4e5303de6026e3ca8ff84460',
  'aa52e000df2e16f55fb1032fc33bc42742dad6bd5a8fc0be0167436c5948501f',
  '46376b80f409b29dc2b5f6f0c52591990896e5716f41477cd30085ab7f10301e',
  'e0c418f7c8d9c4cdd7395b93ea124f3ad99021bb681dfc3302a9d99a2e53e64e',
];

/** RFC 9496 A.2: encodings that must be rejected, grouped by the reason given in the RFC. */
const INVALID: readonly [string, string][] = [
  ['non-canonical field encoding', '00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'],
  ['non-canonical field encoding', 'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'],
  ['non-canonical field encoding', 'f3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'],
  ['non-canonical field encoding', 'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'],
  ['negative field element', '0100000000000000000000000000000000000000000000000000000000000000'],
  ['negative field element', '01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'],
  ['negative field element', 'ed57ffd8c914fb201471d1c3d245ce3c746fcbe63a3679d51b6a516ebebe0e20'],
  ['negative field element', 'c34c4e1826e5d403b78e246e88aa051c36ccf0aafebffe137d148a2bf9104562'],
  ['negative field element', 'c940e5a4404157cfb1628b108db051a8d439e1a421394ec4ebccb9ec92a8ac78'],
  ['negative field element', '47cfc5497c53dc8e61c91d17fd626ffb1c49e2bca94eed052281b510b1117a24'],
  ['negative field element', 'f1c6165d33367351b0da8f6e4511010c68174a03b6581212c71c0e1d026c3c72'],
  ['negative field element', '87260f7a2f12495118360f02c26a470f450dadf34a413d21042b43b9d93e1309'],
  ['non-square x^2', '26948d35ca62e643e26a83177332e6b6afeb9d08e4268b650f1f5bbd8d81d371'],
  ['non-square x^2', '4eac077a713c57b4f4397629a4145982c661f48044dd3f96427d40b147d9742f'],
  ['non-square x^2', 'de6a7b00deadc788eb6b6c8d20c0ae96c2f2019078fa604fee5b87d6e989ad7b'],
  ['non-square x^2', 'bcab477be20861e01e4a0e295284146a510150d9817763caf1a6f4b422d67042'],
  ['non-square x^2', '2a292df7e32cababbd9de088d1d1abec9fc0440f637ed2fba145094dc14bea08'],
  ['non-square x^2', 'f4a9e534fc0d216c44b218fa0c42d99635a0127ee2e53c712f70609649fdff22'],
  ['non-square x^2', '8268436f8c4126196cf64b3c7ddbda90746a378625f9813dd9b8457077256731'],
  ['non-square x^2', '2810e5cbc2cc4d4eece54f61c6f69758e289aa7ab440b3cbeaa21995c2f4232b'],
  ['negative xy value', '3eb858e78f5a7254d8c9731174a94f76755fd3941c0ac93735c07ba14579630e'],
  ['negative xy value', 'a45fdc55c76448c049a1ab33f17023edfb2be3581e9c7aade8a6125215e04220'],
  ['negative xy value', 'd483fe813c6ba647ebbfd3ec41adca1c6130c2beeee9d9bf065c8d151c5f396e'],
  ['negative xy value', '8a2e1d30050198c65a54483123960ccc38aef6848e1ec8f5f780e8523769ba32'],
  ['negative xy value', '32888462f8b486c68ad7dd9610be5192bbeaf3b443951ac1a8118419d9fa097b'],
  ['negative xy value', '227142501b9d4355ccba290404bde41575b037693cef1f438c47f8fbf35d1165'],
  ['negative xy value', '5c37cc491da847cfeb9281d407efc41e15144c876e0170b499a96a22ed31e01e'],
  ['negative xy value', '445425117cb8c90edcbc7c1cc0e74f747f2c1efa5630a967c64f287792a48a4b'],
  ['s = -1, which causes y = 0', 'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'],
];

describe('ristretto255: RFC 9496 vectors', () => {
  it('encodes 0·B … 15·B as in A.1, and decodes them back', () => {
    let p = Point.ZERO;
    for (const [k, hex] of MULTIPLES.entries()) {
      expect(toHex(p.toBytes())).toBe(hex);
      if (k > 0) {
        expect(toHex(encodePoint(Point.BASE.multiply(BigInt(k))))).toBe(hex);
        expect(decodePoint(fromHex(hex))?.equals(p)).toBe(true);
      }
      p = p.add(Point.BASE);
    }
  });

  it('the identity decodes in noble but is refused by decodePoint (a card or key must not be it)', () => {
    expect(Point.fromBytes(fromHex(MULTIPLES[0]!)).is0()).toBe(true);
    expect(decodePoint(fromHex(MULTIPLES[0]!))).toBeNull();
  });

  it.each(INVALID)('refuses an invalid encoding (%s): %s', (_why, hex) => {
    expect(decodePoint(fromHex(hex))).toBeNull();
  });

  it('refuses wrong lengths and non-bytes', () => {
    expect(decodePoint(fromHex(MULTIPLES[1]!).subarray(1))).toBeNull();
    expect(decodePoint(MULTIPLES[1])).toBeNull();
  });
});

describe('scalars', () => {
  it('decodeScalar accepts exactly [1, ℓ) in canonical little-endian', () => {
    expect(decodeScalar(encodeScalar(1n))).toBe(1n);
    expect(decodeScalar(encodeScalar(GROUP_ORDER - 1n))).toBe(GROUP_ORDER - 1n);
    expect(decodeScalar(new Uint8Array(32))).toBeNull(); // zero
    const l = encodeScalar(GROUP_ORDER - 1n);
    l[0] = l[0]! + 1; // ℓ itself: the same key as 0, non-canonical
    expect(decodeScalar(l)).toBeNull();
    expect(decodeScalar(new Uint8Array(32).fill(0xff))).toBeNull();
    expect(() => encodeScalar(GROUP_ORDER)).toThrow(RangeError);
  });

  it('randomScalar is deterministic per stream and in range', () => {
    const a = randomScalar(createDrbg(new Uint8Array(32), 's'));
    expect(randomScalar(createDrbg(new Uint8Array(32), 's'))).toBe(a);
    expect(a > 0n && a < GROUP_ORDER).toBe(true);
  });
});

describe('mulSubPublic (one Strauss–Shamir pass on public data)', () => {
  const scalar = fc.bigInt({ min: 0n, max: GROUP_ORDER - 1n });
  it('is a·P − b·Q, the same point as two multiplications, for any point or the generator', () => {
    fc.assert(
      fc.property(scalar, scalar, fc.bigInt({ min: 1n, max: GROUP_ORDER - 1n }), fc.bigInt({ min: 1n, max: GROUP_ORDER - 1n }), fc.boolean(), (a, b, x, y, base) => {
        const p = base ? Point.BASE : Point.BASE.multiply(x);
        const q = Point.BASE.multiply(y);
        const expected = (a === 0n ? Point.ZERO : p.multiply(a)).subtract(b === 0n ? Point.ZERO : q.multiply(b));
        expect(toHex(encodePoint(mulSubPublic(a, p, b, q)))).toBe(toHex(encodePoint(expected)));
      }),
      { numRuns: 30 },
    );
  }, 60_000);
  it('refuses scalars outside [0, ℓ)', () => {
    expect(() => mulSubPublic(GROUP_ORDER, Point.BASE, 1n, Point.BASE)).toThrow(RangeError);
    expect(() => mulSubPublic(1n, Point.BASE, -1n, Point.BASE)).toThrow(RangeError);
  });
});

describe('the algebra the deck relies on', () => {
  const scalar = fc.bigInt({ min: 1n, max: GROUP_ORDER - 1n });
  const card = hashToPoint(DOMAIN.DECK_CARD, [Uint8Array.of(1)]);

  it('locks commute: a·(b·C) = b·(a·C), and a⁻¹ removes a', () => {
    fc.assert(
      fc.property(scalar, scalar, (a, b) => {
        expect(card.multiply(b).multiply(a).equals(card.multiply(a).multiply(b))).toBe(true);
        expect(card.multiply(a).multiply(invertScalar(a)).equals(card)).toBe(true);
        expect(card.multiply(mulScalar(a, b)).equals(card.multiply(a).multiply(b))).toBe(true);
      }),
      { numRuns: 10 }, // three to five point multiplications per run
    );
  });

  it('hash-to-point is deterministic and separates inputs', () => {
    const again = hashToPoint(DOMAIN.DECK_CARD, [Uint8Array.of(1)]);
    expect(again.equals(card)).toBe(true);
    expect(hashToPoint(DOMAIN.DECK_CARD, [Uint8Array.of(2)]).equals(card)).toBe(false);
    expect(hashToPoint(DOMAIN.DECK_CARD, [Uint8Array.of(1), new Uint8Array(0)]).equals(card)).toBe(false);
  });
});
