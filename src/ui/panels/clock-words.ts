// Words of the table's clocks (<so-seat-clocks>) and of the waiting lines that say who has sealed:
// the catalogue's `clock.*` messages; nothing branches on them.
import type { House } from '../../../engine/index';
import { listOf, section, t } from '../../i18n/translate';
import type { SeatWait } from '../drivers/table-clocks';
import { houseName } from '../game/words';

export const CLOCK_WORDS = section('clock');

/** What each seat is doing, as its row says it. */
export const seatWaitWords = (wait: SeatWait): string => (wait === 'idle' ? '' : t(`clock.wait.${wait}`));

/** "Stark", "Stark and Lannister", "Stark, Lannister and Tyrell". */
export function houseList(houses: readonly House[]): string {
  return listOf(houses.map(houseName));
}

/** The summary above the rows: whom the table waits for. */
export function waitsForText(houses: readonly House[]): string {
  if (houses.length === 0) return t('clock.nobody');
  return t('clock.waitsFor', { houses: houseList(houses) });
}

/** "Sealed already: Stark and Lannister", beside the list of houses still to answer. */
export function sealedText(houses: readonly House[]): string {
  return houses.length === 0 ? '' : t('clock.sealed', { houses: houseList(houses) });
}
