/**
 * The joint deck, part 1: creation, shuffle and per-position locks ("mental poker" with
 * commutative encryption on ristretto255; protocol.md, "Joint deck").
 *
 *   C_j         = hash-to-curve(game, deck, card id j)                    the open deck D_{-1}
 *   shuffle i:  D_i[p] = k_i · D_{i-1}[π_i(p)]                            players 0…n−1 in turn
 *   lock i:     L_i[p] = (k_{i,p} / k_i) · L_{i-1}[p],  L_{-1} = D_{n-1}   players 0…n−1 in turn,
 *               for the positions p < K only (K = spec.locked, all cards by default)
 *               Y_{i,p} = k_{i,p} · G   with a DLEQ proof of log_{Z_i} Y_{i,p} = log_{L_{i-1}[p]} L_i[p]
 *   after all:  L_{n-1}[p] = (Π_i k_{i,p}) · C_{σ(p)}
 *
 * Player i's permutation π_i, deck key k_i and position keys k_{i,p} all come from its DRBG on
 * its committed game seed (label 'deck/<deck>'), so the end-of-game audit can re-run them.
 * Every published step is checked by everyone at once, as far as it can be:
 *   - a shuffle step: right length, valid and pairwise distinct points, valid Z_i = k_i·G
 *     (its honesty — same cards, re-encrypted — is checked only by the audit: no shuffle proof);
 *   - a lock step: one DLEQ proof per position, since Y_{i,p} = (k_{i,p}/k_i)·Z_i, that the
 *     lock multiplied by exactly k_{i,p}/k_i — so Y_{i,p} is the key that will open position p.
 * A deck of which only the top few cards can ever be drawn before it is shuffled again (Tides of
 * Battle: at most three per combat) sets `spec.locked = K`: every card is still shuffled by
 * everyone (so the top K are uniform over the whole deck), but only the top K positions are
 * locked, proven and openable, which makes the lock and its checks O(K) instead of O(cards).
 * All inputs and outputs are plain data (Uint8Array points and scalars) for the wire.
 */
import { equalBytes, frame, isBytesOfLength, toHex, utf8Bytes } from './bytes';
import { DOMAIN } from './domain';
import { createDrbg } from './drbg';
import { proveDleq, verifyDleq, type DleqProof } from './dleq';
import { Point, decodePoint, encodePoint, hashToPoint, invertScalar, mulScalar, multiply, multiplyPublic, randomScalar } from './group';
import { HASH_BYTES } from './hash';
import { fail, ok, type Result } from './result';

/** Which deck: public, agreed by all players before the shuffle. */
export interface DeckSpec {
  /** 32-byte game id. */
  readonly game: Uint8Array;
  /** The deck's id in this game, e.g. 'wildlings' or 'tides-of-battle#2' (one shuffle each). */
  readonly deck: string;
  /** Distinct card ids, in the open deck's order. */
  readonly cards: readonly string[];
  /** Number of players; they shuffle and lock in seat order 0…players−1. */
  readonly players: number;
  /**
   * How many positions from the top are locked and can be opened (1…cards.length; all when
   * absent). The rest stay shuffled under the deck keys and are never opened.
   */
  readonly locked?: number;
  /**
   * The open deck given as points, one per card id and in the same order, instead of each card id
   * hashed to a point: a deck of hidden cards shuffled back, whose cards are the final points of
   * positions of earlier decks (deck-recycle.ts). They must be canonical encodings of valid,
   * pairwise distinct, non-identity points (openDeck throws otherwise; `checkDeckPoints` says why
   * for untrusted ones). Absent: hash-to-curve of the card ids.
   */
  readonly points?: readonly Uint8Array[];
}

/** What player i publishes when it shuffles. */
export interface ShuffleStep {
  readonly player: number;
  /** D_i: the permuted, re-encrypted deck. */
  readonly cards: readonly Uint8Array[];
  /** Z_i = k_i · G: commits to the deck key, so the lock step can be proven against it. */
  readonly deckKey: Uint8Array;
}

/** What player i publishes when it locks. */
export interface LockStep {
  readonly player: number;
  /** L_i: the top K positions of the deck with k_i replaced by per-position keys. */
  readonly cards: readonly Uint8Array[];
  /** Y_{i,p} = k_{i,p} · G for every locked position p. */
  readonly keys: readonly Uint8Array[];
  /** One DLEQ proof per position (see the module comment). */
  readonly proofs: readonly DleqProof[];
}

