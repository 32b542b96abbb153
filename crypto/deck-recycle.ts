/**
 * The joint deck, part 5: hidden cards shuffled back into a new deck (a cycle pile of cards dealt
 * face down to one seat: War of the Ring's `recycle`). No new primitive: the new deck's cards are
 * the old positions' final points instead of hash-to-curve of card names.
 *
 *   old position p, after every lock:  C_p = L_{n-1}[p] = (Π_i k_{i,p}) · card      public
 *   its owner o opened it privately (every other seat published k_{i,p}), so o alone knows the card
 *   the new deck:  D_{-1} = (C_p for p in the pile's public order), cards named by refs to p
 *   every seat shuffles and locks it as usual (deck-shuffle.ts), so nobody, o included, knows its order
 *   dealing new position q to o: the others publish their shares of q; o opens q to some C_p, which
 *     it maps to the card it already knows. Nobody else learns which p went to q: the others hold
 *     k_{o,q}·C_p, which under DDH says nothing about which of the public C_p it is.
 *   playing it: o publishes its share of q (q opens to C_p, so to p), then its share of p (the
 *     others' shares of p are public since p was dealt), so p opens to the card. Each share is
 *     checked against the lock's published key as always: a share of another position is refused
 *     and blamed on o, and no other key opens q or p (o cannot name a card that is not behind C_p).
 *   the audit re-runs the new deck from its given points as any other (deck-audit.ts).
 *
 * Only a seat's own dealt cards: shuffling back positions nobody was dealt (Orthanc's recycle of a
 * deck's undealt rest) would tell the seat dealt a card from the new deck whether it came from the
 * old deck's rest or from its pile (it knows the points of its pile), so that is not offered here.
 */
import { checkDeckPoints, lockedPositions, type DeckErrorCode, type DeckSpec, type LockStep } from './deck-shuffle';
import { fail, ok, type Result } from './result';

/** One hidden card to shuffle back: the position of the deck that dealt it, and its card id in the new deck. */
export interface RecycledCard {
  /** Its card id in the new deck (a ref to the old position, e.g. `deck-north#0@4`). */
  readonly id: string;
  /** The old deck. */
  readonly spec: DeckSpec;
  /** The old deck's checked lock steps, in seat order. */
  readonly locks: readonly LockStep[];
  /** The old position. */
  readonly position: number;
}

/**
 * The final point of a locked position: what a new deck of hidden cards takes as that card.
 * @param spec - the deck spec
 * @param locks - every checked lock step, in seat order
 * @param position - a locked position
 * @returns C_p = L_{n-1}[p], encoded (a copy)
 * @throws RangeError if the locks are incomplete or the position is not locked
 * @example
 * lockedPoint(spec, locks, 4)
 */
export function lockedPoint(spec: DeckSpec, locks: readonly LockStep[], position: number): Uint8Array {
  if (locks.length !== spec.players) throw new RangeError(`expected ${spec.players} lock steps, got ${locks.length}`);
  if (!Number.isInteger(position) || position < 0 || position >= lockedPositions(spec)) throw new RangeError(`expected a locked position of ${spec.deck}, got ${position}`);
  return locks[spec.players - 1]!.cards[position]!.slice();
}

/**
 * The spec of a new deck of hidden cards: `cards` in the pile's public order, each the final point
 * of its old position (lockedPoint). The points are checked (checkDeckPoints): valid and distinct.
 * @param base - the new deck's game id, name, players and locked count (as any DeckSpec)
 * @param cards - the hidden cards, in order (at least one, distinct ids)
 * @returns the spec, or 'bad-shape' (no card, or a repeated id), 'bad-point' or 'duplicate-card'
 *   (two old positions with the same final point) with the index in `cards`
 * @throws RangeError on an old position that is not locked or incomplete locks (the caller's data)
 * @example
 * recycledDeckSpec({ game, deck: 'deck-north#1', players: 3 }, pile.map((p) => ({ id: `deck-north#0@${p}`, spec, locks, position: p })))
 */
export function recycledDeckSpec(base: Omit<DeckSpec, 'cards' | 'points'>, cards: readonly RecycledCard[]): Result<DeckSpec, DeckErrorCode> {
  const ids = cards.map((c) => c.id);
  if (ids.length === 0) return fail('bad-shape', ['cards']);
  if (new Set(ids).size !== ids.length) return fail('bad-shape', ['cards', ids.findIndex((id, i) => ids.indexOf(id) !== i)]);
  const points = cards.map((c) => lockedPoint(c.spec, c.locks, c.position));
  const r = checkDeckPoints(ids, points);
  if (!r.ok) return fail(r.error.code, ['cards', ...r.error.path.slice(1)]);
  return ok({ ...base, cards: ids, points });
}
