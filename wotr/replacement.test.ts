import { describe, expect, it } from 'vitest';
import { apply, legalMoves, newGame, pending, WotrRuleViolation, type Move, type WotrState } from './index';
import type { DraftState } from './piles';
import { edit, inPlay, SYNTHETIC_FOTR, TEST_LOCATIONS } from './wotr.testkit';

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof WotrRuleViolation) return e.rule;
    throw e;
  }
  throw new Error('expected a refusal');
}

// The spec's reacting cards ([WOTR-PROC-06]) given their replacement programs in the synthetic table.
const PROGRAMS: Record<string, string> = {
  'frodo-baggins': 'cycle-instead-of-eliminated',
  'fatty-bolger': 'cycle-instead-of-eliminated-in-reserve',
  'the-witch-king': 'cycle-instead-if-forsaken-from-deck-top',
  'elven-cloak': 'cycle-instead-in-path-combat',
  'nazguls-mantle': 'cycle-instead-in-combat',
};
const TABLE = SYNTHETIC_FOTR.map((c) => (c.id in PROGRAMS ? { ...c, textProgram: PROGRAMS[c.id]! } : c));

/** Round 1's action step (Balrog to act: hand 2–6; Gandalf 32–36). */
function round1(): WotrState {
  let s = newGame({ scenario: 'fellowship', cards: TABLE, locations: TEST_LOCATIONS });
  s = apply(s, { kind: 'setup-cycle', seat: 0, refs: [0, 1] });
  s = apply(s, { kind: 'setup-cycle', seat: 1, refs: [30, 31] });
  return apply(s, { kind: 'lot', index: 0 });
}

describe('[WOTR-HIO-07] hidden eliminations: the owner declares a reacting card', () => {
  const gandalfTurn = (): WotrState => apply(round1(), { kind: 'cycle', seat: 0, ref: 2 });

  it('after a winnow, Gandalf (whose list holds Frodo) declares each card; Frodo is revealed and cycled instead', () => {
    const s = apply(gandalfTurn(), { kind: 'winnow', seat: 1, refs: [32, 33] });
    expect(pending(s)).toEqual([{ kind: 'declare', seats: [1], simultaneous: false, sealed: false, refs: [32] }]);
    const a = apply(s, { kind: 'declare', seat: 1, cards: ['frodo-baggins'] });
    expect(pending(a)[0]).toMatchObject({ kind: 'declare', refs: [33] });
    const b = apply(a, { kind: 'declare', seat: 1, cards: [null] });
    expect(b.seats[1]!.cycle.at(-1)).toEqual({ ref: 32, card: 'frodo-baggins' });
    expect(b.seats[1]!.eliminated).toEqual([{ ref: 33, card: null }]);
    expect(pending(b)[0]).toMatchObject({ kind: 'turn', seats: [0] });
  });

  it('refuses revealing a card that does not react there, one not of the list, a wrong count, another seat', () => {
    const s = apply(gandalfTurn(), { kind: 'winnow', seat: 1, refs: [32, 33] });
    expect(refusal(() => apply(s, { kind: 'declare', seat: 1, cards: ['gimli'] }))).toBe('WOTR-HIO-07');
    expect(refusal(() => apply(s, { kind: 'declare', seat: 1, cards: ['the-witch-king'] }))).toBe('WOTR-HIO-07');
    expect(refusal(() => apply(s, { kind: 'declare', seat: 1, cards: [null, null] }))).toBe('WOTR-HIO-07');
    expect(refusal(() => apply(s, { kind: 'declare', seat: 0, cards: [null] }))).toBe('WOTR-HIO-07');
    expect(refusal(() => apply(s, { kind: 'pass', seat: 0 }))).toBe('WOTR-ACT-01'); // the declaration comes first
  });

  it('no question where no card of the list could react: Balrog\'s winnow asks nothing (the Witch-king reacts only from the deck top)', () => {
    const s = apply(round1(), { kind: 'winnow', seat: 0, refs: [2, 3] });
    expect(pending(s)[0]).toMatchObject({ kind: 'turn', seats: [1] });
  });

  it('[WOTR-PROC-05] (c) a blind forsake from the deck top: the owner is shown the card, then declares it', () => {
    const s = apply(edit(round1(), (d) => void (d.seats[0]!.hand = [2])), { kind: 'play', seat: 0, ref: 2, card: 'mordor-orcs', to: { zone: 'reserve' }, cost: { forsake: 'deck-top' } });
    expect(s.ops).toEqual([{ op: 'show-owner', seat: 0, ref: 7 }]);
    expect(pending(s)[0]).toMatchObject({ kind: 'declare', seats: [0], refs: [7] });
    expect(apply(s, { kind: 'declare', seat: 0, cards: ['the-witch-king'] }).seats[0]!.cycle.at(-1)).toEqual({ ref: 7, card: 'the-witch-king' });
  });

  it('legalMoves offers hiding, and revealing what the seat can name', () => {
    const s = apply(gandalfTurn(), { kind: 'winnow', seat: 1, refs: [32, 33] });
    const moves: Move[] = legalMoves(s, 1, (ref) => (ref === 32 ? 'frodo-baggins' : null));
    expect(moves).toEqual([
      { kind: 'declare', seat: 1, cards: [null] },
      { kind: 'declare', seat: 1, cards: ['frodo-baggins'] },
    ]);
  });
});