/** A player's secrets for one deck, all derived from its seed. */
export interface DeckSecrets {
  readonly permutation: readonly number[];
  readonly deckKey: bigint;
  readonly positionKeys: readonly bigint[];
}

/** Why a deck step was refused. `blame` names the seat whose step it was. */
export const DECK_ERROR_CODES = Object.freeze([
  'bad-shape', // wrong player, wrong length, or a field of the wrong type
  'bad-point', // not the canonical encoding of a non-identity point
  'duplicate-card', // two positions hold the same point: a card was duplicated
  'bad-proof', // a lock proof does not verify
  'bad-share', // a decryption share does not match the published position key
  'missing-share', // a share needed to open a position is absent
  'not-a-card', // a fully decrypted position is no card of the deck (see the audit)
  'bad-shuffle', // audit: the shuffle is not what the opened seed produces
  'bad-lock', // audit: the lock is not what the opened seed produces
] as const);
/** One of DECK_ERROR_CODES. */
export type DeckErrorCode = (typeof DECK_ERROR_CODES)[number];

/**
 * Check a spec (our own data, agreed in the lobby).
 * @param spec - the deck spec
 * @returns nothing
 * @throws TypeError / RangeError on a bad game id, an empty or duplicated card list, a
 *   player count outside 1…64, or a locked count outside 1…cards.length
 * @example
 * assertDeckSpec({ game, deck: 'wildlings', cards: ['a', 'b'], players: 3 })
 */
export function assertDeckSpec(spec: DeckSpec): void {
  if (!isBytesOfLength(spec.game, HASH_BYTES)) throw new TypeError('expected spec.game to be 32 bytes');
  if (typeof spec.deck !== 'string' || spec.deck.length === 0) throw new TypeError('expected spec.deck to be a non-empty string');
  if (!Array.isArray(spec.cards) || spec.cards.length === 0 || !spec.cards.every((c) => typeof c === 'string')) {
    throw new TypeError('expected spec.cards to be a non-empty array of strings');
  }
  if (new Set(spec.cards).size !== spec.cards.length) throw new RangeError('expected distinct card ids');
  if (!Number.isInteger(spec.players) || spec.players < 1 || spec.players > 64) throw new RangeError('expected 1…64 players');
  if (spec.locked !== undefined && (!Number.isInteger(spec.locked) || spec.locked < 1 || spec.locked > spec.cards.length)) {
    throw new RangeError(`expected spec.locked in 1…${spec.cards.length}, got ${String(spec.locked)}`);
  }
  if (spec.points !== undefined && (!Array.isArray(spec.points) || spec.points.length !== spec.cards.length || !spec.points.every((x) => isBytesOfLength(x, 32)))) {
    throw new TypeError(`expected spec.points to be ${spec.cards.length} points of 32 bytes, one per card`);
  }
}

/**
 * How many positions from the top are locked (and can be opened).
 * @param spec - the deck spec
 * @returns spec.locked, or the number of cards when it is absent
 * @throws never
 * @example
 * lockedPositions({ ...spec, locked: 3 }) // 3
 */
export function lockedPositions(spec: DeckSpec): number {
  return spec.locked ?? spec.cards.length;
}

/**
 * The open deck: each card id hashed to a point (nobody knows any discrete log between them).
 * @param spec - the deck spec
 * @returns D_{-1}, one encoded point per card, in spec order
 * @throws as assertDeckSpec
 * @example
 * const open = openDeck(spec) // input of player 0's shuffle
 */
export function openDeck(spec: DeckSpec): Uint8Array[] {
  return openPoints(spec).map((p) => p.slice()); // copies: the memo must not be changed by callers
}

/**
 * The index in the open deck of a card's point, given as hex (what a fully unlocked position is
 * looked up by). Internal to the deck modules.
 * @param spec - the deck spec
 * @param hex - a point's encoding, as hex
 * @returns the card's index in spec order, or -1 when the point is no card of the deck
 * @throws as openDeck
 * @example
 * openDeckIndex(spec, toHex(openDeck(spec)[2])) // 2
 */
