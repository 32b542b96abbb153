import { describe, expect, it } from 'vitest';
import { apply, legalMoves, newGame, pending, WotrRuleViolation, type Move, type WotrState } from './index';
import { syntheticFullTable } from './playout.testkit';
import { edit, inPlay, SYNTHETIC_FOTR, TEST_LOCATIONS } from './wotr.testkit';

// The engine never knows a hand card's identity: a play names it, and the protocol has checked
// the proof. So these tests name whatever card of the seat's list they need ([WOTR-HIO-08]).

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof WotrRuleViolation) return e.rule;
    throw e;
  }
  throw new Error('expected a refusal');
}

/** Round 1, action step: Minas Morgul and Bucklebury Ferry active; Balrog (seat 0) holds 2–6, Gandalf (seat 1) 32–36; Balrog to act. */
function round1(): WotrState {
  let s = newGame({ scenario: 'fellowship', cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS });
  s = apply(s, { kind: 'setup-cycle', seat: 0, refs: [0, 1] });
  s = apply(s, { kind: 'setup-cycle', seat: 1, refs: [30, 31] });
  return apply(s, { kind: 'lot', index: 0 });
}

const play = (seat: number, ref: number, card: string, to: Extract<Move, { kind: 'play' }>['to'], cost: Extract<Move, { kind: 'play' }>['cost']): Move => ({ kind: 'play', seat, ref, card, to, cost });
const MM = { zone: 'battleground', id: 'minas-morgul' } as const;

describe('turns ([WOTR-ACT-01..03])', () => {
  it('[WOTR-ACT-01] turns alternate from the starting player; a move out of turn is refused', () => {
    const s = round1();
    expect(pending(s)[0]).toMatchObject({ kind: 'turn', seats: [0] });
    expect(refusal(() => apply(s, { kind: 'cycle', seat: 1, ref: 32 }))).toBe('WOTR-ACT-01');
    const a = apply(s, { kind: 'cycle', seat: 0, ref: 2 });
    expect(pending(a)[0]).toMatchObject({ kind: 'turn', seats: [1] });
  });

  it('[WOTR-SEAT-01] refuses a seat the game does not have', () => {
    expect(refusal(() => apply(round1(), { kind: 'pass', seat: 2 }))).toBe('WOTR-SEAT-01');
  });

  it('[WOTR-ACT-03] a seat passes only with a hand at most its limit, or smaller than every opponent\'s', () => {
    const s = round1();
    expect(refusal(() => apply(s, { kind: 'pass', seat: 0 }))).toBe('WOTR-ACT-03'); // 5 and 5
    const smaller = edit(s, (d) => void (d.seats[0]!.hand = [2, 3, 4, 5]));
    expect(apply(smaller, { kind: 'pass', seat: 0 }).step).toMatchObject({ kind: 'action', passes: 1 });
    const atLimit = edit(s, (d) => {
      d.seats[0]!.hand = [2, 3];
      d.seats[1]!.hand = [32];
    });
    expect(apply(atLimit, { kind: 'pass', seat: 0 }).step).toMatchObject({ kind: 'action', passes: 1 });
  });

  it('[WOTR-ACT-02] the step ends only after every slot passed in a row; an action between resets the count', () => {
    let s = edit(round1(), (d) => {
      d.seats[0]!.hand = [2, 3];
      d.seats[1]!.hand = [32, 33];
    });
    s = apply(s, { kind: 'pass', seat: 0 });
    s = apply(s, { kind: 'cycle', seat: 1, ref: 32 });
    s = apply(s, { kind: 'pass', seat: 0 });
    expect(s.step).toMatchObject({ kind: 'action', passes: 1 });
    s = apply(s, { kind: 'pass', seat: 1 });
    expect(s.step.kind).not.toBe('action');
    // [WOTR-CMB-02] two active locations: the starting player (Balrog) picks the order.
    expect(pending(s)[0]).toMatchObject({ kind: 'combat-order', seats: [0], among: ['minas-morgul', 'bucklebury-ferry'] });
  });

  it('[WOTR-ACT-08] a seat can always cycle; [WOTR-PROC-01] only a card of its hand', () => {
    const s = round1();
    expect(apply(s, { kind: 'cycle', seat: 0, ref: 6 }).seats[0]!.cycle.map((c) => c.ref)).toEqual([0, 1, 6]);
    expect(refusal(() => apply(s, { kind: 'cycle', seat: 0, ref: 32 }))).toBe('WOTR-PROC-01');
  });
});

