// The parts of the game state (engine/state.ts): its options, the units and Order tokens on the
// board, the areas, the houses and the decks, as plain JSON data (style rule 6). They sit below the
// frames (engine/frame-data.ts, engine/combat-data.ts), which hold units too, and below the state,
// which holds the frames.
import type { HouseCardId } from './data/house-cards';
import type { NeutralForce } from './data/neutral-forces';
import type { OrderTokenId } from './data/orders';
import type { House, UnitType } from './data/vocabulary';

/** The options a game was created with, normalised by newGame. */
export interface GameOptions {
  /** Houses in play, in seat order (the order of HOUSES). */
  readonly houses: readonly House[];
  /** The optional Tides of Battle module ([2E-TOB-01]). */
  readonly tidesOfBattle: boolean;
  /** FAQ v2.0 end-of-game tie-breakers instead of the rulebook's ([2E-END-06], OQ-04). */
  readonly faq2Tiebreakers: boolean;
  /** *Dark Wings, Dark Words* (b) gives Power for ports ([2E-WCARD-10], OQ-26). */
  readonly darkWingsPorts: boolean;
  /** How many King's Court positions the 4-player overlay covers ([2E-FEW-07], OQ-02). */
  readonly kingsCourtOverlay: 'four-positions' | 'two-positions';
  /** The errata Lannister port ship is placed at 3 players too ([2E-FEW-08], OQ-25). */
  readonly lannisterPortShipAtThree: boolean;
  /**
   * '1e': the 1st edition (engine/ruleset.ts, engine/data/1e). Absent: the 2nd edition, so that a
   * 2nd-edition game's state is what it was before the 1st edition existed.
   */
  readonly ruleset?: '1e';
}

export interface Unit {
  readonly house: House;
  readonly type: UnitType;
  /** Retreated this round and laid on its side ([2E-TERM-16]). */
  readonly routed: boolean;
}

export interface PlacedOrder {
  readonly house: House;
  readonly token: OrderTokenId;
}

export interface AreaState {
  /** Units in the area, kept sorted by house seat, then unit type, then routed last. */
  readonly units: readonly Unit[];
  /** The face-up Order token on the area, if any. */
  readonly order: PlacedOrder | null;
  /** A Power token establishing control ([2E-CTRL-03]). */
  readonly powerToken: House | null;
  /** A Neutral Force token still on the board ([2E-NEUT-01]). */
  readonly neutralForce: NeutralForce | null;
  /** The Garrison of the house whose home area this is, while it stands ([2E-GARR-01]). */
  readonly garrison: House | null;
}

export interface HouseState {
  /** Available Power: the tokens in front of the house's screen ([2E-TERM-09]). */
  readonly power: number;
  /** Position of the Supply token, 0–6 ([2E-SUP-02]). */
  readonly supply: number;
  /** House cards in hand and in the discard pile, both public ([2E-HID-07]). */
  readonly hand: readonly HouseCardId[];
  readonly discard: readonly HouseCardId[];
}

/** A face-down deck: only its size and its face-up discard pile are known ([2E-HID-09]). */
export interface DeckState {
  readonly drawPile: number;
  readonly discard: readonly string[];
  /**
   * Wildling deck only, absent until the first Messenger Raven look: the public fact that `house`
   * looked at the top card in `round` and put it back on top or at the bottom ([2E-INF-11],
   * [2E-HID-08], OQ-20). The card itself stays in that house's session.
   */
  readonly ravenLook?: RavenLook;
}

export interface RavenLook {
  readonly house: House;
  readonly round: number;
  readonly to: 'top' | 'bottom';
}

/** An order type banned in this round's Planning phase by a Westeros card ([2E-PLAN-07]). */
export const ORDER_RESTRICTIONS = ['no-defense', 'no-march-plus-1', 'no-raid', 'no-consolidate-power', 'no-support'] as const;
export type OrderRestriction = (typeof ORDER_RESTRICTIONS)[number];
