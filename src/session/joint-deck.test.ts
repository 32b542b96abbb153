// The session's record of a joint deck: distinct spec ids for copies, set-up in seat order, public
// and private openings, the Wildling deck's rotation, and the audit naming a substituting shuffler.
import { describe, expect, it } from 'vitest';
import { createDrbg, decryptionShare, lockDeck, openDeck, shuffleDeck } from '../../crypto/index';
import { JointDeck, engineCard, specCardIds } from './joint-deck';

const game = new Uint8Array(32).fill(3);
/** Deck set-ups cost a second or so alone, several beside other test files on 2 cores. */
const HEAVY = 30_000;
const seeds = [0, 1, 2].map((i) => createDrbg(new Uint8Array(32).fill(9), `seat/${i}`).bytes(32));

function setUp(cards: string[], substitute: number | null = null): JointDeck {
  const jd = new JointDeck('westeros-1', { game, deck: 'westeros-1#0', cards: specCardIds(cards), players: 3 });
  for (let seat = 0; seat < 3; seat++) {
    const step = shuffleDeck(jd.spec, seat, seeds[seat]!, jd.inputFor('shuffle', seat));
    const cardsOut = seat === substitute ? openDeck({ game, deck: 'fake', cards: jd.spec.cards, players: 1 }) : step.cards;
    expect(jd.addShuffle(seat, { cards: cardsOut, deckKey: step.deckKey }).ok).toBe(true);
  }
  for (let seat = 0; seat < 3; seat++) expect(jd.addLock(seat, lockDeck(jd.spec, seat, seeds[seat]!, jd.inputFor('lock', seat))).ok).toBe(true);
  return jd;
}

describe('JointDeck', () => {
  it('names copies distinctly and maps them back to engine cards', () => {
    expect(specCardIds(['supply', 'supply', 'mustering'])).toEqual(['supply#0', 'supply#1', 'mustering#0']);
    expect(engineCard('a-throne-of-blades#1')).toBe('a-throne-of-blades');
  }, HEAVY);

  it('opens the top publicly with every share, and keeps the remaining cards', () => {
    const jd = setUp(['supply', 'supply', 'mustering', 'winter-is-coming']);
    const top = jd.top();
    expect(jd.missingShares(top, null)).toEqual([0, 1, 2]);
    for (let seat = 0; seat < 3; seat++) expect(jd.addShare(seat, top, decryptionShare(jd.spec, seat, seeds[seat]!, top).key).ok).toBe(true);
    const card = jd.open(top);
    expect(card.ok).toBe(true);
    jd.removeTop();
    const rest = ['supply', 'supply', 'mustering', 'winter-is-coming'];
    rest.splice(rest.indexOf(card.ok ? card.value : ''), 1);
    expect(jd.remainingCards()).toEqual(rest.sort());
  }, HEAVY);

  it('refuses a wrong share and lets only the target open a private reveal (2E-HID-08, 2E-HID-09)', () => {
    const jd = setUp(['a', 'b', 'c']);
    const top = jd.top();
    const wrong = decryptionShare(jd.spec, 0, seeds[0]!, (top + 1) % 3).key;
    expect(jd.addShare(0, top, wrong).ok).toBe(false);
    for (const seat of [0, 2]) jd.addShare(seat, top, decryptionShare(jd.spec, seat, seeds[seat]!, top).key);
    expect(jd.missingShares(top, 1)).toEqual([]);
    const seen = jd.openPrivately(top, 1, seeds[1]!);
    expect(seen.ok).toBe(true);
    expect(jd.openPrivately(top, 0, seeds[0]!).ok).toBe(false); // seat 0 lacks seat 1's lock
    jd.topToBottom();
    expect(jd.order.at(-1)).toBe(top);
  }, HEAVY);

  it('passes the audit when honest, and names the seat that substituted cards', () => {
    expect(setUp(['a', 'b', 'c', 'd']).audit(seeds).ok).toBe(true);
    const cheated = setUp(['a', 'b', 'c', 'd'], 1);
    const top = cheated.top();
    for (let seat = 0; seat < 3; seat++) cheated.addShare(seat, top, decryptionShare(cheated.spec, seat, seeds[seat]!, top).key);
    expect(cheated.open(top)).toMatchObject({ ok: false, error: { code: 'not-a-card' } });
    expect(cheated.audit(seeds)).toMatchObject({ ok: false, error: { code: 'bad-shuffle', blame: 1 } });
  }, HEAVY);
});