describe('playing cards ([WOTR-PLAY-*])', () => {
  it('[WOTR-PLAY-01] the card is revealed to its place and a different hand card is cycled face down', () => {
    const a = apply(round1(), play(0, 2, 'mordor-orcs', MM, { cycle: 3 }));
    expect(a.battlegrounds[0]!.cards).toEqual([{ ref: 2, card: 'mordor-orcs', owner: 0, enteredReserveRound: 0, tokens: { bgAtk: 0, bgDef: 0, pAtk: 0, pDef: 0 }, items: [] }]);
    expect(a.seats[0]!.hand).toEqual([4, 5, 6]);
    expect(a.seats[0]!.cycle.at(-1)).toEqual({ ref: 3, card: null });
  });

  it('[WOTR-PLAY-01] refuses the played card as its own cost, a cost not in hand, and a forsake while the hand has cards', () => {
    const s = round1();
    expect(refusal(() => apply(s, play(0, 2, 'mordor-orcs', MM, { cycle: 2 })))).toBe('WOTR-PLAY-01');
    expect(refusal(() => apply(s, play(0, 2, 'mordor-orcs', MM, { cycle: 33 })))).toBe('WOTR-PLAY-01');
    expect(refusal(() => apply(s, play(0, 2, 'mordor-orcs', MM, { forsake: 'deck-top' })))).toBe('WOTR-PLAY-01');
  });

  it('[WOTR-HIO-08] refuses a card not in the hand, or not of the seat\'s deck list', () => {
    const s = round1();
    expect(refusal(() => apply(s, play(0, 32, 'mordor-orcs', MM, { cycle: 3 })))).toBe('WOTR-HIO-08');
    expect(refusal(() => apply(s, play(0, 2, 'gimli', MM, { cycle: 3 })))).toBe('WOTR-HIO-08');
  });

  it('[WOTR-PLAY-01] 3, [WOTR-PROC-05] the last card in hand is paid for by a forsake: the deck top unseen, or a reserve card', () => {
    const s = edit(round1(), (d) => void (d.seats[0]!.hand = [2]));
    expect(refusal(() => apply(s, play(0, 2, 'mordor-orcs', { zone: 'reserve' }, { cycle: 3 })))).toBe('WOTR-PLAY-01');
    const top = apply(s, play(0, 2, 'mordor-orcs', { zone: 'reserve' }, { forsake: 'deck-top' }));
    expect(top.seats[0]!.eliminated).toEqual([{ ref: 7, card: null }]);
    expect(top.ops).toEqual([{ op: 'show-owner', seat: 0, ref: 7 }]); // [WOTR-HIO-06]
    const withReserve = edit(s, (d) => void d.seats[0]!.reserve.push({ ref: 20, card: 'the-reaver', owner: 0, enteredReserveRound: 0, tokens: { bgAtk: 0, bgDef: 0, pAtk: 0, pDef: 0 }, items: [] }));
    const fromReserve = apply(withReserve, play(0, 2, 'mordor-orcs', { zone: 'reserve' }, { forsake: { reserve: 20 } }));
    expect(fromReserve.seats[0]!.reserve.map((c) => c.ref)).toEqual([2]);
    expect(fromReserve.seats[0]!.eliminated).toEqual([{ ref: 20, card: 'the-reaver' }]);
    // [WOTR-PROC-05] the card just played is not a card to forsake; nor is another seat's.
    expect(refusal(() => apply(withReserve, play(0, 2, 'mordor-orcs', { zone: 'reserve' }, { forsake: { reserve: 2 } })))).toBe('WOTR-PROC-05');
    // [WOTR-SPEC-06] "nothing" only when nothing can be forsaken.
    expect(refusal(() => apply(s, play(0, 2, 'mordor-orcs', { zone: 'reserve' }, { nothing: true })))).toBe('WOTR-PROC-05');
    const bare = edit(s, (d) => void (d.seats[0]!.deck = []));
    expect(apply(bare, play(0, 2, 'mordor-orcs', { zone: 'reserve' }, { nothing: true })).seats[0]!.reserve).toHaveLength(1);
  });

  it('[WOTR-PLAY-04] an army never goes to a path; [WOTR-LOC-04] only to a battleground showing its faction on its side', () => {
    const s = round1();
    expect(refusal(() => apply(s, play(0, 2, 'mordor-orcs', { zone: 'path' }, { cycle: 3 })))).toBe('WOTR-PLAY-04');
    expect(refusal(() => apply(s, play(0, 2, 'goblins-of-the-misty-mountains', MM, { cycle: 3 })))).toBe('WOTR-LOC-04'); // Minas Morgul: Mordor defends
    const g = apply(s, { kind: 'cycle', seat: 0, ref: 6 });
    expect(refusal(() => apply(g, play(1, 32, 'high-elves', MM, { cycle: 33 })))).toBe('WOTR-LOC-04'); // attackers: Dúnedain, Wizards
    expect(apply(g, play(1, 32, 'strider', MM, { cycle: 33 })).battlegrounds[0]!.cards.map((c) => c.card)).toEqual(['strider']);
    expect(refusal(() => apply(s, play(0, 2, 'mordor-orcs', { zone: 'battleground', id: 'rivendell' }, { cycle: 3 })))).toBe('WOTR-LOCS-09');
  });

  it('[WOTR-PLAY-05] a character goes to the path only if its number is in its allowed paths', () => {
    const s = round1();
    expect(apply(s, play(0, 2, 'the-reaver', { zone: 'path' }, { cycle: 3 })).path!.cards.map((c) => c.card)).toEqual(['the-reaver']);
    const late = edit(s, (d) => void (d.cards.find((c) => c.id === 'the-reaver')!.allowedPaths = [[4, 6]]));
    expect(refusal(() => apply(late, play(0, 2, 'the-reaver', { zone: 'path' }, { cycle: 3 })))).toBe('WOTR-PLAY-05');
  });

  it('[WOTR-PLAY-06] an item attaches to a character in play of its team that may wield it, nowhere else', () => {
    let s = apply(round1(), play(0, 2, 'the-reaver', { zone: 'path' }, { cycle: 3 }));
    s = apply(s, play(1, 32, 'gimli', { zone: 'path' }, { cycle: 33 }));
    s = apply(s, { kind: 'cycle', seat: 0, ref: 4 });
    expect(refusal(() => apply(s, play(1, 34, 'dwarven-axe', { zone: 'reserve' }, { cycle: 35 })))).toBe('WOTR-PLAY-06');
    expect(refusal(() => apply(s, play(1, 34, 'dwarven-axe', { zone: 'wielder', ref: 2 }, { cycle: 35 })))).toBe('WOTR-PLAY-06'); // the Reaver: Shadow
    expect(refusal(() => apply(s, play(1, 34, 'dwarven-axe', { zone: 'wielder', ref: 99 }, { cycle: 35 })))).toBe('WOTR-PLAY-06');
    const picky = edit(s, (d) => void (d.cards.find((c) => c.id === 'dwarven-axe')!.allowedWielders = ['legolas']));
    expect(refusal(() => apply(picky, play(1, 34, 'dwarven-axe', { zone: 'wielder', ref: 32 }, { cycle: 35 })))).toBe('WOTR-PLAY-06');
    const armed = apply(s, play(1, 34, 'dwarven-axe', { zone: 'wielder', ref: 32 }, { cycle: 35 }));
    expect(armed.path!.cards.find((c) => c.ref === 32)!.items.map((i) => [i.ref, i.card, i.owner])).toEqual([[34, 'dwarven-axe', 1]]);
  });

  it('[WOTR-PLAY-09] an event goes nowhere: it is eliminated, its identity public', () => {
    const s = round1();
    const a = apply(s, play(0, 2, 'black-breath', { zone: 'event' }, { cycle: 3 }));
    expect(a.seats[0]!.eliminated).toEqual([{ ref: 2, card: 'black-breath' }]);
    expect(refusal(() => apply(s, play(0, 2, 'black-breath', { zone: 'reserve' }, { cycle: 3 })))).toBe('WOTR-PLAY-09');
    expect(refusal(() => apply(s, play(0, 2, 'mordor-orcs', { zone: 'event' }, { cycle: 3 })))).toBe('WOTR-PLAY-04');
  });

  it('[WOTR-PLAY-11] the same character or item only once a round', () => {
    const s = edit(round1(), (d) => void d.seats[0]!.playedThisRound.push('the-reaver'));
    expect(refusal(() => apply(s, play(0, 2, 'the-reaver', { zone: 'reserve' }, { cycle: 3 })))).toBe('WOTR-PLAY-11');
    expect(apply(s, play(0, 2, 'mordor-orcs', { zone: 'reserve' }, { cycle: 3 })).seats[0]!.reserve).toHaveLength(1); // armies may repeat
  });
});

