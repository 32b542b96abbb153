// A proven deviation: what was wrong, who is to blame, and the signed entries that show it.
// Anyone holding the game's setup and log can re-check it (verify-log.ts): the entries are signed,
// and the replica that found it is deterministic.
import type { LogEntry } from '../../crypto/index';

export const DEVIATION_CODES = Object.freeze([
  'equivocation', // two signed entries of one author at one seq
  'bad-chain', // an entry whose prev is not its author's previous entry
  'rewrite', // a chain that contradicts an entry its author acknowledged: that entry names another entry of it at one seq
  'out-of-turn', // an entry where its author was expected to write another kind or ref
  'bad-body', // an entry body of the wrong shape
  'state-mismatch', // an entry claiming another state than the one the canonical order gives
  'illegal-move', // a move or opening the engine refuses (RuleViolation) or that answers another decision
  'bad-opening', // an opening that does not match its commitment
  'bad-key', // an escrow key whose proof of possession fails, or that another seat registered too
  'bad-escrow', // an escrow that fails its checks, a dealt share proven wrong by a complaint, or a sealed opening that does not open its commitment
  'bad-release', // a released escrow share that does not fit its escrow, or a complaint that proves nothing
  'bad-deck-step', // a shuffle or lock step that fails its checks
  'bad-share', // a decryption share that does not match the published position key
  'not-a-card', // a position opened to no card: a dishonest shuffle (the audit names whose)
  'bad-seed', // a seed opening that does not match its commitment
  'audit', // the end-of-game audit found a step that the author's seed does not produce
  'bad-final', // a final entry signing another log hash
  'withheld', // a quorum of the other seats voted that this seat missed its deadline (absent, not a cheat)
  'replaced', // every other seat voted to hand this absent seat to the timeout bot for the rest of the game (not a cheat)
  'forged', // an entry whose signature is not its claimed author's: not attributable to a seat
] as const);
export type DeviationCode = (typeof DEVIATION_CODES)[number];

export interface Deviation {
  readonly code: DeviationCode;
  /** The seat to blame, or null when the evidence shows a deviation but not yet whose. */
  readonly culprit: number | null;
  /** The signed evidence: the offending entry (or two, for an equivocation; votes for a timeout). */
  readonly entries: readonly LogEntry[];
  /** The step of the canonical order where it was found. */
  readonly at: string;
  readonly detail: string;
  /**
   * For a forgery (junk no seat signed): the network peer that delivered it, the hash of its bytes
   * and their first JUNK_EXCERPT bytes — never the whole, so junk cannot grow memory or a log file.
   */
  readonly peer?: string;
  readonly digest?: string;
  readonly excerpt?: Uint8Array;
}

/**
 * Whether a deviation convicts its culprit with entries the culprit signed, checkable by anyone:
 * every one with a culprit but `withheld` (absent, not a cheat), `replaced` (handed to the bot by
 * the others' vote while absent, not a cheat) and `forged` (junk nobody signed).
 * A conviction excludes the seat from the game (fold.ts, README "Exclusion").
 */
export function isConviction(d: Pick<Deviation, 'code' | 'culprit'>): boolean {
  return d.culprit !== null && d.code !== 'withheld' && d.code !== 'forged' && d.code !== 'replaced';
}
