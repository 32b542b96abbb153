// Card tables War of the Ring can be played on today, per scenario: the engine tests' synthetic
// ones ([WOTR-DATA-03]: no checked table of the physical cards exists; wotr/wotr.testkit.ts,
// wotr/playout.testkit.ts). What `npm run simulate -- --game wotr-card` and the lobby's tests play.
// Orthanc is without its text in the Fellowship's locations: its take needs a deck searched and
// shuffled again with its hidden cycle pile, which the protocol cannot do yet, so every Fellowship
// game with the text halts in round 5 (src/games/wotr.test.ts).
import type { ScenarioId, WotrConfig } from '../../wotr/index';
import { syntheticFullTable } from '../../wotr/playout.testkit';
import { SYNTHETIC_FOTR, TEST_LOCATIONS } from '../../wotr/wotr.testkit';

/** A card table and its locations: the config of a game but its scenario. */
export type SyntheticTable = Required<Pick<WotrConfig, 'cards' | 'locations'>>;

/** Appendix B as the engine tests have it, Orthanc without its text. */
export const NO_ORTHANC_TEXT = TEST_LOCATIONS.map((l) => (l.id === 'orthanc' ? { ...l, activationProgram: null } : l));

/** The Fellowship's 60 names with invented icons, on Appendix B without Orthanc's text. */
export const FELLOWSHIP_TABLE: SyntheticTable = { cards: SYNTHETIC_FOTR, locations: NO_ORTHANC_TEXT };

/** 120 invented cards of the factions' sizes ([WOTR-COMP-05]), for the Duels and the Trilogy. */
export const FULL_TABLE: SyntheticTable = { cards: syntheticFullTable(), locations: TEST_LOCATIONS };

/** The synthetic table a scenario is played on. */
export function syntheticTable(scenario: ScenarioId): SyntheticTable {
  return scenario === 'fellowship' ? FELLOWSHIP_TABLE : FULL_TABLE;
}
