// Step 6b, Casualties ([2E-COMBAT-36]–[2E-COMBAT-43], [2E-GARR-04]), and the start of step 6c: the
// loser's survivors leave the embattled area for a retreat frame ([2E-COMBAT-44]).
import { areaWithUnits, newArea } from './area-copy';
import { withArea } from './board-copy';
import type { UnitType } from './data/vocabulary';
import type { CombatFrame, Side } from './combat-data';
import { withCombat } from './combat-copy';
import { fightingUnits } from './combat-strength';
import { isTypeList, sameTypes, shown, typeMultisets, withoutTypes } from './combat-units';
import type { Move } from './decisions';
import { require } from './errors';
import type { Step } from './frame-handler';
import { pushFrame, replaceTop } from './frames';
import { newRetreatFrame } from './retreat';
import type { GameState, Unit } from './state';
import { sortUnits } from './units';

export function loserOf(frame: CombatFrame): Side {
  if (frame.victor === null) throw new RangeError('expected a victor before casualties');
  return frame.victor === 'attacker' ? 'defender' : 'attacker';
}

/** Replaces a side's fighting units: the held attackers, or the defender's units in the area. */
export function withFighting(state: GameState, frame: CombatFrame, side: Side, units: readonly Unit[]): { state: GameState; frame: CombatFrame } {
  if (side === 'attacker') return { state, frame: withCombat(frame, { attackers: units }) };
  const here = state.areas[frame.area];
  const others = here.units.filter((u) => u.house !== frame.defender);
  return { state: withArea(state, frame.area, areaWithUnits(here, sortUnits([...others, ...units]))), frame };
}

/**
 * 2E-COMBAT-37 (OQ-09): before casualties, the loser's Siege Engines (2E-COMBAT-52) and routed
 * units (2E-COMBAT-50) in the embattled area are destroyed, since they cannot retreat.
 * 2E-COMBAT-42, 2E-GARR-04: a losing Garrison is removed from the game, whatever the icons.
 */
export function destroyUnretreatable(state: GameState, frame: CombatFrame): GameState {
  const loser = loserOf(frame);
  const kept = fightingUnits(state, frame, loser).filter((u) => !u.routed && u.type !== 'siege-engine');
  const next = withFighting(state, frame, loser, kept);
  let s = next.state;
  const here = s.areas[frame.area];
  if (loser === 'defender' && here.garrison === frame.defender) s = withArea(s, frame.area, newArea(here.units, here.order, here.powerToken, here.neutralForce, null));
  return replaceTop(s, { ...next.frame, step: 'choose-casualties' });
}

/**
 * Who takes the casualties now: the loser (step 6b), or the victor hit by the loser's skull in
 * the Tides of Battle step after it ([2E-TOB-08]).
 */
export function casualtySide(frame: CombatFrame): Side {
  const loser = loserOf(frame);
  return frame.step === 'skulls' ? (loser === 'attacker' ? 'defender' : 'attacker') : loser;
}

/**
 * The ways the side taking casualties can take them: multisets of unit types. Empty when there
 * are none. 2E-COMBAT-39: one unit per casualty, whatever its type; 2E-COMBAT-40: only attacking
 * or defending units (supporting ones never, routed ones never); 2E-COMBAT-41: all of them when
 * the casualties are at least as many. 2E-GARR-07: a Garrison is no unit, so skulls never hit it.
 */
export function casualtyOptions(state: GameState, frame: CombatFrame): UnitType[][] {
  if (frame.victor === null) return [];
  const units = fightingUnits(state, frame, casualtySide(frame)).filter((u) => !u.routed);
  const count = Math.min(frame.step === 'skulls' ? frame.skulls : frame.casualties, units.length);
  return count === 0 ? [] : typeMultisets(units, count);
}

/**
 * Destroys the casualties: the loser's choice (2E-COMBAT-39, 2E-HC-08), or the only possible one
 * when `move` is null.
 */
export function destroyCasualties(state: GameState, frame: CombatFrame, move: Extract<Move, { kind: 'choose-casualties' }> | null): GameState {
  const options = casualtyOptions(state, frame);
  let chosen = options[0] ?? [];
  if (move !== null) {
    const units: unknown = move.units;
    const match = isTypeList(units) ? options.find((o) => sameTypes(units, o)) : undefined;
    // 2E-COMBAT-39: exactly `casualties` of the loser's own units in the embattled area.
    require(match !== undefined, '2E-COMBAT-39', () => `${move.house} must destroy ${options[0]?.length ?? 0} of its units in ${frame.area}, got ${shown(units)}`);
    chosen = match;
  }
  const side = casualtySide(frame);
  const next = withFighting(state, frame, side, withoutTypes(fightingUnits(state, frame, side), chosen));
  // 2E-TOB-02: (6b) casualties from swords and text, (6c) from skulls, (6d) retreats.
  const after = frame.step === 'skulls' ? { skulls: 0, step: 'retreat' as const } : { casualties: 0, step: 'skulls' as const };
  return replaceTop(next.state, { ...next.frame, ...after });
}

/**
 * 2E-COMBAT-44: the loser's surviving units leave the embattled area and retreat; supporting units
 * never do. 2E-GARR-08 (OQ-32): with no survivors there is nothing to retreat.
 */
export function startRetreat(state: GameState, frame: CombatFrame): Step {
  const loser = loserOf(frame);
  const survivors = fightingUnits(state, frame, loser);
  if (survivors.length === 0) return { state: replaceTop(state, withCombat(frame, { step: 'cleanup' })) };
  const house = loser === 'attacker' ? frame.attacker : frame.defender;
  const victor = loser === 'attacker' ? frame.defender : frame.attacker;
  // 2E-HCARD-02: Robb Stark's winner picks the area instead of the loser.
  const chooser = frame.flags.includes('victor-chooses-retreat') ? victor : house;
  const next = withFighting(state, frame, loser, []);
  const moved = replaceTop(next.state, { ...next.frame, step: 'cleanup' });
  return { state: pushFrame(moved, newRetreatFrame({ house, chooser, role: loser, from: frame.area, origin: frame.from, units: survivors })) };
}
