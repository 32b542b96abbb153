// Consolidate Power orders, Action step 3 ([2E-CP-01]–[2E-CP-06], [2E-PORT-11], [2E-PORT-12],
// [2E-SPEC-06]): the owner gains 1 Power plus the area's crowns; the special order may muster.
import { areaWithOrder } from './area-copy';
import { withArea } from './board-copy';
import { boardOf, isAreaOf } from './board';
import type { AreaId } from './data/areas';
import { orderToken } from './data/orders';
import type { House } from './data/vocabulary';
import type { ResolveConsolidatePowerMove } from './decisions';
import { require } from './errors';
import { show } from './untrusted';
import { gainPower } from './power-tokens';
import { ordersOfType } from './raid';
import type { GameState } from './state';

/** The Power a Consolidate Power order in the area gives its owner now. */
export function consolidateGain(state: GameState, house: House, area: AreaId): number {
  const info = boardOf(state).info[area];
  switch (info.kind) {
    case 'land':
      // 2E-CP-02: 1, plus 1 per Power icon printed in the area (2E-CP-05: Power tokens are not icons).
      return 1 + info.power;
    case 'sea':
      // 2E-CP-03: no effect in a sea area.
      return 0;
    case 'port': {
      // 2E-CP-04, 2E-PORT-11: nothing while an enemy ship is in the port's sea, else 1.
      const sea = info.portSea;
      const blockaded = sea !== null && state.areas[sea].units.some((u) => u.house !== house);
      return blockaded ? 0 : 1;
    }
  }
}

/**
 * Whether the special Consolidate Power order in the area may muster instead ([2E-SPEC-06]): a land
 * area with a Castle or Stronghold; never in a port ([2E-PORT-12]).
 */
export function canMusterByOrder(state: GameState, area: AreaId): boolean {
  const order = state.areas[area].order;
  const info = boardOf(state).info[area];
  return order !== null && orderToken(order.token).star && info.kind === 'land' && info.fortification !== 'none';
}

/**
 * Checks a Consolidate Power move and gives the Power of the normal resolution; a muster returns
 * the area to muster in, with the order already removed.
 * @throws RuleViolation naming the broken rule.
 */
export function resolveConsolidate(state: GameState, move: ResolveConsolidatePowerMove): { state: GameState; muster: AreaId | null } {
  const { house, area } = move;
  const order = isAreaOf(state, area) ? state.areas[area].order : undefined;
  // 2E-CP-01, 2E-ACT-02: the house resolves one of its own Consolidate Power orders.
  require(
    order !== undefined && order !== null && order.house === house && orderToken(order.token).type === 'consolidate-power',
    '2E-ACT-02',
    () => `${house} has no Consolidate Power order in ${show(area)}`,
  );
  require(typeof move.muster === 'boolean', '2E-CP-06', () => `muster must be true or false, got ${show(move.muster)}`);
  // 2E-CP-02, 2E-ACT-06: resolving removes the token.
  const removed = withArea(state, area, areaWithOrder(state.areas[area], null));
  if (move.muster) {
    // 2E-SPEC-06: only the special order, in its own area, with a Castle or Stronghold; 2E-PORT-12: never in a port.
    require(canMusterByOrder(state, area), '2E-SPEC-06', () => `the order in ${area} cannot muster`);
    return { state: removed, muster: area };
  }
  return { state: gainPower(removed, house, consolidateGain(state, house, area)), muster: null };
}

/**
 * The 1st edition's Consolidate Power step ([1E-CP-01]): every order still on the board resolves at
 * once, each giving its owner 1 Power plus the crowns of its area (on land only, [1E-PLAN-05]); a
 * raided order or one in a conquered area is gone already ([1E-CP-02]); no muster ([1E-CP-03]).
 * Returns the state itself when no order is left.
 */
export function consolidateAll(state: GameState): GameState {
  let after = state;
  for (const area of boardOf(state).ids) {
    const order = state.areas[area].order;
    if (order === null || orderToken(order.token).type !== 'consolidate-power') continue;
    const removed = withArea(after, area, areaWithOrder(after.areas[area], null));
    after = gainPower(removed, order.house, consolidateGain(state, order.house, area));
  }
  return after;
}

/** Every legal Consolidate Power move of the house; `withMuster` when mustering can be done. */
export function consolidateMoves(state: GameState, house: House, withMuster: boolean): ResolveConsolidatePowerMove[] {
  return ordersOfType(state, house, 'consolidate-power').flatMap((area) => [
    { kind: 'resolve-consolidate-power', house, area, muster: false } as const,
    ...(withMuster && canMusterByOrder(state, area) ? [{ kind: 'resolve-consolidate-power', house, area, muster: true } as const] : []),
  ]);
}
