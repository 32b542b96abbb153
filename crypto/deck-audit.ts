/**
 * The joint deck, part 3: the end-of-game audit. Each player's permutation and keys are a
 * function of its committed seed; once every seed is opened (and checked against its
 * commitment by the caller), anyone can re-run each player's steps *from the inputs that
 * player actually received* and compare with what it published. The first step that differs
 * names its author: a substituted or duplicated card, a dishonest permutation, a lock or a
 * share made with other keys, a blind or a strip (deck-blind.ts) that its seed does not produce.
 * Proofs are not re-made (they were verified when received).
 */
import { equalBytes } from './bytes';
import {
  assertDeckSpec,
  deckSecrets,
  openDeck,
  relock,
  relockKeys,
  reshuffle,
  type DeckErrorCode,
  type DeckSpec,
  type LockStep,
  type ShuffleStep,
} from './deck-shuffle';
import { blindPosition, stripBlinded, type BlindStep, type StripStep } from './deck-blind';
import type { DecryptionShare } from './deck-reveal';
import { Point, encodePoint, encodeScalar, multiplyPublic } from './group';
import { fail, ok, type Result } from './result';

/** Everything published for one deck. */
export interface DeckTranscript {
  readonly shuffles: readonly ShuffleStep[];
  readonly locks: readonly LockStep[];
  readonly shares: readonly DecryptionShare[];
  /** Every blind of a blinded reveal (deck-blind.ts), as published. */
  readonly blinds?: readonly BlindStep[];
  /** Every strip of a blinded reveal, as published. */
  readonly strips?: readonly StripStep[];
}

/** How much of the transcript the caller has already checked. */
export interface AuditOptions {
  /**
   * Every lock step passed `checkLockStep` against the published steps before it (a session
   * refuses any other). Its DLEQ proofs then bind each locked card to the published keys:
   * L_i[p] = (log_{Z_i} Y_{i,p}) · L_{i-1}[p]. So once the audit has Z_i = k_i·G (the shuffle's
   * deck key) and Y_{i,p} = k_{i,p}·G from the seed, the cards are what the seed produces, and
   * re-making them (one multiplication per position, about half the audit) proves nothing more.
   *
   * A session that checks a position's proofs, every player's, only where the position is first
   * read (`checkLockProof`, src/session/README.md, "Lock proofs checked where a card is read")
   * passes it too: every lock passed `checkLockStep(..., checkProofs = false)` (shapes, valid
   * distinct points), and the keys are still compared for every position (by the seed, or by a
   * checked share), but the cards of a position never read are neither proven nor re-made: no card
   * anyone read depends on them, and a lock wrong only there goes unblamed.
   */
  readonly locksProven?: boolean;
  /**
   * With `locksProven`: every share of the transcript passed `checkDecryptionShare` against these
   * locks when it was published (a session keeps no other), so share·G = Y_{i,p}. Then, for a
   * position whose share player i published, Y_{i,p} = k_{i,p}·G exactly when the share is
   * k_{i,p} (scalars are canonical): the audit compares the scalar instead of multiplying, with the
   * same verdict ('bad-lock' at the lock) as re-making the key. Positions without a share are
   * re-made as before.
   */
  readonly sharesChecked?: boolean;
}

/**
 * Re-run a deck from the opened seeds and name the first player whose step differs.
 * @param spec - the deck spec
 * @param transcript - the published shuffles and locks (seat order) and every share published
 * @param seeds - each seat's opened seed, in seat order (already checked against commitments); null for a
 *   player whose seed is not known (a seat excluded from the game before it opened it): its own steps
 *   are taken as published and not re-made, every other player's step is still checked
 * @param options - `locksProven` when the locks' proofs were verified, everywhere or where a
 *   position was read (then only their keys are re-made: AuditOptions)
 * @returns ok(null), or 'bad-shape' (an incomplete transcript), 'bad-shuffle', 'bad-lock'
 *   (a lock, a blind or a strip) or 'bad-share' with `blame` set to the guilty seat and the path
 *   to its step
 * @throws as assertDeckSpec; RangeError if a seed is not 32 bytes
 * @example
 * auditDeck(spec, { shuffles, locks, shares }, seeds) // { ok: true, value: null }
 */
