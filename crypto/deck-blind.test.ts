// The blinded reveal: a second player sees a position privately without anyone's share of it
// becoming public, so nobody else can open it (the Messenger Raven's look at a Wildling card an
// earlier holder left on top). Deviations are refused at once and blamed, and the audit re-runs it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from './bytes';
import { auditDeck } from './deck-audit';
import { blindPosition, checkBlindStep, checkStripStep, openBlinded, strippedPoint, stripBlinded } from './deck-blind';
import { decryptionShare, openPosition, openPositionPrivately } from './deck-reveal';
import { deckSecrets, openDeck } from './deck-shuffle';
import { predictedOrder, setUpDeck, testSeeds, testSpec } from './deck.testkit';
import { Point, decodePoint, encodePoint, invertScalar } from './group';

const HEAVY = 30_000;

describe('deck: a blinded reveal to a second player', () => {
  const spec = testSpec(3, 4, 'wildling#0');
  const seeds = testSeeds(3, 'blind');
  const { shuffles, locks } = setUpDeck(spec, seeds);
  const p = 0;
  const card = spec.cards[predictedOrder(spec, seeds)[p]!];
  const open = openDeck(spec).map(toHex);
  const share = (i: number) => decryptionShare(spec, i, seeds[i]!, p);
  const base = () => {
    const y = strippedPoint(spec, locks, p, [share(1), share(2)]);
    if (!y.ok) throw new Error(y.error.code);
    return y.value;
  };

  it('seat 0 looks, then seat 1 and seat 2 in turn: each sees the card, nobody else can, and seat 0 never publishes', () => {
    // Seat 0's look: seats 1 and 2 publish their shares; Y = k_0 · C is public from now on.
    expect(openPositionPrivately(spec, locks, p, 0, seeds[0]!, [share(1), share(2)])).toEqual({ ok: true, value: card });
    const y = base();
    const k0 = deckSecrets(spec, seeds[0]!).positionKeys[p]!;
    expect(open).toContain(toHex(decodePoint(y)!.multiply(invertScalar(k0)).toBytes())); // Y holds the card under k_0 alone

    for (const [index, seat] of [1, 2].entries()) {
      const blind = blindPosition(spec, seat, seeds[seat]!, p, index, y);
      expect(checkBlindStep(spec, seat, p, index, y, blind)).toEqual({ ok: true, value: null });
      const strip = stripBlinded(spec, 0, seeds[0]!, p, index, blind.point);
      expect(checkStripStep(spec, locks, 0, p, index, blind.point, strip)).toEqual({ ok: true, value: null });
      expect(openBlinded(spec, seeds[seat]!, blind, strip.point, false)).toEqual({ ok: true, value: card });
      // What everyone sees, r·Y and r·C, is no card; with the wrong r (another seat's) neither.
      for (const point of [blind.point, strip.point]) expect(open).not.toContain(toHex(point));
      const other = 3 - seat;
      expect(openBlinded(spec, seeds[other]!, { ...blind, player: other }, strip.point, false)).toMatchObject({ ok: false, error: { code: 'not-a-card' } });
    }
    // Seat 0's share was never needed: no one but the three lookers could have opened p, and
    // a public reveal at last still works with every share.
    expect(openPosition(spec, locks, p, [share(0), share(1), share(2)])).toEqual({ ok: true, value: card });
  }, HEAVY);

  it('the receiver removes its own key too when its share is still unpublished', () => {
    // Nobody has published anything yet: seat 2 blinds the full lock point; seats 0 and 1 strip.
    const y = strippedPoint(spec, locks, 1, []);
    expect(y.ok).toBe(true);
    if (!y.ok) return;
    const blind = blindPosition(spec, 2, seeds[2]!, 1, 0, y.value);
    const s0 = stripBlinded(spec, 0, seeds[0]!, 1, 0, blind.point);
    const s1 = stripBlinded(spec, 1, seeds[1]!, 1, 0, s0.point);
    expect(checkStripStep(spec, locks, 1, 1, 0, s0.point, s1)).toEqual({ ok: true, value: null });
    expect(openBlinded(spec, seeds[2]!, blind, s1.point, true)).toEqual({ ok: true, value: spec.cards[predictedOrder(spec, seeds)[1]!] });
    expect(openBlinded(spec, seeds[2]!, blind, s1.point, false)).toMatchObject({ ok: false });
  }, HEAVY);

  it('a blind from another base, a strip with another key, and a wrong share are refused and blamed', () => {
    const y = base();
    const blind = blindPosition(spec, 1, seeds[1]!, p, 0, y);
    const elsewhere = encodePoint(Point.BASE.multiply(11n));
    expect(checkBlindStep(spec, 1, p, 0, elsewhere, blind)).toMatchObject({ ok: false, error: { code: 'bad-shape', path: ['base'], blame: 1 } });
    const twice = { ...blind, point: encodePoint(decodePoint(blind.point)!.multiply(2n)) };
    expect(checkBlindStep(spec, 1, p, 0, y, twice)).toEqual({ ok: false, error: { code: 'bad-proof', path: ['proof'], blame: 1 } });
    expect(checkBlindStep(spec, 2, p, 0, y, { ...blind, player: 2 })).toMatchObject({ ok: false, error: { code: 'bad-proof', blame: 2 } });

    const strip = stripBlinded(spec, 0, seeds[0]!, p, 0, blind.point);
    const doubled = { ...strip, point: encodePoint(decodePoint(strip.point)!.multiply(2n)) };
    expect(checkStripStep(spec, locks, 0, p, 0, blind.point, doubled)).toEqual({ ok: false, error: { code: 'bad-proof', path: ['proof'], blame: 0 } });
    // A strip with seat 2's key passes as nobody's: its proof is checked against seat 0's Y_{0,p}.
    const foreign = stripBlinded(spec, 2, seeds[2]!, p, 0, blind.point);
    expect(checkStripStep(spec, locks, 0, p, 0, blind.point, { ...foreign, player: 0 })).toMatchObject({ ok: false, error: { code: 'bad-proof', blame: 0 } });
    expect(checkStripStep(spec, locks, 0, p, 0, y, strip)).toMatchObject({ ok: false, error: { code: 'bad-shape', path: ['input'], blame: 0 } });

    const bad = { ...share(2), key: decryptionShare(spec, 2, seeds[2]!, 1).key };
    expect(strippedPoint(spec, locks, p, [share(1), bad])).toMatchObject({ ok: false, error: { code: 'bad-share', blame: 2 } });
  }, HEAVY);

  it('the audit re-runs blinds and strips and blames one its seed does not produce', () => {
    const y = base();
    const blind = blindPosition(spec, 1, seeds[1]!, p, 0, y);
    const strip = stripBlinded(spec, 0, seeds[0]!, p, 0, blind.point);
    const shares = [share(1), share(2)];
    expect(auditDeck(spec, { shuffles, locks, shares, blinds: [blind], strips: [strip] }, seeds)).toEqual({ ok: true, value: null });
    const alien = blindPosition(spec, 1, testSeeds(1, 'alien')[0]!, p, 0, y);
    expect(checkBlindStep(spec, 1, p, 0, y, alien).ok).toBe(true); // a valid proof of another secret
    expect(auditDeck(spec, { shuffles, locks, shares, blinds: [alien], strips: [] }, seeds)).toEqual({ ok: false, error: { code: 'bad-lock', path: ['blinds', 0], blame: 1 } });
  }, HEAVY);

  it('malformed blinds and strips from a peer give typed failures, never exceptions', () => {
    const y = base();
    const blind = blindPosition(spec, 1, seeds[1]!, p, 0, y);
    const strip = stripBlinded(spec, 0, seeds[0]!, p, 0, blind.point);
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom('base', 'input', 'point', 'key', 'proof', 'player', 'position', 'index'), (junk, field) => {
        const b = checkBlindStep(spec, 1, p, 0, y, { ...blind, [field]: junk });
        if (field !== 'input') expect(b).toMatchObject({ ok: false, error: { blame: 1 } });
        const s = checkStripStep(spec, locks, 0, p, 0, blind.point, { ...strip, [field]: junk });
        if (field !== 'base' && field !== 'key') expect(s).toMatchObject({ ok: false, error: { blame: 0 } });
      }),
      { numRuns: 60, seed: 5 },
    );
    for (const junk of [null, 3, 'x', {}, []]) {
      expect(checkBlindStep(spec, 1, p, 0, y, junk).ok).toBe(false);
      expect(checkStripStep(spec, locks, 0, p, 0, blind.point, junk).ok).toBe(false);
    }
    expect(() => blindPosition(spec, 1, seeds[1]!, 4, 0, y)).toThrow(RangeError);
  }, HEAVY);
});
