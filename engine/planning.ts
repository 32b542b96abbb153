// The Planning phase ([2E-PLAN-01]–[2E-PLAN-12]): every house places its Order tokens as one sealed
// decision, then all are revealed together.
import { areaWithOrder } from './area-copy';
import { withParts } from './state-copy';
import { copyAreas } from './board-copy';
import { boardOf, isAreaOf } from './board';
import type { AreaId } from './data/areas';
import { orderToken, ORDER_TOKEN_IDS, ORDER_TOKENS, type OrderTokenId } from './data/orders';
import { show } from './untrusted';
import type { House } from './data/vocabulary';
import type { OrderPlacement, PlaceOrdersDecision, PlaceOrdersMove } from './decisions';
import { require } from './errors';
import type { Step } from './frame-handler';
import { pushFrame, replaceTop, type NewFrame } from './frames';
import { starLimit, turnOrder } from './influence';
import { newRavenFrame } from './raven';
import { isBanned } from './order-bans';
import { sameUnitsAs, unitAreas } from './units';
import type { AreaState, GameState, OrderRestriction } from './state';
import type { PlanningFrame } from './frame-data';

/** Areas where the house must place an order: every area holding its units ([2E-PLAN-02]). */
export function areasNeedingOrders(state: GameState, house: House): AreaId[] {
  return [...unitAreas(state, house).ids];
}

/** Whether an untrusted value is one of the 15 order token ids. */
export function isOrderTokenId(value: unknown): value is OrderTokenId {
  return (ORDER_TOKEN_IDS as readonly unknown[]).includes(value);
}

/**
 * The tokens a Westeros ban allows and how many of them are not special, for the last ban asked
 * about: the Planning phase asks for every house (the choices, the check, whether some house is
 * short), and the answer depends on the ban alone; filtering the 15 tokens read ORDER_TOKENS by
 * id 30 times a call (megamorphic keyed loads).
 */
let allowedFor: { readonly restriction: OrderRestriction | null; readonly tokens: readonly OrderTokenId[]; readonly normal: number } | null = null;

function allowed(restriction: OrderRestriction | null): { readonly tokens: readonly OrderTokenId[]; readonly normal: number } {
  if (allowedFor === null || allowedFor.restriction !== restriction) {
    const tokens = ORDER_TOKEN_IDS.filter((t) => !isBanned(t, restriction));
    allowedFor = { restriction, tokens, normal: tokens.filter((t) => !orderToken(t).star).length };
  }
  return allowedFor;
}

/** Tokens the house may use this Planning phase: not banned by the Westeros card. */
export function allowedTokens(state: GameState): OrderTokenId[] {
  return allowed(state.restriction).tokens.slice();
}

/** How many orders the house can place at most, given bans and its star limit (OQ-21). */
export function placeableCount(state: GameState, house: House): number {
  const { tokens, normal } = allowed(state.restriction);
  return normal + Math.min(tokens.length - normal, starLimit(state, house));
}

/** How many areas need an order of the house: areasNeedingOrders's length, without copying the list. */
function needingOrders(state: GameState, house: House): number {
  return unitAreas(state, house).ids.length;
}

/** How many orders the house must place: all its areas, or as many as it can ([2E-PLAN-10]). */
export function requiredOrderCount(state: GameState, house: House): number {
  return Math.min(needingOrders(state, house), placeableCount(state, house));
}

export function newPlanningFrame(state: GameState): NewFrame<PlanningFrame> {
  // 1E-PLAN-03: in the 1st edition no house must fill its areas, so none is ever short.
  const short = state.options.ruleset !== '1e' && state.options.houses.some((h) => requiredOrderCount(state, h) < needingOrders(state, h));
  return { kind: 'planning', mode: short ? 'sequential' : 'simultaneous', placed: [], revealed: false };
}

// A frame of this kind is copied by one object literal with its keys written out, in the order a
// pushed frame has them (its new…Frame literal, then \`id\`), as combat-copy.ts copies a combat
// frame: made by \`{ ...frame, field }\` spreads, the frames of one kind had up to 16 hidden classes
// in a game, and the handler's reads of their fields became megamorphic loads. frame-keys.test.ts
// checks that every frame of a kind keeps one key order through a whole game.
function withPlanning(f: PlanningFrame, placed: PlanningFrame['placed'], revealed: boolean): PlanningFrame {
  return { kind: f.kind, mode: f.mode, placed, revealed, id: f.id };
}

function hasPlaced(frame: PlanningFrame, house: House): boolean {
  return frame.placed.some((p) => p.house === house);
}

function decisionFor(frame: PlanningFrame, house: House): PlaceOrdersDecision {
  return { id: `${frame.id}/place-orders/${house}`, kind: 'place-orders', house, sealed: true };
}

function pending(state: GameState, frame: PlanningFrame): PlaceOrdersDecision[] {
  if (frame.revealed) return [];
  const waiting = (h: House) => !hasPlaced(frame, h) && needingOrders(state, h) > 0;
  if (frame.mode === 'simultaneous') return state.options.houses.filter(waiting).map((h) => decisionFor(frame, h));
  // 2E-PLAN-10: one house at a time, in turn order.
  const next = turnOrder(state).find(waiting);
  return next === undefined ? [] : [decisionFor(frame, next)];
}

