import { describe, expect, it } from 'vitest';
import { activateBattleground, factionSeat } from './activation';
import { apply, newGame, pending, WotrRuleViolation, type WotrState } from './index';
import type { DraftState } from './piles';
import { syntheticFullTable } from './playout.testkit';
import { edit, SYNTHETIC_FOTR, TEST_LOCATIONS } from './wotr.testkit';

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof WotrRuleViolation) return e.rule;
    throw e;
  }
  throw new Error('expected a refusal');
}

/** A game of `scenario` through setup, waiting for the round-1 path draw (after its battleground). */
function atPathLot(scenario: 'fellowship' | 'trilogy' | 'duel' | 'three-player-duel'): WotrState {
  let s = newGame({ scenario, cards: scenario === 'fellowship' ? SYNTHETIC_FOTR : syntheticFullTable(), locations: TEST_LOCATIONS });
  while (pending(s)[0]?.kind === 'setup-cycle') {
    const seat = pending(s)[0]!.seats[0]!;
    s = apply(s, { kind: 'setup-cycle', seat, refs: s.seats[seat]!.hand.slice(0, 2) });
  }
  if (pending(s)[0]?.kind === 'lot' && s.step.kind === 'location' && s.step.stage === 'battleground') s = apply(s, { kind: 'lot', index: 0 });
  return s;
}

/** The path draw of `number`, with `id` the card drawn. */
function drawPath(s: WotrState, number: number, id: string): WotrState {
  const at = edit(s, (d) => void (d.lastPathNumber = number - 1));
  const lot = pending(at)[0]!;
  if (lot.kind !== 'lot') throw new Error('expected a path draw');
  return apply(at, { kind: 'lot', index: lot.among.indexOf(id) });
}

const draft = (s: WotrState): DraftState => structuredClone(s) as DraftState;

describe('[WOTR-LOCS-05] Dol Guldur and Lórien activate each other', () => {
  it('drawing Lórien activates Dol Guldur out of the Shadow deck too', () => {
    let s = newGame({ scenario: 'trilogy', cards: syntheticFullTable(), locations: TEST_LOCATIONS });
    for (const [seat, x] of s.seats.entries()) s = apply(s, { kind: 'setup-cycle', seat, refs: x.hand.slice(0, 2) });
    s = apply(s, { kind: 'lot', index: s.battlegroundDecks.fp.indexOf('lorien') });
    expect(s.battlegrounds.map((b) => b.id)).toEqual(['lorien', 'dol-guldur']);
    expect([s.battlegroundDecks.fp.includes('lorien'), s.battlegroundDecks.shadow.includes('dol-guldur')]).toEqual([false, false]);
  });

  it('[WOTR-OPEN-12] a partner already active: nothing more (the Fellowship\'s round 4 lists both)', () => {
    const d = draft(atPathLot('fellowship'));
    d.battlegrounds = [];
    activateBattleground(d, 'lorien');
    activateBattleground(d, 'dol-guldur');
    expect(d.battlegrounds.map((b) => b.id)).toEqual(['lorien', 'dol-guldur']);
  });

  it('[WOTR-LOCS-04] a partner in a scoring area is reactivated: out of the other side\'s area without its printed defense ([WOTR-CMB-18])', () => {
    const d = draft(atPathLot('fellowship'));
    d.battlegrounds = [];
    d.battlegroundDecks.fp = d.battlegroundDecks.fp.filter((id) => id !== 'lorien'); // won in an earlier round
    d.scoring.shadow.won.push('lorien');
    activateBattleground(d, 'dol-guldur');
    expect(d.battlegrounds.map((b) => [b.id, b.ignorePrintedDef])).toEqual([
      ['dol-guldur', false],
      ['lorien', true],
    ]);
    expect(d.scoring.shadow.won).toEqual([]);
    const own = draft(atPathLot('fellowship'));
    own.battlegrounds = [];
    own.battlegroundDecks.fp = own.battlegroundDecks.fp.filter((id) => id !== 'lorien');
    own.scoring.fp.won.push('lorien');
    activateBattleground(own, 'dol-guldur');
    expect(own.battlegrounds.map((b) => [b.id, b.ignorePrintedDef])).toEqual([
      ['dol-guldur', false],
      ['lorien', false],
    ]);
  });
});

