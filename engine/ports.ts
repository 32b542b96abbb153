// Ports changing hands ([2E-PORT-14], [2E-PORT-15], OQ-19): when a port's land area passes to
// another house, that house may replace the ships in the port with its own; when nobody controls
// the land area any more, the ships in the port are destroyed at once.
import { areaWithOrder, areaWithUnits, newUnit } from './area-copy';
import { ancestorWith, withArea } from './board-copy';
import { AREA_IDS, AREAS, type AreaId, type AreaInfo } from './data/areas';
import { boardOf, positionsOf, type Board } from './board';
import type { House } from './data/vocabulary';
import { controllerHere, controllerOf } from './control';
import type { CapturePortMove } from './decisions';
import { require } from './errors';
import { show } from './untrusted';
import { armySizes, fitsSupply } from './supply';
import type { AreaState, GameState, Unit } from './state';
import { areasInOrder, reinforcements } from './units';
import { recent } from './recent';

/** The port areas, in AREA_IDS order (asked after every transition of the Action phase). */
const PORTS: readonly AreaId[] = AREA_IDS.filter((a) => AREAS[a].kind === 'port');

/**
 * The first port (in AREA_IDS order) holding ships of a house that does not own the port now, or
 * null. The Action phase asks it of every state it passes through, and it depends on the board
 * alone (and the houses in play, fixed for a game), so the answer is remembered for the last few
 * boards (engine/recent.ts).
 */
export function portToSettle(state: GameState): AreaId | null {
  // 1E-BOARD-06: the 1st edition has no ports.
  if (state.options.ruleset === '1e') return null;
  const known = SETTLE.get(state.areas);
  if (known !== undefined && known.houses === state.options.houses) return known.port;
  // A board copied (withArea) from one already answered, whose replaced areas kept their units,
  // Power token and Neutral Force (an order placed or removed): the answer reads nothing else of
  // the board, so it is the same.
  const carried = ancestorWith(state.areas, (b) => {
    const k = SETTLE.get(b);
    return k !== undefined && k.houses === state.options.houses ? k : undefined;
  }, sameControlAndShips);
  if (carried !== undefined) {
    SETTLE.set(state.areas, carried);
    return carried.port;
  }
  // The ports and their land areas read by position (a read by a varying id is a megamorphic load).
  let port: AreaId | null = null;
  const here = areasInOrder(state);
  for (const p of portPositions(boardOf(state))) {
    const owner = here[p.at]!.units[0]?.house ?? null;
    if (owner !== null && (p.land === null ? null : controllerHere(state, here[p.landAt]!, p.land)) !== owner) {
      port = p.port;
      break;
    }
  }
  SETTLE.set(state.areas, { houses: state.options.houses, port });
  return port;
}

/** The board's ports (PORTS, in AREA_IDS order) with their positions and their land areas' positions and facts. */
interface PortPosition {
  readonly port: AreaId;
  readonly at: number;
  readonly landAt: number;
  readonly land: AreaInfo | null;
}

let portsFor: { readonly board: Board; readonly list: readonly PortPosition[] } | null = null;

function portPositions(board: Board): readonly PortPosition[] {
  if (portsFor === null || portsFor.board !== board) {
    const { index } = positionsOf(board);
    const list = PORTS.map((port) => {
      const land = board.info[port].portLand;
      return { port, at: index[port], landAt: land === null ? -1 : index[land], land: land === null ? null : board.info[land] };
    });
    portsFor = { board, list };
  }
  return portsFor.list;
}

/** What `portToSettle` reads of an area: who stands there (ships, or control of a land area), its Power token, its Neutral Force. */
const sameControlAndShips = (before: AreaState, after: AreaState) => before.units === after.units && before.powerToken === after.powerToken && before.neutralForce === after.neutralForce;

const SETTLE = recent<GameState['areas'], { readonly houses: readonly House[]; readonly port: AreaId | null }>(4);


/** Empties a port of its ships and of the order on them (2E-ORD-08). */
function emptied(state: GameState, port: AreaId): GameState {
  return withArea(state, port, areaWithOrder(areaWithUnits(state.areas[port], []), null));
}

/** 2E-PORT-15 (OQ-19): the ships of a port whose land area nobody controls are destroyed at once. */
export function destroyPortShips(state: GameState, port: AreaId): GameState {
  return emptied(state, port);
}

/**
 * The most ships the new owner may put into the port: no more than the enemy ships there, its
 * ships in reinforcements ([2E-COMP-08]) and its Supply level allow ([2E-SUP-09]).
 */
export function captureLimit(state: GameState, house: House, port: AreaId): number {
  const enemy = state.areas[port].units.length;
  const level = state.houses[house]?.supply ?? 0;
  const sizes = armySizes(state, house);
  let n = Math.min(enemy, reinforcements(state, house, 'ship'));
  while (n >= 2 && !fitsSupply([...sizes, n].sort((x, y) => y - x), level)) n--;
  return n;
}

/**
 * 2E-PORT-14 (OQ-19): the new owner replaces the enemy ships in the port with `ships` of its own
 * (possibly none); the others are destroyed, the enemy order there is removed, and the new ships
 * get no order this round.
 * @throws RuleViolation naming the broken rule.
 */
export function capturePort(state: GameState, move: CapturePortMove): GameState {
  const { house, port, ships } = move;
  require(portToSettle(state) === port && controllerOf(state, port) === house, '2E-PORT-14', () => `${house} has no ships to replace in ${show(port)}`);
  const limit = captureLimit(state, house, port);
  require(Number.isSafeInteger(ships) && ships >= 0, '2E-PORT-14', () => `a number of ships from 0 up, got ${show(ships)}`);
  // 2E-PORT-14: no more than the enemy ships; 2E-COMP-08: only ships in reinforcements.
  require(ships <= Math.min(state.areas[port].units.length, reinforcements(state, house, 'ship')), '2E-PORT-14', () => `${house} may place at most ${limit} ships in ${port}`);
  // 2E-SUP-09: the new ships must keep the house within its Supply level.
  require(ships <= limit, '2E-SUP-09', () => `${ships} ships in ${port} would break ${house}'s supply`);
  const placed: Unit[] = Array.from({ length: ships }, () => newUnit(house, 'ship', false));
  const cleared = emptied(state, port);
  return withArea(cleared, port, areaWithUnits(cleared.areas[port], placed));
}

/** Every legal capture move: 0 up to the limit. */
export function captureMoves(state: GameState, house: House, port: AreaId): CapturePortMove[] {
  return Array.from({ length: captureLimit(state, house, port) + 1 }, (_, ships) => ({ kind: 'capture-port', house, port, ships }));
}
