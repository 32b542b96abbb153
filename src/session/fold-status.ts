// Where a fold stands, on its own so that a page can ask "has this game stopped?" without loading
// the fold (the first page's clocks, src/ui/drivers/table-clocks.ts, stay light: test/e2e/first-page-weight).

/**
 * `diverged`: this fold computed a state that two or more other seats' signed entries agree on and
 * it does not — its own build or memory is at fault, so it blames nobody and stops (a session first
 * refolds from the signed entries it holds: Replica.resync).
 */
export type FoldStatus = 'playing' | 'auditing' | 'signing' | 'finished' | 'halted' | 'diverged';

/** Whether the fold consumes nothing more: the game ended, stopped, or this fold diverged. */
export function isStopped(status: FoldStatus): boolean {
  return status === 'finished' || status === 'halted' || status === 'diverged';
}
