// Hands (README, "Hands"): cards dealt to one seat each from a deck of its own, played card by
// card, and shuffled back face down when the deck runs out.
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
import { cardRef, parseCardRef, type DeckNeed, type GameDecision } from './game-module';
import { completeReveal, engineCard, isLocked, isMember, isReady, isRecycledDeck, missingShares, newRecycledDeck, openCard, removeTop, requestReveal, topOf, type JointDeck } from './joint-deck';
import { WAIT, badLocks, beyondLocks, deckOf, seatOfHouse, unsupported, withJointDeck, type DeckContext, type DeckFlow, type Settled } from './deck-state';
import { newDeck } from './deck-shuffles';

/**
 * A hand: the top `count` positions, one after another, each privately to the seat (as `deal`),
 * removed and noted in `hands`; once all are dealt, the game's `handMove` with their refs.
 */
export function settleHand(ctx: DeckContext, flow: DeckFlow, state: unknown, d: GameDecision, need: DeckNeed & { readonly kind: 'deal-hand' }, members: readonly number[]): Settled {
  const { deck, count } = need;
  const current = deckOf(flow, deck);
  // A joint shuffle of hidden cards abandoned before it dealt any (an excluded seat): the same cards again, among the seats left.
  if (current?.stale === true && isRecycledDeck(current)) return reshuffledHidden(ctx, flow, current, members);
  if (current === undefined || current.stale) return { flow: newDeck(ctx, flow, deck, ctx.policy.cards(state, deck, d), members), outcome: { kind: 'changed' } };
  if (!isReady(current)) return { flow, outcome: WAIT };
  const handMove = ctx.policy.handMove;
  if (handMove === undefined || !Number.isSafeInteger(count) || count < 1) return unsupported(flow, `a hand of ${count} dealt by a game without handMove, or of no card`);
  if (current.order.length === 0) return unsupported(flow, `a hand dealt from ${current.spec.deck} with no card left`);
  if (!isLocked(current, topOf(current))) return unsupported(flow, beyondLocks(ctx, current));
  return dealToHand(ctx, flow, current, need, members, (refs) => handMove.call(ctx.policy, d, refs));
}

/**
 * The next card of a hand: the top position shown to its seat alone (once every other member
 * published its share), noted in `hands`; the game's move once the hand has `count` cards.
 */
function dealToHand(ctx: DeckContext, flow: DeckFlow, current: JointDeck, need: DeckNeed & { readonly kind: 'deal-hand' }, members: readonly number[], handMove: (refs: string[]) => unknown): Settled {
  const { seat: house, count } = need;
  const position = topOf(current);
  const seat = seatOfHouse(ctx, house);
  // An excluded seat sees nothing: the position is dealt face down to nobody (its reveal needs every member's share).
  const sees = isMember(current, seat) && members.includes(seat);
  const asked = sees ? requestReveal(current, position, seat, ctx.madeHere) : null;
  if (asked !== null && asked.bad.length > 0) return badLocks(flow, asked, position);
  if (asked !== null && asked.need.kind !== 'complete') {
    const from = asked.need.kind === 'share' ? asked.need.seats : asked.need.kind === 'done' ? null : [asked.need.seat];
    if (from !== null && !from.some((x) => members.includes(x)) && dealtHands(current)) return unsupported(flow, `a hand dealt from ${current.spec.deck} needs an excluded seat's share`);
    return { flow: withJointDeck(flow, asked.deck), outcome: WAIT };
  }
  const seen = asked === null ? current : completeReveal(asked.deck, position, seat);
  const reveal = asked === null ? undefined : { seat, deck: seen.spec.deck, position };
  const dealing = [...seen.dealing, position];
  const done = dealing.length === count;
  const next = removeTop({ ...seen, hands: { ...seen.hands, [house]: [...(seen.hands[house] ?? []), position] }, dealing: done ? [] : dealing });
  if (!done) return { flow: withJointDeck(flow, next), outcome: { kind: 'changed', ...(reveal === undefined ? {} : { reveal }) } };
  const move = handMove(dealing.map((p) => cardRef(seen.spec.deck, p)));
  return { flow: withJointDeck(flow, next), outcome: { kind: 'move', move, ...(reveal === undefined ? {} : { reveal }) } };
}

