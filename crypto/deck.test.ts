// The joint deck with 2–6 players: correctness against the permutation layer, uniformity
// (chi-square: many samples on the permutation layer, fewer on the EC path), hiding against a
// coalition of all but one, private reveals, the Raven's look and bury, immediate blame for
// forged locks and shares, and the end-of-game audit naming a card substituter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex, utf8Bytes } from './bytes';
import { Z, chiSquare, chiSquareCritical } from './chi-square.testkit';
import { auditDeck } from './deck-audit';
import {
  checkDecryptionShare,
  decryptionShare,
  deckOrder,
  drawTop,
  moveTopToBottom,
  openCheckedPosition,
  openPosition,
  openPositionPrivately,
  type DecryptionShare,
} from './deck-reveal';
import {
  checkLockProof,
  checkLockStep,
  assertDeckSpec,
  checkShuffleStep,
  deckPermutation,
  deckSecrets,
  lockDeck,
  lockedPositions,
  openDeck,
  reshuffle,
  shuffleDeck,
  type DeckSpec,
  type LockStep,
} from './deck-shuffle';
import { predictedOrder, setUpDeck, testSeeds, testSpec } from './deck.testkit';
import { decodeCanonical } from './decoding';
import { DOMAIN } from './domain';
import { encodeCanonical } from './encoding';
import { createDrbg } from './drbg';
import { Point, decodePoint, encodePoint, encodeScalar, hashToPoint, invertScalar, mulScalar, randomScalar } from './group';

/** Point multiplications cost ≈1.5 ms, more on a loaded 2-core machine: room for the heavy tests. */
const HEAVY = 30_000;

/** Every seat's share for a position. */
function allShares(spec: DeckSpec, seeds: readonly Uint8Array[], position: number): DecryptionShare[] {
  return seeds.map((seed, i) => decryptionShare(spec, i, seed, position));
}

/** Strip the given seats' locks from a final position: what those seats can compute together. */
function strip(spec: DeckSpec, locks: readonly LockStep[], seeds: readonly Uint8Array[], seats: readonly number[], position: number): string {
  const keys = seats.map((i) => deckSecrets(spec, seeds[i]!).positionKeys[position]!);
  const product = keys.reduce((a, k) => mulScalar(a, k), 1n);
  return toHex(decodePoint(locks[spec.players - 1]!.cards[position])!.multiply(invertScalar(product)).toBytes());
}

