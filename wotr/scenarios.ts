// [WOTR-SCN-*] The scenarios as data: seats, decks, turn slots, hand sizes, draw counts, Ring
// tokens and the location pool ([WOTR-SETUP-01]).
import { APPENDIX_B_LOCATIONS } from './data/locations';
import { FOTR_BALROG_DECK, FOTR_BATTLEGROUNDS_BY_ROUND, FOTR_GANDALF_DECK, FOTR_PATHS, type DeckListEntry } from './data/fellowship';
import type { WotrRuleId } from './errors';
import { FP_FACTIONS, SHADOW_FACTIONS, type Faction, type Team } from './vocabulary';

export const SCENARIO_IDS = ['fellowship', 'trilogy', 'duel', 'three-player-duel'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/**
 * [WOTR-RING-01] A seat's Ring token: none (Fellowship); the Trilogy's, once per game, draw 2,
 * then the token is gone ([WOTR-SCN-TRI-05]); the Duel's, once per round, draw 3 then eliminate 1
 * and cycle 1 from hand, the token kept ([WOTR-SCN-D2-04]).
 */
export type RingRule = 'none' | 'once-per-game' | 'once-per-round';

export interface SeatSpec {
  readonly name: string;
  readonly team: Team;
  /** A fixed list (Fellowship) or every card of these factions in the card table. */
  readonly deck: { readonly list: readonly DeckListEntry[] } | { readonly factions: readonly Faction[] };
  /** The deck's size the scenario fixes ([WOTR-SCN-TRI-02], [WOTR-SCN-D2-01], Appendix A). */
  readonly deckSize: number;
  /** [WOTR-SETUP-05] Cards drawn at setup, then cycled by choice. */
  readonly setupDraw: number;
  readonly setupCycle: number;
  /** [WOTR-DRAW-01] Cards drawn in the draw step. */
  readonly drawStep: number;
  readonly ring: RingRule;
  /** [WOTR-SCORE-02] Whether its unused Ring token is worth 1 VP at final scoring ([WOTR-OPEN-05]: the Duel's are not). */
  readonly ringVp: boolean;
}

export interface Scenario {
  readonly id: ScenarioId;
  readonly seats: readonly SeatSpec[];
  /** [WOTR-SEAT-03] The turn slots, cyclic: a seat index per slot. A seat may hold several. */
  readonly slots: readonly number[];
  /** [WOTR-SEAT-03] The slot of the first starting player. */
  readonly firstStartSlot: number;
  /** The rule a deck of the wrong size breaks. */
  readonly deckRule: WotrRuleId;
  /** [WOTR-LOCS-02] random from the starting player's team deck, or [WOTR-SCN-FOTR-05] a list per round. */
  readonly battlegrounds: { readonly mode: 'random'; readonly ids: readonly string[] } | { readonly mode: 'fixed'; readonly byRound: readonly (readonly string[])[] };
  /** The path cards that exist in the scenario ([WOTR-SETUP-04]). */
  readonly paths: readonly string[];
  /** [WOTR-SCORE-11] The last path number: its combat ends the game. */
  readonly lastPath: number;
  /** [WOTR-ROUND-03] The most rounds the game can last. */
  readonly roundCap: number;
  /** [WOTR-SCORE-10] The leading team wins at once when the difference is more than this ([WOTR-OPEN-06]: the seed's value). */
  readonly suddenDeathMargin: number;
  /** [WOTR-SCN-D2-05], [WOTR-SCN-D3-05] The teams whose single seat runs "each ⟨team⟩ player" texts twice. */
  readonly eachPlayerTwice: readonly Team[];
  /** [WOTR-CMB-11] standard, or [WOTR-CMB-14] the Duels' (FP must exceed the attack; a tie scores for nobody). */
  readonly pathScoring: 'standard' | 'duel';
}

const ids = (kind: 'path' | 'battleground'): string[] => APPENDIX_B_LOCATIONS.filter((l) => l.kind === kind).map((l) => l.id);

/** [WOTR-SCN-FOTR-01..06] The Fellowship of the Ring: 2 players, short game. */
export const FELLOWSHIP: Scenario = Object.freeze<Scenario>({
  id: 'fellowship',
  seats: [
    // [WOTR-SCN-FOTR-01] Balrog is the first starting player; turns alternate. [WOTR-SCN-FOTR-04] no Ring tokens.
    { name: 'balrog', team: 'shadow', deck: { list: FOTR_BALROG_DECK }, deckSize: 30, setupDraw: 7, setupCycle: 2, drawStep: 4, ring: 'none', ringVp: false },
    { name: 'gandalf', team: 'fp', deck: { list: FOTR_GANDALF_DECK }, deckSize: 30, setupDraw: 7, setupCycle: 2, drawStep: 3, ring: 'none', ringVp: false },
  ],
  slots: [0, 1],
  firstStartSlot: 0,
  deckRule: 'WOTR-SCN-FOTR-01',
  battlegrounds: { mode: 'fixed', byRound: FOTR_BATTLEGROUNDS_BY_ROUND },
  paths: FOTR_PATHS,
  lastPath: 6, // [WOTR-SCN-FOTR-06]
  roundCap: 6,
  suddenDeathMargin: 10,
  pathScoring: 'standard',
  eachPlayerTwice: [],
});

/** [WOTR-SCN-TRI-01..08] The Trilogy: always 4 seats, for 2–4 humans. */
export const TRILOGY: Scenario = Object.freeze<Scenario>({
  id: 'trilogy',
  seats: [
    { name: 'frodo', team: 'fp', deck: { factions: ['dwarves', 'hobbits', 'rohan', 'wizards'] }, deckSize: 30, setupDraw: 7, setupCycle: 2, drawStep: 3, ring: 'once-per-game', ringVp: true },
    { name: 'witch-king', team: 'shadow', deck: { factions: ['mordor'] }, deckSize: 30, setupDraw: 7, setupCycle: 2, drawStep: 4, ring: 'once-per-game', ringVp: true },
    { name: 'aragorn', team: 'fp', deck: { factions: ['dunedain', 'elves'] }, deckSize: 30, setupDraw: 7, setupCycle: 2, drawStep: 3, ring: 'once-per-game', ringVp: true },
    { name: 'saruman', team: 'shadow', deck: { factions: ['isengard', 'monstrous', 'southrons'] }, deckSize: 30, setupDraw: 7, setupCycle: 2, drawStep: 4, ring: 'once-per-game', ringVp: true },
  ],
  slots: [0, 1, 2, 3],
  firstStartSlot: 0, // Frodo
  deckRule: 'WOTR-SCN-TRI-02',
  battlegrounds: { mode: 'random', ids: ids('battleground') }, // [WOTR-SCN-TRI-06]
  paths: ids('path'),
  lastPath: 9, // [WOTR-SCN-TRI-07]
  roundCap: 9, // [WOTR-ROUND-03]
  suddenDeathMargin: 10,
  pathScoring: 'standard',
  eachPlayerTwice: [],
});

/** [WOTR-SCN-D2-01..07] The Two-Player Duel: one 60-card deck per team. */
export const DUEL: Scenario = Object.freeze<Scenario>({
  id: 'duel',
  seats: [
    // [WOTR-SCN-D2-02], [WOTR-SCN-D2-03] Gandalf draws 4, the Witch-king 6; nobody cycles at setup.
    { name: 'gandalf', team: 'fp', deck: { factions: FP_FACTIONS }, deckSize: 60, setupDraw: 4, setupCycle: 0, drawStep: 4, ring: 'once-per-round', ringVp: false },
    { name: 'witch-king', team: 'shadow', deck: { factions: SHADOW_FACTIONS }, deckSize: 60, setupDraw: 6, setupCycle: 0, drawStep: 6, ring: 'once-per-round', ringVp: false },
  ],
  slots: [0, 1],
  firstStartSlot: 0, // Gandalf
  deckRule: 'WOTR-SCN-D2-01',
  battlegrounds: { mode: 'random', ids: ids('battleground') }, // [WOTR-SCN-D2-07]
  paths: ids('path'),
  lastPath: 9,
  roundCap: 9,
  suddenDeathMargin: 10,
  pathScoring: 'duel', // [WOTR-SCN-D2-06]
  eachPlayerTwice: ['fp', 'shadow'], // [WOTR-SCN-D2-05]
});

/** [WOTR-SCN-D3-01..06] The Three-Player Duel: Gandalf holds 2 of the 4 turn slots. */
export const THREE_PLAYER_DUEL: Scenario = Object.freeze<Scenario>({
  id: 'three-player-duel',
  seats: [
    // [WOTR-SCN-D3-02..04] Gandalf draws 6 and keeps them, Duel Ring token; the Shadow seats 7 and cycle 2, Trilogy tokens.
    { name: 'gandalf', team: 'fp', deck: { factions: FP_FACTIONS }, deckSize: 60, setupDraw: 6, setupCycle: 0, drawStep: 6, ring: 'once-per-round', ringVp: false },
    { name: 'witch-king', team: 'shadow', deck: { factions: ['mordor'] }, deckSize: 30, setupDraw: 7, setupCycle: 2, drawStep: 4, ring: 'once-per-game', ringVp: true },
    { name: 'saruman', team: 'shadow', deck: { factions: ['isengard', 'monstrous', 'southrons'] }, deckSize: 30, setupDraw: 7, setupCycle: 2, drawStep: 4, ring: 'once-per-game', ringVp: true },
  ],
  slots: [0, 1, 0, 2], // [WOTR-SCN-D3-01] Gandalf, Witch-king, Gandalf, Saruman
  firstStartSlot: 0,
  deckRule: 'WOTR-SCN-D3-01',
  battlegrounds: { mode: 'random', ids: ids('battleground') },
  paths: ids('path'),
  lastPath: 9,
  roundCap: 9,
  suddenDeathMargin: 10,
  pathScoring: 'duel', // [WOTR-SCN-D3-05]
  eachPlayerTwice: ['fp'], // [WOTR-SCN-D3-05] "each FP player" is Gandalf, twice; each Shadow seat once
});

export const SCENARIOS: { readonly [id in ScenarioId]: Scenario } = Object.freeze({
  fellowship: FELLOWSHIP,
  trilogy: TRILOGY,
  duel: DUEL,
  'three-player-duel': THREE_PLAYER_DUEL,
});
