// March orders, Action step 2 ([2E-MARCH-01]–[2E-MARCH-15], [2E-SHIP-*], [2E-PORT-02],
// [2E-PORT-06], [2E-PORT-07], [2E-NEUT-06], [2E-NEUT-08], [2E-GARR-03]): checking a declared march
// and carrying out its moves that start no combat. The attack, if any, is started by attack.ts.
import { areaWithOrder, areaWithUnits } from './area-copy';
import { withArea } from './board-copy';
import { boardOf, isAreaOf, positionsOf } from './board';
import type { AreaId } from './data/areas';
import { orderToken } from './data/orders';
import { UNIT_TYPES, type House, type UnitType } from './data/vocabulary';
import { controllerOf } from './control';
import type { MarchStep, ResolveMarchMove } from './decisions';
import { require } from './errors';
import { show } from './untrusted';
import { canEstablishControl, placePowerToken, removePowerToken } from './power-tokens';
import { fitsSupply } from './supply';
import type { AreaState, GameState, Unit } from './state';
import { transportMarks } from './transport';
import { areasInOrder, sortUnits, unitAreas } from './units';
import type { Attack } from './combat-data';

/** 2E-PORT-02: a port never holds more than 3 ships. */
export const PORT_CAPACITY = 3;

/**
 * Whether moving into the area counts toward the single attack of a March ([2E-MARCH-04]): it holds
 * another house's units ([2E-MARCH-05]), Garrison ([2E-GARR-03]) or a Neutral Force ([2E-NEUT-06]).
 * Another house's Power token alone does not ([2E-MARCH-08]).
 */
export function isContested(state: GameState, house: House, area: AreaId): boolean {
  return isContestedHere(state.areas[area], house);
}

/** isContested, from the area's object already read. */
export function isContestedHere(here: AreaState, house: House): boolean {
  return here.units.some((u) => u.house !== house) || (here.garrison !== null && here.garrison !== house) || typeof here.neutralForce === 'number';
}

/** The house defending a contested area: its units' house, else its Garrison's; null for a Neutral Force. */
export function defenderOf(state: GameState, house: House, area: AreaId): House | null {
  const here = state.areas[area];
  return here.units.find((u) => u.house !== house)?.house ?? (here.garrison !== house ? here.garrison : null);
}

/**
 * The areas a unit of this kind can march to from `from`, in AREA_IDS order.
 * 2E-MARCH-02: land units into land areas, adjacent or by ship transport ([2E-SHIP-01]); ships into
 * adjacent seas, from a sea into its port if friendly ([2E-PORT-07]), from a port into its sea.
 * 2E-MARCH-13, 2E-NEUT-08: never into an impassable area (2E-NEUT-10: nor its port, which nobody owns).
 */
export function marchDestinations(state: GameState, house: House, from: AreaId, land: boolean): AreaId[] {
  // The game's board (a 1st-edition board has no ports, [1E-BOARD-06]; its marches are the 2nd
  // edition's, [1E-MARCH-01]–[1E-MARCH-10], [1E-SHIP-01]–[1E-SHIP-06]).
  // By position (board.ts's positionsOf): the board's tables read by a varying id are megamorphic loads.
  const board = boardOf(state);
  const { index, neighbours, landNeighbours, kind } = positionsOf(board);
  const { ids } = board;
  const start = index[from];
  const source = kind[start];
  const here = areasInOrder(state);
  if (land) {
    if (source !== 'land') return [];
    const transported = transportMarks(state, house, start);
    const reach: AreaId[] = [];
    // Without ship transport (most marches) the reach is the adjacent land areas alone.
    if (transported === null) {
      for (const j of landNeighbours[start]!) if (here[j]!.neutralForce !== 'impassable') reach.push(ids[j]!);
      return reach;
    }
    for (const j of landNeighbours[start]!) transported[j] = 1;
    for (let j = 0; j < transported.length; j++) if (transported[j] === 1 && here[j]!.neutralForce !== 'impassable') reach.push(ids[j]!);
    return reach;
  }
  if (source === 'port') return neighbours[start]!.filter((j) => kind[j] === 'sea').map((j) => ids[j]!);
  if (source !== 'sea') return [];
  return neighbours[start]!.filter((j) => kind[j] === 'sea' || (kind[j] === 'port' && controllerOf(state, ids[j]!) === house)).map((j) => ids[j]!);
}

