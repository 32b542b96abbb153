// Words of "My games" (<so-my-games>): the catalogue's `myGames.*` messages.
import { LAST_ROUND, type House } from '../../../engine/index';
import { houseList } from '../panels/clock-words';
import { houseName } from '../game/words';
import { section, t } from '../../i18n/translate';

export const MY_GAMES_WORDS = section('myGames');

export function roundText(round: number, winner: House | null): string {
  return winner !== null ? t('myGames.won', { house: houseName(winner) }) : t('myGames.round', { round, last: LAST_ROUND });
}

export function waitingForText(waitingFor: readonly House[], me: House): string {
  if (waitingFor.length === 0) return '';
  if (waitingFor.includes(me)) return waitingFor.length === 1 ? t('myGames.yourTurnNow') : t('myGames.yourTurnAlso', { houses: houseList(waitingFor.filter((h) => h !== me)) });
  return t('myGames.waitingFor', { houses: houseList(waitingFor) });
}

/** "just now", "12 min ago", "3 h ago", "2 days ago". */
export function agoText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return t('myGames.justNow');
  if (minutes < 60) return t('myGames.minutesAgo', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('myGames.hoursAgo', { n: hours });
  return t('myGames.daysAgo', { n: Math.floor(hours / 24) });
}

export const gameLabel = (me: House, kind: 'network' | 'local'): string => t(kind === 'network' ? 'myGames.labelNetwork' : 'myGames.labelLocal', { house: houseName(me) });
