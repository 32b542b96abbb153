// The session's record of a joint deck: distinct spec ids for copies, set-up in seat order, public
// and private openings, the Wildling deck's rotation, and the audit naming a substituting shuffler.
import { describe, expect, it } from 'vitest';
import { createDrbg, decryptionShare, lockDeck, openDeck, shuffleDeck } from '../../crypto/index';
import {
  addLock,
  addShare,
  addShuffle,
  auditJointDeck,
  engineCard,
  inputFor,
  missingShares,
  newJointDeck,
  openCard,
  openPrivately,
  proveLocks,
  remainingCards,
  requestReveal,
  removeTop,
  specCardIds,
  topOf,
  topToBottom,
  type JointDeck,
} from './joint-deck';

const game = new Uint8Array(32).fill(3);
/** Deck set-ups cost a second or so alone, several beside other test files on 2 cores. */
const HEAVY = 30_000;
const seeds = [0, 1, 2].map((i) => createDrbg(new Uint8Array(32).fill(9), `seat/${i}`).bytes(32));

/** The deck with the step recorded; fails the test if the step is refused. */
function must(r: ReturnType<typeof addShare>): JointDeck {
  expect(r.ok).toBe(true);
  if (!r.ok) throw new TypeError(`expected an accepted step, got ${r.error.code}`);
  return r.value;
}

function setUp(cards: string[], substitute: number | null = null): JointDeck {
  let jd = newJointDeck('westeros-1', { game, deck: 'westeros-1#0', cards: specCardIds(cards), players: 3 });
  for (let seat = 0; seat < 3; seat++) {
    const step = shuffleDeck(jd.spec, seat, seeds[seat]!, inputFor(jd, 'shuffle', seat));
    const cardsOut = seat === substitute ? openDeck({ game, deck: 'fake', cards: jd.spec.cards, players: 1 }) : step.cards;
    jd = must(addShuffle(jd, seat, { cards: cardsOut, deckKey: step.deckKey }));
  }
  for (let seat = 0; seat < 3; seat++) jd = must(addLock(jd, seat, lockDeck(jd.spec, seat, seeds[seat]!, inputFor(jd, 'lock', seat))));
  return jd;
}

function shareAll(jd: JointDeck, position: number, seats: readonly number[]): JointDeck {
  return seats.reduce((d, seat) => must(addShare(d, seat, position, decryptionShare(d.spec, seat, seeds[seat]!, position).key)), jd);
}

