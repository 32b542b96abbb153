// Draws from the game's shared decks (README, "Deck flow"), each served from the deck's current
// joint shuffle, set up first when it has none (deck-shuffles.ts):
//   - `reveal-top`: the top position, publicly; then removed or put at the bottom. (A Game of
//     Thrones: the Westeros decks, the Wildling deck.)
//   - `show-top`: the top position, privately to one seat, before that seat's own decision; the
//     card stays on top (blinded if another seat saw it first: joint-deck.ts). (The Raven's look.)
//   - `deal`: the top position, privately to one seat, removed and noted as dealt to it; the
//     game's move carries no card. A deck dealt from gets a new joint shuffle only when the game
//     reshuffles it (`reshuffle` marks it stale), of which only the top `locked(deck)` positions
//     are locked. (Tides of Battle, per combat.)
//   - `reveal-dealt`: publicly opens exactly the position dealt to that seat — the card is
//     whatever that position holds, so nobody can reveal another one.
import { completeReveal, isLocked, isMember, isReady, openCard, removeTop, requestReveal, topOf, topToBottom } from './joint-deck';
import type { DeckNeed, GameDecision } from './game-module';
import { WAIT, badLocks, beyondLocks, deckOf, seatOfHouse, unsupported, withJointDeck, type DeckContext, type DeckFlow, type Settled } from './deck-state';
import { ensureDeck, newDeck } from './deck-shuffles';

/** The top position opened to everyone, then removed or put at the bottom. */
export function settleRevealTop(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, need: DeckNeed & { readonly kind: 'reveal-top' }, members: readonly number[]): Settled {
  const fresh = ensureDeck(ctx, flow, state, need.deck, ctx.policy.cards(state, need.deck, d), members);
  if (fresh !== null) return { flow: fresh, outcome: { kind: 'changed' } };
  const current = deckOf(flow, need.deck)!;
  if (!isReady(current)) return { flow, outcome: WAIT };
  const position = topOf(current);
  // 'done': a card revealed before, come round to the top again (it stays open).
  const asked = requestReveal(current, position, null, ctx.madeHere);
  if (asked.bad.length > 0) return badLocks(flow, asked, position);
  const { deck: jd, need: needed } = asked;
  if (needed.kind !== 'complete' && needed.kind !== 'done') return { flow: withJointDeck(flow, jd), outcome: WAIT };
  const opened = openCard(jd, position);
  if (!opened.ok) return { flow: withJointDeck(flow, jd), outcome: { kind: 'abort', detail: `${jd.spec.deck} position ${position} opens to no card` } };
  const revealed = completeReveal(opened.value.deck, position, null);
  const next = need.then === 'bottom' ? topToBottom(revealed) : removeTop(revealed);
  return { flow: withJointDeck(flow, next), outcome: { kind: 'move', move: ctx.policy.revealMove(d, opened.value.card) } };
}

/** The top position shown to one seat alone; it stays on top, and the seat's own decision follows. */
export function settleShowTop(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, need: DeckNeed & { readonly kind: 'show-top' }, members: readonly number[]): Settled {
  const fresh = ensureDeck(ctx, flow, state, need.deck, ctx.policy.cards(state, need.deck, d), members);
  if (fresh !== null) return { flow: fresh, outcome: { kind: 'changed' } };
  const current = deckOf(flow, need.deck)!;
  if (!isReady(current)) return { flow, outcome: WAIT };
  const holder = seatOfHouse(ctx, need.seat);
  const position = topOf(current);
  const asked = requestReveal(current, position, holder, ctx.madeHere);
  if (asked.bad.length > 0) return badLocks(flow, asked, position);
  const { deck: jd, need: needed } = asked;
  if (needed.kind !== 'complete') return { flow: withJointDeck(flow, jd), outcome: WAIT };
  return { flow: withJointDeck(flow, completeReveal(jd, position, holder)), outcome: { kind: 'changed', reveal: { seat: holder, deck: jd.spec.deck, position } } };
}

/** A deal: the top position, privately to the seat, removed and noted as dealt to it. */
export function settleDeal(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, need: DeckNeed & { readonly kind: 'deal' }, members: readonly number[]): Settled {
  const { deck, seat: house } = need;
  const current = deckOf(flow, deck);
  if (current === undefined || current.stale) return { flow: newDeck(ctx, flow, deck, ctx.policy.cards(state, deck, d), members), outcome: { kind: 'changed' } };
  if (!isReady(current)) return { flow, outcome: WAIT };
  const position = topOf(current);
  if (!isLocked(current, position)) return unsupported(flow, beyondLocks(ctx, current));
  const seat = seatOfHouse(ctx, house);
  if (!isMember(current, seat) || !members.includes(seat)) {
    // An excluded seat sees nothing: the position is dealt face down to nobody, opened at its reveal.
    const dealt = removeTop({ ...current, dealt: { ...current.dealt, [house]: position } });
    return { flow: withJointDeck(flow, dealt), outcome: { kind: 'move', move: need.move } };
  }
  const asked = requestReveal(current, position, seat, ctx.madeHere);
  if (asked.bad.length > 0) return badLocks(flow, asked, position);
  const { deck: jd, need: needed } = asked;
  if (needed.kind !== 'complete') return { flow: withJointDeck(flow, jd), outcome: WAIT };
  const dealt = removeTop({ ...completeReveal(jd, position, seat), dealt: { ...jd.dealt, [house]: position } });
  return { flow: withJointDeck(flow, dealt), outcome: { kind: 'move', move: need.move, reveal: { seat, deck: jd.spec.deck, position } } };
}

/**
 * A dealt card's reveal: exactly the position dealt to `house`, opened by everyone. When a seat
 * was excluded after the deal, the deck it was dealt from can no longer be opened: the card is
 * dealt again from a fresh shuffle among the remaining seats, its top position opened at once
 * (a redeal: the seat's card is whatever that position holds).
 */
export function settleDealtReveal(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, deck: string, house: string | undefined, members: readonly number[]): Settled {
  const stale = deckOf(flow, deck);
  if (stale?.stale === true && house !== undefined) return { flow: newDeck(ctx, flow, deck, ctx.policy.cards(state, deck, d), members), outcome: { kind: 'changed' } };
  const current = deckOf(flow, deck);
  if (current !== undefined && !isReady(current)) return { flow, outcome: WAIT };
  const redeal = current !== undefined && house !== undefined && current.dealt[house] === undefined && current.members.length < ctx.houses.length;
  const position = house === undefined ? undefined : redeal ? topOf(current) : current?.dealt[house];
  if (current === undefined || house === undefined || position === undefined) return unsupported(flow, `a reveal of the ${deck} card of ${String(house)} with no card dealt`);
  const asked = requestReveal(current, position, null, ctx.madeHere);
  if (asked.bad.length > 0) return badLocks(flow, asked, position);
  const { deck: jd, need } = asked;
  if (need.kind !== 'complete') return { flow: withJointDeck(flow, jd), outcome: WAIT };
  const opened = openCard(jd, position);
  if (!opened.ok) return { flow: withJointDeck(flow, jd), outcome: { kind: 'abort', detail: `${jd.spec.deck} position ${position}, dealt to ${house}, opens to no card` } };
  const revealed = completeReveal(opened.value.deck, position, null);
  return { flow: withJointDeck(flow, redeal ? removeTop({ ...revealed, dealt: { ...revealed.dealt, [house]: position } }) : revealed), outcome: { kind: 'move', move: ctx.policy.revealMove(d, opened.value.card) } };
}
