// A whole 4-player game (one heuristic bot, three random bots) over a lossy network, during which
// one peer restarts from its store with the same keys: it gets the log from its peers, re-verifies
// it from the first entry and plays on. Every peer ends at the same state after every move.
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../bots/heuristic-bot';
import { randomBot } from '../bots/random-bot';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { verifyLog } from './verify-log';
import { AGOT } from '../games/agot';

describe('a 4-player game with a peer that restarts', () => {
  it('ends certified, with equal state hashes everywhere, after the restarted peer caught up', () => {
    const seed = seedBytes(4);
    const game = new InMemoryGame(agot({
      players: 4,
      seed,
      faults: { delay: [1, 6], lossPerMille: 30, duplicatePerMille: 30 },
      syncInterval: 60,
      bot: (seat, house) => (seat === 0 ? heuristicBot(seed, house) : randomBot(seed, `seat/${seat}`)),
    }));
    game.start();
    expect(game.run({ until: () => game.sessions[2]!.state.round >= 3 })).toBe('until');
    const before = game.sessions[2]!.replica.hashes.length;
    const restarted = game.restart(2);
    expect(restarted.replica.hashes.length).toBe(0); // starts from nothing but its store
    expect(game.run()).toBe('done');
    expect(restarted.replica.hashes.length).toBeGreaterThan(before);
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished', 'finished']);
    for (const s of game.sessions) expect(s.replica.hashes).toEqual(game.sessions[0]!.replica.hashes);
    expect(game.sessions.flatMap((s) => s.proofs)).toEqual([]);
    const verdict = verifyLog(restarted.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
  }, 300_000);
});
