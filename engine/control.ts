// Who controls what ([2E-CTRL-01]–[2E-CTRL-15]) and what control yields: victory areas
// ([2E-END-01]) and supply icons ([2E-SUP-02]).
import { boardOf } from './board';
import type { AreaId } from './data/areas';
import { MAX_SUPPLY } from './data/tracks';
import type { House } from './data/vocabulary';
import type { GameState } from './state';

/** The house whose units stand in an area (land, sea or port), or null if it is empty. */
export function occupantOf(state: GameState, area: AreaId): House | null {
  return state.areas[area].units[0]?.house ?? null;
}

/**
 * The house controlling a land area: its units, else its Power token ([2E-CTRL-01]), else the
 * crest of a home house in play ([2E-CTRL-09], [2E-CTRL-14]). A port belongs to the controller of
 * its land area ([2E-PORT-01]); a sea area is controlled by nobody ([2E-CTRL-02]).
 */
export function controllerOf(state: GameState, area: AreaId): House | null {
  const info = boardOf(state).info[area];
  if (info.kind === 'port') return info.portLand === null ? null : controllerOf(state, info.portLand);
  if (info.kind === 'sea') return null;
  const here = state.areas[area];
  if (here.neutralForce !== null) return null; // 2E-NEUT-09
  // occupantOf, from the area already read: a keyed read by id costs ≈25 ns, and control is asked
  // ≈16 times a move (the victory check, musters, ports, supply).
  const occupant = here.units[0]?.house ?? null;
  if (occupant !== null) return occupant;
  if (here.powerToken !== null) return here.powerToken;
  return info.home !== null && state.houses[info.home] !== undefined ? info.home : null;
}

// Control is asked after every transition (the victory check), so it walks only the board's land
// areas, or those with a Castle or a Stronghold (Board.land, Board.fortified), listed once per board.

/** The land areas a house controls, in board order. */
export function controlledAreas(state: GameState, house: House): AreaId[] {
  return boardOf(state).land.filter((a) => controllerOf(state, a) === house);
}

/** Victory track position: controlled areas with a Castle or a Stronghold ([2E-END-01]). */
export function victoryPoints(state: GameState, house: House): number {
  let points = 0;
  for (const area of boardOf(state).fortified) if (controllerOf(state, area) === house) points++;
  return points;
}

/** Every house's victory points from one pass over the board (the houses no area names have none). */
export function victoryPointsByHouse(state: GameState): Map<House, number> {
  const points = new Map<House, number>();
  for (const area of boardOf(state).fortified) {
    const house = controllerOf(state, area);
    if (house !== null) points.set(house, (points.get(house) ?? 0) + 1);
  }
  return points;
}

/** Controlled areas with a Stronghold, the first end-of-game tie-breaker ([2E-END-05]). */
export function strongholds(state: GameState, house: House): number {
  let count = 0;
  const { fortified, info } = boardOf(state);
  for (const area of fortified) if (info[area].fortification === 'stronghold' && controllerOf(state, area) === house) count++;
  return count;
}

/** The Supply level the house's barrels give now, capped at 6 ([2E-SUP-02]). */
export function supplyIcons(state: GameState, house: House): number {
  const { info } = boardOf(state);
  const barrels = controlledAreas(state, house).reduce((sum, a) => sum + info[a].supply, 0);
  return Math.min(barrels, MAX_SUPPLY);
}
