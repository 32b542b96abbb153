// Everything <so-orders-panel> says, in one place for a translator. Whole sentences with their
// values, never fragments glued together.
import type { AreaId, OrderTokenId } from '../../engine/index';
import { areaName, tokenName } from './words';

export const ORDERS_WORDS = {
  hint: 'Choose an area (on the board or below), then a token — or drag a token onto the board.',
  keysHint: 'Keys: M D S R C place March, Defense, Support, Raid, Consolidate Power (Shift for ★); ↑ ↓ choose the area; Delete takes a token off.',
  progress: (placed: number, count: number, stars: number, maxStars: number) => `${placed} of ${count} placed · special orders ★ ${stars}/${maxStars}`,
  fewerTokens: (count: number) => `You have fewer tokens than areas: ${count} orders to place.`,
  yourAreas: 'Your areas',
  noToken: '—',
  takeOff: (area: AreaId) => `Take the token off ${areaName(area)}`,
  tray: 'Order tokens',
  trayFor: (area: AreaId) => `Order tokens for ${areaName(area)}`,
  tokenTitle: (token: OrderTokenId, usedOn: AreaId | null, overStarLimit: boolean, key: string) =>
    `${tokenName(token)}${usedOn === null ? '' : ` (on ${areaName(usedOn)})`}${overStarLimit ? ' — star limit reached' : ''} · key ${key}`,
  seal: 'Seal these orders',
  clear: 'Clear',
} as const;