describe('deck: a full honest run with 2–6 players', () => {
  it.each([2, 3, 4, 5, 6])('%i players: every position opens to the predicted card, and the audit passes', (players) => {
    const spec = testSpec(players, 4);
    const seeds = testSeeds(players, `run-${players}`);
    const { shuffles, locks } = setUpDeck(spec, seeds);
    const predicted = predictedOrder(spec, seeds);
    const shares: DecryptionShare[] = [];
    const opened = deckOrder(spec).map((p) => {
      const s = allShares(spec, seeds, p);
      shares.push(...s);
      const card = openPosition(spec, locks, p, s);
      expect(card.ok).toBe(true);
      // Shares checked on arrival open the same card without being checked again.
      expect(openCheckedPosition(spec, locks, p, s)).toEqual(card);
      return card.ok ? card.value : '';
    });
    expect(opened).toEqual(predicted.map((i) => spec.cards[i]));
    expect([...opened].sort()).toEqual([...spec.cards].sort());
    expect(auditDeck(spec, { shuffles, locks, shares }, seeds)).toEqual({ ok: true, value: null });
  }, HEAVY);

  it('every published step survives the canonical wire encoding and still checks', () => {
    const spec = testSpec(2, 3);
    const seeds = testSeeds(2, 'wire');
    const { shuffles, locks } = setUpDeck(spec, seeds);
    const roundTrip = (v: unknown) => {
      const r = decodeCanonical(encodeCanonical(v));
      if (!r.ok) throw new Error(r.error.code);
      return r.value;
    };
    expect(checkShuffleStep(spec, 1, roundTrip(shuffles[1]))).toEqual({ ok: true, value: null });
    expect(checkLockStep(spec, 1, locks[0]!.cards, shuffles[1]!, roundTrip(locks[1]))).toEqual({ ok: true, value: null });
    expect(checkDecryptionShare(spec, locks, 0, 2, roundTrip(decryptionShare(spec, 0, seeds[0]!, 2))).ok).toBe(true);
  });

  it('different decks from the same seeds are shuffled independently', () => {
    const seeds = testSeeds(3, 'decks');
    const a = deckPermutation(testSpec(3, 10, 'westeros-1'), seeds[0]!);
    const b = deckPermutation(testSpec(3, 10, 'westeros-2'), seeds[0]!);
    expect(a).not.toEqual(b);
    expect(deckSecrets(testSpec(3, 10, 'westeros-1'), seeds[0]!).permutation).toEqual(a);
  });

  it("a seat's remembered secrets are the ones derived afresh, for each deck, size, locked count and seed", () => {
    const seeds = testSeeds(2, 'memo');
    // The DRBG stream itself, as deckSecrets draws it: permutation, deck key, position keys.
    const fresh = (spec: ReturnType<typeof testSpec>, seed: Uint8Array) => {
      const rng = createDrbg(seed, `deck/${spec.deck}`);
      const permutation = rng.permutation(spec.cards.length);
      const deckKey = randomScalar(rng);
      return { permutation, deckKey, positionKeys: Array.from({ length: spec.locked ?? spec.cards.length }, () => randomScalar(rng)) };
    };
    const specs = [testSpec(3, 10, 'westeros-1'), testSpec(3, 10, 'westeros-2'), testSpec(3, 12, 'westeros-1'), { ...testSpec(3, 10, 'westeros-1'), locked: 4 }];
    for (let round = 0; round < 2; round++) {
      for (const spec of specs) {
        for (const seed of seeds) {
          const s = deckSecrets(spec, seed);
          expect(s).toEqual(fresh(spec, seed));
          expect(Object.isFrozen(s) && Object.isFrozen(s.permutation) && Object.isFrozen(s.positionKeys)).toBe(true);
        }
      }
    }
    const changed = seeds[0]!.slice();
    changed[31]! ^= 1;
    expect(deckSecrets(specs[0]!, changed)).toEqual(fresh(specs[0]!, changed));
    expect(() => deckSecrets(specs[0]!, new Uint8Array(31))).toThrow();
  });

  it('remembers per spec object: the same object gives the very same secrets, a copy of it (another owner’s deck) derives its own', () => {
    const [seed] = testSeeds(1, 'owner');
    const spec = testSpec(3, 10, 'westeros-1');
    const mine = deckSecrets(spec, seed!);
    expect(deckSecrets(spec, seed!)).toBe(mine);
    const theirs = deckSecrets({ ...spec }, seed!);
    expect(theirs).not.toBe(mine); // another peer in the same process does not reuse this one's work
    expect(theirs).toEqual(mine);
    expect(openDeck({ ...spec }).map(toHex)).toEqual(openDeck(spec).map(toHex));
  });
});

