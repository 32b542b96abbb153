// The dealer's data (README, "Deck flow"; deck-flow.ts is the dealer's face): every joint deck of
// the game in creation order with the current one of each of the game's decks, what the dealer
// knows of the game (`DeckContext`), and what settling a dealer decision did (`DeckOutcome`). Plain
// data; every function returns a new flow and changes none it is given. The dealer's modules, each
// importing only those before it: this one, deck-shuffles.ts (new joint shuffles and their
// batches), deck-draws.ts (draws from the game's shared decks), deck-hands.ts (hands dealt to one
// seat each, and their hidden recycles), deck-flow.ts (the step a dealer decision waits for, what
// settles it, and the decks abandoned for an excluded seat).
import type { LogEntry } from '../../crypto/index';
import type { DeckNeed, DeckPolicy } from './game-module';
import type { BadLock, JointDeck } from './joint-deck';

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
  /**
   * A position about to be read whose lock proofs fail (joint-deck.ts `proveLocks`): each seat of
   * `culprits` is convicted with its lock entry (`bad-deck-step`); the deck, already abandoned, is
   * replaced at the next settle.
   */
  | { readonly kind: 'bad-lock'; readonly deck: string; readonly position: number; readonly culprits: readonly BadLock[] }
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
  /** Whether this peer signed `entry` itself in this run (FoldContext.madeHere): its lock proofs are not checked again. */
  readonly madeHere?: (entry: LogEntry) => boolean;
}

/**
 * Whether the game's lock proofs are checked where a card is read (README, "Lock proofs checked
 * where a card is read") rather than on arrival: for a game that deals no hands, whose every joint
 * deck can be abandoned for a fresh one whenever a seat is convicted. A deck that dealt a hand
 * cannot (which of its cards are in hands is hidden): a game of hands checks them on arrival.
 */
export function provesLocksLazily(ctx: Pick<DeckContext, 'policy'>): boolean {
  return ctx.policy.handMove === undefined;
}

/** What a settle returns when the position it was to read has a lock proof that fails: the flow with the deck abandoned, and the seats to convict. */
export function badLocks(flow: DeckFlow, asked: { readonly deck: JointDeck; readonly bad: readonly BadLock[] }, position: number): Settled {
  return { flow: withJointDeck(flow, asked.deck), outcome: { kind: 'bad-lock', deck: asked.deck.spec.deck, position, culprits: asked.bad } };
}

/** A dealer decision's need that plays a joint deck (every one but a reshuffle and a halt; a hidden recycle asks no entry: deckStep gives none). */
export type DrawNeed = Exclude<DeckNeed, { readonly kind: 'reshuffle' } | { readonly kind: 'unsupported' }>;

/** No joint deck yet: the flow of a new game. */
export const NO_DECKS: DeckFlow = { all: [], current: {} };

/** What a settle returns: the next flow, and what happened. */
export type Settled = { readonly flow: DeckFlow; readonly outcome: DeckOutcome };

/** Nothing to do until an entry comes (a step of a set-up or a reveal). */
export const WAIT = { kind: 'wait' } as const;

/** The game halts: a dealer decision this layer cannot serve, with why. */
export function unsupported(flow: DeckFlow, detail: string): Settled {
  return { flow, outcome: { kind: 'unsupported', detail } };
}

/** Why a draw from `jd`'s top position cannot be served: the position is not locked (a deck locks only its top `locked` positions). */
export function beyondLocks(ctx: DeckContext, jd: JointDeck): string {
  return `a draw beyond the ${ctx.policy.locked(jd.engineDeck) ?? 'all'} locked positions of ${jd.spec.deck}`;
}

/** The seat of a seat's name (a house), in the game's seat order. */
export function seatOfHouse(ctx: Pick<DeckContext, 'houses'>, house: string): number {
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