describe('[WOTR-DATA-01] Henneth Annûn: the Dúnedain player draws 1', () => {
  it('[WOTR-CARD-06] the seat whose deck holds the faction: Aragorn in the Trilogy; nobody for Rohan in the Fellowship', () => {
    const s = atPathLot('trilogy');
    const a = drawPath(s, 7, 'henneth-annun');
    expect(a.seats.map((x) => x.hand.length)).toEqual([5, 5, 6, 5]);
    expect(a.ops).toEqual([{ op: 'deal', seat: 2, refs: [s.seats[2]!.deck[0]!] }]);
    expect(factionSeat(atPathLot('fellowship'), 'rohan')).toBeNull();
    expect(factionSeat(atPathLot('fellowship'), 'dunedain')).toBe(1);
  });

  it('[WOTR-SCN-D2-05] "the ⟨Faction⟩ player" runs once in a Duel', () => {
    const a = drawPath(atPathLot('duel'), 7, 'henneth-annun');
    expect(a.seats[0]!.hand).toHaveLength(5);
  });
});

describe('[WOTR-DATA-01] Egladil: each FP player draws 2 then cycles 1', () => {
  it('the Fellowship: Gandalf draws 2, then chooses the card to cycle before the action step; the Shadow does nothing', () => {
    const s = drawPath(atPathLot('fellowship'), 5, 'egladil');
    expect(s.seats.map((x) => x.hand.length)).toEqual([5, 7]);
    expect(pending(s)).toEqual([{ kind: 'text-cycle', seats: [1], simultaneous: false, sealed: false }]);
    expect(refusal(() => apply(s, { kind: 'text-cycle', seat: 0, cycle: { cycle: 2 } }))).toBe('WOTR-PROC-01');
    expect(refusal(() => apply(s, { kind: 'text-cycle', seat: 1, cycle: { cycle: 2 } }))).toBe('WOTR-PROC-01');
    expect(refusal(() => apply(s, { kind: 'text-cycle', seat: 1, cycle: { forsake: 'deck-top' } }))).toBe('WOTR-PROC-01');
    const a = apply(s, { kind: 'text-cycle', seat: 1, cycle: { cycle: 32 } });
    expect(a.seats[1]!.hand).toHaveLength(6);
    expect(a.seats[1]!.cycle.at(-1)).toEqual({ ref: 32, card: null });
    expect(pending(a)[0]).toMatchObject({ kind: 'turn', seats: [0] });
  });

  it('[WOTR-SCN-D2-05] in the Duel Gandalf runs it twice: draw 2, cycle 1, draw 2, cycle 1', () => {
    let s = drawPath(atPathLot('duel'), 5, 'egladil');
    expect([s.seats[0]!.hand.length, pending(s)[0]!.kind]).toEqual([6, 'text-cycle']);
    s = apply(s, { kind: 'text-cycle', seat: 0, cycle: { cycle: s.seats[0]!.hand[0]! } });
    expect([s.seats[0]!.hand.length, pending(s)[0]!.kind]).toEqual([7, 'text-cycle']);
    s = apply(s, { kind: 'text-cycle', seat: 0, cycle: { cycle: s.seats[0]!.hand[0]! } });
    expect([s.seats[0]!.hand.length, s.seats[1]!.hand.length, pending(s)[0]!.kind]).toEqual([6, 6, 'turn']);
  });

  it('[WOTR-SCN-D3-05] in the Three-Player Duel "each FP player" is Gandalf, twice', () => {
    let s = drawPath(atPathLot('three-player-duel'), 5, 'egladil');
    s = apply(s, { kind: 'text-cycle', seat: 0, cycle: { cycle: s.seats[0]!.hand[0]! } });
    s = apply(s, { kind: 'text-cycle', seat: 0, cycle: { cycle: s.seats[0]!.hand[0]! } });
    expect(s.seats.map((x) => x.hand.length)).toEqual([8, 5, 5]);
  });
});

describe('activation programs in the table ([WOTR-DATA-03])', () => {
  it('refuses a location naming a program the engine does not have', () => {
    const locations = TEST_LOCATIONS.map((l) => (l.id === 'moria' ? { ...l, activationProgram: 'moria' } : l));
    expect(refusal(() => newGame({ scenario: 'fellowship', cards: SYNTHETIC_FOTR, locations }))).toBe('WOTR-DATA-03');
  });
});

