/**
 * The joint deck, part 4: showing a position privately to a second player (blinded reveal).
 *
 * A private reveal of position p to player t publishes every share of p but t's: everyone can
 * then strip all the other locks and holds Y = k_{t,p} · C, which only t can open. If p must be
 * shown privately to another player u as well (the Messenger Raven's look at a Wildling card an
 * earlier holder left on top), t must not publish its share — that would open p to everyone. So:
 *
 *   blind (u):   B = r · Y,        R = r · G,   DLEQ proof log_G R = log_Y B
 *   strip (t):   B' = k_{t,p}⁻¹ · B,            DLEQ proof log_G Y_{t,p} = log_{B'} B
 *   open  (u):   C = r⁻¹ · B'
 *
 * Everyone else sees B and B' = r · C, which under DDH say nothing about C (r is u's alone), and
 * t sees nothing it did not know. In general the blinded point Y has every published share
 * stripped, and every player whose share is still unpublished (other than u) strips its own key
 * in seat order; u removes its own key too if its share is unpublished. r comes from u's DRBG on
 * its game seed (label 'deck/<deck>/blind/<position>/<index>'), so the end-of-game audit re-runs
 * every blind and every strip.
 */
import { equalBytes, frame, isBytesOfLength, utf8Bytes } from './bytes';
import { createDrbg } from './drbg';
import { proveDleq, verifyDleq, type DleqProof } from './dleq';
import { checkDecryptionShare, unlockPoint, type DecryptionShare } from './deck-reveal';
import { assertDeckSpec, deckSecrets, lockedPositions, type DeckErrorCode, type DeckSpec, type LockStep } from './deck-shuffle';
import { Point, decodePoint, encodePoint, invertScalar, mulScalar, multiply, randomScalar } from './group';
import { fail, ok, type Result } from './result';

/** What the receiving player publishes to start a blinded reveal. */
export interface BlindStep {
  readonly player: number;
  readonly position: number;
  /** How many blinded reveals of this position came before (0 for the first). */
  readonly index: number;
  /** Y: the position's point with every published share stripped (everyone computes it). */
  readonly base: Uint8Array;
  /** B = r · Y. */
  readonly point: Uint8Array;
  /** R = r · G. */
  readonly key: Uint8Array;
  readonly proof: DleqProof;
}

/** What a player whose share is unpublished publishes: its key stripped from the blinded point. */
export interface StripStep {
  readonly player: number;
  readonly position: number;
  readonly index: number;
  /** The blinded point it stripped (the blind's, or the previous strip's). */
  readonly input: Uint8Array;
  /** k_{i,p}⁻¹ · input. */
  readonly point: Uint8Array;
  readonly proof: DleqProof;
}

/**
 * A position's point with the given (published) shares stripped: the base of a blinded reveal.
 * @param spec - the deck spec
 * @param locks - all checked lock steps, in seat order
 * @param position - a locked position
 * @param shares - untrusted shares of the seats whose share is published, any order
 * @returns Y, or the first bad share (blamed)
 * @throws RangeError on a position that is not locked or incomplete locks
 * @example
 * strippedPoint(spec, locks, top, [share0, share2])
 */
export function strippedPoint(spec: DeckSpec, locks: readonly LockStep[], position: number, shares: readonly DecryptionShare[]): Result<Uint8Array, DeckErrorCode> {
  let product = 1n;
  for (const share of shares) {
    const key = checkDecryptionShare(spec, locks, share.player, position, share);
    if (!key.ok) return key;
    product = mulScalar(product, key.value);
  }
  const point = decodePoint(locks[spec.players - 1]!.cards[position]);
  if (point === null) throw new TypeError('expected checked locks');
  return ok(encodePoint(multiply(point, invertScalar(product))));
}

/**
 * The secret r of a blind, from the player's seed (the audit re-derives it).
 * @param spec - the deck spec
 * @param seed - the player's game seed
 * @param position - the position
 * @param index - how many blinded reveals of this position came before
 * @returns r
 * @throws as assertDeckSpec; RangeError on a position that is not locked or a bad index
 * @example
 * blindSecret(spec, seed, 0, 0)
 */
