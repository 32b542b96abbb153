// Hidden cards shuffled back (deck-recycle.ts): a deck whose cards are given points rather than
// hash-to-curve of names runs through the same shuffle, locks, reveals, blinded reveals and audit;
// the points are refused unless valid, canonical, distinct and not the identity; and a cycle pile
// of one seat's face-down cards becomes a new deck that opens, through the old positions, to the
// cards that seat was dealt, with every deviation refused and blamed on its seat.
import { describe, expect, it } from 'vitest';
import { toHex, utf8Bytes } from './bytes';
import { auditDeck } from './deck-audit';
import { blindPosition, checkStripStep, openBlinded, strippedPoint, stripBlinded } from './deck-blind';
import { checkDecryptionShare, decryptionShare, deckOrder, openPosition, openPositionPrivately, type DecryptionShare } from './deck-reveal';
import { lockedPoint, recycledDeckSpec } from './deck-recycle';
import { assertDeckSpec, checkDeckPoints, checkLockStep, deckSecrets, lockDeck, openDeck, shuffleDeck, type DeckSpec, type LockStep } from './deck-shuffle';
import { predictedOrder, setUpDeck, testSeeds, testSpec } from './deck.testkit';
import { DOMAIN } from './domain';
import { createDrbg } from './drbg';
import { GROUP_ORDER, Point, encodePoint, encodeScalar, hashToPoint, invertScalar, mulScalar, randomScalar } from './group';

const HEAVY = 30_000;

/** `m` arbitrary points with known discrete logs (nothing like hash-to-curve of a name). */
function arbitraryPoints(m: number, label: string): Uint8Array[] {
  const rng = createDrbg(new Uint8Array(32).fill(7), label);
  return Array.from({ length: m }, () => encodePoint(Point.BASE.multiply(randomScalar(rng))));
}

function allShares(spec: DeckSpec, seeds: readonly Uint8Array[], position: number): DecryptionShare[] {
  return seeds.map((seed, i) => decryptionShare(spec, i, seed, position));
}

