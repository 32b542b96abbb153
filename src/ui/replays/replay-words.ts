// Words of the replay page (<so-replay-view>, <so-open-game>): the catalogue's `replay.*` and `verdict.*` messages.
import { LAST_ROUND } from '../../../engine/index';
import type { OpenedGame } from './game-file';
import { section, t } from '../../i18n/translate';

export const REPLAY_WORDS = section('replay');

/** The verdict banner's title by kind. */
export const verdictTitle = (verdict: Extract<OpenedGame, { kind: 'signed' }>['verdict']): string => t(`verdict.${verdict}`);

export function stepText(step: number, total: number, round: number, phase: string): string {
  return t('replay.step', { step, total, round, last: LAST_ROUND, phase });
}
