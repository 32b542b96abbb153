// "Where we are" as plain data (style rule 7): what each kind of frame holds, and the union of them
// that the game state's stack is made of (engine/state.ts). The combat's frames (combat, support,
// retreat) are in combat-data.ts. Each kind's handler lives in the module of its rule area (round.ts,
// planning.ts, westeros.ts, …): the data sits here, below the state, so that the state's type does
// not depend on the code that moves it.
import type { AreaId } from './data/areas';
import type { House, Track, UnitType } from './data/vocabulary';
import type { WesterosCardId } from './data/westeros-cards';
import type { WildlingCardId } from './data/wildling-cards';
import type { OrderPlacement } from './decisions';
import type { RuleId } from './errors';
import type { Attack, CombatFrame, RetreatFrame, SupportFrame } from './combat-data';
import type { Contest, WesterosOption } from './westeros-decisions';

export type Frame = GameFrame | PlanningFrame | RavenFrame | MusterFrame | ActionFrame | SupportFrame | CombatFrame | RetreatFrame | WesterosPhaseFrame;

export type FrameKind = Frame['kind'];

/** The frames of the Westeros phase and what it triggers (issue 4). */
type WesterosPhaseFrame =
  | WesterosFrame
  | EachHouseFrame
  | ReconcileFrame
  | BiddingFrame
  | ClashFrame
  | WildlingAttackFrame
  | WildlingChoiceFrame
  | DestroyFrame
  | ReplaceFrame;

export const ROUND_STEPS = ['westeros', 'planning', 'action', 'end-of-round'] as const;

export type RoundStep = (typeof ROUND_STEPS)[number];

export interface GameFrame {
  readonly kind: 'game';
  readonly id: number;
  /** The phase this frame starts the next time it advances. */
  readonly next: RoundStep;
}

export interface PlanningFrame {
  readonly kind: 'planning';
  readonly id: number;
  /**
   * 'simultaneous' normally; 'sequential' when some house cannot fill all its areas, in which case
   * houses place in turn order, each still sealed ([2E-PLAN-10]).
   */
  readonly mode: 'simultaneous' | 'sequential';
  /** Placements received so far, in the order they were applied. */
  readonly placed: readonly { readonly house: House; readonly orders: readonly OrderPlacement[] }[];
  /** The orders are on the board face up; the Messenger Raven step follows ([2E-PLAN-01]). */
  readonly revealed: boolean;
}

export interface RavenFrame {
  readonly kind: 'raven';
  readonly id: number;
  /** The Raven holder when the step began. */
  readonly house: House;
  /** 'choose': the holder decides; 'look': it has seen the top Wildling card; 'done'. */
  readonly stage: 'choose' | 'look' | 'done';
}

export interface MusterFrame {
  readonly kind: 'muster';
  readonly id: number;
  readonly house: House;
  /** Points left in each mustering area ([2E-MUS-02]); never pooled. */
  readonly points: readonly { readonly area: AreaId; readonly left: number }[];
}

/** The steps of the Action phase, in order ([2E-ACT-01]). */
export const ACTION_STEPS = ['raid', 'march', 'consolidate-power', 'cleanup'] as const;

export type ActionStep = (typeof ACTION_STEPS)[number];

export interface ActionFrame {
  readonly kind: 'action';
  readonly id: number;
  readonly step: ActionStep;
  /** The house that resolved the last order of this step; null at its start ([2E-ACT-02]). */
  readonly last: House | null;
  /** Orders resolved so far in this phase; keeps decision ids unique. */
  readonly resolved: number;
  /** An attack declared by the March just resolved, until it is over. */
  readonly attack: Attack | null;
  /** Whether the attack's combat (or its Call for Support) has been pushed. */
  readonly attackStarted: boolean;
  /** The area the March just emptied, while its owner decides whether a Power token stays ([2E-MARCH-07]). */
  readonly tokenArea: AreaId | null;
}

export interface WesterosFrame {
  readonly kind: 'westeros';
  readonly id: number;
  /** The card revealed from deck I, II and III; null until drawn ([2E-WEST-03]). */
  readonly cards: readonly (WesterosCardId | null)[];
  /** Dealer requests made so far (reveals and shuffles): keeps their decision ids unique. */
  readonly requests: number;
  /** 'reveal' (step 2), 'threat' (step 3), 'resolve' (step 4). */
  readonly stage: 'reveal' | 'threat' | 'resolve';
  /** The card being resolved in step 4 (0–2); 3 once all are resolved. */
  readonly slot: number;
  /** The option its chooser picked, for a card with options ([2E-WCARD-20]). */
  readonly option: WesterosOption | null;
  /** The card's effect has pushed a frame that is not finished yet. */
  readonly running: boolean;
}