describe('moving from reserve ([WOTR-PROC-07], [WOTR-PLAY-10])', () => {
  it('[WOTR-PLAY-10] a card that entered the reserve this round does not move; from the next round it may', () => {
    let s = apply(round1(), play(0, 2, 'the-reaver', { zone: 'reserve' }, { cycle: 3 }));
    expect(s.seats[0]!.reserve[0]!.enteredReserveRound).toBe(1);
    s = apply(s, { kind: 'cycle', seat: 1, ref: 32 });
    expect(refusal(() => apply(s, { kind: 'move', seat: 0, ref: 2, to: { zone: 'path' } }))).toBe('WOTR-PLAY-10');
    const later = edit(s, (d) => void (d.round = 2));
    const moved = apply(later, { kind: 'move', seat: 0, ref: 2, to: { zone: 'path' } });
    expect(moved.seats[0]!.reserve).toEqual([]);
    expect(moved.path!.cards.map((c) => c.ref)).toEqual([2]);
    expect(refusal(() => apply(later, { kind: 'move', seat: 0, ref: 2, to: { zone: 'reserve' } }))).toBe('WOTR-PROC-07');
    expect(refusal(() => apply(later, { kind: 'move', seat: 0, ref: 4, to: { zone: 'path' } }))).toBe('WOTR-PROC-07');
  });

  it('[WOTR-PROC-07] a move goes only where the card could be played ([WOTR-PLAY-04])', () => {
    let s = apply(round1(), play(0, 2, 'mordor-orcs', { zone: 'reserve' }, { cycle: 3 }));
    s = edit(apply(s, { kind: 'cycle', seat: 1, ref: 32 }), (d) => void (d.round = 2));
    expect(refusal(() => apply(s, { kind: 'move', seat: 0, ref: 2, to: { zone: 'path' } }))).toBe('WOTR-PLAY-04');
    expect(apply(s, { kind: 'move', seat: 0, ref: 2, to: MM }).battlegrounds[0]!.cards.map((c) => c.ref)).toEqual([2]);
  });
});