export function openDeckIndex(spec: DeckSpec, hex: string): number {
  const points = openPoints(spec);
  const memo = memoOf(spec);
  memo.openIndex ??= new Map(points.map((p, i) => [toHex(p), i]));
  return memo.openIndex.get(hex) ?? -1;
}

/** openDeck's points themselves, from the spec's memo (never handed out: callers get copies). */
function openPoints(spec: DeckSpec): readonly Uint8Array[] {
  assertDeckSpec(spec);
  const memo = memoOf(spec);
  let points = memo.open;
  if (points === null) {
    const given = spec.points;
    if (given !== undefined) {
      // A deck of given points (deck-recycle.ts): checked once here, so that no step is ever made on an invalid or repeated card.
      const r = checkDeckPoints(spec.cards, given);
      if (!r.ok) throw new RangeError(`expected valid, distinct, non-identity points as cards, got ${r.error.code} at ${r.error.path.join('/')}`);
    }
    const game = spec.game;
    const deck = utf8Bytes(spec.deck);
    points = given !== undefined ? given.map((x) => x.slice()) : spec.cards.map((id) => encodePoint(hashToPoint(DOMAIN.DECK_CARD, [game, deck, utf8Bytes(id)])));
    memo.open = points;
  }
  return points;
}

/**
 * Check untrusted points offered as the open deck of `cards` (DeckSpec.points): one per card, each
 * the canonical encoding of a valid point other than the identity, and no two the same (a card
 * twice in a deck would let two positions open to it).
 * @param cards - the card ids the points stand for
 * @param points - untrusted
 * @returns ok(null), or 'bad-shape' (not one point per card), 'bad-point' or 'duplicate-card' with
 *   the index in `points` (no blame: the caller knows whose points they are)
 * @throws never
 * @example
 * checkDeckPoints(['a', 'b'], [lockedPoint(spec, locks, 0), lockedPoint(spec, locks, 3)]) // { ok: true, value: null }
 */
export function checkDeckPoints(cards: readonly string[], points: unknown): Result<null, DeckErrorCode> {
  if (!Array.isArray(cards)) return fail('bad-shape', ['cards']);
  const r = checkPointList(points, cards.length, undefined, 'points');
  return r.ok ? ok(null) : r;
}

/**
 * What openDeck and deckSecrets computed for one spec OBJECT, kept as long as that object lives (a
 * WeakMap entry, so nothing outlives the deck it belongs to): the open deck (hash-to-curve costs
 * ≈0.25 ms a card on noble) and each seat's secrets by seed (a seat derives its own again for its
 * lock and every share it writes; every audit, verify's included, derives each seat's three times
 * per deck: its shuffle, its lock keys, its shares).
 *
 * Keyed by the object, not by its content, so that the memo has an owner: a spec is made by the
 * fold that plays its deck (src/session, one per joint shuffle) and read by that fold, its session
 * and its audit, so each peer, watcher or verify run memoizes its own work and never reuses
 * another's — which peers in separate pages cannot do either (the bench runs six peers in one
 * process; with a memo by content they shared it, and its game read ≈4 % low). Specs are never
 * changed (readonly data); a copy of one is another deck object and derives afresh. A pure cache:
 * same input, same output, only what the spec and the seeds given already determine.
 */
interface SpecMemo {
  open: Uint8Array[] | null;
  /** The open deck's points as hex, to their index (openDeckIndex). */
  openIndex?: Map<string, number>;
  readonly secrets: Map<string, DeckSecrets>;
  /**
   * The shuffle steps this owner computed with shuffleDeck, with the seed and input they were
   * computed from: the end audit's `reshuffle` of the same seed and input is the same pure
   * function (constant-time or not, the same points), so it is taken from here instead of
   * multiplying every card again. The audit still compares it with what was PUBLISHED: a step
   * changed after it was computed (a cheater's) fails exactly as before.
   */
  readonly shuffled: { readonly seed: Uint8Array; readonly input: readonly Uint8Array[]; readonly step: ShuffleStep }[];
}
const specMemos = new WeakMap<DeckSpec, SpecMemo>();
/** At most this many seeds' secrets per spec (a deck has one seed per player; the bound is for untrusted callers). */
const SECRETS_PER_SPEC = 64;

