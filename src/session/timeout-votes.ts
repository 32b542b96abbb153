// Timeout votes (protocol.md, "Timeouts"): an expectation of one seat closes, as missed, once a
// majority of the other seats has signed that it passed its deadline. Also remembers which
// expectations were met or refused, so a vote overtaken by the entry it waited for is harmless.
import type { LogEntry } from '../../crypto/index';
import { expectationKey, type Expectation } from './expectation';

export class TimeoutVotes {
  private readonly ballots = new Map<string, Map<number, LogEntry>>();
  private readonly timedOut = new Set<string>();
  private readonly closedKeys = new Set<string>();

  constructor(private readonly seats: number) {}

  /** Counts `voter`'s signed vote on `key`; the ballots once they reach a majority of the other seats. */
  cast(key: string, voter: number, entry: LogEntry): readonly LogEntry[] | null {
    const ballots = this.ballots.get(key) ?? new Map<number, LogEntry>();
    ballots.set(voter, entry);
    this.ballots.set(key, ballots);
    if (ballots.size < Math.floor((this.seats - 1) / 2) + 1 || this.timedOut.has(key)) return null;
    this.timedOut.add(key);
    this.closedKeys.add(key);
    return [...ballots.values()];
  }

  /** Whether the expectation was voted out. */
  missed(e: Pick<Expectation, 'seat' | 'kind' | 'ref'>): boolean {
    return this.timedOut.has(expectationKey(e));
  }

  /** Records that an expectation was met or refused (no longer open). */
  close(e: Pick<Expectation, 'seat' | 'kind' | 'ref'>): void {
    this.closedKeys.add(expectationKey(e));
  }

  isClosed(key: string): boolean {
    return this.closedKeys.has(key);
  }
}