describe('[WOTR-PROC-06] replacements of cards in play', () => {
  function pathCombat(cards: ReturnType<typeof inPlay>[]): WotrState {
    let s = edit(round1(), (d: DraftState) => {
      d.seats[0]!.hand = [2];
      d.seats[1]!.hand = [32];
      d.battlegrounds = [];
      d.path!.cards = cards;
    });
    s = apply(s, { kind: 'pass', seat: 0 });
    return apply(s, { kind: 'pass', seat: 1 });
  }

  it('in path combat: Frodo and an Elven Cloak are cycled instead of eliminated, the Mantle on an attacker too', () => {
    // Bucklebury Ferry (P-DEF 1); 3 attack; Frodo (1) with the Cloak (1) must fall.
    const s = pathCombat([
      inPlay(10, 'the-hunter', 0, [inPlay(11, 'nazguls-mantle', 0)]),
      inPlay(12, 'the-reaver', 0),
      inPlay(40, 'frodo-baggins', 1, [inPlay(41, 'elven-cloak', 1)]),
    ]);
    expect(s.seats[1]!.cycle).toEqual(expect.arrayContaining([{ ref: 41, card: 'elven-cloak' }, { ref: 40, card: 'frodo-baggins' }]));
    expect(s.seats[1]!.eliminated).toEqual([]);
    expect(s.seats[0]!.cycle).toContainEqual({ ref: 11, card: 'nazguls-mantle' });
    expect(s.seats[0]!.eliminated).toEqual([
      { ref: 10, card: 'the-hunter' },
      { ref: 12, card: 'the-reaver' },
    ]);
  });

  it('Fatty Bolger is cycled instead only while in reserve', () => {
    const withFatty = edit(round1(), (d: DraftState) => {
      d.seats[1]!.reserve = [inPlay(45, 'fatty-bolger', 1)];
      d.seats[1]!.hand = [32];
      d.step = { kind: 'action', slot: 1, passes: 0, ringFollowUp: false };
    });
    const a = apply(withFatty, { kind: 'play', seat: 1, ref: 32, card: 'high-elves', to: { zone: 'reserve' }, cost: { forsake: { reserve: 45 } } });
    expect(a.seats[1]!.cycle.at(-1)).toEqual({ ref: 45, card: 'fatty-bolger' });
    const s = pathCombat([inPlay(10, 'the-hunter', 0), inPlay(12, 'the-reaver', 0), inPlay(45, 'fatty-bolger', 1)]);
    expect(s.seats[1]!.eliminated).toEqual([{ ref: 45, card: 'fatty-bolger' }]);
  });
});

describe('[WOTR-DATA-03] only the replacement programs exist', () => {
  it('refuses another text program', () => {
    const table = SYNTHETIC_FOTR.map((c) => (c.id === 'gimli' ? { ...c, textProgram: 'cycle-instead-of-everything' } : c));
    expect(refusal(() => newGame({ scenario: 'fellowship', cards: table, locations: TEST_LOCATIONS }))).toBe('WOTR-DATA-03');
  });
});
