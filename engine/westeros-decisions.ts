// The decisions and moves of the Westeros phase and of everything it triggers: deck shuffles,
// Westeros card options, bids (Clash of Kings, Wildling attack), tie-breaks, supply reconciling and
// the Wildling cards' choices. Part of the Decision and Move unions of decisions.ts; every kind is
// documented in engine/README.md.
import type { AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import type { WesterosCardId } from './data/westeros-cards';
import type { Deck, House, Track, UnitType } from './data/vocabulary';

/** An open decision of one house, made in turn and visible at once. */
interface Open {
  readonly id: string;
  readonly house: House;
  readonly sealed: false;
}

/** What a bid is for: one Influence track in Clash of Kings, or the Night's Watch. */
export type Contest = Track | 'wildlings';

/** The dealer shuffles a deck: refills an empty draw pile ([2E-WEST-10]) or shuffles Winter is Coming back in ([2E-WEST-11]). */
export interface ShuffleDeckDecision {
  readonly id: string;
  readonly kind: 'shuffle-deck';
  readonly house: null;
  readonly sealed: false;
  readonly deck: Deck;
  /** 'refill': the discard pile becomes the draw pile; 'winter': the draw pile plus Winter is Coming. */
  readonly reason: 'refill' | 'winter';
}

/** A sealed bid of Power ([2E-COK-03], [2E-WILD-03]). */
export interface BidDecision {
  readonly id: string;
  readonly kind: 'bid';
  readonly house: House;
  readonly sealed: true;
  readonly contest: Contest;
}

/** The Iron Throne holder picks one of the tied houses ([2E-INF-04], [2E-COK-05], [2E-WILD-08]). */
export interface BreakTieDecision extends Open {
  readonly kind: 'break-tie';
  readonly contest: Contest;
  /** 'position': the pick takes the best free position of the track; 'highest'/'lowest': the pick counts as that bidder. */
  readonly for: 'position' | 'highest' | 'lowest';
  readonly tied: readonly House[];
}

/** A Dominance token holder picks an option of a Westeros card ([2E-WCARD-20]). */
export interface WesterosOptionDecision extends Open {
  readonly kind: 'westeros-option';
  readonly card: WesterosCardId;
}

/** A house over its Supply limit destroys one more unit ([2E-SUP-07]). */
export interface ReconcileDecision extends Open {
  readonly kind: 'reconcile';
}

/** A house destroys one more of its units for a Wildling card ([2E-WLC-03]). */
export interface DestroyUnitDecision extends Open {
  readonly kind: 'destroy-unit';
  /** Units still to destroy, this one included. */
  readonly left: number;
}

/** A house replaces one of its units of type `from` by one of type `to` (Crow Killers, [2E-WLC-06]). */
export interface ReplaceUnitDecision extends Open {
  readonly kind: 'replace-unit';
  readonly from: UnitType;
  readonly to: UnitType;
  readonly left: number;
  /** Whether the house may stop (Night's Watch reward: "up to 2"). */
  readonly optional: boolean;
}

/** A house picks an Influence track to move to its first or last position (A King Beyond the Wall, [2E-WLC-05]). */
export interface ChooseTrackDecision extends Open {
  readonly kind: 'choose-track';
  readonly tracks: readonly Track[];
  readonly to: 'first' | 'last';
}

/** A house discards one House card of its choice (Massing on the Milkwater, [2E-WLC-08]). */
export interface DiscardHouseCardDecision extends Open {
  readonly kind: 'discard-house-card';
}

/** A house may take one House card back from its discard pile (Mammoth Riders, [2E-WLC-07]). */
export interface TakeHouseCardDecision extends Open {
  readonly kind: 'take-house-card';
}

/** The lowest bidder of Preemptive Raid picks its penalty ([2E-WLC-09]). */
export interface ChoosePenaltyDecision extends Open {
  readonly kind: 'choose-penalty';
}

/** The highest bidder of The Horde Descends may muster in one area ([2E-WLC-13]). */
export interface ChooseMusterAreaDecision extends Open {
  readonly kind: 'choose-muster-area';
}

export type WesterosDecision =
  | ShuffleDeckDecision
  | BidDecision
  | BreakTieDecision
  | WesterosOptionDecision
  | ReconcileDecision
  | DestroyUnitDecision
  | ReplaceUnitDecision
  | ChooseTrackDecision
  | DiscardHouseCardDecision
  | TakeHouseCardDecision
  | ChoosePenaltyDecision
  | ChooseMusterAreaDecision;

export interface ShuffleDeckMove {
  readonly kind: 'shuffle-deck';
  readonly deck: Deck;
}

export interface BidMove {
  readonly kind: 'bid';
  readonly house: House;
  readonly amount: number;
}

export interface BreakTieMove {
  readonly kind: 'break-tie';
  readonly house: House;
  readonly pick: House;
}

export type WesterosOption = 'a' | 'b' | 'c';

export interface WesterosOptionMove {
  readonly kind: 'westeros-option';
  readonly house: House;
  readonly option: WesterosOption;
}

/** Destroy one unit of type `unit` in `area`. */
export interface ReconcileMove {
  readonly kind: 'reconcile';
  readonly house: House;
  readonly area: AreaId;
  readonly unit: UnitType;
}

export interface DestroyUnitMove {
  readonly kind: 'destroy-unit';
  readonly house: House;
  readonly area: AreaId;
  readonly unit: UnitType;
}

/** Replace (or, with no replacement left, destroy) one unit in `area`; `area: null` stops an optional replacement. */
export interface ReplaceUnitMove {
  readonly kind: 'replace-unit';
  readonly house: House;
  readonly area: AreaId | null;
}

export interface ChooseTrackMove {
  readonly kind: 'choose-track';
  readonly house: House;
  readonly track: Track;
}

export interface DiscardHouseCardMove {
  readonly kind: 'discard-house-card';
  readonly house: House;
  readonly card: HouseCardId;
}

/** `card: null` declines. */
export interface TakeHouseCardMove {
  readonly kind: 'take-house-card';
  readonly house: House;
  readonly card: HouseCardId | null;
}

/** (A) destroy 2 units anywhere, or (B) drop 2 positions on one of the house's highest tracks. */
export type ChoosePenaltyMove =
  | { readonly kind: 'choose-penalty'; readonly house: House; readonly penalty: 'destroy-units' }
  | { readonly kind: 'choose-penalty'; readonly house: House; readonly penalty: 'drop-track'; readonly track: Track };

/** `area: null` declines. */
export interface ChooseMusterAreaMove {
  readonly kind: 'choose-muster-area';
  readonly house: House;
  readonly area: AreaId | null;
}

export type WesterosMove =
  | ShuffleDeckMove
  | BidMove
  | BreakTieMove
  | WesterosOptionMove
  | ReconcileMove
  | DestroyUnitMove
  | ReplaceUnitMove
  | ChooseTrackMove
  | DiscardHouseCardMove
  | TakeHouseCardMove
  | ChoosePenaltyMove
  | ChooseMusterAreaMove;
