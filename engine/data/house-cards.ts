// The 42 House cards, 7 per house ([2E-COMP-02], rules §33, [2E-HCARD-01]–[2E-HCARD-42]).
// Printed strength, sword and fortification (tower) icons, and the timing tier of the text
// ([2E-HC-01]). Texts are our own paraphrases of the printed abilities, for display only: the
// engine never reads them.
import type { HouseCardId1e } from './1e/vocabulary';
import type { House, HouseCardTiming } from './vocabulary';

export const HOUSE_CARD_IDS = [
  'eddard-stark',
  'robb-stark',
  'roose-bolton',
  'greatjon-umber',
  'ser-rodrik-cassel',
  'the-blackfish',
  'catelyn-stark',
  'tywin-lannister',
  'ser-gregor-clegane',
  'ser-jaime-lannister',
  'the-hound',
  'ser-kevan-lannister',
  'tyrion-lannister',
  'cersei-lannister',
  'stannis-baratheon',
  'renly-baratheon',
  'ser-davos-seaworth',
  'brienne-of-tarth',
  'salladhor-saan',
  'melisandre',
  'patchface',
  'euron-crows-eye',
  'victarion-greyjoy',
  'balon-greyjoy',
  'theon-greyjoy',
  'dagmar-cleftjaw',
  'asha-greyjoy',
  'aeron-damphair',
  'mace-tyrell',
  'ser-loras-tyrell',
  'randyll-tarly',
  'ser-garlan-tyrell',
  'margaery-tyrell',
  'alester-florent',
  'queen-of-thorns',
  'the-red-viper',
  'areo-hotah',
  'obara-sand',
  'darkstar',
  'nymeria-sand',
  'arianne-martell',
  'doran-martell',
] as const;
/**
 * A House card of either edition: this one's, or the 1st edition's (engine/data/1e/house-cards.ts),
 * several of which share an id and not their numbers with a card here: a game's cards are read
 * through its ruleset.
 */
export type HouseCardId = (typeof HOUSE_CARD_IDS)[number] | HouseCardId1e;

export interface HouseCardInfo {
  readonly id: HouseCardId;
  readonly house: House;
  readonly name: string;
  readonly strength: number;
  readonly swords: number;
  readonly towers: number;
  readonly timing: HouseCardTiming;
  readonly text: string | null;
}