export const EACH_HOUSE_TASKS = ['supply', 'muster'] as const;

export type EachHouseTask = (typeof EACH_HOUSE_TASKS)[number];

export interface EachHouseFrame {
  readonly kind: 'each-house';
  readonly id: number;
  readonly task: EachHouseTask;
  /** Houses that have had their turn. */
  readonly done: readonly House[];
}

export interface ReconcileFrame {
  readonly kind: 'reconcile';
  readonly id: number;
  readonly house: House;
  /** Units destroyed so far in this reconciling, per area: the set whose minimality is checked. */
  readonly removed: readonly { readonly area: AreaId; readonly count: number }[];
}

export interface Bid {
  readonly house: House;
  readonly amount: number;
}

export interface BiddingFrame {
  readonly kind: 'bidding';
  readonly id: number;
  readonly contest: Contest;
  /** The houses that bid, in seat order. */
  readonly houses: readonly House[];
  /** Openings received so far, in the order they were applied. */
  readonly bids: readonly Bid[];
}

/** What a bidding frame returns: every bid, in seat order. */
export interface BidsOpened {
  readonly kind: 'bids-opened';
  readonly bids: readonly Bid[];
}

export interface ClashFrame {
  readonly kind: 'clash-of-kings';
  readonly id: number;
  /** The track being bid for ([2E-COK-01]: Iron Throne, then Fiefdoms, then King's Court). */
  readonly track: Track;
  /** The opened bids for this track; null until they are in. */
  readonly bids: readonly Bid[] | null;
  /** The new order of the track so far, position 1 first. */
  readonly order: readonly House[];
}

export interface WildlingAttackFrame {
  readonly kind: 'wildling-attack';
  readonly id: number;
  /** Wildling strength ([2E-WILD-02]). */
  readonly strength: number;
  /** The house that takes no part (Preemptive Raid's previous highest bidder, [2E-WLC-09]). */
  readonly excluded: House | null;
  readonly stage: 'bidding' | 'reveal' | 'target' | 'effects' | 'bottom' | 'done';
  /** The opened bids, in seat order. */
  readonly bids: readonly Bid[];
  /** Night's Watch victory; null before the bids are opened. */
  readonly won: boolean | null;
  /** The revealed Wildling card. */
  readonly card: WildlingCardId | null;
  /** The highest bidder (Night's Watch victory) or the lowest (wildling victory), once known. */
  readonly target: House | null;
  /** Houses whose effect has been resolved (the target first). */
  readonly done: readonly House[];
  /** A card known to be at the bottom of the deck (Preemptive Raid before its second attack, OQ-15), or null. */
  readonly atBottom: WildlingCardId | null;
}

export const WILDLING_CHOICES = ['track-first', 'track-last', 'discard-card', 'take-card', 'preemptive', 'horde-muster'] as const;

export type WildlingChoice = (typeof WILDLING_CHOICES)[number];

export interface WildlingChoiceFrame {
  readonly kind: 'wildling-choice';
  readonly id: number;
  readonly house: House;
  readonly choice: WildlingChoice;
  readonly done: boolean;
  /**
   * The rule of a 1st-edition choice that is not a Wildling card's ('take-card' by Maester Luwin,
   * 1E-HCARD-05, or by the Night's Watch's highest bidder, 1E-WILD-05); absent otherwise.
   */
  readonly rule?: RuleId;
}

export interface DestroyFrame {
  readonly kind: 'destroy-units';
  readonly id: number;
  readonly house: House;
  /** Units still to destroy. */
  readonly left: number;
  /** Where the units may be taken from; null: anywhere ([2E-WLC-03]). */
  readonly areas: readonly AreaId[] | null;
  /** All in the same area (The Horde Descends, [2E-WLC-13]): after the first, `areas` is that area. */
  readonly sameArea: boolean;
  /**
   * 1st edition only ([1E-WILD-06]): `left` counts mustering points, a Knight 2, a Footman or Ship 1
   * (a Knight may pay the last point); absent: it counts units.
   */
  readonly points?: true;
}

export interface ReplaceFrame {
  readonly kind: 'replace-units';
  readonly id: number;
  readonly house: House;
  readonly from: UnitType;
  readonly to: UnitType;
  /** Replacements still to make. */
  readonly left: number;
  /** "Up to": the house may stop; and a unit with no replacement in reinforcements stays. */
  readonly optional: boolean;
}
