// The Action phase ([2E-ACT-01]–[2E-ACT-10]): Raid, March and Consolidate Power orders resolved one
// at a time in turn order, then Cleanup. A house with an order of the current step's type must
// resolve one; houses without one are skipped; turns wrap around until no such order is left.
import { newArea, newUnit } from './area-copy';
import { withParts } from './state-copy';
import { copyAreas } from './board-copy';
import type { House, OrderType } from './data/vocabulary';
import type { AreaId } from './data/areas';
import { boardOf } from './board';
import { startAttack, finishNeutralAttack } from './attack';
import { consolidateAll, consolidateMoves, resolveConsolidate } from './consolidate';
import { controllerOf } from './control';
import type { Decision, Move } from './decisions';
import type { Step } from './frame-handler';
import { pushFrame, replaceTop, type FrameResult, type NewFrame } from './frames';
import { turnOrder } from './influence';
import { asksPowerToken, checkMarch, executeMarch } from './march';
import { require } from './errors';
import { placePowerToken } from './power-tokens';
import { newMusterFrame } from './muster';
import { capturePort, destroyPortShips, portToSettle as firstPortToSettle } from './ports';
import { raidMoves, resolveRaid } from './raid';
import type { GameState } from './state';
import { areasInOrder, hasOrderOf, sameUnitsAs, sortUnits } from './units';
import { ACTION_STEPS, type ActionFrame, type ActionStep } from './frame-data';

export function newActionFrame(): NewFrame<ActionFrame> {
  return { kind: 'action', step: 'raid', last: null, resolved: 0, attack: null, attackStarted: false, tokenArea: null };
}

// A step's order type is its own name; its decision kind comes from a conditional, not a table
// read by the step (a keyed read with a varying key is a megamorphic load: the Action phase's
// pending runs for every state of the phase).
function decisionKind(step: Exclude<ActionStep, 'cleanup'>): 'resolve-raid' | 'resolve-march' | 'resolve-consolidate-power' {
  return step === 'raid' ? 'resolve-raid' : step === 'march' ? 'resolve-march' : 'resolve-consolidate-power';
}

/**
 * The house whose turn it is: 2E-ACT-02 the next house in turn order after the last one (from
 * position 1 at the start of the step), wrapping around, that still has an order of the step's type
 * (2E-ACT-04: the others are skipped). 2E-GEN-03: the track is read now. Null: the step is over
 * ([2E-ACT-03]).
 */
export function houseToAct(state: GameState, frame: ActionFrame): House | null {
  if (frame.step === 'cleanup') return null;
  // 1E-CP-01: in the 1st edition nobody resolves a Consolidate Power order on its own: all at once.
  if (frame.step === 'consolidate-power' && state.options.ruleset === '1e') return null;
  const type: OrderType = frame.step;
  const order = turnOrder(state);
  const start = frame.last === null ? 0 : order.indexOf(frame.last) + 1;
  for (let i = 0; i < order.length; i++) {
    const house = order[(start + i) % order.length];
    if (house !== undefined && hasOrderOf(state, house, type)) return house;
  }
  return null;
}

/** The first port whose ships must be settled, and who decides (null: nobody owns it, 2E-PORT-15). */
function portToSettle(state: GameState): { port: AreaId; owner: House | null } | null {
  const port = firstPortToSettle(state);
  return port === null ? null : { port, owner: controllerOf(state, port) };
}

function pending(state: GameState, frame: ActionFrame): Decision[] {
  // 2E-MARCH-07: the Power token decision comes first: it decides who controls the emptied area
  // (and so its port) before any combat.
  if (frame.tokenArea !== null && frame.last !== null) {
    return [{ id: `${frame.id}/leave-power-token/${frame.last}/${frame.resolved}`, kind: 'leave-power-token', house: frame.last, sealed: false, area: frame.tokenArea }];
  }
  const settle = portToSettle(state);
  if (settle !== null && settle.owner !== null) {
    // 2E-PORT-14 (OQ-19): the new owner decides at once.
    return [{ id: `${frame.id}/capture-port/${settle.owner}/${settle.port}/${frame.resolved}`, kind: 'capture-port', house: settle.owner, sealed: false, port: settle.port }];
  }
  if (settle !== null || frame.attack !== null || frame.step === 'cleanup') return [];
  const house = houseToAct(state, frame);
  if (house === null) return [];
  const kind = decisionKind(frame.step);
  return [{ id: `${frame.id}/${kind}/${house}/${frame.resolved}`, kind, house, sealed: false }];
}

/**
 * The frame with some fields replaced, `{ ...frame, ...parts }` through one object literal with the
 * keys written out (a pushed frame's order): the frame is copied after every order resolved, and
 * V8 copies an object that was itself made by a spread on its slow path (engine/combat-copy.ts).
 */
export function withAction(f: ActionFrame, parts: Partial<ActionFrame>): ActionFrame {
  const copy: { -readonly [K in keyof ActionFrame]: ActionFrame[K] } = {
    kind: f.kind,
    step: f.step,
    last: f.last,
    resolved: f.resolved,
    attack: f.attack,
    attackStarted: f.attackStarted,
    tokenArea: f.tokenArea,
    id: f.id,
  };
  for (const key in parts) (copy as Record<string, unknown>)[key] = (parts as Record<string, unknown>)[key];
  return copy;
}

/** The frame after a house has resolved an order. */
function turnTaken(frame: ActionFrame, house: House): ActionFrame {
  return withAction(frame, { last: house, resolved: frame.resolved + 1 });
}

