// Words of the replay page (<so-replay-view>, <so-open-game>): the catalogue's `replay.*` and `verdict.*` messages.
import { LAST_ROUND } from '../../../engine/index';
import type { OpenedGame } from './game-file';
import { section, t } from '../../i18n/translate';
import type { MessageKey } from '../../i18n/messages.en';

export const REPLAY_WORDS = section('replay');

/** The verdict banner's title by kind. */
export const verdictTitle = (verdict: Extract<OpenedGame, { kind: 'signed' | 'other-game' }>['verdict']): string => t(`verdict.${verdict}`);

export function stepText(step: number, total: number, round: number, phase: string): string {
  return t('replay.step', { step, total, round, last: LAST_ROUND, phase });
}

/** The names of this build's other games, by their id (src/games/registry.ts). */
const OTHER_GAME_NAMES: Readonly<Record<string, MessageKey>> = { 'wotr-card': 'lobby.game.wotr-card' };

/** What the page says under another game's verdict: checked, not stepped through. */
export function otherGameText(game: string): string {
  const name = Object.hasOwn(OTHER_GAME_NAMES, game) ? t(OTHER_GAME_NAMES[game]!) : game;
  return t('replay.otherGame', { game: name, first: t('lobby.game.agot') });
}
