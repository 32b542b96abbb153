// A seat's private piles ([WOTR-ZONE-01]) and the procedures that move cards between them
// ([WOTR-PROC-01..05], [WOTR-PROC-11]), recording the deck operations they ask of the protocol.
import type { CardFacts, LocationFacts } from './data/card-table';
import { WotrRuleViolation } from './errors';
import { mayReact, reacts } from './replacement';
import type { InPlay, Ref, SeatState, WotrState } from './state';
import type { EliminationContext, Team } from './vocabulary';

/** A deep-mutable copy of a state, changed in place inside one `apply` and never seen outside it. */
export type Draft<T> = T extends string | number | boolean | null ? T : { -readonly [K in keyof T]: Draft<T[K]> };
export type DraftState = Draft<WotrState>;

export function cardOf(s: Pick<WotrState, 'cards'>, id: string): CardFacts {
  const found = s.cards.find((c) => c.id === id);
  if (found === undefined) throw new RangeError(`expected a card of the game's table, got ${id}`);
  return found;
}

export function locationOf(s: Pick<WotrState, 'locations'>, id: string): LocationFacts {
  const found = s.locations.find((l) => l.id === id);
  if (found === undefined) throw new RangeError(`expected a location of the scenario, got ${id}`);
  return found;
}

/** The seats of a team, in seat order. */
export function seatsOf(s: Pick<WotrState, 'seats'>, team: Team): number[] {
  return s.seats.flatMap((seat, i) => (seat.team === team ? [i] : []));
}

export function seatAt(s: DraftState, seat: number): Draft<SeatState> {
  const found = s.seats[seat];
  if (found === undefined) throw new WotrRuleViolation('WOTR-SEAT-01', `there is no seat ${seat}`);
  return found;
}

/** Takes `ref` out of `seat`'s hand, or refuses with `rule` (the card is not there). */
export function takeFromHand(s: DraftState, seat: number, ref: Ref, rule: `WOTR-${string}`): void {
  const hand = seatAt(s, seat).hand;
  const at = hand.indexOf(ref);
  if (at < 0) throw new WotrRuleViolation(rule, `card ${ref} is not in seat ${seat}'s hand`);
  hand.splice(at, 1);
}

/**
 * [WOTR-PROC-03] When the draw deck is empty, the whole cycle pile becomes the new deck, shuffled
 * owner-blind: its cards get fresh refs, so nobody can follow them ([WOTR-HIO-12]).
 */
export function recycleIfEmpty(s: DraftState, seat: number): void {
  const st = seatAt(s, seat);
  if (st.deck.length > 0 || st.cycle.length === 0) return;
  const from = st.cycle.map((c) => c.ref);
  const to = from.map((_, i) => s.nextRef + i);
  s.nextRef += to.length;
  st.cycle = [];
  st.deck = [...to];
  s.ops.push({ op: 'recycle', seat, from, to });
}

/**
 * [WOTR-PROC-03] A text's recycle: the cycle pile is shuffled into the existing deck. The whole
 * new deck gets fresh refs, owner-blind again ([WOTR-HIO-12]), which also undoes a search's
 * knowledge of the order ([WOTR-PROC-09] 4).
 */
export function shuffleCycleIntoDeck(s: DraftState, seat: number): void {
  const st = seatAt(s, seat);
  const from = [...st.deck, ...st.cycle.map((c) => c.ref)];
  if (from.length === 0) return;
  const to = from.map((_, i) => s.nextRef + i);
  s.nextRef += to.length;
  st.cycle = [];
  st.deck = [...to];
  s.ops.push({ op: 'recycle', seat, from, to });
}

/** [WOTR-PROC-02] Draw `n` into the hand, recycling mid-draw ([WOTR-PROC-03]); fewer when deck and cycle pile run out ([WOTR-PROC-11]). */
export function draw(s: DraftState, seat: number, n: number): void {
  const st = seatAt(s, seat);
  let batch: Ref[] = [];
  const flush = (): void => {
    if (batch.length > 0) s.ops.push({ op: 'deal', seat, refs: batch });
    batch = [];
  };
  for (let i = 0; i < n; i++) {
    const top = st.deck.shift();
    if (top === undefined) break;
    st.hand.push(top);
    batch.push(top);
    if (st.deck.length === 0 && st.cycle.length > 0) {
      flush();
      recycleIfEmpty(s, seat);
    }
  }
  flush();
}

/** [WOTR-PROC-01] Cycle a hand card, face down and hidden ([WOTR-HIO-05]). */
export function cycleFromHand(s: DraftState, seat: number, ref: Ref, rule: `WOTR-${string}`): void {
  takeFromHand(s, seat, ref, rule);
  seatAt(s, seat).cycle.push({ ref, card: null });
}

/**
 * [WOTR-HIO-07] After a hidden elimination, the owner must say whether the card reacts: asked
 * only when a card of its public list could ([WOTR-PROC-06]), so the question leaks nothing.
 */
function askDeclaration(s: DraftState, seat: number, ref: Ref, context: EliminationContext): void {
  if (mayReact(s as WotrState, seat, context)) s.tasks.push({ kind: 'declare', seat, refs: [ref], context });
}

/** [WOTR-PROC-04] Eliminate a hand card, hidden ([WOTR-HIO-05]); its owner then declares a reacting card ([WOTR-HIO-07]). */
export function eliminateFromHand(s: DraftState, seat: number, ref: Ref, rule: `WOTR-${string}`): void {
  takeFromHand(s, seat, ref, rule);
  seatAt(s, seat).eliminated.push({ ref, card: null });
  askDeclaration(s, seat, ref, 'hand');
}

/** [WOTR-PROC-05] (c) Forsake the deck top unseen; its owner then sees it ([WOTR-HIO-06]). */
export function forsakeDeckTop(s: DraftState, seat: number): void {
  const st = seatAt(s, seat);
  const top = st.deck.shift();
  if (top === undefined) throw new WotrRuleViolation('WOTR-PROC-05', `seat ${seat}'s draw deck is empty`);
  st.eliminated.push({ ref: top, card: null });
  s.ops.push({ op: 'show-owner', seat, ref: top });
  askDeclaration(s, seat, top, 'deck-top');
  recycleIfEmpty(s, seat);
}

/** A card in play and its items to their owners' cycle piles, face up when they entered ([WOTR-PLAY-06], [WOTR-PLAY-07]). */
export function cycleFromPlay(s: DraftState, card: Draft<InPlay>): void {
  for (const item of card.items) seatAt(s, item.owner).cycle.push({ ref: item.ref, card: item.card });
  seatAt(s, card.owner).cycle.push({ ref: card.ref, card: card.card });
}

/**
 * A card in play and its items to their owners' eliminated piles ([WOTR-PLAY-06],
 * [WOTR-ZONE-04]), or to the cycle pile for a card that reacts there ([WOTR-PROC-06]).
 */
export function eliminateFromPlay(s: DraftState, card: Draft<InPlay>, context: EliminationContext): void {
  for (const one of [...card.items, card]) {
    const st = seatAt(s, one.owner);
    (reacts(s as WotrState, one.card, context) ? st.cycle : st.eliminated).push({ ref: one.ref, card: one.card });
  }
}
