// The game state: plain JSON data, no classes, no Maps, no undefined (style rule 6). Everything in
// it is public (style rule 13): sealed choices live in the players' sessions until they are opened.
// engine/README.md documents every field; keep the two in step.
import type { AreaId, ByArea } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import type { NeutralForce } from './data/neutral-forces';
import type { OrderTokenId } from './data/orders';
import type { Deck, House, Track, UnitType } from './data/vocabulary';
import type { Frame } from './frames';

export const STATE_VERSION = 1;

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

export interface GameState {
  readonly version: typeof STATE_VERSION;
  readonly options: GameOptions;
  /** Game round, 1–10 ([2E-OVR-02]). */
  readonly round: number;
  /** Each Influence track, position 1 first ([2E-INF-01]); its first house holds the Dominance token. */
  readonly tracks: { readonly [t in Track]: readonly House[] };
  /** Dominance tokens flipped to their used side this round ([2E-INF-07], [2E-INF-12]). */
  readonly bladeUsed: boolean;
  readonly ravenUsed: boolean;
  /** The Wildling Threat token's label: 0, 2, …, 12 ([2E-WEST-08]). */
  readonly wildlingThreat: number;
  /** Per-house state, for the houses in play only. */
  readonly houses: { readonly [h in House]?: HouseState };
  readonly areas: ByArea<AreaState>;
  readonly decks: { readonly [d in Deck]?: DeckState };
  /** The Westeros ban on orders for this round's Planning phase ([2E-WEST-07]). */
  readonly restriction: OrderRestriction | null;
  /**
   * 1st edition only: Rains of Autumn was resolved this round, so Footmen add nothing when they
   * support until the end of its Action phase ([1E-WCARD-11], [1E-WEST-03]); absent otherwise.
   */
  readonly rainsOfAutumn?: true;
  /** "Where we are": frames, the active one last (style rule 7). */
  readonly stack: readonly Frame[];
  /** Source of frame ids, so every decision has an id unique within the game. */
  readonly nextFrameId: number;
  readonly winner: House | null;
  /**
   * 1st edition only: the houses that share a drawn victory, in Iron Throne order, `winner` first
   * ([1E-END-03]); absent otherwise.
   */
  readonly sharedWin?: readonly House[];
}
