// How long the look before joining (the arrival page) waits for a table's creator: 20 s, after 6 s of
// which the page says the creator is not answering (it keeps looking), and at the end that the table
// is probably gone. A page setting, like `?autoplay` (a lobby link never carries it), sets the whole
// patience: `?look-patience=<seconds>`, a whole number from 1 to 600, the notice at 3/10 of it as by
// default; the browser test of a table nobody serves (lobby-dead-table.e2e.ts) waits 5 s, not 20.

/** When the look says the creator is not answering, and when it gives up, in ms from its start. */
export interface LookPatience {
  readonly slowMs: number;
  readonly goneMs: number;
}

/** The look's patience by default: 20 s, the not-answering notice at 6 s. */
export const DEFAULT_LOOK_PATIENCE: LookPatience = Object.freeze({ slowMs: 6_000, goneMs: 20_000 });

/** The page setting that sets it. */
export const LOOK_PATIENCE_PARAM = 'look-patience';

/**
 * The look's patience a page's query (`location.search`) asks for: `?look-patience=<seconds>`, or the
 * default when it names none or one that is not a whole number of seconds from 1 to 600.
 */
export function lookPatience(search: string): LookPatience {
  const raw = new URLSearchParams(search).get(LOOK_PATIENCE_PARAM);
  if (raw === null || !/^\d{1,3}$/.test(raw)) return DEFAULT_LOOK_PATIENCE;
  const seconds = Number(raw);
  if (seconds < 1 || seconds > 600) return DEFAULT_LOOK_PATIENCE;
  return { slowMs: seconds * 300, goneMs: seconds * 1000 };
}
