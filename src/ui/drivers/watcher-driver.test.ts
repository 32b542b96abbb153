// The watcher driver: a spectator's view of an in-memory peer-to-peer game. It shows the state,
// the pending decisions and the log the players' replicas have (also when created after the
// watcher caught up), never a house of its own or a private card, and refuses every move.
import { describe, expect, it } from 'vitest';
import { pending, stateHash } from '../../../engine/index';
import { withMesh } from '../../net/mesh';
import { InMemoryGame, seedBytes, agot } from '../../games/agot-harness';
import { Watcher } from '../../session/watcher';
import { NO_PRIVATE_CARDS } from './game-driver';
import { createWatcherDriver } from './watcher-driver';

describe('createWatcherDriver', () => {
  it('shows the players\' game read-only: same state and log, no house, no private card, every move refused', async () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(21), syncInterval: 60 }));
    game.start();
    game.run({ until: () => game.sessions[0]!.replica.hashes.length >= 30 });
    const watcher = new Watcher({ transport: withMesh(game.network.join('watcher')), clock: game.clock, setup: game.setup, syncInterval: 60 });
    const early = createWatcherDriver(watcher);
    let changes = 0;
    early.subscribe(() => changes++);
    watcher.start();
    const player = game.sessions[1]!;
    game.run({ until: () => player.replica.hashes.length >= 120 && watcher.replica.hashes.length >= 100 });
    expect(changes).toBeGreaterThan(0);

    // A driver made after the watcher caught up has the whole history too.
    const driver = createWatcherDriver(watcher, { closeOnDispose: true });
    for (const d of [early, driver]) {
      const log = d.log();
      expect(log.map((e) => e.hash)).toEqual(watcher.replica.hashes);
      expect(log.map((e) => e.hash)).toEqual(player.replica.hashes.slice(0, log.length));
      expect(stateHash(d.state())).toBe(log.at(-1)!.hash);
      expect(d.me()).toBeNull();
      expect(d.sealed()).toEqual([]);
      expect(d.privateCards()).toBe(NO_PRIVATE_CARDS);
      expect(d.pending()).toEqual(pending(watcher.replica.state));
      expect(d.failure()).toBeNull();
    }

    // A move, even one the game waits for, is refused and changes nothing.
    const decision = driver.pending()[0]!;
    const before = watcher.replica.chains.held(0) + watcher.replica.chains.held(1) + watcher.replica.chains.held(2);
    const move = { kind: 'use-raven', house: decision.house ?? 'stark', use: 'none' } as const;
    await expect(driver.submit(move)).rejects.toThrow(TypeError);
    expect(watcher.replica.chains.held(0) + watcher.replica.chains.held(1) + watcher.replica.chains.held(2)).toBe(before);

    early.dispose();
    const seen = changes;
    driver.dispose();
    game.run({ until: () => player.replica.hashes.length >= 160 });
    // Disposed with closeOnDispose: the watcher left the network and took nothing more in.
    expect(changes).toBe(seen);
    expect(watcher.replica.hashes.length).toBeLessThan(player.replica.hashes.length);
  }, 120_000);
});
