// Ship transport ([2E-SHIP-01]–[2E-SHIP-12]): for marches and retreats, a land area counts as
// adjacent to every land area that a chain of sea areas, each holding a ship of the moving house,
// connects it to.
import { boardOf } from './board';
import type { AreaId } from './data/areas';
import type { House } from './data/vocabulary';
import type { GameState } from './state';

/**
 * Whether the house has a ship in the sea area. 2E-SHIP-04: only its own ships; 2E-SHIP-05: whatever
 * order lies there; 2E-SHIP-06 (OQ-01): routed ships count.
 */
function carries(state: GameState, house: House, sea: AreaId): boolean {
  return boardOf(state).info[sea].kind === 'sea' && state.areas[sea].units.some((u) => u.house === house && u.type === 'ship');
}

/** The sea areas of the house's transport chains that touch `from` ([2E-SHIP-01]; 2E-SHIP-11: seas only). */
export function transportSeas(state: GameState, house: House, from: AreaId): AreaId[] {
  // The game's board: a 1st-edition transport is the 2nd edition's ([1E-SHIP-01]–[1E-SHIP-06]).
  const { ids, neighbours } = boardOf(state);
  const reached = new Set<AreaId>();
  let frontier = neighbours[from].filter((a) => carries(state, house, a));
  if (frontier.length === 0) return [];
  while (frontier.length > 0) {
    for (const sea of frontier) reached.add(sea);
    frontier = [...new Set(frontier.flatMap((sea) => neighbours[sea].filter((a) => !reached.has(a) && carries(state, house, a))))];
  }
  return ids.filter((a) => reached.has(a));
}

/**
 * Land areas the house's land units in the land area `from` reach by ship transport, in AREA_IDS
 * order ([2E-SHIP-01], [2E-SHIP-02]). Impassable and occupied areas are not filtered here.
 */
export function transportDestinations(state: GameState, house: House, from: AreaId): AreaId[] {
  const { ids, info, neighbours } = boardOf(state);
  if (info[from].kind !== 'land') return [];
  const seas = transportSeas(state, house, from);
  if (seas.length === 0) return [];
  const reached = new Set(seas.flatMap((sea) => neighbours[sea].filter((a) => info[a].kind === 'land')));
  reached.delete(from);
  return ids.filter((a) => reached.has(a));
}
