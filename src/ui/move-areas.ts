// The board area a move is about, so a choice list can light it up and a click on the board can
// find the choices about that area: a raid's target, a retreat's destination, a recruit's area, …
import type { AreaId, Move } from '../../engine/index';

export function moveArea(move: Move): AreaId | null {
  switch (move.kind) {
    case 'resolve-raid':
      return move.target ?? move.area;
    case 'muster':
      return move.muster === 'done' ? null : move.muster === 'recruit' ? move.to : move.area;
    case 'use-raven':
      return move.use === 'replace-order' ? move.area : null;
    case 'resolve-consolidate-power':
    case 'resolve-march':
    case 'declare-support':
    case 'accept-support':
    case 'retreat':
    case 'reconcile':
    case 'destroy-unit':
      return move.area;
    case 'replace-unit':
    case 'choose-muster-area':
    case 'remove-order':
    case 'upgrade-footman':
      return move.area;
    case 'capture-port':
      return move.port;
    default:
      return null;
  }
}

/** The distinct areas of a list of moves, in order. */
export function movesAreas(moves: readonly Move[]): AreaId[] {
  return [...new Set(moves.flatMap((m) => moveArea(m) ?? []))];
}
