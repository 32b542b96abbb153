// The printed tables of a game's edition, for the page (issue 22): a card id can name a 2nd-edition
// card and a 1st-edition one with other numbers and texts, and the 1st edition's board has its own
// areas, so the page reads them through the game's ruleset, as the engine does (boardOf,
// house-cards-of.ts), never from the 2nd edition's tables directly.
import {
  HOUSE_CARDS,
  HOUSE_CARDS_1E,
  HOUSES_BY_PLAYER_COUNT,
  HOUSES_BY_PLAYER_COUNT_1E,
  VICTORY_AREAS,
  VICTORY_AREAS_1E,
  WESTEROS_CARDS,
  WESTEROS_CARDS_1E,
  boardOf,
  type Board,
  type GameOptions,
  type House,
  type HouseCardId,
  type HouseCardId1e,
  type Ruleset,
  type WesterosCardId,
  type WesterosCardId1e,
} from '../../../engine/index';

/** Anything that says which edition it plays: a state, or a state's options. */
export type Edition = { readonly options: Pick<GameOptions, 'ruleset'> } | null | undefined;

const isFirst = (game: Edition): boolean => game?.options.ruleset === '1e';

/** A House card as the game's edition prints it. */
export interface PrintedHouseCard {
  readonly strength: number;
  readonly swords: number;
  readonly towers: number;
  /** Our paraphrase of its text, or null for a card without one. */
  readonly text: string | null;
}

export function printedHouseCard(game: Edition, card: HouseCardId): PrintedHouseCard {
  return isFirst(game) ? HOUSE_CARDS_1E[card as HouseCardId1e] : HOUSE_CARDS[card as keyof typeof HOUSE_CARDS];
}

/** A Westeros card's text in the game's edition (the 1st edition's Rains of Autumn reads otherwise). */
export function westerosCardText(game: Edition, card: WesterosCardId): string {
  return isFirst(game) ? WESTEROS_CARDS_1E[card as WesterosCardId1e].text : WESTEROS_CARDS[card].text;
}

/** The board of the game's edition: its areas in order, their printed facts and neighbours. */
export function boardOfGame(game: Edition): Board {
  return boardOf({ options: (isFirst(game) ? { ruleset: '1e' } : {}) as GameOptions });
}

/** How many castles and strongholds win the game at once: 7, or the 1st edition's 8 at 3 players ([1E-END-01]). */
export function victoryAreasOf(game: { readonly options: Pick<GameOptions, 'ruleset' | 'houses'> }): number {
  return isFirst(game) ? VICTORY_AREAS_1E[game.options.houses.length as keyof typeof VICTORY_AREAS_1E] : VICTORY_AREAS;
}

/** The houses of a game of `players` in the edition, in seat order. */
export function housesOf(ruleset: Ruleset, players: number): readonly House[] {
  if (ruleset === '1e') return HOUSES_BY_PLAYER_COUNT_1E[players as keyof typeof HOUSES_BY_PLAYER_COUNT_1E] ?? [];
  return HOUSES_BY_PLAYER_COUNT[players as keyof typeof HOUSES_BY_PLAYER_COUNT] ?? [];
}
