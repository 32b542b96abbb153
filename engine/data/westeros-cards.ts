// The Westeros cards: three decks of 10 ([2E-WCARD-01], OQ-10). A card id may stand in two decks
// (Winter is Coming and Last Days of Summer are in decks I and II). Effects are implemented by
// the Westeros phase, keyed by id; the texts here are our paraphrases, for display.

export const WESTEROS_CARD_IDS = [
  'supply',
  'mustering',
  'a-throne-of-blades',
  'winter-is-coming',
  'last-days-of-summer',
  'clash-of-kings',
  'game-of-thrones',
  'dark-wings-dark-words',
  'wildlings-attack',
  'put-to-the-sword',
  'storm-of-swords',
  'rains-of-autumn',
  'sea-of-storms',
  'feast-for-crows',
  'web-of-lies',
] as const;
export type WesterosCardId = (typeof WESTEROS_CARD_IDS)[number];

/** Who chooses among a card's options ([2E-WCARD-20]): the holder of that Dominance token. */
export type WesterosChooser = 'iron-throne' | 'valyrian-steel-blade' | 'messenger-raven' | null;

export interface WesterosCardInfo {
  readonly id: WesterosCardId;
  readonly name: string;
  readonly text: string;
  readonly chooser: WesterosChooser;
  /** Option ids with their texts, when the chooser picks one. */
  readonly options: readonly (readonly ['a' | 'b' | 'c', string])[];
}

export const WESTEROS_CARDS: { readonly [c in WesterosCardId]: WesterosCardInfo } = {
  'supply': {
    id: 'supply', name: 'Supply', chooser: null,
    text: 'In turn order, every house counts the supply icons in the areas it controls, sets its Supply token to that value (max 6), and then immediately removes units if its armies exceed the new limit.',
    options: [],
  },
  'mustering': {
    id: 'mustering', name: 'Mustering', chooser: null,
    text: 'In turn order, every house musters new units in each area it controls that contains a castle (1 mustering point) or stronghold (2 points), completing all its mustering before the next house.',
    options: [],
  },
  'a-throne-of-blades': {
    id: 'a-throne-of-blades', name: 'A Throne of Blades', chooser: 'iron-throne',
    text: 'The holder of the Iron Throne token picks one option for everybody.',
    options: [['a', 'Resolve as Supply (every house updates supply, then reconciles armies).'], ['b', 'Resolve as Mustering (every house musters).'], ['c', 'Nothing happens.']],
  },
  'winter-is-coming': {
    id: 'winter-is-coming', name: 'Winter is Coming', chooser: null,
    text: 'Shuffle this deck, including this card, then draw a new card from it and resolve that card instead (its wildling icons count). Repeat if this card is drawn again.',
    options: [],
  },
  'last-days-of-summer': {
    id: 'last-days-of-summer', name: 'Last Days of Summer', chooser: null,
    text: 'Nothing happens.',
    options: [],
  },
  'clash-of-kings': {
    id: 'clash-of-kings', name: 'Clash of Kings', chooser: null,
    text: 'Remove all Influence tokens from the three Influence tracks; the houses then bid Power tokens for the tracks one at a time: Iron Throne, then Fiefdoms, then King\'s Court.',
    options: [],
  },
  'game-of-thrones': {
    id: 'game-of-thrones', name: 'Game of Thrones', chooser: null,
    text: 'In turn order, each house gains one Power token for every power (crown) icon in areas it controls, plus one for every port it controls that holds at least one of its ships, provided the port\'s sea area holds no enemy ship.',
    options: [],
  },
  'dark-wings-dark-words': {
    id: 'dark-wings-dark-words', name: 'Dark Wings, Dark Words', chooser: 'messenger-raven',
    text: 'The holder of the Messenger Raven token picks one option for everybody.',
    options: [['a', 'Resolve as Clash of Kings (everyone bids on the three Influence tracks).'], ['b', 'Resolve as Game of Thrones: everyone gains one Power token for every power (crown) icon in the areas they control, and for each port that holds their ship with no enemy ship in the connected sea (the Serbian rulebook\'s card list says so; ruling OQ-26 of the rules reference).'], ['c', 'Nothing happens.']],
  },
  'wildlings-attack': {
    id: 'wildlings-attack', name: 'Wildlings Attack', chooser: null,
    text: 'The wildlings attack now with strength equal to the current position of the Wildling Threat token; all houses bid Power tokens for the Night\'s Watch (see wildling-cards.json).',
    options: [],
  },
  'put-to-the-sword': {
    id: 'put-to-the-sword', name: 'Put to the Sword', chooser: 'valyrian-steel-blade',
    text: 'The holder of the Valyrian Steel Blade token picks one restriction for the coming Planning Phase.',
    options: [['a', 'No Defense Orders (regular or special) may be placed, as Storm of Swords.'], ['b', 'No March +1 (special March) Orders may be placed, as Rains of Autumn.'], ['c', 'No restriction (as Last Days of Summer).']],
  },
  'storm-of-swords': {
    id: 'storm-of-swords', name: 'Storm of Swords', chooser: null,
    text: 'During the coming Planning Phase no Defense Orders (regular or special) may be placed.',
    options: [],
  },
  'rains-of-autumn': {
    id: 'rains-of-autumn', name: 'Rains of Autumn', chooser: null,
    text: 'During the coming Planning Phase no March +1 (special March) Orders may be placed; the regular March orders are allowed.',
    options: [],
  },
  'sea-of-storms': {
    id: 'sea-of-storms', name: 'Sea of Storms', chooser: null,
    text: 'During the coming Planning Phase no Raid Orders (regular or special) may be placed.',
    options: [],
  },
  'feast-for-crows': {
    id: 'feast-for-crows', name: 'Feast for Crows', chooser: null,
    text: 'During the coming Planning Phase no Consolidate Power Orders (regular or special) may be placed.',
    options: [],
  },
  'web-of-lies': {
    id: 'web-of-lies', name: 'Web of Lies', chooser: null,
    text: 'During the coming Planning Phase no Support Orders (regular or special) may be placed.',
    options: [],
  },
};

