// Positions for the Action phase tests, built as plain JSON from newGame (style rule 24a): the
// board emptied of units and orders (Garrisons and Neutral Forces stay unless a test edits them),
// then the areas a test names, and the stack put at the start of the given Action step.
import { AREA_IDS, type AreaId } from './data/areas';
import type { NeutralForce } from './data/neutral-forces';
import type { OrderTokenId } from './data/orders';
import type { House, UnitType } from './data/vocabulary';
import type { ActionStep } from './frame-data';
import { choices, sampleMove } from './choices';
import type { Move, ResolveMarchMove, ResolveRaidMove } from './decisions';
import { apply, pending, settle } from './flow';
import { newGame } from './setup';
import type { AreaState, GameState, Unit } from './state';
import { RuleViolation } from './errors';
import { deepFreeze } from './test-support';
import { sortUnits } from './units';

export type UnitSpec = readonly [House, UnitType] | readonly [House, UnitType, 'routed'];

export interface AreaEdit {
  readonly units?: readonly UnitSpec[];
  readonly order?: readonly [House, OrderTokenId] | null;
  readonly powerToken?: House | null;
  readonly neutralForce?: NeutralForce | null;
  readonly garrison?: House | null;
}

function unit([house, type, routed]: UnitSpec): Unit {
  return { house, type, routed: routed === 'routed' };
}

/** Applies area edits to a state (no settling). */
export function editAreas(state: GameState, edits: Partial<Record<AreaId, AreaEdit>>): GameState {
  const areas = { ...state.areas } as Record<AreaId, AreaState>;
  for (const area of AREA_IDS) {
    const edit = edits[area];
    if (edit === undefined) continue;
    const here = areas[area];
    areas[area] = {
      units: edit.units === undefined ? here.units : sortUnits(edit.units.map(unit)),
      order: edit.order === undefined ? here.order : edit.order === null ? null : { house: edit.order[0], token: edit.order[1] },
      powerToken: edit.powerToken === undefined ? here.powerToken : edit.powerToken,
      neutralForce: edit.neutralForce === undefined ? here.neutralForce : edit.neutralForce,
      garrison: edit.garrison === undefined ? here.garrison : edit.garrison,
    };
  }
  return { ...state, areas };
}

export interface PositionOptions {
  readonly players?: number;
  readonly step?: ActionStep;
  /** Iron Throne track, position 1 first. */
  readonly ironThrone?: readonly House[];
  readonly tweak?: (s: GameState) => GameState;
}

/** A frozen position at the start of an Action step, settled to its first decision. */
export function position(edits: Partial<Record<AreaId, AreaEdit>>, options: PositionOptions = {}): GameState {
  const game = newGame({ players: options.players ?? 6 });
  const bare: GameState = {
    ...game,
    areas: Object.fromEntries(AREA_IDS.map((a): [AreaId, AreaState] => [a, { ...game.areas[a], units: [], order: null }])) as unknown as GameState['areas'],
    tracks: options.ironThrone === undefined ? game.tracks : { ...game.tracks, 'iron-throne': options.ironThrone },
    stack: [
      { kind: 'game', id: 0, next: 'end-of-round' },
      { kind: 'action', id: 1, step: options.step ?? 'raid', last: null, resolved: 0, attack: null, attackStarted: false, tokenArea: null },
    ],
    nextFrameId: 2,
  };
  const edited = editAreas(bare, edits);
  return deepFreeze(settle(options.tweak === undefined ? edited : options.tweak(edited)));
}

/** Sets a house's available Power. */
export function withPower(state: GameState, house: House, power: number): GameState {
  const h = state.houses[house];
  if (h === undefined) throw new RangeError(`expected ${house} in play`);
  return { ...state, houses: { ...state.houses, [house]: { ...h, power } } };
}

/** Sets a house's Supply level. */
export function withSupply(state: GameState, house: House, supply: number): GameState {
  const h = state.houses[house];
  if (h === undefined) throw new RangeError(`expected ${house} in play`);
  return { ...state, houses: { ...state.houses, [house]: { ...h, supply } } };
}

/** The pending decisions as [kind, house] pairs. */
export function asked(state: GameState): [string, House | null][] {
  return pending(state).map((d) => [d.kind, d.house]);
}

/** Throws unless applying the move fails with a RuleViolation of `rule`. */
export function rejects(state: GameState, move: Move, rule: string): void {
  try {
    apply(state, move);
  } catch (e) {
    if (e instanceof RuleViolation && e.rule === rule) return;
    throw new Error(`expected a RuleViolation ${rule} for ${JSON.stringify(move)}, got ${String(e)}`);
  }
  throw new Error(`expected a RuleViolation ${rule} for ${JSON.stringify(move)}, but it was accepted`);
}

/** The house's units in an area, as [type, routed] pairs, for compact assertions. */
export function unitsOf(state: GameState, area: AreaId): string[] {
  return state.areas[area].units.map((u) => `${u.house}:${u.type}${u.routed ? ':routed' : ''}`);
}

export function march(house: House, area: AreaId, moves: [AreaId, UnitType[]][], powerToken = false): ResolveMarchMove {
  return { kind: 'resolve-march', house, area, moves: moves.map(([to, units]) => ({ to, units })), powerToken };
}

export function raid(house: House, area: AreaId, target: AreaId | null): ResolveRaidMove {
  return { kind: 'resolve-raid', house, area, target };
}

/** A deterministic picker from a seed (a small linear congruential walk; no randomness). */
export function picker(seed: number): (n: number) => number {
  let x = seed;
  return (n: number) => {
    x = (x * 48271) % 2147483647; // MINSTD: products stay below 2^53
    return x % n;
  };
}

/** Samples `count` moves for the first pending decision and checks that apply accepts each. */
export function expectSampledMovesLegal(state: GameState, count: number): void {
  const decision = pending(state)[0];
  if (decision === undefined) throw new RangeError('expected a pending decision');
  const space = choices(state, decision);
  for (let seed = 1; seed <= count; seed++) {
    const move = sampleMove(space, picker(seed));
    try {
      apply(state, move);
    } catch (e) {
      throw new Error(`expected the sampled move ${JSON.stringify(move)} to be accepted, got ${String(e)}`);
    }
  }
}
