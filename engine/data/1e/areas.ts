// The 45 areas of the 1st-edition board (2003): 34 land, 11 sea, no ports ([1E-BOARD-06]).
// Transcribes agot-1e.md §4.1, which records the board as an open-source implementation of the 2003
// game encodes it, plus the Oldtown–Sunset Sea border that [CZ] implies; the reference check
// (test/reference/agot-1e.check.ts) compares this file with those tables. Icons: strongholds (2
// mustering points) and cities (1) ([1E-BOARD-02], [1E-MUS-02]) — a city is the 2nd edition's Castle,
// so it is written 'castle' here and both count for victory ([1E-GEN-03]); supply barrels
// ([1E-SUP-03]); power crowns ([1E-WCARD-04], [1E-CP-01]); the printed crest of each house's home
// area ([1E-CTRL-05]); the islands Dragonstone, Pyke and The Arbor ([1E-BOARD-03]).
// Every id the 2nd-edition board also has names the same area there; 'summer-sea' is the single
// Summer Sea of this board (the 2nd edition splits it in two). Dorne is four areas: Dornish Marches,
// Starfall, Yronwood, Sunspear (agot-1e.md D-07).
// Open question (agot-1e.md §4.1, "things still to verify"): every icon and border is unverified
// against a printed board; we follow the document's tables as its ruling.
import type { Fortification, House } from '../vocabulary';

export const AREA_IDS_1E = [
  'bay-of-ice',
  'blackwater',
  'blackwater-bay',
  'castle-black',
  'crackclaw-point',
  'dornish-marches',
  'dragonstone',
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
  'pyke',
  'redwyne-straits',
  'riverrun',
  'sea-of-dorne',
  'seagard',
  'searoad-marches',
  'shipbreaker-bay',
  'starfall',
  'stoney-sept',
  'storms-end',
  'summer-sea',
  'sunset-sea',
  'sunspear',
  'the-arbor',
  'the-eyrie',
  'the-fingers',
  'the-golden-sound',
  'the-mountains-of-the-moon',
  'the-narrow-sea',
  'the-reach',
  'the-shivering-sea',
  'the-stony-shore',
  'the-twins',
  'white-harbor',
  'widows-watch',
  'winterfell',
  'yronwood',
] as const;
export type AreaId1e = (typeof AREA_IDS_1E)[number];
export type ByArea1e<T> = { readonly [a in AreaId1e]: T };

/** The 1st edition has land and sea areas only ([1E-BOARD-01], [1E-BOARD-06]). */
export const AREA_KINDS_1E = ['land', 'sea'] as const;
export type AreaKind1e = (typeof AREA_KINDS_1E)[number];

export interface AreaInfo1e {
  readonly id: AreaId1e;
  readonly name: string;
  readonly kind: AreaKind1e;
  /** City ('castle', 1 mustering point) or stronghold (2); both count for victory ([1E-MUS-02], [1E-GEN-03]). */
  readonly fortification: Fortification;
  /** Supply barrels ([1E-SUP-03]). */
  readonly supply: number;
  /** Power crowns ([1E-WCARD-04]). */
  readonly power: number;
  /** The house whose crest is printed here ([1E-CTRL-05]). */
  readonly home: House | null;
  /** Reached only by ship transport ([1E-BOARD-03]). */
  readonly island: boolean;
}

function area(
  id: AreaId1e, name: string, kind: AreaKind1e, fortification: Fortification, supply: number, power: number,
  extra: Partial<Pick<AreaInfo1e, 'home' | 'island'>> = {},
): AreaInfo1e {
  return { id, name, kind, fortification, supply, power, home: null, island: false, ...extra };
}

