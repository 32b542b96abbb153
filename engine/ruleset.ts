// Which edition's rules a game plays: the 2nd edition (2011, the default) or the 1st (2003, issue 22).
// A ruleset is a game option like the others (engine/config.ts): bound into the game id and the
// rules fingerprint; every difference of the 1st edition is data (engine/data/1e) or a switch that
// the 2nd-edition default leaves unchanged.
import type { GameOptions } from './state';

export const RULESETS = ['2e', '1e'] as const;
export type Ruleset = (typeof RULESETS)[number];

/** The ruleset of a game; a state without one plays the 2nd edition (every game before issue 22). */
export function rulesetOf(state: { readonly options: GameOptions }): Ruleset {
  return state.options.ruleset ?? '2e';
}

/** Whether a game plays the 1st edition. */
export function isFirstEdition(state: { readonly options: GameOptions }): boolean {
  return state.options.ruleset === '1e';
}