describe('[WOTR-DATA-01] Orthanc: Isengard may take Saruman from deck or cycle pile, then recycle', () => {
  /** Balrog (the Isengard player) at Orthanc's activation; its cycle pile holds refs 0 (hidden) and 1 (known Uglúk). */
  function atOrthanc(): WotrState {
    const d = draft(atPathLot('fellowship'));
    d.ops = [];
    d.seats[0]!.cycle = [
      { ref: 0, card: null },
      { ref: 1, card: 'ugluk' },
    ];
    activateBattleground(d, 'orthanc');
    return d as WotrState;
  }

  it('[WOTR-HIO-09] the owner is shown its deck, then decides', () => {
    const s = atOrthanc();
    expect(s.ops).toEqual([{ op: 'search', seat: 0, refs: s.seats[0]!.deck }]);
    expect(pending(s)).toEqual([{ kind: 'take', seats: [0], simultaneous: false, sealed: false, card: 'saruman' }]);
  });

  it('[WOTR-PROC-09] Saruman taken from the deck, revealed, to hand; [WOTR-PROC-03] the cycle pile shuffled into the deck under fresh refs', () => {
    const s = atOrthanc();
    const deck = s.seats[0]!.deck;
    const a = apply(s, { kind: 'take', seat: 0, from: 'deck', ref: deck[3]!, card: 'saruman' });
    expect(a.seats[0]!.hand).toContain(deck[3]);
    const from = [...deck.filter((r) => r !== deck[3]), 0, 1];
    expect(a.ops).toEqual([{ op: 'recycle', seat: 0, from, to: from.map((_, i) => s.nextRef + i) }]);
    expect([a.seats[0]!.deck.length, a.seats[0]!.cycle]).toEqual([from.length, []]);
  });

  it('from the cycle pile, or nothing ("may"): the recycle follows either way', () => {
    const s = atOrthanc();
    const fromCycle = apply(s, { kind: 'take', seat: 0, from: 'cycle', ref: 0, card: 'saruman' });
    expect(fromCycle.seats[0]!.hand).toContain(0);
    expect(fromCycle.seats[0]!.deck).toHaveLength(s.seats[0]!.deck.length + 1);
    const none = apply(s, { kind: 'take', seat: 0, from: 'none' });
    expect(none.seats[0]!.hand).toEqual(s.seats[0]!.hand);
    expect([none.seats[0]!.deck.length, none.seats[0]!.cycle]).toEqual([s.seats[0]!.deck.length + 2, []]);
  });

  it('[WOTR-PROC-09] refuses another card, a ref not in that pile, a pile card known to be another, another seat', () => {
    const s = atOrthanc();
    const top = s.seats[0]!.deck[0]!;
    expect(refusal(() => apply(s, { kind: 'take', seat: 0, from: 'deck', ref: top, card: 'ugluk' }))).toBe('WOTR-PROC-09');
    expect(refusal(() => apply(s, { kind: 'take', seat: 0, from: 'deck', ref: 0, card: 'saruman' }))).toBe('WOTR-PROC-09');
    expect(refusal(() => apply(s, { kind: 'take', seat: 0, from: 'cycle', ref: 1, card: 'saruman' }))).toBe('WOTR-PROC-09');
    expect(refusal(() => apply(s, { kind: 'take', seat: 1, from: 'none' }))).toBe('WOTR-PROC-09');
  });
});

describe('[WOTR-LOCS-05] (ext) Edoras activates Helm\'s Deep while it is in the FP deck', () => {
  it('with Helm\'s Deep in the deck, both; without, Edoras alone', () => {
    const d = draft(atPathLot('trilogy'));
    d.battlegrounds = [];
    activateBattleground(d, 'edoras');
    expect(d.battlegrounds.map((b) => b.id)).toEqual(['edoras', 'helms-deep']);
    const won = draft(atPathLot('trilogy'));
    won.battlegrounds = [];
    won.battlegroundDecks.fp = won.battlegroundDecks.fp.filter((id) => id !== 'helms-deep');
    won.scoring.fp.won.push('helms-deep');
    activateBattleground(won, 'edoras');
    expect(won.battlegrounds.map((b) => b.id)).toEqual(['edoras']);
  });
});