describe('deck: arbitrary points as cards', () => {
  const base = testSpec(3, 5, 'points#0');
  const spec: DeckSpec = { ...base, cards: ['a', 'b', 'c', 'd', 'e'], points: arbitraryPoints(5, 'five') };
  const seeds = testSeeds(3, 'points');

  it('shuffles, locks, opens (publicly, privately, blinded) to the card each position holds, and the audit passes', () => {
    expect(openDeck(spec).map(toHex)).toEqual(spec.points!.map(toHex));
    const { shuffles, locks } = setUpDeck(spec, seeds);
    const order = predictedOrder(spec, seeds);
    const shares = deckOrder(spec).flatMap((p) => allShares(spec, seeds, p));
    for (const p of deckOrder(spec)) {
      expect(openPosition(spec, locks, p, shares.filter((s) => s.position === p))).toEqual({ ok: true, value: spec.cards[order[p]!] });
    }
    // Private to seat 2, then a blinded second look by seat 0.
    const p = 1;
    const others = [0, 1].map((i) => decryptionShare(spec, i, seeds[i]!, p));
    expect(openPositionPrivately(spec, locks, p, 2, seeds[2]!, others)).toEqual({ ok: true, value: spec.cards[order[p]!] });
    const y = strippedPoint(spec, locks, p, others);
    if (!y.ok) throw new Error(y.error.code);
    const blind = blindPosition(spec, 0, seeds[0]!, p, 0, y.value);
    const strip = stripBlinded(spec, 2, seeds[2]!, p, 0, blind.point);
    expect(checkStripStep(spec, locks, 2, p, 0, blind.point, strip)).toEqual({ ok: true, value: null });
    expect(openBlinded(spec, seeds[0]!, blind, strip.point, false)).toEqual({ ok: true, value: spec.cards[order[p]!] });
    expect(auditDeck(spec, { shuffles, locks, shares, blinds: [blind], strips: [strip] }, seeds)).toEqual({ ok: true, value: null });
  }, HEAVY);

  it('the same cards named the same but hashed instead: another open deck, and a position of one deck opens to no card of the other', () => {
    const named = { ...spec, points: undefined };
    expect(openDeck(named).map(toHex)).not.toEqual(openDeck(spec).map(toHex));
    const { locks } = setUpDeck(spec, seeds);
    const shares = allShares(spec, seeds, 0);
    expect(openPosition(named, locks, 0, shares)).toEqual({ ok: false, error: { code: 'not-a-card', path: [0] } });
  }, HEAVY);

  describe('points are refused unless each is the canonical encoding of a valid point other than the identity, all distinct, one per card', () => {
    const good = spec.points!;
    const identity = new Uint8Array(32);
    // Not on the curve: ristretto255 rejects most 32-byte strings (RFC 9496 test vectors: "bad encodings").
    const offCurve = new Uint8Array(32).fill(0xff);
    // A non-canonical encoding of a field element: p = 2^255 − 19 itself, little-endian (RFC 9496 §4.3.1: s ≥ p is refused).
    const nonCanonical = Uint8Array.from([0xed, ...new Array<number>(30).fill(0xff), 0x7f]);
    // A negative field element (the low bit set: RFC 9496 requires s non-negative).
    const negative = good[0]!.slice();
    negative[0] = negative[0]! ^ 1;
    const rows: [string, unknown, object][] = [
      ['the identity', [identity, ...good.slice(1)], { code: 'bad-point', path: ['points', 0] }],
      ['a string off the curve', [...good.slice(0, 2), offCurve, ...good.slice(3)], { code: 'bad-point', path: ['points', 2] }],
      ['a non-canonical encoding (s = p)', [...good.slice(0, 4), nonCanonical], { code: 'bad-point', path: ['points', 4] }],
      ['a negative s', [negative, ...good.slice(1)], { code: 'bad-point', path: ['points', 0] }],
      ['a card twice', [...good.slice(0, 4), good[1]!], { code: 'duplicate-card', path: ['points', 4] }],
      ['one point too few', good.slice(0, 4), { code: 'bad-shape', path: ['points'] }],
      ['not bytes', [...good.slice(0, 4), 'abc'], { code: 'bad-point', path: ['points', 4] }],
      ['31 bytes', [...good.slice(0, 4), good[4]!.slice(0, 31)], { code: 'bad-point', path: ['points', 4] }],
      ['not a list', 'points', { code: 'bad-shape', path: ['points'] }],
    ];
    it.each(rows)('%s: checkDeckPoints says why, and no deck is made of them', (_, points, error) => {
      expect(checkDeckPoints(spec.cards, points)).toEqual({ ok: false, error });
      expect(() => openDeck({ ...spec, points: points as Uint8Array[] })).toThrow(/points/);
    });

    it('valid points pass, and a spec with points of the wrong shape is a programmer error', () => {
      expect(checkDeckPoints(spec.cards, good)).toEqual({ ok: true, value: null });
      expect(() => assertDeckSpec({ ...spec, points: good.slice(1) })).toThrow(TypeError);
      expect(() => assertDeckSpec({ ...spec, points: [...good.slice(1), new Uint8Array(31)] })).toThrow(TypeError);
      expect(() => assertDeckSpec(spec)).not.toThrow();
    });
  });
});