function memoOf(spec: DeckSpec): SpecMemo {
  let memo = specMemos.get(spec);
  if (memo === undefined) {
    memo = { open: null, secrets: new Map(), shuffled: [] };
    specMemos.set(spec, memo);
  }
  return memo;
}

/**
 * A player's secrets for a deck, re-derivable from its seed (also by the audit).
 * @param spec - the deck spec
 * @param seed - the player's 32-byte game seed
 * @returns its permutation, deck key and per-position keys (one per locked position)
 * @throws as assertDeckSpec; RangeError if seed is not 32 bytes
 * @example
 * deckSecrets(spec, seed).positionKeys[3]
 */
export function deckSecrets(spec: DeckSpec, seed: Uint8Array): DeckSecrets {
  assertDeckSpec(spec);
  // The spec fixes the rest of what the derivation reads (the deck's label, its size, its locked positions).
  const key = isBytesOfLength(seed, 32) ? toHex(seed) : null;
  const memo = key === null ? null : memoOf(spec).secrets;
  const known = key === null ? undefined : memo!.get(key);
  if (known !== undefined) return known;
  const rng = createDrbg(seed, `deck/${spec.deck}`); // throws on a bad seed, as before
  const permutation = Object.freeze(rng.permutation(spec.cards.length)); // first, so deckPermutation agrees
  const deckKey = randomScalar(rng);
  const positionKeys = Object.freeze(Array.from({ length: lockedPositions(spec) }, () => randomScalar(rng)));
  const secrets = Object.freeze({ permutation, deckKey, positionKeys });
  if (memo !== null && key !== null) {
    if (memo.size >= SECRETS_PER_SPEC) memo.delete(memo.keys().next().value!);
    memo.set(key, secrets);
  }
  return secrets;
}

/**
 * Only the permutation of a player's secrets (the first draw of the same stream): cheap, for
 * tests of the permutation layer and for tracing an audited deck.
 * @param spec - the deck spec
 * @param seed - the player's seed
 * @returns π_i: position p of the player's output holds input position π_i[p]
 * @throws as deckSecrets
 * @example
 * deckPermutation(spec, seed) // e.g. [2, 0, 1]
 */
export function deckPermutation(spec: DeckSpec, seed: Uint8Array): number[] {
  assertDeckSpec(spec);
  return createDrbg(seed, `deck/${spec.deck}`).permutation(spec.cards.length);
}

/**
 * Player `player`'s shuffle: permute the deck it received and multiply every card by k_i.
 * @param spec - the deck spec
 * @param player - the seat index doing this step
 * @param seed - that player's seed
 * @param input - D_{i-1} (openDeck for player 0), already checked
 * @returns the step to publish
 * @throws RangeError / TypeError on malformed arguments (input from peers must be checked first)
 * @example
 * const s0 = shuffleDeck(spec, 0, seed0, openDeck(spec))
 */
export function shuffleDeck(spec: DeckSpec, player: number, seed: Uint8Array, input: readonly Uint8Array[]): ShuffleStep {
  const step = shuffleWith(spec, player, seed, input, SECRET);
  const shuffled = memoOf(spec).shuffled;
  if (shuffled.length >= spec.players) shuffled.shift();
  shuffled.push({ seed: seed.slice(), input: input.map((x) => x.slice()), step: copyStep(step) });
  return step;
}

/**
 * What a player's shuffle must publish, re-made from its OPENED seed by the end-of-game audit:
 * `shuffleDeck` with variable-time multiplication (the seed is public by then; ≈2× faster).
 * @param spec - the deck spec
 * @param player - the seat whose step is re-made
 * @param seed - that player's opened seed
 * @param input - the deck that player received
 * @returns the same step as `shuffleDeck(spec, player, seed, input)`
 * @throws as shuffleDeck
 * @example
 * reshuffle(spec, 1, seeds[1], s0.cards).cards
 */
export function reshuffle(spec: DeckSpec, player: number, seed: Uint8Array, input: readonly Uint8Array[]): ShuffleStep {
  assertDeckSpec(spec);
  const made = memoOf(spec).shuffled.find((m) => m.step.player === player && equalBytes(m.seed, seed) && sameBytesList(m.input, input));
  return made !== undefined ? copyStep(made.step) : shuffleWith(spec, player, seed, input, PUBLIC);
}

