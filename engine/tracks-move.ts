// Moving a house on an Influence track outside bidding ([2E-INF-14]–[2E-INF-17]): A King Beyond
// the Wall and Preemptive Raid. The Dominance token is whoever stands on position 1, so it passes
// with the position; the Blade's and the Raven's used/active side is a property of the token
// (`bladeUsed`, `ravenUsed`), so it passes unchanged ([2E-INF-15]).
import { withParts } from './state-copy';
import { TRACKS, type House, type Track } from './data/vocabulary';
import { positionOf } from './influence';
import type { GameState } from './state';

/**
 * 2E-INF-14: takes the house off the track and puts it on `position` (1-based, clamped to the
 * track), the others shifting to fill the gap in their relative order.
 */
export function moveOnTrack(state: GameState, track: Track, house: House, position: number): GameState {
  const others = state.tracks[track].filter((h) => h !== house);
  const index = Math.max(0, Math.min(position - 1, others.length));
  const order = [...others.slice(0, index), house, ...others.slice(index)];
  return withParts(state, { tracks: { ...state.tracks, [track]: order } });
}

/** Moves the house to the last position of the track. */
export function moveToLast(state: GameState, track: Track, house: House): GameState {
  return moveOnTrack(state, track, house, state.tracks[track].length);
}

/** The tracks on which the house stands highest (best position), in TRACKS order (OQ-15: it chooses among ties). */
export function highestTracks(state: GameState, house: House): Track[] {
  const best = Math.min(...TRACKS.map((t) => positionOf(state, t, house)));
  return TRACKS.filter((t) => positionOf(state, t, house) === best);
}
