// Raid orders, Action step 1 ([2E-RAID-01]–[2E-RAID-09], [2E-SPEC-05], [2E-SPEC-07], [2E-PORT-09],
// [2E-PORT-10]): a Raid removes one adjacent enemy Support, Raid or Consolidate Power order (a
// special Raid also a Defense order), pillaging a Consolidate Power order.
import { areaWithOrder } from './area-copy';
import { withArea } from './board-copy';
import { BOARD_2E, boardOf, isAreaOf, type Board } from './board';
import { RULES_1E } from './data/1e/rules';
import type { AreaId } from './data/areas';
import { orderToken, ORDER_TOKENS, type OrderTokenId } from './data/orders';
import type { House, OrderType } from './data/vocabulary';
import type { ResolveRaidMove } from './decisions';
import { require } from './errors';
import { show } from './untrusted';
import { gainPower, losePower } from './power-tokens';
import type { GameState } from './state';
import { ordersOnBoard } from './units';

/** The house's areas holding one of its orders of the given type, in board order. */
export function ordersOfType(state: GameState, house: House, type: OrderType): AreaId[] {
  const areas: AreaId[] = [];
  for (const { area, order } of ordersOnBoard(state)) if (order.house === house && orderToken(order.token).type === type) areas.push(area);
  return areas;
}

/**
 * Whether a Raid in `from` can reach `target` at all ([2E-RAID-05]): a land Raid only land areas; a
 * sea Raid land areas, seas and its own port; a port Raid only its own sea. Adjacency is the board's
 * (2E-RAID-08: ship transport gives none, rivers block).
 */
export function canRaidInto(from: AreaId, target: AreaId, board: Board = BOARD_2E): boolean {
  if (!board.neighbours[from].includes(target)) return false;
  const source = board.info[from].kind;
  const dest = board.info[target].kind;
  if (source === 'land') return dest === 'land';
  if (source === 'port') return dest === 'sea';
  return true;
}

/** The areas a Raid order in `from` may target now, in NEIGHBOURS order. */
export function raidTargets(state: GameState, from: AreaId): AreaId[] {
  const raid = state.areas[from].order;
  if (raid === null) return [];
  const special = orderToken(raid.token).star;
  const board = boardOf(state);
  return board.neighbours[from].filter((target) => raidable(state, raid.house, special, from, target, board));
}

/** Whether the Raid order of `house` in `from` (special or not) may target `target` now: raidTargets' test. */
function raidable(state: GameState, house: House, special: boolean, from: AreaId, target: AreaId, board: Board): boolean {
  const order = state.areas[target].order;
  if (order === null || order.house === house || !canRaidInto(from, target, board)) return false;
  const type = orderToken(order.token).type;
  // 1E-RAID-03: in the 1st edition only Raid, Support and Consolidate Power orders, special or not.
  if (state.options.ruleset === '1e') return RULES_1E.raidTargets.includes(type);
  // 2E-RAID-01: Support, Raid or Consolidate Power; 2E-RAID-03: a special Raid also Defense.
  return type === 'support' || type === 'raid' || type === 'consolidate-power' || (special && type === 'defense');
}

/**
 * One of `raidMoves(state, house)`, each equally likely, drawn by rejection: a (Raid order, target
 * or none) pair is drawn among the Raid orders' neighbours not yet refused, and only the drawn
 * target is tested; a refused one is set aside and another drawn. 2nd edition only (a 1st-edition
 * special Raid also takes pairs of targets: its moves are listed). For `sampleDecision`.
 */
export function sampleRaid(state: GameState, house: House, pick: (n: number) => number): ResolveRaidMove {
  const board = boardOf(state);
  const from: AreaId[] = [];
  const to: (AreaId | null)[] = [];
  for (const area of ordersOfType(state, house, 'raid')) {
    from.push(area);
    to.push(null);
    for (const target of board.neighbours[area]) {
      from.push(area);
      to.push(target);
    }
  }
  const open: number[] = [];
  for (let i = 0; i < from.length; i++) open.push(i);
  for (let n = open.length; ; n--) {
    const k = pick(n);
    const i = open[k];
    if (i === undefined) throw new RangeError(`expected a pick in [0, ${n}), got ${k}`);
    const area = from[i]!;
    const target = to[i]!;
    if (target === null) return { kind: 'resolve-raid', house, area, target: null };
    const raid = state.areas[area].order!;
    if (raidable(state, house, orderToken(raid.token).star, area, target, board)) return { kind: 'resolve-raid', house, area, target };
    open[k] = open[n - 1]!;
  }
}

function removeOrder(state: GameState, area: AreaId): GameState {
  return withArea(state, area, areaWithOrder(state.areas[area], null));
}

/**
 * Checks and resolves a Raid order.
 * @throws RuleViolation naming the broken rule.
 */