function isLand(type: UnitType): boolean {
  return type !== 'ship';
}

/** The house's units per area after the moves, for the supply test ([2E-MARCH-12]). */
function armiesAfter(state: GameState, house: House, from: AreaId, moves: readonly MarchStep[]): number[] {
  // The unit index's areas and counts, copied and changed by the moves (a handful of areas: lists,
  // not a Map). Areas without the house's units count 0, and reach 2 only by the moves below.
  const index = unitAreas(state, house);
  const ids = index.ids.slice();
  const counts = index.sizes.slice();
  const add = (area: AreaId, n: number) => {
    const i = ids.indexOf(area);
    if (i < 0) {
      ids.push(area);
      counts.push(n);
    } else counts[i] = counts[i]! + n;
  };
  for (const { to, units } of moves) {
    add(from, -units.length);
    add(to, units.length);
  }
  const sizes: number[] = [];
  for (const n of counts) if (n >= 2) sizes.push(n);
  return sizes.sort((x, y) => y - x);
}

/** Takes units of the given types out of a list: the non-routed ones of the house. */
export function takeUnits(units: readonly Unit[], house: House, types: readonly UnitType[]): { taken: Unit[]; rest: Unit[] } {
  const rest = [...units];
  const taken: Unit[] = [];
  for (const type of types) {
    const i = rest.findIndex((u) => u.house === house && u.type === type && !u.routed);
    if (i < 0) throw new RangeError(`expected a ${type} of ${house} to take, got none`);
    taken.push(...rest.splice(i, 1));
  }
  return { taken, rest };
}

function isUnitType(t: unknown): t is UnitType {
  return (UNIT_TYPES as readonly unknown[]).includes(t);
}

/** The shape of a march move: a list of destinations, each with a non-empty list of unit types. */
function checkShape(state: GameState, move: ResolveMarchMove): void {
  require(Array.isArray(move.moves) && (move.powerToken === undefined || typeof move.powerToken === 'boolean'), '2E-MARCH-01', 'a march lists its moves, and whether a Power token stays is true, false or left out');
  for (const step of move.moves as readonly unknown[]) {
    const { to, units } = (step !== null && typeof step === 'object' ? step : {}) as { to?: unknown; units?: unknown };
    const ok = isAreaOf(state, to) && Array.isArray(units) && units.length > 0 && units.every(isUnitType);
    require(ok, '2E-MARCH-01', () => `a malformed march step: ${show(step)}`);
  }
  const targets = move.moves.map((m) => m.to);
  require(new Set(targets).size === targets.length, '2E-MARCH-01', 'each destination is named once');
  require(!targets.includes(move.area), '2E-MARCH-01', 'units cannot march into the area they march from');
}

/** Checks that enough movable units of each type stand in the March's area ([2E-MARCH-01], [2E-MARCH-03]). */
function checkUnits(state: GameState, house: House, from: AreaId, moves: readonly MarchStep[]): void {
  const own = state.areas[from].units.filter((u) => u.house === house);
  for (const type of UNIT_TYPES) {
    const wanted = moves.reduce((n, m) => n + m.units.filter((t) => t === type).length, 0);
    const ready = own.filter((u) => u.type === type && !u.routed).length;
    if (wanted <= ready) continue;
    // 2E-MARCH-03: routed units cannot move.
    require(wanted > own.filter((u) => u.type === type).length, '2E-MARCH-03', () => `routed units in ${from} cannot move`);
    // 2E-MARCH-01: only units in the March's area.
    require(false, '2E-MARCH-01', () => `${house} has only ${ready} ${type}(s) able to move in ${from}`);
  }
}

