// Invariants that hold in every reachable state, whatever the players do. Property tests, the soak
// script and the session's self-checks call this after every move; an empty list means all hold.
import { boardOf } from './board';
import { POWER_TOKENS_PER_HOUSE } from './data/houses';
import { UNIT_TYPES } from './data/vocabulary';
import { topFrame } from './frames';
import { reinforcements, unitLimit } from './units';
import { powerTokensOnBoard } from './power-tokens';
import type { GameState } from './state';
import { isWithinSupply } from './supply';

/** Frames during which a house may be over its supply limit until it reconciles ([2E-SUP-07]). */
const RECONCILING = new Set(['reconcile']);

/** Every broken invariant, as a sentence; empty when the state is sound. */
export function invariantViolations(state: GameState): string[] {
  const problems: string[] = [];
  for (const house of state.options.houses) {
    const h = state.houses[house];
    if (h === undefined) {
      problems.push(`${house} is in play but has no house state`);
      continue;
    }
    // 2E-COMP-11: units on the board never exceed what the house owns.
    for (const type of UNIT_TYPES) {
      const left = reinforcements(state, house, type);
      if (left < 0 || left > unitLimit(state, type)) problems.push(`${house} has ${unitLimit(state, type) - left} ${type}s on the board`);
    }
    // 2E-COMP-09: available Power plus Power tokens on the board never exceed 20 (the rest is in the Pool).
    const power = h.power + powerTokensOnBoard(state, house);
    if (h.power < 0 || power > POWER_TOKENS_PER_HOUSE) problems.push(`${house} has ${h.power} available and ${power} Power in all`);
    if (h.supply < 0 || h.supply > 6) problems.push(`${house} has Supply ${h.supply}`);
    // 2E-SUP-09: no action leaves a house over its supply limit; only a Supply change does, until reconciled.
    if (!RECONCILING.has(topFrame(state).kind) && !isWithinSupply(state, house)) problems.push(`${house} is over its supply limit`);
    // 2E-COMP-02: the seven House cards are in hand or discarded (or on the table during a combat).
    if (h.hand.length + h.discard.length > 7) problems.push(`${house} holds ${h.hand.length} cards and discarded ${h.discard.length}`);
  }
  const board = boardOf(state);
  for (const area of board.ids) {
    const { units, neutralForce } = state.areas[area];
    const kind = board.info[area].kind;
    if (new Set(units.map((u) => u.house)).size > 1) problems.push(`${area} holds units of several houses`);
    // 2E-MARCH-02: ships only at sea or in a port, land units only on land.
    if (units.some((u) => (u.type === 'ship') !== (kind !== 'land'))) problems.push(`${area} holds a unit of the wrong kind`);
    // 2E-PORT-02: a port never holds more than 3 ships.
    if (kind === 'port' && units.length > 3) problems.push(`${area} holds ${units.length} ships`);
    // 2E-NEUT-08, 2E-NEUT-09: nobody stands with a Neutral Force token.
    if (neutralForce !== null && units.length > 0) problems.push(`${area} holds units and a Neutral Force token`);
  }
  return problems;
}
