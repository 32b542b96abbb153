import { describe, expect, it } from 'vitest';
import { apply, combatStart, forcedCasualties, isLegalCasualties, legalCasualtySets, newGame, pending, supported, WotrRuleViolation, type WotrState } from './index';
import type { DraftState } from './piles';
import { syntheticFullTable } from './playout.testkit';
import { card, edit, inPlay, SYNTHETIC_FOTR, TEST_LOCATIONS } from './wotr.testkit';

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof WotrRuleViolation) return e.rule;
    throw e;
  }
  throw new Error('expected a refusal');
}

function round1(): WotrState {
  let s = newGame({ scenario: 'fellowship', cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS });
  s = apply(s, { kind: 'setup-cycle', seat: 0, refs: [0, 1] });
  s = apply(s, { kind: 'setup-cycle', seat: 1, refs: [30, 31] });
  return apply(s, { kind: 'lot', index: 0 });
}

/** A position edited by `place`, then both seats pass: the combat step begins. */
function atCombat(place: (d: DraftState) => void): WotrState {
  let s = edit(round1(), (d) => {
    d.seats[0]!.hand = [2, 3];
    d.seats[1]!.hand = [32, 33];
    d.battlegrounds = [];
    d.path = null;
    place(d);
  });
  s = apply(s, { kind: 'pass', seat: 0 });
  return apply(s, { kind: 'pass', seat: 1 });
}

const at = (id: string, cards: ReturnType<typeof inPlay>[]) => ({ id, ignorePrintedDef: false, tokens: { bgAtk: 0, bgDef: 0, pAtk: 0, pDef: 0 }, cards });

describe('[WOTR-CMB-30] the path example: Egladil', () => {
  // Synthetic values as the example gives them: every card here has 1 path icon.
  const egladil = (d: DraftState, fp: boolean): void => {
    d.lastPathNumber = 5;
    d.path = at('egladil', [
      inPlay(10, 'the-commander', 0),
      inPlay(11, 'the-hunter', 0, [inPlay(12, 'black-riders-mount', 0)]),
      ...(fp ? [inPlay(40, 'gimli', 1), inPlay(41, 'legolas', 1, [inPlay(42, 'bow-of-the-galadhrim', 1)])] : []),
    ]);
  };

  it('A = 3, Dloc = 1, R = 2; the legal casualty sets are {Legolas+Bow} and {Gimli, Legolas+Bow}', () => {
    const s = atCombat((d) => egladil(d, true));
    const choice = combatStart(s, s.path!);
    expect([choice.attack, choice.locationDef, choice.remaining]).toEqual([3, 1, 2]);
    expect(legalCasualtySets(choice)).toEqual([[41], [40, 41]]);
    expect(isLegalCasualties(choice, [40])).toBe(false);
    expect(pending(s)).toEqual([{ kind: 'casualties', seats: [1], simultaneous: false, sealed: false, location: 'egladil', remaining: 2 }]);
  });

  it('[WOTR-CMB-05] {Gimli} alone is refused; [WOTR-TEAM-03] the Shadow does not choose the FP casualties', () => {
    const s = atCombat((d) => egladil(d, true));
    expect(refusal(() => apply(s, { kind: 'casualties', seat: 1, refs: [40] }))).toBe('WOTR-CMB-05');
    expect(refusal(() => apply(s, { kind: 'casualties', seat: 1, refs: [41, 41] }))).toBe('WOTR-CMB-05');
    expect(refusal(() => apply(s, { kind: 'casualties', seat: 0, refs: [41] }))).toBe('WOTR-TEAM-03');
  });

  it('the FP lose Legolas+Bow: Gimli is cycled, every attacker eliminated, U = 0 and the FP score Egladil', () => {
    const a = apply(atCombat((d) => egladil(d, true)), { kind: 'casualties', seat: 1, refs: [41] });
    expect(a.scoring.fp.won).toEqual(['egladil']);
    expect(a.scoring.shadow.corruption).toBe(0);
    expect(a.seats[1]!.cycle).toContainEqual({ ref: 40, card: 'gimli' });
    expect(a.seats[1]!.eliminated).toEqual([
      { ref: 42, card: 'bow-of-the-galadhrim' },
      { ref: 41, card: 'legolas' },
    ]);
    expect(a.seats[0]!.eliminated).toEqual([
      { ref: 10, card: 'the-commander' },
      { ref: 12, card: 'black-riders-mount' },
      { ref: 11, card: 'the-hunter' },
    ]);
    // [WOTR-LOCS-09] nothing stays active; round 2 begins with the next number's path ([WOTR-LOCS-06]).
    expect([a.round, a.path?.id, a.path?.cards]).toEqual([2, 'amon-hen', []]);
  });

  it('the variant with no FP card: U = 2, the Shadow takes 2 corruption and Egladil face down', () => {
    const a = atCombat((d) => egladil(d, false));
    expect(a.scoring.shadow).toEqual({ won: [], faceDown: ['egladil'], corruption: 2 });
    expect(a.scoring.fp.won).toEqual([]);
  });

  it('[WOTR-CMB-12] a path with no Shadow attack is won by the FP; [WOTR-CMB-03] an empty one too', () => {
    const a = atCombat((d) => (d.path = at('egladil', [inPlay(40, 'gimli', 1)])));
    expect(a.scoring.fp.won).toEqual(['egladil']);
    expect(a.seats[1]!.cycle).toContainEqual({ ref: 40, card: 'gimli' });
    expect(atCombat((d) => (d.path = at('egladil', []))).scoring.fp.won).toEqual(['egladil']);
  });

  it('[WOTR-CMB-04] a defense token on the path cancels first; a token on a card is part of that card', () => {
    const s = atCombat((d) => {
      egladil(d, true);
      d.path!.tokens.pDef = 1;
      d.path!.cards.find((c) => c.ref === 40)!.tokens.pDef = 1;
    });
    const choice = combatStart(s, s.path!);
    expect([choice.locationDef, choice.remaining]).toEqual([2, 1]);
    expect(choice.values).toEqual([
      { ref: 40, value: 2 },
      { ref: 41, value: 2 },
    ]);
  });
});

