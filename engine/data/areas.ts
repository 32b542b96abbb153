// The 58 areas of the 2nd-edition board: 38 land, 12 sea, 8 ports.
// Transcribes the printed board ([2E-DATA-01]–[2E-DATA-62], rules §34): fortification, supply
// barrels, power crowns, home areas, islands ([2E-BOARD-03]) and each port's land and sea
// ([2E-PORT-01]).
import type { AreaId1e } from './1e/areas';
import type { Fortification, House } from './vocabulary';

export const AREA_IDS = [
  'bay-of-ice',
  'blackwater',
  'blackwater-bay',
  'castle-black',
  'crackclaw-point',
  'dornish-marches',
  'dragonstone',
  'east-summer-sea',
  'flints-finger',
  'greywater-watch',
  'harrenhal',
  'highgarden',
  'ironmans-bay',
  'karhold',
  'kings-landing',
  'kingswood',
  'lannisport',
  'moat-cailin',
  'oldtown',
  'port-of-dragonstone',
  'port-of-lannisport',
  'port-of-oldtown',
  'port-of-pyke',
  'port-of-storms-end',
  'port-of-sunspear',
  'port-of-white-harbor',
  'port-of-winterfell',
  'princes-pass',
  'pyke',
  'redwyne-straits',
  'riverrun',
  'salt-shore',
  'sea-of-dorne',
  'seagard',
  'searoad-marches',
  'shipbreaker-bay',
  'starfall',
  'stoney-sept',
  'storms-end',
  'sunset-sea',
  'sunspear',
  'the-arbor',
  'the-boneway',
  'the-eyrie',
  'the-fingers',
  'the-golden-sound',
  'the-mountains-of-the-moon',
  'the-narrow-sea',
  'the-reach',
  'the-shivering-sea',
  'the-stony-shore',
  'the-twins',
  'three-towers',
  'west-summer-sea',
  'white-harbor',
  'widows-watch',
  'winterfell',
  'yronwood',
] as const;
/**
 * An area of either board: this one's, or the 1st edition's (engine/data/1e/areas.ts), whose only
 * id of its own is 'summer-sea'. A game's state holds the areas of its own board only (boardOf).
 */
export type AreaId = (typeof AREA_IDS)[number] | AreaId1e;
export type ByArea<T> = { readonly [a in AreaId]: T };

