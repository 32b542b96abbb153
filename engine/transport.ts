// Ship transport ([2E-SHIP-01]–[2E-SHIP-12]): for marches and retreats, a land area counts as
// adjacent to every land area that a chain of sea areas, each holding a ship of the moving house,
// connects it to.
import { boardOf, positionsOf } from './board';
import type { AreaId } from './data/areas';
import type { House } from './data/vocabulary';
import type { AreaState, GameState } from './state';
import { areasInOrder } from './units';

/**
 * Whether the house has a ship in the sea area. 2E-SHIP-04: only its own ships; 2E-SHIP-05: whatever
 * order lies there; 2E-SHIP-06 (OQ-01): routed ships count.
 */
function carries(here: AreaState, house: House): boolean {
  return here.units.some((u) => u.house === house && u.type === 'ship');
}

/**
 * The sea areas of the house's transport chains that touch the area at position `start`, marked by
 * position, or null when none does. A walk over the board by position (board.ts's positionsOf,
 * units.ts's areasInOrder): by id, each step read the board's tables by a varying key.
 */
function transportReach(state: GameState, house: House, start: number): Uint8Array | null {
  const { neighbours, kind } = positionsOf(boardOf(state));
  const here = areasInOrder(state);
  const chained = (j: number) => kind[j] === 'sea' && carries(here[j]!, house);
  let frontier = neighbours[start]!.filter(chained);
  if (frontier.length === 0) return null;
  const reached = new Uint8Array(kind.length);
  for (const j of frontier) reached[j] = 1;
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const sea of frontier) {
      for (const j of neighbours[sea]!) {
        if (reached[j] === 0 && chained(j)) {
          reached[j] = 1;
          next.push(j);
        }
      }
    }
    frontier = next;
  }
  return reached;
}

/** The sea areas of the house's transport chains that touch `from` ([2E-SHIP-01]; 2E-SHIP-11: seas only). */
export function transportSeas(state: GameState, house: House, from: AreaId): AreaId[] {
  // The game's board: a 1st-edition transport is the 2nd edition's ([1E-SHIP-01]–[1E-SHIP-06]).
  const { ids } = boardOf(state);
  const reached = transportReach(state, house, positionsOf(boardOf(state)).index[from]);
  return reached === null ? [] : ids.filter((_, i) => reached[i] === 1);
}

/**
 * The land areas, marked by position, that the house's land units in the area at position `start`
 * reach by ship transport ([2E-SHIP-01], [2E-SHIP-02]), or null when there are none.
 */
export function transportMarks(state: GameState, house: House, start: number): Uint8Array | null {
  const { neighbours, kind } = positionsOf(boardOf(state));
  if (kind[start] !== 'land') return null;
  const seas = transportReach(state, house, start);
  if (seas === null) return null;
  const marks = new Uint8Array(kind.length);
  let any = false;
  for (let sea = 0; sea < seas.length; sea++) {
    if (seas[sea] === 0) continue;
    for (const j of neighbours[sea]!) {
      if (kind[j] === 'land' && j !== start) {
        marks[j] = 1;
        any = true;
      }
    }
  }
  return any ? marks : null;
}

/**
 * Land areas the house's land units in the land area `from` reach by ship transport, in AREA_IDS
 * order ([2E-SHIP-01], [2E-SHIP-02]). Impassable and occupied areas are not filtered here.
 */
export function transportDestinations(state: GameState, house: House, from: AreaId): AreaId[] {
  const { ids } = boardOf(state);
  const marks = transportMarks(state, house, positionsOf(boardOf(state)).index[from]);
  return marks === null ? [] : ids.filter((_, i) => marks[i] === 1);
}
