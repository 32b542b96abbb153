/**
 * Helpers for the deck tests and benchmarks (no production module imports this file): seeds,
 * specs, and a local run of the whole set-up in which every step is checked as a peer would.
 */
import { utf8Bytes } from './bytes';
import {
  checkLockStep,
  checkShuffleStep,
  deckPermutation,
  lockDeck,
  openDeck,
  shuffleDeck,
  type DeckSpec,
  type LockStep,
  type ShuffleStep,
} from './deck-shuffle';
import { sha256 } from './hash';

/**
 * Reproducible seeds for `n` players.
 * @param n - number of players
 * @param salt - varies the set
 * @returns n distinct 32-byte seeds
 * @throws never
 * @example
 * testSeeds(3, 'trial-7')
 */
export function testSeeds(n: number, salt = 'seed'): Uint8Array[] {
  return Array.from({ length: n }, (_, i) => sha256(utf8Bytes(`${salt}/${i}`)));
}

/**
 * A deck spec with `m` cards named card-0 … card-(m−1).
 * @param players - number of players
 * @param m - number of cards
 * @param deck - the deck id
 * @returns the spec
 * @throws never
 * @example
 * testSpec(3, 5, 'wildlings')
 */
export function testSpec(players: number, m: number, deck = 'test-deck'): DeckSpec {
  return { game: sha256(utf8Bytes('test game')), deck, cards: Array.from({ length: m }, (_, i) => `card-${i}`), players };
}

/**
 * Run every shuffle and lock locally, checking each step as the other peers would.
 * @param spec - the deck spec
 * @param seeds - one seed per seat
 * @returns the published shuffles and locks
 * @throws Error if any step fails its check (a bug: every player here is honest)
 * @example
 * const { shuffles, locks } = setUpDeck(spec, testSeeds(spec.players))
 */
export function setUpDeck(spec: DeckSpec, seeds: readonly Uint8Array[]): { shuffles: ShuffleStep[]; locks: LockStep[] } {
  const shuffles: ShuffleStep[] = [];
  let input: readonly Uint8Array[] = openDeck(spec);
  for (let i = 0; i < spec.players; i++) {
    const step = shuffleDeck(spec, i, seeds[i]!, input);
    expectOk(checkShuffleStep(spec, i, step));
    shuffles.push(step);
    input = step.cards;
  }
  const locks: LockStep[] = [];
  for (let i = 0; i < spec.players; i++) {
    const step = lockDeck(spec, i, seeds[i]!, input);
    expectOk(checkLockStep(spec, i, input, shuffles[i]!, step));
    locks.push(step);
    input = step.cards;
  }
  return { shuffles, locks };
}

/**
 * The card order the permutation layer alone predicts (card index per final position).
 * @param spec - the deck spec
 * @param seeds - one seed per seat
 * @returns for each position, the index in spec.cards of the card it holds
 * @throws never
 * @example
 * predictedOrder(spec, seeds)[0] // index of the top card
 */
export function predictedOrder(spec: DeckSpec, seeds: readonly Uint8Array[]): number[] {
  let order = spec.cards.map((_, i) => i);
  for (const seed of seeds) {
    const perm = deckPermutation(spec, seed);
    order = perm.map((from) => order[from]!);
  }
  return order;
}

function expectOk(r: { ok: boolean; error?: unknown }): void {
  if (!r.ok) throw new Error(`a deck step failed its check: ${JSON.stringify(r.error)}`);
}
