// One sealed decision set (protocol.md, "Order"), as plain data: every listed house commits, with
// its opening escrowed to the other seats (crypto/escrow.ts) beside the commitment; once all
// commitments are in (or timed out), the listed houses open, and the openings are applied in seat
// order: two message delays. A seat that showed two peers two different commitments is caught by
// the openings themselves: each opening's heads name the commitment its author consumed (fold.ts
// causalCheck, divergence.ts). A seat whose opening a quorum timed out while its escrow stands is
// opened by the others: in a release phase, one withheld decision at a time, every recipient
// releases its share, and any `threshold` checked shares open the commitment (escrow-flow.ts).
// Each function returns a new round, never changing the one it is given.
import type { CanonicalValue, Escrow, EscrowContext, LogEntry } from '../../crypto/index';
import type { GameDecision } from './game-module';

export type SealedPhase = 'commit' | 'open' | 'release';

export interface Committed {
  readonly commitment: Uint8Array;
  readonly entry: LogEntry;
  /** The escrow of its opening, checked (crypto checkEscrow), and what it is bound to; null when the seat had too few keyed recipients to escrow. */
  readonly escrow: { readonly context: EscrowContext; readonly escrow: Escrow } | null;
}

export interface Opened {
  readonly value: CanonicalValue;
  /** The signed entries it comes from: its author's opening, or the released shares that opened its escrow. */
  readonly evidence: readonly LogEntry[];
}

/** A recipient's checked share of a withheld escrow. */
export interface Released {
  readonly seat: number;
  readonly share: Uint8Array;
  readonly entry: LogEntry;
}

export interface SealedRound {
  /** The round's name: every decision's ref in pending order (sealedRoundRef), unique within the game. */
  readonly ref: string;
  /** The pending sealed decisions, in seat order. */
  readonly decisions: readonly GameDecision[];
  /** The ref of each decision (Replica.refOf): commitments and openings name it. */
  readonly refs: readonly string[];
  /** The seat of each decision. */
  readonly seats: readonly number[];
  readonly phase: SealedPhase;
  /** Per decision (the index of its ref), its commitment once in. */
  readonly commitments: readonly (Committed | null)[];
  /** Per decision, its checked opening once in (from its author, or from its escrow). */
  readonly openings: readonly (Opened | null)[];
  /** Per decision, whether the timeout bot answers it: no commitment in time, a refused one, or an opening neither given nor recovered. */
  readonly botted: readonly boolean[];
  /** Per decision, whether a quorum timed its opening out while its escrow stood: the others open it. */
  readonly withheld: readonly boolean[];
  /** Per decision, the checked shares released for its escrow, by seat. */
  readonly releases: readonly (readonly Released[])[];
  /** Per decision, the recipients that will give no share: timed out, refused, or a complaint. Sorted. */
  readonly missed: readonly (readonly number[])[];
}

/** The name of the round of these decision refs. */
export function sealedRoundRef(refs: readonly string[]): string {
  return `sealed:${refs.join('+')}`;
}

/** A round in its commit phase; `decisions`, `refs` and `deciders` are in seat order, `ref` names the round. */
export function newSealedRound(ref: string, decisions: readonly GameDecision[], refs: readonly string[], deciders: readonly number[]): SealedRound {
  const none = refs.map(() => null);
  const no = refs.map(() => false);
  const empty = refs.map(() => []);
  return { ref, decisions, refs, seats: deciders, phase: 'commit', commitments: none, openings: none, botted: no, withheld: no, releases: empty, missed: empty };
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
  if (r.botted[i] === true) return true;
  if (r.phase === 'commit') return r.commitments[i] != null;
  return r.openings[i] != null || (r.phase === 'open' && r.withheld[i] === true);
}

/** The index of the withheld decision whose escrow the release phase is opening now (seat order), or -1. */
export function recovering(r: SealedRound): number {
  if (r.phase !== 'release') return -1;
  return r.refs.findIndex((_, i) => r.withheld[i] === true && r.openings[i] == null && r.botted[i] !== true);
}

/** The recipients of the escrow being opened that still owe a share (or a complaint). */
export function owedReleases(r: SealedRound): readonly number[] {
  const i = recovering(r);
  const escrow = i < 0 ? null : r.commitments[i]?.escrow ?? null;
  if (escrow === null) return [];
  return escrow.context.recipients.map((x) => x.seat).filter((seat) => !r.missed[i]!.includes(seat) && !r.releases[i]!.some((x) => x.seat === seat));
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

/** A timed-out opening whose escrow stands: the release phase will open it. */
export function withWithheld(r: SealedRound, ref: string): SealedRound {
  return { ...r, withheld: replaced(r.withheld, indexOf(r, ref), true) };
}

/** A recipient's checked share of the escrow of `ref`, kept by seat. */
export function withRelease(r: SealedRound, ref: string, released: Released): SealedRound {
  const i = indexOf(r, ref);
  const list = [...r.releases[i]!, released].sort((a, b) => a.seat - b.seat);
  return { ...r, releases: replaced(r.releases, i, list) };
}

/** A recipient of the escrow of `ref` that will give no share. */
export function withMissed(r: SealedRound, ref: string, seat: number): SealedRound {
  const i = indexOf(r, ref);
  if (r.missed[i]!.includes(seat)) return r;
  return { ...r, missed: replaced(r.missed, i, [...r.missed[i]!, seat].sort((a, b) => a - b)) };
}

/**
 * The round's next phase once the current one is settled: every commitment in (or botted) → open;
 * every opening in, botted or withheld → release when one was withheld, else 'apply'; in the
 * release phase, 'apply' once no withheld decision is left unresolved (the fold resolves them,
 * escrow-flow.ts). Nobody is asked to open before every commitment is settled, so no opening leaves
 * before its author holds the whole set, and nobody releases a share before the openings are over.
 */
export function stepRound(r: SealedRound): { readonly round: SealedRound; readonly outcome: 'wait' | 'moved' | 'apply' } {
  if (r.phase === 'release') return { round: r, outcome: recovering(r) < 0 ? 'apply' : 'wait' };
  const settled = r.refs.every((ref) => isSettled(r, ref));
  if (!settled) return { round: r, outcome: 'wait' };
  if (r.phase === 'commit') return { round: { ...r, phase: 'open' }, outcome: 'moved' };
  return r.withheld.some((w, i) => w && r.openings[i] == null) ? { round: { ...r, phase: 'release' }, outcome: 'moved' } : { round: r, outcome: 'apply' };
}
