// The protocol's dealer, as plain data and pure functions, driven by the game's deck policy
// (GameModule.decks, game-module.ts): which joint deck a dealer decision uses, when a new joint
// shuffle is due, which position is revealed to whom, and the move the game gets once the reveal
// is complete. Every replica runs it on the same entries, so all agree on every position dealt
// and opened. What the game asks (DeckNeed):
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
//   - `deal-hand`: the top `count` positions, one after another, each privately to one seat (a
//     hand from a deck of its own), removed and noted in `hands`; the game's move (`handMove`)
//     carries their refs (`<spec>@<position>`), never reused: a deck shuffled again is a new spec.
//     A deck that has dealt a hand is never abandoned (which of its cards are in hands is hidden,
//     so no fresh shuffle of the rest can be named): a deal from it, or a hand's reveal, that needs
//     the share of a seat no longer playing the decks halts the game (`unsupported`).
//   - `reveal-hand`: publicly opens the position a ref names, only if that joint shuffle dealt it
//     to that seat's hand (the current one or an older one): a card played from hand. Only the
//     owner's share is still needed; one for another position is its `bad-share`.
//   - `recycle-hidden`: cards of a seat's hand that only it has seen, shuffled back face down (a
//     cycle pile) as a new joint shuffle of the deck whose cards are their positions' final points
//     (crypto/deck-recycle.ts), set up at the next deal from it: nobody, the owner included, knows
//     its order; the owner is shown each card dealt from it as the card it knew. Only the owner's
//     own dealt, unopened cards (and, listed apart as `open`, its dealt cards opened to everyone
//     since: a pile's face-up cards), and only once the deck has no undealt card left. A card dealt
//     from it is played by `reveal-hand` as any other: its position opens to the ref of the one it
//     came from, which is opened next (the owner's share alone each time: every other seat's was
//     published when the card was dealt), and so on back to the first deal.
//   - `unsupported`: a deck operation the game needs that the protocol cannot serve yet (Orthanc's
//     recycle of a deck's undealt rest): the game halts with the game's reason, as for any deal above that halts.
//   - Set-ups are batched (README, "Deck flow"): when a deck of the policy's `batched` list needs
//     a new joint shuffle, every other deck of that list that has none yet, or a stale one, and
//     cards left in the game, gets its new one in the same set-up. Each seat's one `shuffle` entry
//     carries its shuffle of every deck of the batch, then each seat's one `lock` entry its locks:
//     2n message delays for the batch instead of 2n per deck (the seats' order within a deck is
//     sequential by construction: each shuffles the previous output). Any other deck is set up alone.
//   - An excluded seat (fold.ts, README "Exclusion") can no longer shuffle, lock or share: a joint
//     deck that needs it is abandoned (with the whole batch, when in its set-up), and the next
//     draw of it sets up a fresh joint shuffle among the remaining seats over the game's
//     remaining cards (`abandonedDeck`).
import { cardRef, parseCardRef, type DeckNeed, type DeckPolicy, type GameDecision } from './game-module';
import {
  completeReveal,
  engineCard,
  isLocked,
  isMember,
  isReady,
  isRecycledDeck,
  missingShares,
  needOf,
  newJointDeck,
  newRecycledDeck,
  nextSetupStep,
  openCard,
  remainingCards,
  removeTop,
  requestReveal,
  revealRef,
  specCardIds,
  topOf,
  topToBottom,
  type JointDeck,
  type RevealNeed,
} from './joint-deck';

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

/** A private reveal just completed: `seat` alone may now open `position` of the deck named `deck` (its spec id). */
export interface PrivateReveal {
  readonly seat: number;
  readonly deck: string;
  readonly position: number;
}

/** What settling a deck decision did. */
export type DeckOutcome =
  | { readonly kind: 'wait' }
  /** An internal change (a new joint deck, a private reveal recorded): settle again. */
  | { readonly kind: 'changed'; readonly reveal?: PrivateReveal }
  /** The dealer's move for the game. */
  | { readonly kind: 'move'; readonly move: unknown; readonly reveal?: PrivateReveal }
  /** A position opened to no card: some shuffle was dishonest, open the seeds and audit. */
  | { readonly kind: 'abort'; readonly detail: string }
  /** A decision this layer cannot serve (outside the rules it was built for). */
  | { readonly kind: 'unsupported'; readonly detail: string };