/** Checks one destination for the kinds of units sent there. */
function checkDestination(state: GameState, house: House, from: AreaId, step: MarchStep): void {
  const { to, units } = step;
  const { info, neighbours } = boardOf(state);
  const kind = info[to].kind;
  // 2E-MARCH-13, 2E-NEUT-08: an impassable area is never entered.
  require(state.areas[to].neutralForce !== 'impassable', '2E-MARCH-13', () => `${to} is impassable`);
  const land = units.filter(isLand).length;
  // 2E-MARCH-02: land units and ships never move together into one area of one kind.
  require(land === 0 || land === units.length, '2E-MARCH-02', () => `land units and ships cannot both go to ${to}`);
  if (land > 0) {
    // 2E-MARCH-02: land units only into land areas.
    require(kind === 'land', '2E-MARCH-02', () => `land units cannot enter the ${kind} area ${to}`);
    // 2E-MARCH-01, 2E-SHIP-01, 2E-SHIP-12: adjacent, or by a chain of the house's ships.
    require(marchDestinations(state, house, from, true).includes(to), '2E-MARCH-01', () => `${to} is neither adjacent to ${from} nor reachable by ship transport`);
    return;
  }
  // 2E-MARCH-02: ships never into land areas.
  require(kind !== 'land', '2E-MARCH-02', () => `ships cannot enter the land area ${to}`);
  require(neighbours[from].includes(to), '2E-MARCH-02', () => `${to} is not adjacent to ${from} (${state.options.ruleset === '1e' ? '1E-SHIP-06' : '2E-SHIP-10'}: ships are never transported)`);
  if (kind === 'port') {
    // 2E-PORT-07: only into a port whose land area the house controls.
    require(controllerOf(state, to) === house, '2E-PORT-07', () => `${house} does not own ${to}`);
    // 2E-PORT-06: no combat ever takes place in a port.
    require(state.areas[to].units.every((u) => u.house === house), '2E-PORT-06', () => `${to} holds another house's ships`);
    // 2E-PORT-02: at most 3 ships in a port.
    const ships = state.areas[to].units.length + units.length;
    require(ships <= PORT_CAPACITY, '2E-PORT-02', () => `${to} would hold ${ships} ships; a port holds at most ${PORT_CAPACITY}`);
  }
}

/** A checked march: the moves that start no combat, and the attack, if any. */
export interface MarchPlan {
  readonly peaceful: readonly MarchStep[];
  readonly attack: MarchStep | null;
}

/**
 * Checks a declared march against [2E-MARCH-01]–[2E-MARCH-13], [2E-CTRL-03]–[2E-CTRL-13] and the
 * port rules.
 * @throws RuleViolation naming the broken rule.
 */
export function checkMarch(state: GameState, move: ResolveMarchMove): MarchPlan {
  const { house, area: from } = move;
  const order = isAreaOf(state, from) ? state.areas[from].order : undefined;
  // 2E-ACT-02 (1E-MARCH-01): the house resolves one of its own March orders.
  require(
    order !== undefined && order !== null && order.house === house && orderToken(order.token).type === 'march',
    state.options.ruleset === '1e' ? '1E-MARCH-01' : '2E-ACT-02',
    () => `${house} has no March order in ${show(from)}`,
  );
  checkShape(state, move);
  checkUnits(state, house, from, move.moves);
  for (const step of move.moves) checkDestination(state, house, from, step);
  const contested = move.moves.filter((m) => isContested(state, house, m.to));
  // 2E-MARCH-04, 2E-NEUT-06, 2E-GARR-03: at most one destination with another house's units,
  // Garrison or a Neutral Force.
  require(contested.length <= 1, '2E-MARCH-04', () => `one March attacks at most one area; this one attacks ${contested.map((m) => m.to).join(', ')}`);
  // 2E-MARCH-12, 2E-SUP-09: the state after all moves complies with the house's Supply level.
  const level = state.houses[house]?.supply ?? 0;
  const sizes = armiesAfter(state, house, from, move.moves);
  require(move.moves.length === 0 || fitsSupply(sizes, level), '2E-MARCH-12', () => `armies of ${sizes.join(', ')} exceed Supply level ${level}`);
  // 2E-MARCH-12 with 2E-NEUT-07 (OQ-05; ruling, engine/README.md): units sent against a Neutral Force
  // that proves too strong stay in their origin, so the March must also comply as if they had not moved.
  const neutral = contested.find((m) => typeof state.areas[m.to].neutralForce === 'number');
  if (neutral !== undefined) {
    const fallback = armiesAfter(state, house, from, move.moves.filter((m) => m !== neutral));
    require(fitsSupply(fallback, level), '2E-MARCH-12', () => `should the attack on ${neutral.to} fall short, armies of ${fallback.join(', ')} would exceed Supply level ${level}`);
  }
  if (move.powerToken === true) checkPowerToken(state, house, from, move.moves);
  const attack = contested[0] ?? null;
  return { peaceful: move.moves.filter((m) => m !== attack), attack };
}

