// Everything <so-game-board> says (its label, the area card): the catalogue's `board.*` messages,
// whole sentences with their values, never fragments glued together.
import type { AreaId, Fortification, House, OrderTokenId, UnitType } from '../../../engine/index';
import { t } from '../../i18n/translate';
import { areaName, houseName, tokenName, unitList } from '../game/words';

export const BOARD_WORDS = {
  get label() {
    return t('board.label');
  },
  get keys() {
    return t('board.keys');
  },
  get reset() {
    return t('board.reset');
  },
  area: (area: AreaId) => areaName(area),
  owner: (house: House | null) => (house === null ? t('board.owner.none') : t('board.owner', { house: houseName(house) })),
  units: (house: House, units: readonly UnitType[]) => t('board.units', { house: houseName(house), units: unitList(units) }),
  routed: (count: number) => t('board.routed', { count }),
  get noUnits() {
    return t('board.noUnits');
  },
  order: (house: House, token: OrderTokenId | null) => (token === null ? t('board.order.faceDown', { house: houseName(house) }) : t('board.order', { order: tokenName(token), house: houseName(house) })),
  powerToken: (house: House) => t('board.powerToken', { house: houseName(house) }),
  garrison: (house: House) => t('board.garrison', { house: houseName(house) }),
  neutral: (strength: number | 'impassable') => (strength === 'impassable' ? t('board.neutral.impassable') : t('board.neutral', { strength })),
  fortification: (f: Fortification) => t(`board.fortification.${f}`),
  supply: (barrels: number) => t('board.supply', { barrels }),
  crowns: (crowns: number) => t('board.crowns', { crowns }),
  home: (house: House) => t('board.home', { house: houseName(house) }),
  get sea() {
    return t('board.sea');
  },
  get port() {
    return t('board.port');
  },
};
