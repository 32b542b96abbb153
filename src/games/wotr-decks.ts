// How the protocol deals War of the Ring: The Card Game's cards (the session's DeckPolicy,
// game-module.ts). Each seat owns a deck of its public list, a joint deck shuffled and locked by
// every seat so that nobody, its owner included, knows the order ([WOTR-HIO-01]); the engine's
// deck operations (`state.ops`, wotr/README.md "Hidden information") map onto the dealer's needs
// here, in one place (`opDecision`):
//   - `new-deck`: nothing at once; the seat's joint deck (`deck-<seat>`, its cards the seat's list)
//     is set up at its first deal. Its position i is the engine's `refs[i]`, top first, as both
//     deal from the top.
//   - `deal` (setup, draw step, winnow, Ring tokens, texts): `deal-hand` of `refs.length` cards to
//     the seat alone; the dealer's `dealt` move gives their card refs, in order.
//   - `show-owner` (a blind forsake from the deck top): `deal-hand` of 1 card to its owner: the
//     engine has put it in the eliminated pile, the owner alone sees it ([WOTR-HIO-06]).
//   - `recycle` (the cycle pile shuffled back into an empty deck, [WOTR-PROC-03]): `recycle-hidden`
//     of the pile's card refs (`dealt`), those cycled face down, which only the owner saw, as
//     `cards`, and those opened to everyone (played or declared, then cycled face up; or opened by a
//     void play: `opened`, `known`) as `open`. The dealer makes one new joint shuffle of their
//     positions' final points, shuffled and locked by every seat at the next deal, so nobody, the
//     owner included, knows its order, nor where a face-up card went. The engine's `to[i]` is its
//     i-th card dealt (position i, `<deck>#<n>@<i>`): the next deal's `dealt` move names them, the
//     end audit reads an undealt one there; a play of one opens through the positions it came from.
//   - `search` (Orthanc's take, a removal, [WOTR-HIO-09], [WOTR-HIO-11]), and a recycle of a deck's
//     undealt rest (which follows those two): a halt, `unsupported`. A search would be a
//     `deal-hand` of the whole deck to its owner, but the recycle that always follows it (the
//     engine's `take` and `remove` answers) would shuffle undealt cards back with the pile, which
//     the protocol refuses (the owner would learn which drawn card came from where), so it halts
//     one step earlier, without building the take's and the removal's reveals for nothing.
// A card played from hand is opened by its card ref (`reveal-hand`): the dealer opens it only if
// it was dealt to that seat, so its identity is the position's, proven ([WOTR-HIO-08]).
import type { DeckOp, WotrState } from '../../wotr/index';
import { parseCardRef, type DeckPolicy } from '../session/game-module';
import type { Wotr, WotrDecision, WotrTable } from './wotr-types';

/** The joint deck of a seat's own cards (a deck name has none of `#+@/|`). */
export function deckOfSeat(seat: string): string {
  return `deck-${seat}`;
}

function seatName(engine: WotrState, seat: number): string {
  const found = engine.seats[seat];
  if (found === undefined) throw new RangeError(`expected a seat of the game, got ${seat}`);
  return found.name;
}

/** The dealer's decision for the first deck operation still owed. */
export function opDecision(t: WotrTable, op: DeckOp): WotrDecision {
  const seat = seatName(t.engine, op.seat);
  switch (op.op) {
    case 'deal':
      return { id: `deal/${seat}`, kind: 'deal', sealed: false, seat, count: op.refs.length };
    case 'show-owner':
      return { id: `show-owner/${seat}`, kind: 'deal', sealed: false, seat, count: 1 };
    case 'recycle': {
      // [WOTR-PROC-03] Only cards dealt to the seat: a text's recycle into a deck with undealt cards (Orthanc's, a removal's) is a deck's rest shuffled back.
      if (op.from.some((ref) => t.dealt[String(ref)] === undefined)) return { id: `recycle/${seat}`, kind: 'halt', sealed: false, detail: `${seat}'s deck shuffled again with its undealt cards (recycle): not built` };
      // A card opened to everyone (played or declared, then cycled face up; or opened by a void play) is listed apart: the dealer checks it was opened.
      const isOpen = (ref: number) => t.opened.includes(ref) || t.known[String(ref)] !== undefined;
      const cardsOf = (refs: readonly number[]) => refs.map((ref) => t.dealt[String(ref)]!);
      return { id: `recycle/${seat}`, kind: 'recycle', sealed: false, seat, cards: cardsOf(op.from.filter((ref) => !isOpen(ref))), open: cardsOf(op.from.filter(isOpen)) };
    }
    case 'search':
      return { id: `search/${seat}`, kind: 'halt', sealed: false, detail: `${seat} searches its deck, which a recycle of hidden cards follows: not built` };
    case 'new-deck':
      throw new RangeError('expected no new-deck operation owed (a seat deck is set up at its first deal)');
  }
}

/** The engine refs an owed operation deals, in order: the engine's `deal` refs, or the forsaken card. */
export function dealtRefs(op: DeckOp): readonly number[] {
  if (op.op === 'deal') return op.refs;
  if (op.op === 'show-owner') return [op.ref];
  throw new RangeError(`expected a deal, got ${op.op}`);
}

/** Every engine ref of `seat` whose card is hidden from the others but was dealt to it: its hand, and its face-down piles' cards it saw. */
function hiddenRefs(engine: WotrState, seat: number): number[] {
  const st = engine.seats[seat]!;
  return [...st.hand, ...st.cycle.filter((c) => c.card === null).map((c) => c.ref), ...st.eliminated.filter((c) => c.card === null).map((c) => c.ref)];
}

export const WOTR_DECKS: DeckPolicy<Wotr> = {
  need(_state, d) {
    switch (d.kind) {
      case 'deal':
        return { kind: 'deal-hand', deck: deckOfSeat(d.seat), seat: d.seat, count: d.count };
      case 'open':
        return { kind: 'reveal-hand', seat: d.seat, card: d.card };
      case 'recycle':
        return { kind: 'recycle-hidden', deck: deckOfSeat(d.seat), seat: d.seat, cards: d.cards, open: d.open, move: { kind: 'recycled' } };
      case 'halt':
        return { kind: 'unsupported', detail: d.detail };
      default:
        return null;
    }
  },
  // A seat's deck is shuffled from its public list once ([WOTR-HID-02]); a recycle's joint shuffle is of its pile's positions (`recycle-hidden`), never asked here.
  cards(state, deck) {
    const seat = state.engine.seats.find((s) => deckOfSeat(s.name) === deck);
    if (seat === undefined) throw new RangeError(`expected a seat's deck, got ${deck}`);
    return seat.list;
  },
  locked: () => undefined,
  batched: [],
  revealMove(d, card) {
    if (d.kind !== 'open') throw new RangeError(`expected a play's card to open, got ${d.kind}`);
    return { kind: 'opened', card };
  },
  handMove(d, cards) {
    if (d.kind !== 'deal') throw new RangeError(`expected a deal, got ${d.kind}`);
    return { kind: 'dealt', cards };
  },
  buried: () => null,
  shown(view, seat, _d, state: WotrTable) {
    const at = state.engine.seats.findIndex((s) => s.name === seat);
    if (at < 0) return {};
    return Object.fromEntries(
      hiddenRefs(state.engine, at).map((ref) => {
        const dealt = state.dealt[String(ref)];
        const parsed = dealt === undefined ? null : parseCardRef(dealt);
        return [String(ref), state.known[String(ref)] ?? (parsed === null ? null : view.card(parsed.spec, parsed.position))];
      }),
    );
  },
};
