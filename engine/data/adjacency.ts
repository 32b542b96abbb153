// Which areas share a border ([2E-DATA-03]): the 127 land/sea pairs of the board, rivers without a
// bridge already removed ([2E-BOARD-01]) and bridges included ([2E-BOARD-02]). Each pair once,
// sorted. A port's only neighbours are its land area and its sea ([2E-PORT-03]); those 16 links are
// derived from AREAS rather than listed twice.
import { AREA_IDS, AREAS, type AreaId, type ByArea } from './areas';

export const BORDERS: readonly (readonly [AreaId, AreaId])[] = [
  ['bay-of-ice', 'castle-black'],
  ['bay-of-ice', 'flints-finger'],
  ['bay-of-ice', 'greywater-watch'],
  ['bay-of-ice', 'sunset-sea'],
  ['bay-of-ice', 'the-stony-shore'],
  ['bay-of-ice', 'winterfell'],
  ['blackwater', 'crackclaw-point'],
  ['blackwater', 'harrenhal'],
  ['blackwater', 'kings-landing'],
  ['blackwater', 'searoad-marches'],
  ['blackwater', 'stoney-sept'],
  ['blackwater', 'the-reach'],
  ['blackwater-bay', 'crackclaw-point'],
  ['blackwater-bay', 'kings-landing'],
  ['blackwater-bay', 'kingswood'],
  ['blackwater-bay', 'shipbreaker-bay'],
  ['castle-black', 'karhold'],
  ['castle-black', 'the-shivering-sea'],
  ['castle-black', 'winterfell'],
  ['crackclaw-point', 'harrenhal'],
  ['crackclaw-point', 'kings-landing'],
  ['crackclaw-point', 'shipbreaker-bay'],
  ['crackclaw-point', 'the-mountains-of-the-moon'],
  ['crackclaw-point', 'the-narrow-sea'],
  ['dornish-marches', 'highgarden'],
  ['dornish-marches', 'oldtown'],
  ['dornish-marches', 'princes-pass'],
  ['dornish-marches', 'the-boneway'],
  ['dornish-marches', 'the-reach'],
  ['dornish-marches', 'three-towers'],
  ['dragonstone', 'shipbreaker-bay'],
  ['east-summer-sea', 'salt-shore'],
  ['east-summer-sea', 'sea-of-dorne'],
  ['east-summer-sea', 'shipbreaker-bay'],
  ['east-summer-sea', 'starfall'],
  ['east-summer-sea', 'storms-end'],
  ['east-summer-sea', 'sunspear'],
  ['east-summer-sea', 'west-summer-sea'],
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
  ['highgarden', 'the-reach'],
  ['highgarden', 'west-summer-sea'],
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
  ['kingswood', 'the-boneway'],
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
  ['oldtown', 'three-towers'],
  ['princes-pass', 'starfall'],
  ['princes-pass', 'the-boneway'],
  ['princes-pass', 'three-towers'],
  ['princes-pass', 'yronwood'],
  ['redwyne-straits', 'the-arbor'],
  ['redwyne-straits', 'three-towers'],
  ['redwyne-straits', 'west-summer-sea'],
  ['riverrun', 'seagard'],
  ['riverrun', 'stoney-sept'],
  ['riverrun', 'the-golden-sound'],
  ['salt-shore', 'starfall'],
  ['salt-shore', 'sunspear'],
  ['salt-shore', 'yronwood'],
  ['sea-of-dorne', 'storms-end'],
  ['sea-of-dorne', 'sunspear'],
  ['sea-of-dorne', 'the-boneway'],
  ['sea-of-dorne', 'yronwood'],
  ['seagard', 'the-twins'],
  ['searoad-marches', 'stoney-sept'],
  ['searoad-marches', 'sunset-sea'],
  ['searoad-marches', 'the-golden-sound'],
  ['searoad-marches', 'the-reach'],
  ['searoad-marches', 'west-summer-sea'],
  ['shipbreaker-bay', 'storms-end'],
  ['shipbreaker-bay', 'the-narrow-sea'],
  ['starfall', 'west-summer-sea'],
  ['starfall', 'yronwood'],
  ['storms-end', 'the-boneway'],
  ['sunset-sea', 'the-golden-sound'],
  ['sunset-sea', 'west-summer-sea'],
  ['sunspear', 'yronwood'],
  ['the-arbor', 'west-summer-sea'],
  ['the-boneway', 'the-reach'],
  ['the-boneway', 'yronwood'],
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
  ['three-towers', 'west-summer-sea'],
  ['white-harbor', 'widows-watch'],
  ['white-harbor', 'winterfell'],
];

/** Port links ([2E-PORT-03]): each port to its land area and to its sea. */
export const PORT_LINKS: readonly (readonly [AreaId, AreaId])[] = AREA_IDS.flatMap((id) => {
  const a = AREAS[id];
  return a.portLand !== null && a.portSea !== null
    ? [[id, a.portLand] as const, [id, a.portSea] as const]
    : [];
});

function buildNeighbours(): ByArea<readonly AreaId[]> {
  const lists = Object.fromEntries(AREA_IDS.map((id) => [id, [] as AreaId[]])) as { [a in AreaId]: AreaId[] };
  for (const [a, b] of [...BORDERS, ...PORT_LINKS]) {
    lists[a].push(b);
    lists[b].push(a);
  }
  // Sorted by the fixed order of AREA_IDS so that every walk over neighbours is deterministic.
  const rank = new Map<AreaId, number>(AREA_IDS.map((id, i) => [id, i]));
  for (const id of AREA_IDS) lists[id].sort((x, y) => rank.get(x)! - rank.get(y)!);
  return lists;
}

/** Every area's neighbours in the full movement graph (borders ∪ port links), in AREA_IDS order. */
export const NEIGHBOURS: ByArea<readonly AreaId[]> = buildNeighbours();

/** Whether two areas share a border or a port link ([2E-TERM-14]; ship transport is not adjacency). */
export function isAdjacent(a: AreaId, b: AreaId): boolean {
  return NEIGHBOURS[a].includes(b);
}
