// Showing the other branch (session README, "Sync"). Entries go once from their author to each
// peer and nobody passes them on, so a seat that signs two entries at one seq and shows each to
// different peers is not seen by all at once. It is seen soon after: every entry commits to the
// whole log its author consumed (its state hash; an echo commits to the commitment set), so the
// first entry written on the other branch no longer fits — a `state-mismatch` or an
// `echo-mismatch`. The peer that finds one sends every peer the entries that entry's author may
// have consumed differently: its own versions of each seat's last DISPUTE_WINDOW entries before
// that entry's heads. A peer on the other branch then holds two entries at one seq, signed by the
// same seat: the equivocation proof, which replaces the mismatch (replica.ts `add`).
import type { LogEntry } from '../../crypto/index';
import type { Deviation } from './deviation';
import { headsOf } from './entry-body';
import type { Replica } from './replica';

/**
 * How many entries of each seat before a disputed entry's heads are shown. Between two entries of
 * one seat lies at most about one round (every seat echoes every sealed decision), about 20 entries
 * of any one seat in a 6-player game; the window is three times that.
 */
export const DISPUTE_WINDOW = 64;

/** Whether a deviation shows that its entry's author consumed entries this peer did not. */
export function isDivergence(d: Deviation): boolean {
  return d.code === 'state-mismatch' || d.code === 'echo-mismatch';
}

/** The entries this replica holds that the disputed entry's author may hold other versions of. */
export function disputedEntries(replica: Replica, d: Deviation): LogEntry[] {
  const disputed = d.entries[0];
  const heads = disputed === undefined ? null : headsOf(disputed.body);
  if (heads === null || heads.length !== replica.seats) return [];
  return heads.flatMap((head, seat) => {
    const end = Math.min(head.count, replica.chains.held(seat));
    const start = Math.max(0, end - DISPUTE_WINDOW);
    return replica.chains.from(seat, start, end - start);
  });
}
