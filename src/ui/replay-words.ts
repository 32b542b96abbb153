// Words of the replay page (<so-replay-view>, <so-open-game>), in one place for a translator.
import { LAST_ROUND } from '../../engine/index';
import type { OpenedGame } from './game-file';

export const REPLAY_WORDS = {
  heading: 'Replay',
  open: 'Open a game file',
  openHint: 'A signed log (.log) from "Download log" or npm run simulate, or a replay (.json) of a game against bots.',
  fileLabel: 'Game file',
  urlLabel: 'or its address',
  openUrl: 'Open',
  checking: 'Verifying the log…',
  close: 'Close the replay',
  first: 'First move',
  previous: 'Previous move',
  next: 'Next move',
  last: 'Last move',
  slider: 'Move',
  keys: 'Arrow keys step, Home and End jump.',
  events: 'What this move did',
  noEvents: 'Nothing visible changed.',
  start: 'The start of the game.',
  log: 'The log so far',
  unsigned: 'Unsigned replay (a game against bots): there is nothing to verify.',
  failed: 'Could not open the file',
} as const;

/** The verdict banner's title by kind. */
export const VERDICT_TITLES: { readonly [k in Extract<OpenedGame, { kind: 'signed' }>['verdict']]: string } = {
  certified: 'Verified: every move is signed and the game ended with its certificate.',
  cheated: 'Verified: the log holds proof of a deviation.',
  incomplete: 'Verified so far: the log stops before the end of the game.',
  'invalid-file': 'Not a valid log file.',
};

export function stepText(step: number, total: number, round: number, phase: string): string {
  return `Move ${step}/${total} · Round ${round}/${LAST_ROUND} · ${phase}`;
}
