// Keyboard shortcuts of <so-orders-panel>: a letter places a token of its type on the chosen area
// (M march, D defense, S support, R raid, C consolidate power); with Shift, the special (★) one.
// Without Shift the best plain token still free is taken (the highest bonus), so a whole set of
// orders is a few letters; a token already on another area is taken only if no free one is left.
import { ORDER_TOKENS, type AreaId, type OrderChoice, type OrderTokenId, type OrderType } from '../../../engine/index';
import { tokenOffers, type OrderDraft } from './order-draft';

export const ORDER_KEYS: { readonly [t in OrderType]: string } = { march: 'm', defense: 'd', support: 's', raid: 'r', 'consolidate-power': 'c' };

const TYPE_OF_KEY = new Map<string, OrderType>(Object.entries(ORDER_KEYS).map(([type, key]) => [key, type as OrderType]));

/** The shortcut of a token as the keyboard event's `key` reads it ("m", "M" with Shift for a ★ token). */
export function shortcutOf(token: OrderTokenId): string {
  const { type, star } = ORDER_TOKENS[token];
  return star ? ORDER_KEYS[type].toUpperCase() : ORDER_KEYS[type];
}

/** The shortcut as people and `aria-keyshortcuts` write it: "M", "Shift+M". */
export function keyLabel(token: OrderTokenId): string {
  const key = shortcutOf(token);
  return key === key.toLowerCase() ? key.toUpperCase() : `Shift+${key}`;
}

/**
 * The token a key asks for on `area`, or null when the key names no order type or no token of that
 * type can go there. `key` is KeyboardEvent.key: lower case without Shift, upper case with it.
 */
export function tokenForKey(space: OrderChoice, draft: OrderDraft, area: AreaId | null, key: string): OrderTokenId | null {
  const type = TYPE_OF_KEY.get(key.toLowerCase());
  if (type === undefined || area === null) return null;
  const star = key !== key.toLowerCase();
  const offers = tokenOffers(space, draft, area).filter((o) => ORDER_TOKENS[o.token].type === type && !o.overStarLimit);
  const wanted = offers.filter((o) => ORDER_TOKENS[o.token].star === star);
  // Free tokens first (or the one already here), then by bonus, highest first.
  const rank = (o: (typeof offers)[number]) => (o.usedOn === null || o.usedOn === area ? 0 : 1000) - ORDER_TOKENS[o.token].bonus;
  const pool = wanted.length > 0 ? wanted : star ? [] : offers;
  const best = [...pool].sort((a, b) => rank(a) - rank(b))[0];
  return best?.token ?? null;
}
