// Log entries: a golden entry (its signature re-verified by node:crypto), round trips through
// the wire encoding, refusal of malformed and forged entries, chain checks, and proofs of
// equivocation checked by a pure function.
import { createPublicKey, verify as nodeVerify } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, frame, toHex, utf8Bytes } from './bytes';
import { DOMAIN } from './domain';
import { encodeCanonical, type CanonicalValue } from './encoding';
import { zeroHash } from './hash';
import {
  checkChain,
  checkAdmittedLink,
  checkChainLink,
  checkLogEntry,
  decodeLogEntry,
  encodeLogEntry,
  entryId,
  entryIdOfEncoded,
  isEquivocationProof,
  makeEquivocationProof,
  makeLogEntry,
  type LogEntry,
  type UnsignedLogEntry,
} from './log-entry';
import { keyPairFromSeed } from './sign';

const alice = keyPairFromSeed(new Uint8Array(32).fill(0xa1));
const bob = keyPairFromSeed(new Uint8Array(32).fill(0xb0));
const game = new Uint8Array(32).fill(0x11);
const stateHash = new Uint8Array(32).fill(0x5a);

function fields(over: Partial<UnsignedLogEntry> = {}): UnsignedLogEntry {
  return { game, author: alice.publicKey, seq: 0, prev: zeroHash(), kind: 'move', body: { march: 'winterfell' }, stateHash, ...over };
}

/** Alice's chain of three entries. */
function chain(): LogEntry[] {
  const e0 = makeLogEntry(alice.secretKey, fields());
  const e1 = makeLogEntry(alice.secretKey, fields({ seq: 1, prev: entryId(e0), body: 1 }));
  const e2 = makeLogEntry(alice.secretKey, fields({ seq: 2, prev: entryId(e1), body: 2 }));
  return [e0, e1, e2];
}

describe('log entry: golden vector', () => {
  // Provenance: made by makeLogEntry when written (Ed25519 is deterministic, so the signature
  // is fixed by the key and the id); the signature is re-verified here by node:crypto.
  const GOLDEN_ID = 'c75f419e190f380f6ed6194206710cc1e60ced0319f76c97699673bf94b9b37c';
  const GOLDEN_SIG = '2ba71da2398bcc9d4f385cb4e86a964c4d5343c0e312e9ca8abe798937ee0e93eea637caf6c95bd6df93e10ae6bb3e4ab093b5b315f1ed47a54cf44101cccb05';

  it('an entry has a fixed id and signature, and OpenSSL verifies the signature', () => {
    const entry = makeLogEntry(alice.secretKey, fields());
    expect(toHex(entryId(entry))).toBe(GOLDEN_ID);
    expect(toHex(entry.sig)).toBe(GOLDEN_SIG);
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(alice.publicKey).toString('base64url') }, format: 'jwk' });
    const message = frame([utf8Bytes(DOMAIN.LOG_ENTRY_SIGNATURE), fromHex(GOLDEN_ID)]);
    expect(nodeVerify(null, message, key, entry.sig)).toBe(true);
  });
});

