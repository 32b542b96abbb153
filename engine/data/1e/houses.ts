// The five houses of the 1st edition (no Martell, [1E-GEN-01]), their start cards ([1E-COMP-06],
// [1E-SETUP-07], agot-1e.md §3.3), their components ([1E-COMP-01], [1E-COMP-02]) and which of them
// play at 3, 4 and 5 players ([1E-FEW-01], [1E-FEW-02]).
// Rulings where agot-1e.md §3.3 / §4.2 marks a fact unverified: track positions as its table gives
// them ((ext) for Greyjoy and Tyrell, ⚠); supply positions read from 0 (Stark 1, the others 2, the
// table's "2?"); 6 ships per house (the component list, not the text's 5); Greyjoy's second ship in
// Ironman's Bay (no ports).
import type { ByTrack, House, UnitType } from '../vocabulary';
import type { AreaId1e } from './areas';
import { type ByHouse1e, type House1e, type HouseCardId1e, HOUSES_1E } from './vocabulary';

/** 3 to 5 players ([1E-GEN-01], [1E-FEW-01]). */
export const PLAYER_COUNTS_1E = [3, 4, 5] as const;
export type PlayerCount1e = (typeof PLAYER_COUNTS_1E)[number];

/** The wooden units of the 1st edition: no siege engines ([1E-COMP-02], [1E-COMP-08]). */
export const UNIT_TYPES_1E = ['footman', 'knight', 'ship'] as const satisfies readonly UnitType[];
export type UnitType1e = (typeof UNIT_TYPES_1E)[number];

/** Units each house owns ([1E-COMP-02]): 10 footmen, 4 knights, 6 ships. */
export const UNIT_LIMITS_1E: { readonly [u in UnitType1e]: number } = { footman: 10, knight: 4, ship: 6 };
/** Power tokens each house owns ([1E-COMP-01], [1E-GEN-08]) and takes at setup ([1E-SETUP-07]). */
export const POWER_TOKENS_PER_HOUSE_1E = 20;
export const STARTING_POWER_1E = 5;

export interface StartingUnits1e {
  readonly area: AreaId1e;
  readonly units: readonly UnitType1e[];
}

export interface HouseInfo1e {
  readonly id: House1e;
  readonly name: string;
  /** The area with the house's crest ([1E-CTRL-05]). */
  readonly home: AreaId1e;
  /** The start card's units ([1E-SETUP-07]). */
  readonly startingUnits: readonly StartingUnits1e[];
  /** The start card's positions (1 = best) in the 5-player game; fewer players move up ([1E-FEW-03]). */
  readonly trackPositions: ByTrack<number>;
  /** The start card's supply position ([1E-SETUP-09]). */
  readonly startingSupply: number;
  readonly houseCards: readonly HouseCardId1e[];
}

export const HOUSE_INFO_1E: ByHouse1e<HouseInfo1e> = {
  stark: {
    id: 'stark',
    name: 'Stark',
    home: 'winterfell',
    startingUnits: [
      { area: 'winterfell', units: ['knight', 'footman'] },
      { area: 'white-harbor', units: ['footman'] },
      { area: 'the-shivering-sea', units: ['ship'] },
    ],
    trackPositions: { 'iron-throne': 3, fiefdoms: 3, 'kings-court': 2 },
    startingSupply: 1,
    houseCards: ['eddard-stark', 'robb-stark', 'greatjon-umber', 'ser-rodrik-cassel', 'house-mormont-lord', 'maester-luwin', 'catelyn-stark'],
  },
  lannister: {
    id: 'lannister',
    name: 'Lannister',
    home: 'lannisport',
    startingUnits: [
      { area: 'lannisport', units: ['knight', 'footman'] },
      { area: 'stoney-sept', units: ['footman'] },
      { area: 'the-golden-sound', units: ['ship'] },
    ],
    trackPositions: { 'iron-throne': 2, fiefdoms: 5, 'kings-court': 1 },
    startingSupply: 2,
    houseCards: ['tywin-lannister', 'ser-jaime-lannister', 'tyrion-lannister', 'ser-kevan-lannister', 'house-lannister-captain', 'cersei-lannister', 'vargo-hoat'],
  },
  baratheon: {
    id: 'baratheon',
    name: 'Baratheon',
    home: 'dragonstone',
    startingUnits: [
      { area: 'dragonstone', units: ['knight', 'footman'] },
      { area: 'kingswood', units: ['footman'] },
      { area: 'shipbreaker-bay', units: ['ship', 'ship'] },
    ],
    trackPositions: { 'iron-throne': 1, fiefdoms: 4, 'kings-court': 3 },
    startingSupply: 2,
    houseCards: ['stannis-baratheon', 'renly-baratheon', 'ser-davos-seaworth', 'ser-axell-florent', 'house-florent-lord', 'melisandre', 'salladhor-saan'],
  },
  greyjoy: {
    id: 'greyjoy',
    name: 'Greyjoy',
    home: 'pyke',
    startingUnits: [
      { area: 'pyke', units: ['knight', 'footman'] },
      { area: 'greywater-watch', units: ['footman'] },
      { area: 'ironmans-bay', units: ['ship', 'ship'] },
    ],
    trackPositions: { 'iron-throne': 5, fiefdoms: 1, 'kings-court': 4 },
    startingSupply: 2,
    houseCards: ['euron-crows-eye', 'theon-greyjoy', 'asha-greyjoy', 'aeron-damphair', 'house-blacktyde-captain', 'balon-greyjoy', 'victarion-greyjoy'],
  },
  tyrell: {
    id: 'tyrell',
    name: 'Tyrell',
    home: 'highgarden',
    startingUnits: [
      { area: 'highgarden', units: ['knight', 'footman'] },
      { area: 'dornish-marches', units: ['footman'] },
      { area: 'redwyne-straits', units: ['ship'] },
    ],
    trackPositions: { 'iron-throne': 4, fiefdoms: 2, 'kings-court': 5 },
    startingSupply: 2,
    houseCards: ['mace-tyrell', 'ser-loras-tyrell', 'ser-garlan-tyrell', 'margaery-tyrell', 'house-tyrell-captain', 'queen-of-thorns', 'brienne-of-tarth'],
  },
};

/**
 * Houses in play by player count, in seat order ([1E-FEW-01], [1E-FEW-02]): at 3 Greyjoy and Tyrell
 * are out, at 4 Greyjoy (the 2nd edition drops Tyrell instead).
 */
export const HOUSES_BY_PLAYER_COUNT_1E: { readonly [n in PlayerCount1e]: readonly House1e[] } = {
  3: ['stark', 'lannister', 'baratheon'],
  4: ['stark', 'lannister', 'baratheon', 'tyrell'],
  5: ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell'],
};

/** Whether a house of the 2nd edition's list is one of the 1st edition's five. */
export function isHouse1e(h: House | string): h is House1e {
  return (HOUSES_1E as readonly string[]).includes(h);
}