describe('deck: uniformity', () => {
  it('permutation layer, 24 cards × 6 players: the card at each position is uniform (chi-square, 2 400 deals)', () => {
    const spec = testSpec(6, 24);
    const counts = spec.cards.map(() => new Array<number>(24).fill(0));
    for (let t = 0; t < 2400; t++) {
      predictedOrder(spec, testSeeds(6, `uniform-${t}`)).forEach((card, pos) => counts[pos]![card]!++);
    }
    // 24 tests at once: a Bonferroni-style stricter threshold (p = 10⁻⁴ each).
    for (const row of counts) expect(chiSquare(row)).toBeLessThan(chiSquareCritical(23, Z.p0001));
  }, HEAVY);

  it('one honest player suffices: five players keep a fixed order, the order is still uniform', () => {
    const spec = testSpec(6, 6);
    const orders = new Map<string, number>();
    for (let t = 0; t < 7200; t++) {
      // Seat 0 shuffles honestly; seats 1–5 apply the identity (a colluding, fixed "shuffle").
      const order = deckPermutation(spec, testSeeds(1, `honest-${t}`)[0]!);
      orders.set(order.join(','), (orders.get(order.join(',')) ?? 0) + 1);
    }
    expect(orders.size).toBe(720);
    expect(chiSquare([...orders.values()])).toBeLessThan(chiSquareCritical(719, Z.p001));
  }, HEAVY);

  it('EC path, 3 cards × 2 players: decrypted orders match the permutation layer and all 6 are equally likely', () => {
    const spec = testSpec(2, 3);
    const openCards = openDeck(spec);
    const open = openCards.map(toHex);
    const counts = new Map<string, number>();
    for (let t = 0; t < 90; t++) {
      const seeds = testSeeds(2, `ec-${t}`);
      const s0 = shuffleDeck(spec, 0, seeds[0]!, openCards);
      const s1 = shuffleDeck(spec, 1, seeds[1]!, s0.cards);
      const k = mulScalar(deckSecrets(spec, seeds[0]!).deckKey, deckSecrets(spec, seeds[1]!).deckKey);
      const order = s1.cards.map((c) => open.indexOf(toHex(decodePoint(c)!.multiply(invertScalar(k)).toBytes())));
      expect(order).toEqual(predictedOrder(spec, seeds));
      counts.set(order.join(''), (counts.get(order.join('')) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquare([...counts.values()])).toBeLessThan(chiSquareCritical(5, Z.p001));
  }, HEAVY);
});

describe('deck: properties', () => {
  it('for any seeds, a shuffle is a permutation of the encrypted cards (fast-check, 2 players × 4 cards)', () => {
    const spec = testSpec(2, 4);
    const open = openDeck(spec).map(toHex).sort();
    const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });
    fc.assert(
      fc.property(seed, seed, (a, b) => {
        const s0 = shuffleDeck(spec, 0, a, openDeck(spec));
        const s1 = shuffleDeck(spec, 1, b, s0.cards);
        const unlock = invertScalar(mulScalar(deckSecrets(spec, a).deckKey, deckSecrets(spec, b).deckKey));
        const cards = s1.cards.map((c) => toHex(decodePoint(c)!.multiply(unlock).toBytes()));
        expect(cards.sort()).toEqual(open);
      }),
      { numRuns: 8 },
    );
  }, HEAVY);
});

describe('deck: hiding', () => {
  const spec = testSpec(4, 4);
  const seeds = testSeeds(4, 'hiding');
  const { locks } = setUpDeck(spec, seeds);
  const open = openDeck(spec).map(toHex);

  it.each([0, 1, 2, 3])('a coalition of everyone but seat %i, pooling all its keys, unlocks no position to a card', (honest) => {
    const coalition = [0, 1, 2, 3].filter((i) => i !== honest);
    for (let p = 0; p < spec.cards.length; p++) {
      expect(open).not.toContain(strip(spec, locks, seeds, coalition, p));
    }
    // With the honest seat's key as well, the same computation does give a card: the test can fail.
    expect(open).toContain(strip(spec, locks, seeds, [0, 1, 2, 3], 0));
  });

  it('a private reveal is readable only by its target', () => {
    const target = 2;
    const position = 1;
    const others = allShares(spec, seeds, position).filter((s) => s.player !== target);
    const seen = openPositionPrivately(spec, locks, position, target, seeds[target]!, others);
    expect(seen).toEqual({ ok: true, value: spec.cards[predictedOrder(spec, seeds)[position]!] });
    // Everyone else holds every published share, and still lacks the target's lock.
    expect(open).not.toContain(strip(spec, locks, seeds, [0, 1, 3], position));
    expect(openPosition(spec, locks, position, others)).toMatchObject({ ok: false, error: { code: 'missing-share' } });
    expect(openCheckedPosition(spec, locks, position, others)).toMatchObject({ ok: false, error: { code: 'missing-share' } });
    // Shares out of seat order were never checked as such: a programmer's error, not a card.
    const all = allShares(spec, seeds, position);
    expect(() => openCheckedPosition(spec, locks, position, [all[1]!, all[0]!, ...all.slice(2)])).toThrow(RangeError);
    // Another player cannot use the target's role: its own key is already in the shares.
    expect(openPositionPrivately(spec, locks, position, 0, seeds[0]!, others.slice(1))).toMatchObject({ ok: false });
  });
});

