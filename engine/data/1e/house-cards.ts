// The 35 House cards of the 1st edition, 7 per house, printed strength 0–3 ([1E-COMP-04],
// [1E-HCARD-01]–[1E-HCARD-05], agot-1e.md §3.1). Texts are our own paraphrases, for display only.
// Rulings where §3.1 marks a fact unverified (open question 1): strengths and icons as its tables
// give them; the Baratheon upgrade text is Renly's ([CZ]) and Ser Davos has the icons the other
// source gives Renly; Salladhor Saan zeroes only the opponent's supporting ships ([CZ]); the four
// cards whose names the sources do not give are named by their house ("House Mormont lord", …).
// `timing` is the 2nd edition's tier of the text ([1E-HCARD-05]: the 1st edition fixes no order;
// we apply the 2nd edition's, open question 7).
import type { HouseCardTiming } from '../vocabulary';
import type { House1e, HouseCardId1e } from './vocabulary';

export interface HouseCardInfo1e {
  readonly id: HouseCardId1e;
  readonly house: House1e;
  readonly name: string;
  readonly strength: number;
  readonly swords: number;
  readonly towers: number;
  readonly timing: HouseCardTiming;
  readonly text: string | null;
}

function card(
  id: HouseCardId1e, house: House1e, name: string, strength: number, swords: number, towers: number,
  timing: HouseCardTiming = 'none', text: string | null = null,
): HouseCardInfo1e {
  return { id, house, name, strength, swords, towers, timing, text };
}

export const HOUSE_CARDS_1E: { readonly [c in HouseCardId1e]: HouseCardInfo1e } = {
  'eddard-stark': card('eddard-stark', 'stark', 'Eddard Stark', 3, 0, 2),
  'robb-stark': card('robb-stark', 'stark', 'Robb Stark', 2, 0, 0, 'static', 'Each of your attacking Knights adds 3 instead of 2 in this combat.'),
  'greatjon-umber': card('greatjon-umber', 'stark', 'Greatjon Umber', 2, 1, 0),
  'ser-rodrik-cassel': card('ser-rodrik-cassel', 'stark', 'Ser Rodrik Cassel', 1, 0, 1),
  'house-mormont-lord': card('house-mormont-lord', 'stark', 'House Mormont lord', 1, 1, 0),
  'maester-luwin': card('maester-luwin', 'stark', 'Maester Luwin', 0, 0, 0, 'if-win', 'If you win, you may take one card of your discard pile back into your hand.'),
  'catelyn-stark': card('catelyn-stark', 'stark', 'Catelyn Stark', 0, 0, 0, 'static', 'Your Defense order counts double in this combat.'),
  'tywin-lannister': card('tywin-lannister', 'lannister', 'Tywin Lannister', 3, 2, 0),
  'ser-jaime-lannister': card('ser-jaime-lannister', 'lannister', 'Ser Jaime Lannister', 2, 0, 0, 'if-win', 'If you win, take 2 Power tokens.'),
  'tyrion-lannister': card('tyrion-lannister', 'lannister', 'Tyrion Lannister', 2, 0, 1),
  'ser-kevan-lannister': card('ser-kevan-lannister', 'lannister', 'Ser Kevan Lannister', 1, 1, 0),
  'house-lannister-captain': card('house-lannister-captain', 'lannister', 'House Lannister captain', 1, 1, 0),
  'cersei-lannister': card('cersei-lannister', 'lannister', 'Cersei Lannister', 0, 0, 0, 'if-win', 'If you win, remove any one Order token of the losing house from the board.'),
  'vargo-hoat': card('vargo-hoat', 'lannister', 'Vargo Hoat', 0, 0, 0, 'static', 'Each of your attacking Footmen adds 2 instead of 1 in this combat.'),
  'stannis-baratheon': card('stannis-baratheon', 'baratheon', 'Stannis Baratheon', 3, 1, 1),
  'renly-baratheon': card('renly-baratheon', 'baratheon', 'Renly Baratheon', 2, 0, 0, 'if-win', 'If you win, you may upgrade one of your Footmen that took part in this combat to a Knight.'),
  'ser-davos-seaworth': card('ser-davos-seaworth', 'baratheon', 'Ser Davos Seaworth', 2, 0, 1),
  'ser-axell-florent': card('ser-axell-florent', 'baratheon', 'Ser Axell Florent', 1, 1, 0),
  'house-florent-lord': card('house-florent-lord', 'baratheon', 'House Florent lord', 1, 1, 0),
  'melisandre': card('melisandre', 'baratheon', 'Melisandre of Asshai', 0, 0, 0, 'if-win', 'If you win, you may pay 1 Power token to discard one House card of your choice from the loser’s hand.'),
  'salladhor-saan': card('salladhor-saan', 'baratheon', 'Salladhor Saan', 0, 0, 0, 'static', 'Your opponent’s supporting Ships add 0 in this combat.'),
  'euron-crows-eye': card('euron-crows-eye', 'greyjoy', 'Euron Crow\'s Eye', 3, 2, 0),
  'theon-greyjoy': card('theon-greyjoy', 'greyjoy', 'Theon Greyjoy', 2, 1, 0),
  'asha-greyjoy': card('asha-greyjoy', 'greyjoy', 'Asha Greyjoy', 2, 0, 0, 'if-win', 'If you win, you may remove one Support or Consolidate Power order from an area next to the embattled area.'),
  'aeron-damphair': card('aeron-damphair', 'greyjoy', 'Aeron Damphair', 1, 0, 1),
  'house-blacktyde-captain': card('house-blacktyde-captain', 'greyjoy', 'House Blacktyde captain', 1, 0, 1),
  'balon-greyjoy': card('balon-greyjoy', 'greyjoy', 'Balon Greyjoy', 0, 0, 0, 'static', 'Your opponent’s House card has printed strength 0 in this combat.'),
  'victarion-greyjoy': card('victarion-greyjoy', 'greyjoy', 'Victarion Greyjoy', 0, 0, 0, 'static', 'Each of your attacking Ships adds 2 instead of 1 in this combat.'),
  'mace-tyrell': card('mace-tyrell', 'tyrell', 'Mace Tyrell', 3, 2, 0),
  'ser-loras-tyrell': card('ser-loras-tyrell', 'tyrell', 'Ser Loras Tyrell', 2, 0, 0, 'immediately', 'Destroy one of your opponent’s attacking or defending Footmen at once.'),
  'ser-garlan-tyrell': card('ser-garlan-tyrell', 'tyrell', 'Ser Garlan Tyrell', 2, 1, 0),
  'margaery-tyrell': card('margaery-tyrell', 'tyrell', 'Margaery Tyrell', 1, 0, 1),
  'house-tyrell-captain': card('house-tyrell-captain', 'tyrell', 'House Tyrell captain', 1, 1, 0),
  'queen-of-thorns': card('queen-of-thorns', 'tyrell', 'Queen of Thorns', 0, 0, 0, 'cancel', 'Cancel the text of your opponent’s House card.'),
  'brienne-of-tarth': card('brienne-of-tarth', 'tyrell', 'Brienne of Tarth', 0, 0, 0, 'immediately', 'Discard your opponent’s Defense order in the embattled area at once.'),
};
