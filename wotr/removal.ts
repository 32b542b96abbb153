// [WOTR-PLAY-12], [WOTR-PROC-08] Removal: when Gandalf the White is played, Gandalf the Grey is
// eliminated wherever it is; Aragorn removes Strider; (ext) the promo Gothmog removes the
// Witch-king. Card ids follow Appendix A's naming (the English title in kebab-case).
// A named card in play or in a pile face up is removed at once; otherwise its owner is shown its
// deck ([WOTR-HIO-11]) and says where the card is, revealing it, or that it is already gone.
import { WotrRuleViolation, check } from './errors';
import type { Move } from './moves';
import { eliminateFromPlay, recycleIfEmpty, seatAt, takeFromHand, type Draft, type DraftState } from './piles';
import type { InPlay } from './state';

/** The card each card removes when played. */
export const REMOVES: { readonly [played: string]: string } = Object.freeze({
  'gandalf-the-white': 'gandalf-the-grey',
  aragorn: 'strider',
  gothmog: 'the-witch-king', // (ext) promo P4
});

/** Every card in play with the list that holds it. */
function placesOf(s: DraftState): Draft<InPlay>[][] {
  return [...s.seats.map((x) => x.reserve), ...s.battlegrounds.map((b) => b.cards), ...(s.path === null ? [] : [s.path.cards])];
}

/** [WOTR-PROC-08] Remove `card`: eliminate it wherever it is; nothing if it is already eliminated. */
export function removeNamed(s: DraftState, card: string): void {
  for (const place of placesOf(s)) {
    const at = place.findIndex((c) => c.card === card);
    if (at >= 0) return eliminateFromPlay(s, place.splice(at, 1)[0]!, 'removed');
  }
  for (const seat of s.seats) {
    if (seat.eliminated.some((p) => p.card === card)) return;
    const known = seat.cycle.findIndex((p) => p.card === card);
    if (known >= 0) {
      seat.eliminated.push(seat.cycle.splice(known, 1)[0]!);
      return;
    }
  }
  const owner = s.seats.findIndex((x) => x.list.includes(card));
  if (owner < 0) return;
  s.tasks.push({ kind: 'remove', seat: owner, card });
  s.ops.push({ op: 'search', seat: owner, refs: [...seatAt(s, owner).deck] }); // [WOTR-HIO-11]
}

/**
 * [WOTR-HIO-11] The owner's answer: the card from its hand, deck or cycle pile, revealed and
 * eliminated; or `none` (already eliminated, hidden: for the audit). The deck is reshuffled
 * under fresh refs in every case, since its owner has looked through it (derived: the rules
 * reshuffle only when the card was in the deck, and a shuffle changes nothing anyone knows).
 */
export function answerRemoval(s: DraftState, m: Extract<Move, { kind: 'remove' }>, card: string): void {
  const st = seatAt(s, m.seat);
  if (m.from !== 'none') {
    check(m.card === card, 'WOTR-PROC-08', `the removal names ${card}`);
    if (m.from === 'hand') takeFromHand(s, m.seat, m.ref, 'WOTR-PROC-08');
    else if (m.from === 'deck') {
      check(st.deck.includes(m.ref), 'WOTR-PROC-08', `card ${m.ref} is not in seat ${m.seat}'s deck`);
      st.deck = st.deck.filter((r) => r !== m.ref);
    } else {
      const entry = st.cycle.find((c) => c.ref === m.ref);
      check(entry !== undefined && entry.card === null, 'WOTR-PROC-08', `card ${m.ref} is not a hidden card of seat ${m.seat}'s cycle pile`);
      st.cycle = st.cycle.filter((c) => c.ref !== m.ref);
    }
    st.eliminated.push({ ref: m.ref, card });
  } else if (!st.eliminated.some((p) => p.card === null)) {
    throw new WotrRuleViolation('WOTR-PROC-08', `seat ${m.seat} has no hidden eliminated card that could be ${card}`);
  }
  const from = [...st.deck];
  if (from.length === 0) return recycleIfEmpty(s, m.seat); // [WOTR-PROC-03] the last deck card was removed
  const to = from.map((_, i) => s.nextRef + i);
  s.nextRef += to.length;
  st.deck = [...to];
  s.ops.push({ op: 'recycle', seat: m.seat, from, to });
}