function copyStep(step: ShuffleStep): ShuffleStep {
  return { player: step.player, cards: step.cards.map((c) => c.slice()), deckKey: step.deckKey.slice() };
}

function sameBytesList(a: readonly Uint8Array[], b: readonly Uint8Array[]): boolean {
  return Array.isArray(b) && a.length === b.length && a.every((x, i) => b[i] instanceof Uint8Array && equalBytes(x, b[i]!));
}

/** How a step multiplies: constant-time for a live secret, variable-time once the seed is opened. */
interface Multiplier {
  readonly mul: (p: Point, k: bigint) => Point;
}
const SECRET: Multiplier = Object.freeze({ mul: multiply });
const PUBLIC: Multiplier = Object.freeze({ mul: multiplyPublic });

function shuffleWith(spec: DeckSpec, player: number, seed: Uint8Array, input: readonly Uint8Array[], m: Multiplier): ShuffleStep {
  const { permutation, deckKey } = deckSecrets(spec, seed);
  const points = trustedPoints(input, spec.cards.length);
  return {
    player,
    cards: permutation.map((from) => encodePoint(m.mul(points[from]!, deckKey))),
    deckKey: encodePoint(m.mul(Point.BASE, deckKey)),
  };
}

/**
 * Check a published shuffle step as far as possible without a shuffle proof.
 * @param spec - the deck spec
 * @param player - the seat that should have published it
 * @param step - untrusted
 * @returns ok(null), or 'bad-shape' / 'bad-point' / 'duplicate-card', blaming `player`
 * @throws as assertDeckSpec
 * @example
 * checkShuffleStep(spec, 1, s1)
 */
export function checkShuffleStep(spec: DeckSpec, player: number, step: unknown): Result<null, DeckErrorCode> {
  assertDeckSpec(spec);
  const s = step as Partial<ShuffleStep> | null;
  if (s === null || typeof s !== 'object' || s.player !== player) return fail('bad-shape', ['player'], player);
  const cards = checkPointList(s.cards, spec.cards.length, player, 'cards');
  if (!cards.ok) return cards;
  if (decodePoint(s.deckKey) === null) return fail('bad-point', ['deckKey'], player);
  return ok(null);
}

/**
 * Player `player`'s lock: replace its deck key by per-position keys, with proofs.
 * @param spec - the deck spec
 * @param player - the seat index doing this step
 * @param seed - that player's seed
 * @param input - L_{i-1} (for player 0: the last shuffle's cards, of which the top K are used),
 *   already checked
 * @returns the step to publish
 * @throws RangeError / TypeError on malformed arguments
 * @example
 * const l0 = lockDeck(spec, 0, seed0, lastShuffle.cards)
 */
export function lockDeck(spec: DeckSpec, player: number, seed: Uint8Array, input: readonly Uint8Array[]): LockStep {
  const { zi, before, factors, locked, keys } = lockPoints(spec, seed, input, SECRET);
  const { deckKey } = deckSecrets(spec, seed); // log_G Z_i: each proof's A1 = r·Z_i by the fixed base
  return {
    player,
    cards: locked.map(encodePoint),
    keys: keys.map(encodePoint),
    proofs: before.map((x, p) => proveDleq(factors[p]!, { g1: zi, h1: keys[p]!, g2: x, h2: locked[p]! }, lockContext(spec, player, p), deckKey)),
  };
}

/**
 * What a player's lock must publish (cards and keys, no proofs): used by the audit, on an opened
 * seed, so with variable-time multiplication.
 * @param spec - the deck spec
 * @param seed - the player's opened seed
 * @param input - the deck the player received
 * @returns the expected L_i and Y_i, encoded
 * @throws as lockDeck
 * @example
 * relock(spec, seeds[1], l0.cards).cards
 */
export function relock(spec: DeckSpec, seed: Uint8Array, input: readonly Uint8Array[]): { cards: Uint8Array[]; keys: Uint8Array[] } {
  const { locked, keys } = lockPoints(spec, seed, input, PUBLIC);
  return { cards: locked.map(encodePoint), keys: keys.map(encodePoint) };
}

