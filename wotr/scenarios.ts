// [WOTR-SCN-*] The scenarios as data: seats, decks, turn slots, hand sizes, draw counts, Ring
// tokens and the location pool ([WOTR-SETUP-01]).
import { APPENDIX_B_LOCATIONS } from './data/locations';
import { FOTR_BALROG_DECK, FOTR_BATTLEGROUNDS_BY_ROUND, FOTR_GANDALF_DECK, FOTR_PATHS, type DeckListEntry } from './data/fellowship';
import type { Faction, Team } from './vocabulary';

export const SCENARIO_IDS = ['fellowship', 'trilogy'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export interface SeatSpec {
  readonly name: string;
  readonly team: Team;
  /** A fixed list (Fellowship) or every card of these factions in the card table (Trilogy). */
  readonly deck: { readonly list: readonly DeckListEntry[] } | { readonly factions: readonly Faction[] };
  /** [WOTR-SETUP-05] Cards drawn at setup, then cycled by choice. */
  readonly setupDraw: number;
  readonly setupCycle: number;
  /** [WOTR-DRAW-01] Cards drawn in the draw step. */
  readonly drawStep: number;
}

export interface Scenario {
  readonly id: ScenarioId;
  readonly seats: readonly SeatSpec[];
  /** [WOTR-SEAT-03] The turn slots, cyclic: a seat index per slot. */
  readonly slots: readonly number[];
  /** [WOTR-SEAT-03] The slot of the first starting player. */
  readonly firstStartSlot: number;
  /** [WOTR-SCN-TRI-02] Each deck's size where the scenario fixes it. */
  readonly deckSize: number | null;
  /** [WOTR-RING-01] Ring tokens: none, or the Trilogy's once per game. */
  readonly ring: 'none' | 'once-per-game';
  /** [WOTR-SCORE-02] Whether each unused Ring token is worth 1 VP at final scoring. */
  readonly unusedRingVp: boolean;
  /** [WOTR-LOCS-02] random from the starting player's team deck, or [WOTR-SCN-FOTR-05] a list per round. */
  readonly battlegrounds: { readonly mode: 'random'; readonly ids: readonly string[] } | { readonly mode: 'fixed'; readonly byRound: readonly (readonly string[])[] };
  /** The path cards that exist in the scenario, in path-deck order ([WOTR-SETUP-04]). */
  readonly paths: readonly string[];
  /** [WOTR-SCORE-11] The last path number: its combat ends the game. */
  readonly lastPath: number;
  /** [WOTR-ROUND-03] The most rounds the game can last. */
  readonly roundCap: number;
  /** [WOTR-SCORE-10] The leading team wins at once when the difference is more than this. */
  readonly suddenDeathMargin: number;
}

const ids = (kind: 'path' | 'battleground'): string[] => APPENDIX_B_LOCATIONS.filter((l) => l.kind === kind).map((l) => l.id);

/** [WOTR-SCN-FOTR-01..06] The Fellowship of the Ring: 2 players, short game. */
export const FELLOWSHIP: Scenario = Object.freeze<Scenario>({
  id: 'fellowship',
  seats: [
    // [WOTR-SCN-FOTR-01] Balrog is the first starting player; turns alternate.
    { name: 'balrog', team: 'shadow', deck: { list: FOTR_BALROG_DECK }, setupDraw: 7, setupCycle: 2, drawStep: 4 },
    { name: 'gandalf', team: 'fp', deck: { list: FOTR_GANDALF_DECK }, setupDraw: 7, setupCycle: 2, drawStep: 3 },
  ],
  slots: [0, 1],
  firstStartSlot: 0,
  deckSize: 30,
  ring: 'none', // [WOTR-SCN-FOTR-04]
  unusedRingVp: false,
  battlegrounds: { mode: 'fixed', byRound: FOTR_BATTLEGROUNDS_BY_ROUND },
  paths: FOTR_PATHS,
  lastPath: 6, // [WOTR-SCN-FOTR-06]
  roundCap: 6,
  suddenDeathMargin: 10, // [WOTR-SCORE-10], [WOTR-OPEN-06]: the seed's "more than 10"
});

/** [WOTR-SCN-TRI-01..08] The Trilogy: always 4 seats, for 2–4 humans. */
export const TRILOGY: Scenario = Object.freeze<Scenario>({
  id: 'trilogy',
  seats: [
    { name: 'frodo', team: 'fp', deck: { factions: ['dwarves', 'hobbits', 'rohan', 'wizards'] }, setupDraw: 7, setupCycle: 2, drawStep: 3 },
    { name: 'witch-king', team: 'shadow', deck: { factions: ['mordor'] }, setupDraw: 7, setupCycle: 2, drawStep: 4 },
    { name: 'aragorn', team: 'fp', deck: { factions: ['dunedain', 'elves'] }, setupDraw: 7, setupCycle: 2, drawStep: 3 },
    { name: 'saruman', team: 'shadow', deck: { factions: ['isengard', 'monstrous', 'southrons'] }, setupDraw: 7, setupCycle: 2, drawStep: 4 },
  ],
  slots: [0, 1, 2, 3],
  firstStartSlot: 0, // Frodo
  deckSize: 30, // [WOTR-SCN-TRI-02]
  ring: 'once-per-game', // [WOTR-SCN-TRI-05]
  unusedRingVp: true,
  battlegrounds: { mode: 'random', ids: ids('battleground') }, // [WOTR-SCN-TRI-06]
  paths: ids('path'),
  lastPath: 9, // [WOTR-SCN-TRI-07]
  roundCap: 9, // [WOTR-ROUND-03]
  suddenDeathMargin: 10,
});

export const SCENARIOS: { readonly [id in ScenarioId]: Scenario } = Object.freeze({ fellowship: FELLOWSHIP, trilogy: TRILOGY });
