// The orders a player is putting together before handing them in, as plain data over the engine's
// `orders` choice space: which token lies on which area so far. Offers only what the space allows
// (its tokens, each once, at most `maxStars` special ones); the engine's trial run judges the whole.
import { ORDER_TOKENS, type AreaId, type OrderChoice, type OrderPlacement, type OrderTokenId, type PlaceOrdersMove } from '../../../engine/index';

export type OrderDraft = readonly OrderPlacement[];

/** Puts `token` on `area`, taking it off any other area and replacing what `area` had. */
export function assignToken(draft: OrderDraft, area: AreaId, token: OrderTokenId): OrderDraft {
  const rest = draft.filter((o) => o.area !== area && o.token !== token);
  return [...rest, { area, token }];
}

export function clearArea(draft: OrderDraft, area: AreaId): OrderDraft {
  return draft.filter((o) => o.area !== area);
}

export const tokenOn = (draft: OrderDraft, area: AreaId): OrderTokenId | null => draft.find((o) => o.area === area)?.token ?? null;

export interface TokenOffer {
  readonly token: OrderTokenId;
  /** Lies on another area already (choosing it moves it here). */
  readonly usedOn: AreaId | null;
  /** A special token while the star limit is reached by the other areas' tokens. */
  readonly overStarLimit: boolean;
}

/** The space's tokens as offered for `area`: where each lies now and whether the star limit bars it. */
export function tokenOffers(space: OrderChoice, draft: OrderDraft, area: AreaId | null): TokenOffer[] {
  const starsElsewhere = draft.filter((o) => o.area !== area && ORDER_TOKENS[o.token].star).length;
  return space.tokens.map((token) => {
    const usedOn = draft.find((o) => o.token === token)?.area ?? null;
    const starMovedFromElsewhere = usedOn !== null && usedOn !== area && ORDER_TOKENS[token].star;
    const overStarLimit = ORDER_TOKENS[token].star && !starMovedFromElsewhere && starsElsewhere >= space.maxStars;
    return { token, usedOn, overStarLimit };
  });
}

/** The first area of the space, after `from` and wrapping round, that has no token yet. */
export function nextOpenArea(space: OrderChoice, draft: OrderDraft, from: AreaId | null): AreaId | null {
  const start = from === null ? 0 : space.areas.indexOf(from) + 1;
  for (let i = 0; i < space.areas.length; i++) {
    const area = space.areas[(start + i) % space.areas.length]!;
    if (tokenOn(draft, area) === null) return area;
  }
  return null;
}

/** Whether the draft has as many orders as the space requires. */
/**
 * Whether the draft may be sealed: every token the space asks for is placed — or, where the space's
 * orders are optional (the 1st edition: an area may stay without one, [1E-PLAN-03]), any draft is
 * (the engine judges it).
 */
export const isComplete = (space: OrderChoice, draft: OrderDraft): boolean => (space.optional === true ? draft.length <= space.count : draft.length === space.count);

export function ordersMove(space: OrderChoice, draft: OrderDraft): PlaceOrdersMove {
  // In the space's area order, so the same orders always make the same move.
  const orders = space.areas.flatMap((area) => {
    const token = tokenOn(draft, area);
    return token === null ? [] : [{ area, token }];
  });
  return { kind: 'place-orders', house: space.house, orders };
}