export function blindSecret(spec: DeckSpec, seed: Uint8Array, position: number, index: number): bigint {
  assertBlindTarget(spec, position, index);
  return randomScalar(createDrbg(seed, `deck/${spec.deck}/blind/${position}/${index}`));
}

/**
 * Blind a position's base point (as the player about to see it).
 * @param spec - the deck spec
 * @param player - own seat
 * @param seed - own game seed
 * @param position - the position
 * @param index - how many blinded reveals of this position came before
 * @param base - Y from strippedPoint
 * @returns the step to publish
 * @throws as blindSecret; TypeError if `base` is not a valid point
 * @example
 * blindPosition(spec, 1, seed1, top, 0, y)
 */
export function blindPosition(spec: DeckSpec, player: number, seed: Uint8Array, position: number, index: number, base: Uint8Array): BlindStep {
  const r = blindSecret(spec, seed, position, index);
  const y = trusted(base);
  const key = multiply(Point.BASE, r);
  const point = multiply(y, r);
  const proof = proveDleq(r, { g1: Point.BASE, h1: key, g2: y, h2: point }, blindContext(spec, 'blind', player, position, index));
  return { player, position, index, base: encodePoint(y), point: encodePoint(point), key: encodePoint(key), proof };
}

/**
 * Check an untrusted blind: it must start from the base everyone computed, and its proof verify.
 * @param spec - the deck spec
 * @param player - the seat that should have published it
 * @param position - the position
 * @param index - how many blinded reveals of this position came before
 * @param base - Y as this peer computed it (strippedPoint)
 * @param step - untrusted
 * @returns ok(null), or 'bad-shape' / 'bad-point' / 'bad-proof' blaming `player`
 * @throws as blindSecret
 * @example
 * checkBlindStep(spec, 1, top, 0, y, step)
 */
export function checkBlindStep(spec: DeckSpec, player: number, position: number, index: number, base: Uint8Array, step: unknown): Result<null, DeckErrorCode> {
  assertBlindTarget(spec, position, index);
  const s = step as Partial<BlindStep> | null;
  if (s === null || typeof s !== 'object' || s.player !== player || s.position !== position || s.index !== index) return fail('bad-shape', [], player);
  if (!isBytesOfLength(s.base, base.length) || !equalBytes(s.base, base)) return fail('bad-shape', ['base'], player);
  const point = decodePoint(s.point);
  if (point === null) return fail('bad-point', ['point'], player);
  const key = decodePoint(s.key);
  if (key === null) return fail('bad-point', ['key'], player);
  if (!verifyDleq(s.proof, { g1: Point.BASE, h1: key, g2: trusted(base), h2: point }, blindContext(spec, 'blind', player, position, index))) return fail('bad-proof', ['proof'], player);
  return ok(null);
}

/**
 * Strip one's own key from a blinded point (as a player whose share of the position is unpublished).
 * @param spec - the deck spec
 * @param player - own seat
 * @param seed - own game seed
 * @param position - the position
 * @param index - the blinded reveal's index
 * @param input - the blind's point, or the previous strip's, already checked
 * @returns the step to publish
 * @throws as blindSecret; TypeError if `input` is not a valid point
 * @example
 * stripBlinded(spec, 0, seed0, top, 0, blind.point)
 */
export function stripBlinded(spec: DeckSpec, player: number, seed: Uint8Array, position: number, index: number, input: Uint8Array): StripStep {
  assertBlindTarget(spec, position, index);
  const k = deckSecrets(spec, seed).positionKeys[position]!;
  const x = trusted(input);
  const point = multiply(x, invertScalar(k));
  const proof = proveDleq(k, { g1: Point.BASE, h1: multiply(Point.BASE, k), g2: point, h2: x }, blindContext(spec, 'strip', player, position, index));
  return { player, position, index, input: encodePoint(x), point: encodePoint(point), proof };
}

