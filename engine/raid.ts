// Raid orders, Action step 1 ([2E-RAID-01]–[2E-RAID-09], [2E-SPEC-05], [2E-SPEC-07], [2E-PORT-09],
// [2E-PORT-10]): a Raid removes one adjacent enemy Support, Raid or Consolidate Power order (a
// special Raid also a Defense order), pillaging a Consolidate Power order.
import { AREA_IDS, AREAS, type AreaId } from './data/areas';
import { NEIGHBOURS } from './data/adjacency';
import { ORDER_TOKENS } from './data/orders';
import type { House, OrderType } from './data/vocabulary';
import type { ResolveRaidMove } from './decisions';
import { require } from './errors';
import { isAreaId, show } from './untrusted';
import { gainPower, losePower } from './power-tokens';
import type { GameState } from './state';

/** The house's areas holding one of its orders of the given type, in AREA_IDS order. */
export function ordersOfType(state: GameState, house: House, type: OrderType): AreaId[] {
  return AREA_IDS.filter((a) => {
    const order = state.areas[a].order;
    return order !== null && order.house === house && ORDER_TOKENS[order.token].type === type;
  });
}

/**
 * Whether a Raid in `from` can reach `target` at all ([2E-RAID-05]): a land Raid only land areas; a
 * sea Raid land areas, seas and its own port; a port Raid only its own sea. Adjacency is the board's
 * (2E-RAID-08: ship transport gives none, rivers block).
 */
export function canRaidInto(from: AreaId, target: AreaId): boolean {
  if (!NEIGHBOURS[from].includes(target)) return false;
  const source = AREAS[from].kind;
  const dest = AREAS[target].kind;
  if (source === 'land') return dest === 'land';
  if (source === 'port') return dest === 'sea';
  return true;
}

/** The areas a Raid order in `from` may target now, in NEIGHBOURS order. */
export function raidTargets(state: GameState, from: AreaId): AreaId[] {
  const raid = state.areas[from].order;
  if (raid === null) return [];
  const special = ORDER_TOKENS[raid.token].star;
  return NEIGHBOURS[from].filter((target) => {
    const order = state.areas[target].order;
    if (order === null || order.house === raid.house || !canRaidInto(from, target)) return false;
    const type = ORDER_TOKENS[order.token].type;
    // 2E-RAID-01: Support, Raid or Consolidate Power; 2E-RAID-03: a special Raid also Defense.
    return type === 'support' || type === 'raid' || type === 'consolidate-power' || (special && type === 'defense');
  });
}

function removeOrder(state: GameState, area: AreaId): GameState {
  return { ...state, areas: { ...state.areas, [area]: { ...state.areas[area], order: null } } };
}

/**
 * Checks and resolves a Raid order.
 * @throws RuleViolation naming the broken rule.
 */
export function resolveRaid(state: GameState, move: ResolveRaidMove): GameState {
  const { house, area, target } = move;
  const raid = isAreaId(area) ? state.areas[area].order : undefined;
  // 2E-ACT-02: the house resolves one of its own Raid orders.
  require(
    raid !== undefined && raid !== null && raid.house === house && ORDER_TOKENS[raid.token].type === 'raid',
    '2E-ACT-02',
    `${house} has no Raid order in ${show(area)}`,
  );
  // 2E-RAID-07: a Raid may always be removed with no effect.
  if (target === null) return removeOrder(state, area);
  const raided = isAreaId(target) ? state.areas[target].order : undefined;
  require(raided !== undefined && raided !== null, '2E-RAID-01', () => `there is no order to raid in ${show(target)}`);
  // 2E-RAID-09: never one's own order.
  require(raided.house !== house, '2E-RAID-09', `${house} cannot raid its own order in ${target}`);
  // 2E-RAID-05, 2E-RAID-08, 2E-PORT-09, 2E-PORT-10: adjacency and area kinds.
  require(canRaidInto(area, target), '2E-RAID-05', `a Raid in ${area} cannot reach ${target}`);
  const type = ORDER_TOKENS[raided.token].type;
  if (type === 'defense') {
    // 2E-RAID-03, 2E-SPEC-05: only the special Raid removes a Defense order.
    require(ORDER_TOKENS[raid.token].star, '2E-RAID-03', `only a special Raid can remove the Defense order in ${target}`);
  } else {
    // 2E-RAID-01: a Support, Raid or Consolidate Power order.
    require(type !== 'march', '2E-RAID-01', `a March order (in ${target}) cannot be raided`);
  }
  // 2E-RAID-02: both tokens are removed.
  let after = removeOrder(removeOrder(state, area), target);
  if (type === 'consolidate-power') {
    // 2E-RAID-04, 2E-RAID-06: pillage, in a sea area too.
    after = losePower(gainPower(after, house, 1), raided.house, 1);
  }
  return after;
}

/** Every legal Raid move of the house: each of its Raid orders against each target, or none. */
export function raidMoves(state: GameState, house: House): ResolveRaidMove[] {
  return ordersOfType(state, house, 'raid').flatMap((area) => [
    { kind: 'resolve-raid', house, area, target: null } as const,
    ...raidTargets(state, area).map((target) => ({ kind: 'resolve-raid', house, area, target }) as const),
  ]);
}
