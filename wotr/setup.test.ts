import { describe, expect, it } from 'vitest';
import { apply, newGame, pending, rulesFingerprint, stateText, WotrRuleViolation, type WotrState } from './index';
import { card, Dealer, deepFreeze, lcg, SYNTHETIC_FOTR, TEST_LOCATIONS } from './wotr.testkit';

const fotr = (): WotrState => newGame({ scenario: 'fellowship', cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS });

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof WotrRuleViolation) return e.rule;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('setup ([WOTR-SETUP-*], [WOTR-SCN-FOTR-*])', () => {
  it('[WOTR-SCN-FOTR-01] two seats, Balrog (Shadow) and Gandalf (FP), 30 cards each, Balrog starts', () => {
    const s = fotr();
    expect(s.seats.map((x) => [x.name, x.team, x.list.length])).toEqual([
      ['balrog', 'shadow', 30],
      ['gandalf', 'fp', 30],
    ]);
    expect(s.startSlot).toBe(0);
    expect(s.seats[0]!.ringTokens + s.seats[1]!.ringTokens).toBe(0); // [WOTR-SCN-FOTR-04]
  });

  it('[WOTR-HIO-01], [WOTR-HIO-02] each deck is a run of refs built owner-blind, then 7 are dealt to their owner alone', () => {
    const s = fotr();
    expect(s.ops.map((o) => o.op)).toEqual(['new-deck', 'new-deck', 'deal', 'deal']);
    const [deck0, deck1, deal0, deal1] = s.ops;
    expect(deck0).toEqual({ op: 'new-deck', seat: 0, refs: Array.from({ length: 30 }, (_, i) => i) });
    expect(deck1!.op === 'new-deck' && deck1!.refs[0]).toBe(30);
    expect(deal0).toEqual({ op: 'deal', seat: 0, refs: [0, 1, 2, 3, 4, 5, 6] });
    expect(deal1).toEqual({ op: 'deal', seat: 1, refs: [30, 31, 32, 33, 34, 35, 36] });
    expect(s.seats.map((x) => [x.hand.length, x.deck.length])).toEqual([
      [7, 23],
      [7, 23],
    ]);
    // [WOTR-HID-01] the state names no card in a hand or deck: only refs.
    expect(stateText(s)).not.toMatch(/"hand":\["/);
  });

  it('[WOTR-SCN-FOTR-02] each seat cycles 2, both at once, leaving 5', () => {
    const s = fotr();
    expect(pending(s).map((d) => [d.kind, d.seats, d.simultaneous, d.sealed])).toEqual([
      ['setup-cycle', [0], true, false],
      ['setup-cycle', [1], true, false],
    ]);
    const a = apply(s, { kind: 'setup-cycle', seat: 1, refs: [30, 31] });
    expect(a.seats[1]!.hand).toEqual([32, 33, 34, 35, 36]);
    expect(a.seats[1]!.cycle).toEqual([
      { ref: 30, card: null },
      { ref: 31, card: null },
    ]);
    expect(pending(a).map((d) => d.seats)).toEqual([[0]]);
  });

  it('[WOTR-SETUP-05] refuses the wrong count, a repeated card, a card not in hand, a second cycle', () => {
    const s = fotr();
    expect(refusal(() => apply(s, { kind: 'setup-cycle', seat: 0, refs: [0] }))).toBe('WOTR-SETUP-05');
    expect(refusal(() => apply(s, { kind: 'setup-cycle', seat: 0, refs: [0, 0] }))).toBe('WOTR-SETUP-05');
    expect(refusal(() => apply(s, { kind: 'setup-cycle', seat: 0, refs: [0, 30] }))).toBe('WOTR-SETUP-05');
    const a = apply(s, { kind: 'setup-cycle', seat: 0, refs: [0, 1] });
    expect(refusal(() => apply(a, { kind: 'setup-cycle', seat: 0, refs: [2, 3] }))).toBe('WOTR-SETUP-05');
  });

  it('apply is pure: it never changes its input, and the same moves give the same text', () => {
    const s = deepFreeze(fotr());
    const a = apply(s, { kind: 'setup-cycle', seat: 0, refs: [0, 1] });
    const b = apply(s, { kind: 'setup-cycle', seat: 0, refs: [0, 1] });
    expect(stateText(a)).toBe(stateText(b));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });
});

describe('location step of round 1 ([WOTR-LOCS-*], [WOTR-SCN-FOTR-05..06])', () => {
  const ready = (): WotrState => {
    const s = apply(fotr(), { kind: 'setup-cycle', seat: 0, refs: [0, 1] });
    return apply(s, { kind: 'setup-cycle', seat: 1, refs: [30, 31] });
  };

  it('[WOTR-SCN-FOTR-05] round 1 activates Minas Morgul; [WOTR-LOCS-06] the path is a joint random draw among the path-1 cards', () => {
    const s = ready();
    expect(s.battlegrounds.map((b) => b.id)).toEqual(['minas-morgul']);
    expect(pending(s)).toEqual([{ kind: 'lot', seats: [0, 1], simultaneous: true, sealed: true, purpose: 'path', among: ['bucklebury-ferry', 'gildors-encampment'] }]);
    const a = apply(s, { kind: 'lot', index: 1 });
    expect(a.path?.id).toBe('gildors-encampment');
    expect(a.lastPathNumber).toBe(1);
    expect(pending(a)).toEqual([{ kind: 'turn', seats: [0], simultaneous: false, sealed: false }]); // Balrog first
  });

  it('[WOTR-HIO-15] refuses a draw outside the set, and a draw when none is open', () => {
    const s = ready();
    expect(refusal(() => apply(s, { kind: 'lot', index: 2 }))).toBe('WOTR-HIO-15');
    expect(refusal(() => apply(s, { kind: 'lot', index: -1 }))).toBe('WOTR-HIO-15');
    expect(refusal(() => apply(fotr(), { kind: 'lot', index: 0 }))).toBe('WOTR-HIO-15');
  });
});

describe('the card table ([WOTR-DATA-03])', () => {
  it('refuses a scenario card missing from the table, or of another faction', () => {
    expect(refusal(() => newGame({ scenario: 'fellowship', cards: SYNTHETIC_FOTR.slice(1), locations: TEST_LOCATIONS }))).toBe('WOTR-DATA-03');
    const wrong = SYNTHETIC_FOTR.map((c) => (c.id === 'gimli' ? { ...c, faction: 'elves' as const } : c));
    expect(refusal(() => newGame({ scenario: 'fellowship', cards: wrong, locations: TEST_LOCATIONS }))).toBe('WOTR-DATA-03');
  });

  it('refuses card text programs (not built) and non-integer icons', () => {
    const texted = SYNTHETIC_FOTR.map((c) => (c.id === 'gimli' ? { ...c, textProgram: 'x' } : c));
    expect(refusal(() => newGame({ scenario: 'fellowship', cards: texted, locations: TEST_LOCATIONS }))).toBe('WOTR-DATA-03');
    const half = SYNTHETIC_FOTR.map((c) => (c.id === 'gimli' ? { ...c, bgAtk: 0.5 } : c));
    expect(refusal(() => newGame({ scenario: 'fellowship', cards: half, locations: TEST_LOCATIONS }))).toBe('WOTR-DATA-03');
  });

  it('refuses the unverified Appendix B roster where the sources disagree (The Doors of Durin)', () => {
    expect(refusal(() => newGame({ scenario: 'fellowship', cards: SYNTHETIC_FOTR }))).toBe('WOTR-DATA-03');
  });
});

describe('Trilogy ([WOTR-SCN-TRI-*])', () => {
  const factionCards = (faction: Parameters<typeof card>[1], n: number) => Array.from({ length: n }, (_, i) => card(`${faction}-${i}`, faction, 'army', { bgAtk: 1, bgDef: 1 }));
  const table = [
    ...factionCards('dwarves', 2), ...factionCards('hobbits', 10), ...factionCards('rohan', 8), ...factionCards('wizards', 10),
    ...factionCards('mordor', 30),
    ...factionCards('dunedain', 17), ...factionCards('elves', 13),
    ...factionCards('isengard', 12), ...factionCards('monstrous', 11), ...factionCards('southrons', 7),
  ];

  it('[WOTR-SCN-TRI-01..03] four seats in turn order, 30-card decks of their factions, 7 dealt, a Ring token each', () => {
    const s = newGame({ scenario: 'trilogy', cards: table, locations: TEST_LOCATIONS });
    expect(s.seats.map((x) => [x.name, x.team, x.list.length, x.hand.length, x.ringTokens])).toEqual([
      ['frodo', 'fp', 30, 7, 1],
      ['witch-king', 'shadow', 30, 7, 1],
      ['aragorn', 'fp', 30, 7, 1],
      ['saruman', 'shadow', 30, 7, 1],
    ]);
    expect(s.battlegroundDecks.fp).toHaveLength(7); // [WOTR-SETUP-03]
    expect(s.pathDeck).toHaveLength(27); // [WOTR-SETUP-04]
  });

  it('[WOTR-SCN-TRI-02] refuses a deck that is not 30 cards', () => {
    expect(refusal(() => newGame({ scenario: 'trilogy', cards: table.slice(1) }))).toBe('WOTR-SCN-TRI-02');
  });

  it('[WOTR-LOCS-02] the battleground is drawn from the starting player\'s team deck (Frodo: FP)', () => {
    let s = newGame({ scenario: 'trilogy', cards: table, locations: TEST_LOCATIONS });
    for (const [seat, x] of s.seats.entries()) s = apply(s, { kind: 'setup-cycle', seat, refs: x.hand.slice(0, 2) });
    const [lot] = pending(s);
    expect(lot).toMatchObject({ kind: 'lot', purpose: 'battleground', among: s.battlegroundDecks.fp });
    s = apply(s, { kind: 'lot', index: 0 });
    expect(s.battlegrounds.map((b) => b.id)).toEqual(['dol-amroth']);
    expect(s.battlegroundDecks.fp).not.toContain('dol-amroth');
    expect(pending(s)[0]).toMatchObject({ kind: 'lot', purpose: 'path', among: ['bag-end', 'bucklebury-ferry', 'gildors-encampment'] });
  });

  it('a dealer following the ops knows every ref dealt (the protocol\'s view)', () => {
    const s = newGame({ scenario: 'trilogy', cards: table, locations: TEST_LOCATIONS });
    const dealer = new Dealer(lcg(7));
    dealer.follow(s);
    expect(s.seats[1]!.hand.map((r) => dealer.cardOf(r)).every((id) => id.startsWith('mordor-'))).toBe(true);
  });
});

describe('rules build', () => {
  it('the fingerprint changes with the scenario, the card table and the location table, and not otherwise', () => {
    const base = rulesFingerprint({ scenario: 'fellowship', cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS });
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(rulesFingerprint({ scenario: 'fellowship', cards: [...SYNTHETIC_FOTR], locations: [...TEST_LOCATIONS] })).toBe(base);
    expect(rulesFingerprint({ scenario: 'trilogy', cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS })).not.toBe(base);
    expect(rulesFingerprint({ scenario: 'fellowship', cards: SYNTHETIC_FOTR.map((c) => (c.id === 'gimli' ? { ...c, bgAtk: 2 } : c)), locations: TEST_LOCATIONS })).not.toBe(base);
    expect(rulesFingerprint({ scenario: 'fellowship', cards: SYNTHETIC_FOTR })).not.toBe(base);
  });
});
