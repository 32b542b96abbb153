// The game's vocabulary: every closed set of names as an `as const` tuple with its derived union
// (style rule 3). Loop over these tuples, never over Object.keys.

/** The six Great Houses, in the rulebook's order ([2E-OVR-01]). This is also the seat order. */
export const HOUSES = ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell', 'martell'] as const;
export type House = (typeof HOUSES)[number];
export type ByHouse<T> = { readonly [h in House]: T };

export const PLAYER_COUNTS = [3, 4, 5, 6] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** The three Influence tracks ([2E-INF-01]). */
export const TRACKS = ['iron-throne', 'fiefdoms', 'kings-court'] as const;
export type Track = (typeof TRACKS)[number];
export type ByTrack<T> = { readonly [t in Track]: T };

/** The Dominance token held by position 1 of each track ([2E-INF-02]). */
export const DOMINANCE_TOKENS = ['iron-throne', 'valyrian-steel-blade', 'messenger-raven'] as const;
export type DominanceToken = (typeof DOMINANCE_TOKENS)[number];
export const DOMINANCE_TOKEN_OF_TRACK: ByTrack<DominanceToken> = {
  'iron-throne': 'iron-throne',
  fiefdoms: 'valyrian-steel-blade',
  'kings-court': 'messenger-raven',
};

/** Unit types ([2E-TERM-01]). */
export const UNIT_TYPES = ['footman', 'knight', 'ship', 'siege-engine'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export type ByUnitType<T> = { readonly [u in UnitType]: T };

/** Order types ([2E-COMP-03]). */
export const ORDER_TYPES = ['march', 'defense', 'support', 'raid', 'consolidate-power'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Decks whose cards are drawn from outside the engine (a `reveal-card` move). */
export const DECKS = ['westeros-1', 'westeros-2', 'westeros-3', 'wildling', 'tides-of-battle'] as const;
export type Deck = (typeof DECKS)[number];

export const FORTIFICATIONS = ['none', 'castle', 'stronghold'] as const;

export type Fortification = (typeof FORTIFICATIONS)[number];

export const HOUSE_CARD_TIMINGS = ['none', 'static', 'cancel', 'immediately', 'if-win', 'if-lose', 'after-combat'] as const;

export type HouseCardTiming = (typeof HOUSE_CARD_TIMINGS)[number];
