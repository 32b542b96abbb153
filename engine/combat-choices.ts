// The legal moves of every combat decision (style rule 11): all are small lists. `apply` accepts
// exactly these; combat-choices.test.ts checks the two agree.
import { combatExtraMoves } from './combat';
import { casualtyOptions } from './combat-casualties';
import type { Decision, Move } from './decisions';
import { topFrame } from './frames';
import type { Frame } from './frame-data';
import { retreatAreaChoices, retreatOptions } from './retreat';
import type { GameState } from './state';
import { allowedSides } from './support';

export type CombatDecision = Extract<
  Decision,
  { kind: 'declare-support' | 'accept-support' | 'choose-house-card' | 'use-blade' | 'choose-casualties' | 'retreat' | 'choose-retreat-losses' }
>;

function top<K extends Frame['kind']>(state: GameState, kind: K): Extract<Frame, { kind: K }> {
  const frame = topFrame(state);
  if (frame.kind !== kind) throw new RangeError(`expected a ${kind} frame on top, got ${frame.kind}`);
  return frame as Extract<Frame, { kind: K }>;
}

/** The legal answers to a decision of a House card ability or of Tides of Battle, asked by the combat on top. */
export function abilityTidesMoves(state: GameState, decision: Decision): Move[] {
  const moves = combatExtraMoves(state, top(state, 'combat'), decision);
  if (moves === null) throw new RangeError(`expected an ability or Tides of Battle decision of the combat, got ${decision.kind}`);
  return moves;
}

/** Every legal answer to a combat decision. */
export function combatMoves(state: GameState, decision: CombatDecision): Move[] {
  const { house } = decision;
  switch (decision.kind) {
    case 'declare-support': {
      const sides = allowedSides(top(state, 'support'), house);
      return [...sides, 'none' as const].map((side) => ({ kind: 'declare-support', house, area: decision.area, side }));
    }
    case 'accept-support':
      return [true, false].map((accept) => ({ kind: 'accept-support', house, area: decision.area, accept }));
    case 'choose-house-card': {
      const hand = state.houses[house]?.hand ?? [];
      return hand.map((card) => ({ kind: 'choose-house-card', house, card }));
    }
    case 'use-blade':
      return [true, false].map((use) => ({ kind: 'use-blade', house, use }));
    case 'choose-casualties':
      return casualtyOptions(state, top(state, 'combat')).map((units) => ({ kind: 'choose-casualties', house, units }));
    case 'retreat':
      // One move per area; the losses supply costs there are asked next when there is a choice.
      return retreatAreaChoices(state, top(state, 'retreat')).map((area) => ({ kind: 'retreat', house, area }));
    case 'choose-retreat-losses': {
      const frame = top(state, 'retreat');
      return retreatOptions(state, frame)
        .filter((o) => o.area === frame.area)
        .map(({ destroy }) => ({ kind: 'choose-retreat-losses', house, units: destroy }));
    }
  }
}