/**
 * Only the position keys Y_{i,p} = k_{i,p} · G a player's lock must publish, from its opened seed
 * (variable-time): what the audit checks of a lock whose DLEQ proofs were verified (see auditDeck).
 * @param spec - the deck spec
 * @param seed - the player's opened seed
 * @returns the expected Y_i, encoded
 * @throws as deckSecrets
 * @example
 * relockKeys(spec, seeds[1]) // equals relock(spec, seeds[1], input).keys
 */
export function relockKeys(spec: DeckSpec, seed: Uint8Array): Uint8Array[] {
  return deckSecrets(spec, seed).positionKeys.map((k) => encodePoint(PUBLIC.mul(Point.BASE, k)));
}

/** L_i[p] = f_p · L_{i-1}[p] and Y_{i,p} = f_p · Z_i with f_p = k_{i,p} / k_i. */
function lockPoints(spec: DeckSpec, seed: Uint8Array, input: readonly Uint8Array[], m: Multiplier) {
  const { deckKey, positionKeys } = deckSecrets(spec, seed);
  const before = lockInput(spec, input);
  const zi = m.mul(Point.BASE, deckKey);
  const unlock = invertScalar(deckKey);
  const factors = positionKeys.map((k) => mulScalar(k, unlock));
  const locked = before.map((x, p) => m.mul(x, factors[p]!));
  const keys = positionKeys.map((k) => m.mul(Point.BASE, k)); // = f_p · Z_i, via the faster fixed base
  return { zi, before, factors, locked, keys };
}

/**
 * Check a published lock step: shapes, points, and every position's DLEQ proof.
 * @param spec - the deck spec
 * @param player - the seat that should have published it
 * @param input - L_{i-1}, the deck that player received (already checked; for player 0 the
 *   last shuffle's cards, of which the top K are used)
 * @param shuffle - that player's own checked shuffle step (for Z_i)
 * @param step - untrusted
 * @param checkProofs - false for a step whose proofs are checked elsewhere: one the caller made
 *   itself (lockDeck, this run: its own work, four multiplications each; everyone else checks
 *   them), or one whose proofs are checked position by position when a position is first read
 *   (`checkLockProof`: src/session, "Lock proofs checked where a card is read"). Its shapes, its
 *   points (canonical, valid, the cards pairwise distinct) are checked either way
 * @returns ok(null), or a failure blaming `player` with the position in the path
 * @throws as assertDeckSpec
 * @example
 * checkLockStep(spec, 1, l0.cards, s1, l1)
 */
export function checkLockStep(
  spec: DeckSpec,
  player: number,
  input: readonly Uint8Array[],
  shuffle: ShuffleStep,
  step: unknown,
  checkProofs = true,
): Result<null, DeckErrorCode> {
  assertDeckSpec(spec);
  const m = lockedPositions(spec);
  const s = step as Partial<LockStep> | null;
  if (s === null || typeof s !== 'object' || s.player !== player) return fail('bad-shape', ['player'], player);
  const cards = checkPointList(s.cards, m, player, 'cards');
  if (!cards.ok) return cards;
  const keys = checkPointList(s.keys, m, player, 'keys', false);
  if (!keys.ok) return keys;
  if (!Array.isArray(s.proofs) || s.proofs.length !== m) return fail('bad-shape', ['proofs'], player);
  if (!checkProofs) return ok(null);
  const zi = trustedPoint(shuffle.deckKey);
  const before = lockInput(spec, input);
  for (let p = 0; p < m; p++) {
    if (!lockProofHolds(spec, player, zi, before[p]!, keys.value[p]!, cards.value[p]!, shuffle, input, s as LockStep, p)) return fail('bad-proof', ['proofs', p], player);
  }
  return ok(null);
}

/**
 * Check the DLEQ proof of one position of a lock step that already passed
 * `checkLockStep(..., checkProofs = false)` (so its cards and keys are canonical valid points, and
 * it has one proof per locked position): that L_i[p] = (log_{Z_i} Y_{i,p}) · L_{i-1}[p]. What
 * `checkLockStep` checks of every position, for one: a session checks a position's proofs, every
 * seat's, the first time the position is read (src/session/README.md, "Lock proofs checked where
 * a card is read").
 * @param spec - the deck spec
 * @param player - the seat whose step it is
 * @param input - L_{i-1}, the deck that player received (as for checkLockStep)
 * @param shuffle - that player's own checked shuffle step (for Z_i)
 * @param step - its lock step, shape-checked
 * @param position - a locked position
 * @returns ok(null), or 'bad-proof' at ['proofs', position] blaming `player`
 * @throws RangeError on a position not locked; TypeError on a step whose points were not checked
 * @example
 * checkLockProof(spec, 1, l0.cards, s1, l1, 3)
 */
