// A copy of a board (a state's `areas`) that V8 makes in one allocation. The engine copies the
// board whenever an area changes, and the usual spread (`{ ...areas, [id]: area }`) of an object
// of 58 properties that was itself made by a spread takes V8's generic path: ≈1.3–2 µs a copy on
// the 2-core VM, several per move. An object literal with the keys written out is allocated with
// all of them in place (≈70 ns), and its copies share one hidden class, so the next copy's reads
// are monomorphic. The key lists must be the boards' ids in order (board-copy.test.ts checks it);
// a literal, not `new Function`, because a page's Content Security Policy may forbid eval.
import type { AreaId } from './data/areas';
import type { AreaState, GameState } from './state';
import { copyState } from './state-copy';
import { recent } from './recent';

/** A board as the engine builds it, before it is handed out in a state. */
export type Areas = { [a in AreaId]: AreaState };
type Board = { readonly [a in AreaId]: AreaState };

/** A fresh copy of a 2nd-edition board: the 58 areas of AREA_IDS, in that order. */
export function copyAreas2e(a: Board): Areas {
  return {
    'bay-of-ice': a['bay-of-ice'],
    'blackwater': a['blackwater'],
    'blackwater-bay': a['blackwater-bay'],
    'castle-black': a['castle-black'],
    'crackclaw-point': a['crackclaw-point'],
    'dornish-marches': a['dornish-marches'],
    'dragonstone': a['dragonstone'],
    'east-summer-sea': a['east-summer-sea'],
    'flints-finger': a['flints-finger'],
    'greywater-watch': a['greywater-watch'],
    'harrenhal': a['harrenhal'],
    'highgarden': a['highgarden'],
    'ironmans-bay': a['ironmans-bay'],
    'karhold': a['karhold'],
    'kings-landing': a['kings-landing'],
    'kingswood': a['kingswood'],
    'lannisport': a['lannisport'],
    'moat-cailin': a['moat-cailin'],
    'oldtown': a['oldtown'],
    'port-of-dragonstone': a['port-of-dragonstone'],
    'port-of-lannisport': a['port-of-lannisport'],
    'port-of-oldtown': a['port-of-oldtown'],
    'port-of-pyke': a['port-of-pyke'],
    'port-of-storms-end': a['port-of-storms-end'],
    'port-of-sunspear': a['port-of-sunspear'],
    'port-of-white-harbor': a['port-of-white-harbor'],
    'port-of-winterfell': a['port-of-winterfell'],
    'princes-pass': a['princes-pass'],
    'pyke': a['pyke'],
    'redwyne-straits': a['redwyne-straits'],
    'riverrun': a['riverrun'],
    'salt-shore': a['salt-shore'],
    'sea-of-dorne': a['sea-of-dorne'],
    'seagard': a['seagard'],
    'searoad-marches': a['searoad-marches'],
    'shipbreaker-bay': a['shipbreaker-bay'],
    'starfall': a['starfall'],
    'stoney-sept': a['stoney-sept'],
    'storms-end': a['storms-end'],
    'sunset-sea': a['sunset-sea'],
    'sunspear': a['sunspear'],
    'the-arbor': a['the-arbor'],
    'the-boneway': a['the-boneway'],
    'the-eyrie': a['the-eyrie'],
    'the-fingers': a['the-fingers'],
    'the-golden-sound': a['the-golden-sound'],
    'the-mountains-of-the-moon': a['the-mountains-of-the-moon'],
    'the-narrow-sea': a['the-narrow-sea'],
    'the-reach': a['the-reach'],
    'the-shivering-sea': a['the-shivering-sea'],
    'the-stony-shore': a['the-stony-shore'],
    'the-twins': a['the-twins'],
    'three-towers': a['three-towers'],
    'west-summer-sea': a['west-summer-sea'],
    'white-harbor': a['white-harbor'],
    'widows-watch': a['widows-watch'],
    'winterfell': a['winterfell'],
    'yronwood': a['yronwood'],
  } as Areas;
}

