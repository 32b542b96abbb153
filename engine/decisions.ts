// What the engine waits for (Decision) and what answers it (Move). Every kind is documented in
// engine/README.md. A sealed decision is made in secret by several houses at once: the session
// layer commits to each move and applies the openings, in seat order, once all are in.
import type { AreaId } from './data/areas';
import type { OrderTokenId } from './data/orders';
import type { Deck, House } from './data/vocabulary';

interface DecisionBase {
  /** Unique within the game: the session binds commitments and deadlines to it. */
  readonly id: string;
}

/** Place one Order token on every area holding the house's units ([2E-PLAN-02]). */
export interface PlaceOrdersDecision extends DecisionBase {
  readonly kind: 'place-orders';
  readonly house: House;
  readonly sealed: true;
}

/** The dealer (the joint deck, or a seeded dealer offline) reveals the top card of a deck. */
export interface RevealCardDecision extends DecisionBase {
  readonly kind: 'reveal-card';
  readonly house: null;
  readonly sealed: false;
  readonly deck: Deck;
}

export type Decision = PlaceOrdersDecision | RevealCardDecision;
export type DecisionKind = Decision['kind'];

export interface OrderPlacement {
  readonly area: AreaId;
  readonly token: OrderTokenId;
}

export interface PlaceOrdersMove {
  readonly kind: 'place-orders';
  readonly house: House;
  readonly orders: readonly OrderPlacement[];
}

export interface RevealCardMove {
  readonly kind: 'reveal-card';
  readonly deck: Deck;
  readonly card: string;
}

export type Move = PlaceOrdersMove | RevealCardMove;

/** The house a move speaks for; null for the dealer. */
export function moveHouse(move: Move): House | null {
  return move.kind === 'reveal-card' ? null : move.house;
}

/** Whether `move` answers `decision` (same kind, same house, same deck). */
export function answers(move: Move, decision: Decision): boolean {
  if (move.kind !== decision.kind) return false;
  if (move.kind === 'reveal-card' && decision.kind === 'reveal-card') return move.deck === decision.deck;
  return moveHouse(move) === decision.house;
}