describe('JointDeck', () => {
  it('names copies distinctly and maps them back to engine cards', () => {
    expect(specCardIds(['supply', 'supply', 'mustering'])).toEqual(['supply#0', 'supply#1', 'mustering#0']);
    expect(engineCard('a-throne-of-blades#1')).toBe('a-throne-of-blades');
  }, HEAVY);

  it('opens the top publicly with every share, and keeps the remaining cards; a deck given to a step is never changed', () => {
    const jd = setUp(['supply', 'supply', 'mustering', 'winter-is-coming']);
    const frozen = JSON.stringify(jd, (_, v: unknown) => (v instanceof Uint8Array ? Array.from(v) : v));
    const top = topOf(jd);
    expect(missingShares(jd, top, null)).toEqual([0, 1, 2]);
    const shared = shareAll(jd, top, [0, 1, 2]);
    const card = openCard(shared, top);
    expect(card.ok).toBe(true);
    if (!card.ok) return;
    const drawn = removeTop(card.value.deck);
    const rest = ['supply', 'supply', 'mustering', 'winter-is-coming'];
    rest.splice(rest.indexOf(card.value.card), 1);
    expect(remainingCards(drawn)).toEqual(rest.sort());
    expect(JSON.stringify(jd, (_, v: unknown) => (v instanceof Uint8Array ? Array.from(v) : v))).toBe(frozen);
    expect(missingShares(jd, top, null)).toEqual([0, 1, 2]);
  }, HEAVY);

  it('refuses a wrong share and lets only the target open a private reveal (2E-HID-08, 2E-HID-09)', () => {
    const jd = setUp(['a', 'b', 'c']);
    const top = topOf(jd);
    const wrong = decryptionShare(jd.spec, 0, seeds[0]!, (top + 1) % 3).key;
    expect(addShare(jd, 0, top, wrong).ok).toBe(false);
    const shared = shareAll(jd, top, [0, 2]);
    expect(missingShares(shared, top, 1)).toEqual([]);
    expect(openPrivately(shared, top, 1, seeds[1]!).ok).toBe(true);
    expect(openPrivately(shared, top, 0, seeds[0]!).ok).toBe(false); // seat 0 lacks seat 1's lock
    expect(topToBottom(shared).order.at(-1)).toBe(top);
  }, HEAVY);

  it("checks a lock step's proofs unless this peer made it (madeHere), and its shape and points either way", () => {
    let jd = newJointDeck('westeros-1', { game, deck: 'westeros-1#0', cards: specCardIds(['a', 'b', 'c', 'd']), players: 3 });
    for (let seat = 0; seat < 3; seat++) {
      const step = shuffleDeck(jd.spec, seat, seeds[seat]!, inputFor(jd, 'shuffle', seat));
      jd = must(addShuffle(jd, seat, { cards: step.cards, deckKey: step.deckKey }));
    }
    const step = lockDeck(jd.spec, 0, seeds[0]!, inputFor(jd, 'lock', 0));
    const proofs = step.proofs.map((p, i) => (i === 1 ? { c: p.c, s: Uint8Array.from(p.s, (b, j) => (j === 0 ? b ^ 1 : b)) } : p));
    const bad = { ...step, proofs };
    const refused = addLock(jd, 0, bad);
    expect(refused.ok ? null : [refused.error.code, refused.error.path]).toEqual(['bad-proof', ['proofs', 1]]);
    // Its own step, whose proofs a peer does not check again (fold.ts FoldContext.madeHere).
    must(addLock(jd, 0, bad, null, true));
    const notAPoint = { ...step, cards: step.cards.map((c, i) => (i === 2 ? new Uint8Array(32).fill(0xff) : c)) };
    const shape = addLock(jd, 0, notAPoint, null, true);
    expect(shape.ok ? null : shape.error.code).toBe('bad-point');
  }, HEAVY);

  it('passes the audit when honest, and names the seat that substituted cards', () => {
    expect(auditJointDeck(setUp(['a', 'b', 'c', 'd']), seeds).ok).toBe(true);
    const cheated = setUp(['a', 'b', 'c', 'd'], 1);
    const top = topOf(cheated);
    const shared = shareAll(cheated, top, [0, 1, 2]);
    expect(openCard(shared, top)).toMatchObject({ ok: false, error: { code: 'not-a-card' } });
    expect(auditJointDeck(shared, seeds)).toMatchObject({ ok: false, error: { code: 'bad-shuffle', blame: 1 } });
  }, HEAVY);

  it("lazy: takes a lock whose proof fails at one position, and checks every seat's proofs of a position where it is first read, once; a failure there names its seat and abandons the deck before any share of it is asked", () => {
    let jd = newJointDeck('westeros-1', { game, deck: 'westeros-1#0', cards: specCardIds(['a', 'b', 'c', 'd']), players: 3 });
    for (let seat = 0; seat < 3; seat++) {
      const step = shuffleDeck(jd.spec, seat, seeds[seat]!, inputFor(jd, 'shuffle', seat));
      jd = must(addShuffle(jd, seat, { cards: step.cards, deckKey: step.deckKey }));
    }
    for (let seat = 0; seat < 3; seat++) {
      const step = lockDeck(jd.spec, seat, seeds[seat]!, inputFor(jd, 'lock', seat));
      // Seat 1's lock of position 2 forged: its key there (a valid point, none of the cards) as the card.
      const forged = seat === 1 ? { ...step, cards: step.cards.map((c, i) => (i === 2 ? step.keys[2]! : c)) } : step;
      if (seat === 1) expect(addLock(jd, seat, forged)).toMatchObject({ ok: false, error: { code: 'bad-proof', path: ['proofs', 2] } });
      jd = must(addLock(jd, seat, forged, null, false, true));
    }
    expect(jd.proven).toEqual([false, false, false, false]);
    // Position 0, honest: proven, and the reveal asked for.
    const first = requestReveal(jd, 0, null);
    expect(first.bad).toEqual([]);
    expect(first.deck.proven).toEqual([true, false, false, false]);
    expect(first.deck.requested).toEqual(['0|all']);
    expect(first.deck.stale).toBe(false);
    // Proven once: a second read checks nothing (the same deck object back).
    expect(proveLocks(first.deck, 0).deck).toBe(first.deck);
    // Position 2: seat 1 named, the deck abandoned, the reveal not asked for.
    const second = requestReveal(first.deck, 2, 0);
    expect(second.bad.map((b) => b.seat)).toEqual([1]);
    expect(second.deck.stale).toBe(true);
    expect(second.deck.proven).toEqual([true, false, true, false]);
    expect(second.deck.requested).toEqual(['0|all']);
    // A peer that made seat 1's lock itself does not check it again (FoldContext.madeHere): nothing
    // there to blame (the lock entries are null here: `own` is asked of the entry).
    expect(proveLocks(first.deck, 2, () => true).bad.map((b) => b.seat)).toEqual([1]);
    // The end audit: every key still compared, the cards of a position never read neither proven nor re-made.
    expect(auditJointDeck(second.deck, seeds).ok).toBe(true);
    const wrongKeys = { ...second.deck, locks: second.deck.locks.map((l, i) => (i === 2 ? { ...l, keys: l.keys.map((k, p) => (p === 3 ? l.keys[0]! : k)) } : l)) };
    expect(auditJointDeck(wrongKeys, seeds)).toMatchObject({ ok: false, error: { code: 'bad-lock', blame: 2 } });
  }, HEAVY);
});
