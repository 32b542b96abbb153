// Words of "My games" (<so-my-games>), in one place for a translator.
import { LAST_ROUND, type House } from '../../engine/index';
import { houseList } from './clock-words';
import { houseName } from './words';

export const MY_GAMES_WORDS = {
  heading: 'My games on this device',
  none: 'No saved games yet.',
  loading: 'Looking for saved games…',
  network: 'with friends',
  local: 'against bots',
  resume: 'Resume',
  export: 'Export',
  leave: 'Leave',
  leaveConfirm: 'Leave for good',
  keep: 'Keep',
  leaveWarning: 'This forgets the game on this device. In a game with friends, bots answer for your house from then on.',
  noLogYet: 'No copy of the log is kept yet: resume the game to export it.',
  yourTurn: 'your turn',
  you: 'you',
} as const;

export function roundText(round: number, winner: House | null): string {
  return winner !== null ? `${houseName(winner)} won` : `Round ${round}/${LAST_ROUND}`;
}

export function waitingForText(waitingFor: readonly House[], me: House): string {
  if (waitingFor.length === 0) return '';
  if (waitingFor.includes(me)) return waitingFor.length === 1 ? 'Your turn' : `Your turn; also ${houseList(waitingFor.filter((h) => h !== me))}`;
  return `Waiting for ${houseList(waitingFor)}`;
}

/** "just now", "12 min ago", "3 h ago", "2 days ago". */
export function agoText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

export const gameLabel = (me: House, kind: 'network' | 'local'): string => `${houseName(me)} ${kind === 'network' ? MY_GAMES_WORDS.network : MY_GAMES_WORDS.local}`;