export const AREA_KINDS = ['land', 'sea', 'port'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export interface AreaInfo {
  readonly id: AreaId;
  readonly name: string;
  readonly kind: AreaKind;
  /** Castle (1 mustering point) or Stronghold (2); both count for victory ([2E-TERM-05]). */
  readonly fortification: Fortification;
  /** Supply barrels ([2E-SUP-02]). */
  readonly supply: number;
  /** Power crowns ([2E-CP-02]). */
  readonly power: number;
  /** The house whose crest is printed here ([2E-TERM-04]). */
  readonly home: House | null;
  readonly island: boolean;
  /** For a land area: its port, if it has one. */
  readonly port: AreaId | null;
  /** For a port: the land area it belongs to and the sea it opens on. */
  readonly portLand: AreaId | null;
  readonly portSea: AreaId | null;
}

function area(
  id: AreaId, name: string, kind: AreaKind, fortification: Fortification, supply: number, power: number,
  extra: Partial<Pick<AreaInfo, 'home' | 'island' | 'port' | 'portLand' | 'portSea'>> = {},
): AreaInfo {
  return { id, name, kind, fortification, supply, power, home: null, island: false, port: null, portLand: null, portSea: null, ...extra };
}

// Keyed by this board's areas only: the 1st edition's 'summer-sea' has no entry (a 2nd-edition
// state never holds it; code reaches a state's areas through boardOf).
export const AREAS = {
  'bay-of-ice': area('bay-of-ice', 'Bay of Ice', 'sea', 'none', 0, 0),
  'blackwater': area('blackwater', 'Blackwater', 'land', 'none', 2, 0),
  'blackwater-bay': area('blackwater-bay', 'Blackwater Bay', 'sea', 'none', 0, 0),
  'castle-black': area('castle-black', 'Castle Black', 'land', 'none', 0, 1),
  'crackclaw-point': area('crackclaw-point', 'Crackclaw Point', 'land', 'castle', 0, 0),
  'dornish-marches': area('dornish-marches', 'Dornish Marches', 'land', 'none', 0, 1),
  'dragonstone': area('dragonstone', 'Dragonstone', 'land', 'stronghold', 1, 1, { home: 'baratheon', island: true, port: 'port-of-dragonstone' }),
  'east-summer-sea': area('east-summer-sea', 'East Summer Sea', 'sea', 'none', 0, 0),
  'flints-finger': area('flints-finger', 'Flint\'s Finger', 'land', 'castle', 0, 0),
  'greywater-watch': area('greywater-watch', 'Greywater Watch', 'land', 'none', 1, 0),
  'harrenhal': area('harrenhal', 'Harrenhal', 'land', 'castle', 0, 1),
  'highgarden': area('highgarden', 'Highgarden', 'land', 'stronghold', 2, 0, { home: 'tyrell' }),
  'ironmans-bay': area('ironmans-bay', 'Ironman\'s Bay', 'sea', 'none', 0, 0),
  'karhold': area('karhold', 'Karhold', 'land', 'none', 0, 1),
  'kings-landing': area('kings-landing', 'King\'s Landing', 'land', 'stronghold', 0, 2),
  'kingswood': area('kingswood', 'Kingswood', 'land', 'none', 1, 1),
  'lannisport': area('lannisport', 'Lannisport', 'land', 'stronghold', 2, 0, { home: 'lannister', port: 'port-of-lannisport' }),
  'moat-cailin': area('moat-cailin', 'Moat Cailin', 'land', 'castle', 0, 0),
  'oldtown': area('oldtown', 'Oldtown', 'land', 'stronghold', 0, 0, { port: 'port-of-oldtown' }),
  'port-of-dragonstone': area('port-of-dragonstone', 'Port of Dragonstone', 'port', 'none', 0, 0, { portLand: 'dragonstone', portSea: 'shipbreaker-bay' }),
  'port-of-lannisport': area('port-of-lannisport', 'Port of Lannisport', 'port', 'none', 0, 0, { portLand: 'lannisport', portSea: 'the-golden-sound' }),
  'port-of-oldtown': area('port-of-oldtown', 'Port of Oldtown', 'port', 'none', 0, 0, { portLand: 'oldtown', portSea: 'redwyne-straits' }),
  'port-of-pyke': area('port-of-pyke', 'Port of Pyke', 'port', 'none', 0, 0, { portLand: 'pyke', portSea: 'ironmans-bay' }),
  'port-of-storms-end': area('port-of-storms-end', 'Port of Storm\'s End', 'port', 'none', 0, 0, { portLand: 'storms-end', portSea: 'shipbreaker-bay' }),
  'port-of-sunspear': area('port-of-sunspear', 'Port of Sunspear', 'port', 'none', 0, 0, { portLand: 'sunspear', portSea: 'east-summer-sea' }),
  'port-of-white-harbor': area('port-of-white-harbor', 'Port of White Harbor', 'port', 'none', 0, 0, { portLand: 'white-harbor', portSea: 'the-narrow-sea' }),
  'port-of-winterfell': area('port-of-winterfell', 'Port of Winterfell', 'port', 'none', 0, 0, { portLand: 'winterfell', portSea: 'bay-of-ice' }),
  'princes-pass': area('princes-pass', 'Prince\'s Pass', 'land', 'none', 1, 1),
  'pyke': area('pyke', 'Pyke', 'land', 'stronghold', 1, 1, { home: 'greyjoy', island: true, port: 'port-of-pyke' }),
  'redwyne-straits': area('redwyne-straits', 'Redwyne Straits', 'sea', 'none', 0, 0),
  'riverrun': area('riverrun', 'Riverrun', 'land', 'stronghold', 1, 1),
  'salt-shore': area('salt-shore', 'Salt Shore', 'land', 'none', 1, 0),
  'sea-of-dorne': area('sea-of-dorne', 'Sea of Dorne', 'sea', 'none', 0, 0),
  'seagard': area('seagard', 'Seagard', 'land', 'stronghold', 1, 1),
  'searoad-marches': area('searoad-marches', 'Searoad Marches', 'land', 'none', 1, 0),
  'shipbreaker-bay': area('shipbreaker-bay', 'Shipbreaker Bay', 'sea', 'none', 0, 0),
  'starfall': area('starfall', 'Starfall', 'land', 'castle', 1, 0),
  'stoney-sept': area('stoney-sept', 'Stoney Sept', 'land', 'none', 0, 1),
  'storms-end': area('storms-end', 'Storm\'s End', 'land', 'castle', 0, 0, { port: 'port-of-storms-end' }),
  'sunset-sea': area('sunset-sea', 'Sunset Sea', 'sea', 'none', 0, 0),
  'sunspear': area('sunspear', 'Sunspear', 'land', 'stronghold', 1, 1, { home: 'martell', port: 'port-of-sunspear' }),
  'the-arbor': area('the-arbor', 'The Arbor', 'land', 'none', 0, 1, { island: true }),
  'the-boneway': area('the-boneway', 'The Boneway', 'land', 'none', 0, 1),
  'the-eyrie': area('the-eyrie', 'The Eyrie', 'land', 'castle', 1, 1),
  'the-fingers': area('the-fingers', 'The Fingers', 'land', 'none', 1, 0),
  'the-golden-sound': area('the-golden-sound', 'The Golden Sound', 'sea', 'none', 0, 0),
  'the-mountains-of-the-moon': area('the-mountains-of-the-moon', 'The Mountains of the Moon', 'land', 'none', 1, 0),
  'the-narrow-sea': area('the-narrow-sea', 'The Narrow Sea', 'sea', 'none', 0, 0),
  'the-reach': area('the-reach', 'The Reach', 'land', 'castle', 0, 0),
  'the-shivering-sea': area('the-shivering-sea', 'The Shivering Sea', 'sea', 'none', 0, 0),
  'the-stony-shore': area('the-stony-shore', 'The Stony Shore', 'land', 'none', 1, 0),
  'the-twins': area('the-twins', 'The Twins', 'land', 'none', 0, 1),
  'three-towers': area('three-towers', 'Three Towers', 'land', 'none', 1, 0),
  'west-summer-sea': area('west-summer-sea', 'West Summer Sea', 'sea', 'none', 0, 0),
  'white-harbor': area('white-harbor', 'White Harbor', 'land', 'castle', 0, 0, { port: 'port-of-white-harbor' }),
  'widows-watch': area('widows-watch', 'Widow\'s Watch', 'land', 'none', 1, 0),
  'winterfell': area('winterfell', 'Winterfell', 'land', 'stronghold', 1, 1, { home: 'stark', port: 'port-of-winterfell' }),
  'yronwood': area('yronwood', 'Yronwood', 'land', 'castle', 0, 0),
} as ByArea<AreaInfo>;
