// The units a lobby's time limits are typed in: seconds for a quick game, up to days for a game
// played over days (issue 18). The lobby carries milliseconds; the form shows a number and a unit.

import { t } from '../../i18n/translate';

export type DeadlineUnit = 's' | 'min' | 'h' | 'd';

/** Each unit's name in the form's list and its length in ms, shortest first. */
export const DEADLINE_UNITS: readonly { readonly unit: DeadlineUnit; readonly name: string; readonly ms: number }[] = [
  { unit: 's', get name() { return t('lobby.unit.s'); }, ms: 1_000 },
  { unit: 'min', get name() { return t('lobby.unit.min'); }, ms: 60_000 },
  { unit: 'h', get name() { return t('lobby.unit.h'); }, ms: 3_600_000 },
  { unit: 'd', get name() { return t('lobby.unit.d'); }, ms: 86_400_000 },
];

const lengthOf = (unit: DeadlineUnit): number => DEADLINE_UNITS.find((u) => u.unit === unit)!.ms;

/**
 * The unit a time limit is shown in when the player chose none: days or hours when it is a whole
 * number of them, else seconds (a minute and a half stays "90").
 */
export function unitFor(ms: number): DeadlineUnit {
  if (ms >= lengthOf('d') && ms % lengthOf('d') === 0) return 'd';
  if (ms >= lengthOf('h') && ms % lengthOf('h') === 0) return 'h';
  return 's';
}

/** The number shown for `ms` in `unit` (a fraction when it is not whole, as typed elsewhere). */
export function amountIn(ms: number, unit: DeadlineUnit): number {
  return ms / lengthOf(unit);
}

/** The ms a typed amount in `unit` stands for, or null if it is not a positive whole number of seconds. */
export function msOf(amount: number, unit: DeadlineUnit): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const ms = Math.round((amount * lengthOf(unit)) / 1000) * 1000;
  return Number.isSafeInteger(ms) && ms > 0 ? ms : null;
}

/** A time limit in words for the lobby's summary: "90 s", "3 hours", "2 days". */
export function durationWords(ms: number): string {
  const unit = unitFor(ms);
  const n = amountIn(ms, unit);
  if (unit === 'd') return t('lobby.days', { n });
  if (unit === 'h') return t('lobby.hours', { n });
  return t('lobby.seconds', { n });
}
