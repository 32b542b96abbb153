// One sealed decision set (protocol.md, "Order"), as plain data: every listed house commits; once
// all commitments are in (or timed out), the listed houses open, and the openings are applied in
// seat order: two message delays. A seat that showed two peers two different commitments is
// caught by the openings themselves: each opening's heads name the commitment its author consumed
// (fold.ts causalCheck, divergence.ts). Each function returns a new round, never changing the one
// it is given.
import type { CanonicalValue, LogEntry } from '../../crypto/index';
import type { Decision } from '../../engine/index';

export type SealedPhase = 'commit' | 'open';

export interface Committed {
  readonly commitment: Uint8Array;
  readonly entry: LogEntry;
}

export interface Opened {
  readonly value: CanonicalValue;
  readonly entry: LogEntry;
}

export interface SealedRound {
  /** The round's name: every decision's ref in pending order (sealedRoundRef), unique within the game. */
  readonly ref: string;
  /** The pending sealed decisions, in seat order. */
  readonly decisions: readonly Decision[];
  /** The ref of each decision (Replica.refOf): commitments and openings name it. */
  readonly refs: readonly string[];
  /** The seat of each decision. */
  readonly seats: readonly number[];
  readonly phase: SealedPhase;
  /** Per decision (the index of its ref), its commitment once in. */
  readonly commitments: readonly (Committed | null)[];
  /** Per decision, its checked opening once in. */
  readonly openings: readonly (Opened | null)[];
  /** Per decision, whether the timeout bot answers it: no commitment or opening in time, or a refused one. */
  readonly botted: readonly boolean[];
}

/** The name of the round of these decision refs. */
export function sealedRoundRef(refs: readonly string[]): string {
  return `sealed:${refs.join('+')}`;
}

/** A round in its commit phase; `decisions`, `refs` and `deciders` are in seat order, `ref` names the round. */
export function newSealedRound(ref: string, decisions: readonly Decision[], refs: readonly string[], deciders: readonly number[]): SealedRound {
  const none = refs.map(() => null);
  return {
    ref,
    decisions,
    refs,
    seats: deciders,
    phase: 'commit',
    commitments: none,
    openings: none,
    botted: refs.map(() => false),
  };
}

function indexOf(r: SealedRound, ref: string): number {
  const i = r.refs.indexOf(ref);
  if (i < 0) throw new RangeError(`expected a decision of ${r.ref}, got ${ref}`);
  return i;
}

function replaced<T>(list: readonly T[], i: number, value: T): readonly T[] {
  const copy = [...list];
  copy[i] = value;
  return copy;
}

export function commitmentOf(r: SealedRound, ref: string): Committed | null {
  return r.commitments[r.refs.indexOf(ref)] ?? null;
}

export function openingOf(r: SealedRound, ref: string): Opened | null {
  return r.openings[r.refs.indexOf(ref)] ?? null;
}

export function isBotted(r: SealedRound, ref: string): boolean {
  return r.botted[r.refs.indexOf(ref)] === true;
}

/** Whether the decision `ref` needs nothing more in the current phase. */
export function isSettled(r: SealedRound, ref: string): boolean {
  const i = r.refs.indexOf(ref);
  return r.botted[i] === true || (r.phase === 'commit' ? r.commitments[i] : r.openings[i]) != null;
}

export function withCommitment(r: SealedRound, ref: string, committed: Committed): SealedRound {
  return { ...r, commitments: replaced(r.commitments, indexOf(r, ref), committed) };
}

export function withOpening(r: SealedRound, ref: string, opened: Opened): SealedRound {
  return { ...r, openings: replaced(r.openings, indexOf(r, ref), opened) };
}

export function withBotted(r: SealedRound, ref: string): SealedRound {
  return { ...r, botted: replaced(r.botted, indexOf(r, ref), true) };
}

/**
 * The round's next phase once the current one is settled: every commitment in (or botted) → open;
 * every opening in (or botted) → 'apply'. Nobody is asked to open before every commitment is
 * settled, so no opening leaves before its author holds the whole set.
 */
export function stepRound(r: SealedRound): { readonly round: SealedRound; readonly outcome: 'wait' | 'moved' | 'apply' } {
  const settled = r.refs.every((ref) => isSettled(r, ref));
  if (!settled) return { round: r, outcome: 'wait' };
  return r.phase === 'commit' ? { round: { ...r, phase: 'open' }, outcome: 'moved' } : { round: r, outcome: 'apply' };
}
