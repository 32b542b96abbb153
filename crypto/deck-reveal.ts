/**
 * The joint deck, part 2: opening positions. After the locks, position p holds
 * (Π_i k_{i,p}) · C, and each player's key for p is public as Y_{i,p} = k_{i,p} · G (proven
 * consistent with its lock by DLEQ). To open p, players publish their *decryption shares*
 * k_{i,p}:
 *   - a share is checked with one multiplication, k·G = Y_{i,p}, so a wrong share is caught
 *     at once and blamed on its author;
 *   - shares for p say nothing about other positions (the keys are independent);
 *   - public reveal: every player publishes its share; anyone removes all locks;
 *   - private reveal to player t (a drawn Tides of Battle card, the Raven's look at the top
 *     wildling card): everyone but t publishes; only t can remove its own lock. Everyone else
 *     holds k_{t,p}·C, which (under DDH) says nothing about which card C is.
 * Shares are published in parallel (one round), unlike sequential peeling of partial
 * decryptions, and verifying one costs a single base-point multiplication.
 * Position bookkeeping (draw from the top, put the top at the bottom) is plain arrays of
 * positions; it needs no cryptography because positions are opened independently.
 */
import { toHex } from './bytes';
import { deckSecrets, lockedPositions, openDeckIndex, type DeckErrorCode, type DeckSpec, type LockStep } from './deck-shuffle';
import { Point, decodePoint, decodeScalar, encodePoint, encodeScalar, equalPoints, invertScalar, mulScalar, multiply, multiplyPublic } from './group';
import { fail, ok, type Result } from './result';

/** A player's decryption share for one position: its position key k_{i,p}. */
export interface DecryptionShare {
  readonly player: number;
  readonly position: number;
  /** k_{i,p}, 32 bytes little-endian. */
  readonly key: Uint8Array;
}

/**
 * Make one's decryption share for a position.
 * @param spec - the deck spec
 * @param player - own seat index
 * @param seed - own game seed
 * @param position - the deck position to open
 * @returns the share to publish (to everyone: a share is never private)
 * @throws RangeError if position is out of range
 * @example
 * broadcast(decryptionShare(spec, me, mySeed, top))
 */
export function decryptionShare(spec: DeckSpec, player: number, seed: Uint8Array, position: number): DecryptionShare {
  assertPosition(spec, position);
  return { player, position, key: encodeScalar(deckSecrets(spec, seed).positionKeys[position]!) };
}

/**
 * Check an untrusted decryption share against the author's published position key.
 * @param spec - the deck spec
 * @param locks - all checked lock steps, in seat order
 * @param player - the seat the share should come from
 * @param position - the position it should open
 * @param share - untrusted
 * @returns ok(k_{i,p}) or 'bad-shape' / 'bad-share', blaming `player`
 * @throws RangeError if position is out of range or locks are incomplete
 * @example
 * checkDecryptionShare(spec, locks, 2, top, share)
 */
export function checkDecryptionShare(
  spec: DeckSpec,
  locks: readonly LockStep[],
  player: number,
  position: number,
  share: unknown,
): Result<bigint, DeckErrorCode> {
  assertPosition(spec, position);
  if (locks.length !== spec.players) throw new RangeError(`expected ${spec.players} lock steps`);
  const s = share as Partial<DecryptionShare> | null;
  if (s === null || typeof s !== 'object' || s.player !== player || s.position !== position) return fail('bad-shape', [], player);
  const key = decodeScalar(s.key);
  if (key === null) return fail('bad-share', ['key'], player);
  const published = decodePoint(locks[player]!.keys[position]);
  // The share is published, so the faster variable-time multiplication is fine.
  if (published === null || !equalPoints(multiplyPublic(Point.BASE, key), published)) return fail('bad-share', ['key'], player);
  return ok(key);
}

/**
 * Open a position publicly: every player's share is needed, and each is checked.
 * @param spec - the deck spec
 * @param locks - all checked lock steps, in seat order
 * @param position - the position
 * @param shares - untrusted shares, one per seat, in seat order
 * @returns the card id, or the failure of the first bad share (blamed), 'missing-share', or
 *   'not-a-card' (some shuffle was dishonest: run the audit to learn whose)
 * @throws RangeError on a bad position or incomplete locks
 * @example
 * openPosition(spec, locks, top, shares) // { ok: true, value: 'mammoth-riders' }
 */
export function openPosition(spec: DeckSpec, locks: readonly LockStep[], position: number, shares: readonly unknown[]): Result<string, DeckErrorCode> {
  if (shares.length !== spec.players) return fail('missing-share', [shares.length]);
  const keys: bigint[] = [];
  for (let i = 0; i < spec.players; i++) {
    const key = checkDecryptionShare(spec, locks, i, position, shares[i]);
    if (!key.ok) return key;
    keys.push(key.value);
  }
  return unlock(spec, locks, position, keys);
}

/**
 * Open a position publicly from shares each already checked by `checkDecryptionShare` when it was
 * published (a joint deck checks every share on arrival). Checking them again would cost one
 * multiplication per share for nothing; only their keys are read.
 * @param spec - the deck spec
 * @param locks - all checked lock steps, in seat order
 * @param position - the position
 * @param shares - the checked shares, one per seat, in seat order
 * @returns the card id, or 'missing-share' / 'not-a-card' as openPosition
 * @throws RangeError on a bad position, incomplete locks, or a share that was never checked
 * @example
 * openCheckedPosition(spec, locks, top, checkedShares) // { ok: true, value: 'mammoth-riders' }
 */
