// A fork: a seat proven to have signed two versions of its chain at one seq (an equivocation: both
// entries; a rewrite: its entry, another seat's entry naming its other version, and its own later
// entry that acknowledged that one). What either version says cannot be taken, and entries that
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
  /** The signed proof (code 'equivocation' or 'rewrite'). */
  readonly proof: Deviation;
}

/** At most one fork per seat, the earliest proven, in seat order. */
export type Forks = readonly Fork[];

export const NO_FORKS: Forks = [];

/** The forks with `fork` added, or null when it changes nothing (the seat forked already, as early or earlier). */
export function withFork(forks: Forks, fork: Fork): Forks | null {
  const known = forkedAt(forks, fork.seat);
  if (known !== null && known <= fork.seq) return null;
  return [...forks.filter((f) => f.seat !== fork.seat), fork].sort((a, b) => a.seat - b.seat);
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
