// A game whose every seat runs in one page, reloaded: all three sessions restart on their stores at
// once, with no other peer anywhere. The local archive verifies the stored log, every seat gets it
// back from there, reaches the state it had, plays on, and the archive closes once the seats hold
// what it held. (The browser test src/ui/lobby/lobby-bots-reload.e2e.ts shows the page without it: it
// never got back to the moves it had.)
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEADLINES, InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { ManualClock } from '../session/clock';

import type { MemoryStore } from '../session/store';
import type { Transport } from '../net/transport';
import { openLocalArchive, type LocalArchive } from './local-archive';
import type { Agot } from '../games/agot';

const SEED = seedBytes(31);

/** A game played to `moves` moves, then every session closed: the stores are what a reload finds. */
function playedThenClosed(moves: number): { stores: MemoryStore[]; hash: string; moves: number } {
  const game = new InMemoryGame(agot({ players: 3, seed: SEED }));
  game.start();
  game.run({ until: () => game.sessions.every((s) => s.replica.moves.length >= moves) });
  const at = game.sessions[0]!.replica;
  const reached = { hash: at.hashes.at(-1)!, moves: at.moves.length };
  for (const s of game.sessions) s.close();
  return { stores: [...game.lobby.stores], ...reached };
}

/** The same lobby (same seed: same keys and setup) on a new network, its stores copied from `stores`. */
function reloaded(stores: readonly MemoryStore[], wrap?: (seat: number, t: Transport) => Transport): InMemoryGame<Agot> {
  const game = new InMemoryGame(agot({ players: 3, seed: SEED, ...(wrap === undefined ? {} : { wrapTransport: wrap }) }));
  return game;
}

function copyInto(from: readonly MemoryStore[], to: readonly MemoryStore[]): void {
  from.forEach((store, i) => {
    for (const key of store.keys('')) to[i]!.put(key, store.get(key)!);
  });
}

/** The reload of a game played to 40 moves, every seat restarted on the archive; returns what the test reads. */
function reloadOnArchive(everySeatRestarts: boolean) {
  const before = playedThenClosed(40);
  expect(before.moves).toBeGreaterThanOrEqual(40);

  // With it. Deliveries on the in-page link wait in a queue the network loop drains, as a page's
  // microtasks run between its network events.
  const queue: (() => void)[] = [];
  const archiveClock = new ManualClock();
  let archive: LocalArchive | null = null;
  const game = reloaded(before.stores, (_seat, t) => (archive === null ? t : archive.link(t)));
  copyInto(before.stores, game.lobby.stores);
  archive = openLocalArchive(game.setup, game.lobby.stores, archiveClock, (fn) => queue.push(fn));
  // The archive verified the whole stored log: it stands where the game stood (or a step past
  // seat 0, with entries that were still on their way to it).
  expect(archive.watcher.replica.hashes[before.moves - 1]).toBe(before.hash);
  expect(archive.watcher.rejections).toEqual([]);
  // The harness built the sessions (and their links) before the archive existed: rebuild them on it.
  for (let seat = 0; seat < 3; seat++) game.sessions[seat]!.close();
  const sessions = [0, 1, 2].map((seat) => game.restart(seat, { everySeatRestarts }));
  archive.closeWhenCaughtUp(sessions);
  const drain = () => {
    archiveClock.advanceTo(game.clock.now());
    while (queue.length > 0) queue.shift()!();
  };
  drain();
  const reloadedAt = game.clock.now();
  const outcome = game.run({ onStep: drain, until: () => sessions.every((s) => s.replica.moves.length >= before.moves + 20) });
  expect(outcome).toBe('until');
  for (const s of sessions) expect(s.replica.hashes[before.moves - 1]).toBe(before.hash);
  expect(archive.closed).toBe(true);
  return { sessions, tookMs: game.clock.now() - reloadedAt };
}

describe('the local archive of a game played all in one page', () => {
  it('gives every restarted seat the log back from the stores, and the game goes on', () => {
    const { sessions, tookMs } = reloadOnArchive(false);
    // Told nothing, a restarted seat leaves the decision it had open at the reload to the timeout
    // bot (src/session/README.md, "Reconnect"): a 'withheld' record, never a conflict, and the
    // game waits out a deadline.
    for (const s of sessions) expect(s.proofs.filter((p) => p.code !== 'withheld')).toEqual([]);
    expect(sessions.flatMap((s) => s.proofs).some((p) => p.code === 'withheld')).toBe(true);
    expect(tookMs).toBeGreaterThanOrEqual(DEFAULT_DEADLINES.move);
  }, 180_000);

  it('told that every seat restarts with it, a seat answers its open decision itself: no deadline waited out', () => {
    // Nobody else ran a deadline for it while the page was closed (network-seats.ts tells the
    // sessions so when it opens the archive), so nothing races its answer.
    const { sessions, tookMs } = reloadOnArchive(true);
    for (const s of sessions) expect(s.proofs).toEqual([]);
    expect(tookMs).toBeLessThan(DEFAULT_DEADLINES.move);
  }, 180_000);
});
