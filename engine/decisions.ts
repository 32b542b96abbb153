// What the engine waits for (Decision) and what answers it (Move). Every kind is documented in
// engine/README.md. A sealed decision is made in secret by several houses at once: the session
// layer commits to each move and applies the openings, in seat order, once all are in.
import type { AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import type { OrderTokenId } from './data/orders';
import type { Deck, House, UnitType } from './data/vocabulary';
import type { WesterosDecision, WesterosMove } from './westeros-decisions';
import type { AbilityTidesDecision, AbilityTidesMove } from './ability-decisions';

interface DecisionBase {
  /** Unique within the game: the session binds commitments and deadlines to it. */
  readonly id: string;
}

/** Place one Order token on every area holding the house's units ([2E-PLAN-02]). */
export interface PlaceOrdersDecision extends DecisionBase {
  readonly kind: 'place-orders';
  readonly house: House;
  readonly sealed: true;
}

/** The dealer (the joint deck, or a seeded dealer offline) reveals the top card of a deck. */
export interface RevealCardDecision extends DecisionBase {
  readonly kind: 'reveal-card';
  readonly house: null;
  readonly sealed: false;
  readonly deck: Deck;
  /** Tides of Battle only: whose face-down card is revealed ([2E-TOB-06]). */
  readonly for?: House;
}

/** An open decision of one house, made in turn and visible at once. */
interface OpenDecision extends DecisionBase {
  readonly house: House;
  readonly sealed: false;
}

/** The Messenger Raven holder uses it or not ([2E-PLAN-13], [2E-INF-11]). */
export interface UseRavenDecision extends OpenDecision {
  readonly kind: 'use-raven';
}

/** The Raven holder, having looked at the top Wildling card, puts it back on top or at the bottom. */
export interface ReturnWildlingCardDecision extends OpenDecision {
  readonly kind: 'return-wildling-card';
}

/** The house's turn in the Action phase's Raid step: resolve one of its Raid orders ([2E-ACT-02]). */
export interface ResolveRaidDecision extends OpenDecision {
  readonly kind: 'resolve-raid';
}

/** The house's turn in the March step: resolve one of its March orders ([2E-ACT-02]). */
export interface ResolveMarchDecision extends OpenDecision {
  readonly kind: 'resolve-march';
}

/** Whether the house leaves a Power token in the area its March just emptied ([2E-MARCH-07]). */
export interface LeavePowerTokenDecision extends OpenDecision {
  readonly kind: 'leave-power-token';
  readonly area: AreaId;
}

/** The house's turn in the Consolidate Power step: resolve one of its orders ([2E-ACT-02]). */
export interface ResolveConsolidatePowerDecision extends OpenDecision {
  readonly kind: 'resolve-consolidate-power';
}

/** The new controller of a port's land area replaces or destroys the enemy ships there ([2E-PORT-14]). */
export interface CapturePortDecision extends OpenDecision {
  readonly kind: 'capture-port';
  readonly port: AreaId;
}

/** A house musters, one action at a time ([2E-MUS-01]). */
export interface MusterDecision extends OpenDecision {
  readonly kind: 'muster';
}

/** Declare one adjacent Support order for a side, or for nobody ([2E-COMBAT-10], OQ-34). */
export interface DeclareSupportDecision extends OpenDecision {
  readonly kind: 'declare-support';
  /** The Support order's area. */
  readonly area: AreaId;
  readonly embattled: AreaId;
}

/** A combatant accepts or refuses the support just declared for it ([2E-COMBAT-16], OQ-06). */
export interface AcceptSupportDecision extends OpenDecision {
  readonly kind: 'accept-support';
  readonly area: AreaId;
  readonly embattled: AreaId;
}

/** Both combatants choose a House card in secret ([2E-COMBAT-23]). */
export interface ChooseHouseCardDecision extends DecisionBase {
  readonly kind: 'choose-house-card';
  readonly house: House;
  readonly sealed: true;
  readonly embattled: AreaId;
}

/** The Valyrian Steel Blade's holder, a combatant, uses it for +1 or not ([2E-COMBAT-29]). */
export interface UseBladeDecision extends OpenDecision {
  readonly kind: 'use-blade';
  readonly embattled: AreaId;
}

/** The loser picks `count` of its units in the embattled area as casualties ([2E-COMBAT-39]). */
export interface ChooseCasualtiesDecision extends OpenDecision {
  readonly kind: 'choose-casualties';
  readonly embattled: AreaId;
  readonly count: number;
}

/** Choose where the loser's units retreat from `from` ([2E-COMBAT-46], [2E-COMBAT-47]). */
export interface RetreatDecision extends OpenDecision {
  readonly kind: 'retreat';
  readonly from: AreaId;
}

/** Which retreating units are lost first so the rest keep supply in `area` ([2E-COMBAT-47]). */
export interface ChooseRetreatLossesDecision extends OpenDecision {
  readonly kind: 'choose-retreat-losses';
  readonly area: AreaId;
  readonly count: number;
}

export type Decision =
  | DeclareSupportDecision
  | AcceptSupportDecision
  | ChooseHouseCardDecision
  | UseBladeDecision
  | ChooseCasualtiesDecision
  | RetreatDecision
  | ChooseRetreatLossesDecision
  | MusterDecision
  | PlaceOrdersDecision
  | RevealCardDecision
  | UseRavenDecision
  | ReturnWildlingCardDecision
  | ResolveRaidDecision
  | ResolveMarchDecision
  | LeavePowerTokenDecision
  | ResolveConsolidatePowerDecision
  | CapturePortDecision
  | WesterosDecision
  | AbilityTidesDecision;
export type DecisionKind = Decision['kind'];

export interface OrderPlacement {
  readonly area: AreaId;
  readonly token: OrderTokenId;
}

export interface PlaceOrdersMove {
  readonly kind: 'place-orders';
  readonly house: House;
  readonly orders: readonly OrderPlacement[];
}

export interface RevealCardMove {
  readonly kind: 'reveal-card';
  readonly deck: Deck;
  readonly card: string;
  /** Tides of Battle only: whose card this is ([2E-TOB-06]). */
  readonly for?: House;
}

/** Decline the Raven, swap one placed order for an unused one ([2E-PLAN-14]), or look at the Wildling deck. */
export type UseRavenMove =
  | { readonly kind: 'use-raven'; readonly house: House; readonly use: 'none' }
  | { readonly kind: 'use-raven'; readonly house: House; readonly use: 'replace-order'; readonly area: AreaId; readonly token: OrderTokenId }
  | { readonly kind: 'use-raven'; readonly house: House; readonly use: 'look-at-wildling' };

export interface ReturnWildlingCardMove {
  readonly kind: 'return-wildling-card';
  readonly house: House;
  readonly to: 'top' | 'bottom';
}

/** Resolve the Raid order in `area` against the order in `target`, or with no effect (null). */
export interface ResolveRaidMove {
  readonly kind: 'resolve-raid';
  readonly house: House;
  readonly area: AreaId;
  readonly target: AreaId | null;
  /** 1st edition, special Raid only: a second order it removes ([1E-RAID-02]); absent or null: none. */
  readonly second?: AreaId | null;
}

/** Some of the marching units, all going to one destination. */
export interface MarchStep {
  readonly to: AreaId;
  readonly units: readonly UnitType[];
}

/** Resolve the March order in `area`: where its units go, and whether a Power token stays behind. */
export interface ResolveMarchMove {
  readonly kind: 'resolve-march';
  readonly house: House;
  readonly area: AreaId;
  readonly moves: readonly MarchStep[];
  /**
   * Whether a Power token stays in the emptied area ([2E-MARCH-07]). Left out, the engine asks it as
   * a decision of its own (`leave-power-token`) when the March empties an area where one may stay;
   * given, it answers that decision in advance.
   */
  readonly powerToken?: boolean;
}

/** Leave a Power token in `area`, which the house's March just emptied, or not. */
export interface LeavePowerTokenMove {
  readonly kind: 'leave-power-token';
  readonly house: House;
  readonly area: AreaId;
  readonly leave: boolean;
}

/** Resolve the Consolidate Power order in `area`; `muster` only for the special one ([2E-SPEC-06]). */
export interface ResolveConsolidatePowerMove {
  readonly kind: 'resolve-consolidate-power';
  readonly house: House;
  readonly area: AreaId;
  readonly muster: boolean;
}

/** Put `ships` of the house's own ships in place of the enemy ships in `port` ([2E-PORT-14]). */
export interface CapturePortMove {
  readonly kind: 'capture-port';
  readonly house: House;
  readonly port: AreaId;
  readonly ships: number;
}

/** One mustering action: a new unit from `area` into `to`, or a Footman in `area` upgraded ([2E-MUS-03]). */
export type MusterAction =
  | { readonly kind: 'muster'; readonly house: House; readonly muster: 'recruit'; readonly area: AreaId; readonly unit: UnitType; readonly to: AreaId }
  | { readonly kind: 'muster'; readonly house: House; readonly muster: 'upgrade'; readonly area: AreaId; readonly unit: UnitType };

/** Muster once more, or stop and give up the points left ([2E-MUS-08]). */
export type MusterMove = MusterAction | { readonly kind: 'muster'; readonly house: House; readonly muster: 'done' };

export interface DeclareSupportMove {
  readonly kind: 'declare-support';
  readonly house: House;
  readonly area: AreaId;
  readonly side: 'attacker' | 'defender' | 'none';
}

export interface AcceptSupportMove {
  readonly kind: 'accept-support';
  readonly house: House;
  readonly area: AreaId;
  readonly accept: boolean;
}

export interface ChooseHouseCardMove {
  readonly kind: 'choose-house-card';
  readonly house: House;
  readonly card: HouseCardId;
}

export interface UseBladeMove {
  readonly kind: 'use-blade';
  readonly house: House;
  readonly use: boolean;
}

/** The casualties, by type: one entry per unit destroyed. */
export interface ChooseCasualtiesMove {
  readonly kind: 'choose-casualties';
  readonly house: House;
  readonly units: readonly UnitType[];
}

/**
 * Retreat into `area`. When supply there costs units ([2E-COMBAT-47]) and there is more than one way
 * to lose them, the engine asks `choose-retreat-losses`; `destroy` (by type) answers it in advance.
 */
export interface RetreatMove {
  readonly kind: 'retreat';
  readonly house: House;
  readonly area: AreaId;
  readonly destroy?: readonly UnitType[];
}

/** The retreating units lost first, by type ([2E-COMBAT-47]). */
export interface ChooseRetreatLossesMove {
  readonly kind: 'choose-retreat-losses';
  readonly house: House;
  readonly units: readonly UnitType[];
}

export type Move =
  | DeclareSupportMove
  | AcceptSupportMove
  | ChooseHouseCardMove
  | UseBladeMove
  | ChooseCasualtiesMove
  | RetreatMove
  | ChooseRetreatLossesMove
  | MusterMove
  | PlaceOrdersMove
  | RevealCardMove
  | UseRavenMove
  | ReturnWildlingCardMove
  | ResolveRaidMove
  | ResolveMarchMove
  | LeavePowerTokenMove
  | ResolveConsolidatePowerMove
  | CapturePortMove
  | WesterosMove
  | AbilityTidesMove;

/** The house a move speaks for; null for the dealer. */
export function moveHouse(move: Move): House | null {
  return move.kind === 'reveal-card' || move.kind === 'shuffle-deck' || move.kind === 'draw-card' ? null : move.house;
}

/** Whether `move` answers `decision` (same kind, same house, same deck). */
export function answers(move: Move, decision: Decision): boolean {
  if (move.kind !== decision.kind) return false;
  if (move.kind === 'reveal-card' && decision.kind === 'reveal-card') return move.deck === decision.deck && move.for === decision.for;
  if (move.kind === 'draw-card' && decision.kind === 'draw-card') return move.deck === decision.deck && move.for === decision.for;
  if (move.kind === 'shuffle-deck' && decision.kind === 'shuffle-deck') return move.deck === decision.deck;
  return moveHouse(move) === decision.house;
}
