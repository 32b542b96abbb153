// Words of the table's clocks (<so-seat-clocks>) and of the waiting lines that say who has sealed:
// every phrase in one place for a translator; nothing branches on them.
import type { House } from '../../engine/index';
import type { SeatWait } from './table-clocks';
import { houseName } from './words';

export const CLOCK_WORDS = {
  heading: 'Clocks',
  label: "Every house's clock",
  you: 'you',
  noLimit: 'no time limit',
  /** After a seat's time is up and before the others' votes hand its step to the bot. */
  overdue: 'time is up',
} as const;

/** What each seat is doing, as its row says it. */
export const SEAT_WAIT_WORDS: { readonly [w in SeatWait]: string } = {
  deciding: 'deciding',
  thinking: 'bot thinking…',
  sealed: 'sealed ✓',
  page: 'waiting for its page',
  'timed-out': 'a bot answered',
  idle: '',
};

/** "Stark", "Stark and Lannister", "Stark, Lannister and Tyrell". */
export function houseList(houses: readonly House[]): string {
  const names = houses.map(houseName);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** The summary above the rows: whom the table waits for. */
export function waitsForText(houses: readonly House[]): string {
  if (houses.length === 0) return 'Nobody to wait for';
  return `The table waits for ${houseList(houses)}`;
}

/** "Sealed already: Stark and Lannister", beside the list of houses still to answer. */
export function sealedText(houses: readonly House[]): string {
  return houses.length === 0 ? '' : `Sealed already: ${houseList(houses)}`;
}