export const WESTEROS_DECK_NUMBERS = [1, 2, 3] as const;
export type WesterosDeckNumber = (typeof WESTEROS_DECK_NUMBERS)[number];

export interface WesterosDeckEntry {
  readonly card: WesterosCardId;
  readonly copies: number;
  /** Wildling icons on each copy ([2E-WCARD-02]). */
  readonly wildlingIcons: number;
}

export const WESTEROS_DECKS: { readonly [d in WesterosDeckNumber]: readonly WesterosDeckEntry[] } = {
  1: [
    { card: 'supply', copies: 3, wildlingIcons: 0 },
    { card: 'mustering', copies: 3, wildlingIcons: 0 },
    { card: 'a-throne-of-blades', copies: 2, wildlingIcons: 1 },
    { card: 'winter-is-coming', copies: 1, wildlingIcons: 0 },
    { card: 'last-days-of-summer', copies: 1, wildlingIcons: 1 },
  ],
  2: [
    { card: 'clash-of-kings', copies: 3, wildlingIcons: 0 },
    { card: 'game-of-thrones', copies: 3, wildlingIcons: 0 },
    { card: 'dark-wings-dark-words', copies: 2, wildlingIcons: 1 },
    { card: 'winter-is-coming', copies: 1, wildlingIcons: 0 },
    { card: 'last-days-of-summer', copies: 1, wildlingIcons: 1 },
  ],
  3: [
    { card: 'wildlings-attack', copies: 3, wildlingIcons: 0 },
    { card: 'put-to-the-sword', copies: 2, wildlingIcons: 0 },
    { card: 'storm-of-swords', copies: 1, wildlingIcons: 1 },
    { card: 'rains-of-autumn', copies: 1, wildlingIcons: 1 },
    { card: 'sea-of-storms', copies: 1, wildlingIcons: 1 },
    { card: 'feast-for-crows', copies: 1, wildlingIcons: 1 },
    { card: 'web-of-lies', copies: 1, wildlingIcons: 1 },
  ],
};