/**
 * Check an untrusted strip against the author's published position key Y_{i,p}.
 * @param spec - the deck spec
 * @param locks - all checked lock steps, in seat order
 * @param player - the seat that should have published it
 * @param position - the position
 * @param index - the blinded reveal's index
 * @param input - the point it must strip, as this peer has it
 * @param step - untrusted
 * @returns ok(null), or 'bad-shape' / 'bad-point' / 'bad-proof' blaming `player`
 * @throws as blindSecret; RangeError on incomplete locks
 * @example
 * checkStripStep(spec, locks, 0, top, 0, blind.point, strip)
 */
export function checkStripStep(spec: DeckSpec, locks: readonly LockStep[], player: number, position: number, index: number, input: Uint8Array, step: unknown): Result<null, DeckErrorCode> {
  assertBlindTarget(spec, position, index);
  if (locks.length !== spec.players) throw new RangeError(`expected ${spec.players} lock steps`);
  const s = step as Partial<StripStep> | null;
  if (s === null || typeof s !== 'object' || s.player !== player || s.position !== position || s.index !== index) return fail('bad-shape', [], player);
  if (!isBytesOfLength(s.input, input.length) || !equalBytes(s.input, input)) return fail('bad-shape', ['input'], player);
  const point = decodePoint(s.point);
  if (point === null) return fail('bad-point', ['point'], player);
  const key = trusted(locks[player]!.keys[position]!);
  if (!verifyDleq(s.proof, { g1: Point.BASE, h1: key, g2: point, h2: trusted(input) }, blindContext(spec, 'strip', player, position, index))) return fail('bad-proof', ['proof'], player);
  return ok(null);
}

/**
 * Open a blinded reveal as its receiver: remove r (and one's own key if it was still on the base).
 * @param spec - the deck spec
 * @param seed - own game seed
 * @param blind - own checked blind step
 * @param final - the last strip's point (or the blind's, if nobody had to strip)
 * @param ownKeyOnBase - whether own share was unpublished when the base was computed
 * @returns the card id, or 'not-a-card'
 * @throws as blindSecret
 * @example
 * openBlinded(spec, seed1, blind, strips.at(-1).point, false)
 */
export function openBlinded(spec: DeckSpec, seed: Uint8Array, blind: BlindStep, final: Uint8Array, ownKeyOnBase: boolean): Result<string, DeckErrorCode> {
  const keys = [blindSecret(spec, seed, blind.position, blind.index)];
  if (ownKeyOnBase) keys.push(deckSecrets(spec, seed).positionKeys[blind.position]!);
  return unlockPoint(spec, final, blind.position, keys);
}

/**
 * Bytes naming one blind or strip proof: game, deck, the step's kind, player, position, index
 * (a different number of framed parts than a lock's context, so the two cannot be confused).
 * @param spec - the deck spec
 * @param kind - 'blind' or 'strip'
 * @param player - seat index
 * @param position - deck position
 * @param index - the blinded reveal's index
 * @returns the context bytes
 * @throws never
 * @example
 * blindContext(spec, 'strip', 0, 0, 0)
 */
export function blindContext(spec: DeckSpec, kind: 'blind' | 'strip', player: number, position: number, index: number): Uint8Array {
  const at = new Uint8Array(12);
  const view = new DataView(at.buffer);
  view.setUint32(0, player);
  view.setUint32(4, position);
  view.setUint32(8, index);
  return frame([spec.game, utf8Bytes(spec.deck), utf8Bytes(kind), at]);
}

function trusted(bytes: Uint8Array): Point {
  const p = decodePoint(bytes);
  if (p === null) throw new TypeError('expected a checked, valid point');
  return p;
}

function assertBlindTarget(spec: DeckSpec, position: number, index: number): void {
  assertDeckSpec(spec);
  const k = lockedPositions(spec);
  if (!Number.isInteger(position) || position < 0 || position >= k) throw new RangeError(`expected a locked position in [0, ${k}), got ${position}`);
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`expected a blinded reveal index ≥ 0, got ${index}`);
}
