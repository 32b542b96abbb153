// The dealer's side of the canonical order, as plain data and pure functions: which joint deck a
// dealer decision (or the Raven's look) uses, when a new joint shuffle is due, which position is
// revealed to whom, and the move the engine gets once the reveal is complete. Every replica runs
// it on the same entries, so all agree on every position dealt and opened.
//   - Westeros / Wildling `reveal-card`: the top position, publicly; then removed (Westeros) or
//     put at the bottom (Wildling).
//   - the Raven's `return-wildling-card`: the top Wildling position, privately to the holder,
//     before the holder's move (blinded if another seat saw that card first: joint-deck.ts).
//   - Tides of Battle, per combat (engine `shuffle-deck` reason 'combat' marks the deck stale): a
//     new joint shuffle of the 24 cards of which only the top TIDES_LOCKED are locked; each
//     `draw-card` deals the top position privately to `for` (the engine's move carries no card);
//     `reveal-card … for` publicly opens exactly the position dealt to that house — the card is
//     whatever that position holds, so nobody can reveal another one.
//   - Set-ups are batched (README, "Deck flow"): when a Westeros or Wildling deck needs a new joint
//     shuffle, every other Westeros or Wildling deck that has none yet, or that the engine
//     reshuffled, gets its new one in the same set-up. Each seat's one `shuffle` entry carries its
//     shuffle of every deck of the batch, then each seat's one `lock` entry its locks: 2n message
//     delays for the batch instead of 2n per deck (the seats' order within a deck is sequential by
//     construction: each shuffles the previous output). A Tides of Battle deck is set up alone,
//     per combat.
//   - An excluded seat (fold.ts, README "Exclusion") can no longer shuffle, lock or share: a joint
//     deck that needs it is abandoned (with the whole batch, when in its set-up), and the next
//     draw of it sets up a fresh joint shuffle among the remaining seats over the engine's
//     remaining cards (`abandonedDeck`).
import { TIDES_CARD_IDS, TIDES_CARDS, choices, revealableCards, type Decision, type Deck, type GameState, type House, type Move } from '../../engine/index';
import type { GameDecision } from './game-module';
import {
  completeReveal,
  isLocked,
  isMember,
  isReady,
  needOf,
  newJointDeck,
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

/**
 * Positions locked in a Tides of Battle deck: two draws and at most one redraw per combat (the
 * Valyrian Steel Blade is used once per round, [2E-TOB-05], [2E-INF-08]). Locking 3 of 24 makes
 * the per-combat set-up ≈4–5× cheaper than locking all (crypto README, bench).
 */
export const TIDES_LOCKED = 3;

const TIDES = 'tides-of-battle' as const;

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
  /** The dealer's move for the engine. */
  | { readonly kind: 'move'; readonly move: unknown; readonly reveal?: PrivateReveal }
  /** A position opened to no card: some shuffle was dishonest, open the seeds and audit. */
  | { readonly kind: 'abort'; readonly detail: string }
  /** A decision this layer cannot serve (outside the rules it was built for). */
  | { readonly kind: 'unsupported'; readonly detail: string };

/** Every joint deck of the game in creation order, and which is current for each engine deck. */
export interface DeckFlow {
  readonly all: readonly JointDeck[];
  /** Per engine deck, the index in `all` of its current joint shuffle. */
  readonly current: Readonly<Record<string, number>>;
}

/** What the deck flow needs to know of the game: its id and the house of each seat, in seat order. */
export interface DeckContext {
  readonly game: Uint8Array;
  readonly houses: readonly string[];
}

// Until the deck flow is driven by the game module's deck policy (docs/second-game.md, step 2),
// it serves A Game of Thrones' decks: the fold hands it that game's decisions, states and moves.
const agot = (d: GameDecision) => d as Decision;

/**
 * The flow with the current deck of `d` stale when what it needs next can only come from seats not
 * in `members` (excluded: fold.ts); null when the deck can go on. The step in progress is finished
 * first by the seats still in it — their shares count wherever they arrive in the step — and the
 * deck is abandoned only once nothing but an excluded seat's entry is missing, so every peer
 * abandons it at the same point. The next draw then sets up a fresh joint shuffle among `members`
 * over the engine's remaining cards: a reveal in progress starts again on the fresh deck, a Tides
 * card dealt privately is dealt again, face up, at its reveal, and a Wildling card the Raven holder
 * saw is shuffled back in. Nobody learns a card by it: the old deck is never opened again.
 */
export function abandonedDeck(ctx: DeckContext, flow: DeckFlow, d: GameDecision, members: readonly number[]): DeckFlow | null {
  const step = deckStep(ctx, flow, d, members);
  if (step === null) return null;
  const needs = step.kind === 'setup' ? [step.seat] : step.need.kind === 'share' ? step.need.seats : [step.need.seat];
  if (needs.some((seat) => members.includes(seat))) return null;
  // A batch in its set-up is abandoned whole: its decks are set up in lockstep.
  const decks = step.kind === 'setup' ? step.decks : [step.deck];
  return decks.reduce((f, jd) => withJointDeck(f, { ...jd, stale: true }), flow);
}

export const NO_DECKS: DeckFlow = { all: [], current: {} };

/** Whether a decision is served by the deck flow. */
export function isDeckDecision(d: GameDecision): boolean {
  return d.kind === 'reveal-card' || d.kind === 'return-wildling-card' || d.kind === 'draw-card';
}

function seatOf(ctx: DeckContext, house: string): number {
  const seat = ctx.houses.indexOf(house);
  if (seat < 0) throw new RangeError(`expected a seated house, got ${house}`);
  return seat;
}

/** The current joint shuffle of an engine deck, if any. */
export function deckOf(flow: DeckFlow, deck: string): JointDeck | undefined {
  const i = flow.current[deck];
  return i === undefined ? undefined : flow.all[i];
}

/** The flow with `jd` in place of the current joint shuffle of its engine deck. */
export function withJointDeck(flow: DeckFlow, jd: JointDeck): DeckFlow {
  const i = flow.current[jd.engineDeck]!;
  if (flow.all[i]?.spec.deck !== jd.spec.deck) throw new RangeError(`expected the current ${jd.engineDeck} deck, got ${jd.spec.deck}`);
  const all = [...flow.all];
  all[i] = jd;
  return { ...flow, all };
}

/** The name of a batch in entries and expectation keys: its decks' spec names, joined by '+'. */
export function batchRef(jd: JointDeck): string {
  return jd.batch.join('+');
}

/** The decks of `jd`'s batch, in batch order (each the current one of its engine deck while the batch is set up). */
export function batchOf(flow: DeckFlow, jd: JointDeck): JointDeck[] {
  return jd.batch.map((name) => {
    const found = flow.all.find((x) => x.spec.deck === name);
    if (found === undefined) throw new RangeError(`expected the joint deck ${name} of batch ${batchRef(jd)}`);
    return found;
  });
}

/** The engine deck a deck decision draws from. */
function engineDeckOf(d: Decision): Deck | null {
  if (d.kind === 'reveal-card') return d.deck;
  if (d.kind === 'return-wildling-card') return 'wildling';
  if (d.kind === 'draw-card') return TIDES;
  return null;
}

/** The step a deck decision waits for, or null (the engine or a player's move is next). `members`: the seats not excluded. */
export function deckStep(ctx: DeckContext, flow: DeckFlow, decision: GameDecision, members: readonly number[]): DeckStep | null {
  const d = agot(decision);
  // The set-up of the decision's deck comes first, whoever the reveal is for: its whole batch, in lockstep.
  const engineDeck = engineDeckOf(d);
  const current = engineDeck === null ? undefined : deckOf(flow, engineDeck);
  const setup = current === undefined || current.stale ? null : nextSetupStep(current);
  if (current !== undefined && setup !== null) {
    const ref = batchRef(current);
    return { kind: 'setup', key: `${setup.kind}|${ref}|${setup.seat}`, ref, decks: batchOf(flow, current), phase: setup.kind, seat: setup.seat };
  }
  const at = target(ctx, flow, d, members);
  if (at === null) return null;
  const { jd, to } = at;
  const position = at.position ?? topOf(jd);
  const need = needOf(jd, position, to);
  if (need.kind === 'complete' || need.kind === 'done') return null;
  const ref = revealRef(jd, position);
  const who = need.kind === 'share' ? 'all' : need.seat;
  return { kind: 'reveal', key: `reveal|${ref}|${to ?? 'all'}|${need.kind}|${who}`, deck: jd, position, to, ref, need };
}

/**
 * The deck's transitions that need no entry (new shuffles, completed reveals, dealer moves): the
 * next flow and what happened. `members`: the seats not excluded, who play a new joint shuffle.
 */
export function settleDeck(ctx: DeckContext, flow: DeckFlow, engineState: unknown, decision: GameDecision, members: readonly number[]): { readonly flow: DeckFlow; readonly outcome: DeckOutcome } {
  const [state, d] = [engineState as GameState, agot(decision)];
  if (d.kind === 'shuffle-deck') {
    // The engine's bookkeeping of a reshuffle; the cards get a new joint shuffle at the next draw.
    const jd = deckOf(flow, d.deck);
    return { flow: jd === undefined ? flow : withJointDeck(flow, { ...jd, stale: true }), outcome: { kind: 'move', move: { kind: 'shuffle-deck', deck: d.deck } } };
  }
  if (d.kind === 'draw-card') return settleDraw(ctx, flow, d.for, members);
  if (d.kind === 'reveal-card' && d.deck === TIDES) return settleTidesReveal(ctx, flow, d.for, members);
  const WAIT = { kind: 'wait' } as const;
  if (d.kind === 'reveal-card') {
    const fresh = ensureDeck(ctx, flow, state, d.deck, revealList(state, d), members);
    if (fresh !== null) return { flow: fresh, outcome: { kind: 'changed' } };
    const current = deckOf(flow, d.deck)!;
    if (!isReady(current)) return { flow, outcome: WAIT };
    const position = topOf(current);
    // 'done': a Wildling card revealed before, come round to the top again (it stays open).
    const { deck: jd, need } = requestReveal(current, position, null);
    if (need.kind !== 'complete' && need.kind !== 'done') return { flow: withJointDeck(flow, jd), outcome: WAIT };
    const opened = openCard(jd, position);
    if (!opened.ok) return { flow: withJointDeck(flow, jd), outcome: { kind: 'abort', detail: `${jd.spec.deck} position ${position} opens to no card` } };
    const revealed = completeReveal(opened.value.deck, position, null);
    const next = d.deck === 'wildling' ? topToBottom(revealed) : removeTop(revealed);
    return { flow: withJointDeck(flow, next), outcome: { kind: 'move', move: { kind: 'reveal-card', deck: d.deck, card: opened.value.card } } };
  }
  if (d.kind === 'return-wildling-card') {
    const fresh = ensureDeck(ctx, flow, state, 'wildling', revealableCards(state, 'wildling'), members);
    if (fresh !== null) return { flow: fresh, outcome: { kind: 'changed' } };
    const current = deckOf(flow, 'wildling')!;
    if (!isReady(current)) return { flow, outcome: WAIT };
    const holder = seatOf(ctx, d.house);
    const position = topOf(current);
    const { deck: jd, need } = requestReveal(current, position, holder);
    if (need.kind !== 'complete') return { flow: withJointDeck(flow, jd), outcome: WAIT };
    return { flow: withJointDeck(flow, completeReveal(jd, position, holder)), outcome: { kind: 'changed', reveal: { seat: holder, deck: jd.spec.deck, position } } };
  }
  return { flow, outcome: WAIT };
}

/** Follows applied moves that move cards without the dealer. */
export function observeMove(flow: DeckFlow, applied: unknown): DeckFlow {
  const move = applied as Move;
  // 2E-INF-11: the Raven holder may put the top Wildling card at the bottom, unopened.
  if (move.kind !== 'return-wildling-card' || move.to !== 'bottom') return flow;
  const jd = deckOf(flow, 'wildling');
  return jd === undefined ? flow : withJointDeck(flow, topToBottom(jd));
}

/** A Tides of Battle draw: the top position, privately to the combatant. */
function settleDraw(ctx: DeckContext, flow: DeckFlow, house: House, members: readonly number[]): { readonly flow: DeckFlow; readonly outcome: DeckOutcome } {
  const current = deckOf(flow, TIDES);
  if (current === undefined || current.stale) return { flow: newDeck(ctx, flow, TIDES, tidesCards(), members, TIDES_LOCKED), outcome: { kind: 'changed' } };
  if (!isReady(current)) return { flow, outcome: { kind: 'wait' } };
  const position = topOf(current);
  if (!isLocked(current, position)) return { flow, outcome: { kind: 'unsupported', detail: `a Tides of Battle draw beyond the ${TIDES_LOCKED} locked positions of ${current.spec.deck}` } };
  const seat = seatOf(ctx, house);
  if (!isMember(current, seat) || !members.includes(seat)) {
    // An excluded combatant sees nothing: the position is dealt face down to nobody, opened at its reveal.
    const dealt = removeTop({ ...current, dealt: { ...current.dealt, [house]: position } });
    return { flow: withJointDeck(flow, dealt), outcome: { kind: 'move', move: { kind: 'draw-card', deck: TIDES, for: house } } };
  }
  const { deck: jd, need } = requestReveal(current, position, seat);
  if (need.kind !== 'complete') return { flow: withJointDeck(flow, jd), outcome: { kind: 'wait' } };
  const dealt = removeTop({ ...completeReveal(jd, position, seat), dealt: { ...jd.dealt, [house]: position } });
  return { flow: withJointDeck(flow, dealt), outcome: { kind: 'move', move: { kind: 'draw-card', deck: TIDES, for: house }, reveal: { seat, deck: jd.spec.deck, position } } };
}

/** The 24 Tides of Battle cards, one per copy. */
function tidesCards(): string[] {
  return TIDES_CARD_IDS.flatMap((id) => Array.from({ length: TIDES_CARDS[id].copies }, () => id));
}

/**
 * A Tides of Battle reveal: exactly the position dealt to `house`, opened by everyone. When a seat
 * was excluded after the deal, the deck it was dealt from can no longer be opened: the card is
 * dealt again from a fresh shuffle among the remaining seats, its top position opened at once
 * (a redeal: the house's card is whatever that position holds).
 */
function settleTidesReveal(ctx: DeckContext, flow: DeckFlow, house: House | undefined, members: readonly number[]): { readonly flow: DeckFlow; readonly outcome: DeckOutcome } {
  const stale = deckOf(flow, TIDES);
  if (stale?.stale === true && house !== undefined) return { flow: newDeck(ctx, flow, TIDES, tidesCards(), members, TIDES_LOCKED), outcome: { kind: 'changed' } };
  const current = deckOf(flow, TIDES);
  if (current !== undefined && !isReady(current)) return { flow, outcome: { kind: 'wait' } };
  const redeal = current !== undefined && house !== undefined && current.dealt[house] === undefined && current.members.length < ctx.houses.length;
  const position = house === undefined ? undefined : redeal ? topOf(current) : current?.dealt[house];
  if (current === undefined || house === undefined || position === undefined) return { flow, outcome: { kind: 'unsupported', detail: `a Tides of Battle reveal for ${String(house)} with no card dealt` } };
  const { deck: jd, need } = requestReveal(current, position, null);
  if (need.kind !== 'complete') return { flow: withJointDeck(flow, jd), outcome: { kind: 'wait' } };
  const opened = openCard(jd, position);
  if (!opened.ok) return { flow: withJointDeck(flow, jd), outcome: { kind: 'abort', detail: `${jd.spec.deck} position ${position}, dealt to ${house}, opens to no card` } };
  const revealed = completeReveal(opened.value.deck, position, null);
  return { flow: withJointDeck(flow, redeal ? removeTop({ ...revealed, dealt: { ...revealed.dealt, [house]: position } }) : revealed), outcome: { kind: 'move', move: { kind: 'reveal-card', deck: TIDES, card: opened.value.card, for: house } } };
}

/** The deck, position (null: the top) and target a deck decision reveals, once its deck exists. */
function target(ctx: DeckContext, flow: DeckFlow, d: Decision, members: readonly number[]): { readonly jd: JointDeck; readonly position: number | null; readonly to: number | null } | null {
  if (d.kind === 'reveal-card' && d.deck === TIDES) {
    const jd = deckOf(flow, TIDES);
    if (jd === undefined || jd.stale || d.for === undefined) return null;
    const redeal = jd.dealt[d.for] === undefined && jd.members.length < ctx.houses.length;
    const position = redeal ? topOf(jd) : jd.dealt[d.for];
    return position === undefined ? null : { jd, position, to: null };
  }
  const at = (deck: Deck, to: number | null) => {
    const jd = deckOf(flow, deck);
    // A stale deck is replaced before anything is asked of it (settleDeck); an excluded target sees nothing.
    if (jd === undefined || jd.stale || (to !== null && (!isMember(jd, to) || !members.includes(to)))) return null;
    return { jd, position: null, to };
  };
  if (d.kind === 'reveal-card') return at(d.deck, null);
  if (d.kind === 'return-wildling-card') return at('wildling', seatOf(ctx, d.house));
  if (d.kind === 'draw-card') return at(TIDES, seatOf(ctx, d.for));
  return null;
}

/** The decks a set-up may batch, in their canonical order (the order of a batch's steps in an entry). */
export const BATCHED_DECKS: readonly Deck[] = ['westeros-1', 'westeros-2', 'westeros-3', 'wildling'];

/**
 * A flow with a new joint shuffle when the deck has none, was reshuffled, or holds other cards; null
 * when the current one stands. The new one is batched (header): every other deck of BATCHED_DECKS
 * with no joint shuffle yet, or a stale one, and cards left in the engine, gets its new one too.
 */
function ensureDeck(ctx: DeckContext, flow: DeckFlow, state: GameState, deck: Deck, cards: readonly string[], members: readonly number[]): DeckFlow | null {
  const jd = deckOf(flow, deck);
  const sorted = (a: readonly string[]) => [...a].sort().join('\u0000');
  if (jd !== undefined && !jd.stale && sorted(remainingCards(jd)) === sorted(cards)) return null;
  if (!BATCHED_DECKS.includes(deck)) return newDeck(ctx, flow, deck, cards, members);
  const batch = BATCHED_DECKS.flatMap((other) => {
    if (other === deck) return [{ deck, cards }];
    const current = deckOf(flow, other);
    if (current !== undefined && !current.stale) return [];
    const left = revealableCards(state, other);
    return left.length === 0 ? [] : [{ deck: other, cards: left }];
  });
  return newDecks(ctx, flow, batch, members);
}

function newDeck(ctx: DeckContext, flow: DeckFlow, deck: Deck, cards: readonly string[], members: readonly number[], locked?: number): DeckFlow {
  return newDecks(ctx, flow, [{ deck, cards }], members, locked);
}

/** New joint shuffles, one per engine deck given, set up together (one batch) by `members`. */
function newDecks(ctx: DeckContext, flow: DeckFlow, decks: readonly { readonly deck: Deck; readonly cards: readonly string[] }[], members: readonly number[], locked?: number): DeckFlow {
  const named = decks.map(({ deck, cards }) => ({ deck, cards, name: `${deck}#${flow.all.filter((jd) => jd.engineDeck === deck).length}` }));
  const batch = named.map((x) => x.name);
  return named.reduce((f, { deck, cards, name }) => {
    const spec = { game: ctx.game, deck: name, cards: specCardIds(cards), players: members.length, ...(locked === undefined ? {} : { locked }) };
    return { all: [...f.all, newJointDeck(deck, spec, members, batch)], current: { ...f.current, [deck]: f.all.length } };
  }, flow);
}

/** The engine's list of cards that can come up, one per copy. */
function revealList(state: GameState, d: Decision): string[] {
  const space = choices(state, d);
  if (space.type !== 'one-of') throw new RangeError(`expected a list of cards to reveal, got a ${space.type} choice`);
  return space.moves.flatMap((m) => (m.kind === 'reveal-card' ? [m.card] : []));
}
