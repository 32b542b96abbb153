// Where the game is, read from the engine's frame stack for display: the phase and, during a
// battle, the combat frame. Reading only; the engine decides what happens next.
import type { CombatFrame, Frame, GameState } from '../../../engine/index';
import { t } from '../../i18n/translate';

export type Phase = 'westeros' | 'planning' | 'action' | 'over';

export const phaseName = (phase: Phase): string => t(`phase.${phase}`);

/** The innermost frame of one kind (the stack's active frame is last). */
export function frameOf<K extends Frame['kind']>(state: GameState, kind: K): Extract<Frame, { kind: K }> | null {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const frame = state.stack[i]!;
    if (frame.kind === kind) return frame as Extract<Frame, { kind: K }>;
  }
  return null;
}

export function phaseOf(state: GameState): Phase {
  if (state.winner !== null) return 'over';
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const kind = state.stack[i]!.kind;
    if (kind === 'westeros' || kind === 'planning' || kind === 'action') return kind;
  }
  return 'planning';
}

/** The battle being fought, if any. */
export const combatOf = (state: GameState): CombatFrame | null => frameOf(state, 'combat');