/** Whether a joint shuffle has dealt any card to a hand (or is dealing one). */
export function dealtHands(jd: JointDeck): boolean {
  return jd.dealing.length > 0 || Object.keys(jd.hands).length > 0;
}

/** A position of one joint shuffle of the game. */
interface CardAt {
  readonly jd: JointDeck;
  readonly position: number;
}

/** The joint shuffle and position a card ref (`<spec>@<position>`) names, or null (not a ref, or no such shuffle). */
function cardAt(flow: DeckFlow, ref: string): CardAt | null {
  const parsed = parseCardRef(ref);
  const jd = parsed === null ? undefined : flow.all.find((x) => x.spec.deck === parsed.spec);
  return parsed === null || jd === undefined ? null : { jd, position: parsed.position };
}

/** The joint shuffle and position of a card of `house`'s hand, or null when `ref` names none (not a ref, no such shuffle, or not dealt to that hand). */
function handCard(flow: DeckFlow, house: string, ref: string): CardAt | null {
  const at = cardAt(flow, ref);
  if (at === null || at.jd.hands[house]?.includes(at.position) !== true || at.jd.recycled[house]?.includes(at.position) === true) return null;
  return at;
}

/** The position a card of a joint shuffle of hidden cards opened to (its ref), if it was shuffled back from `house`'s hand; else null. */
function recycledFrom(flow: DeckFlow, house: string, ref: string): CardAt | null {
  const at = cardAt(flow, ref);
  return at !== null && at.jd.recycled[house]?.includes(at.position) === true ? at : null;
}

/**
 * The position a hand card's reveal opens next: its ref's, or, once that position of a joint
 * shuffle of hidden cards is open, the one its card came from, and so on; null when `ref` names no
 * card of `house`'s hand. Each step goes to an older joint shuffle, so it ends.
 */
