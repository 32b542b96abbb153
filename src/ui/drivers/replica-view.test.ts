// The readable log of a replica (replicaLog): extended as moves come in, and rebuilt when the replica
// refolds — the moves applied again from the first may differ from those shown (the canonical order
// dropped a late answer's branch), and a log extended from the old branch's last state would show
// stale lines or throw in apply, leaving the page's header and log behind its state.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../../engine/index';
import type { GameSetup } from '../../session/setup';
import type { LogEntry } from './game-driver';
import { createLocalDriver } from './local-driver';
import { replicaLog } from './replica-view';
import type { Agot } from '../../games/agot';

/** The first `n` moves of a 3-player bots game, with the log the local driver showed for them. */
function botsGame(seed: number, n: number): readonly LogEntry[] {
  const queue: (() => void)[] = [];
  const driver = createLocalDriver({ config: { players: 3 }, seed: new Uint8Array(32).fill(seed), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0 && driver.log().length < n) queue.shift()!();
  return driver.log().slice(0, n);
}

/** What replicaLog reads of a Replica: its applied moves (refilled in place by a refold) and its refold count. */
function fakeReplica(): { moves: Move[]; refolds: number; setup: GameSetup<Agot> } {
  return { moves: [], refolds: 0, setup: { config: { players: 3 } } as unknown as GameSetup<Agot> };
}

const summary = (log: readonly LogEntry[]) => log.map((e) => [e.seq, e.move, e.hash]);

describe('replicaLog', () => {
  const a = botsGame(5, 60);
  const b = botsGame(6, 60);

  it('extends the log as moves come in, a new array whenever it grew', () => {
    const replica = fakeReplica();
    const log = replicaLog(replica);
    replica.moves.push(...a.slice(0, 20).map((e) => e.move));
    const first = log();
    expect(summary(first)).toEqual(summary(a.slice(0, 20)));
    expect(log()).toBe(first);
    replica.moves.push(...a.slice(20).map((e) => e.move));
    expect(summary(log())).toEqual(summary(a));
  });

  it('after a refold onto other moves, shows the moves the replica holds now, also at the same length', () => {
    const firstDiffers = a.findIndex((e, i) => JSON.stringify(e.move) !== JSON.stringify(b[i]!.move));
    expect(firstDiffers).toBeGreaterThanOrEqual(0);
    expect(firstDiffers).toBeLessThan(40);
    const replica = fakeReplica();
    const log = replicaLog(replica);
    replica.moves.push(...a.slice(0, 40).map((e) => e.move));
    expect(summary(log())).toEqual(summary(a.slice(0, 40)));
    // The refold, as Replica does it: the same array emptied and filled again, the count raised.
    replica.moves.length = 0;
    replica.moves.push(...b.slice(0, 40).map((e) => e.move));
    replica.refolds++;
    expect(summary(log())).toEqual(summary(b.slice(0, 40)));
    // Further moves extend the new branch.
    replica.moves.push(...b.slice(40).map((e) => e.move));
    expect(summary(log())).toEqual(summary(b));
  });

  it('shows a refold under way (fewer moves than shown) as the moves applied so far', () => {
    const replica = fakeReplica();
    const log = replicaLog(replica);
    replica.moves.push(...a.map((e) => e.move));
    expect(log()).toHaveLength(60);
    replica.moves.length = 0;
    replica.moves.push(...b.slice(0, 10).map((e) => e.move));
    replica.refolds++;
    expect(summary(log())).toEqual(summary(b.slice(0, 10)));
  });
});