export function openCheckedPosition(spec: DeckSpec, locks: readonly LockStep[], position: number, shares: readonly DecryptionShare[]): Result<string, DeckErrorCode> {
  assertPosition(spec, position);
  if (locks.length !== spec.players) throw new RangeError(`expected ${spec.players} lock steps`);
  if (shares.length !== spec.players) return fail('missing-share', [shares.length]);
  const keys = shares.map((share, i) => {
    const key = share.player === i && share.position === position ? decodeScalar(share.key) : null;
    if (key === null) throw new RangeError(`expected checked shares in seat order for position ${position}, got one of player ${share.player} at ${share.position}`);
    return key;
  });
  return unlock(spec, locks, position, keys);
}

/**
 * Open a position privately, as its target: the other players' shares plus one's own key.
 * @param spec - the deck spec
 * @param locks - all checked lock steps, in seat order
 * @param position - the position
 * @param player - own seat (the target)
 * @param seed - own game seed
 * @param othersShares - untrusted shares of every other seat, in seat order, skipping own
 * @returns the card id, or a failure as openPosition
 * @throws RangeError on a bad position or incomplete locks
 * @example
 * openPositionPrivately(spec, locks, top, me, mySeed, shares) // only I learn the card
 */
export function openPositionPrivately(
  spec: DeckSpec,
  locks: readonly LockStep[],
  position: number,
  player: number,
  seed: Uint8Array,
  othersShares: readonly unknown[],
): Result<string, DeckErrorCode> {
  if (othersShares.length !== spec.players - 1) return fail('missing-share', [othersShares.length]);
  const keys: bigint[] = [];
  for (let i = 0, j = 0; i < spec.players; i++) {
    if (i === player) {
      keys.push(deckSecrets(spec, seed).positionKeys[position]!);
      continue;
    }
    const key = checkDecryptionShare(spec, locks, i, position, othersShares[j++]);
    if (!key.ok) return key;
    keys.push(key.value);
  }
  return unlock(spec, locks, position, keys);
}

/** Remove all locks of a position with one multiplication and look the point up in the deck. */
function unlock(spec: DeckSpec, locks: readonly LockStep[], position: number, keys: readonly bigint[]): Result<string, DeckErrorCode> {
  return unlockPoint(spec, locks[spec.players - 1]!.cards[position]!, position, keys);
}

/**
 * Remove every key from a locked point and look it up in the open deck (also used for a blinded
 * reveal, deck-blind.ts). Internal to the deck modules.
 * @param spec - the deck spec
 * @param point - the position's current point (checked when it was published)
 * @param position - the position, for the failure's path
 * @param keys - every key on the point, checked
 * @returns the card id, or 'not-a-card'
 * @throws never on checked inputs
 * @example
 * unlockPoint(spec, locks[n - 1].cards[p], p, keys)
 */
export function unlockPoint(spec: DeckSpec, point: Uint8Array, position: number, keys: readonly bigint[]): Result<string, DeckErrorCode> {
  const final = decodePoint(point);
  if (final === null) return fail('not-a-card', [position]);
  const product = keys.reduce((a, k) => mulScalar(a, k), 1n);
  const card = toHex(encodePoint(multiply(final, invertScalar(product))));
  const index = openDeckIndex(spec, card);
  return index < 0 ? fail('not-a-card', [position]) : ok(spec.cards[index]!);
}

/** Only locked positions (the top K, spec.locked) have keys and can be opened. */
function assertPosition(spec: DeckSpec, position: number): void {
  const k = lockedPositions(spec);
  if (!Number.isInteger(position) || position < 0 || position >= k) {
    throw new RangeError(`expected a locked position in [0, ${k}), got ${position}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Position bookkeeping: which positions are still in the deck, from the top.

/**
 * The order of a freshly locked deck: positions 0…m−1, top first.
 * @param spec - the deck spec
 * @returns [0, 1, …, m−1]
 * @throws never
 * @example
 * deckOrder(spec) // [0, 1, 2, …]
 */
export function deckOrder(spec: DeckSpec): number[] {
  return spec.cards.map((_, i) => i);
}

/**
 * Take the top position (to be opened publicly or privately).
 * @param order - positions from the top
 * @returns the top position and the rest
 * @throws RangeError if the deck is empty
 * @example
 * drawTop([4, 7, 1]) // { position: 4, rest: [7, 1] }
 */
export function drawTop(order: readonly number[]): { position: number; rest: number[] } {
  if (order.length === 0) throw new RangeError('expected a non-empty deck');
  return { position: order[0]!, rest: order.slice(1) };
}

/**
 * Put the top position at the bottom, unopened (the Messenger Raven's choice after its look).
 * @param order - positions from the top
 * @returns the new order
 * @throws RangeError if the deck is empty
 * @example
 * moveTopToBottom([4, 7, 1]) // [7, 1, 4]
 */
export function moveTopToBottom(order: readonly number[]): number[] {
  const { position, rest } = drawTop(order);
  return [...rest, position];
}