export const AREAS_1E: ByArea1e<AreaInfo1e> = {
  'bay-of-ice': area('bay-of-ice', 'Bay of Ice', 'sea', 'none', 0, 0),
  'blackwater': area('blackwater', 'Blackwater', 'land', 'none', 2, 0),
  'blackwater-bay': area('blackwater-bay', 'Blackwater Bay', 'sea', 'none', 0, 0),
  'castle-black': area('castle-black', 'Castle Black', 'land', 'none', 0, 1),
  'crackclaw-point': area('crackclaw-point', 'Crackclaw Point', 'land', 'castle', 0, 0),
  'dornish-marches': area('dornish-marches', 'Dornish Marches', 'land', 'none', 1, 0),
  'dragonstone': area('dragonstone', 'Dragonstone', 'land', 'stronghold', 1, 1, { home: 'baratheon', island: true }),
  'flints-finger': area('flints-finger', 'Flint\'s Finger', 'land', 'castle', 0, 0),
  'greywater-watch': area('greywater-watch', 'Greywater Watch', 'land', 'none', 1, 0),
  'harrenhal': area('harrenhal', 'Harrenhal', 'land', 'castle', 0, 1),
  'highgarden': area('highgarden', 'Highgarden', 'land', 'stronghold', 2, 0, { home: 'tyrell' }),
  'ironmans-bay': area('ironmans-bay', 'Ironman\'s Bay', 'sea', 'none', 0, 0),
  'karhold': area('karhold', 'Karhold', 'land', 'none', 0, 1),
  'kings-landing': area('kings-landing', 'King\'s Landing', 'land', 'stronghold', 0, 2),
  'kingswood': area('kingswood', 'Kingswood', 'land', 'none', 0, 1),
  'lannisport': area('lannisport', 'Lannisport', 'land', 'stronghold', 2, 0, { home: 'lannister' }),
  'moat-cailin': area('moat-cailin', 'Moat Cailin', 'land', 'castle', 0, 0),
  'oldtown': area('oldtown', 'Oldtown', 'land', 'castle', 0, 0),
  'pyke': area('pyke', 'Pyke', 'land', 'stronghold', 1, 1, { home: 'greyjoy', island: true }),
  'redwyne-straits': area('redwyne-straits', 'Redwyne Straits', 'sea', 'none', 0, 0),
  'riverrun': area('riverrun', 'Riverrun', 'land', 'stronghold', 1, 1),
  'sea-of-dorne': area('sea-of-dorne', 'Sea of Dorne', 'sea', 'none', 0, 0),
  'seagard': area('seagard', 'Seagard', 'land', 'stronghold', 1, 1),
  'searoad-marches': area('searoad-marches', 'Searoad Marches', 'land', 'none', 1, 0),
  'shipbreaker-bay': area('shipbreaker-bay', 'Shipbreaker Bay', 'sea', 'none', 0, 0),
  'starfall': area('starfall', 'Starfall', 'land', 'none', 1, 0),
  'stoney-sept': area('stoney-sept', 'Stoney Sept', 'land', 'none', 0, 1),
  'storms-end': area('storms-end', 'Storm\'s End', 'land', 'castle', 0, 0),
  'summer-sea': area('summer-sea', 'Summer Sea', 'sea', 'none', 0, 0),
  'sunset-sea': area('sunset-sea', 'Sunset Sea', 'sea', 'none', 0, 0),
  'sunspear': area('sunspear', 'Sunspear', 'land', 'castle', 1, 1),
  'the-arbor': area('the-arbor', 'The Arbor', 'land', 'none', 0, 1, { island: true }),
  'the-eyrie': area('the-eyrie', 'The Eyrie', 'land', 'castle', 1, 1),
  'the-fingers': area('the-fingers', 'The Fingers', 'land', 'none', 1, 0),
  'the-golden-sound': area('the-golden-sound', 'The Golden Sound', 'sea', 'none', 0, 0),
  'the-mountains-of-the-moon': area('the-mountains-of-the-moon', 'The Mountains of the Moon', 'land', 'none', 1, 0),
  'the-narrow-sea': area('the-narrow-sea', 'The Narrow Sea', 'sea', 'none', 0, 0),
  'the-reach': area('the-reach', 'The Reach', 'land', 'castle', 0, 0),
  'the-shivering-sea': area('the-shivering-sea', 'The Shivering Sea', 'sea', 'none', 0, 0),
  'the-stony-shore': area('the-stony-shore', 'The Stony Shore', 'land', 'none', 1, 0),
  'the-twins': area('the-twins', 'The Twins', 'land', 'none', 0, 1),
  'white-harbor': area('white-harbor', 'White Harbor', 'land', 'castle', 0, 0),
  'widows-watch': area('widows-watch', 'Widow\'s Watch', 'land', 'none', 1, 0),
  'winterfell': area('winterfell', 'Winterfell', 'land', 'stronghold', 1, 1, { home: 'stark' }),
  'yronwood': area('yronwood', 'Yronwood', 'land', 'none', 0, 1),
};