/** Every joint deck of the game in creation order, and which is current for each of the game's decks. */
export interface DeckFlow {
  readonly all: readonly JointDeck[];
  /** Per deck of the game, the index in `all` of its current joint shuffle. */
  readonly current: Readonly<Record<string, number>>;
}

/** What the deck flow needs to know of the game: its id, the name of each seat in seat order, and how its cards are dealt. */
export interface DeckContext {
  readonly game: Uint8Array;
  readonly houses: readonly string[];
  readonly policy: DeckPolicy;
}

/** A dealer decision's need that plays a joint deck (every one but a reshuffle and a halt; a hidden recycle asks no entry: deckStep gives none). */
export type DrawNeed = Exclude<DeckNeed, { readonly kind: 'reshuffle' } | { readonly kind: 'unsupported' }>;

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

export const NO_DECKS: DeckFlow = { all: [], current: {} };

function seatOf(ctx: DeckContext, house: string): number {
  const seat = ctx.houses.indexOf(house);
  if (seat < 0) throw new RangeError(`expected a seated house, got ${house}`);
  return seat;
}

/** The current joint shuffle of one of the game's decks, if any. */
export function deckOf(flow: DeckFlow, deck: string): JointDeck | undefined {
  const i = flow.current[deck];
  return i === undefined ? undefined : flow.all[i];
}

/** The flow with `jd` in place of the joint shuffle of the same spec: the current one of its deck, or an older one (a hand's card, `reveal-hand`). */
export function withJointDeck(flow: DeckFlow, jd: JointDeck): DeckFlow {
  const current = flow.current[jd.engineDeck];
  const i = current !== undefined && flow.all[current]?.spec.deck === jd.spec.deck ? current : flow.all.findIndex((x) => x.spec.deck === jd.spec.deck);
  if (i < 0) throw new RangeError(`expected a joint deck of the game, got ${jd.spec.deck}`);
  const all = [...flow.all];
  all[i] = jd;
  return { ...flow, all };
}

/** The name of a batch in entries and expectation keys: its decks' spec names, joined by '+'. */
export function batchRef(jd: JointDeck): string {
  return jd.batch.join('+');
}

/** The decks of `jd`'s batch, in batch order (each the current one of its deck while the batch is set up). */
export function batchOf(flow: DeckFlow, jd: JointDeck): JointDeck[] {
  return jd.batch.map((name) => {
    const found = flow.all.find((x) => x.spec.deck === name);
    if (found === undefined) throw new RangeError(`expected the joint deck ${name} of batch ${batchRef(jd)}`);
    return found;
  });
}

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

type Settled = { readonly flow: DeckFlow; readonly outcome: DeckOutcome };

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
  if (fresh.length > 0 && members.length === 0) return { flow, outcome: { kind: 'unsupported', detail: `a joint shuffle of ${fresh.join(', ')} with no seat to play it: every seat not excluded is set aside from the decks` } };
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
      return { flow, outcome: { kind: 'unsupported', detail: need.detail } };
    case 'reveal-top':
      return settleRevealTop(ctx, flow, state, d, need, members);
    case 'show-top':
      return settleShowTop(ctx, flow, state, d, need, members);
  }
}

const WAIT = { kind: 'wait' } as const;

