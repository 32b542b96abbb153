import { describe, expect, it } from 'vitest';
import { apply, newGame, pending, score, WotrRuleViolation, type WotrState } from './index';
import { syntheticFullTable } from './playout.testkit';
import { edit, inPlay, TEST_LOCATIONS } from './wotr.testkit';

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof WotrRuleViolation) return e.rule;
    throw e;
  }
  throw new Error('expected a refusal');
}

const duel = (): WotrState => newGame({ scenario: 'duel', cards: syntheticFullTable(), locations: TEST_LOCATIONS });
const threeDuel = (): WotrState => newGame({ scenario: 'three-player-duel', cards: syntheticFullTable(), locations: TEST_LOCATIONS });

/** Through the location step: both lots drawn at index 0. */
function toActions(s: WotrState): WotrState {
  while (pending(s)[0]?.kind === 'lot') s = apply(s, { kind: 'lot', index: 0 });
  return s;
}

describe('the Two-Player Duel ([WOTR-SCN-D2-*])', () => {
  it('[WOTR-SCN-D2-01], [WOTR-SCN-D2-02] Gandalf (all 60 FP) draws 4, the Witch-king (all 60 Shadow) 6; nobody cycles; Gandalf starts', () => {
    const s = duel();
    expect(s.seats.map((x) => [x.name, x.team, x.list.length, x.hand.length, x.cycle.length])).toEqual([
      ['gandalf', 'fp', 60, 4, 0],
      ['witch-king', 'shadow', 60, 6, 0],
    ]);
    // No setup cycle: straight to the location step, the battleground drawn from the FP deck ([WOTR-LOCS-02]).
    expect(pending(s)[0]).toMatchObject({ kind: 'lot', purpose: 'battleground', among: s.battlegroundDecks.fp });
    expect(pending(toActions(s))[0]).toMatchObject({ kind: 'turn', seats: [0] });
  });

  it('[WOTR-SCN-D2-01] refuses decks that are not the 60 cards of the team', () => {
    expect(refusal(() => newGame({ scenario: 'duel', cards: syntheticFullTable().slice(1), locations: TEST_LOCATIONS }))).toBe('WOTR-SCN-D2-01');
  });

  it('[WOTR-SCN-D2-04] the Ring token: draw 3, then eliminate 1 and cycle 1 before the turn passes; once a round; kept', () => {
    const s = toActions(duel());
    const drawn = apply(s, { kind: 'ring', seat: 0 });
    expect(drawn.seats[0]!.hand).toHaveLength(7);
    expect(drawn.ops).toEqual([{ op: 'deal', seat: 0, refs: [4, 5, 6] }]);
    expect(pending(drawn)).toEqual([{ kind: 'ring-discard', seats: [0], simultaneous: false, sealed: false }]);
    expect(refusal(() => apply(drawn, { kind: 'cycle', seat: 0, ref: 0 }))).toBe('WOTR-ACT-01');
    expect(refusal(() => apply(drawn, { kind: 'ring-discard', seat: 0, eliminate: null, cycle: { cycle: 1 } }))).toBe('WOTR-SCN-D2-04');
    expect(refusal(() => apply(drawn, { kind: 'ring-discard', seat: 0, eliminate: 0, cycle: { cycle: 0 } }))).toBe('WOTR-SCN-D2-04');
    expect(refusal(() => apply(drawn, { kind: 'ring-discard', seat: 0, eliminate: 0, cycle: { forsake: 'deck-top' } }))).toBe('WOTR-SCN-D2-04');
    const done = apply(drawn, { kind: 'ring-discard', seat: 0, eliminate: 0, cycle: { cycle: 1 } });
    expect(done.seats[0]!.hand).toEqual([2, 3, 4, 5, 6]);
    expect([done.seats[0]!.eliminated, done.seats[0]!.cycle]).toEqual([[{ ref: 0, card: null }], [{ ref: 1, card: null }]]);
    expect(done.seats[0]!.ringTokens).toBe(1);
    expect(pending(done)[0]).toMatchObject({ kind: 'turn', seats: [1] });
    const again = apply(done, { kind: 'cycle', seat: 1, ref: 60 });
    expect(refusal(() => apply(again, { kind: 'ring', seat: 0 }))).toBe('WOTR-SCN-D2-04');
    expect(apply(edit(again, (d) => void (d.round = 2)), { kind: 'ring', seat: 0 }).seats[0]!.hand).toHaveLength(8);
  });

  it('[WOTR-OPEN-05] an unused Duel Ring token scores nothing', () => {
    const s = duel();
    expect(score(s, 'fp', true)).toBe(0);
  });

  describe('[WOTR-CMB-14], [WOTR-SCN-D2-06] Duel path scoring', () => {
    // Path 1 Bucklebury Ferry: printed P-DEF 1 (Appendix B). dunedain-1 and mordor-1 are characters with 1 path icon.
    const onPath = (fp: number, shadow: number): WotrState => {
      let s = edit(toActions(duel()), (d) => {
        d.battlegrounds = [];
        d.path = { id: 'bucklebury-ferry', ignorePrintedDef: false, tokens: { bgAtk: 0, bgDef: 0, pAtk: 0, pDef: 0 }, cards: [] };
        for (let i = 0; i < fp; i++) d.path.cards.push(inPlay(200 + i, 'dunedain-1', 0));
        for (let i = 0; i < shadow; i++) d.path.cards.push(inPlay(300 + i, 'mordor-1', 1));
        d.seats[0]!.hand = [0];
        d.seats[1]!.hand = [60];
      });
      s = apply(s, { kind: 'pass', seat: 0 });
      s = apply(s, { kind: 'pass', seat: 1 });
      while (pending(s)[0]?.kind === 'casualties') s = apply(s, { kind: 'casualties', seat: 0, refs: [200] });
      return s;
    };

    it('Dtot > A: the FP score the path', () => {
      expect(onPath(1, 1).scoring.fp.won).toEqual(['bucklebury-ferry']); // 1 + 1 > 1
    });

    it('Dtot = A: nobody scores it, and no corruption ([WOTR-OPEN-04]: set aside out of the game)', () => {
      const s = onPath(0, 1); // 1 = 1
      expect([s.scoring.fp.won, s.scoring.shadow, s.outOfGame]).toEqual([[], { won: [], faceDown: [], corruption: 0 }, ['bucklebury-ferry']]);
    });

    it('Dtot < A: the Shadow takes A − Dtot corruption and the path face down', () => {
      expect(onPath(1, 4).scoring.shadow).toEqual({ won: [], faceDown: ['bucklebury-ferry'], corruption: 2 }); // 4 − (1 + 1)
    });
  });
});