describe('[WOTR-CMB-31] the battleground example: Dol Guldur', () => {
  const extra = [card('gorbag-and-shagrat', 'mordor', 'character', { leadDef: 1 }), card('olog-hai', 'mordor', 'army', { bgDef: 2 })];
  const dolGuldur = (d: DraftState): void => {
    d.cards.push(...structuredClone(extra) as typeof d.cards);
    d.cards.find((c) => c.id === 'galadriel')!.leadAtk = 1; // BG-ATK 1 + LEAD-ATK 1
    d.cards.find((c) => c.id === 'high-elves')!.bgAtk = 2;
    d.cards.find((c) => c.id === 'nenya-ring-of-adamant')!.bgAtk = 1;
    d.battlegrounds = [
      at('dol-guldur', [
        inPlay(40, 'galadriel', 1, [inPlay(41, 'nenya-ring-of-adamant', 1)]),
        inPlay(42, 'high-elves', 1),
        inPlay(10, 'mordor-orcs', 0),
        inPlay(11, 'gorbag-and-shagrat', 0),
        inPlay(12, 'olog-hai', 0),
      ]),
    ];
  };

  it('A = 5, Dloc = 2, R = 3; values Orcs 1, Gorbag & Shagrat 1 (supported), Olog-hai 2', () => {
    const s = atCombat(dolGuldur);
    const choice = combatStart(s, s.battlegrounds[0]!);
    expect([choice.attack, choice.locationDef, choice.remaining]).toEqual([5, 2, 3]);
    expect(choice.values).toEqual([
      { ref: 10, value: 1 },
      { ref: 11, value: 1 },
      { ref: 12, value: 2 },
    ]);
    expect(pending(s)[0]).toMatchObject({ kind: 'casualties', seats: [0], location: 'dol-guldur', remaining: 3 });
  });

  it('Gorbag & Shagrat + Orcs (2) leave R unmet: refused ([WOTR-CMB-05])', () => {
    expect(refusal(() => apply(atCombat(dolGuldur), { kind: 'casualties', seat: 0, refs: [10, 11] }))).toBe('WOTR-CMB-05');
  });

  it('the Shadow loses Orcs + Olog-hai: every attack cancelled, G&S cycled, attackers eliminated, Dol Guldur to the Shadow', () => {
    const a = apply(atCombat(dolGuldur), { kind: 'casualties', seat: 0, refs: [10, 12] });
    expect(a.scoring.shadow.won).toEqual(['dol-guldur']);
    expect(a.seats[0]!.cycle).toContainEqual({ ref: 11, card: 'gorbag-and-shagrat' });
    expect(a.seats[0]!.eliminated).toEqual([
      { ref: 10, card: 'mordor-orcs' },
      { ref: 12, card: 'olog-hai' },
    ]);
    expect(a.seats[1]!.eliminated.map((p) => p.ref)).toEqual([41, 40, 42]);
  });

  it('[WOTR-CMB-18] reactivated from the other side\'s area: printed BG-DEF ignored', () => {
    const reactivated = (d: DraftState): void => {
      dolGuldur(d);
      d.battlegrounds[0]!.ignorePrintedDef = true;
    };
    const s = edit(round1(), reactivated);
    expect(combatStart(s, s.battlegrounds[0]!).remaining).toBe(5);
    // Every defender (4 icons) cannot cancel 5: all are casualties, no choice is asked, and the FP win.
    const a = atCombat(reactivated);
    expect(a.scoring.fp.won).toEqual(['dol-guldur']);
    expect(a.seats[0]!.eliminated.map((p) => p.ref)).toEqual([10, 11, 12]);
  });
});

