// The engine of War of the Ring: The Card Game (wotr/README.md is its contract).
import { canonicalJson } from './canonical';
import { applyMove, pending as pendingOf, proceed } from './flow';
import type { Decision, Move } from './moves';
import type { DraftState } from './piles';
import { newGame as setUp, type WotrConfig } from './setup';
import type { WotrState } from './state';

/** A new game from a config, waiting for its first decisions. Throws `WotrRuleViolation` for an illegal config. */
export function newGame(config: WotrConfig): WotrState {
  const s = setUp(config);
  proceed(s);
  return s as WotrState;
}

/** The decisions open now; empty once the game is over. */
export function pending(state: WotrState): Decision[] {
  return pendingOf(state);
}

/**
 * Pure: a new state with the move applied and its consequences run; never changes `state`.
 * `ops` of the result lists the deck operations the move asks of the protocol. Throws
 * `WotrRuleViolation` naming the most specific rule when the move is refused.
 */
export function apply(state: WotrState, move: Move): WotrState {
  const s = structuredClone(state) as DraftState;
  s.ops = [];
  applyMove(s, move);
  proceed(s);
  return s as WotrState;
}

/** The canonical text of a state, which peers hash at each step. */
export function stateText(state: WotrState): string {
  return canonicalJson(state);
}

export { canonicalJson } from './canonical';
export { canPass, CARRYOVER_LIMIT } from './actions';
export { combatStart, forcedCasualties, isLegalCasualties, legalCasualtySets, supported } from './combat';
export type { CardFacts, CardTable, LocationFacts, LocationTable, PathRange } from './data/card-table';
export { inPathRanges } from './data/card-table';
export { FOTR_BALROG_DECK, FOTR_BATTLEGROUNDS_BY_ROUND, FOTR_GANDALF_DECK, FOTR_PATHS, deckListSize, type DeckListEntry } from './data/fellowship';
export { APPENDIX_B_FP_BATTLEGROUNDS, APPENDIX_B_LOCATIONS, APPENDIX_B_PATHS, APPENDIX_B_SHADOW_BATTLEGROUNDS } from './data/locations';
export { WotrRuleViolation, type WotrRuleId } from './errors';
export { battlegroundLot, pathLot, seatOfSlot } from './flow';
export type { Decision, Move, PlayCost, Target } from './moves';
export { FELLOWSHIP, SCENARIO_IDS, SCENARIOS, TRILOGY, type Scenario, type ScenarioId, type SeatSpec } from './scenarios';
export { score, victoryCheck } from './score';
export type { WotrConfig } from './setup';
export type { ActiveLocation, CasualtyChoice, DeckOp, InPlay, PileCard, Ref, ScoringArea, SeatState, Step, Tokens, WotrState } from './state';
export { CARD_TYPES, FACTIONS, FP_FACTIONS, SHADOW_FACTIONS, TEAMS, teamOfFaction, type CardType, type Faction, type Team } from './vocabulary';
export { rulesFingerprint, WOTR_RULES_VERSION } from './fingerprint';