// Keyed by this edition's cards only (a 2nd-edition game never holds a 1st-edition card).
export const HOUSE_CARDS = {
  'eddard-stark': {
    id: 'eddard-stark', house: 'stark', name: 'Eddard Stark',
    strength: 4, swords: 2, towers: 0, timing: 'none',
    text: null,
  },
  'robb-stark': {
    id: 'robb-stark', house: 'stark', name: 'Robb Stark',
    strength: 3, swords: 0, towers: 0, timing: 'if-win',
    text: 'If you win this combat, you choose the area into which your opponent\'s surviving units retreat (instead of the opponent). It must be a legal retreat area for them and, among the legal areas, one in which they lose the fewest units.',
  },
  'roose-bolton': {
    id: 'roose-bolton', house: 'stark', name: 'Roose Bolton',
    strength: 2, swords: 0, towers: 0, timing: 'if-lose',
    text: 'If you lose this combat, take all cards from your House card discard pile back into your hand, including this card.',
  },
  'greatjon-umber': {
    id: 'greatjon-umber', house: 'stark', name: 'Greatjon Umber',
    strength: 2, swords: 1, towers: 0, timing: 'none',
    text: null,
  },
  'ser-rodrik-cassel': {
    id: 'ser-rodrik-cassel', house: 'stark', name: 'Ser Rodrik Cassel',
    strength: 1, swords: 0, towers: 2, timing: 'none',
    text: null,
  },
  'the-blackfish': {
    id: 'the-blackfish', house: 'stark', name: 'The Blackfish',
    strength: 1, swords: 0, towers: 0, timing: 'static',
    text: 'In this combat you suffer no casualties caused by House card abilities, by sword icons, or by Tides of Battle cards (skull icons).',
  },
  'catelyn-stark': {
    id: 'catelyn-stark', house: 'stark', name: 'Catelyn Stark',
    strength: 0, swords: 0, towers: 0, timing: 'static',
    text: 'If you have a Defense Order token in the embattled area, that order\'s bonus is doubled for this combat.',
  },
  'tywin-lannister': {
    id: 'tywin-lannister', house: 'lannister', name: 'Tywin Lannister',
    strength: 4, swords: 0, towers: 0, timing: 'if-win',
    text: 'If you win this combat, take two Power tokens from the Power Pool.',
  },
  'ser-gregor-clegane': {
    id: 'ser-gregor-clegane', house: 'lannister', name: 'Ser Gregor Clegane',
    strength: 3, swords: 3, towers: 0, timing: 'none',
    text: null,
  },
  'ser-jaime-lannister': {
    id: 'ser-jaime-lannister', house: 'lannister', name: 'Ser Jaime Lannister',
    strength: 2, swords: 1, towers: 0, timing: 'none',
    text: null,
  },
  'the-hound': {
    id: 'the-hound', house: 'lannister', name: 'The Hound',
    strength: 2, swords: 0, towers: 2, timing: 'none',
    text: null,
  },
  'ser-kevan-lannister': {
    id: 'ser-kevan-lannister', house: 'lannister', name: 'Ser Kevan Lannister',
    strength: 1, swords: 0, towers: 0, timing: 'static',
    text: 'If you are the attacker, each of your attacking Footmen, and each Lannister Footman supporting you, adds 2 combat strength instead of 1.',
  },
  'tyrion-lannister': {
    id: 'tyrion-lannister', house: 'lannister', name: 'Tyrion Lannister',
    strength: 1, swords: 0, towers: 0, timing: 'cancel',
    text: 'You may cancel the House card your opponent revealed: it returns to their hand and they must choose and reveal a different House card. If they have no other House card in hand, they fight this combat without a House card.',
  },
  'cersei-lannister': {
    id: 'cersei-lannister', house: 'lannister', name: 'Cersei Lannister',
    strength: 0, swords: 0, towers: 0, timing: 'if-win',
    text: 'If you win this combat, you may remove one of your opponent\'s Order tokens from anywhere on the board.',
  },
  'stannis-baratheon': {
    id: 'stannis-baratheon', house: 'baratheon', name: 'Stannis Baratheon',
    strength: 4, swords: 0, towers: 0, timing: 'static',
    text: 'If your opponent stands higher than you on the Iron Throne track (nearer position 1), this card gets +1 combat strength.',
  },
  'renly-baratheon': {
    id: 'renly-baratheon', house: 'baratheon', name: 'Renly Baratheon',
    strength: 3, swords: 0, towers: 0, timing: 'if-win',
    text: 'If you win this combat, you may upgrade one of your Footmen that took part in the combat (or one Baratheon Footman that supported you) to a Knight, i.e. replace it with one of your available Knights.',
  },
  'ser-davos-seaworth': {
    id: 'ser-davos-seaworth', house: 'baratheon', name: 'Ser Davos Seaworth',
    strength: 2, swords: 0, towers: 0, timing: 'static',
    text: 'If your \'Stannis Baratheon\' card is in your House card discard pile, this card gets +1 combat strength and one sword icon.',
  },
  'brienne-of-tarth': {
    id: 'brienne-of-tarth', house: 'baratheon', name: 'Brienne of Tarth',
    strength: 2, swords: 1, towers: 1, timing: 'none',
    text: null,
  },
  'salladhor-saan': {
    id: 'salladhor-saan', house: 'baratheon', name: 'Salladhor Saan',
    strength: 1, swords: 0, towers: 0, timing: 'static',
    text: 'If you are being supported in this combat, every non-Baratheon Ship counts 0 combat strength in this combat (whether it is attacking, defending or supporting either side).',
  },
  'melisandre': {
    id: 'melisandre', house: 'baratheon', name: 'Melisandre',
    strength: 1, swords: 1, towers: 0, timing: 'none',
    text: null,
  },
  'patchface': {
    id: 'patchface', house: 'baratheon', name: 'Patchface',
    strength: 0, swords: 0, towers: 0, timing: 'after-combat',
    text: 'After combat, you may look at your opponent\'s hand of House cards and discard one card of your choice from it.',
  },
  'euron-crows-eye': {
    id: 'euron-crows-eye', house: 'greyjoy', name: 'Euron Crow\'s Eye',
    strength: 4, swords: 1, towers: 0, timing: 'none',
    text: null,
  },
  'victarion-greyjoy': {
    id: 'victarion-greyjoy', house: 'greyjoy', name: 'Victarion Greyjoy',
    strength: 3, swords: 0, towers: 0, timing: 'static',
    text: 'If you are the attacker, each of your attacking Ships, and each Greyjoy Ship supporting you, adds 2 combat strength instead of 1.',
  },
  'balon-greyjoy': {
    id: 'balon-greyjoy', house: 'greyjoy', name: 'Balon Greyjoy',
    strength: 2, swords: 0, towers: 0, timing: 'static',
    text: 'The printed combat strength of your opponent\'s House card counts as 0 in this combat.',
  },
  'theon-greyjoy': {
    id: 'theon-greyjoy', house: 'greyjoy', name: 'Theon Greyjoy',
    strength: 2, swords: 0, towers: 0, timing: 'static',
    text: 'If you are the defender and the embattled area contains a castle or a stronghold, this card gets +1 combat strength and one sword icon.',
  },
  'dagmar-cleftjaw': {
    id: 'dagmar-cleftjaw', house: 'greyjoy', name: 'Dagmar Cleftjaw',
    strength: 1, swords: 1, towers: 1, timing: 'none',
    text: null,
  },
  'asha-greyjoy': {
    id: 'asha-greyjoy', house: 'greyjoy', name: 'Asha Greyjoy',
    strength: 1, swords: 0, towers: 0, timing: 'static',
    text: 'If nobody is supporting you in this combat, this card gets two sword icons and one fortification icon.',
  },
  'aeron-damphair': {
    id: 'aeron-damphair', house: 'greyjoy', name: 'Aeron Damphair',
    strength: 0, swords: 0, towers: 0, timing: 'immediately',
    text: 'Immediately after House cards are revealed you may pay (discard) two of your available Power tokens to discard this card and choose and reveal a different House card from your hand instead (if you have one).',
  },
  'mace-tyrell': {
    id: 'mace-tyrell', house: 'tyrell', name: 'Mace Tyrell',
    strength: 4, swords: 0, towers: 0, timing: 'immediately',
    text: 'Immediately destroy one of your opponent\'s Footmen that is attacking or defending in this combat (supporting units cannot be chosen).',
  },
  'ser-loras-tyrell': {
    id: 'ser-loras-tyrell', house: 'tyrell', name: 'Ser Loras Tyrell',
    strength: 3, swords: 0, towers: 0, timing: 'if-win',
    text: 'If you are the attacker and win this combat, the March Order token you used moves into the conquered area instead of being removed; it may be resolved again later this round.',
  },
  'randyll-tarly': {
    id: 'randyll-tarly', house: 'tyrell', name: 'Randyll Tarly',
    strength: 2, swords: 1, towers: 0, timing: 'none',
    text: null,
  },
  'ser-garlan-tyrell': {
    id: 'ser-garlan-tyrell', house: 'tyrell', name: 'Ser Garlan Tyrell',
    strength: 2, swords: 2, towers: 0, timing: 'none',
    text: null,
  },
  'margaery-tyrell': {
    id: 'margaery-tyrell', house: 'tyrell', name: 'Margaery Tyrell',
    strength: 1, swords: 0, towers: 1, timing: 'none',
    text: null,
  },
  'alester-florent': {
    id: 'alester-florent', house: 'tyrell', name: 'Alester Florent',
    strength: 1, swords: 0, towers: 1, timing: 'none',
    text: null,
  },
  'queen-of-thorns': {
    id: 'queen-of-thorns', house: 'tyrell', name: 'Queen of Thorns',
    strength: 0, swords: 0, towers: 0, timing: 'immediately',
    text: 'Immediately remove one of your opponent\'s Order tokens from any one area adjacent to the embattled area. You may not remove the March Order token that started this combat.',
  },
  'the-red-viper': {
    id: 'the-red-viper', house: 'martell', name: 'The Red Viper',
    strength: 4, swords: 2, towers: 1, timing: 'none',
    text: null,
  },
  'areo-hotah': {
    id: 'areo-hotah', house: 'martell', name: 'Areo Hotah',
    strength: 3, swords: 0, towers: 1, timing: 'none',
    text: null,
  },
  'obara-sand': {
    id: 'obara-sand', house: 'martell', name: 'Obara Sand',
    strength: 2, swords: 1, towers: 0, timing: 'none',
    text: null,
  },
  'darkstar': {
    id: 'darkstar', house: 'martell', name: 'Darkstar',
    strength: 2, swords: 1, towers: 0, timing: 'none',
    text: null,
  },
  'nymeria-sand': {
    id: 'nymeria-sand', house: 'martell', name: 'Nymeria Sand',
    strength: 1, swords: 0, towers: 0, timing: 'static',
    text: 'If you are the attacker, this card gets one sword icon; if you are the defender, it gets one fortification icon instead.',
  },
  'arianne-martell': {
    id: 'arianne-martell', house: 'martell', name: 'Arianne Martell',
    strength: 1, swords: 0, towers: 0, timing: 'if-lose',
    text: 'If you are the defender and lose this combat, the attacker\'s units may not move into the embattled area; they return to the area they marched from. Your own surviving units must still retreat.',
  },
  'doran-martell': {
    id: 'doran-martell', house: 'martell', name: 'Doran Martell',
    strength: 0, swords: 0, towers: 0, timing: 'immediately',
    text: 'Immediately move your opponent to the last (bottom) position of one Influence track of your choice; the houses behind move up one position, and if the top position changes hands the Dominance token passes with it.',
  },
} as { readonly [c in HouseCardId]: HouseCardInfo };