export function checkLockProof(spec: DeckSpec, player: number, input: readonly Uint8Array[], shuffle: ShuffleStep, step: LockStep, position: number): Result<null, DeckErrorCode> {
  const m = lockedPositions(spec);
  if (!Number.isInteger(position) || position < 0 || position >= m) throw new RangeError(`expected a locked position in 0…${m - 1}, got ${String(position)}`);
  if (!Array.isArray(input) || (input.length !== m && input.length !== spec.cards.length)) throw new RangeError(`expected ${m} or ${spec.cards.length} points`);
  const p = position;
  const holds = lockProofHolds(spec, player, trustedPoint(shuffle.deckKey), trustedPoint(input[p]!), trustedPoint(step.keys[p]!), trustedPoint(step.cards[p]!), shuffle, input, step, p);
  return holds ? ok(null) : fail('bad-proof', ['proofs', p], player);
}

/** Position p's DLEQ proof of a lock step, its points decoded (from the bytes given). */
function lockProofHolds(spec: DeckSpec, player: number, zi: Point, before: Point, key: Point, card: Point, shuffle: ShuffleStep, input: readonly Uint8Array[], s: LockStep, p: number): boolean {
  const statement = { g1: zi, h1: key, g2: before, h2: card };
  // The points were decoded from these bytes, and decoding accepts only canonical encodings, so
  // they are the points' encodings: the proof check need not encode them again.
  const encoded = [shuffle.deckKey, s.keys[p]!, input[p]!, s.cards[p]!];
  return verifyDleq(s.proofs[p], statement, lockContext(spec, player, p), encoded);
}

/**
 * Bytes naming one lock proof: game, deck, player, position.
 * @param spec - the deck spec
 * @param player - seat index
 * @param position - deck position
 * @returns the context bytes
 * @throws never
 * @example
 * lockContext(spec, 0, 3)
 */
export function lockContext(spec: DeckSpec, player: number, position: number): Uint8Array {
  const seat = new Uint8Array(8);
  new DataView(seat.buffer).setUint32(0, player);
  new DataView(seat.buffer).setUint32(4, position);
  return frame([spec.game, utf8Bytes(spec.deck), seat]);
}

/** Decode a list of untrusted points: right length, all valid, and (for cards) all distinct. */
function checkPointList(v: unknown, m: number, player: number | undefined, field: string, distinct = true): Result<Point[], DeckErrorCode> {
  if (!Array.isArray(v) || v.length !== m) return fail('bad-shape', [field], player);
  const seen = new Set<string>();
  const out: Point[] = [];
  for (let p = 0; p < m; p++) {
    const point = decodePoint(v[p]);
    if (point === null) return fail('bad-point', [field, p], player);
    const hex = toHex(v[p] as Uint8Array);
    if (distinct && seen.has(hex)) return fail('duplicate-card', [field, p], player);
    seen.add(hex);
    out.push(point);
  }
  return ok(out);
}

/** The points a lock starts from: the top K of the shuffled deck, or the previous lock's K. */
function lockInput(spec: DeckSpec, input: readonly Uint8Array[]): Point[] {
  const k = lockedPositions(spec);
  if (!Array.isArray(input) || (input.length !== k && input.length !== spec.cards.length)) throw new RangeError(`expected ${k} or ${spec.cards.length} points`);
  return trustedPoints(input.slice(0, k), k);
}

/** Points we have already checked (our own or a verified step): a failure here is a bug. */
function trustedPoints(input: readonly Uint8Array[], m: number): Point[] {
  if (!Array.isArray(input) || input.length !== m) throw new RangeError(`expected ${m} points`);
  return input.map(trustedPoint);
}

function trustedPoint(bytes: Uint8Array): Point {
  const p = decodePoint(bytes);
  if (p === null) throw new TypeError('expected a checked, valid point');
  return p;
}
