// The legal moves of a seat (style rule 11: the engine owns move generation; bots, the timeout bot
// and the UI use it). The moves are generated from the decision's structure and kept only if
// `apply` accepts them, so the list and `apply` cannot disagree.
import { legalCasualtySets } from './combat';
import { WotrRuleViolation } from './errors';
import { pending } from './flow';
import { apply } from './game';
import type { Move, PlayCost, Target } from './moves';
import type { Ref, WotrState } from './state';

/** Every combination of `k` items of `list`, in list order. */
function combinations<T>(list: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return list.flatMap((x, i) => combinations(list.slice(i + 1), k - 1).map((rest) => [x, ...rest]));
}

/**
 * The costs `apply` accepts for a play of `played` ([WOTR-PLAY-01], [WOTR-PROC-05],
 * [WOTR-SPEC-06]): they do not depend on where the card goes, so plays are generated as targets ×
 * costs (the playout tests probe this against `apply`).
 */
function legalCosts(s: WotrState, seat: number, played: Ref): PlayCost[] {
  const me = s.seats[seat]!;
  const rest = me.hand.filter((r) => r !== played);
  if (rest.length > 0) return rest.map((r) => ({ cycle: r }));
  const reserve = me.reserve.flatMap((c) => [c, ...c.items]).map((c) => c.ref).filter((r) => r !== played);
  const out: PlayCost[] = reserve.map((r) => ({ forsake: { reserve: r } }));
  if (me.deck.length > 0) out.push({ forsake: 'deck-top' });
  return out.length > 0 ? out : [{ nothing: true }];
}

/** Where a card could go: every zone of the game now ([WOTR-PLAY-04..09]). */
function targets(s: WotrState): Target[] {
  const inPlay = [...s.seats.flatMap((x) => x.reserve), ...s.battlegrounds.flatMap((b) => b.cards), ...(s.path?.cards ?? [])];
  return [
    { zone: 'reserve' },
    { zone: 'path' },
    { zone: 'event' },
    ...s.battlegrounds.map((b) => ({ zone: 'battleground' as const, id: b.id })),
    ...inPlay.map((c) => ({ zone: 'wielder' as const, ref: c.ref })),
  ];
}

/** Structured candidates for the decisions open to `seat`, before `apply` filters them. */
function candidates(s: WotrState, seat: number, identify: (ref: Ref) => string | null): Move[] {
  const out: Move[] = [];
  for (const d of pending(s)) {
    if (d.kind === 'lot') {
      out.push(...d.among.map((_, index) => ({ kind: 'lot' as const, index })));
      continue;
    }
    if (!d.seats.includes(seat)) continue;
    const me = s.seats[seat]!;
    switch (d.kind) {
      case 'setup-cycle':
        out.push(...combinations(me.hand, d.count).map((refs) => ({ kind: 'setup-cycle' as const, seat, refs })));
        break;
      case 'text-cycle':
        out.push(...legalCosts(s, seat, -1).map((cycle) => ({ kind: 'text-cycle' as const, seat, cycle })));
        break;
      case 'declare': {
        // Each ref: hidden, or its name when the seat knows it.
        let options: (string | null)[][] = [[]];
        for (const ref of d.refs) {
          const named = identify(ref);
          options = options.flatMap((o) => [[...o, null], ...(named === null ? [] : [[...o, named]])]);
        }
        out.push(...options.map((cards) => ({ kind: 'declare' as const, seat, cards })));
        break;
      }
      case 'remove':
        out.push({ kind: 'remove', seat, from: 'none' });
        for (const ref of me.hand) if (identify(ref) === d.card) out.push({ kind: 'remove', seat, from: 'hand', ref, card: d.card });
        for (const ref of me.deck) if (identify(ref) === d.card) out.push({ kind: 'remove', seat, from: 'deck', ref, card: d.card });
        for (const c of me.cycle) if (c.card === null && identify(c.ref) === d.card) out.push({ kind: 'remove', seat, from: 'cycle', ref: c.ref, card: d.card });
        break;
      case 'take':
        out.push({ kind: 'take', seat, from: 'none' });
        for (const ref of me.deck) if (identify(ref) === d.card) out.push({ kind: 'take', seat, from: 'deck', ref, card: d.card });
        for (const c of me.cycle) if ((c.card ?? identify(c.ref)) === d.card) out.push({ kind: 'take', seat, from: 'cycle', ref: c.ref, card: d.card });
        break;
      case 'combat-order':
        out.push(...d.among.map((location) => ({ kind: 'combat-order' as const, seat, location })));
        break;
      case 'casualties':
        if (s.step.kind === 'combat' && s.step.casualties !== null)
          out.push(...legalCasualtySets(s.step.casualties).map((refs) => ({ kind: 'casualties' as const, seat, refs })));
        out.push({ kind: 'no-agreement', seat });
        break;
      case 'ring-discard':
        for (const eliminate of me.hand.length > 0 ? me.hand : [null]) {
          const after = { ...s, seats: s.seats.map((x, i) => (i === seat ? { ...x, hand: x.hand.filter((r) => r !== eliminate) } : x)) };
          out.push(...legalCosts(after, seat, -1).map((cycle) => ({ kind: 'ring-discard' as const, seat, eliminate, cycle })));
        }
        break;
      case 'turn': {
        out.push({ kind: 'pass', seat }, { kind: 'ring', seat });
        out.push(...me.hand.map((ref) => ({ kind: 'cycle' as const, seat, ref })));
        out.push(...combinations(me.hand, 2).map((refs) => ({ kind: 'winnow' as const, seat, refs })));
        const where = targets(s);
        for (const ref of me.hand) {
          const card = identify(ref);
          if (card === null) continue;
          // Targets tried with one legal cost, then crossed with every legal cost.
          const [first, ...others] = legalCosts(s, seat, ref);
          for (const to of where) {
            const m: Move = { kind: 'play', seat, ref, card, to, cost: first! };
            if (accepted(s, m)) out.push(m, ...others.map((cost) => ({ ...m, cost })));
          }
        }
        for (const c of me.reserve) for (const to of where) out.push({ kind: 'move', seat, ref: c.ref, to });
        break;
      }
    }
  }
  return out;
}

function accepted(s: WotrState, m: Move): boolean {
  try {
    apply(s, m);
    return true;
  } catch (e) {
    if (e instanceof WotrRuleViolation) return false;
    throw e;
  }
}

/**
 * The legal moves of `seat` now, in a fixed order. `identify` names the cards the seat knows (its
 * hand, from its session); a ref it returns `null` for is not offered for play. Joint random draws
 * (`lot`) are listed for any seat: the protocol, not a seat, makes them.
 */
export function legalMoves(state: WotrState, seat: number, identify: (ref: Ref) => string | null): Move[] {
  return candidates(state, seat, identify).filter((m) => m.kind === 'play' || accepted(state, m));
}