describe('log entry: make, encode, decode, check', () => {
  it('round-trips through the wire encoding and checks', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.nat({ max: 1000 }), (json, seq) => {
        const body = canonicalJson(json);
        const entry = makeLogEntry(alice.secretKey, fields({ body, seq }));
        const decoded = decodeLogEntry(encodeLogEntry(entry));
        expect(decoded).toEqual({ ok: true, value: entry });
        if (decoded.ok) expect(checkLogEntry(decoded.value)).toEqual({ ok: true, value: entryId(entry) });
      }),
      { numRuns: 30 },
    );
  });

  it('gives the id from the bytes as entryId gives it from the entry, and checks with it', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.nat({ max: 100_000 }), fc.string({ minLength: 1, maxLength: 64 }), (json, seq, kind) => {
        const entry = makeLogEntry(alice.secretKey, fields({ body: canonicalJson(json), seq, kind: kind.normalize('NFC') }));
        const bytes = encodeLogEntry(entry);
        expect(entryIdOfEncoded(bytes)).toEqual(entryId(entry));
        const decoded = decodeLogEntry(bytes);
        if (decoded.ok) expect(checkLogEntry(decoded.value, bytes)).toEqual({ ok: true, value: entryId(entry) });
      }),
      { numRuns: 100 },
    );
    // A forged signature in the bytes fails as it does without them.
    const bytes = encodeLogEntry(makeLogEntry(alice.secretKey, fields()));
    bytes[bytes.length - 50] = bytes[bytes.length - 50]! ^ 1;
    const forged = decodeLogEntry(bytes);
    expect(forged.ok && checkLogEntry(forged.value, bytes)).toEqual({ ok: false, error: { code: 'bad-signature', path: ['sig'] } });
  });

  it('gives no id from bytes that do not end as a signed entry does', () => {
    const entry = makeLogEntry(alice.secretKey, fields());
    const { sig: _sig, ...unsigned } = entry;
    expect(entryIdOfEncoded(encodeCanonical(unsigned as unknown as CanonicalValue))).toBeNull();
    expect(entryIdOfEncoded(encodeLogEntry(entry).subarray(0, 100))).toBeNull();
    expect(entryIdOfEncoded(new Uint8Array(0))).toBeNull();
  });

  it('a changed field breaks the signature', () => {
    const entry = makeLogEntry(alice.secretKey, fields());
    for (const forged of [{ ...entry, body: { march: 'the-eyrie' } }, { ...entry, seq: 1 }, { ...entry, kind: 'pass' }, { ...entry, stateHash: zeroHash() }]) {
      expect(checkLogEntry(forged)).toEqual({ ok: false, error: { code: 'bad-signature', path: ['sig'] } });
    }
  });

  it('a signature by someone else than the author is refused', () => {
    const byBob = makeLogEntry(bob.secretKey, fields({ author: bob.publicKey }));
    expect(checkLogEntry({ ...byBob, author: alice.publicKey })).toMatchObject({ ok: false, error: { code: 'bad-signature' } });
  });

  it('a small-order author key is refused before any signature check', () => {
    const entry = makeLogEntry(alice.secretKey, fields());
    const identity = fromHex('0100000000000000000000000000000000000000000000000000000000000000');
    expect(checkLogEntry({ ...entry, author: identity })).toEqual({ ok: false, error: { code: 'bad-author-key', path: ['author'] } });
  });

  it('makeLogEntry refuses a key that is not the author\'s, and malformed fields', () => {
    expect(() => makeLogEntry(bob.secretKey, fields())).toThrow(RangeError);
    expect(() => makeLogEntry(alice.secretKey, fields({ seq: -1 }))).toThrow(TypeError);
    expect(() => makeLogEntry(alice.secretKey, fields({ kind: '' }))).toThrow(TypeError);
  });
});

describe('log entry: untrusted bytes', () => {
  const entry = makeLogEntry(alice.secretKey, fields());
  const reencode = (v: Record<string, unknown>) => encodeCanonical(v as CanonicalValue);
  it.each([
    ['a missing field', () => { const { sig: _s, ...rest } = entry; return reencode(rest); }, []],
    ['an extra field', () => reencode({ ...entry, extra: 1 }), []],
    ['a short game id', () => reencode({ ...entry, game: new Uint8Array(31) }), ['game']],
    ['an author that is a string', () => reencode({ ...entry, author: 'alice' }), ['author']],
    ['a negative seq', () => reencode({ ...entry, seq: -1 }), ['seq']],
    ['an empty kind', () => reencode({ ...entry, kind: '' }), ['kind']],
    ['a kind of 65 characters', () => reencode({ ...entry, kind: 'k'.repeat(65) }), ['kind']],
    ['a 63-byte signature', () => reencode({ ...entry, sig: entry.sig.subarray(1) }), ['sig']],
    ['an array', () => reencode({ entry } as Record<string, unknown>), []],
  ] as const)('%s is bad-shape', (_name, make, path) => {
    expect(decodeLogEntry(make())).toEqual({ ok: false, error: { code: 'bad-shape', path } });
  });

  it('non-canonical bytes are refused by the decoder before any shape check', () => {
    const bytes = encodeLogEntry(entry);
    expect(decodeLogEntry(Uint8Array.from([...bytes, 0]))).toMatchObject({ ok: false, error: { code: 'trailing-bytes' } });
    expect(decodeLogEntry(bytes, { maxBytes: 100, maxDepth: 8 })).toMatchObject({ ok: false, error: { code: 'too-large' } });
  });
});