export function auditDeck(spec: DeckSpec, transcript: DeckTranscript, seeds: readonly (Uint8Array | null)[], options: AuditOptions = {}): Result<null, DeckErrorCode> {
  assertDeckSpec(spec);
  const n = spec.players;
  if (seeds.length !== n || transcript.shuffles.length !== n || transcript.locks.length !== n) return fail('bad-shape');

  let input: readonly Uint8Array[] = openDeck(spec);
  for (let i = 0; i < n; i++) {
    const published = transcript.shuffles[i]!;
    const seed = seeds[i] ?? null;
    if (seed === null) {
      input = published.cards;
      continue;
    }
    const expected = reshuffle(spec, i, seed, input);
    if (!sameList(published.cards, expected.cards) || !equalBytes(published.deckKey, expected.deckKey)) {
      return fail('bad-shuffle', ['shuffles', i], i);
    }
    input = published.cards;
  }
  const proven = options.locksProven === true;
  const shared = proven && options.sharesChecked === true ? sharesByPlayer(n, transcript.shares) : null;
  for (let i = 0; i < n; i++) {
    const published = transcript.locks[i]!;
    const seed = seeds[i] ?? null;
    const same =
      seed === null ||
      (!proven
        ? sameLock(published, relock(spec, seed, input))
        : shared === null
          ? sameList(published.keys, relockKeys(spec, seed))
          : sameKeys(spec, seed, published.keys, shared[i]!));
    if (!same) return fail('bad-lock', ['locks', i], i);
    input = published.cards;
  }
  // A blind and a strip are re-made from their published input (checked live against what every
  // peer computed) and the author's seed.
  for (const [j, b] of (transcript.blinds ?? []).entries()) {
    const seed = seeds[b.player];
    if (seed === undefined) return fail('bad-shape', ['blinds', j], b.player);
    if (seed === null) continue;
    const expected = blindPosition(spec, b.player, seed, b.position, b.index, b.base);
    if (!equalBytes(b.point, expected.point) || !equalBytes(b.key, expected.key)) return fail('bad-lock', ['blinds', j], b.player);
  }
  for (const [j, s] of (transcript.strips ?? []).entries()) {
    const seed = seeds[s.player];
    if (seed === undefined) return fail('bad-shape', ['strips', j], s.player);
    if (seed === null) continue;
    if (!equalBytes(s.point, stripBlinded(spec, s.player, seed, s.position, s.index, s.input).point)) return fail('bad-lock', ['strips', j], s.player);
  }
  const keys = seeds.map((seed) => (seed === null ? null : deckSecrets(spec, seed).positionKeys));
  for (const [j, share] of transcript.shares.entries()) {
    if (keys[share.player] === null) continue;
    const expected = keys[share.player]?.[share.position];
    if (expected === undefined || !equalBytes(share.key, encodeScalar(expected))) {
      return fail('bad-share', ['shares', j], share.player);
    }
  }
  return ok(null);
}

/** Per player, its checked shares' keys by position (two of one position are the same scalar: each times G is Y_{i,p}). */
function sharesByPlayer(n: number, shares: readonly DecryptionShare[]): Map<number, Uint8Array>[] {
  const byPlayer = Array.from({ length: n }, () => new Map<number, Uint8Array>());
  for (const share of shares) byPlayer[share.player]?.set(share.position, share.key);
  return byPlayer;
}

/**
 * Whether the published lock keys are k_{i,p}·G for the seed's keys: by the checked share's scalar
 * where player i published one for p (see AuditOptions.sharesChecked), by a multiplication elsewhere.
 */
function sameKeys(spec: DeckSpec, seed: Uint8Array, keys: readonly Uint8Array[], shared: ReadonlyMap<number, Uint8Array>): boolean {
  const own = deckSecrets(spec, seed).positionKeys;
  if (keys.length !== own.length) return false;
  return own.every((k, p) => {
    const share = shared.get(p);
    return share !== undefined ? equalBytes(share, encodeScalar(k)) : equalBytes(keys[p]!, encodePoint(multiplyPublic(Point.BASE, k)));
  });
}

function sameLock(published: LockStep, expected: { cards: Uint8Array[]; keys: Uint8Array[] }): boolean {
  return sameList(published.cards, expected.cards) && sameList(published.keys, expected.keys);
}

function sameList(a: readonly Uint8Array[], b: readonly Uint8Array[]): boolean {
  return a.length === b.length && a.every((x, i) => equalBytes(x, b[i]!));
}
