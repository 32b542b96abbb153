// The 1st edition's houses and House card ids ([1E-GEN-01], [1E-COMP-06]), as `as const` tuples with
// their unions (style rule 3): the words the 1st edition's tables (houses.ts, house-cards.ts) are
// keyed by, below both.

export const HOUSES_1E = ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell'] as const;

export type House1e = (typeof HOUSES_1E)[number];

export type ByHouse1e<T> = { readonly [h in House1e]: T };

export const HOUSE_CARD_IDS_1E = [
  'eddard-stark',
  'robb-stark',
  'greatjon-umber',
  'ser-rodrik-cassel',
  'house-mormont-lord',
  'maester-luwin',
  'catelyn-stark',
  'tywin-lannister',
  'ser-jaime-lannister',
  'tyrion-lannister',
  'ser-kevan-lannister',
  'house-lannister-captain',
  'cersei-lannister',
  'vargo-hoat',
  'stannis-baratheon',
  'renly-baratheon',
  'ser-davos-seaworth',
  'ser-axell-florent',
  'house-florent-lord',
  'melisandre',
  'salladhor-saan',
  'euron-crows-eye',
  'theon-greyjoy',
  'asha-greyjoy',
  'aeron-damphair',
  'house-blacktyde-captain',
  'balon-greyjoy',
  'victarion-greyjoy',
  'mace-tyrell',
  'ser-loras-tyrell',
  'ser-garlan-tyrell',
  'margaery-tyrell',
  'house-tyrell-captain',
  'queen-of-thorns',
  'brienne-of-tarth',
] as const;

export type HouseCardId1e = (typeof HOUSE_CARD_IDS_1E)[number];