function apply(state: GameState, frame: ActionFrame, move: Move): GameState {
  switch (move.kind) {
    case 'capture-port':
      return capturePort(state, move);
    case 'resolve-raid':
      return replaceTop(resolveRaid(state, move), turnTaken(frame, move.house));
    case 'resolve-march': {
      const plan = checkMarch(state, move);
      const { state: marched, attack } = executeMarch(state, move, plan);
      const tokenArea = asksPowerToken(state, move) ? move.area : null;
      return replaceTop(marched, withAction(frame, { last: move.house, resolved: frame.resolved + 1, attack, attackStarted: false, tokenArea }));
    }
    case 'leave-power-token': {
      const leave: unknown = move.leave;
      // 2E-MARCH-07: the answer is about the area the March emptied: yes or no.
      require(move.area === frame.tokenArea && typeof leave === 'boolean', '2E-MARCH-07', () => `the question is whether a Power token stays in ${String(frame.tokenArea)}: true or false`);
      const placed = leave ? placePowerToken(state, move.house, move.area) : state;
      return replaceTop(placed, withAction(frame, { tokenArea: null }));
    }
    case 'resolve-consolidate-power': {
      const { state: resolved, muster } = resolveConsolidate(state, move);
      const next = replaceTop(resolved, turnTaken(frame, move.house));
      // 2E-SPEC-06, 2E-MUS-11: mustering in the order's own area only.
      return muster === null ? next : pushFrame(next, newMusterFrame(next, move.house, [muster]));
    }
    default:
      throw new RangeError(`expected an Action phase move, got ${move.kind}`);
  }
}

/**
 * Cleanup ([2E-ACT-07]–[2E-ACT-09]): every Order token leaves the board, routed units stand up,
 * and the Valyrian Steel Blade and the Messenger Raven turn back to their active side.
 */
export function cleanup(state: GameState): GameState {
  const areas = copyAreas(state);
  // Each area read by position (the same objects the copy holds), not by id: a keyed read by a
  // varying id is a megamorphic load, 58 of them here.
  const ids = boardOf(state).ids;
  const before = areasInOrder(state);
  for (let i = 0; i < ids.length; i++) {
    const a = ids[i]!;
    const here = before[i]!;
    if (here.order === null && !here.units.some((u) => u.routed)) continue;
    const units = here.units.some((u) => u.routed) ? sortUnits(here.units.map((u) => newUnit(u.house, u.type, false))) : here.units;
    areas[a] = newArea(units, null, here.powerToken, here.neutralForce, here.garrison);
  }
  sameUnitsAs(areas, state.areas); // orders gone and routed units restored: the same units by house, type and area
  const cleaned = withParts(state, { areas, bladeUsed: false, ravenUsed: false });
  if (state.rainsOfAutumn === undefined) return cleaned;
  // 1E-WEST-03: "this turn" ends with the Action phase.
  const { rainsOfAutumn: _over, ...rest } = cleaned;
  return rest;
}

function advance(state: GameState, frame: ActionFrame): Step {
  const settle = portToSettle(state);
  // 2E-PORT-15 (OQ-19): ships in a port nobody owns are destroyed at once.
  if (settle !== null) return { state: destroyPortShips(state, settle.port) };
  if (frame.attack !== null) {
    if (frame.attackStarted) throw new RangeError('expected the attack frame above the action frame, got the action frame on top');
    return { state: startAttack(replaceTop(state, withAction(frame, { attackStarted: true })), frame.attack) };
  }
  if (frame.step === 'cleanup') {
    // 2E-ACT-10: the round frame then ends the game after round 10, or starts the next round.
    return { state: cleanup(state), result: { kind: 'phase-done' } };
  }
  // 1E-CP-01: the 1st edition's Consolidate Power orders all resolve at once, then the step is over.
  if (frame.step === 'consolidate-power' && state.options.ruleset === '1e') {
    const consolidated = consolidateAll(state);
    if (consolidated !== state) return { state: consolidated };
  }
  // 2E-ACT-03: no order of this type is left; the next step begins.
  const next = ACTION_STEPS[ACTION_STEPS.indexOf(frame.step) + 1] ?? 'cleanup';
  return { state: replaceTop(state, withAction(frame, { step: next, last: null })) };
}

function resume(state: GameState, frame: ActionFrame, result: FrameResult): GameState {
  const attack = frame.attack;
  switch (result.kind) {
    case 'combat-done':
      // 2E-COMBAT-62: the March step continues with the next turn.
      return replaceTop(state, withAction(frame, { attack: null, attackStarted: false }));
    case 'support-done':
      if (attack === null) throw new RangeError('expected an attack on a Neutral Force, got none');
      return replaceTop(finishNeutralAttack(state, attack, result.attackerSupport), withAction(frame, { attack: null, attackStarted: false }));
    case 'step-done':
      // The muster of a special Consolidate Power order is over.
      return state;
    default:
      throw new RangeError(`expected a combat, support or muster result, got ${result.kind}`);
  }
}

export const ACTION = { pending, apply, advance, resume };

/** The legal moves of an Action phase decision that is a list ('resolve-march' has its own space). */
export function actionMoves(state: GameState, decision: Decision): Move[] {
  switch (decision.kind) {
    case 'resolve-raid':
      return raidMoves(state, decision.house);
    case 'resolve-consolidate-power':
      return consolidateMoves(state, decision.house, true);
    default:
      throw new RangeError(`expected a raid or consolidate power decision, got ${decision.kind}`);
  }
}
