// The game round ([2E-ROUND-01]–[2E-ROUND-03]): the bottom frame of the stack. It pushes the
// three phases in order and moves the round marker; after round 10 it ends the game.
import { withParts } from './state-copy';
import { newActionFrame } from './action';
import type { Step } from './frame-handler';
import { pushFrame, replaceTop } from './frames';
import { newPlanningFrame } from './planning';
import { newWesterosFrame } from './westeros';
import type { GameState } from './state';
import { LAST_ROUND } from './data/tracks';
import { declareFinalWinner } from './victory';
import type { GameFrame, RoundStep } from './frame-data';

// A frame of this kind is copied by one object literal with its keys written out, in the order a
// pushed frame has them (its new…Frame literal, then \`id\`), as combat-copy.ts copies a combat
// frame: made by \`{ ...frame, field }\` spreads, the frames of one kind had up to 16 hidden classes
// in a game, and the handler's reads of their fields became megamorphic loads. frame-keys.test.ts
// checks that every frame of a kind keeps one key order through a whole game.
function withNext(f: GameFrame, next: RoundStep): GameFrame {
  return { kind: f.kind, id: f.id, next };
}

function advance(state: GameState, frame: GameFrame): Step {
  switch (frame.next) {
    case 'westeros': {
      // 2E-WEST-02: a marker already on round 10 cannot move: the game is over (never met, 2E-ROUND-03 ends it first).
      if (state.round >= LAST_ROUND) return { state: declareFinalWinner(state) };
      // 2E-WEST-01, 2E-WEST-02: step 1 moves the Game Round marker; steps 2–4 follow in the Westeros frame.
      const moved = replaceTop(withParts(state, { round: state.round + 1 }), withNext(frame, 'planning'));
      return { state: pushFrame(moved, newWesterosFrame()) };
    }
    case 'planning':
      return { state: pushFrame(replaceTop(state, withNext(frame, 'action')), newPlanningFrame(state)) };
    case 'action': {
      // 2E-WCARD-19: a Westeros ban lasts only for this round's Planning phase, which is over.
      const unbanned = withParts(state, { restriction: null });
      return { state: pushFrame(replaceTop(unbanned, withNext(frame, 'end-of-round')), newActionFrame()) };
    }
    case 'end-of-round':
      // 2E-ROUND-03, 2E-END-03: round 10 ends the game; any other round goes on with Westeros.
      if (state.round >= LAST_ROUND) return { state: declareFinalWinner(state) };
      return { state: replaceTop(state, withNext(frame, 'westeros')) };
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