export function handTarget(flow: DeckFlow, house: string, ref: string): CardAt | null {
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
export function settleHandReveal(ctx: DeckContext, flow: DeckFlow, d: GameDecision, need: DeckNeed & { readonly kind: 'reveal-hand' }, members: readonly number[]): Settled {
  let held = handCard(flow, need.seat, need.card);
  if (held === null) return unsupported(flow, `a reveal of ${need.card}, not a card of the hand of ${need.seat}`);
  // A card dealt from a joint shuffle of hidden cards opens to the ref it came from: opened in turn, back to its first deal.
  for (let f = flow; ; ) {
    const asked = requestReveal(held.jd, held.position, null, ctx.madeHere);
    if (asked.bad.length > 0) return badLocks(f, asked, held.position);
    const { deck: jd, need: needed } = asked;
    if (needed.kind !== 'complete' && needed.kind !== 'done') {
      const from = needed.kind === 'share' ? needed.seats : [needed.seat];
      if (!from.some((seat) => members.includes(seat))) return unsupported(flow, `${need.card} of the hand of ${need.seat} needs an excluded seat's share`);
      return { flow: withJointDeck(f, jd), outcome: WAIT };
    }
    const opened = openCard(jd, held.position);
    if (!opened.ok) return { flow: withJointDeck(f, jd), outcome: { kind: 'abort', detail: `${jd.spec.deck} position ${held.position}, dealt to ${need.seat}, opens to no card` } };
    if (!isRecycledDeck(jd)) return { flow: withJointDeck(f, completeReveal(opened.value.deck, held.position, null)), outcome: { kind: 'move', move: ctx.policy.revealMove(d, opened.value.card) } };
    // Opened on an earlier settle ('done'), it was recorded then.
    f = withJointDeck(f, needed.kind === 'done' ? opened.value.deck : completeReveal(opened.value.deck, held.position, null));
    const from = recycledFrom(f, need.seat, opened.value.card);
    if (from === null) return unsupported(flow, `${jd.spec.deck} position ${held.position} opens to ${opened.value.card}, not a card shuffled back from the hand of ${need.seat}`);
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
export function settleRecycle(ctx: DeckContext, flow: DeckFlow, need: DeckNeed & { readonly kind: 'recycle-hidden' }, members: readonly number[]): Settled {
  const { deck, seat: house } = need;
  const refuse = (why: string): Settled => unsupported(flow, `a hidden recycle of ${deck} for ${house}: ${why}`);
  const seat = seatOfHouse(ctx, house);
  if (!members.includes(seat)) return refuse('its owner no longer plays the decks');
  const sources = recycledCards(flow, need, seat);
  if (typeof sources === 'string') return refuse(sources);
  const made = newHidden(ctx, flow, deck, sources, members);
  if (made === null) return refuse('two of its cards have the same final point');
  const marked = withRecycled(flow, house, sources);
  return { flow: { all: [...marked.all, made], current: { ...marked.current, [deck]: marked.all.length } }, outcome: { kind: 'move', move: need.move } };
}

/** A card shuffled back: its ref and where it was dealt. */
interface Source extends CardAt {
  readonly ref: string;
}

/** The cards a hidden recycle shuffles back (`cards`, then `open`), each checked (settleRecycle); why not, when one fails. */
function recycledCards(flow: DeckFlow, need: DeckNeed & { readonly kind: 'recycle-hidden' }, seat: number): Source[] | string {
  const { deck, seat: house, cards: refs } = need;
  const open = need.open ?? [];
  if (!Array.isArray(refs) || !Array.isArray(open) || refs.length + open.length === 0) return 'no card';
  if (new Set([...refs, ...open]).size !== refs.length + open.length) return 'a card twice';
  const current = deckOf(flow, deck);
  if (current !== undefined && current.order.length > 0) return `${current.spec.deck} has undealt cards`;
  const sources: Source[] = [];
  for (const ref of refs) {
    const held = handCard(flow, house, ref);
    if (held === null) return `${ref} is not a card of its hand`;
    const { jd, position } = held;
    if (jd.opened[position] != null) return `${ref} was opened`;
    // Every other share published: its play needs the owner's share alone.
    if (jd.privatelyOpened[position]?.includes(seat) !== true || missingShares(jd, position, seat).length > 0) return `${ref} was not seen by it alone`;
    sources.push({ ref, jd, position });
  }
  for (const ref of open) {
    const held = handCard(flow, house, ref);
    if (held === null) return `${ref} is not a card of its hand`;
    const { jd, position } = held;
    if (jd.opened[position] == null) return `${ref} was not opened to everyone`;
    if (jd.privatelyOpened[position]?.includes(seat) !== true) return `${ref} was not seen by it`;
    sources.push({ ref, jd, position });
  }
  return sources;
}

/** The flow with each source position out of `house`'s hand: it is opened only through the new joint shuffle from now on. */
function withRecycled(flow: DeckFlow, house: string, sources: readonly Source[]): DeckFlow {
  return sources.reduce((f, { jd: { spec }, position }) => {
    const jd = f.all.find((x) => x.spec.deck === spec.deck)!;
    return withJointDeck(f, { ...jd, recycled: { ...jd.recycled, [house]: [...(jd.recycled[house] ?? []), position] } });
  }, flow);
}

/** A new joint shuffle of `deck` (its next name) of the hidden cards at `sources`, played by `members`; null when their points make no deck. */
function newHidden(ctx: DeckContext, flow: DeckFlow, deck: string, sources: readonly Source[], members: readonly number[]): JointDeck | null {
  const name = `${deck}#${flow.all.filter((jd) => jd.engineDeck === deck).length}`;
  const locked = ctx.policy.locked(deck);
  const made = newRecycledDeck(deck, { game: ctx.game, deck: name, ...(locked === undefined ? {} : { locked: Math.min(locked, sources.length) }) }, sources, members);
  return made.ok ? made.value : null;
}

/** A joint shuffle of hidden cards abandoned in its set-up or before its first deal: the same cards, shuffled again among `members`. */
function reshuffledHidden(ctx: DeckContext, flow: DeckFlow, stale: JointDeck, members: readonly number[]): Settled {
  const sources = stale.spec.cards.map((id) => {
    const ref = engineCard(id);
    const at = cardAt(flow, ref);
    if (at === null) throw new RangeError(`expected a card of a joint shuffle of the game in ${stale.spec.deck}, got ${ref}`);
    return { ref, ...at };
  });
  const made = newHidden(ctx, flow, stale.engineDeck, sources, members);
  if (made === null) throw new RangeError(`expected the cards of ${stale.spec.deck} to make a deck again`);
  return { flow: { all: [...flow.all, made], current: { ...flow.current, [stale.engineDeck]: flow.all.length } }, outcome: { kind: 'changed' } };
}
