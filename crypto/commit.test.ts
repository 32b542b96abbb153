// Commitments: golden vectors (recomputed independently with node:crypto from the documented
// framing), open(commit(x)) = x, hiding/binding properties, and refusal of bad openings.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex, utf8Bytes } from './bytes';
import { commit, openCommitment, type CommitContext } from './commit';
import { DOMAIN } from './domain';
import { encodeCanonical, type CanonicalValue } from './encoding';

const context: CommitContext = { game: new Uint8Array(32).fill(0x11), decision: 'round-1/bid', author: new Uint8Array(32).fill(0x22) };
const salt = new Uint8Array(32).fill(0x33);

/**
 * Golden commitments. Provenance: produced by commit() when it was written, and each is
 * recomputed below by an independent route (node:crypto SHA-256 over the framing spelled out
 * by hand), so a change of framing, tag or encoding breaks the test.
 */
const GOLDEN: readonly { name: string; context: CommitContext; payload: CanonicalValue; hex: string }[] = [
  { name: 'a bid of 3', context, payload: 3, hex: '23061afef1b8f2625dd115b790a05e7f77ce72c12e2f3eb25cc4d02489cc4937' },
  {
    name: 'an order set',
    context,
    payload: { orders: [{ area: 'winterfell', token: 'march+1' }] },
    hex: '858d4ccb8c518a52c1cc89147293ed9d5b1d0e5ecfb40cfc8b8df37df82aaab6',
  },
  {
    name: 'the same bid for another decision',
    context: { ...context, decision: 'round-1/bid-2' },
    payload: 3,
    hex: 'd6845bb2c55a15955e4e6aa62b3ebae7a28a7b5cc289cfa6ace298e543a8e721',
  },
];

describe('commit: golden vectors', () => {
  it.each(GOLDEN)('$name', (g) => {
    expect(toHex(commit(g.context, { salt, payload: g.payload }))).toBe(g.hex);
    const h = createHash('sha256');
    for (const field of [utf8Bytes(DOMAIN.COMMIT), g.context.game, utf8Bytes(g.context.decision), g.context.author, salt, encodeCanonical(g.payload)]) {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(field.length);
      h.update(len).update(field);
    }
    expect(h.digest('hex')).toBe(g.hex);
  });
});

describe('commit: properties', () => {
  const payload = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'number' ? safeInteger(x) : typeof x === 'string' ? x.normalize('NFC') : x))) as CanonicalValue);
  const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });

  it('open(commit(x)) = x', () => {
    fc.assert(
      fc.property(payload, bytes32, (p, s) => {
        const c = commit(context, { salt: s, payload: p });
        expect(openCommitment(c, context, { salt: s, payload: p })).toEqual({ ok: true, value: p });
      }),
    );
  });

  it('commitments to different payloads differ, and neither opens as the other', () => {
    fc.assert(
      fc.property(payload, payload, bytes32, (a, b, s) => {
        fc.pre(toHex(encodeCanonical(a)) !== toHex(encodeCanonical(b)));
        const ca = commit(context, { salt: s, payload: a });
        expect(toHex(ca)).not.toBe(toHex(commit(context, { salt: s, payload: b })));
        expect(openCommitment(ca, context, { salt: s, payload: b })).toMatchObject({ ok: false, error: { code: 'mismatch' } });
      }),
    );
  });

  it('a commitment cannot be opened by another author, game or decision (no copying, no replay)', () => {
    const c = commit(context, { salt, payload: 3 });
    const others: CommitContext[] = [
      { ...context, author: new Uint8Array(32).fill(0x23) },
      { ...context, game: new Uint8Array(32).fill(0x12) },
      { ...context, decision: 'round-2/bid' },
    ];
    for (const other of others) expect(openCommitment(c, other, { salt, payload: 3 })).toMatchObject({ ok: false, error: { code: 'mismatch' } });
  });

  it('the same payload under two salts gives unrelated commitments (hiding needs the salt)', () => {
    const other = salt.slice();
    other[0] = other[0]! ^ 1;
    expect(toHex(commit(context, { salt, payload: 3 }))).not.toBe(toHex(commit(context, { salt: other, payload: 3 })));
  });
});

describe('openCommitment: untrusted openings', () => {
  const c = commit(context, { salt, payload: 3 });
  it.each([
    ['not an object', 3, []],
    ['null', null, []],
    ['missing payload', { salt }, []],
    ['an extra key', { salt, payload: 3, extra: 1 }, []],
    ['a short salt', { salt: salt.subarray(0, 31), payload: 3 }, ['salt']],
    ['a salt that is not bytes', { salt: 'x', payload: 3 }, ['salt']],
    ['a payload with no canonical form', { salt, payload: 1.5 }, ['payload']],
  ])('%s is refused as bad-shape', (_name, opening, path) => {
    expect(openCommitment(c, context, opening)).toEqual({ ok: false, error: { code: 'bad-shape', path } });
  });

  it('a commitment that is not 32 bytes is refused as bad-shape', () => {
    expect(openCommitment(c.subarray(1), context, { salt, payload: 3 })).toEqual({ ok: false, error: { code: 'bad-shape', path: ['commitment'] } });
  });

  it('a malformed context is a programmer error', () => {
    expect(() => commit({ ...context, game: new Uint8Array(31) }, { salt, payload: 3 })).toThrow(RangeError);
    expect(() => commit({ ...context, decision: '' }, { salt, payload: 3 })).toThrow(TypeError);
    expect(() => commit(context, { salt: new Uint8Array(16), payload: 3 })).toThrow(RangeError);
  });
});

/** JSON numbers made canonical: truncated to an integer, 0 when out of the safe range or −0. */
function safeInteger(x: number): number {
  const n = Math.trunc(x);
  return Number.isSafeInteger(n) && !Object.is(n, -0) ? n : 0;
}
