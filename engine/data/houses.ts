// The six houses as printed on their player screens ([2E-SETUP-16], [2E-SETUP-17]), their
// components ([2E-COMP-01]–[2E-COMP-05]) and which of them play at each player count ([2E-FEW-01]).
import type { AreaId } from './areas';
import type { HouseCardId } from './house-cards';
import type { ByHouse, ByTrack, ByUnitType, House, PlayerCount, UnitType } from './vocabulary';

export interface StartingUnits {
  readonly area: AreaId;
  readonly units: readonly UnitType[];
}

export interface HouseInfo {
  readonly id: House;
  readonly name: string;
  /** The area with the house's crest, which holds its Garrison ([2E-TERM-04], [2E-SETUP-12]). */
  readonly home: AreaId;
  readonly startingUnits: readonly StartingUnits[];
  /** Positions (1 = best) in the 6-player game; fewer players slide left ([2E-SETUP-09]). */
  readonly trackPositions: ByTrack<number>;
  readonly houseCards: readonly HouseCardId[];
}

/** Units each house owns ([2E-COMP-01]). */
export const UNIT_LIMITS: ByUnitType<number> = { footman: 10, knight: 5, ship: 6, 'siege-engine': 2 };
/** Power tokens each house owns ([2E-COMP-04]) and gains at setup ([2E-SETUP-13]). */
export const POWER_TOKENS_PER_HOUSE = 20;
export const STARTING_POWER = 5;
/** Garrison strength, the same for every house ([2E-COMP-05], [2E-GARR-02]). */
export const GARRISON_STRENGTH = 2;

export const HOUSE_INFO: ByHouse<HouseInfo> = {
  stark: {
    id: 'stark',
    name: 'Stark',
    home: 'winterfell',
    startingUnits: [
      { area: 'winterfell', units: ['knight', 'footman'] },
      { area: 'white-harbor', units: ['footman'] },
      { area: 'the-shivering-sea', units: ['ship'] },
    ],
    trackPositions: { 'iron-throne': 3, fiefdoms: 4, 'kings-court': 2 },
    houseCards: ['eddard-stark', 'robb-stark', 'roose-bolton', 'greatjon-umber', 'ser-rodrik-cassel', 'the-blackfish', 'catelyn-stark'],
  },
  lannister: {
    id: 'lannister',
    name: 'Lannister',
    home: 'lannisport',
    startingUnits: [
      { area: 'lannisport', units: ['knight', 'footman'] },
      { area: 'stoney-sept', units: ['footman'] },
      { area: 'the-golden-sound', units: ['ship'] },
      // FAQ errata to the printed screen; placed at every player count ([2E-FEW-08], OQ-25).
      { area: 'port-of-lannisport', units: ['ship'] },
    ],
    trackPositions: { 'iron-throne': 2, fiefdoms: 6, 'kings-court': 1 },
    houseCards: ['tywin-lannister', 'ser-gregor-clegane', 'the-hound', 'ser-jaime-lannister', 'tyrion-lannister', 'ser-kevan-lannister', 'cersei-lannister'],
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
    trackPositions: { 'iron-throne': 1, fiefdoms: 5, 'kings-court': 4 },
    houseCards: ['stannis-baratheon', 'renly-baratheon', 'ser-davos-seaworth', 'brienne-of-tarth', 'melisandre', 'salladhor-saan', 'patchface'],
  },
  greyjoy: {
    id: 'greyjoy',
    name: 'Greyjoy',
    home: 'pyke',
    startingUnits: [
      { area: 'pyke', units: ['knight', 'footman'] },
      { area: 'greywater-watch', units: ['footman'] },
      { area: 'ironmans-bay', units: ['ship'] },
      { area: 'port-of-pyke', units: ['ship'] },
    ],
    trackPositions: { 'iron-throne': 5, fiefdoms: 1, 'kings-court': 6 },
    houseCards: ['euron-crows-eye', 'victarion-greyjoy', 'theon-greyjoy', 'balon-greyjoy', 'asha-greyjoy', 'dagmar-cleftjaw', 'aeron-damphair'],
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
    trackPositions: { 'iron-throne': 6, fiefdoms: 2, 'kings-court': 5 },
    houseCards: ['mace-tyrell', 'ser-loras-tyrell', 'ser-garlan-tyrell', 'randyll-tarly', 'alester-florent', 'margaery-tyrell', 'queen-of-thorns'],
  },
  martell: {
    id: 'martell',
    name: 'Martell',
    home: 'sunspear',
    startingUnits: [
      { area: 'sunspear', units: ['knight', 'footman'] },
      { area: 'salt-shore', units: ['footman'] },
      { area: 'sea-of-dorne', units: ['ship'] },
    ],
    trackPositions: { 'iron-throne': 4, fiefdoms: 3, 'kings-court': 3 },
    houseCards: ['the-red-viper', 'areo-hotah', 'obara-sand', 'darkstar', 'nymeria-sand', 'arianne-martell', 'doran-martell'],
  },
};

/** Houses in play by player count ([2E-FEW-01]), in seat order. */
export const HOUSES_BY_PLAYER_COUNT: { readonly [n in PlayerCount]: readonly House[] } = {
  3: ['stark', 'lannister', 'baratheon'],
  4: ['stark', 'lannister', 'baratheon', 'greyjoy'],
  5: ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell'],
  6: ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell', 'martell'],
};