/** The top position opened to everyone, then removed or put at the bottom. */
function settleRevealTop(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, need: DeckNeed & { readonly kind: 'reveal-top' }, members: readonly number[]): Settled {
  const fresh = ensureDeck(ctx, flow, state, need.deck, ctx.policy.cards(state, need.deck, d), members);
  if (fresh !== null) return { flow: fresh, outcome: { kind: 'changed' } };
  const current = deckOf(flow, need.deck)!;
  if (!isReady(current)) return { flow, outcome: WAIT };
  const position = topOf(current);
  // 'done': a card revealed before, come round to the top again (it stays open).
  const { deck: jd, need: needed } = requestReveal(current, position, null);
  if (needed.kind !== 'complete' && needed.kind !== 'done') return { flow: withJointDeck(flow, jd), outcome: WAIT };
  const opened = openCard(jd, position);
  if (!opened.ok) return { flow: withJointDeck(flow, jd), outcome: { kind: 'abort', detail: `${jd.spec.deck} position ${position} opens to no card` } };
  const revealed = completeReveal(opened.value.deck, position, null);
  const next = need.then === 'bottom' ? topToBottom(revealed) : removeTop(revealed);
  return { flow: withJointDeck(flow, next), outcome: { kind: 'move', move: ctx.policy.revealMove(d, opened.value.card) } };
}

/** The top position shown to one seat alone; it stays on top, and the seat's own decision follows. */
function settleShowTop(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, need: DeckNeed & { readonly kind: 'show-top' }, members: readonly number[]): Settled {
  const fresh = ensureDeck(ctx, flow, state, need.deck, ctx.policy.cards(state, need.deck, d), members);
  if (fresh !== null) return { flow: fresh, outcome: { kind: 'changed' } };
  const current = deckOf(flow, need.deck)!;
  if (!isReady(current)) return { flow, outcome: WAIT };
  const holder = seatOf(ctx, need.seat);
  const position = topOf(current);
  const { deck: jd, need: needed } = requestReveal(current, position, holder);
  if (needed.kind !== 'complete') return { flow: withJointDeck(flow, jd), outcome: WAIT };
  return { flow: withJointDeck(flow, completeReveal(jd, position, holder)), outcome: { kind: 'changed', reveal: { seat: holder, deck: jd.spec.deck, position } } };
}

/** Follows applied moves that move cards without the dealer (a seat's move that puts the top card at the bottom, unopened). */
export function observeMove(ctx: DeckContext, flow: DeckFlow, move: unknown): DeckFlow {
  const deck = ctx.policy.buried(move);
  if (deck === null) return flow;
  const jd = deckOf(flow, deck);
  return jd === undefined ? flow : withJointDeck(flow, topToBottom(jd));
}

