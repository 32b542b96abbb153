// Chaum–Pedersen proofs: honest proofs verify; a false statement, a tampered proof, another
// context, or a non-canonical scalar do not.
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './bytes';
import { DOMAIN } from './domain';
import { proveDleq, verifyDleq } from './dleq';
import { GROUP_ORDER, Point, hashToPoint } from './group';

const x = 0x1234567890abcdefn;
const g2 = hashToPoint(DOMAIN.DECK_CARD, [utf8Bytes('some card')]);
const statement = { g1: Point.BASE, h1: Point.BASE.multiply(x), g2, h2: g2.multiply(x) };
const context = utf8Bytes('game/deck/player 0/position 3');
const proof = proveDleq(x, statement, context);

describe('DLEQ', () => {
  it('an honest proof verifies, and is deterministic', () => {
    expect(verifyDleq(proof, statement, context)).toBe(true);
    expect(proveDleq(x, statement, context)).toEqual(proof);
  });

  it("with g1's discrete log given (a lock's Z = k·G), the prover makes the very same proof", () => {
    const k = 0xfeedfacecafebeefn;
    const z = Point.BASE.multiply(k);
    const lock = { g1: z, h1: z.multiply(x), g2, h2: g2.multiply(x) };
    const plain = proveDleq(x, lock, context);
    expect(proveDleq(x, lock, context, k)).toEqual(plain);
    expect(verifyDleq(plain, lock, context)).toBe(true);
    // A wrong log gives another A1, so a proof that does not verify: the hint must be the log.
    expect(verifyDleq(proveDleq(x, lock, context, k + 1n), lock, context)).toBe(false);
  });

  it('a proof of a false statement (h2 made with another exponent) does not verify', () => {
    const lie = { ...statement, h2: g2.multiply(x + 1n) };
    expect(verifyDleq(proveDleq(x, lie, context), lie, context)).toBe(false);
  });

  it('a proof does not carry over to another context or statement', () => {
    expect(verifyDleq(proof, statement, utf8Bytes('game/deck/player 0/position 4'))).toBe(false);
    const other = { ...statement, g2: g2.double(), h2: g2.double().multiply(x) };
    expect(verifyDleq(proof, other, context)).toBe(false);
  });

  it('tampered or malformed proofs are refused without throwing', () => {
    const flip = (b: Uint8Array) => Uint8Array.from(b, (v, i) => (i === 0 ? v ^ 1 : v));
    expect(verifyDleq({ c: flip(proof.c), s: proof.s }, statement, context)).toBe(false);
    expect(verifyDleq({ c: proof.c, s: flip(proof.s) }, statement, context)).toBe(false);
    expect(verifyDleq({ c: proof.c }, statement, context)).toBe(false);
    expect(verifyDleq({ c: proof.c, s: proof.s.subarray(1) }, statement, context)).toBe(false);
    expect(verifyDleq(null, statement, context)).toBe(false);
    expect(verifyDleq({ c: new Uint8Array(32), s: new Uint8Array(32) }, statement, context)).toBe(false);
  });

  it('refuses s + ℓ (the same response, non-canonically encoded)', () => {
    let s = 0n;
    for (let i = 31; i >= 0; i--) s = (s << 8n) | BigInt(proof.s[i]!);
    const big = s + GROUP_ORDER;
    const bytes = new Uint8Array(32);
    for (let i = 0; i < 32; i++) bytes[i] = Number((big >> BigInt(8 * i)) & 0xffn);
    expect(verifyDleq({ c: proof.c, s: bytes }, statement, context)).toBe(false);
  });

  it('refuses to prove with a zero or out-of-range secret', () => {
    expect(() => proveDleq(0n, statement, context)).toThrow(RangeError);
    expect(() => proveDleq(GROUP_ORDER, statement, context)).toThrow(RangeError);
  });
});
