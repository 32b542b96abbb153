// Everything <so-orders-panel> says: the catalogue's `orders.*` messages, whole sentences with their
// values, never fragments glued together.
import type { AreaId, OrderTokenId } from '../../../engine/index';
import { t } from '../../i18n/translate';
import { areaName, tokenName } from '../game/words';

export const ORDERS_WORDS = {
  get hint() {
    return t('orders.hint');
  },
  get keysHint() {
    return t('orders.keysHint');
  },
  progress: (placed: number, count: number, stars: number, maxStars: number) => t('orders.progress', { placed, count, stars, maxStars }),
  fewerTokens: (count: number) => t('orders.fewerTokens', { count }),
  get optional() {
    return t('orders.optional');
  },
  get yourAreas() {
    return t('orders.yourAreas');
  },
  noToken: '—',
  takeOff: (area: AreaId) => t('orders.takeOff', { area: areaName(area) }),
  get tray() {
    return t('orders.tray');
  },
  trayFor: (area: AreaId) => t('orders.trayFor', { area: areaName(area) }),
  tokenTitle: (token: OrderTokenId, usedOn: AreaId | null, overStarLimit: boolean, key: string) =>
    t('orders.tokenTitle', { token: tokenName(token), on: usedOn === null ? '' : areaName(usedOn), used: usedOn === null ? 'no' : 'yes', limit: overStarLimit ? 'yes' : 'no', key }),
  get seal() {
    return t('orders.seal');
  },
  get clear() {
    return t('orders.clear');
  },
};
