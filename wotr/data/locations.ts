// [WOTR-DATA-01..03] Appendix B of the spec: the location roster, from outside the seed and
// UNVERIFIED (the spec marks it so). Names, numbers, VP, printed defense and the factions of each
// battleground, nothing else: no activation texts (every `activationProgram` is null). The one
// value the sources disagree on, The Doors of Durin's path defense (1 or 0), is `null` here, so a
// game that uses it must be given a checked value ([WOTR-DATA-03]). The activation programs named
// here are the texts the seed itself gives ([WOTR-DATA-01], [WOTR-LOCS-05]); the engine's are in
// wotr/activation.ts.
import type { Faction } from '../vocabulary';
import type { LocationFacts } from './card-table';

const path = (id: string, title: string, n: number, vp: number, def: number | null, activationProgram: string | null = null): LocationFacts => ({
  id,
  title,
  kind: 'path',
  number: n,
  vp,
  def,
  activationProgram,
});

const bg = (
  id: string,
  title: string,
  side: 'fp' | 'shadow',
  vp: number,
  def: number,
  defendingFactions: readonly Faction[],
  attackingFactions: readonly Faction[],
  activationProgram: string | null = null,
): LocationFacts => ({ id, title, kind: 'battleground', side, vp, def, defendingFactions, attackingFactions, activationProgram });

/** Appendix B, paths, in path order ([WOTR-SETUP-04]: the path deck is stacked 1 to 9). */
export const APPENDIX_B_PATHS: readonly LocationFacts[] = Object.freeze([
  path('bag-end', 'Bag End', 1, 1, 0),
  path('bucklebury-ferry', 'Bucklebury Ferry', 1, 1, 1),
  path('gildors-encampment', "Gildor's Encampment", 1, 1, 1),
  path('inn-of-the-prancing-pony', 'Inn of the Prancing Pony', 2, 2, 1),
  path('the-old-forest', 'The Old Forest', 2, 2, 1),
  path('weathertop', 'Weathertop', 2, 2, 0),
  path('fords-of-bruinen', 'Fords of Bruinen', 3, 1, 0),
  path('imladris', 'Imladris', 3, 1, 1),
  path('the-council-of-elrond', 'The Council of Elrond', 3, 1, 1),
  path('caradhras', 'Caradhras', 4, 2, 0),
  path('khazad-dum', 'Khazad-dûm', 4, 2, 0),
  path('the-doors-of-durin', 'The Doors of Durin', 4, 2, null),
  path('dimrill-dale', 'Dimrill Dale', 5, 1, 0),
  path('egladil', 'Egladil', 5, 1, 1, 'egladil'),
  path('lothlorien', 'Lothlórien', 5, 1, 2),
  path('amon-hen', 'Amon Hen', 6, 2, 0),
  path('dead-marshes', 'Dead Marshes', 6, 2, 1),
  path('emyn-muil', 'Emyn Muil', 6, 2, 0),
  path('henneth-annun', 'Henneth Annûn', 7, 1, 1, 'henneth-annun'),
  path('osgiliath', 'Osgiliath', 7, 1, 0),
  path('the-cross-roads', 'The Cross-roads', 7, 1, 0),
  path('cirith-ungol', 'Cirith Ungol', 8, 2, 0),
  path('morgul-vale', 'Morgul Vale', 8, 2, 0),
  path('shelobs-lair', "Shelob's Lair", 8, 2, 0),
  path('crack-of-doom', 'Crack of Doom', 9, 3, 0),
  path('morgai', 'Morgai', 9, 3, 0),
  path('orodruin', 'Orodruin', 9, 3, 0),
]);

/** Appendix B, Free Peoples battlegrounds. */
export const APPENDIX_B_FP_BATTLEGROUNDS: readonly LocationFacts[] = Object.freeze([
  bg('dol-amroth', 'Dol Amroth', 'fp', 1, 2, ['dunedain', 'wizards'], ['southrons']),
  bg('edoras', 'Edoras', 'fp', 1, 1, ['rohan', 'wizards'], ['isengard'], 'edoras'), // [WOTR-LOCS-05] (ext)
  bg('helms-deep', "Helm's Deep", 'fp', 2, 2, ['rohan', 'wizards'], ['isengard']),
  bg('lorien', 'Lórien', 'fp', 2, 2, ['elves', 'wizards'], ['monstrous', 'mordor'], 'lorien'),
  bg('minas-tirith', 'Minas Tirith', 'fp', 3, 3, ['dunedain', 'wizards'], ['mordor', 'southrons']),
  bg('pelargir', 'Pelargir', 'fp', 1, 1, ['dunedain', 'wizards'], ['southrons']),
  bg('rivendell', 'Rivendell', 'fp', 2, 2, ['elves', 'wizards'], ['monstrous']),
]);

/** Appendix B, Shadow battlegrounds. */
export const APPENDIX_B_SHADOW_BATTLEGROUNDS: readonly LocationFacts[] = Object.freeze([
  bg('dol-guldur', 'Dol Guldur', 'shadow', 1, 2, ['mordor'], ['elves', 'wizards'], 'dol-guldur'),
  bg('harad', 'Harad', 'shadow', 1, 1, ['southrons'], ['dunedain', 'wizards']),
  bg('minas-morgul', 'Minas Morgul', 'shadow', 2, 2, ['mordor'], ['dunedain', 'wizards']),
  bg('morannon', 'Morannon', 'shadow', 2, 2, ['mordor', 'southrons'], ['dunedain', 'rohan', 'wizards']),
  bg('moria', 'Moria', 'shadow', 1, 2, ['monstrous'], ['elves', 'dwarves', 'wizards']),
  bg('orthanc', 'Orthanc', 'shadow', 2, 2, ['isengard'], ['rohan', 'wizards'], 'orthanc'),
  bg('umbar', 'Umbar', 'shadow', 1, 2, ['southrons'], ['dunedain', 'wizards']),
]);

/** All 41 locations of Appendix B ([WOTR-COMP-02]): paths, then FP, then Shadow battlegrounds. */
export const APPENDIX_B_LOCATIONS: readonly LocationFacts[] = Object.freeze([
  ...APPENDIX_B_PATHS,
  ...APPENDIX_B_FP_BATTLEGROUNDS,
  ...APPENDIX_B_SHADOW_BATTLEGROUNDS,
]);