describe('log entry: chains', () => {
  it('a proper chain checks and returns its head id', () => {
    const entries = chain();
    expect(checkChain(entries)).toEqual({ ok: true, value: entryId(entries[2]!) });
    expect(checkChain([])).toEqual({ ok: true, value: zeroHash() });
  });

  it('the first entry must have seq 0 and the zero prev', () => {
    const [e0, e1] = chain();
    expect(checkChainLink(null, e1!)).toMatchObject({ ok: false, error: { code: 'bad-seq' } });
    const badGenesis = makeLogEntry(alice.secretKey, fields({ prev: entryId(e0!) }));
    expect(checkChainLink(null, badGenesis)).toMatchObject({ ok: false, error: { code: 'bad-prev' } });
  });

  it('a skipped seq, a wrong prev, another author or another game breaks the chain at the right index', () => {
    const [e0, e1] = chain();
    const skip = makeLogEntry(alice.secretKey, fields({ seq: 3, prev: entryId(e1!) }));
    expect(checkChain([e0!, e1!, skip])).toEqual({ ok: false, error: { code: 'bad-seq', path: [2, 'seq'] } });
    const wrongPrev = makeLogEntry(alice.secretKey, fields({ seq: 2, prev: entryId(e0!) }));
    expect(checkChain([e0!, e1!, wrongPrev])).toEqual({ ok: false, error: { code: 'bad-prev', path: [2, 'prev'] } });
    const bobs = makeLogEntry(bob.secretKey, fields({ author: bob.publicKey, seq: 1, prev: entryId(e0!) }));
    expect(checkChainLink(e0!, bobs)).toMatchObject({ ok: false, error: { code: 'wrong-author' } });
    const otherGame = makeLogEntry(alice.secretKey, fields({ game: zeroHash(), seq: 1, prev: entryId(e0!) }));
    expect(checkChainLink(e0!, otherGame)).toMatchObject({ ok: false, error: { code: 'wrong-game' } });
  });

  it('with the previous id the caller holds, the same answers; the id given is the one compared', () => {
    const [e0, e1, e2] = chain();
    const id0 = checkLogEntry(e0!);
    if (!id0.ok) throw new Error('expected a valid entry');
    expect(checkChainLink(e0!, e1!, id0.value)).toEqual(checkChainLink(e0!, e1!));
    expect(checkChainLink(e0!, e1!, id0.value)).toEqual({ ok: true, value: null });
    const wrongPrev = makeLogEntry(alice.secretKey, fields({ seq: 1, prev: entryId(e1!) }));
    expect(checkChainLink(e0!, wrongPrev, id0.value)).toEqual({ ok: false, error: { code: 'bad-prev', path: ['prev'] } });
    // Only the id is compared: a caller that vouches for a wrong id gets a wrong answer (fold.ts passes intake's).
    expect(checkChainLink(e1!, e2!, entryId(e0!))).toEqual({ ok: false, error: { code: 'bad-prev', path: ['prev'] } });
  });

  it('checkAdmittedLink gives checkChainLink\'s answers on well-shaped entries; only checkChainLink checks the shapes', () => {
    const [e0, e1, e2] = chain();
    const skip = makeLogEntry(alice.secretKey, fields({ seq: 3, prev: entryId(e1!) }));
    const bobs = makeLogEntry(bob.secretKey, fields({ author: bob.publicKey, seq: 1, prev: entryId(e0!) }));
    const otherGame = makeLogEntry(alice.secretKey, fields({ game: zeroHash(), seq: 1, prev: entryId(e0!) }));
    const cases: [LogEntry | null, LogEntry][] = [[null, e0!], [null, e1!], [e0!, e1!], [e1!, e2!], [e0!, e2!], [e1!, skip], [e0!, bobs], [e0!, otherGame]];
    for (const [a, b] of cases) expect(checkAdmittedLink(a, b)).toEqual(checkChainLink(a, b));
    expect(checkAdmittedLink(e0!, e1!, entryId(e1!))).toEqual(checkChainLink(e0!, e1!, entryId(e1!)));
    expect(() => checkChainLink(e0!, { ...e1!, sig: new Uint8Array(3) })).toThrow(TypeError);
  });

  it('a forged entry in the middle is named by its index', () => {
    const entries = chain();
    const forged = [entries[0]!, { ...entries[1]!, body: 99 }, entries[2]!];
    expect(checkChain(forged)).toEqual({ ok: false, error: { code: 'bad-signature', path: [1, 'sig'] } });
  });
});