describe("deck: the Messenger Raven's look and bury", () => {
  it('the holder looks at the top card privately, buries it, and it is the same card when drawn at last', () => {
    const spec = testSpec(3, 5, 'wildlings');
    const seeds = testSeeds(3, 'raven');
    const { locks } = setUpDeck(spec, seeds);
    const holder = 1;
    let order = deckOrder(spec);

    const top = drawTop(order).position;
    const others = allShares(spec, seeds, top).filter((s) => s.player !== holder);
    const looked = openPositionPrivately(spec, locks, top, holder, seeds[holder]!, others);
    expect(looked.ok).toBe(true);
    order = moveTopToBottom(order);
    expect(order).toEqual([1, 2, 3, 4, 0]);

    const drawn: string[] = [];
    while (order.length > 0) {
      const { position, rest } = drawTop(order);
      const card = openPosition(spec, locks, position, allShares(spec, seeds, position));
      if (card.ok) drawn.push(card.value);
      order = rest;
    }
    expect(drawn).toHaveLength(5);
    expect(looked.ok && drawn[4]).toBe(looked.ok && looked.value);
    expect(looked.ok && drawn.slice(0, 4)).not.toContain(looked.ok && looked.value);
  }, HEAVY);
});

describe('deck: deviations are caught and blamed', () => {
  const spec = testSpec(3, 4);
  const seeds = testSeeds(3, 'blame');
  const { shuffles, locks } = setUpDeck(spec, seeds);

  it('a forged decryption share is refused at once and blamed on its author', () => {
    const shares = allShares(spec, seeds, 0);
    const forged = { ...shares[1]!, key: encodeScalar(deckSecrets(spec, seeds[1]!).positionKeys[1]!) }; // key of another position
    expect(checkDecryptionShare(spec, locks, 1, 0, forged)).toEqual({ ok: false, error: { code: 'bad-share', path: ['key'], blame: 1 } });
    expect(openPosition(spec, locks, 0, [shares[0], forged, shares[2]])).toMatchObject({ ok: false, error: { code: 'bad-share', blame: 1 } });
    expect(checkDecryptionShare(spec, locks, 1, 0, { ...shares[1]!, key: new Uint8Array(32) })).toMatchObject({ ok: false, error: { blame: 1 } });
    expect(checkDecryptionShare(spec, locks, 1, 0, { ...shares[1]!, position: 3 })).toMatchObject({ ok: false, error: { code: 'bad-shape', blame: 1 } });
    expect(checkDecryptionShare(spec, locks, 1, 0, 'garbage')).toMatchObject({ ok: false, error: { code: 'bad-shape', blame: 1 } });
  });

  it('a lock made with another key is refused at once by its DLEQ proof and blamed', () => {
    const honest = lockDeck(spec, 1, seeds[1]!, locks[0]!.cards);
    const cards = [...honest.cards];
    cards[2] = encodePoint(decodePoint(cards[2])!.multiply(2n)); // position 2 locked with twice the key
    expect(checkLockStep(spec, 1, locks[0]!.cards, shuffles[1]!, { ...honest, cards })).toEqual({
      ok: false,
      error: { code: 'bad-proof', path: ['proofs', 2], blame: 1 },
    });
    const keys = [...honest.keys];
    keys[3] = encodePoint(Point.BASE.multiply(7n)); // publishes a key it did not lock with
    expect(checkLockStep(spec, 1, locks[0]!.cards, shuffles[1]!, { ...honest, keys })).toMatchObject({ ok: false, error: { code: 'bad-proof', blame: 1 } });
    // A lock checked against another player's deck key fails too: the proof binds Z_i.
    expect(checkLockStep(spec, 1, locks[0]!.cards, shuffles[2]!, honest)).toMatchObject({ ok: false, error: { code: 'bad-proof' } });
  });

  it('checkLockProof checks one position of a lock: the one forged fails and is blamed, the others pass, as checkLockStep finds', () => {
    const honest = lockDeck(spec, 1, seeds[1]!, locks[0]!.cards);
    const cards = [...honest.cards];
    cards[2] = encodePoint(decodePoint(cards[2])!.multiply(2n)); // position 2 locked with twice the key
    const forged = { ...honest, cards };
    // Its shape and points pass (what a lazy session checks on arrival); the proofs are for later.
    expect(checkLockStep(spec, 1, locks[0]!.cards, shuffles[1]!, forged, false)).toEqual({ ok: true, value: null });
    const m = lockedPositions(spec);
    const verdicts = Array.from({ length: m }, (_, p) => checkLockProof(spec, 1, locks[0]!.cards, shuffles[1]!, forged, p));
    expect(verdicts.map((r) => r.ok)).toEqual(Array.from({ length: m }, (_, p) => p !== 2));
    expect(verdicts[2]).toEqual({ ok: false, error: { code: 'bad-proof', path: ['proofs', 2], blame: 1 } });
    expect(Array.from({ length: m }, (_, p) => checkLockProof(spec, 1, locks[0]!.cards, shuffles[1]!, honest, p).ok)).toEqual(Array.from({ length: m }, () => true));
    // Against another player's deck key: every position fails (the proof binds Z_i).
    expect(checkLockProof(spec, 1, locks[0]!.cards, shuffles[2]!, honest, 0).ok).toBe(false);
    expect(() => checkLockProof(spec, 1, locks[0]!.cards, shuffles[1]!, honest, m)).toThrow(RangeError);
  });

  it('a duplicated card in a shuffle is refused at once and blamed', () => {
    const step = shuffleDeck(spec, 1, seeds[1]!, shuffles[0]!.cards);
    const cards = [...step.cards];
    cards[3] = cards[0]!;
    expect(checkShuffleStep(spec, 1, { ...step, cards })).toEqual({ ok: false, error: { code: 'duplicate-card', path: ['cards', 3], blame: 1 } });
  });

  it('a substituted card passes the live checks, fails to open as a card, and the audit blames the substituter', () => {
    // Seat 1 swaps one ciphertext for an encryption of a card that is not in the deck.
    const honest = shuffleDeck(spec, 1, seeds[1]!, shuffles[0]!.cards);
    const fake = hashToPoint(DOMAIN.DECK_CARD, [utf8Bytes('a card of my choosing')]).multiply(deckSecrets(spec, seeds[1]!).deckKey);
    const cards = [...honest.cards];
    cards[0] = encodePoint(fake);
    const cheat = { ...honest, cards };
    expect(checkShuffleStep(spec, 1, cheat)).toEqual({ ok: true, value: null }); // no shuffle proof: not seen yet

    // Everyone else goes on honestly from the cheated deck.
    const s2 = shuffleDeck(spec, 2, seeds[2]!, cheat.cards);
    const published = [shuffles[0]!, cheat, s2];
    const newLocks: LockStep[] = [];
    let input = s2.cards;
    for (let i = 0; i < 3; i++) {
      const l = lockDeck(spec, i, seeds[i]!, input);
      expect(checkLockStep(spec, i, input, published[i]!, l).ok).toBe(true);
      newLocks.push(l);
      input = l.cards;
    }
    const shares = deckOrder(spec).flatMap((p) => allShares(spec, seeds, p));
    const results = deckOrder(spec).map((p) => openPosition(spec, newLocks, p, shares.filter((s) => s.position === p)));
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: { code: 'not-a-card', path: [expect.any(Number)] } }]);

    expect(auditDeck(spec, { shuffles: published, locks: newLocks, shares }, seeds)).toEqual({
      ok: false,
      error: { code: 'bad-shuffle', path: ['shuffles', 1], blame: 1 },
    });
  }, HEAVY);

  it('the audit blames a player whose permutation did not come from its seed', () => {
    const s1 = shuffleDeck(spec, 1, testSeeds(1, 'another seed')[0]!, shuffles[0]!.cards);
    const s2 = shuffleDeck(spec, 2, seeds[2]!, s1.cards);
    const transcript = { shuffles: [shuffles[0]!, s1, s2], locks, shares: [] };
    expect(auditDeck(spec, transcript, seeds)).toMatchObject({ ok: false, error: { code: 'bad-shuffle', blame: 1 } });
  });

  it('the audit blames a lock or a share that its seed does not produce', () => {
    const badLocks = [locks[0]!, lockDeck(spec, 1, testSeeds(1, 'other')[0]!, locks[0]!.cards), locks[2]!];
    expect(auditDeck(spec, { shuffles, locks: badLocks, shares: [] }, seeds)).toMatchObject({ ok: false, error: { code: 'bad-lock', blame: 1 } });
    // With proven locks (a session's), the audit re-makes only the keys: the same verdicts.
    expect(auditDeck(spec, { shuffles, locks: badLocks, shares: [] }, seeds, { locksProven: true })).toMatchObject({ ok: false, error: { code: 'bad-lock', path: ['locks', 1], blame: 1 } });
    expect(auditDeck(spec, { shuffles, locks, shares: [] }, seeds, { locksProven: true })).toEqual({ ok: true, value: null });
    const share = { player: 2, position: 1, key: encodeScalar(5n) };
    expect(auditDeck(spec, { shuffles, locks, shares: [share] }, seeds)).toEqual({ ok: false, error: { code: 'bad-share', path: ['shares', 0], blame: 2 } });
  });

  it('with checked shares (a session\'s), a lock key with a share is compared by its scalar: the same verdicts as re-making it', () => {
    const other = testSeeds(1, 'other')[0]!;
    const badLocks = [locks[0]!, lockDeck(spec, 1, other, locks[0]!.cards), locks[2]!];
    // Shares as a session holds them: each passed checkDecryptionShare against the locks it opens.
    const sharesOf = (ls: readonly LockStep[], positions: readonly number[], seedOf: (i: number) => Uint8Array) =>
      positions.flatMap((p) =>
        [0, 1, 2].map((i) => {
          const share = decryptionShare(spec, i, seedOf(i), p);
          expect(checkDecryptionShare(spec, ls, i, p, share).ok).toBe(true);
          return share;
        }),
      );
    const cheaterSeed = (i: number) => (i === 1 ? other : seeds[i]!);
    for (const positions of [[], [0], [0, 2], [0, 1, 2, 3]]) {
      const honest = { shuffles, locks, shares: sharesOf(locks, positions, (i) => seeds[i]!) };
      const bad = { shuffles, locks: badLocks, shares: sharesOf(badLocks, positions, cheaterSeed) };
      for (const t of [honest, bad]) {
        const remade = auditDeck(spec, { ...t, shares: [] }, seeds, { locksProven: true });
        expect(auditDeck(spec, t, seeds, { locksProven: true, sharesChecked: true })).toEqual(t === honest ? auditDeck(spec, t, seeds) : remade);
      }
      expect(auditDeck(spec, bad, seeds, { locksProven: true, sharesChecked: true })).toEqual({ ok: false, error: { code: 'bad-lock', path: ['locks', 1], blame: 1 } });
    }
  }, HEAVY);

  it("the audit takes a shuffle this owner computed from its memo, and still blames a step changed after it was computed", () => {
    const fresh = testSpec(3, 4);
    const made = setUpDeck(fresh, seeds);
    // The same step as re-made afresh on another spec object (no memo), for every seat.
    for (let i = 0; i < 3; i++) {
      const input = i === 0 ? openDeck(fresh) : made.shuffles[i - 1]!.cards;
      expect(reshuffle(fresh, i, seeds[i]!, input)).toEqual(reshuffle({ ...fresh }, i, seeds[i]!, input));
    }
    // A cheater computes its step honestly, then publishes it with two cards swapped.
    const computed = shuffleDeck(fresh, 1, seeds[1]!, made.shuffles[0]!.cards);
    const swapped = { ...computed, cards: [computed.cards[1]!, computed.cards[0]!, ...computed.cards.slice(2)] };
    const s2 = shuffleDeck(fresh, 2, seeds[2]!, swapped.cards);
    expect(auditDeck(fresh, { shuffles: [made.shuffles[0]!, swapped, s2], locks: made.locks, shares: [] }, seeds)).toEqual({
      ok: false,
      error: { code: 'bad-shuffle', path: ['shuffles', 1], blame: 1 },
    });
    // Its other input, or another seed, is not the memo's.
    expect(reshuffle(fresh, 2, seeds[2]!, swapped.cards)).toEqual(s2);
    expect(reshuffle(fresh, 1, seeds[2]!, made.shuffles[0]!.cards)).toEqual(reshuffle({ ...fresh }, 1, seeds[2]!, made.shuffles[0]!.cards));
  }, HEAVY);

  it('malformed steps from a peer give typed failures, never exceptions', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3 }), fc.nat({ max: 31 }), fc.integer({ min: 1, max: 255 }), (p, byte, flip) => {
        const cards = [...shuffles[1]!.cards];
        const mutated = cards[p]!.slice();
        mutated[byte] = mutated[byte]! ^ flip;
        cards[p] = mutated;
        const r = checkShuffleStep(spec, 1, { ...shuffles[1]!, cards });
        if (!r.ok) expect(r.error).toMatchObject({ code: 'bad-point', path: ['cards', p], blame: 1 });
      }),
      { numRuns: 100 },
    );
    for (const junk of [null, 3, {}, { player: 1 }, { player: 1, cards: 'x' }, { player: 1, cards: [1, 2, 3, 4], deckKey: 1 }]) {
      expect(checkShuffleStep(spec, 1, junk).ok).toBe(false);
      expect(checkLockStep(spec, 1, locks[0]!.cards, shuffles[1]!, junk).ok).toBe(false);
    }
    expect(checkShuffleStep(spec, 2, shuffles[1])).toMatchObject({ ok: false, error: { code: 'bad-shape', blame: 2 } });
  });
});

