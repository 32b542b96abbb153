// Tracks printed on the board: Supply ([2E-SUP-03]), King's Court stars ([2E-INF-10],
// [2E-FEW-07]), Wildlings ([2E-WEST-08]), rounds ([2E-OVR-02]) and victory ([2E-OVR-03]).
import type { PlayerCount } from './vocabulary';

/** Supply track: for each level 0–6, the largest size of each army allowed, largest first. */
export const SUPPLY_LIMITS: readonly (readonly number[])[] = [
  [2, 2],
  [3, 2],
  [3, 2, 2],
  [3, 2, 2, 2],
  [3, 3, 2, 2],
  [4, 3, 2, 2],
  [4, 3, 2, 2, 2],
];
export const MAX_SUPPLY = 6;

/**
 * Special orders allowed per King's Court position (index 0 = position 1). 3 and 4 players use
 * the overlay ([2E-FEW-07], OQ-02); 5 and 6 players the printed track.
 */
export const KINGS_COURT_STARS: { readonly [n in PlayerCount]: readonly number[] } = {
  3: [3, 2, 1],
  4: [3, 2, 1, 0],
  5: [3, 3, 2, 1, 0],
  6: [3, 3, 2, 1, 0, 0],
};

/** The 4-player King's Court read with SR's overlay over 2 positions (3, 2) and the track's own 2, 1 (TD-02). */
export const KINGS_COURT_STARS_TWO_POSITION_OVERLAY: readonly number[] = [3, 2, 2, 1];

/** Wildling track labels ([2E-WEST-08]); the token starts on 2 ([2E-SETUP-02]) and attacks at 12. */
export const WILDLING_THREAT_START = 2;
export const WILDLING_THREAT_STEP = 2;
export const WILDLING_THREAT_MAX = 12;

export const LAST_ROUND = 10;
export const VICTORY_AREAS = 7;
