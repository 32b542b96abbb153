// The 24 Tides of Battle cards of the optional module ([2E-TOB-10]): 6 kinds with their copies.

export const TIDES_CARD_IDS = ['zero', 'one-sword', 'one-tower', 'two', 'three', 'skull'] as const;
export type TidesCardId = (typeof TIDES_CARD_IDS)[number];

export interface TidesCardInfo {
  readonly id: TidesCardId;
  readonly strength: number;
  readonly swords: number;
  readonly towers: number;
  /** A skull makes the opponent suffer one casualty whoever wins ([2E-TOB-08]). */
  readonly skull: boolean;
  readonly copies: number;
}

export const TIDES_CARDS: { readonly [c in TidesCardId]: TidesCardInfo } = {
  'zero': { id: 'zero', strength: 0, swords: 0, towers: 0, skull: false, copies: 8 },
  'one-sword': { id: 'one-sword', strength: 1, swords: 1, towers: 0, skull: false, copies: 4 },
  'one-tower': { id: 'one-tower', strength: 1, swords: 0, towers: 1, skull: false, copies: 4 },
  'two': { id: 'two', strength: 2, swords: 0, towers: 0, skull: false, copies: 4 },
  'three': { id: 'three', strength: 3, swords: 0, towers: 0, skull: false, copies: 2 },
  'skull': { id: 'skull', strength: 0, swords: 0, towers: 0, skull: true, copies: 2 },
};