describe('deck: only the top K positions locked (spec.locked, Tides of Battle)', () => {
  const spec: DeckSpec = { ...testSpec(3, 24, 'tides-of-battle#0'), locked: 3 };
  const seeds = testSeeds(3, 'top-k');
  const { shuffles, locks } = setUpDeck(spec, seeds);

  it('locks, proves and opens the top K of a fully shuffled deck, and the audit passes', () => {
    expect(locks.every((l) => l.cards.length === 3 && l.keys.length === 3 && l.proofs.length === 3)).toBe(true);
    expect(shuffles.every((s) => s.cards.length === 24)).toBe(true);
    const predicted = predictedOrder(spec, seeds);
    const shares: DecryptionShare[] = [];
    for (let p = 0; p < 3; p++) {
      const s = allShares(spec, seeds, p);
      shares.push(...s);
      expect(openPosition(spec, locks, p, s)).toEqual({ ok: true, value: spec.cards[predicted[p]!] });
    }
    expect(auditDeck(spec, { shuffles, locks, shares }, seeds)).toEqual({ ok: true, value: null });
  }, HEAVY);

  it('the top K are drawn from the whole deck: the permutations and the first K position keys are those of a full lock', () => {
    const full = testSpec(3, 24, 'tides-of-battle#0');
    expect(predictedOrder(spec, seeds)).toEqual(predictedOrder(full, seeds));
    expect(deckSecrets(spec, seeds[0]!).permutation).toEqual(deckSecrets(full, seeds[0]!).permutation);
    expect(deckSecrets(spec, seeds[0]!).positionKeys).toEqual(deckSecrets(full, seeds[0]!).positionKeys.slice(0, 3));
  });

  it('positions below the top K have no key and cannot be opened', () => {
    expect(() => decryptionShare(spec, 0, seeds[0]!, 3)).toThrow(RangeError);
    expect(() => openPosition(spec, locks, 3, [null, null, null])).toThrow(RangeError);
  });

  it('a lock of every position, or of another K, is refused and blamed', () => {
    const { locked: _all, ...fullSpec } = spec;
    const full = lockDeck(fullSpec, 0, seeds[0]!, shuffles[2]!.cards);
    expect(full.cards).toHaveLength(24);
    expect(checkLockStep(spec, 0, shuffles[2]!.cards, shuffles[0]!, full)).toMatchObject({ ok: false, error: { code: 'bad-shape', blame: 0 } });
    const four = lockDeck({ ...spec, locked: 4 }, 0, seeds[0]!, shuffles[2]!.cards);
    expect(checkLockStep(spec, 0, shuffles[2]!.cards, shuffles[0]!, four)).toMatchObject({ ok: false, error: { code: 'bad-shape', blame: 0 } });
    expect(checkLockStep(spec, 0, shuffles[2]!.cards, shuffles[0]!, locks[0])).toEqual({ ok: true, value: null });
  });

  it('a substituted card is still caught by the audit', () => {
    const cheat = shuffleDeck(spec, 1, testSeeds(1, 'not my seed')[0]!, shuffles[0]!.cards);
    const s2 = shuffleDeck(spec, 2, seeds[2]!, cheat.cards);
    expect(auditDeck(spec, { shuffles: [shuffles[0]!, cheat, s2], locks, shares: [] }, seeds)).toMatchObject({ ok: false, error: { code: 'bad-shuffle', blame: 1 } });
  });

  it('a bad locked count in a spec is a programmer error', () => {
    for (const locked of [0, 25, 1.5, -1]) expect(() => assertDeckSpec({ ...spec, locked })).toThrow(RangeError);
    expect(lockedPositions(spec)).toBe(3);
    expect(lockedPositions(testSpec(3, 5))).toBe(5);
  });
});