/** A deal: the top position, privately to the seat, removed and noted as dealt to it. */
function settleDeal(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, need: DeckNeed & { readonly kind: 'deal' }, members: readonly number[]): Settled {
  const { deck, seat: house } = need;
  const current = deckOf(flow, deck);
  if (current === undefined || current.stale) return { flow: newDeck(ctx, flow, deck, ctx.policy.cards(state, deck, d), members), outcome: { kind: 'changed' } };
  if (!isReady(current)) return { flow, outcome: WAIT };
  const position = topOf(current);
  if (!isLocked(current, position)) return { flow, outcome: { kind: 'unsupported', detail: `a draw beyond the ${ctx.policy.locked(deck) ?? 'all'} locked positions of ${current.spec.deck}` } };
  const seat = seatOf(ctx, house);
  if (!isMember(current, seat) || !members.includes(seat)) {
    // An excluded seat sees nothing: the position is dealt face down to nobody, opened at its reveal.
    const dealt = removeTop({ ...current, dealt: { ...current.dealt, [house]: position } });
    return { flow: withJointDeck(flow, dealt), outcome: { kind: 'move', move: need.move } };
  }
  const { deck: jd, need: needed } = requestReveal(current, position, seat);
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
function settleDealtReveal(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, deck: string, house: string | undefined, members: readonly number[]): Settled {
  const stale = deckOf(flow, deck);
  if (stale?.stale === true && house !== undefined) return { flow: newDeck(ctx, flow, deck, ctx.policy.cards(state, deck, d), members), outcome: { kind: 'changed' } };
  const current = deckOf(flow, deck);
  if (current !== undefined && !isReady(current)) return { flow, outcome: WAIT };
  const redeal = current !== undefined && house !== undefined && current.dealt[house] === undefined && current.members.length < ctx.houses.length;
  const position = house === undefined ? undefined : redeal ? topOf(current) : current?.dealt[house];
  if (current === undefined || house === undefined || position === undefined) return { flow, outcome: { kind: 'unsupported', detail: `a reveal of the ${deck} card of ${String(house)} with no card dealt` } };
  const { deck: jd, need } = requestReveal(current, position, null);
  if (need.kind !== 'complete') return { flow: withJointDeck(flow, jd), outcome: WAIT };
  const opened = openCard(jd, position);
  if (!opened.ok) return { flow: withJointDeck(flow, jd), outcome: { kind: 'abort', detail: `${jd.spec.deck} position ${position}, dealt to ${house}, opens to no card` } };
  const revealed = completeReveal(opened.value.deck, position, null);
  return { flow: withJointDeck(flow, redeal ? removeTop({ ...revealed, dealt: { ...revealed.dealt, [house]: position } }) : revealed), outcome: { kind: 'move', move: ctx.policy.revealMove(d, opened.value.card) } };
}

/**
 * A hand: the top `count` positions, one after another, each privately to the seat (as `deal`),
 * removed and noted in `hands`; once all are dealt, the game's `handMove` with their refs.
 */
function settleHand(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, need: DeckNeed & { readonly kind: 'deal-hand' }, members: readonly number[]): Settled {
  const { deck, seat: house, count } = need;
  const current = deckOf(flow, deck);
  // A joint shuffle of hidden cards abandoned before it dealt any (an excluded seat): the same cards again, among the seats left.
  if (current?.stale === true && isRecycledDeck(current)) return reshuffledHidden(ctx, flow, current, members);
  if (current === undefined || current.stale) return { flow: newDeck(ctx, flow, deck, ctx.policy.cards(state, deck, d), members), outcome: { kind: 'changed' } };
  if (!isReady(current)) return { flow, outcome: WAIT };
  if (ctx.policy.handMove === undefined || !Number.isSafeInteger(count) || count < 1) return { flow, outcome: { kind: 'unsupported', detail: `a hand of ${count} dealt by a game without handMove, or of no card` } };
  if (current.order.length === 0) return { flow, outcome: { kind: 'unsupported', detail: `a hand dealt from ${current.spec.deck} with no card left` } };
  const position = topOf(current);
  if (!isLocked(current, position)) return { flow, outcome: { kind: 'unsupported', detail: `a draw beyond the ${ctx.policy.locked(deck) ?? 'all'} locked positions of ${current.spec.deck}` } };
  const seat = seatOf(ctx, house);
  // An excluded seat sees nothing: the position is dealt face down to nobody (its reveal needs every member's share).
  const sees = isMember(current, seat) && members.includes(seat);
  const asked = sees ? requestReveal(current, position, seat) : null;
  if (asked !== null && asked.need.kind !== 'complete') {
    const from = asked.need.kind === 'share' ? asked.need.seats : asked.need.kind === 'done' ? null : [asked.need.seat];
    if (from !== null && !from.some((x) => members.includes(x)) && dealtHands(current)) return { flow, outcome: { kind: 'unsupported', detail: `a hand dealt from ${current.spec.deck} needs an excluded seat's share` } };
    return { flow: withJointDeck(flow, asked.deck), outcome: WAIT };
  }
  const seen = asked === null ? current : completeReveal(asked.deck, position, seat);
  const reveal = asked === null ? undefined : { seat, deck: seen.spec.deck, position };
  const dealing = [...seen.dealing, position];
  const done = dealing.length === count;
  const next = removeTop({ ...seen, hands: { ...seen.hands, [house]: [...(seen.hands[house] ?? []), position] }, dealing: done ? [] : dealing });
  if (!done) return { flow: withJointDeck(flow, next), outcome: { kind: 'changed', ...(reveal === undefined ? {} : { reveal }) } };
  const move = ctx.policy.handMove(d, dealing.map((p) => cardRef(seen.spec.deck, p)));
  return { flow: withJointDeck(flow, next), outcome: { kind: 'move', move, ...(reveal === undefined ? {} : { reveal }) } };
}

/** Whether a joint shuffle has dealt any card to a hand (or is dealing one). */
function dealtHands(jd: JointDeck): boolean {
  return jd.dealing.length > 0 || Object.keys(jd.hands).length > 0;
}

/** The joint shuffle and position of a card of `house`'s hand, or null when `ref` names none (not a ref, no such shuffle, or not dealt to that hand). */
function handCard(flow: DeckFlow, house: string, ref: string): { readonly jd: JointDeck; readonly position: number } | null {
  const parsed = parseCardRef(ref);
  const jd = parsed === null ? undefined : flow.all.find((x) => x.spec.deck === parsed.spec);
  if (parsed === null || jd === undefined || jd.hands[house]?.includes(parsed.position) !== true || jd.recycled[house]?.includes(parsed.position) === true) return null;
  return { jd, position: parsed.position };
}

/** The position a card of a joint shuffle of hidden cards opened to (its ref), if it was shuffled back from `house`'s hand; else null. */
function recycledFrom(flow: DeckFlow, house: string, ref: string): { readonly jd: JointDeck; readonly position: number } | null {
  const parsed = parseCardRef(ref);
  const jd = parsed === null ? undefined : flow.all.find((x) => x.spec.deck === parsed.spec);
  if (parsed === null || jd === undefined || jd.recycled[house]?.includes(parsed.position) !== true) return null;
  return { jd, position: parsed.position };
}

/**
 * The position a hand card's reveal opens next: its ref's, or, once that position of a joint
 * shuffle of hidden cards is open, the one its card came from, and so on; null when `ref` names no
 * card of `house`'s hand. Each step goes to an older joint shuffle, so it ends.
 */
function handTarget(flow: DeckFlow, house: string, ref: string): { readonly jd: JointDeck; readonly position: number } | null {
  let at = handCard(flow, house, ref);
  while (at !== null && isRecycledDeck(at.jd) && at.jd.opened[at.position] != null) at = recycledFrom(flow, house, at.jd.opened[at.position]!);
  return at;
}

/**
 * A card played from hand: the position its ref names, opened to everyone, only if that joint
 * shuffle dealt it to the seat's hand. The game refuses a play of a card not in the hand (its own
 * record of the refs): this is the dealer's own check, so that no position is opened that was not
 * dealt to that seat. Only the owner's share is still needed; with the owner excluded, nobody can
 * open it: the game halts (not built: README, "Hands"). A card dealt from a joint shuffle of hidden
 * cards shuffled back (`recycle-hidden`) opens to the ref it came from, which is opened next, and so
 * on back to its first deal: the owner's share alone each time (the others' were published when it
 * was dealt to it), in as many steps.
 */
function settleHandReveal(ctx: DeckContext, flow: DeckFlow, d: GameDecision, need: DeckNeed & { readonly kind: 'reveal-hand' }, members: readonly number[]): Settled {
  let held = handCard(flow, need.seat, need.card);
  if (held === null) return { flow, outcome: { kind: 'unsupported', detail: `a reveal of ${need.card}, not a card of the hand of ${need.seat}` } };
  // A card dealt from a joint shuffle of hidden cards opens to the ref it came from: opened in turn, back to its first deal.
  for (let f = flow; ; ) {
    const { deck: jd, need: needed } = requestReveal(held.jd, held.position, null);
    if (needed.kind !== 'complete' && needed.kind !== 'done') {
      const from = needed.kind === 'share' ? needed.seats : [needed.seat];
      if (!from.some((seat) => members.includes(seat))) return { flow, outcome: { kind: 'unsupported', detail: `${need.card} of the hand of ${need.seat} needs an excluded seat's share` } };
      return { flow: withJointDeck(f, jd), outcome: WAIT };
    }
    const opened = openCard(jd, held.position);
    if (!opened.ok) return { flow: withJointDeck(f, jd), outcome: { kind: 'abort', detail: `${jd.spec.deck} position ${held.position}, dealt to ${need.seat}, opens to no card` } };
    if (!isRecycledDeck(jd)) return { flow: withJointDeck(f, completeReveal(opened.value.deck, held.position, null)), outcome: { kind: 'move', move: ctx.policy.revealMove(d, opened.value.card) } };
    // Opened on an earlier settle ('done'), it was recorded then.
    f = withJointDeck(f, needed.kind === 'done' ? opened.value.deck : completeReveal(opened.value.deck, held.position, null));
    const from = recycledFrom(f, need.seat, opened.value.card);
    if (from === null) return { flow, outcome: { kind: 'unsupported', detail: `${jd.spec.deck} position ${held.position} opens to ${opened.value.card}, not a card shuffled back from the hand of ${need.seat}` } };
    held = from;
  }
}

/**
 * Cards of a seat's hand that only it has seen, shuffled back face down (`recycle-hidden`): a new
 * joint shuffle of the deck whose cards are their positions' final points, named by their refs, set
 * up at the next deal from it; the game's move at once. The dealer's own checks, each of which
 * halts the game with its reason (the game asked what it must not): every ref is a card dealt to
 * that seat's hand, not opened, not shuffled back already, and seen by it alone with every other
 * share published (so that its play needs the owner's share alone); every ref of `open` a card
 * dealt to that seat's hand, seen by it and opened to everyone since (its point is as hidden in the
 * new shuffle as the others'; its play opens it through its old position, already open); the owner
 * still plays the decks; the deck has no undealt card left (undealt cards mixed in would tell the
 * owner which drawn card came from where: Orthanc's recycle is not built).
 */
function settleRecycle(ctx: DeckContext, flow: DeckFlow, need: DeckNeed & { readonly kind: 'recycle-hidden' }, members: readonly number[]): Settled {
  const { deck, seat: house, cards: refs } = need;
  const open = need.open ?? [];
  const refuse = (why: string): Settled => ({ flow, outcome: { kind: 'unsupported', detail: `a hidden recycle of ${deck} for ${house}: ${why}` } });
  const seat = seatOf(ctx, house);
  if (!members.includes(seat)) return refuse('its owner no longer plays the decks');
  if (!Array.isArray(refs) || !Array.isArray(open) || refs.length + open.length === 0) return refuse('no card');
  if (new Set([...refs, ...open]).size !== refs.length + open.length) return refuse('a card twice');
  const current = deckOf(flow, deck);
  if (current !== undefined && current.order.length > 0) return refuse(`${current.spec.deck} has undealt cards`);
  const sources: { readonly ref: string; readonly jd: JointDeck; readonly position: number }[] = [];
  for (const ref of refs) {
    const held = handCard(flow, house, ref);
    if (held === null) return refuse(`${ref} is not a card of its hand`);
    const { jd, position } = held;
    if (jd.opened[position] != null) return refuse(`${ref} was opened`);
    if (jd.privatelyOpened[position]?.includes(seat) !== true || missingShares(jd, position, seat).length > 0) return refuse(`${ref} was not seen by it alone`);
    sources.push({ ref, jd, position });
  }
  for (const ref of open) {
    const held = handCard(flow, house, ref);
    if (held === null) return refuse(`${ref} is not a card of its hand`);
    const { jd, position } = held;
    if (jd.opened[position] == null) return refuse(`${ref} was not opened to everyone`);
    if (jd.privatelyOpened[position]?.includes(seat) !== true) return refuse(`${ref} was not seen by it`);
    sources.push({ ref, jd, position });
  }
  const made = newHidden(ctx, flow, deck, sources, members);
  if (made === null) return refuse('two of its cards have the same final point');
  // Each source position leaves the hand: it is opened only through the new joint shuffle from now on.
  const marked = sources.reduce((f, { jd: { spec }, position }) => {
    const jd = f.all.find((x) => x.spec.deck === spec.deck)!;
    return withJointDeck(f, { ...jd, recycled: { ...jd.recycled, [house]: [...(jd.recycled[house] ?? []), position] } });
  }, flow);
  return { flow: { all: [...marked.all, made], current: { ...marked.current, [deck]: marked.all.length } }, outcome: { kind: 'move', move: need.move } };
}

/** A new joint shuffle of `deck` (its next name) of the hidden cards at `sources`, played by `members`; null when their points make no deck. */
function newHidden(ctx: DeckContext, flow: DeckFlow, deck: string, sources: readonly { readonly ref: string; readonly jd: JointDeck; readonly position: number }[], members: readonly number[]): JointDeck | null {
  const name = `${deck}#${flow.all.filter((jd) => jd.engineDeck === deck).length}`;
  const locked = ctx.policy.locked(deck);
  const made = newRecycledDeck(deck, { game: ctx.game, deck: name, ...(locked === undefined ? {} : { locked: Math.min(locked, sources.length) }) }, sources, members);
  return made.ok ? made.value : null;
}

/** A joint shuffle of hidden cards abandoned in its set-up or before its first deal: the same cards, shuffled again among `members`. */
function reshuffledHidden(ctx: DeckContext, flow: DeckFlow, stale: JointDeck, members: readonly number[]): Settled {
  const sources = stale.spec.cards.map((id) => {
    const ref = engineCard(id);
    const parsed = parseCardRef(ref)!;
    return { ref, jd: flow.all.find((x) => x.spec.deck === parsed.spec)!, position: parsed.position };
  });
  const made = newHidden(ctx, flow, stale.engineDeck, sources, members);
  if (made === null) throw new RangeError(`expected the cards of ${stale.spec.deck} to make a deck again`);
  return { flow: { all: [...flow.all, made], current: { ...flow.current, [stale.engineDeck]: flow.all.length } }, outcome: { kind: 'changed' } };
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
  const to = need.kind === 'reveal-top' ? null : seatOf(ctx, need.seat);
  const jd = deckOf(flow, need.deck);
  // A stale deck is replaced before anything is asked of it (settleDeck); an excluded target sees nothing.
  if (jd === undefined || jd.stale || (to !== null && (!isMember(jd, to) || !members.includes(to)))) return null;
  return { jd, position: null, to };
}

/**
 * A flow with a new joint shuffle when the deck has none, was reshuffled, or holds other cards; null
 * when the current one stands. The new one is batched (header): every other deck of the policy's
 * `batched` list with no joint shuffle yet, or a stale one, and cards left in the game, gets its new one too.
 */
function ensureDeck(ctx: DeckContext, flow: DeckFlow, state: unknown, deck: string, cards: readonly string[], members: readonly number[]): DeckFlow | null {
  const jd = deckOf(flow, deck);
  const sorted = (a: readonly string[]) => [...a].sort().join('\u0000');
  if (jd !== undefined && !jd.stale && sorted(remainingCards(jd)) === sorted(cards)) return null;
  const batched = ctx.policy.batched;
  if (!batched.includes(deck)) return newDeck(ctx, flow, deck, cards, members);
  const batch = batched.flatMap((other) => {
    if (other === deck) return [{ deck, cards }];
    const current = deckOf(flow, other);
    if (current !== undefined && !current.stale) return [];
    const left = ctx.policy.cards(state, other, null);
    return left.length === 0 ? [] : [{ deck: other, cards: left }];
  });
  return newDecks(ctx, flow, batch, members);
}

function newDeck(ctx: DeckContext, flow: DeckFlow, deck: string, cards: readonly string[], members: readonly number[]): DeckFlow {
  return newDecks(ctx, flow, [{ deck, cards }], members);
}

/** New joint shuffles, one per deck given, set up together (one batch) by `members`; each locks what the policy says. */
function newDecks(ctx: DeckContext, flow: DeckFlow, decks: readonly { readonly deck: string; readonly cards: readonly string[] }[], members: readonly number[]): DeckFlow {
  const named = decks.map(({ deck, cards }) => ({ deck, cards, name: `${deck}#${flow.all.filter((jd) => jd.engineDeck === deck).length}` }));
  const batch = named.map((x) => x.name);
  return named.reduce((f, { deck, cards, name }) => {
    const locked = ctx.policy.locked(deck);
    const spec = { game: ctx.game, deck: name, cards: specCardIds(cards), players: members.length, ...(locked === undefined ? {} : { locked }) };
    return { all: [...f.all, newJointDeck(deck, spec, members, batch)], current: { ...f.current, [deck]: f.all.length } };
  }, flow);
}
