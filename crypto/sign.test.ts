// Ed25519: RFC 8032 §7.1 known answers, cross-checks against tweetnacl and node:crypto (a
// second and third implementation), and the edge cases of the one strict verification rule.
import { createPrivateKey, createPublicKey, sign as nodeSign, verify as nodeVerify } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import fc from 'fast-check';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { concatBytes, fromHex, toHex } from './bytes';
import { nativeEd25519, setNativeEd25519 } from './native-ed25519';
import { isValidPublicKey, keyPairFromSeed, sign, verify } from './sign';

/** RFC 8032 §7.1 "Test Vectors for Ed25519", typed in from the RFC (TEST 1, 2, 3, SHA(abc)). */
const RFC8032 = [
  {
    name: 'TEST 1 (empty message)',
    secret: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    public: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    message: '',
    signature:
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    name: 'TEST 2 (one byte)',
    secret: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
    public: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    message: '72',
    signature:
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
  {
    name: 'TEST 3 (two bytes)',
    secret: 'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7',
    public: 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
    message: 'af82',
    signature:
      '6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a',
  },
  {
    name: 'TEST SHA(abc) (the 64-byte SHA-512 of "abc")',
    secret: '833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42',
    public: 'ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf',
    message:
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    signature:
      'dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704',
  },
];

/** The group order L = 2^252 + 27742317777372353535851937790883648493. */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;

describe('Ed25519: RFC 8032 known answers', () => {
  it.each(RFC8032)('$name', (v) => {
    const keys = keyPairFromSeed(fromHex(v.secret));
    expect(toHex(keys.publicKey)).toBe(v.public);
    expect(toHex(sign(keys.secretKey, fromHex(v.message)))).toBe(v.signature);
    expect(verify(keys.publicKey, fromHex(v.message), fromHex(v.signature))).toBe(true);
  });
});

describe('Ed25519: second and third implementations', () => {
  const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });
  const message = fc.uint8Array({ maxLength: 100 });

  it('tweetnacl produces the same keys and signatures, and they verify here', () => {
    fc.assert(
      fc.property(seed, message, (s, m) => {
        const naclKeys = nacl.sign.keyPair.fromSeed(s);
        const ours = keyPairFromSeed(s);
        expect(toHex(ours.publicKey)).toBe(toHex(naclKeys.publicKey));
        const naclSig = nacl.sign.detached(m, naclKeys.secretKey);
        expect(toHex(sign(s, m))).toBe(toHex(naclSig));
        expect(verify(ours.publicKey, m, naclSig)).toBe(true);
        expect(nacl.sign.detached.verify(m, sign(s, m), ours.publicKey)).toBe(true);
      }),
      { numRuns: 15 }, // tweetnacl is slow (≈10 ms per verify)
    );
  });

  it('node:crypto (OpenSSL, strict RFC 8032) agrees on signatures and verification', () => {
    fc.assert(
      fc.property(seed, message, (s, m) => {
        const keys = keyPairFromSeed(s);
        const { privateKey, publicKey } = nodeKeys(s, keys.publicKey);
        expect(toHex(nodeSign(null, m, privateKey))).toBe(toHex(sign(s, m)));
        expect(nodeVerify(null, m, publicKey, sign(s, m))).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

describe('Ed25519: the strict rule on edge cases', () => {
  const keys = keyPairFromSeed(fromHex(RFC8032[1]!.secret));
  const message = fromHex(RFC8032[1]!.message);
  const good = fromHex(RFC8032[1]!.signature);

  it('rejects S + L (the same S modulo L, non-canonical), which OpenSSL also rejects', () => {
    const s = bytesToBigLE(good.subarray(32));
    const malleated = concatBytes(good.subarray(0, 32), bigToBytesLE(s + L));
    expect(verify(keys.publicKey, message, malleated)).toBe(false);
    const { publicKey } = nodeKeys(fromHex(RFC8032[1]!.secret), keys.publicKey);
    expect(nodeVerify(null, message, publicKey, malleated)).toBe(false);
  });

  it('rejects wrong lengths of key and signature instead of throwing', () => {
    expect(verify(keys.publicKey, message, good.subarray(0, 63))).toBe(false);
    expect(verify(keys.publicKey, message, concatBytes(good, Uint8Array.of(0)))).toBe(false);
    expect(verify(keys.publicKey.subarray(0, 31), message, good)).toBe(false);
    expect(verify(new Uint8Array(0), message, new Uint8Array(0))).toBe(false);
  });

  it('throws TypeError when an argument is not bytes (programmer error)', () => {
    expect(() => verify(keys.publicKey, 'm' as unknown as Uint8Array, good)).toThrow(TypeError);
    expect(() => sign(keys.secretKey.subarray(0, 31), message)).toThrow(RangeError);
    expect(() => keyPairFromSeed(new Uint8Array(31))).toThrow(RangeError);
  });

  it('rejects every single-bit mutation of signature, message or key', () => {
    fc.assert(
      fc.property(fc.constantFrom('signature', 'message', 'key'), fc.nat(), (what, bit) => {
        const sig = good.slice();
        const msg = message.slice();
        const pk = keys.publicKey.slice();
        const target = what === 'signature' ? sig : what === 'message' ? msg : pk;
        target[(bit >> 3) % target.length]! ^= 1 << (bit & 7);
        expect(verify(pk, msg, sig)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects a small-order public key that noble\'s permissive default (ZIP-215) accepts', () => {
    // A = identity, R = identity, S = 0: [8]0·B = [8]R + [8]k·A holds for ANY message.
    const identity = fromHex('0100000000000000000000000000000000000000000000000000000000000000');
    const forged = concatBytes(identity, new Uint8Array(32));
    const anyMessage = new TextEncoder().encode('I resign');
    expect(ed25519.verify(forged, anyMessage, identity)).toBe(true); // why the option matters
    expect(verify(identity, anyMessage, forged)).toBe(false);
    expect(isValidPublicKey(identity)).toBe(false);
  });

  it('rejects non-canonical point encodings (y ≥ p) of keys', () => {
    // y = p (encodes 0) and y = p + 1 (encodes the identity), both ≥ p = 2^255 − 19.
    for (const hex of ['edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', 'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f']) {
      expect(isValidPublicKey(fromHex(hex))).toBe(false);
      expect(verify(fromHex(hex), message, good)).toBe(false);
    }
    expect(isValidPublicKey(keys.publicKey)).toBe(true);
  });

  it('rejects a non-canonical R even with a small-order key that ZIP-215 accepts', () => {
    const identity = fromHex('0100000000000000000000000000000000000000000000000000000000000000');
    const nonCanonicalIdentity = fromHex('eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f');
    const forged = concatBytes(nonCanonicalIdentity, new Uint8Array(32));
    expect(ed25519.verify(forged, message, identity)).toBe(true);
    expect(verify(identity, message, forged)).toBe(false);
  });
});

describe('Ed25519: verify (cached, precomputed keys) answers as noble\'s strict verify does', () => {
  const strict = (pk: Uint8Array, msg: Uint8Array, sig: Uint8Array) => {
    try {
      return ed25519.verify(sig, msg, pk, { zip215: false });
    } catch {
      return false;
    }
  };
  const signer = keyPairFromSeed(new Uint8Array(32).fill(42));
  const messages = Array.from({ length: 8 }, (_, i) => new TextEncoder().encode(`entry ${i}`));
  const signatures = messages.map((m) => sign(signer.secretKey, m));

  it('agrees on valid signatures by a key seen many times (the precomputed path) and on swapped pairs', () => {
    for (let round = 0; round < 3; round++) {
      messages.forEach((m, i) => {
        expect(verify(signer.publicKey, m, signatures[i]!)).toBe(true);
        const other = signatures[(i + 1) % signatures.length]!;
        expect(verify(signer.publicKey, m, other)).toBe(strict(signer.publicKey, m, other));
        expect(verify(signer.publicKey, m, other)).toBe(false);
      });
    }
  });

  it('agrees on every single-bit mutation of signature, message or key, before and after the key is cached', () => {
    fc.assert(
      fc.property(fc.constantFrom('signature', 'message', 'key'), fc.nat(7), fc.nat(), (what, which, bit) => {
        const sig = signatures[which]!.slice();
        const msg = messages[which]!.slice();
        const pk = signer.publicKey.slice();
        const target = what === 'signature' ? sig : what === 'message' ? msg : pk;
        target[(bit >> 3) % target.length]! ^= 1 << (bit & 7);
        expect(verify(pk, msg, sig)).toBe(strict(pk, msg, sig));
        expect(verify(pk, msg, sig)).toBe(false); // a second time: the mutated key is now cached
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('agrees on the edge cases: S + L, S = L, a small-order key, non-canonical keys and R', () => {
    const good = signatures[0]!;
    const s = bytesToBigLE(good.subarray(32));
    const identity = fromHex('0100000000000000000000000000000000000000000000000000000000000000');
    const cases: [Uint8Array, Uint8Array, Uint8Array][] = [
      [signer.publicKey, messages[0]!, concatBytes(good.subarray(0, 32), bigToBytesLE(s + L))],
      [signer.publicKey, messages[0]!, concatBytes(good.subarray(0, 32), bigToBytesLE(L))],
      [identity, messages[0]!, concatBytes(identity, new Uint8Array(32))],
      [fromHex('edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'), messages[0]!, good],
      [signer.publicKey, messages[0]!, concatBytes(fromHex('eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'), good.subarray(32))],
    ];
    for (const [pk, msg, sig] of [...cases, ...cases]) {
      expect(verify(pk, msg, sig)).toBe(false);
      expect(strict(pk, msg, sig)).toBe(false);
    }
  });
});

function nodeKeys(seed: Uint8Array, publicKey: Uint8Array) {
  const x = Buffer.from(publicKey).toString('base64url');
  const d = Buffer.from(seed).toString('base64url');
  return {
    privateKey: createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d, x }, format: 'jwk' }),
    publicKey: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' }),
  };
}

function bytesToBigLE(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}

function bigToBytesLE(n: bigint): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = Number((n >> BigInt(8 * i)) & 0xffn);
  return out;
}

describe('Ed25519 through node:crypto (native-ed25519.ts): the same answers as the portable code', () => {
  const strict = (pk: Uint8Array, msg: Uint8Array, sig: Uint8Array) => {
    try {
      return ed25519.verify(sig, msg, pk, { zip215: false });
    } catch {
      return false;
    }
  };
  /** verify() with the native path on and off, and noble's strict verify: all three must agree. */
  const answers = (pk: Uint8Array, msg: Uint8Array, sig: Uint8Array) => {
    const native = verify(pk, msg, sig);
    setNativeEd25519(false);
    try {
      return { native, portable: verify(pk, msg, sig), noble: strict(pk, msg, sig) };
    } finally {
      setNativeEd25519(true);
    }
  };
  const Fn = ed25519.Point.Fn;
  const B = ed25519.Point.BASE;
  // A point of order 8 (one of the eight small-order points of RFC 8032's curve).
  const T8 = ed25519.Point.fromHex('c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a');
  /** A signature made by hand: R = [r]B + rTorsion, key A = [a]B + aTorsion, S = r + k·a. */
  function handMade(a: bigint, r: bigint, rTorsion: typeof T8, aTorsion: typeof T8, msg: Uint8Array) {
    const A = B.multiply(a).add(aTorsion);
    const R = B.multiply(r).add(rTorsion);
    const pk = A.toBytes();
    const rBytes = R.toBytes();
    const k = Fn.create(bytesToBigLE(sha512(concatBytes(rBytes, pk, msg))));
    return { pk, sig: concatBytes(rBytes, bigToBytesLE(Fn.add(r, Fn.mul(k, a)))) };
  }

  it('is on in Node', () => {
    expect(nativeEd25519()).not.toBeNull();
    expect(T8.multiplyUnsafe(8n).is0() && !T8.multiplyUnsafe(4n).is0()).toBe(true);
  });

  it('signs byte for byte as noble does (random seeds and messages)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ maxLength: 200 }), (seed, msg) => {
        expect(toHex(sign(seed, msg))).toBe(toHex(ed25519.sign(msg, seed)));
      }),
      { numRuns: 100 },
    );
  });

  it('accepts what only the cofactored equation accepts (R or the key with a small-order part), as before — OpenSSL alone would refuse', () => {
    const msg = new TextEncoder().encode('torsion');
    const I = ed25519.Point.ZERO;
    for (const [rT, aT] of [[T8, I], [I, T8], [T8, T8.double()]] as const) {
      const { pk, sig } = handMade(123456789n, 987654321n, rT, aT, msg);
      const nodePublic = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(pk).toString('base64url') }, format: 'jwk' });
      const openssl = nodeVerify(null, msg, nodePublic, sig);
      const a = answers(pk, msg, sig);
      expect(a).toEqual({ native: a.noble, portable: a.noble, noble: a.noble });
      // Where OpenSSL and noble differ, ours follows noble:
      if (openssl !== a.noble) expect(a.native).toBe(a.noble);
    }
    // At least one of them is a case where OpenSSL refuses and the strict rule accepts.
    const { pk, sig } = handMade(5n, 7n, T8, I, msg);
    const nodePublic = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(pk).toString('base64url') }, format: 'jwk' });
    expect(nodeVerify(null, msg, nodePublic, sig)).toBe(false);
    expect(answers(pk, msg, sig)).toEqual({ native: true, portable: true, noble: true });
  });

  it('agrees on the edge cases: S + L, S = L, S = 0, small-order and non-canonical keys and R, every small-order key', () => {
    const signer = keyPairFromSeed(new Uint8Array(32).fill(9));
    const msg = new TextEncoder().encode('edge');
    const good = sign(signer.secretKey, msg);
    const s = bytesToBigLE(good.subarray(32));
    const identity = fromHex('0100000000000000000000000000000000000000000000000000000000000000');
    const smallOrder = [0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n].map((i) => T8.multiplyUnsafe(i).toBytes());
    const cases: [Uint8Array, Uint8Array, Uint8Array][] = [
      [signer.publicKey, msg, good],
      [signer.publicKey, msg, concatBytes(good.subarray(0, 32), bigToBytesLE(s + L))],
      [signer.publicKey, msg, concatBytes(good.subarray(0, 32), bigToBytesLE(L))],
      [signer.publicKey, msg, concatBytes(good.subarray(0, 32), new Uint8Array(32))],
      [signer.publicKey, msg, concatBytes(good.subarray(0, 32), bigToBytesLE(L - 1n))],
      [fromHex('edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'), msg, good],
      [signer.publicKey, msg, concatBytes(fromHex('eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'), good.subarray(32))],
      ...smallOrder.map((pk): [Uint8Array, Uint8Array, Uint8Array] => [pk, msg, concatBytes(identity, new Uint8Array(32))]),
      ...smallOrder.map((r): [Uint8Array, Uint8Array, Uint8Array] => [signer.publicKey, msg, concatBytes(r, good.subarray(32))]),
    ];
    for (const [pk, m, sig] of cases) {
      const a = answers(pk, m, sig);
      expect(a.native).toBe(a.noble);
      expect(a.portable).toBe(a.noble);
    }
  });

  it('agrees on random mutations of signature, message and key (several bytes at once)', () => {
    const signer = keyPairFromSeed(new Uint8Array(32).fill(11));
    const msg = new TextEncoder().encode('mutate me');
    const good = sign(signer.secretKey, msg);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('signature', 'message', 'key'), fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 3 }), (edits) => {
        const sig = good.slice();
        const m = msg.slice();
        const pk = signer.publicKey.slice();
        for (const [what, at, xor] of edits) {
          const target = what === 'signature' ? sig : what === 'message' ? m : pk;
          target[at % target.length]! ^= xor;
        }
        const a = answers(pk, m, sig);
        expect(a.native).toBe(a.noble);
        expect(a.portable).toBe(a.noble);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
