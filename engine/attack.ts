// The attack a March declared ([2E-MARCH-05], [2E-NEUT-02]–[2E-NEUT-07]): a combat against another
// house, run by the combat frame, or an attack on a Neutral Force: support is called as in combat,
// then the attackers take the area if they are strong enough, or stay home (OQ-05).
import { newArea } from './area-copy';
import { withArea } from './board-copy';
import { orderToken } from './data/orders';
import { newCombatFrame } from './combat';
import { unitStrength } from './combat-strength';
import { pushFrame } from './frames';
import { removeOrder } from './march';
import type { Attack } from './combat-data';
import type { GameState } from './state';
import { newSupportFrame } from './support';
import { sortUnits } from './units';

/** Pushes the combat of an attack on a house, or the Call for Support of one on a Neutral Force. */
export function startAttack(state: GameState, attack: Attack): GameState {
  const { area, attacker, defender, from, marchToken, attackers } = attack;
  if (defender === null) {
    // 2E-NEUT-03, 2E-NEUT-07 (OQ-05): support is declared as in combat; the Neutral Force gets none.
    return pushFrame(state, newSupportFrame(state, { area, attacker, defender: null, from, attackers }));
  }
  // 2E-MARCH-05, 2E-GARR-03: a combat against the house defending the area.
  return pushFrame(state, newCombatFrame(state, { area, attacker, defender, from, marchToken, attackers }));
}

/** The attackers' strength against a Neutral Force: units, March order and support ([2E-NEUT-03]). */
export function strengthAgainstNeutral(attack: Attack, support: number): number {
  // 2E-COMBAT-07: Siege Engines count only against a Castle or Stronghold; 2E-NEUT-05: no House
  // cards, no Valyrian Steel Blade, no Tides of Battle.
  const units = attack.attackers.reduce((n, u) => n + unitStrength(u, 'attacking', attack.area), 0);
  // 2E-MARCH-09: the March order's number counts against a Neutral Force too.
  return units + orderToken(attack.marchToken).bonus + support;
}

/**
 * Ends an attack on a Neutral Force once support is known. 2E-NEUT-04: with strength equal to or
 * greater than the token's, the token leaves the game and the attackers enter; 2E-NEUT-07 (OQ-05):
 * otherwise they stay in their origin area. Either way the March order is spent.
 */
export function finishNeutralAttack(state: GameState, attack: Attack, support: number): GameState {
  const force = state.areas[attack.area].neutralForce;
  if (typeof force !== 'number') throw new RangeError(`expected a Neutral Force in ${attack.area}, got ${String(force)}`);
  const won = strengthAgainstNeutral(attack, support) >= force;
  const target = won ? attack.area : attack.from;
  const here = state.areas[target];
  const units = sortUnits([...here.units, ...attack.attackers]);
  return removeOrder(withArea(state, target, newArea(units, here.order, here.powerToken, won ? null : here.neutralForce, here.garrison)), attack.from);
}
