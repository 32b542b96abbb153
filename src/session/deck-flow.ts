// The dealer's side of the canonical order: which joint deck a dealer decision (or the Raven's
// look) uses, when a new joint shuffle is due, which position is revealed to whom, and the move
// the engine gets once the reveal is complete. Every replica runs it on the same entries, so all
// agree on every position dealt and opened.
//   - Westeros / Wildling `reveal-card`: the top position, publicly; then removed (Westeros) or
//     put at the bottom (Wildling).
//   - the Raven's `return-wildling-card`: the top Wildling position, privately to the holder,
//     before the holder's move (blinded if another seat saw that card first: joint-deck.ts).
//   - Tides of Battle, per combat (engine `shuffle-deck` reason 'combat' marks the deck stale): a
//     new joint shuffle of the 24 cards of which only the top TIDES_LOCKED are locked; each
//     `draw-card` deals the top position privately to `for` (the engine's move carries no card);
//     `reveal-card … for` publicly opens exactly the position dealt to that house — the card is
//     whatever that position holds, so nobody can reveal another one.
import { TIDES_CARD_IDS, TIDES_CARDS, choices, revealableCards, type Decision, type Deck, type GameState, type House, type Move } from '../../engine/index';
import { JointDeck, specCardIds, type RevealNeed } from './joint-deck';

/**
 * Positions locked in a Tides of Battle deck: two draws and at most one redraw per combat (the
 * Valyrian Steel Blade is used once per round, [2E-TOB-05], [2E-INF-08]). Locking 3 of 24 makes
 * the per-combat set-up ≈4–5× cheaper than locking all (crypto README, bench).
 */
export const TIDES_LOCKED = 3;

const TIDES = 'tides-of-battle' as const;

export type DeckStep =
  | { readonly kind: 'setup'; readonly key: string; readonly deck: JointDeck; readonly phase: 'shuffle' | 'lock'; readonly seat: number }
  | {
      readonly kind: 'reveal';
      readonly key: string;
      readonly deck: JointDeck;
      readonly position: number;
      readonly to: number | null;
      readonly ref: string;
      readonly need: Exclude<RevealNeed, { kind: 'complete' } | { kind: 'done' }>;
    };

/** What settling a deck decision did. */
export type DeckOutcome =
  | { readonly kind: 'wait' }
  /** An internal change (a new joint deck, a private reveal recorded): settle again. */
  | { readonly kind: 'changed' }
  /** The dealer's move for the engine. */
  | { readonly kind: 'move'; readonly move: Move }
  /** A position opened to no card: some shuffle was dishonest, open the seeds and audit. */
  | { readonly kind: 'abort'; readonly detail: string }
  /** A decision this layer cannot serve (outside the rules it was built for). */
  | { readonly kind: 'unsupported'; readonly detail: string };

/** Whether a decision is served by the deck flow. */
export function isDeckDecision(d: Decision): boolean {
  return d.kind === 'reveal-card' || d.kind === 'return-wildling-card' || d.kind === 'draw-card';
}

export class DeckFlow {
  /** Every joint deck of the game, in creation order (the end-of-game audit runs them all). */
  readonly all: JointDeck[] = [];
  /** Every other seat's share (or strip) for a private reveal is in: `seat` alone may open it. */
  onPrivateReveal: (seat: number, deck: JointDeck, position: number) => void = () => undefined;
  private readonly decks = new Map<Deck, JointDeck>();
  private readonly generations = new Map<Deck, number>();

  constructor(
    private readonly game: Uint8Array,
    private readonly seats: number,
    private readonly seatOf: (house: House) => number,
  ) {}

  deck(deck: Deck): JointDeck | undefined {
    return this.decks.get(deck);
  }

  /** The step a deck decision waits for, or null (the engine or a player's move is next). */
  step(d: Decision): DeckStep | null {
    const at = this.target(d);
    if (at === null) return null;
    const { jd, to } = at;
    const setup = jd.nextSetupStep();
    if (setup !== null) return { kind: 'setup', key: `${setup.kind}|${jd.spec.deck}|${setup.seat}`, deck: jd, phase: setup.kind, seat: setup.seat };
    const position = at.position ?? jd.top();
    const need = jd.need(position, to);
    if (need.kind === 'complete' || need.kind === 'done') return null;
    const ref = jd.revealRef(position);
    const who = need.kind === 'share' ? 'all' : need.seat;
    return { kind: 'reveal', key: `reveal|${ref}|${to ?? 'all'}|${need.kind}|${who}`, deck: jd, position, to, ref, need };
  }

