// Words of "My games" (<so-my-games>): the catalogue's `myGames.*` messages, and each game's name
// and seats' names as the lobby says them (`lobby.game.<id>`, A Game of Thrones' houses, another
// game's `lobby.game.seat.<seat>`: the first page's catalogue, in every language). A game whose
// teams win (War of the Ring: 'fp', 'shadow') says so with `myGames.teamWon`.
import { LAST_ROUND, type House } from '../../../engine/index';
import { houseName } from '../game/words';
import { hasMessage, listOf, section, t } from '../../i18n/translate';

export const MY_GAMES_WORDS = section('myGames');

/**
 * A Game of Thrones' id (src/session/setup.ts `FIRST_GAME`, my-games-stored.test.ts checks they
 * agree): written here, as that module would bring the protocol's crypto onto the first page.
 */
export const FIRST_GAME = 'agot';

/** The game's name in the reader's language (the lobby's: `lobby.game.<id>`); an id this build has no words for as it is. */
export function gameName(game: string): string {
  const key = `lobby.game.${game}`;
  return hasMessage(key) ? t(key) : game;
}

/** A seat's name: a house in A Game of Thrones; another game's seat by the lobby's words for it. */
export function seatName(game: string, seat: string): string {
  if (game === FIRST_GAME) return houseName(seat as House);
  const key = `lobby.game.seat.${seat}`;
  return hasMessage(key) ? t(key) : seat;
}

const seatList = (game: string, seats: readonly string[]): string => listOf(seats.map((s) => seatName(game, s)));

/** The round, or who won: a house, or (War of the Ring) a team. */
export function roundText(game: string, round: number, winner: string | null): string {
  if (winner === 'fp' || winner === 'shadow') return t('myGames.teamWon', { team: winner });
  if (winner !== null) return t('myGames.won', { house: seatName(game, winner) });
  return game === FIRST_GAME ? t('myGames.round', { round, last: LAST_ROUND }) : t('myGames.roundOpen', { round });
}

export function waitingForText(game: string, waitingFor: readonly string[], me: string): string {
  if (waitingFor.length === 0) return '';
  if (waitingFor.includes(me)) return waitingFor.length === 1 ? t('myGames.yourTurnNow') : t('myGames.yourTurnAlso', { houses: seatList(game, waitingFor.filter((h) => h !== me)) });
  return t('myGames.waitingFor', { houses: seatList(game, waitingFor) });
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

export const gameLabel = (game: string, me: string, kind: 'network' | 'local'): string => t(kind === 'network' ? 'myGames.labelNetwork' : 'myGames.labelLocal', { house: seatName(game, me) });
