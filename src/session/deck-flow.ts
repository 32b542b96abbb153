// The protocol's dealer, as plain data and pure functions, driven by the game's deck policy
// (GameModule.decks, game-module.ts): which joint deck a dealer decision uses, when a new joint
// shuffle is due, which position is revealed to whom, and the move the game gets once the reveal
// is complete. Every replica runs it on the same entries, so all agree on every position dealt
// and opened. What the game asks (DeckNeed):
//   - `reveal-top`, `show-top`, `deal`, `reveal-dealt`: draws from the game's shared decks (deck-draws.ts).
//   - `deal-hand`, `reveal-hand`, `recycle-hidden`: hands, one seat's each (deck-hands.ts).
//   - `reshuffle`: the game put the cards back; its joint shuffle goes stale, set up again at the
//     next draw (deck-shuffles.ts, batched with the other decks due then).
//   - `unsupported`: a deck operation the game needs that the protocol cannot serve yet (Orthanc's
//     recycle of a deck's undealt rest): the game halts with the game's reason, as for any deal above that halts.
//   - An excluded seat (fold.ts, README "Exclusion") can no longer shuffle, lock or share: a joint
//     deck that needs it is abandoned (with the whole batch, when in its set-up), and the next
//     draw of it sets up a fresh joint shuffle among the remaining seats over the game's
//     remaining cards (`abandonedDeck`).
// The dealer's data and the order of its modules: deck-state.ts.
import type { DeckNeed, GameDecision } from './game-module';
import { isMember, needOf, nextSetupStep, revealRef, topOf, topToBottom, type JointDeck, type RevealNeed } from './joint-deck';
import { deckOf, seatOfHouse, unsupported, withJointDeck, type DeckContext, type DeckFlow, type DrawNeed, type Settled } from './deck-state';
import { batchOf, batchRef } from './deck-shuffles';
import { settleDeal, settleDealtReveal, settleRevealTop, settleShowTop } from './deck-draws';
import { dealtHands, handTarget, settleHand, settleHandReveal, settleRecycle } from './deck-hands';

export type DeckStep =
  /** A set-up step: `seat`'s shuffle (or lock) of every deck of a batch, in batch order; `ref` names the batch. */
  | { readonly kind: 'setup'; readonly key: string; readonly ref: string; readonly decks: readonly JointDeck[]; readonly phase: 'shuffle' | 'lock'; readonly seat: number }
  | {
      readonly kind: 'reveal';
      readonly key: string;
      readonly deck: JointDeck;
      readonly position: number;
      readonly to: number | null;
      readonly ref: string;
      readonly need: Exclude<RevealNeed, { kind: 'complete' } | { kind: 'done' }>;
    };

/** The step a dealer decision waits for, or null (the game or a player's move is next). `members`: the seats not excluded. */
export function deckStep(ctx: DeckContext, flow: DeckFlow, need: DrawNeed, members: readonly number[]): DeckStep | null {
  // A hidden recycle is settled at once: its joint shuffle is set up at the next deal from it.
  if (need.kind === 'recycle-hidden') return null;
  // The set-up of the decision's deck comes first, whoever the reveal is for: its whole batch, in lockstep.
  // A hand's card was dealt from a joint shuffle set up long before.
  const current = need.kind === 'reveal-hand' ? undefined : deckOf(flow, need.deck);
  const setup = current === undefined || current.stale ? null : nextSetupStep(current);
  if (current !== undefined && setup !== null) {
    const ref = batchRef(current);
    return { kind: 'setup', key: `${setup.kind}|${ref}|${setup.seat}`, ref, decks: batchOf(flow, current), phase: setup.kind, seat: setup.seat };
  }
  const at = target(ctx, flow, need, members);
  if (at === null) return null;
  const { jd, to } = at;
  const position = at.position ?? topOf(jd);
  const needed = needOf(jd, position, to);
  if (needed.kind === 'complete' || needed.kind === 'done') return null;
  const ref = revealRef(jd, position);
  const who = needed.kind === 'share' ? 'all' : needed.seat;
  return { kind: 'reveal', key: `reveal|${ref}|${to ?? 'all'}|${needed.kind}|${who}`, deck: jd, position, to, ref, need: needed };
}

/** The deck, position (null: the top) and target a dealer decision reveals, once its deck exists. */
function target(ctx: DeckContext, flow: DeckFlow, need: DrawNeed, members: readonly number[]): { readonly jd: JointDeck; readonly position: number | null; readonly to: number | null } | null {
  if (need.kind === 'reveal-hand') {
    const held = handTarget(flow, need.seat, need.card);
    return held === null ? null : { jd: held.jd, position: held.position, to: null };
  }
  if (need.kind === 'reveal-dealt') {
    const jd = deckOf(flow, need.deck);
    if (jd === undefined || jd.stale || need.seat === undefined) return null;
    const redeal = jd.dealt[need.seat] === undefined && jd.members.length < ctx.houses.length;
    const position = redeal ? topOf(jd) : jd.dealt[need.seat];
    return position === undefined ? null : { jd, position, to: null };
  }
  const to = need.kind === 'reveal-top' ? null : seatOfHouse(ctx, need.seat);
  const jd = deckOf(flow, need.deck);
  // A stale deck is replaced before anything is asked of it (settleDeck); an excluded target sees nothing.
  if (jd === undefined || jd.stale || (to !== null && (!isMember(jd, to) || !members.includes(to)))) return null;
  return { jd, position: null, to };
}