  /** The deck's transitions that need no entry: new shuffles, completed reveals, dealer moves. */
  settle(state: GameState, d: Decision): DeckOutcome {
    if (d.kind === 'shuffle-deck') {
      // The engine's bookkeeping of a reshuffle; the cards get a new joint shuffle at the next draw.
      const jd = this.decks.get(d.deck);
      if (jd !== undefined) jd.stale = true;
      return { kind: 'move', move: { kind: 'shuffle-deck', deck: d.deck } };
    }
    if (d.kind === 'draw-card') return this.settleDraw(d.for);
    if (d.kind === 'reveal-card' && d.deck === TIDES) return this.settleTidesReveal(d.for);
    if (d.kind === 'reveal-card') {
      if (this.ensureDeck(d.deck, revealList(state, d))) return { kind: 'changed' };
      const jd = this.decks.get(d.deck)!;
      if (!jd.ready) return { kind: 'wait' };
      const position = jd.top();
      // 'done': a Wildling card revealed before, come round to the top again (it stays open).
      const need = jd.need(position, null).kind;
      if (need !== 'complete' && need !== 'done') return { kind: 'wait' };
      const opened = jd.open(position);
      if (!opened.ok) return { kind: 'abort', detail: `${jd.spec.deck} position ${position} opens to no card` };
      jd.completeReveal(position, null);
      if (d.deck === 'wildling') jd.topToBottom();
      else jd.removeTop();
      return { kind: 'move', move: { kind: 'reveal-card', deck: d.deck, card: opened.value } };
    }
    if (d.kind === 'return-wildling-card') {
      if (this.ensureDeck('wildling', revealableCards(state, 'wildling'))) return { kind: 'changed' };
      const jd = this.decks.get('wildling')!;
      if (!jd.ready) return { kind: 'wait' };
      const holder = this.seatOf(d.house);
      const position = jd.top();
      if (jd.need(position, holder).kind !== 'complete') return { kind: 'wait' };
      jd.completeReveal(position, holder);
      this.onPrivateReveal(holder, jd, position);
      return { kind: 'changed' };
    }
    return { kind: 'wait' };
  }

  /** Follows applied moves that move cards without the dealer. */
  observe(move: Move): void {
    // 2E-INF-11: the Raven holder may put the top Wildling card at the bottom, unopened.
    if (move.kind === 'return-wildling-card' && move.to === 'bottom') this.decks.get('wildling')?.topToBottom();
  }

  /** A Tides of Battle draw: the top position, privately to the combatant. */
  private settleDraw(house: House): DeckOutcome {
    const jd = this.decks.get(TIDES);
    if (jd === undefined || jd.stale) {
      this.newDeck(TIDES, TIDES_CARD_IDS.flatMap((id) => Array.from({ length: TIDES_CARDS[id].copies }, () => id)), TIDES_LOCKED);
      return { kind: 'changed' };
    }
    if (!jd.ready) return { kind: 'wait' };
    const position = jd.top();
    if (!jd.isLocked(position)) return { kind: 'unsupported', detail: `a Tides of Battle draw beyond the ${TIDES_LOCKED} locked positions of ${jd.spec.deck}` };
    const seat = this.seatOf(house);
    if (jd.need(position, seat).kind !== 'complete') return { kind: 'wait' };
    jd.completeReveal(position, seat);
    jd.dealt.set(house, position);
    jd.removeTop();
    this.onPrivateReveal(seat, jd, position);
    return { kind: 'move', move: { kind: 'draw-card', deck: TIDES, for: house } };
  }

  /** A Tides of Battle reveal: exactly the position dealt to `house`, opened by everyone. */
  private settleTidesReveal(house: House | undefined): DeckOutcome {
    const jd = this.decks.get(TIDES);
    const position = house === undefined ? undefined : jd?.dealt.get(house);
    if (jd === undefined || house === undefined || position === undefined) return { kind: 'unsupported', detail: `a Tides of Battle reveal for ${String(house)} with no card dealt` };
    if (jd.need(position, null).kind !== 'complete') return { kind: 'wait' };
    const opened = jd.open(position);
    if (!opened.ok) return { kind: 'abort', detail: `${jd.spec.deck} position ${position}, dealt to ${house}, opens to no card` };
    jd.completeReveal(position, null);
    return { kind: 'move', move: { kind: 'reveal-card', deck: TIDES, card: opened.value, for: house } };
  }

  /** The deck, position (null: the top) and target a deck decision reveals, once its deck exists. */
  private target(d: Decision): { readonly jd: JointDeck; readonly position: number | null; readonly to: number | null } | null {
    if (d.kind === 'reveal-card' && d.deck === TIDES) {
      const jd = this.decks.get(TIDES);
      const position = d.for === undefined ? undefined : jd?.dealt.get(d.for);
      return jd === undefined || position === undefined ? null : { jd, position, to: null };
    }
    if (d.kind === 'reveal-card') return this.withDeck(d.deck, null);
    if (d.kind === 'return-wildling-card') return this.withDeck('wildling', this.seatOf(d.house));
    if (d.kind === 'draw-card') return this.withDeck(TIDES, this.seatOf(d.for));
    return null;
  }

  private withDeck(deck: Deck, to: number | null) {
    const jd = this.decks.get(deck);
    return jd === undefined ? null : { jd, position: null, to };
  }

  /** Starts a new joint shuffle when the deck has none, was reshuffled, or holds other cards. */
  private ensureDeck(deck: Deck, cards: readonly string[]): boolean {
    const jd = this.decks.get(deck);
    const sorted = (a: readonly string[]) => [...a].sort().join('\u0000');
    if (jd !== undefined && !jd.stale && sorted(jd.remainingCards()) === sorted(cards)) return false;
    this.newDeck(deck, cards);
    return true;
  }

  private newDeck(deck: Deck, cards: readonly string[], locked?: number): void {
    const generation = this.generations.get(deck) ?? 0;
    this.generations.set(deck, generation + 1);
    const spec = { game: this.game, deck: `${deck}#${generation}`, cards: specCardIds(cards), players: this.seats, ...(locked === undefined ? {} : { locked }) };
    const fresh = new JointDeck(deck, spec);
    this.decks.set(deck, fresh);
    this.all.push(fresh);
  }
}

/** The engine's list of cards that can come up, one per copy. */
function revealList(state: GameState, d: Decision): string[] {
  const space = choices(state, d);
  if (space.type !== 'one-of') throw new RangeError(`expected a list of cards to reveal, got a ${space.type} choice`);
  return space.moves.flatMap((m) => (m.kind === 'reveal-card' ? [m.card] : []));
}
