// Which areas of the 1st-edition board share a border: the 111 land/sea pairs of agot-1e.md §4.1
// (its tables list each border from both sides; here each pair once, sorted). Rivers: a border
// crossed by a river without a bridge is no border for movement ([1E-BOARD-04]); the document's
// source already leaves those out and lists no bridge of its own, so the two bridges (The Twins,
// Crackclaw Point) are the borders of those areas listed here — its ruling, unverified on a printed
// board. There are no ports, so no port links ([1E-BOARD-06]). Ship transport is not adjacency
// ([1E-SHIP-01], [1E-SHIP-05]).
import { AREA_IDS_1E, type AreaId1e, type ByArea1e } from './areas';

export const BORDERS_1E: readonly (readonly [AreaId1e, AreaId1e])[] = [
  ['bay-of-ice', 'castle-black'],
  ['bay-of-ice', 'flints-finger'],
  ['bay-of-ice', 'greywater-watch'],
  ['bay-of-ice', 'sunset-sea'],
  ['bay-of-ice', 'the-stony-shore'],
  ['bay-of-ice', 'winterfell'],
  ['blackwater-bay', 'crackclaw-point'],
  ['blackwater-bay', 'kings-landing'],
  ['blackwater-bay', 'kingswood'],
  ['blackwater-bay', 'shipbreaker-bay'],
  ['blackwater', 'crackclaw-point'],
  ['blackwater', 'harrenhal'],
  ['blackwater', 'kings-landing'],
  ['blackwater', 'searoad-marches'],
  ['blackwater', 'stoney-sept'],
  ['blackwater', 'the-reach'],
  ['castle-black', 'karhold'],
  ['castle-black', 'the-shivering-sea'],
  ['castle-black', 'winterfell'],
  ['crackclaw-point', 'harrenhal'],
  ['crackclaw-point', 'kings-landing'],
  ['crackclaw-point', 'shipbreaker-bay'],
  ['crackclaw-point', 'the-mountains-of-the-moon'],
  ['dornish-marches', 'highgarden'],
  ['dornish-marches', 'kingswood'],
  ['dornish-marches', 'oldtown'],
  ['dornish-marches', 'sea-of-dorne'],
  ['dornish-marches', 'starfall'],
  ['dornish-marches', 'storms-end'],
  ['dornish-marches', 'the-reach'],
  ['dornish-marches', 'yronwood'],
  ['dragonstone', 'shipbreaker-bay'],
  ['flints-finger', 'greywater-watch'],
  ['flints-finger', 'ironmans-bay'],
  ['flints-finger', 'sunset-sea'],
  ['greywater-watch', 'ironmans-bay'],
  ['greywater-watch', 'moat-cailin'],
  ['greywater-watch', 'seagard'],
  ['harrenhal', 'riverrun'],
  ['harrenhal', 'stoney-sept'],
  ['highgarden', 'oldtown'],
  ['highgarden', 'redwyne-straits'],
  ['highgarden', 'searoad-marches'],
  ['highgarden', 'sunset-sea'],
  ['highgarden', 'the-reach'],
  ['ironmans-bay', 'pyke'],
  ['ironmans-bay', 'riverrun'],
  ['ironmans-bay', 'seagard'],
  ['ironmans-bay', 'sunset-sea'],
  ['ironmans-bay', 'the-golden-sound'],
  ['karhold', 'the-shivering-sea'],
  ['karhold', 'winterfell'],
  ['kings-landing', 'kingswood'],
  ['kings-landing', 'the-reach'],
  ['kingswood', 'shipbreaker-bay'],
  ['kingswood', 'storms-end'],
  ['kingswood', 'the-reach'],
  ['lannisport', 'riverrun'],
  ['lannisport', 'searoad-marches'],
  ['lannisport', 'stoney-sept'],
  ['lannisport', 'the-golden-sound'],
  ['moat-cailin', 'seagard'],
  ['moat-cailin', 'the-narrow-sea'],
  ['moat-cailin', 'the-twins'],
  ['moat-cailin', 'white-harbor'],
  ['moat-cailin', 'winterfell'],
  ['oldtown', 'redwyne-straits'],
  ['oldtown', 'sunset-sea'],
  ['redwyne-straits', 'starfall'],
  ['redwyne-straits', 'summer-sea'],
  ['redwyne-straits', 'sunset-sea'],
  ['redwyne-straits', 'the-arbor'],
  ['redwyne-straits', 'yronwood'],
  ['riverrun', 'seagard'],
  ['riverrun', 'stoney-sept'],
  ['riverrun', 'the-golden-sound'],
  ['sea-of-dorne', 'shipbreaker-bay'],
  ['sea-of-dorne', 'storms-end'],
  ['sea-of-dorne', 'summer-sea'],
  ['sea-of-dorne', 'sunspear'],
  ['sea-of-dorne', 'yronwood'],
  ['seagard', 'the-twins'],
  ['searoad-marches', 'stoney-sept'],
  ['searoad-marches', 'sunset-sea'],
  ['searoad-marches', 'the-golden-sound'],
  ['searoad-marches', 'the-reach'],
  ['shipbreaker-bay', 'storms-end'],
  ['shipbreaker-bay', 'summer-sea'],
  ['shipbreaker-bay', 'the-narrow-sea'],
  ['starfall', 'yronwood'],
  ['summer-sea', 'sunspear'],
  ['summer-sea', 'yronwood'],
  ['sunset-sea', 'the-golden-sound'],
  ['sunspear', 'yronwood'],
  ['the-eyrie', 'the-mountains-of-the-moon'],
  ['the-eyrie', 'the-narrow-sea'],
  ['the-fingers', 'the-mountains-of-the-moon'],
  ['the-fingers', 'the-narrow-sea'],
  ['the-fingers', 'the-twins'],
  ['the-mountains-of-the-moon', 'the-narrow-sea'],
  ['the-mountains-of-the-moon', 'the-twins'],
  ['the-narrow-sea', 'the-shivering-sea'],
  ['the-narrow-sea', 'the-twins'],
  ['the-narrow-sea', 'white-harbor'],
  ['the-narrow-sea', 'widows-watch'],
  ['the-shivering-sea', 'white-harbor'],
  ['the-shivering-sea', 'widows-watch'],
  ['the-shivering-sea', 'winterfell'],
  ['the-stony-shore', 'winterfell'],
  ['white-harbor', 'widows-watch'],
  ['white-harbor', 'winterfell'],
];

function buildNeighbours(): ByArea1e<readonly AreaId1e[]> {
  const lists = Object.fromEntries(AREA_IDS_1E.map((id) => [id, [] as AreaId1e[]])) as { [a in AreaId1e]: AreaId1e[] };
  for (const [a, b] of BORDERS_1E) {
    lists[a].push(b);
    lists[b].push(a);
  }
  // Sorted by the fixed order of AREA_IDS_1E so that every walk over neighbours is deterministic.
  const rank = new Map(AREA_IDS_1E.map((id, i) => [id, i]));
  for (const id of AREA_IDS_1E) lists[id].sort((x, y) => rank.get(x)! - rank.get(y)!);
  return lists;
}

/** Every area's neighbours on the 1st-edition board, in AREA_IDS_1E order. */
export const NEIGHBOURS_1E: ByArea1e<readonly AreaId1e[]> = buildNeighbours();

/** Whether two areas of the 1st-edition board share a border. */
export function isAdjacent1e(a: AreaId1e, b: AreaId1e): boolean {
  return NEIGHBOURS_1E[a].includes(b);
}
