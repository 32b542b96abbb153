// A fork: a seat proven to have signed two versions of its chain at one seq (an equivocation: both
// entries; a rewrite: its entry, another seat's entry naming its other version, and its own later
// entry that acknowledged that one; a bad chain link: an entry whose previous entry is not the one
// consumed at the seq before, and that one). What either version says cannot be taken, and entries that
// consumed one of them were written on a branch the others may never see.
//
// Where the seat is excluded must not depend on when the proof arrived (README, "A fork excludes
// its seat"): a fold that knows a fork consumes nothing of the forked seat from that seq on, and
// excludes it at the first step that expects it there; an entry that names the seat's entries past
// the fork was written on one of the two versions and counts for nothing. Live peers, which learn
// the fork at different moments, fold again from the first entry when they learn it (fold.ts
// advance, Replica.add), so each is the fold `verify` makes of its log: the same signed entries.
import type { Deviation } from './deviation';

export interface Fork {
  readonly seat: number;
  /** The first seq at which the seat's two versions differ: its entries from there count for nothing. */
  readonly seq: number;
  /** The signed proof (code 'equivocation', 'rewrite' or 'bad-chain'). */
  readonly proof: Deviation;
}

/** At most one fork per seat, the earliest proven, in seat order. */
export type Forks = readonly Fork[];

export const NO_FORKS: Forks = [];

/**
 * Which proof of a fork at one seq stands, whatever order the peers learned them in: two signed
 * entries at the seq first, then a rewrite, then an entry chained on a previous entry that is not
 * the one consumed (its other version unknown). A peer that met the bad link and later receives the
 * other version holds the same equivocation as the peers that held that version all along.
 */
const PROOF_RANK: Readonly<Record<string, number>> = { equivocation: 0, rewrite: 1, 'bad-chain': 2 };

/** The forks with `fork` added, or null when it changes nothing (the seat forked already earlier, or as early with a proof that stands before it). */
export function withFork(forks: Forks, fork: Fork): Forks | null {
  const known = forks.find((f) => f.seat === fork.seat);
  if (known !== undefined && (known.seq < fork.seq || (known.seq === fork.seq && rank(known) <= rank(fork)))) return null;
  return [...forks.filter((f) => f.seat !== fork.seat), fork].sort((a, b) => a.seat - b.seat);
}

function rank(fork: Fork): number {
  return PROOF_RANK[fork.proof.code] ?? Object.keys(PROOF_RANK).length;
}

/** The seq from which `seat`'s entries count for nothing, or null when it did not fork. */
export function forkedAt(forks: Forks, seat: number): number | null {
  return forks.find((f) => f.seat === seat)?.seq ?? null;
}

/** Whether the entry of `seat` at `seq` lies past the seat's fork (never consumed). */
export function pastFork(forks: Forks, seat: number, seq: number): boolean {
  const at = forkedAt(forks, seat);
  return at !== null && seq >= at;
}

/** Where the canonical order records a fork: the seat's chain position, the same for every peer. */
export function forkPoint(seq: number): string {
  return `its entry ${seq}`;
}
