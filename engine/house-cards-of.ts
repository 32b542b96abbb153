// The House cards of a game's edition: a card id names a 2nd-edition card or a 1st-edition one
// (several ids are both, with other numbers and texts), so a game reads its cards through its ruleset.
import { HOUSE_CARDS_1E } from './data/1e/house-cards';
import type { House1e, HouseCardId1e } from './data/1e/vocabulary';
import { HOUSE_INFO_1E } from './data/1e/houses';
import { HOUSE_CARDS, type HouseCardId } from './data/house-cards';
import { HOUSE_INFO } from './data/houses';
import type { House } from './data/vocabulary';
import type { GameOptions } from './state';

/** A card's printed strength and icons ([2E-COMBAT-26], [2E-COMBAT-27]; 1st edition: 0–3, [1E-COMP-04]). */
export interface PrintedCard {
  readonly strength: number;
  readonly swords: number;
  readonly towers: number;
}

/** The printed card of the game's edition. */
export function printedCard(state: { readonly options: GameOptions }, card: HouseCardId): PrintedCard {
  return state.options.ruleset === '1e' ? HOUSE_CARDS_1E[card as HouseCardId1e] : HOUSE_CARDS[card as keyof typeof HOUSE_CARDS];
}

/** The house's seven cards in the order of its setup (the order its hand keeps). */
export function houseCardsOf(state: { readonly options: GameOptions }, house: House): readonly HouseCardId[] {
  return state.options.ruleset === '1e' ? HOUSE_INFO_1E[house as House1e].houseCards : HOUSE_INFO[house].houseCards;
}