describe('leadership and battleground outcomes ([WOTR-CMB-17], [WOTR-CMB-19..21])', () => {
  const cards = [
    card('lord', 'elves', 'character', { bgAtk: 1, leadAtk: 2 }),
    card('captain', 'elves', 'character', { bgAtk: 1, leadAtk: 1 }),
    card('host', 'elves', 'army', { bgAtk: 1 }),
    card('orcs', 'mordor', 'army', { bgAtk: 1 }),
  ];
  const s = { cards };

  it('[WOTR-CMB-19] leadership counts only with an army of the same faction; each army supports one character, the pairing maximises icons ([WOTR-CMB-21])', () => {
    expect([...supported(s, [inPlay(1, 'lord', 0)], 'attack')]).toEqual([]);
    expect([...supported(s, [inPlay(1, 'lord', 0), inPlay(3, 'orcs', 0)], 'attack')]).toEqual([]);
    expect([...supported(s, [inPlay(2, 'captain', 0), inPlay(1, 'lord', 0), inPlay(3, 'host', 0)], 'attack')]).toEqual([1]);
    expect([...supported(s, [inPlay(2, 'captain', 0), inPlay(1, 'lord', 0), inPlay(3, 'host', 0), inPlay(4, 'host', 0)], 'attack')].sort()).toEqual([1, 2]);
  });

  it('[WOTR-CMB-17] a tie goes to the defender; an uncancelled icon to the attacker; an empty battleground to its defender', () => {
    // Minas Morgul: Shadow battleground, printed defense 2; Strider and Boromir attack for the FP.
    const tie = atCombat((d) => (d.battlegrounds = [at('minas-morgul', [inPlay(40, 'strider', 1), inPlay(41, 'boromir', 1)])]));
    expect(tie.scoring.shadow.won).toEqual(['minas-morgul']);
    expect(tie.seats[1]!.eliminated.map((p) => p.card)).toEqual(['strider', 'boromir']); // attackers always eliminated
    const win = atCombat((d) => (d.battlegrounds = [at('minas-morgul', [inPlay(40, 'strider', 1), inPlay(41, 'boromir', 1), inPlay(42, 'gimli', 1)])]));
    expect(win.scoring.fp.won).toEqual(['minas-morgul']);
    expect(atCombat(() => undefined).scoring.shadow.won).toEqual([]);
    expect(atCombat((d) => (d.battlegrounds = [at('minas-morgul', [])])).scoring.shadow.won).toEqual(['minas-morgul']);
  });

  it('[WOTR-CMB-02] the starting player picks the order; others and unknown locations are refused', () => {
    const s = atCombat((d) => {
      d.battlegrounds = [at('minas-morgul', [])];
      d.path = at('egladil', []);
    });
    expect(pending(s)[0]).toMatchObject({ kind: 'combat-order', seats: [0], among: ['minas-morgul', 'egladil'] });
    expect(refusal(() => apply(s, { kind: 'combat-order', seat: 1, location: 'egladil' }))).toBe('WOTR-CMB-02');
    expect(refusal(() => apply(s, { kind: 'combat-order', seat: 0, location: 'rivendell' }))).toBe('WOTR-CMB-02');
    const a = apply(s, { kind: 'combat-order', seat: 0, location: 'egladil' });
    expect(a.scoring.fp.won).toEqual(['egladil']);
    expect(a.scoring.shadow.won).toEqual(['minas-morgul']);
  });
});