/** A fresh copy of a 1st-edition board: the 45 areas of AREA_IDS_1E, in that order. */
export function copyAreas1e(a: Board): Areas {
  return {
    'bay-of-ice': a['bay-of-ice'],
    'blackwater': a['blackwater'],
    'blackwater-bay': a['blackwater-bay'],
    'castle-black': a['castle-black'],
    'crackclaw-point': a['crackclaw-point'],
    'dornish-marches': a['dornish-marches'],
    'dragonstone': a['dragonstone'],
    'flints-finger': a['flints-finger'],
    'greywater-watch': a['greywater-watch'],
    'harrenhal': a['harrenhal'],
    'highgarden': a['highgarden'],
    'ironmans-bay': a['ironmans-bay'],
    'karhold': a['karhold'],
    'kings-landing': a['kings-landing'],
    'kingswood': a['kingswood'],
    'lannisport': a['lannisport'],
    'moat-cailin': a['moat-cailin'],
    'oldtown': a['oldtown'],
    'pyke': a['pyke'],
    'redwyne-straits': a['redwyne-straits'],
    'riverrun': a['riverrun'],
    'sea-of-dorne': a['sea-of-dorne'],
    'seagard': a['seagard'],
    'searoad-marches': a['searoad-marches'],
    'shipbreaker-bay': a['shipbreaker-bay'],
    'starfall': a['starfall'],
    'stoney-sept': a['stoney-sept'],
    'storms-end': a['storms-end'],
    'summer-sea': a['summer-sea'],
    'sunset-sea': a['sunset-sea'],
    'sunspear': a['sunspear'],
    'the-arbor': a['the-arbor'],
    'the-eyrie': a['the-eyrie'],
    'the-fingers': a['the-fingers'],
    'the-golden-sound': a['the-golden-sound'],
    'the-mountains-of-the-moon': a['the-mountains-of-the-moon'],
    'the-narrow-sea': a['the-narrow-sea'],
    'the-reach': a['the-reach'],
    'the-shivering-sea': a['the-shivering-sea'],
    'the-stony-shore': a['the-stony-shore'],
    'the-twins': a['the-twins'],
    'white-harbor': a['white-harbor'],
    'widows-watch': a['widows-watch'],
    'winterfell': a['winterfell'],
    'yronwood': a['yronwood'],
  } as Areas;
}

/** A fresh, mutable copy of the state's board, for a change of several areas before the state is handed out. */
export function copyAreas(state: GameState): Areas {
  return state.options.ruleset === '1e' ? copyAreas1e(state.areas) : copyAreas2e(state.areas);
}

/** The state with one area replaced: one copy of the board. */
export function withArea(state: GameState, area: AreaId, value: AreaState): GameState {
  const areas = copyAreas(state);
  areas[area] = value;
  LINEAGE.set(areas, { parent: state.areas, area, before: state.areas[area], after: value });
  const next = copyState(state);
  next.areas = areas;
  return next;
}

/**
 * A board made by `withArea`: the board it copied, the one area it replaced, and that area's object
 * before and after (kept here so that a reader of the link does not read both boards by the area's
 * id: a keyed read by a varying id is a megamorphic load, ≈100 instructions).
 */
export interface BoardLink {
  readonly parent: GameState['areas'];
  readonly area: AreaId;
  readonly before: AreaState;
  readonly after: AreaState;
}

/**
 * The last boards made by `withArea` and what each was made from. What is computed once per board
 * (the unit and order indexes, whether a house has won) can then be carried over from the board a
 * new one was copied from when the replaced area's relevant part is the same object: most moves
 * change an area's order or its units, not both, and one area at a time. Boards are immutable, so
 * a link never goes stale; a board not found here (older, or made otherwise) is computed afresh.
 */
const LINEAGE = recent<GameState['areas'], BoardLink>(16);

/** The board `areas` was copied from by `withArea`, and the area that differs, if remembered. */
export function boardLink(areas: GameState['areas']): BoardLink | undefined {
  return LINEAGE.get(areas);
}

/**
 * The nearest board among the last few `areas` descends from (itself included) for which `known`
 * has an answer, provided every area replaced on the way keeps `same` between the copy and its
 * original; null when there is none within `depth` copies.
 */
export function ancestorWith<T>(
  areas: GameState['areas'],
  known: (board: GameState['areas']) => T | undefined,
  same: (before: AreaState, after: AreaState, area: AreaId) => boolean,
  depth = 4,
): T | undefined {
  let board = areas;
  for (let step = 0; step < depth; step++) {
    const link = LINEAGE.get(board);
    if (link === undefined || !same(link.before, link.after, link.area)) return undefined;
    board = link.parent;
    const answer = known(board);
    if (answer !== undefined) return answer;
  }
  return undefined;
}
