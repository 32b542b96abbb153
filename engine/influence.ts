// Influence tracks and Dominance tokens ([2E-INF-01]–[2E-INF-17]).
import { KINGS_COURT_STARS_1E } from './data/1e/tracks';
import { KINGS_COURT_STARS, KINGS_COURT_STARS_TWO_POSITION_OVERLAY } from './data/tracks';
import type { DominanceToken, House, PlayerCount, Track } from './data/vocabulary';
import type { GameState } from './state';

const TRACK_OF_TOKEN: { readonly [d in DominanceToken]: Track } = {
  'iron-throne': 'iron-throne',
  'valyrian-steel-blade': 'fiefdoms',
  'messenger-raven': 'kings-court',
};

/** Turn order: the Iron Throne track, position 1 first ([2E-GEN-03], [2E-INF-03]). */
export function turnOrder(state: GameState): readonly House[] {
  return state.tracks['iron-throne'];
}

/** The holder of a Dominance token: position 1 of its track ([2E-INF-02]). */
export function holderOf(state: GameState, token: DominanceToken): House {
  const holder = state.tracks[TRACK_OF_TOKEN[token]][0];
  if (holder === undefined) throw new RangeError(`expected a house on the ${TRACK_OF_TOKEN[token]} track, got none`);
  return holder;
}

/** Position (1 = best) of a house on a track. */
export function positionOf(state: GameState, track: Track, house: House): number {
  const index = state.tracks[track].indexOf(house);
  if (index < 0) throw new RangeError(`expected ${house} on the ${track} track`);
  return index + 1;
}

/** Special orders the house may place: the stars of its King's Court position ([2E-INF-10]). */
export function starLimit(state: GameState, house: House): number {
  const count = state.options.houses.length as PlayerCount;
  // 1E-INF-03, 1E-FEW-03: the five printed positions, used as they are with fewer houses.
  if (state.options.ruleset === '1e') return KINGS_COURT_STARS_1E[positionOf(state, 'kings-court', house) - 1] ?? 0;
  // 2E-FEW-07 (OQ-02): the game option may read the 4-player overlay as covering 2 positions.
  const stars = count === 4 && state.options.kingsCourtOverlay === 'two-positions' ? KINGS_COURT_STARS_TWO_POSITION_OVERLAY : KINGS_COURT_STARS[count];
  return stars[positionOf(state, 'kings-court', house) - 1] ?? 0;
}
