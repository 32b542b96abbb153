// The engine of War of the Ring: The Card Game (wotr/README.md is its contract).
export { apply, newGame, pending, stateText } from './game';
export { legalMoves } from './choices';
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