describe('winnow and Ring tokens ([WOTR-PROC-10], [WOTR-RING-01])', () => {
  it('[WOTR-PROC-10] eliminates 2 hand cards hidden, then draws 1', () => {
    const a = apply(round1(), { kind: 'winnow', seat: 0, refs: [2, 3] });
    expect(a.seats[0]!.hand).toEqual([4, 5, 6, 7]);
    expect(a.seats[0]!.eliminated).toEqual([
      { ref: 2, card: null },
      { ref: 3, card: null },
    ]);
    expect(a.ops).toEqual([{ op: 'deal', seat: 0, refs: [7] }]);
  });

  it('[WOTR-PROC-10] refuses with fewer than 2 in hand, the same card twice, a card not in hand', () => {
    const s = round1();
    expect(refusal(() => apply(edit(s, (d) => void (d.seats[0]!.hand = [2])), { kind: 'winnow', seat: 0, refs: [2, 2] }))).toBe('WOTR-PROC-10');
    expect(refusal(() => apply(s, { kind: 'winnow', seat: 0, refs: [2, 2] }))).toBe('WOTR-PROC-10');
    expect(refusal(() => apply(s, { kind: 'winnow', seat: 0, refs: [2, 32] }))).toBe('WOTR-PROC-10');
  });

  it('[WOTR-SCN-FOTR-04] the Fellowship has no Ring tokens', () => {
    expect(refusal(() => apply(round1(), { kind: 'ring', seat: 0 }))).toBe('WOTR-SCN-FOTR-04');
  });
});