describe('deck: a cycle pile of hidden cards shuffled back', () => {
  // The old deck: 6 cards, 3 seats; seat 1 (the owner) is dealt positions 0–3 privately, keeps
  // 1 and 3, and cycles 2 then 0 face down: its pile, in public order, is [2, 0].
  const OWNER = 1;
  const old = { ...testSpec(3, 6, 'deck-east#0'), cards: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] };
  const seeds = testSeeds(3, 'recycle');
  const oldDeck = setUpDeck(old, seeds);
  const oldOrder = predictedOrder(old, seeds);
  const dealt = [0, 1, 2, 3];
  const othersShares = (spec: DeckSpec, p: number, owner = OWNER) => [0, 1, 2].filter((i) => i !== owner).map((i) => decryptionShare(spec, i, seeds[i]!, p));
  const known = new Map(dealt.map((p) => {
    const r = openPositionPrivately(old, oldDeck.locks, p, OWNER, seeds[OWNER]!, othersShares(old, p));
    if (!r.ok) throw new Error(r.error.code);
    return [p, r.value] as const;
  }));
  const pile = [2, 0];
  const refOf = (p: number) => `deck-east#0@${p}`;
  const made = recycledDeckSpec({ game: old.game, deck: 'deck-east#1', players: 3 }, pile.map((p) => ({ id: refOf(p), spec: old, locks: oldDeck.locks, position: p })));
  if (!made.ok) throw new Error(made.error.code);
  const fresh = made.value;
  const freshDeck = setUpDeck(fresh, seeds);

  it("the owner's private opening of each old position was the card there", () => {
    for (const p of dealt) expect(known.get(p)).toBe(old.cards[oldOrder[p]!]);
  });

  it('the new deck holds the old final points, in the pile order, named by their refs', () => {
    expect(fresh.cards).toEqual(['deck-east#0@2', 'deck-east#0@0']);
    expect(fresh.points!.map(toHex)).toEqual(pile.map((p) => toHex(oldDeck.locks[2]!.cards[p]!)));
    expect(toHex(lockedPoint(old, oldDeck.locks, 2))).toBe(toHex(oldDeck.locks[2]!.cards[2]!));
  });

  it('a new position dealt to the owner opens to an old ref, hence to the card it knows; played, it opens publicly through the old position with its shares alone', () => {
    const freshOrder = predictedOrder(fresh, seeds);
    for (const q of deckOrder(fresh)) {
      // The deal: every other seat publishes its share of q; the owner opens it alone.
      const ref = openPositionPrivately(fresh, freshDeck.locks, q, OWNER, seeds[OWNER]!, othersShares(fresh, q));
      expect(ref).toEqual({ ok: true, value: fresh.cards[freshOrder[q]!] });
      const p = pile[freshOrder[q]!]!;
      expect(ref.ok && ref.value).toBe(refOf(p));
      // The play: the owner's share of q opens it publicly to the ref; its share of p then opens the old position.
      const publicQ = openPosition(fresh, freshDeck.locks, q, [...othersShares(fresh, q).slice(0, OWNER), decryptionShare(fresh, OWNER, seeds[OWNER]!, q), ...othersShares(fresh, q).slice(OWNER)]);
      expect(publicQ).toEqual(ref);
      const sharesP = [0, 1, 2].map((i) => decryptionShare(old, i, seeds[i]!, p));
      expect(openPosition(old, oldDeck.locks, p, sharesP)).toEqual({ ok: true, value: known.get(p) });
    }
    // Both decks pass the audit with every share published.
    const freshShares = deckOrder(fresh).flatMap((q) => allShares(fresh, seeds, q));
    expect(auditDeck(fresh, { ...freshDeck, shares: freshShares }, seeds)).toEqual({ ok: true, value: null });
    expect(auditDeck(old, { ...oldDeck, shares: dealt.flatMap((p) => allShares(old, seeds, p)) }, seeds)).toEqual({ ok: true, value: null });
  }, HEAVY);

  it('the other seats, together, hold of a dealt new position only k_owner·C_p: no point of the new open deck, nor a card', () => {
    const q = 0;
    const product = [0, 2].map((i) => deckSecrets(fresh, seeds[i]!).positionKeys[q]!).reduce((a, k) => mulScalar(a, k), 1n);
    const theirs = Point.fromBytes(freshDeck.locks[2]!.cards[q]!).multiply(invertScalar(product));
    const open = new Set([...openDeck(fresh), ...openDeck(old)].map(toHex));
    expect(open.has(toHex(theirs.toBytes()))).toBe(false);
  }, HEAVY);

  describe('every deviation is refused at once and blamed on its seat', () => {
    it("a lock of the new deck with another key: its proof fails (bad-proof), blamed on that seat", () => {
      const input = freshDeck.locks[0]!.cards;
      const honest = lockDeck(fresh, 1, seeds[1]!, input);
      const forged = lockDeck(fresh, 1, testSeeds(1, 'not-its-seed')[0]!, input);
      expect(checkLockStep(fresh, 1, input, freshDeck.shuffles[1]!, { ...honest, cards: forged.cards })).toMatchObject({ ok: false, error: { code: 'bad-proof', path: ['proofs', 0], blame: 1 } });
    });

    it('a share for another position (of the new deck, or of the old one) is refused (bad-share), blamed on its seat', () => {
      const other = decryptionShare(fresh, 2, seeds[2]!, 1);
      expect(checkDecryptionShare(fresh, freshDeck.locks, 2, 0, { ...other, position: 0 })).toEqual({ ok: false, error: { code: 'bad-share', path: ['key'], blame: 2 } });
      const oldKey = decryptionShare(old, 2, seeds[2]!, 0).key;
      expect(checkDecryptionShare(fresh, freshDeck.locks, 2, 0, { player: 2, position: 0, key: oldKey })).toEqual({ ok: false, error: { code: 'bad-share', path: ['key'], blame: 2 } });
    });

    it("the owner cannot open its new card as another old position, nor an old position as a card it was not dealt there: any key but its own is refused (bad-share)", () => {
      const q = 0;
      const p = pile[predictedOrder(fresh, seeds)[q]!]!;
      const own = deckSecrets(old, seeds[OWNER]!).positionKeys[p]!;
      const keys = [
        decryptionShare(fresh, OWNER, seeds[OWNER]!, 1).key, // its share of the other new position
        decryptionShare(old, OWNER, seeds[OWNER]!, pile.find((x) => x !== p)!).key, // of the other old position in the pile
        encodeScalar((own + 1n) % GROUP_ORDER),
        decryptionShare(old, 0, seeds[0]!, p).key, // another seat's key for p
      ];
      for (const key of keys) {
        expect(checkDecryptionShare(fresh, freshDeck.locks, OWNER, q, { player: OWNER, position: q, key })).toEqual({ ok: false, error: { code: 'bad-share', path: ['key'], blame: OWNER } });
        const shares = [0, 1, 2].map((i) => (i === OWNER ? { player: OWNER, position: p, key } : decryptionShare(old, i, seeds[i]!, p)));
        expect(openPosition(old, oldDeck.locks, p, shares)).toEqual({ ok: false, error: { code: 'bad-share', path: ['key'], blame: OWNER } });
      }
    });

    it('a card of its choosing put into a shuffle of the new deck passes the live checks, opens to no card, and the audit names the substituter', () => {
      const honest = shuffleDeck(fresh, 2, seeds[2]!, freshDeck.shuffles[1]!.cards);
      const fake = hashToPoint(DOMAIN.DECK_CARD, [utf8Bytes('a card of my choosing')]).multiply(deckSecrets(fresh, seeds[2]!).deckKey);
      const cheat = { ...honest, cards: [encodePoint(fake), honest.cards[1]!] };
      const published = [freshDeck.shuffles[0]!, freshDeck.shuffles[1]!, cheat];
      const locks: LockStep[] = [];
      let input: readonly Uint8Array[] = cheat.cards;
      for (let i = 0; i < 3; i++) {
        const l = lockDeck(fresh, i, seeds[i]!, input);
        expect(checkLockStep(fresh, i, input, published[i]!, l).ok).toBe(true);
        locks.push(l);
        input = l.cards;
      }
      expect(openPosition(fresh, locks, 0, allShares(fresh, seeds, 0))).toEqual({ ok: false, error: { code: 'not-a-card', path: [0] } });
      expect(auditDeck(fresh, { shuffles: published, locks, shares: allShares(fresh, seeds, 0) }, seeds)).toEqual({ ok: false, error: { code: 'bad-shuffle', path: ['shuffles', 2], blame: 2 } });
    }, HEAVY);

    it('a pile of one old position twice, or of no card, makes no deck', () => {
      const twice = recycledDeckSpec({ game: old.game, deck: 'deck-east#1', players: 3 }, [2, 2].map((p, i) => ({ id: `${refOf(p)}/${i}`, spec: old, locks: oldDeck.locks, position: p })));
      expect(twice).toEqual({ ok: false, error: { code: 'duplicate-card', path: ['cards', 1] } });
      const sameId = recycledDeckSpec({ game: old.game, deck: 'deck-east#1', players: 3 }, [2, 0].map((p) => ({ id: 'x', spec: old, locks: oldDeck.locks, position: p })));
      expect(sameId).toEqual({ ok: false, error: { code: 'bad-shape', path: ['cards', 1] } });
      expect(recycledDeckSpec({ game: old.game, deck: 'deck-east#1', players: 3 }, [])).toEqual({ ok: false, error: { code: 'bad-shape', path: ['cards'] } });
      expect(() => lockedPoint(old, oldDeck.locks.slice(0, 2), 0)).toThrow(RangeError);
      expect(() => lockedPoint(old, oldDeck.locks, 6)).toThrow(RangeError);
    });
  });
});
