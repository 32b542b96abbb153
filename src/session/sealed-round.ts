// One sealed decision set (protocol.md, "Order"), as plain data: every listed house commits; once
// all commitments are in, every seat echoes the digest of the set it holds, so a seat that showed
// two peers two different commitments is caught before anyone opens; then the listed houses open,
// and the openings are applied in seat order. Each function returns a new round, never changing
// the one it is given.
import { DOMAIN, hashValue, type CanonicalValue, type LogEntry } from '../../crypto/index';
import type { Decision } from '../../engine/index';

export type SealedPhase = 'commit' | 'echo' | 'open';

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
  /** Per seat of the game, whether its echo is in. */
  readonly echoes: readonly boolean[];
  /** Per decision, its checked opening once in. */
  readonly openings: readonly (Opened | null)[];
  /** Per decision, whether the timeout bot answers it: no commitment or opening in time, or a refused one. */
  readonly botted: readonly boolean[];
  /** The digest every seat echoes, once every commitment is settled. */
  readonly digest: Uint8Array | null;
}

/** The name of the round of these decision refs. */
export function sealedRoundRef(refs: readonly string[]): string {
  return `sealed:${refs.join('+')}`;
}

/** A round in its commit phase; `decisions`, `refs` and `deciders` are in seat order, `ref` names the round. */
export function newSealedRound(ref: string, decisions: readonly Decision[], refs: readonly string[], deciders: readonly number[], seats: number): SealedRound {
  const none = refs.map(() => null);
  return {
    ref,
    decisions,
    refs,
    seats: deciders,
    phase: 'commit',
    commitments: none,
    echoes: Array.from({ length: seats }, () => false),
    openings: none,
    botted: refs.map(() => false),
    digest: null,
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

export function withEcho(r: SealedRound, seat: number): SealedRound {
  return { ...r, echoes: replaced(r.echoes, seat, true) };
}

export function withOpening(r: SealedRound, ref: string, opened: Opened): SealedRound {
  return { ...r, openings: replaced(r.openings, indexOf(r, ref), opened) };
}

export function withBotted(r: SealedRound, ref: string): SealedRound {
  return { ...r, botted: replaced(r.botted, indexOf(r, ref), true) };
}

/**
 * The round's next phase once the current one is settled: every commitment in (or botted) → echo;
 * every seat's echo in (or voted out) → open; every opening in (or botted) → 'apply'.
 */
export function stepRound(r: SealedRound, echoMissed: (seat: number) => boolean): { readonly round: SealedRound; readonly outcome: 'wait' | 'moved' | 'apply' } {
  const settled = r.refs.every((ref) => isSettled(r, ref));
  if (r.phase === 'commit' && settled) return { round: { ...r, phase: 'echo', digest: digestOf(r) }, outcome: 'moved' };
  if (r.phase === 'echo' && r.echoes.every((echoed, seat) => echoed || echoMissed(seat))) return { round: { ...r, phase: 'open' }, outcome: 'moved' };
  return { round: r, outcome: r.phase === 'open' && settled ? 'apply' : 'wait' };
}

/** The digest every seat echoes: each decision's commitment, or null for a botted one. */
function digestOf(r: SealedRound): Uint8Array {
  const value: CanonicalValue = r.refs.map((ref, i) => [ref, r.commitments[i]?.commitment ?? null]);
  return hashValue(DOMAIN.VALUE, ['sealed-round', r.ref, value]);
}
