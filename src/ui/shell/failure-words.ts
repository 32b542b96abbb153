// What the page says when its game stopped. Kept out of the shell's component so it can be tested
// alone, and free of session imports so the first page stays light.
import { t } from '../../i18n/translate';

/** Why the game stopped, in the reader's language where the sentence is the page's own (a diverged fold).
 * Read by shape, not instanceof: importing SessionHalted here would pull the replica view into the first page. */
export function failureText(failure: Error): string {
  const diverged = (failure as { diverged?: unknown }).diverged;
  if (diverged === 'seat' || diverged === 'watcher') return t(diverged === 'seat' ? 'shell.diverged' : 'shell.divergedWatching');
  return t('shell.stopped', { reason: failure.message });
}

/**
 * Why a saved game against bots (its `#game=` link) did not resume: a link to a game this browser
 * does not hold (another browser's, or one left) says so in words, not the store's code ("missing setup").
 */
export function resumeFailureText(error: string, message: string): string {
  if (error === 'elsewhere') return t('shell.openElsewhere'); // another tab of this browser plays it
  return error === 'missing' ? t('shell.gameNotHere') : t('shell.resumeFailed', { reason: message });
}
