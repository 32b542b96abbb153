import { describe, expect, it } from 'vitest';
import { apply, auditGame, legalMoves, newGame, pending, type Move, type WotrState } from './index';
import { reacts } from './replacement';
import { syntheticFullTable } from './playout.testkit';
import { Dealer, lcg, SYNTHETIC_FOTR, TEST_LOCATIONS } from './wotr.testkit';

const PROGRAMS: Record<string, string> = { 'frodo-baggins': 'cycle-instead-of-eliminated', 'the-witch-king': 'cycle-instead-if-forsaken-from-deck-top' };
const TABLE = SYNTHETIC_FOTR.map((c) => (c.id in PROGRAMS ? { ...c, textProgram: PROGRAMS[c.id]! } : c));

/** A whole Fellowship game with honest declarations, and its dealer. */
function record(seed: number): { start: WotrState; moves: Move[]; dealer: Dealer } {
  const pick = lcg(seed);
  const dealer = new Dealer(lcg(seed + 1));
  const start = newGame({ scenario: 'fellowship', cards: TABLE, locations: TEST_LOCATIONS });
  dealer.follow(start);
  const moves: Move[] = [];
  let s = start;
  while (pending(s).length > 0) {
    const d = pending(s)[0]!;
    let legal = legalMoves(s, d.seats[0]!, (r) => dealer.identity.get(r) ?? null);
    const task = s.tasks[0];
    if (d.kind === 'declare' && task?.kind === 'declare') {
      // The honest answer names exactly the reacting cards.
      const honest = task.refs.map((r) => (reacts(s, dealer.cardOf(r), task.context) ? dealer.cardOf(r) : null));
      legal = legal.filter((m) => m.kind === 'declare' && JSON.stringify(m.cards) === JSON.stringify(honest));
    }
    const m = legal[pick(legal.length)]!;
    moves.push(m);
    s = apply(s, m);
    dealer.follow(s);
  }
  return { start, moves, dealer };
}

describe('[WOTR-HIO-17] the end-of-game audit', () => {
  it('an honest game has no findings', () => {
    for (const seed of [1, 2, 3]) {
      const { start, moves, dealer } = record(seed);
      expect(auditGame(start, moves, (r) => dealer.identity.get(r))).toEqual([]);
    }
  });

  it('[WOTR-HIO-07] a reacting card kept hidden is found; revealed, nothing is', () => {
    const start = newGame({ scenario: 'fellowship', cards: TABLE, locations: TEST_LOCATIONS });
    // Each seat's refs in list order, but Gandalf's ref 32 is Frodo (and ref 50 the card it displaced).
    const identity = (r: number): string | undefined => {
      const seat = r < 30 ? 0 : 1;
      const at = r === 32 ? 20 : r === 50 ? 2 : r - seat * 30;
      return start.seats[seat]!.list[at];
    };
    expect(identity(32)).toBe('frodo-baggins');
    const opening: Move[] = [
      { kind: 'setup-cycle', seat: 0, refs: [0, 1] },
      { kind: 'setup-cycle', seat: 1, refs: [30, 31] },
      { kind: 'lot', index: 0 },
      { kind: 'cycle', seat: 0, ref: 2 },
      { kind: 'winnow', seat: 1, refs: [32, 33] },
    ];
    const lie: Move[] = [...opening, { kind: 'declare', seat: 1, cards: [null] }, { kind: 'declare', seat: 1, cards: [null] }];
    expect(auditGame(start, lie, identity)).toEqual([{ step: 5, rule: 'WOTR-HIO-07', message: 'card 32 was frodo-baggins, which reacts, and was not revealed' }]);
    const honest: Move[] = [...opening, { kind: 'declare', seat: 1, cards: ['frodo-baggins'] }, { kind: 'declare', seat: 1, cards: [null] }];
    expect(auditGame(start, honest, identity)).toEqual([]);
  });

  it('[WOTR-HIO-08] a play that named another card, and [WOTR-HIO-17] a deck that did not hold its list, are found', () => {
    const { start, moves, dealer } = record(1);
    const at = moves.findIndex((m) => m.kind === 'play');
    const played = moves[at] as Extract<Move, { kind: 'play' }>;
    const wrong = (r: number): string | undefined => (r === played.ref ? 'not-this-card' : dealer.identity.get(r));
    expect(auditGame(start, moves, wrong)).toContainEqual({ step: at, rule: 'WOTR-HIO-08', message: `card ${played.ref} was not-this-card, not ${played.card}` });
    expect(auditGame(start, moves, wrong)).toContainEqual({ step: -1, rule: 'WOTR-HIO-17', message: `seat ${played.seat}'s deck did not hold its list` });
  });

  it('[WOTR-PROC-08] "already eliminated" is checked: true when the card lay hidden in the eliminated pile, found when it did not', () => {
    const names: Record<string, string> = { 'wizards-1': 'gandalf-the-white', 'wizards-3': 'gandalf-the-grey' };
    const table = syntheticFullTable().map((c) => (c.id in names ? { ...c, id: names[c.id]! } : c));
    const start = newGame({ scenario: 'trilogy', cards: table, locations: TEST_LOCATIONS });
    // Frodo's list: dwarves 0–1, hobbits 2–11, rohan 12–19, wizards 20–29 (White at 21, Grey at 23).
    // Each ref its list position's card, `swaps` exchanged; a reshuffle's fresh refs follow their cards in order.
    const byList = (swaps: Record<number, number>) => {
      const id = new Map<number, string>();
      start.seats.forEach((seat, i) => seat.list.forEach((_, k) => id.set(i * 30 + k, start.seats[i]!.list[(swaps[i * 30 + k] ?? i * 30 + k) % 30]!)));
      let s = start;
      for (const m of moves) {
        s = apply(s, m);
        for (const op of s.ops) if (op.op === 'recycle') op.to.forEach((r, k) => id.set(r, id.get(op.from[k]!)!));
      }
      return (r: number): string | undefined => id.get(r);
    };
    const moves: Move[] = [
      ...start.seats.map((_, seat) => ({ kind: 'setup-cycle' as const, seat, refs: [seat * 30, seat * 30 + 1] })),
      { kind: 'lot', index: 0 },
      { kind: 'lot', index: 0 },
      { kind: 'winnow', seat: 0, refs: [3, 4] },
      { kind: 'cycle', seat: 1, ref: 32 },
      { kind: 'cycle', seat: 2, ref: 62 },
      { kind: 'cycle', seat: 3, ref: 92 },
      { kind: 'play', seat: 0, ref: 2, card: 'gandalf-the-white', to: { zone: 'reserve' }, cost: { cycle: 5 } },
      { kind: 'remove', seat: 0, from: 'none' },
    ];
    const honest = byList({ 2: 21, 21: 2, 4: 23, 23: 4 }); // the Grey was winnowed away
    expect(honest(2)).toBe('gandalf-the-white');
    expect(auditGame(start, moves, honest)).toEqual([]);
    const lying = byList({ 2: 21, 21: 2 }); // the Grey was still in the deck
    expect(auditGame(start, moves, lying)).toEqual([{ step: 11, rule: 'WOTR-PROC-08', message: 'gandalf-the-grey was not among seat 0\'s eliminated cards' }]);
    // [WOTR-HIO-12] the reshuffle after the removal put a card that was not there.
    const swapped = (r: number): string | undefined => (r === start.nextRef ? 'a-stranger' : honest(r));
    expect(auditGame(start, moves, swapped)).toEqual([{ step: 11, rule: 'WOTR-HIO-12', message: "seat 0's reshuffle changed its cards" }]);
  });
});
