// The 1st edition's tracks and counts ([1E-INF-03], [1E-WILD-01], [1E-GEN-02], [1E-END-01],
// agot-1e.md §3.4) and its neutral forces ([1E-NEUT-01], [1E-SETUP-01], §3.6).
import type { AreaId1e } from './areas';
import type { PlayerCount1e } from './houses';

/** Supply track: for each position 0–6, the largest size of each army, largest first (§3.4; a count above 6 stays at 6). */
export const SUPPLY_LIMITS_1E: readonly (readonly number[])[] = [
  [2, 2],
  [3, 2],
  [3, 2, 2],
  [3, 2, 2, 2],
  [3, 3, 2, 2],
  [4, 3, 2, 2],
  [4, 3, 2, 2, 2],
];
/** Stars of the five King's Court positions (index 0 = position 1), [1E-INF-03]. */
export const KINGS_COURT_STARS_1E: readonly number[] = [3, 3, 2, 1, 0];
/**
 * Stars by player count: with 3 and 4 players the houses move up and the printed stars are used as
 * they are, with no overlay ([1E-FEW-03], inferred by agot-1e.md).
 */
export const KINGS_COURT_STARS_BY_COUNT_1E: { readonly [n in PlayerCount1e]: readonly number[] } = {
  3: KINGS_COURT_STARS_1E.slice(0, 3),
  4: KINGS_COURT_STARS_1E.slice(0, 4),
  5: KINGS_COURT_STARS_1E,
};
/** The Wildling track: 0 to 12 in steps of 2, starting on 0 ([1E-WILD-01], [1E-SETUP-02]). */
export const WILDLING_THREAT_START_1E = 0;
export const WILDLING_THREAT_STEP_1E = 2;
export const WILDLING_THREAT_MAX_1E = 12;
/** The game lasts 10 turns ([1E-GEN-02]). */
export const LAST_ROUND_1E = 10;
/** City and stronghold areas that win at once: 8 with three players, else 7 ([1E-END-01], [1E-FEW-01]). */
export const VICTORY_AREAS_1E: { readonly [n in PlayerCount1e]: number } = { 3: 8, 4: 7, 5: 7 };

/**
 * The three neutral force tokens, at every player count ([1E-NEUT-01]). Sunspear 5 is [CZ]'s;
 * King's Landing 5 and The Eyrie 6 are the other source's (open question 5, followed).
 */
export const NEUTRAL_FORCES_1E: readonly (readonly [AreaId1e, number])[] = [
  ['kings-landing', 5],
  ['sunspear', 5],
  ['the-eyrie', 6],
];