describe('[WOTR-CMB-05] when the casualty rule leaves a choice', () => {
  const choice = (remaining: number, values: number[]) => ({ location: 'x', attack: remaining, locationDef: 0, remaining, values: values.map((value, ref) => ({ ref, value })), chooser: 'fp' as const });

  it('the closed form agrees with the enumeration: forced exactly when one set is legal', () => {
    for (let R = 0; R <= 7; R++)
      for (const values of [[], [1], [3], [5], [1, 1], [1, 2], [2, 2], [1, 5], [5, 5], [1, 1, 1], [1, 2, 3], [2, 2, 3], [1, 1, 4], [3, 3, 3, 1]]) {
        const c = choice(R, values);
        const sets = legalCasualtySets(c);
        expect(sets.length).toBeGreaterThanOrEqual(1);
        expect(forcedCasualties(c)).toEqual(sets.length === 1 ? sets[0] : null);
      }
  });

  it('the pruned enumeration stays small for many candidates (20 cards, R = 2)', () => {
    const sets = legalCasualtySets(choice(2, Array.from({ length: 20 }, () => 1)));
    expect(sets).toHaveLength(190); // every pair, C(20, 2)
  });
});

describe('[WOTR-CMB-05] a defending team that cannot agree', () => {
  // Trilogy: Frodo (0) and Aragorn (2) defend Bag End (printed P-DEF 0) against one Shadow character.
  function trilogyPath(): WotrState {
    let s = newGame({ scenario: 'trilogy', cards: syntheticFullTable(), locations: TEST_LOCATIONS });
    for (const [seat, x] of s.seats.entries()) s = apply(s, { kind: 'setup-cycle', seat, refs: x.hand.slice(0, 2) });
    s = apply(apply(s, { kind: 'lot', index: 0 }), { kind: 'lot', index: 0 });
    s = edit(s, (d) => {
      d.battlegrounds = [];
      d.path!.cards = [inPlay(500, 'hobbits-1', 0), inPlay(501, 'dunedain-1', 2), inPlay(502, 'mordor-1', 1)];
      for (const seat of d.seats) seat.hand = seat.hand.slice(0, 2);
    });
    for (let i = 0; i < 4; i++) s = apply(s, { kind: 'pass', seat: pending(s)[0]!.seats[0]! });
    return s;
  }

  it('either defending seat may choose; one may declare no agreement, and then the attacking team chooses', () => {
    const s = trilogyPath();
    expect(pending(s)[0]).toMatchObject({ kind: 'casualties', seats: [0, 2], remaining: 1 });
    expect(apply(s, { kind: 'casualties', seat: 2, refs: [501] }).seats[2]!.eliminated).toContainEqual({ ref: 501, card: 'dunedain-1' });
    const handed = apply(s, { kind: 'no-agreement', seat: 0 });
    expect(pending(handed)[0]).toMatchObject({ kind: 'casualties', seats: [1, 3] });
    expect(refusal(() => apply(handed, { kind: 'casualties', seat: 0, refs: [500] }))).toBe('WOTR-TEAM-03');
    const picked = apply(handed, { kind: 'casualties', seat: 3, refs: [500] });
    expect(picked.seats[0]!.eliminated).toContainEqual({ ref: 500, card: 'hobbits-1' });
    expect(picked.seats[2]!.cycle).toContainEqual({ ref: 501, card: 'dunedain-1' });
    expect(picked.scoring.fp.won).toEqual(['bag-end']);
  });

  it('refuses the declaration from the attackers, twice, or from a team of one seat', () => {
    const s = trilogyPath();
    expect(refusal(() => apply(s, { kind: 'no-agreement', seat: 1 }))).toBe('WOTR-CMB-05');
    expect(refusal(() => apply(apply(s, { kind: 'no-agreement', seat: 0 }), { kind: 'no-agreement', seat: 2 }))).toBe('WOTR-CMB-05');
    const egladil = atCombat((d) => {
      d.path = at('egladil', [inPlay(10, 'the-commander', 0), inPlay(11, 'the-hunter', 0), inPlay(40, 'gimli', 1), inPlay(41, 'legolas', 1)]);
    });
    expect(pending(egladil)[0]).toMatchObject({ kind: 'casualties', seats: [1] });
    expect(refusal(() => apply(egladil, { kind: 'no-agreement', seat: 1 }))).toBe('WOTR-CMB-05');
  });
});
