// Whole games for tests: moves picked among `legalMoves`, checked against probe moves built
// without it, a dealer that plays the protocol's part, and the invariants after every move.
import { expect } from 'vitest';
import { apply, canonicalJson, legalCasualtySets, legalMoves, pending, stateText, WotrRuleViolation, type Move, type PlayCost, type Target, type WotrState } from './index';
import { card, Dealer, lcg } from './wotr.testkit';
import type { CardFacts } from './data/card-table';
import type { Faction } from './vocabulary';

/** The cycle a seat can pay with its hand: another card, else a forsake, else nothing ([WOTR-PLAY-01], [WOTR-PROC-05]). */
function costFor(me: WotrState['seats'][number], except: number): PlayCost {
  const other = me.hand.find((r) => r !== except);
  if (other !== undefined) return { cycle: other };
  if (me.deck.length > 0) return { forsake: 'deck-top' };
  if (me.reserve.length > 0) return { forsake: { reserve: me.reserve[0]!.ref } };
  return { nothing: true };
}

/** Probe moves, legal or not, built without the engine's generator: to check `legalMoves` against `apply`. */
export function probes(s: WotrState, dealer: Dealer, pick: (n: number) => number): Move[] {
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
  if (d.kind === 'ring-discard') {
    const eliminate = me.hand[0] ?? null;
    const after = { ...me, hand: me.hand.slice(1) };
    return [{ kind: 'ring-discard', seat, eliminate, cycle: costFor(after, -1) }];
  }
  const out: Move[] = [];
  const targets: Target[] = [
    { zone: 'reserve' },
    { zone: 'path' },
    { zone: 'event' },
    ...s.battlegrounds.map((b) => ({ zone: 'battleground' as const, id: b.id })),
    ...[...s.seats.flatMap((x) => x.reserve), ...s.battlegrounds.flatMap((b) => b.cards), ...(s.path?.cards ?? [])].map((c) => ({ zone: 'wielder' as const, ref: c.ref })),
  ];
  for (const ref of me.hand) {
    const cost = costFor(me, ref);
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
export function checkInvariants(s: WotrState): void {
  const inPlay = [...s.seats.flatMap((x) => x.reserve), ...s.battlegrounds.flatMap((b) => b.cards), ...(s.path?.cards ?? [])].flatMap((c) => [c, ...c.items]);
  s.seats.forEach((seat, i) => {
    const refs = [...seat.hand, ...seat.deck, ...seat.cycle.map((c) => c.ref), ...seat.eliminated.map((c) => c.ref), ...inPlay.filter((c) => c.owner === i).map((c) => c.ref)];
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs.length).toBe(seat.list.length);
  });
}

/**
 * Plays a game out: each move picked at random among `legalMoves` of the deciding seat (the dealer
 * names its hand). Checks after every move: [WOTR-ACT-08] there is a legal move for every open
 * decision; every probe move `apply` accepts is listed by `legalMoves` (style rule 11); the zone
 * counts ([WOTR-HIO-14]); the dealer's identities of the cards face up.
 */
export function playOut(start: WotrState, seed: number, probeEvery = 7): { state: WotrState; moves: number; refusals: Set<string> } {
  const pick = lcg(seed);
  const dealer = new Dealer(lcg(seed + 1));
  dealer.follow(start);
  let s = start;
  let moves = 0;
  const refusals = new Set<string>();
  const identify = (ref: number): string | null => dealer.identity.get(ref) ?? null;
  while (pending(s).length > 0) {
    const decision = pending(s)[0]!;
    const seat = decision.seats[pick(decision.seats.length)]!;
    const legal = legalMoves(s, seat, identify);
    expect(legal.length).toBeGreaterThan(0);
    if (moves % probeEvery === 0) {
      const listed = new Set(legal.map((m) => canonicalJson(m)));
      for (const m of probes(s, dealer, pick)) {
        if (m.kind === 'lot' || ('seat' in m && m.seat !== seat)) continue;
        try {
          apply(s, m);
          expect(listed.has(canonicalJson(m)), JSON.stringify(m)).toBe(true);
        } catch (e) {
          if (!(e instanceof WotrRuleViolation)) throw e;
          refusals.add(e.rule);
          expect(listed.has(canonicalJson(m))).toBe(false);
        }
      }
    }
    const next = apply(s, legal[pick(legal.length)]!);
    dealer.follow(next);
    for (const c of next.seats.flatMap((x) => x.reserve)) expect(dealer.cardOf(c.ref)).toBe(c.card);
    s = next;
    checkInvariants(s);
    moves++;
    if (moves > 5000) throw new Error('expected the game to end');
  }
  expect(JSON.parse(stateText(s))).toEqual(s); // plain JSON, canonical text round-trips
  return { state: s, moves, refusals };
}

/** A synthetic table of the 120 cards' faction sizes ([WOTR-COMP-05], ext), armies and characters alternating, invented icons. */
export function syntheticFullTable(): CardFacts[] {
  const sizes: [Faction, number][] = [
    ['dunedain', 17], ['elves', 13], ['dwarves', 2], ['hobbits', 10], ['rohan', 8], ['wizards', 10],
    ['isengard', 12], ['monstrous', 11], ['southrons', 7], ['mordor', 30],
  ];
  return sizes.flatMap(([f, n]) =>
    Array.from({ length: n }, (_, i) => card(`${f}-${i}`, f, i % 2 === 0 ? 'army' : 'character', { bgAtk: 1, bgDef: 1, pathIcons: i % 2 === 0 ? 0 : 1 })),
  );
}