export function resolveRaid(state: GameState, move: ResolveRaidMove): GameState {
  const { house, area, target } = move;
  const raid = isAreaOf(state, area) ? state.areas[area].order : undefined;
  // 2E-ACT-02 (1E-RAID-01): the house resolves one of its own Raid orders.
  require(
    raid !== undefined && raid !== null && raid.house === house && orderToken(raid.token).type === 'raid',
    state.options.ruleset === '1e' ? '1E-RAID-01' : '2E-ACT-02',
    () => `${house} has no Raid order in ${show(area)}`,
  );
  if (state.options.ruleset === '1e') return resolveRaid1e(state, move, raid);
  // A second target is the 1st edition's special Raid only (absent in a 2nd-edition move).
  require(move.second === undefined, '2E-RAID-02', 'a Raid removes one order');
  // 2E-RAID-07: a Raid may always be removed with no effect.
  if (target === null) return removeOrder(state, area);
  const raided = isAreaOf(state, target) ? state.areas[target].order : undefined;
  require(raided !== undefined && raided !== null, '2E-RAID-01', () => `there is no order to raid in ${show(target)}`);
  // 2E-RAID-09: never one's own order.
  require(raided.house !== house, '2E-RAID-09', () => `${house} cannot raid its own order in ${target}`);
  // 2E-RAID-05, 2E-RAID-08, 2E-PORT-09, 2E-PORT-10: adjacency and area kinds.
  require(canRaidInto(area, target, boardOf(state)), '2E-RAID-05', () => `a Raid in ${area} cannot reach ${target}`);
  const type = orderToken(raided.token).type;
  if (type === 'defense') {
    // 2E-RAID-03, 2E-SPEC-05: only the special Raid removes a Defense order.
    require(orderToken(raid.token).star, '2E-RAID-03', () => `only a special Raid can remove the Defense order in ${target}`);
  } else {
    // 2E-RAID-01: a Support, Raid or Consolidate Power order.
    require(type !== 'march', '2E-RAID-01', () => `a March order (in ${target}) cannot be raided`);
  }
  // 2E-RAID-02: both tokens are removed.
  let after = removeOrder(removeOrder(state, area), target);
  if (type === 'consolidate-power') {
    // 2E-RAID-04, 2E-RAID-06: pillage, in a sea area too.
    after = losePower(gainPower(after, house, 1), raided.house, 1);
  }
  return after;
}

/**
 * A 1st-edition Raid ([1E-RAID-02]–[1E-RAID-07]): it removes one adjacent enemy Raid, Support or
 * Consolidate Power order — the special Raid up to two, in one area each (open question 9: possibly
 * two areas) — never a March or Defense order; each Consolidate Power order removed gives the raider
 * 1 Power and costs its owner nothing.
 */
function resolveRaid1e(state: GameState, move: ResolveRaidMove, raid: { readonly token: OrderTokenId }): GameState {
  const { house, area, target } = move;
  const second = move.second ?? null;
  // 1E-RAID-07: a Raid may always be removed with no effect.
  if (target === null) {
    require(second === null, '1E-RAID-02', 'a second order needs a first');
    return removeOrder(state, area);
  }
  // 1E-RAID-02: only the special Raid removes a second order, in another area.
  require(second === null || (orderToken(raid.token).star && second !== target), '1E-RAID-02', () => `a Raid in ${area} removes ${orderToken(raid.token).star ? 'two different orders at most' : 'one order'}`);
  let after = removeOrder(state, area);
  const board = boardOf(state);
  for (const t of second === null ? [target] : [target, second]) {
    const raided = isAreaOf(state, t) ? state.areas[t].order : undefined;
    require(raided !== undefined && raided !== null, '1E-RAID-02', () => `there is no order to raid in ${show(t)}`);
    // 1E-RAID-02: an enemy order.
    require(raided.house !== house, '1E-RAID-02', () => `${house} cannot raid its own order in ${t}`);
    // 1E-RAID-04, 1E-RAID-08: adjacent, and a Raid on land reaches land only.
    require(canRaidInto(area, t, board), '1E-RAID-04', () => `a Raid in ${area} cannot reach ${t}`);
    const type = orderToken(raided.token).type;
    // 1E-RAID-03: never a March or a Defense order, not even by the special Raid.
    require(RULES_1E.raidTargets.includes(type), '1E-RAID-03', () => `a ${type} order (in ${t}) cannot be raided`);
    after = removeOrder(after, t);
    // 1E-RAID-05: pillage — the raider takes 1 Power; the victim loses nothing.
    if (type === 'consolidate-power') after = gainPower(after, house, 1);
  }
  return after;
}

/**
 * Every legal Raid move of the house: each of its Raid orders against each target, or none; a
 * 1st-edition special Raid also against each pair of targets ([1E-RAID-02]).
 */
export function raidMoves(state: GameState, house: House): ResolveRaidMove[] {
  const pairs = state.options.ruleset === '1e';
  return ordersOfType(state, house, 'raid').flatMap((area) => {
    const targets = raidTargets(state, area);
    const special = pairs && orderToken(state.areas[area].order!.token).star;
    return [
      { kind: 'resolve-raid', house, area, target: null } as const,
      ...targets.map((target) => ({ kind: 'resolve-raid', house, area, target }) as const),
      ...(special ? targets.flatMap((target, i) => targets.slice(i + 1).map((second) => ({ kind: 'resolve-raid', house, area, target, second }) as const)) : []),
    ];
  });
}