/**
 * The deck's transitions that need no entry (new shuffles, completed reveals, dealer moves): the
 * next flow and what happened. `members`: the seats not excluded, who play a new joint shuffle.
 */
export function settleDeck(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, need: DeckNeed, members: readonly number[]): Settled {
  const settled = settleNeed(ctx, flow, state, d, need, members);
  // A fresh joint shuffle needs a seat to play it: with every seat not excluded set aside from the
  // decks (a set-aside seat's vote timed the last one out), nobody can deal, and the game halts,
  // naming nobody. A joint deck of no player would open its cards with no lock at all.
  const fresh = settled.flow.all.slice(flow.all.length).map((jd) => jd.engineDeck);
  if (fresh.length > 0 && members.length === 0) return unsupported(flow, `a joint shuffle of ${fresh.join(', ')} with no seat to play it: every seat not excluded is set aside from the decks`);
  return settled;
}

function settleNeed(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, need: DeckNeed, members: readonly number[]): Settled {
  switch (need.kind) {
    case 'reshuffle': {
      // The game's bookkeeping of a reshuffle; the cards get a new joint shuffle at the next draw.
      const jd = deckOf(flow, need.deck);
      return { flow: jd === undefined ? flow : withJointDeck(flow, { ...jd, stale: true }), outcome: { kind: 'move', move: need.move } };
    }
    case 'deal':
      return settleDeal(ctx, flow, state, d, need, members);
    case 'reveal-dealt':
      return settleDealtReveal(ctx, flow, state, d, need.deck, need.seat, members);
    case 'deal-hand':
      return settleHand(ctx, flow, state, d, need, members);
    case 'reveal-hand':
      return settleHandReveal(ctx, flow, d, need, members);
    case 'recycle-hidden':
      return settleRecycle(ctx, flow, need, members);
    case 'unsupported':
      return unsupported(flow, need.detail);
    case 'reveal-top':
      return settleRevealTop(ctx, flow, state, d, need, members);
    case 'show-top':
      return settleShowTop(ctx, flow, state, d, need, members);
  }
}

/**
 * The flow with the current deck of `need` stale when what it needs next can only come from seats
 * not in `members` (excluded: fold.ts); null when the deck can go on. The step in progress is
 * finished first by the seats still in it — their shares count wherever they arrive in the step —
 * and the deck is abandoned only once nothing but an excluded seat's entry is missing, so every
 * peer abandons it at the same point. The next draw then sets up a fresh joint shuffle among
 * `members` over the game's remaining cards: a reveal in progress starts again on the fresh deck, a
 * card dealt privately is dealt again, face up, at its reveal, and a card shown to one seat is
 * shuffled back in. Nobody learns a card by it: the old deck is never opened again.
 */
export function abandonedDeck(ctx: DeckContext, flow: DeckFlow, need: DrawNeed, members: readonly number[]): DeckFlow | null {
  // A hand's card needs its owner's share alone: with the owner excluded, settleHandReveal halts (not built: README).
  // A hidden recycle asks nothing of any seat.
  if (need.kind === 'reveal-hand' || need.kind === 'recycle-hidden') return null;
  const step = deckStep(ctx, flow, need, members);
  if (step === null) return null;
  // A deck that dealt a hand cannot be replaced by a fresh shuffle of the game's cards (which of
  // them are in hands is hidden): a hand's deal from it that needs an excluded seat's share halts (settleHand).
  if (need.kind === 'deal-hand' && step.kind === 'reveal' && dealtHands(step.deck)) return null;
  const needs = step.kind === 'setup' ? [step.seat] : step.need.kind === 'share' ? step.need.seats : [step.need.seat];
  if (needs.some((seat) => members.includes(seat))) return null;
  // A batch in its set-up is abandoned whole: its decks are set up in lockstep.
  const decks = step.kind === 'setup' ? step.decks : [step.deck];
  return decks.reduce((f, jd) => withJointDeck(f, { ...jd, stale: true }), flow);
}

/** Follows applied moves that move cards without the dealer (a seat's move that puts the top card at the bottom, unopened). */
export function observeMove(ctx: DeckContext, flow: DeckFlow, move: unknown): DeckFlow {
  const deck = ctx.policy.buried(move);
  if (deck === null) return flow;
  const jd = deckOf(flow, deck);
  return jd === undefined ? flow : withJointDeck(flow, topToBottom(jd));
}
