// A replica fed a log's entries one at a time in a shuffled order, advancing after each: the fold
// must reach the state a live seat reached, whatever the order of arrival (README, "The fold").
import { createDrbg, entryId, type LogEntry } from '../../crypto/index';
import { seedBytes } from './harness';
import { Replica } from './replica';
import type { GameSetup } from './setup';

/** A replica of `setup`'s game that took `entries` in the order drawn from `order`. */
export function foldedInShuffledOrder(setup: GameSetup, entries: readonly LogEntry[], order: number): Replica {
  const shuffled = [...entries];
  const rng = createDrbg(seedBytes(order), 'order');
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = rng.bytes(4).reduce((a, b) => a * 256 + b, 0) % (i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const replica = new Replica(setup);
  for (const entry of shuffled) {
    replica.add(setup.seats.findIndex((s) => Buffer.from(s.publicKey).equals(Buffer.from(entry.author))), entry, entryId(entry));
    replica.advance();
  }
  return replica;
}
