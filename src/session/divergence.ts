// Showing the other branch (session README, "Sync"). Entries go once from their author to each
// peer and nobody passes them on, so a seat that signs two entries at one seq and shows each to
// different peers is not seen by all at once. It is seen soon after, because every entry names
// what its author consumed: its `heads` (per seat, the count and id of the last entry consumed)
// and its state hash (the whole log). The first entry written on the other branch no longer fits:
// its heads name another entry of a seat at a seq where this peer holds one (the entry waits:
// fold.ts `causalCheck`), or its state hash disagrees (`state-mismatch`). This is how a seat that
// showed two peers two commitments of a sealed decision is caught: the openings name the
// commitment their authors consumed. The peer that finds it sends every peer its own version:
// of the named entry, or, for a mismatch, of each seat's last DISPUTE_WINDOW entries before that
// entry's heads. A peer on the other branch then holds two entries at one seq signed by the same
// seat: the equivocation proof (fold.ts `equivocated`).
import { equalBytes, type LogEntry } from '../../crypto/index';
import type { Deviation } from './deviation';
import { headsOf } from './entry-body';
import type { Replica } from './replica';

/**
 * How many entries of each seat before a disputed entry's heads are shown. Between two entries of
 * one seat lies at most about one round (a seat writes its ballots, deck steps and shares besides
 * its own decisions), about 20 entries of any one seat in a 6-player game; the window is three
 * times that.
 */
export const DISPUTE_WINDOW = 64;

/** Whether a deviation shows that its entry's author consumed entries this peer did not. */
export function isDivergence(d: Deviation): boolean {
  return d.code === 'state-mismatch';
}

/**
 * What a peer shows every peer, once, for a deviation it found: for a divergence, the entries the
 * other branch may hold other versions of; for a bad chain link, the entry and its own version of
 * the entry the link should name (a peer holding the one it names then holds an equivocation); for an
 * equivocation, both halves — the peers on either branch may each hold one half only, and the live
 * verdict must be the one `verify` finds in the exported log (sweep seed 5: a peer halted on the bad
 * link and never saw the other half, so its verdict said `bad-chain` where verify said `equivocation`).
 */
export function entriesToShow(replica: Replica, d: Deviation): LogEntry[] {
  if (isDivergence(d)) return disputedEntries(replica, d);
  if (d.code === 'equivocation') return [...d.entries];
  // A bad link's proof: the entry and the previous one consumed, so a peer holding another version of either holds an equivocation.
  if (d.code === 'bad-chain') return [...d.entries];
  return [];
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

/**
 * This replica's entries that a waiting entry's heads name otherwise: for each seat's next entry to
 * consume, every seat whose entry at the named seq is held here with another id. Each is returned
 * once over the calls that share `shown` (keys `seat@seq`).
 */
export function conflictingEntries(replica: Replica, shown: Set<string>): LogEntry[] {
  const out: LogEntry[] = [];
  for (let author = 0; author < replica.seats; author++) {
    const next = replica.chains.head(author);
    const heads = next === undefined ? null : headsOf(next.entry.body);
    if (heads === null || heads.length !== replica.seats) continue;
    for (const [seat, head] of heads.entries()) {
      const mine = head.count === 0 || seat === author ? undefined : replica.chains.at(seat, head.count - 1);
      const key = `${seat}@${head.count - 1}`;
      if (mine === undefined || equalBytes(mine.id, head.id) || shown.has(key)) continue;
      shown.add(key);
      out.push(mine.entry);
    }
  }
  return out;
}