/** Whether the moves take every unit of the house out of `from`. */
export function empties(state: GameState, house: House, from: AreaId, moves: readonly MarchStep[]): boolean {
  const moving = moves.reduce((n, m) => n + m.units.length, 0);
  return moving > 0 && moving === state.areas[from].units.filter((u) => u.house === house).length;
}

/** Whether the engine asks `leave-power-token` after this March (it empties an area where a token may stay). */
export function asksPowerToken(state: GameState, move: ResolveMarchMove): boolean {
  return move.powerToken === undefined && empties(state, move.house, move.area, move.moves) && boardOf(state).info[move.area].home !== move.house && canEstablishControl(state, move.house, move.area);
}

function checkPowerToken(state: GameState, house: House, from: AreaId, moves: readonly MarchStep[]): void {
  // 2E-MARCH-07, 2E-CTRL-03: only when the March empties its area.
  require(empties(state, house, from, moves), '2E-CTRL-03', () => `the March leaves ${house}'s units in ${from}; no Power token can be placed`);
  // 2E-CTRL-13 (OQ-18): never in the house's own home area.
  require(boardOf(state).info[from].home !== house, '2E-CTRL-13', () => `${from} is ${house}'s home area; its crest already gives control`);
  // 2E-CTRL-04: land areas only, one token per area, and only with available Power.
  require(canEstablishControl(state, house, from), '2E-CTRL-04', () => `${house} cannot place a Power token in ${from}`);
}

function withUnits(state: GameState, area: AreaId, units: readonly Unit[]): GameState {
  return withArea(state, area, areaWithUnits(state.areas[area], sortUnits(units)));
}

/** Removes an area's order (2E-ORD-08: it goes back to its owner). */
export function removeOrder(state: GameState, area: AreaId): GameState {
  if (state.areas[area].order === null) return state;
  return withArea(state, area, areaWithOrder(state.areas[area], null));
}

/**
 * Carries out a checked march up to its attack: all moves that start no combat ([2E-MARCH-06]), the
 * Power-token decision ([2E-MARCH-07]) and, for an attack, the attackers taken out of their area.
 * Without an attack the March order is removed ([2E-MARCH-14]).
 */
export function executeMarch(state: GameState, move: ResolveMarchMove, plan: MarchPlan): { state: GameState; attack: Attack | null } {
  const { house, area: from } = move;
  const token = state.areas[from].order?.token;
  if (token === undefined) throw new RangeError(`expected a March order in ${from}, got none`);
  let left = state.areas[from].units;
  let after = state;
  for (const step of plan.peaceful) {
    const { taken, rest } = takeUnits(left, house, step.units);
    left = rest;
    // 2E-MARCH-08, 2E-CTRL-07: entering an area with only another house's Power token returns it to the Pool.
    const token = after.areas[step.to].powerToken;
    if (token !== null && token !== house) after = removePowerToken(after, step.to);
    after = withUnits(after, step.to, [...after.areas[step.to].units, ...taken]);
  }
  let attack: Attack | null = null;
  if (plan.attack !== null) {
    const { taken, rest } = takeUnits(left, house, plan.attack.units);
    left = rest;
    const defender = defenderOf(state, house, plan.attack.to);
    attack = { area: plan.attack.to, from, attacker: house, defender, marchToken: token, attackers: taken };
  }
  after = withUnits(after, from, left);
  // 2E-MARCH-07, 2E-CTRL-03: the Power token is placed before any combat.
  if (move.powerToken === true) after = placePowerToken(after, house, from);
  // 2E-MARCH-14, 2E-ACT-06: a March without an attack is now resolved; with one, the combat removes it.
  if (attack === null) after = removeOrder(after, from);
  return { state: after, attack };
}
