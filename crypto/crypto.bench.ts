// Benchmarks of crypto/ (`npm run bench`), each next to the fastest primitive on the machine
// (node:crypto, native) so a ratio can be quoted. Game-state-like data: 58 areas with units
// and orders, 6 houses with cards and tracks, a 110-entry log with 32-byte hashes (~24 KB).
import { createHash, createPrivateKey, createPublicKey, sign as nodeSign, verify as nodeVerify } from 'node:crypto';
import { Packr } from 'msgpackr';
import nacl from 'tweetnacl';
import { bench, describe } from 'vitest';
import { utf8Bytes } from './bytes';
import { commit, openCommitment } from './commit';
import { decryptionShare, openPositionPrivately } from './deck-reveal';
import { setUpDeck, testSeeds, testSpec } from './deck.testkit';
import { decodeCanonical } from './decoding';
import { DOMAIN } from './domain';
import { encodeCanonical } from './encoding';
import { gameState } from './game-state.testkit';
import { Point } from './group';
import { hashValue, sha256 } from './hash';
import { keyPairFromSeed, sign, verify } from './sign';

const state = gameState();
const stateBytes = encodeCanonical(state);
const packr = new Packr({ useRecords: false });

describe(`canonical encoding of a ${(stateBytes.length / 1024).toFixed(1)} KB game state`, () => {
  bench('encodeCanonical', () => {
    encodeCanonical(state);
  });
  bench('decodeCanonical (strict)', () => {
    decodeCanonical(stateBytes);
  });
  bench('reference: msgpackr pack (not canonical)', () => {
    packr.pack(state);
  });
  bench('reference: msgpackr unpack (not strict)', () => {
    packr.unpack(stateBytes);
  });
  bench('hashValue (encode + SHA-256, the state hash)', () => {
    hashValue(DOMAIN.VALUE, state);
  });
  bench('reference: node:crypto sha256 of the encoded bytes', () => {
    createHash('sha256').update(stateBytes).digest();
  });
});

const keys = keyPairFromSeed(new Uint8Array(32).fill(7));
const message = sha256(utf8Bytes('a log entry id'));
const signature = sign(keys.secretKey, message);
const nodePrivate = createPrivateKey({
  key: { kty: 'OKP', crv: 'Ed25519', d: Buffer.from(keys.secretKey).toString('base64url'), x: Buffer.from(keys.publicKey).toString('base64url') },
  format: 'jwk',
});
const nodePublic = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(keys.publicKey).toString('base64url') }, format: 'jwk' });
const naclSecret = nacl.sign.keyPair.fromSeed(keys.secretKey).secretKey;

describe('Ed25519 sign', () => {
  bench('sign (noble)', () => {
    sign(keys.secretKey, message);
  });
  bench('reference: node:crypto sign', () => {
    nodeSign(null, message, nodePrivate);
  });
  bench('tweetnacl sign', () => {
    nacl.sign.detached(message, naclSecret);
  }, { time: 300 });
});

describe('Ed25519 verify (strict)', () => {
  bench('verify (noble, zip215: false)', () => {
    verify(keys.publicKey, message, signature);
  });
  bench('reference: node:crypto verify', () => {
    nodeVerify(null, message, nodePublic, signature);
  });
  bench('tweetnacl verify', () => {
    nacl.sign.detached.verify(message, signature, keys.publicKey);
  }, { time: 300 });
});

const context = { game: sha256(utf8Bytes('game')), decision: 'round-4/place-orders', author: keys.publicKey };
const salt = new Uint8Array(32).fill(9);
const orders = { orders: Array.from({ length: 10 }, (_, i) => ({ area: `area-${i}`, token: 'march+1' })) };
const commitment = commit(context, { salt, payload: orders });
const framed = encodeCanonical([context.game, context.decision, context.author, salt, orders]);

describe('commitments (10 orders)', () => {
  bench('commit', () => {
    commit(context, { salt, payload: orders });
  });
  bench('openCommitment', () => {
    openCommitment(commitment, context, { salt, payload: orders });
  });
  bench('reference: node:crypto sha256 of the same-size input', () => {
    createHash('sha256').update(framed).digest();
  });
});

const deal = testSpec(6, 24, 'tides-of-battle');
const dealSeeds = testSeeds(6, 'bench');
const dealTop3 = { ...deal, locked: 3 };
const dealt = setUpDeck(deal, dealSeeds);
const target = 3;
const otherShares = dealSeeds.map((s, i) => decryptionShare(deal, i, s, 0)).filter((s) => s.player !== target);
const scalar = 0x1234567890abcdef1234567890abcdefn;
const card = Point.BASE.multiply(99n);

describe('joint deck (24 cards, 6 players)', () => {
  bench('set-up: 6 shuffles + 6 proven locks, every step checked once', () => {
    setUpDeck(deal, dealSeeds);
  }, { iterations: 2, time: 0, warmupIterations: 0, warmupTime: 0 });
  bench('set-up with only the top 3 locked (Tides of Battle: spec.locked = 3), every step checked once', () => {
    setUpDeck(dealTop3, dealSeeds);
  }, { iterations: 2, time: 0, warmupIterations: 0, warmupTime: 0 });
  bench('private reveal: check 5 shares and open one position', () => {
    openPositionPrivately(deal, dealt.locks, 0, target, dealSeeds[target]!, otherShares);
  }, { time: 1000 });
  bench('reference: one ristretto255 point multiplication', () => {
    card.multiply(scalar);
  });
});
