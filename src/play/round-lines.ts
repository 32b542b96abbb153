// The lines `npm run watch` prints as a game goes on: one for each round the game enters, with the
// number of moves and the state hash right after the move that entered it (every player's page
// holds that hash after the same move). A watcher that catches up (it joined late, or fell behind
// the players for a while) applies many moves in one step: the rounds it passed on the way get
// their lines too, not only the round it stopped in.
import type { Replica } from '../session/replica';
import type { GameTypes } from '../session/game-module';

export interface RoundLines {
  /** The lines not taken yet, oldest first. */
  take(): string[];
}

/** Starts listening to `replica`'s applied moves (its `onApplied` hook); the first line is the round it is in now (the game's `round`). */
export function roundLines<G extends GameTypes>(replica: Replica<G>): RoundLines {
  const roundOf = (state: G['state']): number => replica.setup.game.round(state);
  const pending = [line(roundOf(replica.state), replica.moves.length, replica.lastHash() ?? '-')];
  let announced = roundOf(replica.state);
  const previous = replica.hooks.onApplied;
  replica.hooks = {
    ...replica.hooks,
    onApplied: (move, state, hash) => {
      previous?.(move, state, hash);
      // After a refold the same moves are applied again: a round is announced once.
      const round = roundOf(state);
      if (round <= announced) return;
      announced = round;
      pending.push(line(round, replica.moves.length, hash));
    },
  };
  return { take: () => pending.splice(0) };
}

function line(round: number, moves: number, hash: string): string {
  return `round ${round}: ${moves} moves, state ${hash}`;
}
