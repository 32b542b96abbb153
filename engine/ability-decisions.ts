// The decisions and moves that House card abilities ([2E-HCARD-*]) and Tides of Battle
// ([2E-TOB-*]) add to a combat. Part of the Decision and Move unions of decisions.ts; every kind is
// documented in engine/README.md. All are open: made by one house, in turn, visible at once.
import type { AreaId } from './data/areas';
import type { HouseCardId } from './data/house-cards';
import type { House, Track } from './data/vocabulary';

interface Open {
  readonly id: string;
  readonly house: House;
  readonly sealed: false;
}

/**
 * What an ability waits for, held by the combat frame while it waits (`ask`). The decision is the
 * ask plus an id; `card` is the card whose ability asks.
 */
export type AbilityAsk =
  /** Tyrion Lannister: cancel the opponent's revealed card, or not ([2E-HCARD-12]). */
  | { readonly kind: 'cancel-house-card'; readonly house: House; readonly card: HouseCardId; readonly target: HouseCardId }
  /** After Tyrion: the opponent openly picks another card, never `except` ([2E-HCARD-12], [2E-HC-07]). */
  | { readonly kind: 'replace-house-card'; readonly house: House; readonly card: HouseCardId; readonly except: HouseCardId }
  /** Aeron Damphair: pay 2 Power to swap Aeron for another card of the hand, or keep it ([2E-HCARD-28]). */
  | { readonly kind: 'swap-house-card'; readonly house: House; readonly card: HouseCardId }
  /** Doran Martell: the track on which the opponent goes to the last position ([2E-HCARD-42]). */
  | { readonly kind: 'demote-opponent'; readonly house: House; readonly card: HouseCardId; readonly opponent: House }
  /** Queen of Thorns / Cersei Lannister: remove one of the opponent's orders in `areas` ([2E-HCARD-35], [2E-HCARD-14]). */
  | { readonly kind: 'remove-order'; readonly house: House; readonly card: HouseCardId; readonly areas: readonly AreaId[]; readonly optional: boolean }
  /** Renly Baratheon: upgrade one Footman in one of `areas` to a Knight, or none ([2E-HCARD-16]). */
  | { readonly kind: 'upgrade-footman'; readonly house: House; readonly card: HouseCardId; readonly areas: readonly AreaId[] }
  /** Patchface: discard one card of the opponent's hand, or none ([2E-HCARD-21]). */
  | { readonly kind: 'discard-opponent-card'; readonly house: House; readonly card: HouseCardId; readonly opponent: House };

export type AbilityAskKind = AbilityAsk['kind'];

/** A House card ability's decision: the ask the combat holds, with an id. */
export type AbilityDecision = AbilityAsk & Open & { readonly embattled: AreaId };

/** The dealer shuffles all 24 Tides of Battle cards into a new deck before step 3 ([2E-TOB-03]). */
export interface ShuffleTidesDecision {
  readonly id: string;
  readonly kind: 'shuffle-deck';
  readonly house: null;
  readonly sealed: false;
  readonly deck: 'tides-of-battle';
  readonly reason: 'combat';
}

/**
 * The dealer deals the top Tides of Battle card face down to `for`, who alone sees it ([2E-TOB-04],
 * [2E-HID-08]). The move names no card: the engine never learns it before the reveal.
 */
export interface DrawCardDecision {
  readonly id: string;
  readonly kind: 'draw-card';
  readonly house: null;
  readonly sealed: false;
  readonly deck: 'tides-of-battle';
  readonly for: House;
}

/** The Blade holder, a combatant, discards its Tides of Battle card and draws again, or not ([2E-TOB-05]). */
export interface RedrawTidesCardDecision extends Open {
  readonly kind: 'redraw-tides-card';
  readonly embattled: AreaId;
}

export type AbilityTidesDecision = AbilityDecision | ShuffleTidesDecision | DrawCardDecision | RedrawTidesCardDecision;

export interface CancelHouseCardMove {
  readonly kind: 'cancel-house-card';
  readonly house: House;
  readonly cancel: boolean;
}

export interface ReplaceHouseCardMove {
  readonly kind: 'replace-house-card';
  readonly house: House;
  readonly card: HouseCardId;
}

/** `card: null` keeps Aeron Damphair; a card pays 2 Power and replaces it. */
export interface SwapHouseCardMove {
  readonly kind: 'swap-house-card';
  readonly house: House;
  readonly card: HouseCardId | null;
}

export interface DemoteOpponentMove {
  readonly kind: 'demote-opponent';
  readonly house: House;
  readonly track: Track;
}

/** `area: null` removes nothing (only where the card says "may"). */
export interface RemoveOrderMove {
  readonly kind: 'remove-order';
  readonly house: House;
  readonly area: AreaId | null;
}

/** `area`: the embattled area (an attacking or defending Footman) or a supporting area; null: none. */
export interface UpgradeFootmanMove {
  readonly kind: 'upgrade-footman';
  readonly house: House;
  readonly area: AreaId | null;
}

export interface DiscardOpponentCardMove {
  readonly kind: 'discard-opponent-card';
  readonly house: House;
  readonly card: HouseCardId | null;
}

/** The dealer has dealt the top Tides of Battle card to `for`, face down; no identity is sent. */
export interface DrawCardMove {
  readonly kind: 'draw-card';
  readonly deck: 'tides-of-battle';
  readonly for: House;
}

export interface RedrawTidesCardMove {
  readonly kind: 'redraw-tides-card';
  readonly house: House;
  readonly redraw: boolean;
}

export type AbilityTidesMove =
  | CancelHouseCardMove
  | ReplaceHouseCardMove
  | SwapHouseCardMove
  | DemoteOpponentMove
  | RemoveOrderMove
  | UpgradeFootmanMove
  | DiscardOpponentCardMove
  | DrawCardMove
  | RedrawTidesCardMove;
