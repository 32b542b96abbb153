// The engine's public API (architecture.md, "The engine contract").
export { newGame } from './setup';
export type { GameConfig } from './config';
export { parseConfig as gameOptionsOf } from './config';
export { rulesFingerprint, rulesBuildName, RULES_VERSION } from './fingerprint';
export { pending, apply, applyWithEvents, type Applied } from './flow';
export type { GameEvent, GameEventKind, StrengthBreakdown } from './events';
export { invariantViolations } from './invariants';
export { revealableCards } from './decks';
export { stateHash, stateText, canonicalJson } from './hash';
export { RuleViolation, type RuleId } from './errors';
export { choices, sampleMove, sampleDecision, type ChoiceSpace, type OneOf, type OrderChoice, type Pick } from './choices';
export type { Decision, DecisionKind, Move, OrderPlacement, PlaceOrdersDecision, PlaceOrdersMove, RevealCardDecision, RevealCardMove } from './decisions';
export type { AreaState, DeckState, GameOptions, GameState, HouseState, OrderRestriction, PlacedOrder, Unit } from './state';
export type { Frame } from './frame-data';
export { controllerOf, occupantOf, controlledAreas, victoryPoints, supplyIcons } from './control';
export { armySizes, fitsSupply, isWithinSupply } from './supply';
export { turnOrder, holderOf, positionOf, starLimit } from './influence';
export { areasNeedingOrders, requiredOrderCount } from './planning';
export type { MarchChoice, MarchDestination, MarchOption } from './march-choices';
export type {
  CapturePortDecision,
  CapturePortMove,
  MarchStep,
  ResolveConsolidatePowerDecision,
  ResolveConsolidatePowerMove,
  ResolveMarchDecision,
  ResolveMarchMove,
  ResolveRaidDecision,
  ResolveRaidMove,
  ReturnWildlingCardDecision,
  ReturnWildlingCardMove,
  UseRavenDecision,
  UseRavenMove,
} from './decisions';
export type { RavenLook } from './state';
export { houseToAct } from './action';
export { marchDestinations } from './march';
export { raidTargets } from './raid';
export { transportDestinations } from './transport';
export { consolidateGain } from './consolidate';
export { powerPool } from './power-tokens';
export type {
  AcceptSupportDecision,
  AcceptSupportMove,
  ChooseCasualtiesDecision,
  ChooseCasualtiesMove,
  ChooseHouseCardDecision,
  ChooseHouseCardMove,
  DeclareSupportDecision,
  DeclareSupportMove,
  RetreatDecision,
  RetreatMove,
  UseBladeDecision,
  UseBladeMove,
} from './decisions';
export type { CombatFlag, CombatFrame, CombatStart, CombatStep, Strengths } from './combat-data';
export type * from './ability-decisions';
export type { TidesSlot } from './combat-data';
export type { Side, SupportGiven } from './combat-data';
export type { SupportDone, SupportFrame } from './combat-data';
export type { RetreatFrame } from './combat-data';
export type * from './westeros-decisions';
export type { Bid } from './frame-data';
export { tradingPorts } from './westeros-cards';
export { crowns } from './control';
export { highestTracks } from './tracks-move';
export type { WesterosFrame } from './frame-data';
export type { WildlingAttackFrame } from './frame-data';
export * from './data/index';
export * from './data/1e/index';
export { boardOf, type Board } from './board';
export { RULESETS, rulesetOf, isFirstEdition, type Ruleset } from './ruleset';
export { eventText, EVENT_TEXT } from './event-text';
export { buildPosition, positionOrThrow, type AreaDescription, type AskedDescription, type HouseDescription, type PositionDescription, type PositionResult } from './position';
export { GAME_OPTIONS, describeOptions, optionsFor, type GameOptionInfo } from './option-text';
