// The 30 Westeros cards of the 1st edition in decks I, II and III ([1E-COMP-05], [1E-WCARD-01]–
// [1E-WCARD-11], agot-1e.md §3.2). Ids are the 2nd edition's for the cards of the same name; only
// Rains of Autumn reads differently ([1E-WCARD-11]). Texts are our own paraphrases.
// Rulings (open question 2, §3.2 leaves copies and icons as "?"): 10 cards per deck; decks I and II
// hold four copies of each of their two kinds plus Winter Is Coming and Last Days of Summer (the
// document's guess); deck III holds four Wildling Attack cards and one of each other kind ([CZ]
// names Winter Is Coming and Last Days of Summer in all three decks); a card carries the wildling
// icons of the 2nd-edition card of the same name.
import type { WesterosCardId, WesterosDeckNumber } from '../westeros-cards';

export const WESTEROS_CARD_IDS_1E = [
  'supply',
  'mustering',
  'winter-is-coming',
  'last-days-of-summer',
  'clash-of-kings',
  'game-of-thrones',
  'wildlings-attack',
  'storm-of-swords',
  'rains-of-autumn',
  'sea-of-storms',
  'feast-for-crows',
] as const satisfies readonly WesterosCardId[];
export type WesterosCardId1e = (typeof WESTEROS_CARD_IDS_1E)[number];

export interface WesterosCardInfo1e {
  readonly id: WesterosCardId1e;
  readonly name: string;
  readonly text: string;
}

const card = (id: WesterosCardId1e, name: string, text: string): WesterosCardInfo1e => ({ id, name, text });

export const WESTEROS_CARDS_1E: { readonly [c in WesterosCardId1e]: WesterosCardInfo1e } = {
  'supply': card('supply', 'Supply', 'In turn order, every house sets its Supply token to the barrels in the areas it controls, then removes units until its armies fit.'),
  'mustering': card('mustering', 'Mustering', 'In turn order, every house musters in the areas it controls with a city (1 point) or a stronghold (2 points).'),
  'winter-is-coming': card('winter-is-coming', 'Winter Is Coming', 'Shuffle this deck, this card included, and resolve its new top card instead.'),
  'last-days-of-summer': card('last-days-of-summer', 'Last Days of Summer', 'Nothing happens.'),
  'clash-of-kings': card('clash-of-kings', 'Clash of Kings', 'All influence tokens leave the tracks; the houses bid for the Iron Throne, Fiefdoms and King’s Court tracks, one after the other.'),
  'game-of-thrones': card('game-of-thrones', 'Game of Thrones', 'In turn order, every house takes one Power token for each crown in the areas it controls.'),
  'wildlings-attack': card('wildlings-attack', 'Wildling Attack', 'The wildlings attack with the strength of the threat token; every house may bid Power for the Night’s Watch.'),
  'storm-of-swords': card('storm-of-swords', 'Storm of Swords', 'No Defense orders may be placed this turn.'),
  'rains-of-autumn': card('rains-of-autumn', 'Rains of Autumn', 'This turn, Footmen add no strength when they support a combat.'),
  'sea-of-storms': card('sea-of-storms', 'Sea of Storms', 'No Raid orders may be placed this turn.'),
  'feast-for-crows': card('feast-for-crows', 'Feast for Crows', 'No Consolidate Power orders may be placed this turn.'),
};

export interface WesterosDeckEntry1e {
  readonly card: WesterosCardId1e;
  readonly copies: number;
  /** Wildling icons on each copy ([1E-WILD-02]). */
  readonly wildlingIcons: number;
}

export const WESTEROS_DECKS_1E: { readonly [n in WesterosDeckNumber]: readonly WesterosDeckEntry1e[] } = {
  1: [
    { card: 'supply', copies: 4, wildlingIcons: 0 },
    { card: 'mustering', copies: 4, wildlingIcons: 0 },
    { card: 'winter-is-coming', copies: 1, wildlingIcons: 0 },
    { card: 'last-days-of-summer', copies: 1, wildlingIcons: 1 },
  ],
  2: [
    { card: 'clash-of-kings', copies: 4, wildlingIcons: 0 },
    { card: 'game-of-thrones', copies: 4, wildlingIcons: 0 },
    { card: 'winter-is-coming', copies: 1, wildlingIcons: 0 },
    { card: 'last-days-of-summer', copies: 1, wildlingIcons: 1 },
  ],
  3: [
    { card: 'wildlings-attack', copies: 4, wildlingIcons: 0 },
    { card: 'storm-of-swords', copies: 1, wildlingIcons: 1 },
    { card: 'rains-of-autumn', copies: 1, wildlingIcons: 1 },
    { card: 'sea-of-storms', copies: 1, wildlingIcons: 1 },
    { card: 'feast-for-crows', copies: 1, wildlingIcons: 1 },
    { card: 'winter-is-coming', copies: 1, wildlingIcons: 0 },
    { card: 'last-days-of-summer', copies: 1, wildlingIcons: 1 },
  ],
};
