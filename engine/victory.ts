// Victory: 7 Castle/Stronghold areas at any moment ([2E-END-02]), else the best house after
// round 10 ([2E-END-04]) with the tie-breakers of [2E-END-05] (or FAQ v2.0's, [2E-END-06]).
import { withParts } from './state-copy';
import { VICTORY_AREAS_1E } from './data/1e/tracks';
import type { PlayerCount1e } from './data/1e/houses';
import { VICTORY_AREAS } from './data/tracks';
import type { House } from './data/vocabulary';
import { controlledAreas, strongholds, victoryPoints, victoryPointsByHouse } from './control';
import { positionOf } from './influence';
import type { AreaState, GameState } from './state';
import { recent } from './recent';
import { ancestorWith } from './board-copy';
import { houseIndex } from './units';
import { boardOf } from './board';
import type { AreaId } from './data/areas';

/** A house's standing for the end of the game; compared key by key, higher is better. */
function standing(state: GameState, house: House): number[] {
  const supply = state.houses[house]?.supply ?? 0;
  // 1E-END-03: the 1st edition's chain: higher on the Supply track, then more available Power; then a draw.
  if (state.options.ruleset === '1e') return [victoryPoints(state, house), supply, state.houses[house]?.power ?? 0];
  const ironThrone = -positionOf(state, 'iron-throne', house); // position 1 is best
  if (state.options.faq2Tiebreakers) {
    // 2E-END-06: most land areas, then Supply, then Iron Throne.
    return [victoryPoints(state, house), controlledAreas(state, house).length, supply, ironThrone];
  }
  // 2E-END-05: most Strongholds, then Supply, then available Power, then Iron Throne.
  const power = state.houses[house]?.power ?? 0;
  return [victoryPoints(state, house), strongholds(state, house), supply, power, ironThrone];
}

function compareStanding(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The best of the given houses by victory points and tie-breakers (the Iron Throne decides last). */
export function bestHouse(state: GameState, houses: readonly House[]): House {
  // Each house's standing once (the comparator asked for both sides' at every comparison); the
  // same stable sort of the same keys.
  const ranked = houses.map((house) => ({ house, key: standing(state, house) })).sort((x, y) => compareStanding(x.key, y.key));
  const best = ranked[0]?.house;
  if (best === undefined) throw new RangeError('expected at least one house to rank, got none');
  return best;
}

/** The areas that win at once: 7, or in the 1st edition 8 with three players ([2E-END-02], [1E-END-01]). */
export function victoryAreas(state: GameState): number {
  return state.options.ruleset === '1e' ? VICTORY_AREAS_1E[state.options.houses.length as PlayerCount1e] : VICTORY_AREAS;
}

/** Boards on which no house has 7 areas, with the houses in play they were counted for. */
const NO_WINNER = recent<GameState['areas'], readonly House[]>(8);

/**
 * Whether two versions of one area have the same controller, from what `controllerOf` reads: the
 * first unit's house, else the Power token, else the home crest (the area's own fact), and no
 * Neutral Force ([2E-CTRL-01], [2E-CTRL-03], [2E-CTRL-09], [2E-NEUT-09]).
 */
function sameControl(before: AreaState, after: AreaState): boolean {
  return before.neutralForce === after.neutralForce && before.powerToken === after.powerToken && (before.units[0]?.house ?? null) === (after.units[0]?.house ?? null);
}

/** Sets the winner if a house controls 7 Castle/Stronghold areas ([2E-END-02]; OQ-17 for ties). */
export function checkVictory(state: GameState): GameState {
  if (state.winner !== null) return state;
  // A win can only come with a change of control, hence of the board: a board (immutable, a new
  // `areas` object after any change) already found without a winner in this game is not counted again.
  const houses = state.options.houses;
  if (NO_WINNER.get(state.areas) === houses) return state;
  // Nor is a board copied from one without a winner that replaced only areas with neither a Castle
  // nor a Stronghold, or left what control reads there the same (an order placed or removed, a
  // footman upgraded: [2E-CTRL-01]): control of those areas is all a win counts.
  const { info } = boardOf(state);
  const unchanged = (before: AreaState, after: AreaState, area: AreaId) => before === after || info[area].fortification === 'none' || sameControl(before, after);
  if (ancestorWith(state.areas, (b) => (NO_WINNER.get(b) === houses ? true : undefined), unchanged) === true) {
    NO_WINNER.set(state.areas, houses);
    return state;
  }
  const points = victoryPointsByHouse(state);
  const reached = state.options.houses.filter((h) => (points[houseIndex(h)] ?? 0) >= victoryAreas(state));
  if (reached.length === 0) {
    NO_WINNER.set(state.areas, state.options.houses);
    return state;
  }
  return withWinner(state, reached);
}

/**
 * The winner among `houses`. 1E-END-03: in the 1st edition houses still tied after the chain share
 * the victory (`sharedWin`, in Iron Throne order; `winner` is the first of them).
 */
function withWinner(state: GameState, houses: readonly House[]): GameState {
  const winner = bestHouse(state, houses);
  if (state.options.ruleset !== '1e') return withParts(state, { winner });
  const best = standing(state, winner);
  const tied = houses.filter((h) => compareStanding(standing(state, h), best) === 0);
  if (tied.length < 2) return withParts(state, { winner });
  const shared = [...tied].sort((x, y) => positionOf(state, 'iron-throne', x) - positionOf(state, 'iron-throne', y));
  return withParts(state, { winner: shared[0]!, sharedWin: shared });
}

/** Ends the game after round 10 ([2E-END-03], [2E-END-04]). */
export function declareFinalWinner(state: GameState): GameState {
  return withWinner(state, state.options.houses);
}
