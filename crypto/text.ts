/**
 * The checks a canonical string must pass, shared by the encoder and the decoder, each in time
 * linear in the string's length with a small constant (issue 15, finding 1).
 *
 * Unicode normalization is linear only when runs of combining marks are short: canonical
 * reordering sorts each run of non-starters, and the engines' sort (ICU's, in V8) is quadratic
 * in the run. 128 KiB of marks took 0.8 s to check for NFC, 1 MiB about a minute. Unicode's
 * Stream-Safe Text Format (UAX #15, §13) allows at most 30 non-starters in a row, so a string
 * with a longer run of marks is refused before it is normalized. We count code points of general
 * category Mark (`\p{M}`), a superset of the non-starters: in this runtime every code point
 * outside `\p{M}` decomposes to a starter first (text.test.ts checks all of them), so after the
 * run check every run that normalization has to sort is at most 30 marks plus the few trailing
 * marks of one precomposed character.
 */
import { LONE_SURROGATE } from './bytes';

/** At most this many combining marks in a row (Unicode's stream-safe limit). */
export const MAX_MARK_RUN = 30;

const MARK_RUNS = /\p{M}+/gu;

/** Below U+0300 nothing combines, decomposes differently or reorders: such text is NFC. */
const FIRST_COMBINING = 0x300;

/** What is wrong with a string as canonical text, if anything. */
export type TextProblem = 'not-well-formed' | 'not-stream-safe' | 'not-nfc';

/**
 * Check a string for the canonical encoding: well-formed UTF-16, no run of more than
 * MAX_MARK_RUN marks, NFC — in that order, so the costly normalization only sees safe text.
 * @param s - any string (untrusted)
 * @param wellFormed - true when the caller already knows `s` has no lone surrogate (it came
 *   from a strict UTF-8 decoder)
 * @returns the first problem, or null if `s` is canonical text
 * @throws never
 * @example
 * textProblem('é')                     // null
 * textProblem('e\u0301')               // 'not-nfc'
 * textProblem('a' + '\u0301'.repeat(31)) // 'not-stream-safe'
 */
export function textProblem(s: string, wellFormed = false): TextProblem | null {
  if (belowCombining(s)) return null;
  if (!wellFormed && LONE_SURROGATE.test(s)) return 'not-well-formed';
  if (hasLongMarkRun(s)) return 'not-stream-safe';
  return s.normalize('NFC') === s ? null : 'not-nfc';
}

function belowCombining(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= FIRST_COMBINING) return false;
  return true;
}

/**
 * True if `s` has more than MAX_MARK_RUN code points of category Mark in a row. One pass of a
 * global regex visits each run once; only a run longer than the limit in UTF-16 units is
 * counted in code points (astral marks take two units).
 */
function hasLongMarkRun(s: string): boolean {
  MARK_RUNS.lastIndex = 0;
  for (let m = MARK_RUNS.exec(s); m !== null; m = MARK_RUNS.exec(s)) {
    const run = m[0];
    if (run.length <= MAX_MARK_RUN) continue;
    let codePoints = run.length;
    for (let i = 0; i < run.length; i++) if ((run.charCodeAt(i) & 0xfc00) === 0xdc00) codePoints--;
    if (codePoints > MAX_MARK_RUN) {
      MARK_RUNS.lastIndex = 0;
      return true;
    }
  }
  return false;
}
