// The moves the networked browser test makes for its three players, computed in Node from each
// page's own state and decision. A heuristic bot plays, except for a short plan that makes the first
// two rounds hold what the test must see, whatever the bots prefer: round 1 has a Lannister raid and
// marches Baratheon into The Reach and Lannister into the Searoad Marches; round 2 Lannister marches
// from there into The Reach, a battle with sealed House cards. (From the 3-player start no two houses
// can meet in round 1.) A planned move the engine refuses (a Westeros card's ban, a unit lost) gives
// way to the bot's.
import { apply, type AreaId, type Decision, type GameState, type Move, type OrderPlacement, type PlaceOrdersMove } from '../../engine/index';
import type { OrderTokenId } from '../../engine/data/orders';
import type { Bot } from '../../src/bots/bot';

/** Per area, the tokens to try in turn (a Westeros card may ban one). */
type Orders = Partial<Record<AreaId, readonly OrderTokenId[]>>;
type Marches = Partial<Record<AreaId, AreaId>>;

// Round 2's plan stays for rounds 3 and 4, in case a Westeros card or the bots got in the way.
const ATTACK_ORDERS = { lannister: { 'searoad-marches': ['march-0', 'march-minus-1'] }, baratheon: { 'the-reach': ['defense-1a', 'support-a', 'consolidate-a', 'raid-a'] } } as const;
const ATTACK_MARCH = { lannister: { 'searoad-marches': 'the-reach' } } as const;

const ORDERS: Record<number, Partial<Record<string, Orders>>> = {
  1: { baratheon: { kingswood: ['march-0'] }, lannister: { lannisport: ['march-0'], 'stoney-sept': ['raid-a'] } },
  2: ATTACK_ORDERS,
  3: ATTACK_ORDERS,
  4: ATTACK_ORDERS,
};

const MARCHES: Record<number, Partial<Record<string, Marches>>> = {
  1: { baratheon: { kingswood: 'the-reach' }, lannister: { lannisport: 'searoad-marches' } },
  2: ATTACK_MARCH,
  3: ATTACK_MARCH,
  4: ATTACK_MARCH,
};

function legal(state: GameState, move: Move): boolean {
  try {
    apply(state, move);
    return true;
  } catch {
    return false;
  }
}

/** `orders` with `token` in `area`; where the token was used elsewhere, the two swap places. */
function withToken(orders: readonly OrderPlacement[], area: AreaId, token: OrderTokenId): OrderPlacement[] {
  const here = orders.find((o) => o.area === area);
  if (here === undefined) return [...orders];
  return orders.map((o) => (o.area === area ? { area, token } : o.token === token ? { area: o.area, token: here.token } : o));
}

/** The bot's orders with the planned tokens put in, each area's first alternative the engine takes. */
function plannedOrders(state: GameState, base: PlaceOrdersMove, plan: Orders): PlaceOrdersMove {
  let move = base;
  for (const [area, tokens] of Object.entries(plan) as [AreaId, readonly OrderTokenId[]][]) {
    const tried = tokens.map((token) => ({ ...move, orders: withToken(move.orders, area, token) })).find((m) => legal(state, m));
    if (tried !== undefined) move = tried;
  }
  return move;
}

function plannedMarch(state: GameState, house: string, plan: Marches): Move | null {
  for (const [from, to] of Object.entries(plan) as [AreaId, AreaId][]) {
    const units = state.areas[from]?.units.filter((u) => u.house === house && !u.routed).map((u) => u.type) ?? [];
    if (units.length === 0) continue;
    return { kind: 'resolve-march', house: house as never, area: from, moves: [{ to, units }], powerToken: false };
  }
  return null;
}

/** The move for `decision`: the plan's, when it has one the engine takes, else the bot's. */
export function planMove(state: GameState, decision: Decision, bot: Bot): Move {
  const fallback = bot.choose(state, decision);
  const house = decision.house ?? '';
  if (decision.kind === 'place-orders' && fallback.kind === 'place-orders') {
    const plan = ORDERS[state.round]?.[house];
    return plan === undefined ? fallback : plannedOrders(state, fallback, plan);
  }
  if (decision.kind === 'resolve-march') {
    const plan = MARCHES[state.round]?.[house];
    const move = plan === undefined ? null : plannedMarch(state, house, plan);
    return move !== null && legal(state, move) ? move : fallback;
  }
  return fallback;
}
