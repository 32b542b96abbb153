// A whole game on one machine: bots for the houses, a seeded dealer for the decks, the engine in
// between. Sealed decisions are applied one house at a time in the engine's pending order (seat
// order), as the session applies the openings. Used by the soak script and by tests.
import { apply, invariantViolations, newGame, pending, stateHash, type GameConfig, type GameState, type House, type Move } from '../engine/index';
import type { Bot } from './bots/bot';
import { randomBot } from './bots/random-bot';
import { seededDealer, type Dealer } from './dealer/seeded-dealer';

export interface LocalGameOptions {
  readonly config: GameConfig;
  readonly seed: Uint8Array;
  /** Bots by house; by default a random bot per house, seeded from `seed` and the house. */
  readonly bots?: Partial<Record<House, Bot>>;
  readonly dealer?: Dealer;
  /** Check the engine's invariants after every move (slower). */
  readonly checkInvariants?: boolean;
  /** Called after every move, e.g. to record state hashes or show progress. */
  readonly onMove?: (state: GameState, move: Move) => void;
  /** Stop after this many moves (a guard against a game that never ends). */
  readonly maxMoves?: number;
}

export interface LocalGameResult {
  readonly state: GameState;
  readonly moves: number;
}

export class InvariantError extends Error {
  override readonly name = 'InvariantError';
  constructor(
    readonly problems: readonly string[],
    readonly move: Move,
    readonly hash: string,
  ) {
    super(`after ${JSON.stringify(move)} (state ${hash}): ${problems.join('; ')}`);
  }
}

/** Plays a game to its end and returns the final state. */
export function playLocalGame(options: LocalGameOptions): LocalGameResult {
  let state = newGame(options.config);
  const dealer = options.dealer ?? seededDealer(options.seed);
  const bots = new Map<House, Bot>(state.options.houses.map((h) => [h, options.bots?.[h] ?? randomBot(options.seed, h)]));
  const maxMoves = options.maxMoves ?? 100_000;
  let moves = 0;
  while (state.winner === null) {
    if (moves >= maxMoves) throw new RangeError(`expected the game to end within ${maxMoves} moves`);
    const [decision] = pending(state);
    if (decision === undefined) throw new RangeError('expected a pending decision while the game goes on, got none');
    const move = decision.house === null ? dealer.answer(state, decision) : bots.get(decision.house)!.choose(state, decision);
    state = apply(state, move);
    dealer.observe(move);
    moves++;
    if (options.checkInvariants) {
      const problems = invariantViolations(state);
      if (problems.length > 0) throw new InvariantError(problems, move, stateHash(state));
    }
    options.onMove?.(state, move);
  }
  return { state, moves };
}
