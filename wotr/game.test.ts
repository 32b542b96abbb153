// Whole games played by a test-only chooser that proposes moves and keeps the first the engine
// accepts: the refusals are the legality ([WOTR-ACT-08]: there is always one), the dealer plays
// the protocol's part, and the invariants are checked after every move.
import { describe, expect, it } from 'vitest';
import { apply, legalCasualtySets, newGame, pending, stateText, WotrRuleViolation, type Move, type Target, type WotrState } from './index';
import { card, Dealer, lcg, SYNTHETIC_FOTR, TEST_LOCATIONS } from './wotr.testkit';

function candidates(s: WotrState, dealer: Dealer, pick: (n: number) => number): Move[] {
  const [d] = pending(s);
  if (d === undefined) return [];
  if (d.kind === 'lot') return [{ kind: 'lot', index: pick(d.among.length) }];
  if (d.kind === 'setup-cycle') {
    const seat = d.seats[0]!;
    return [{ kind: 'setup-cycle', seat, refs: s.seats[seat]!.hand.slice(0, d.count) }];
  }
  if (d.kind === 'combat-order') return [{ kind: 'combat-order', seat: d.seats[0]!, location: d.among[pick(d.among.length)]! }];
  if (d.kind === 'casualties') {
    if (s.step.kind !== 'combat' || s.step.casualties === null) throw new Error('expected a casualty choice');
    const sets = legalCasualtySets(s.step.casualties);
    return [{ kind: 'casualties', seat: d.seats[pick(d.seats.length)]!, refs: sets[pick(sets.length)]! }];
  }
  const seat = d.seats[0]!;
  const me = s.seats[seat]!;
  const out: Move[] = [];
  const targets: Target[] = [
    { zone: 'reserve' },
    { zone: 'path' },
    { zone: 'event' },
    ...s.battlegrounds.map((b) => ({ zone: 'battleground' as const, id: b.id })),
    ...[...s.seats.flatMap((x) => x.reserve), ...s.battlegrounds.flatMap((b) => b.cards), ...(s.path?.cards ?? [])].map((c) => ({ zone: 'wielder' as const, ref: c.ref })),
  ];
  for (const ref of me.hand) {
    const other = me.hand.find((r) => r !== ref);
    const cost = other !== undefined ? { cycle: other } : me.deck.length > 0 ? { forsake: 'deck-top' as const } : me.reserve.length > 0 ? { forsake: { reserve: me.reserve[0]!.ref } } : { nothing: true as const };
    for (const to of targets) out.push({ kind: 'play', seat, ref, card: dealer.cardOf(ref), to, cost });
  }
  for (const c of me.reserve) for (const to of targets) out.push({ kind: 'move', seat, ref: c.ref, to });
  if (me.hand.length >= 2) out.push({ kind: 'winnow', seat, refs: me.hand.slice(0, 2) });
  out.push({ kind: 'ring', seat });
  // Shuffle and try a few (each refusal costs a copy of the state), then a cycle, which is always
  // legal with a card in hand, and a pass; pass first often enough that the step ends.
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  const tries: Move[] = [...out.slice(0, 12), ...me.hand.slice(0, 1).map((ref) => ({ kind: 'cycle' as const, seat, ref }))];
  return pick(3) === 0 ? [{ kind: 'pass', seat }, ...tries] : [...tries, { kind: 'pass', seat }];
}

/** [WOTR-HIO-14] Counts stay consistent: every card of a seat's list is in exactly one zone. */
function checkInvariants(s: WotrState): void {
  const inPlay = [...s.seats.flatMap((x) => x.reserve), ...s.battlegrounds.flatMap((b) => b.cards), ...(s.path?.cards ?? [])].flatMap((c) => [c, ...c.items]);
  s.seats.forEach((seat, i) => {
    const refs = [...seat.hand, ...seat.deck, ...seat.cycle.map((c) => c.ref), ...seat.eliminated.map((c) => c.ref), ...inPlay.filter((c) => c.owner === i).map((c) => c.ref)];
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs.length).toBe(seat.list.length);
  });
  expect(JSON.parse(stateText(s))).toEqual(s);
}

function playOut(start: WotrState, seed: number): { state: WotrState; moves: number; refusals: Set<string> } {
  const pick = lcg(seed);
  const dealer = new Dealer(lcg(seed + 1));
  dealer.follow(start);
  let s = start;
  let moves = 0;
  const refusals = new Set<string>();
  while (pending(s).length > 0) {
    let next: WotrState | null = null;
    for (const m of candidates(s, dealer, pick)) {
      try {
        next = apply(s, m);
        break;
      } catch (e) {
        if (!(e instanceof WotrRuleViolation)) throw e;
        refusals.add(e.rule);
      }
    }
    if (next === null) throw new Error(`no legal move for ${JSON.stringify(pending(s))}`);
    dealer.follow(next);
    // The dealer's identities agree with every card face up ([WOTR-HIO-08]).
    for (const c of next.seats.flatMap((x) => x.reserve)) expect(dealer.cardOf(c.ref)).toBe(c.card);
    s = next;
    checkInvariants(s);
    moves++;
    if (moves > 5000) throw new Error('expected the game to end');
  }
  return { state: s, moves, refusals };
}

describe('whole games', () => {
  it('Fellowship games end with a winner within 6 rounds, counts consistent throughout, and replay to the same text', () => {
    for (const seed of [1, 2, 3]) {
      const start = newGame({ scenario: 'fellowship', cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS });
      const a = playOut(start, seed);
      expect(a.state.winner).not.toBeNull();
      expect(a.state.round).toBeLessThanOrEqual(6); // [WOTR-SCN-FOTR-06]
      // Cards were played and fought: face-up cards reached the piles, locations the scoring areas.
      expect(a.state.seats.some((x) => x.eliminated.some((p) => p.card !== null))).toBe(true);
      expect(a.state.scoring.fp.won.length + a.state.scoring.shadow.won.length + a.state.scoring.shadow.faceDown.length).toBeGreaterThanOrEqual(6);
      expect(stateText(playOut(start, seed).state)).toBe(stateText(a.state)); // deterministic
    }
  });

  it('a Trilogy game of synthetic decks ends, with Ring tokens usable once ([WOTR-SCN-TRI-05])', () => {
    const faction = (f: Parameters<typeof card>[1], n: number, type: 'army' | 'character') =>
      Array.from({ length: n }, (_, i) => card(`${f}-${i}`, f, type, { bgAtk: 1, bgDef: 1, pathIcons: 1 }));
    const table = [
      ...faction('dwarves', 2, 'character'), ...faction('hobbits', 10, 'character'), ...faction('rohan', 8, 'army'), ...faction('wizards', 10, 'character'),
      ...faction('mordor', 15, 'army'), ...Array.from({ length: 15 }, (_, i) => card(`nazgul-${i}`, 'mordor', 'character', { pathIcons: 1 })),
      ...faction('dunedain', 17, 'army'), ...faction('elves', 13, 'character'),
      ...faction('isengard', 12, 'army'), ...faction('monstrous', 11, 'character'), ...faction('southrons', 7, 'army'),
    ];
    const { state, refusals } = playOut(newGame({ scenario: 'trilogy', cards: table, locations: TEST_LOCATIONS }), 5);
    expect(state.winner).not.toBeNull();
    expect(state.seats.some((x) => x.ringTokens === 0)).toBe(true);
    expect(refusals.has('WOTR-SCN-TRI-05')).toBe(true);
  });
});