/**
 * Checks a house's placement against [2E-PLAN-02]–[2E-PLAN-07], [2E-PLAN-10] and [2E-PLAN-11].
 * @throws RuleViolation naming the rule that is broken.
 */
export function checkPlacement(state: GameState, house: House, orders: readonly OrderPlacement[]): void {
  const areas = new Set<AreaId>();
  const tokens = new Set<OrderTokenId>();
  // A placement comes from a peer: check its shape before anything indexes the board with it.
  const board = boardOf(state);
  require(Array.isArray(orders) && orders.length <= board.ids.length, '2E-PLAN-02', () => `orders must be a list of placements, got ${show(orders)}`);
  for (const placement of orders as readonly unknown[]) {
    const { area, token } = (typeof placement === 'object' && placement !== null ? placement : {}) as Partial<OrderPlacement>;
    require(isAreaOf(state, area) && isOrderTokenId(token), '2E-PLAN-02', () => `no area ${show(area)} or token ${show(token)}`);
    const here: AreaState = state.areas[area];
    // 2E-PLAN-03: only where the house has units.
    require(here.units.some((u) => u.house === house), '2E-PLAN-03', () => `${house} has no unit in ${area}`);
    // 2E-PLAN-04: one order per area.
    require(!areas.has(area), '2E-PLAN-04', () => `two orders in ${area}`);
    // 2E-COMP-08: a house owns one of each token id.
    require(!tokens.has(token), '2E-COMP-08', () => `${house} placed its token ${token} twice`);
    // 2E-PLAN-07: the Westeros card's ban.
    require(!isBanned(token, state.restriction), '2E-PLAN-07', () => `${token} is banned this round (${state.restriction})`);
    // 1E-PLAN-05: in the 1st edition Consolidate Power orders go on land areas only.
    if (state.options.ruleset === '1e') {
      require(orderToken(token).type !== 'consolidate-power' || board.info[area].kind === 'land', '1E-PLAN-05', () => `a Consolidate Power order goes on land, not in ${area}`);
    }
    areas.add(area);
    tokens.add(token);
  }
  // 2E-PLAN-06, 2E-PLAN-11: at most as many stars as the King's Court position gives.
  const stars = [...tokens].filter((t) => orderToken(t).star).length;
  const limit = starLimit(state, house);
  require(stars <= limit, '2E-PLAN-06', () => `${house} placed ${stars} special orders; its King's Court position allows ${limit}`);
  // 1E-PLAN-03: the 1st edition does not require an order in every area (its FAQ); one per area at most (above).
  if (state.options.ruleset === '1e') return;
  // 2E-PLAN-02 / 2E-PLAN-09: every area gets an order; 2E-PLAN-10: or as many as the house can place.
  const required = requiredOrderCount(state, house);
  const needed = needingOrders(state, house);
  const rule = required < needed ? '2E-PLAN-10' : '2E-PLAN-02';
  require(orders.length === required, rule, () => `${house} must place ${required} orders (areas with units: ${needed}), placed ${orders.length}`);
}

function apply(state: GameState, frame: PlanningFrame, move: PlaceOrdersMove): GameState {
  checkPlacement(state, move.house, move.orders);
  const placed = [...frame.placed, { house: move.house, orders: move.orders.map(({ area, token }) => ({ area, token })) }];
  return replaceTop(state, withPlanning(frame, placed, frame.revealed));
}

/** 2E-PLAN-12: all placed orders are turned face up at the same time. */
function reveal(state: GameState, frame: PlanningFrame): GameState {
  // One copy of the board for all the orders (a copy per order made ≈40 copies of 58 areas).
  const areas = copyAreas(state);
  for (const { house, orders } of frame.placed) {
    for (const { area, token } of orders) areas[area] = areaWithOrder(areas[area], { house, token });
  }
  sameUnitsAs(areas, state.areas); // orders only: the same units everywhere
  return withParts(state, { areas });
}

function advance(state: GameState, frame: PlanningFrame): Step {
  // 2E-PLAN-15: after the Messenger Raven step the Planning phase ends.
  if (frame.revealed) return { state, result: { kind: 'phase-done' } };
  const revealed = replaceTop(reveal(state, frame), withPlanning(frame, frame.placed, true));
  // 2E-PLAN-13: the Messenger Raven step follows Reveal Orders, unless the Raven is already used.
  return { state: revealed.ravenUsed ? revealed : pushFrame(revealed, newRavenFrame(revealed)) };
}

export const PLANNING = {
  pending,
  apply: (state: GameState, frame: PlanningFrame, move: import('./decisions').Move) => {
    if (move.kind !== 'place-orders') throw new RangeError(`expected a place-orders move, got ${move.kind}`);
    return apply(state, frame, move);
  },
  advance,
  resume: (state: GameState) => state,
};