describe('items in a team ([WOTR-PLAY-07], [WOTR-TEAM-04]) and places ([WOTR-LOC-07])', () => {
  // Trilogy, Aragorn's turn (seat 2): Aragorn's reserve holds his character 600 wielding Frodo's item 601.
  function trilogy(): WotrState {
    let s = newGame({ scenario: 'trilogy', cards: syntheticFullTable(), locations: TEST_LOCATIONS });
    for (const [seat, x] of s.seats.entries()) s = apply(s, { kind: 'setup-cycle', seat, refs: x.hand.slice(0, 2) });
    s = apply(apply(s, { kind: 'lot', index: 0 }), { kind: 'lot', index: 0 });
    return edit(s, (d) => {
      d.cards.push({ ...d.cards.find((c) => c.id === 'hobbits-0')!, id: 'hobbit-ring', type: 'item' });
      d.seats[2]!.reserve = [inPlay(600, 'dunedain-1', 2, [inPlay(601, 'hobbit-ring', 0)])];
      d.seats[0]!.reserve = [inPlay(602, 'hobbits-1', 0, [inPlay(603, 'hobbit-ring', 2)])];
      d.seats[2]!.hand = d.seats[2]!.hand.slice(0, 1);
      d.step = { kind: 'action', slot: 2, passes: 0, ringFollowUp: false };
    });
  }

  it('[WOTR-PLAY-07] the wielder\'s controller forsakes an item from its reserve; it goes to its owner\'s eliminated pile', () => {
    const s = trilogy();
    const ref = s.seats[2]!.hand[0]!;
    const a = apply(s, play(2, ref, 'dunedain-0', { zone: 'reserve' }, { forsake: { reserve: 601 } }));
    expect(a.seats[2]!.reserve.find((c) => c.ref === 600)!.items).toEqual([]);
    expect(a.seats[0]!.eliminated).toContainEqual({ ref: 601, card: 'hobbit-ring' });
  });

  it('[WOTR-PLAY-07] an own item on a team-mate\'s reserve character is not the seat\'s to forsake', () => {
    const s = trilogy();
    const ref = s.seats[2]!.hand[0]!;
    expect(refusal(() => apply(s, play(2, ref, 'dunedain-0', { zone: 'reserve' }, { forsake: { reserve: 603 } })))).toBe('WOTR-PROC-05');
  });

  it('[WOTR-LOC-07] a character goes to the path only while one is active', () => {
    const s = edit(round1(), (d) => void (d.path = null));
    expect(refusal(() => apply(s, play(0, 2, 'the-reaver', { zone: 'path' }, { cycle: 3 })))).toBe('WOTR-LOC-07');
  });

  it('[WOTR-SETUP-01] refuses a scenario that does not exist', () => {
    expect(refusal(() => newGame({ scenario: 'return-of-the-king' as 'trilogy', cards: SYNTHETIC_FOTR }))).toBe('WOTR-SETUP-01');
  });
});

describe('legalMoves (style rule 11: the engine generates the moves it accepts)', () => {
  it('a turn: cycles and winnows always, plays only of the cards the seat can name, no pass above the limit, no Ring token in the Fellowship', () => {
    const s = round1();
    const blind = legalMoves(s, 0, () => null);
    expect(blind.filter((m) => m.kind === 'cycle')).toHaveLength(5);
    expect(blind.filter((m) => m.kind === 'winnow')).toHaveLength(10);
    expect(blind).toHaveLength(15);
    const orcs = legalMoves(s, 0, (ref) => (ref === 2 ? 'mordor-orcs' : null)).filter((m) => m.kind === 'play');
    // Reserve or Minas Morgul ([WOTR-PLAY-04], [WOTR-LOC-04]), each with any of the 4 other cards cycled.
    expect(orcs).toHaveLength(8);
    expect(orcs.map((m) => (m.kind === 'play' ? m.to.zone : '')).sort()).toEqual([...Array(4).fill('battleground'), ...Array(4).fill('reserve')]);
    expect(legalMoves(s, 1, () => null)).toEqual([]); // not Gandalf's turn
  });

  it('every listed move is accepted', () => {
    const s = round1();
    for (const m of legalMoves(s, 0, (ref) => ['mordor-orcs', 'the-reaver', 'black-breath', 'morgul-blade', 'grishnakh'][ref - 2] ?? null)) expect(() => apply(s, m)).not.toThrow();
  });
});