describe('log entry: proof of equivocation', () => {
  const [e0, e1] = chain();
  const e1bis = makeLogEntry(alice.secretKey, fields({ seq: 1, prev: entryId(e0!), body: 'something else' }));

  it('two signed entries at one seq make a proof anyone can check, in a canonical order', () => {
    const proof = makeEquivocationProof(e1!, e1bis);
    expect(proof.ok).toBe(true);
    if (!proof.ok) return;
    expect(isEquivocationProof(proof.value)).toBe(true);
    expect(makeEquivocationProof(e1bis, e1!)).toEqual(proof);
    // It survives the wire: encode, decode, check again.
    const first = decodeLogEntry(encodeLogEntry(proof.value.first));
    const second = decodeLogEntry(encodeLogEntry(proof.value.second));
    expect(first.ok && second.ok && isEquivocationProof({ first: first.value, second: second.value })).toBe(true);
  });

  it('is not fooled by the same entry twice, different seqs, different authors or a forgery', () => {
    expect(makeEquivocationProof(e1!, e1!)).toMatchObject({ ok: false, error: { code: 'not-equivocation' } });
    expect(isEquivocationProof({ first: e0!, second: e1! })).toBe(false);
    const bobs = makeLogEntry(bob.secretKey, fields({ author: bob.publicKey, seq: 1, prev: entryId(e0!) }));
    expect(isEquivocationProof({ first: e1!, second: bobs })).toBe(false);
    // Alice's name on content she never signed (Bob's signature) proves nothing against her.
    expect(isEquivocationProof({ first: e1!, second: { ...bobs, author: alice.publicKey } })).toBe(false);
    expect(makeEquivocationProof(e1!, { ...e1bis, body: 'tampered' })).toMatchObject({ ok: false, error: { code: 'bad-signature', path: [1, 'sig'] } });
    expect(isEquivocationProof(null)).toBe(false);
    expect(isEquivocationProof({ first: 1, second: 2 })).toBe(false);
  });
});

/** fast-check JSON made canonical: integers only (no −0), strings in NFC. */
function canonicalJson(v: unknown): CanonicalValue {
  return JSON.parse(JSON.stringify(v), (_k, x: unknown) => {
    if (typeof x === 'number') {
      const n = Math.trunc(x);
      return Number.isSafeInteger(n) && !Object.is(n, -0) ? n : 0;
    }
    return typeof x === 'string' ? x.normalize('NFC') : x;
  }) as CanonicalValue;
}
