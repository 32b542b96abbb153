// The board area a move is about, so a choice list can light it up and a click on the board can
// find the choices about that area: a raid's target, a retreat's destination, a recruit's area, …
// And whether a move declines (does nothing where it could act), so lists can put it last.
import type { AreaId, Move } from '../../../engine/index';

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
    case 'leave-power-token':
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

/** A move that passes where the decision could act: a raid without effect, "take no card", "stop mustering", … */
export function isDecline(move: Move): boolean {
  switch (move.kind) {
    case 'resolve-raid':
      return move.target === null;
    case 'muster':
      return move.muster === 'done';
    case 'declare-support':
      return move.side === 'none';
    case 'take-house-card':
    case 'discard-opponent-card':
    case 'swap-house-card':
      return move.card === null;
    case 'choose-muster-area':
    case 'replace-unit':
    case 'remove-order':
    case 'upgrade-footman':
      return move.area === null;
    case 'use-raven':
      return move.use === 'none';
    case 'leave-power-token':
      return !move.leave;
    default:
      return false;
  }
}