describe('the Three-Player Duel ([WOTR-SCN-D3-*])', () => {
  it('[WOTR-SCN-D3-01], [WOTR-SCN-D3-02] Gandalf draws 6 and keeps them; the Shadow seats draw 7 and cycle 2', () => {
    const s = threeDuel();
    expect(s.seats.map((x) => [x.name, x.list.length, x.hand.length])).toEqual([
      ['gandalf', 60, 6],
      ['witch-king', 30, 7],
      ['saruman', 30, 7],
    ]);
    expect(pending(s).map((d) => d.seats)).toEqual([[1], [2]]);
  });

  it('[WOTR-SCN-D3-01] turn slots Gandalf, Witch-king, Gandalf, Saruman; [WOTR-OPEN-07] the step ends after 4 passes in a row', () => {
    let s = threeDuel();
    s = apply(s, { kind: 'setup-cycle', seat: 1, refs: s.seats[1]!.hand.slice(0, 2) });
    s = apply(s, { kind: 'setup-cycle', seat: 2, refs: s.seats[2]!.hand.slice(0, 2) });
    s = edit(toActions(s), (d) => {
      for (const seat of d.seats) seat.hand = seat.hand.slice(0, 2);
    });
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(s.step.kind).toBe('action');
      const seat = pending(s)[0]!.seats[0]!;
      order.push(seat);
      s = apply(s, { kind: 'pass', seat });
    }
    expect(order).toEqual([0, 1, 0, 2]);
    expect(s.step.kind).not.toBe('action');
  });

  it('[WOTR-SCN-D3-04] Gandalf\'s Ring token is the Duel\'s, the Shadow seats\' the Trilogy\'s (once a game, 1 VP unused)', () => {
    let s = threeDuel();
    s = apply(s, { kind: 'setup-cycle', seat: 1, refs: s.seats[1]!.hand.slice(0, 2) });
    s = apply(s, { kind: 'setup-cycle', seat: 2, refs: s.seats[2]!.hand.slice(0, 2) });
    s = toActions(s);
    expect(pending(apply(s, { kind: 'ring', seat: 0 }))[0]!.kind).toBe('ring-discard');
    expect(score(s, 'shadow', true)).toBe(2);
    expect(score(s, 'fp', true)).toBe(0);
    const wk = apply(edit(s, (d) => void (d.step = { kind: 'action', slot: 1, passes: 0, ringFollowUp: false })), { kind: 'ring', seat: 1 });
    expect([wk.seats[1]!.ringTokens, wk.seats[1]!.hand.length, pending(wk)[0]!.kind]).toEqual([0, 7, 'turn']);
    expect(score(wk, 'shadow', true)).toBe(1);
  });

  it('[WOTR-SCN-D3-06] the starting player follows the slots round by round: Gandalf, Witch-king, Gandalf, Saruman', () => {
    let s = threeDuel();
    s = apply(s, { kind: 'setup-cycle', seat: 1, refs: s.seats[1]!.hand.slice(0, 2) });
    s = apply(s, { kind: 'setup-cycle', seat: 2, refs: s.seats[2]!.hand.slice(0, 2) });
    const firsts: number[] = [];
    for (let round = 1; round <= 4; round++) {
      s = toActions(s);
      expect(s.round).toBe(round);
      firsts.push(pending(s)[0]!.seats[0]!);
      // Everyone passes with a small hand; empty locations need no decision.
      s = edit(s, (d) => {
        for (const seat of d.seats) seat.hand = seat.hand.slice(0, 2);
      });
      while (s.step.kind === 'action') s = apply(s, { kind: 'pass', seat: pending(s)[0]!.seats[0]! });
      while (pending(s)[0]?.kind === 'combat-order') s = apply(s, { kind: 'combat-order', seat: pending(s)[0]!.seats[0]!, location: s.toResolve[0]! });
    }
    expect(firsts).toEqual([0, 1, 0, 2]);
  });
});

describe('the Trilogy Ring token ([WOTR-SCN-TRI-05])', () => {
  it('once per game, as the turn\'s action: draw 2, the token is gone; a second use is refused', () => {
    let s = newGame({ scenario: 'trilogy', cards: syntheticFullTable(), locations: TEST_LOCATIONS });
    for (const [seat, x] of s.seats.entries()) s = apply(s, { kind: 'setup-cycle', seat, refs: x.hand.slice(0, 2) });
    s = toActions(s);
    const used = apply(s, { kind: 'ring', seat: 0 });
    expect([used.seats[0]!.ringTokens, used.seats[0]!.hand.length, pending(used)[0]!.seats]).toEqual([0, 7, [1]]);
    expect(used.ops).toEqual([{ op: 'deal', seat: 0, refs: [7, 8] }]);
    const back = edit(used, (d) => void (d.step = { kind: 'action', slot: 0, passes: 0, ringFollowUp: false }));
    expect(refusal(() => apply(back, { kind: 'ring', seat: 0 }))).toBe('WOTR-SCN-TRI-05');
  });
});
