import { describe, expect, it } from 'vitest';
import { apply, newGame, pending, score, victoryCheck, WotrRuleViolation, type ScoringArea, type WotrState } from './index';
import { edit, SYNTHETIC_FOTR, TEST_LOCATIONS } from './wotr.testkit';

const seats = (tokens: number[]) => tokens.map((ringTokens, i) => ({ team: i % 2 === 0 ? ('fp' as const) : ('shadow' as const), ringTokens })) as unknown as WotrState['seats'];
const position = (fp: ScoringArea, shadow: ScoringArea, lastPathFought: boolean, tokens = [0, 0, 0, 0]) => ({
  scenario: 'trilogy' as const,
  locations: TEST_LOCATIONS,
  seats: seats(tokens),
  scoring: { fp, shadow },
  lastPathFought,
});

describe('scoring ([WOTR-SCORE-*], [WOTR-CORR-01])', () => {
  // [WOTR-SCORE-12] the seed's test vector.
  const example = position(
    { won: ['helms-deep', 'minas-tirith', 'lorien', 'orthanc', 'bag-end', 'the-council-of-elrond', 'lothlorien', 'henneth-annun'], faceDown: [], corruption: 0 },
    { won: ['minas-morgul', 'dol-guldur'], faceDown: ['weathertop', 'khazad-dum', 'amon-hen', 'cirith-ungol', 'crack-of-doom'], corruption: 7 },
    true,
  );

  it('[WOTR-SCORE-12] FP 9 + 4 = 13, Shadow 3 + 7 = 10 (face-down paths 0); FP wins after path 9', () => {
    expect(score(example, 'fp')).toBe(13);
    expect(score(example, 'shadow')).toBe(10);
    expect(victoryCheck(example)).toBe('fp');
    expect(victoryCheck({ ...example, lastPathFought: false })).toBeNull(); // the game goes on before the last path
  });

  it('[WOTR-SCORE-01] a path won by the Shadow face up would not score for it; only battlegrounds and corruption do', () => {
    const p = position({ won: [], faceDown: [], corruption: 0 }, { won: ['bag-end', 'umbar'], faceDown: [], corruption: 2 }, false);
    expect(score(p, 'shadow')).toBe(3);
  });

  it('[WOTR-SCORE-10] a lead of more than 10 wins at once; exactly 10 does not ([WOTR-OPEN-06])', () => {
    const lead = (corruption: number) => position({ won: [], faceDown: [], corruption: 0 }, { won: [], faceDown: [], corruption }, false);
    expect(victoryCheck(lead(11))).toBe('shadow');
    expect(victoryCheck(lead(10))).toBeNull();
  });

  it('[WOTR-SCORE-11] a final tie goes to the Shadow; [WOTR-SCORE-02] unused Ring tokens count only at the end', () => {
    const tie = position({ won: ['bag-end'], faceDown: [], corruption: 0 }, { won: [], faceDown: [], corruption: 1 }, true);
    expect(victoryCheck(tie)).toBe('shadow');
    const fpToken = { ...tie, seats: seats([1, 0, 0, 0]) };
    expect(score(fpToken, 'fp')).toBe(1);
    expect(score(fpToken, 'fp', true)).toBe(2);
    expect(victoryCheck(fpToken)).toBe('fp');
  });
});

describe('the round\'s end ([WOTR-ROUND-*], [WOTR-DRAW-*])', () => {
  function endOfRound1(change: (d: Parameters<Parameters<typeof edit>[1]>[0]) => void = () => undefined): WotrState {
    let s = newGame({ scenario: 'fellowship', cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS });
    s = apply(s, { kind: 'setup-cycle', seat: 0, refs: [0, 1] });
    s = apply(s, { kind: 'setup-cycle', seat: 1, refs: [30, 31] });
    s = edit(apply(s, { kind: 'lot', index: 0 }), (d) => {
      d.seats[0]!.hand = [2, 3];
      d.seats[1]!.hand = [32];
      change(d);
    });
    s = apply(s, { kind: 'pass', seat: 0 });
    s = apply(s, { kind: 'pass', seat: 1 });
    return apply(s, { kind: 'combat-order', seat: 0, location: 'minas-morgul' });
  }

  it('[WOTR-SCN-FOTR-03] Gandalf draws 3, Balrog 4; [WOTR-ROUND-02] the starting player passes to Gandalf; [WOTR-SCN-FOTR-05] round 2 is Rivendell', () => {
    const s = endOfRound1();
    expect(s.round).toBe(2);
    expect(s.seats.map((x) => x.hand.length)).toEqual([6, 4]);
    expect(s.ops.filter((o) => o.op === 'deal')).toEqual([
      { op: 'deal', seat: 0, refs: [7, 8, 9, 10] },
      { op: 'deal', seat: 1, refs: [37, 38, 39] },
    ]);
    expect(s.startSlot).toBe(1);
    expect(s.battlegrounds.map((b) => b.id)).toEqual(['rivendell']);
    expect(s.scoring.fp.won).toEqual(['bucklebury-ferry']);
    expect(s.scoring.shadow.won).toEqual(['minas-morgul']);
    // [WOTR-LOCS-06] the other path-1 card is set aside; the draw is among the path-2 cards.
    expect(s.pathDeck).not.toContain('gildors-encampment');
    expect(pending(s)).toEqual([{ kind: 'lot', seats: [0, 1], simultaneous: true, sealed: true, purpose: 'path', among: ['inn-of-the-prancing-pony', 'the-old-forest'] }]);
    const a = apply(s, { kind: 'lot', index: 0 });
    expect(pending(a)[0]).toMatchObject({ kind: 'turn', seats: [1] }); // Gandalf starts round 2
  });

  it('[WOTR-PROC-03] a deck emptied mid-draw becomes the shuffled cycle pile under fresh refs, and the draw goes on', () => {
    const s = endOfRound1((d) => {
      d.seats[0]!.deck = [7];
      d.seats[0]!.cycle = [
        { ref: 0, card: null },
        { ref: 1, card: 'mordor-orcs' },
      ];
    });
    expect(s.ops.filter((o) => o.seat === 0)).toEqual([
      { op: 'deal', seat: 0, refs: [7] },
      { op: 'recycle', seat: 0, from: [0, 1], to: [60, 61] },
      { op: 'deal', seat: 0, refs: [60, 61] },
    ]);
    expect(s.seats[0]!.hand).toEqual([2, 3, 7, 60, 61]);
    expect([s.seats[0]!.deck, s.seats[0]!.cycle]).toEqual([[], []]); // [WOTR-PROC-11] ran out: play on
  });

  it('[WOTR-SCORE-10] the victory check ends the game at once; then nothing is open and moves are refused', () => {
    const s = endOfRound1((d) => (d.scoring.shadow.corruption = 11));
    expect([s.winner, s.step.kind, pending(s)]).toEqual(['shadow', 'over', []]);
    let rule = '';
    try {
      apply(s, { kind: 'pass', seat: 0 });
    } catch (e) {
      if (e instanceof WotrRuleViolation) rule = e.rule;
    }
    expect(rule).toBe('WOTR-SCORE-11');
  });
});
