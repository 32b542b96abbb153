// The game round ([2E-ROUND-01]–[2E-ROUND-03]): the bottom frame of the stack. It pushes the
// three phases in order and moves the round marker; after round 10 it ends the game.
import { newActionFrame } from './action';
import type { Step } from './flow';
import { pushFrame, replaceTop } from './frames';
import { newPlanningFrame } from './planning';
import type { GameState } from './state';
import { LAST_ROUND } from './data/tracks';
import { declareFinalWinner } from './victory';

export const ROUND_STEPS = ['westeros', 'planning', 'action', 'end-of-round'] as const;
export type RoundStep = (typeof ROUND_STEPS)[number];

export interface GameFrame {
  readonly kind: 'game';
  readonly id: number;
  /** The phase this frame starts the next time it advances. */
  readonly next: RoundStep;
}

function advance(state: GameState, frame: GameFrame): Step {
  switch (frame.next) {
    case 'westeros':
      throw new RangeError('expected a Westeros phase handler, got none yet (engine issue 4)');
    case 'planning':
      return { state: pushFrame(replaceTop(state, { ...frame, next: 'action' }), newPlanningFrame(state)) };
    case 'action':
      return { state: pushFrame(replaceTop(state, { ...frame, next: 'end-of-round' }), newActionFrame()) };
    case 'end-of-round':
      // 2E-ROUND-03, 2E-END-03: round 10 ends the game; any other round goes on with Westeros.
      if (state.round >= LAST_ROUND) return { state: declareFinalWinner(state) };
      return { state: replaceTop({ ...state, round: state.round + 1 }, { ...frame, next: 'westeros' }) };
  }
}

export const ROUND = {
  pending: () => [],
  apply(): never {
    throw new RangeError('expected no move to reach the round frame, which asks for none');
  },
  advance,
  resume: (state: GameState) => state,
};
