// A whole 6-player game (one heuristic bot, five random bots) over a lossy, reordering,
// duplicating network with direct broadcasts and sync: every peer applies the same moves to the same states, finishes
// with a certificate, nobody is blamed, and `verify` certifies the log from scratch. All six peers
// run in this one process, so the test costs six peers' verification work (≈1 min on an idle
// 2-core machine; see README.md, figures).
import { describe, expect, it } from 'vitest';
import { toHex } from '../../crypto/index';
import { heuristicBot } from '../bots/heuristic-bot';
import { randomBot } from '../bots/random-bot';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { verifyLog } from './verify-log';
import { AGOT } from '../games/agot';

describe('a 6-player game over a faulty network', () => {
  it('ends with every peer at the same state after every move, a certificate, and a log that verifies', () => {
    const seed = seedBytes(6);
    const game = new InMemoryGame(agot({
      players: 6,
      seed,
      faults: { delay: [1, 8], lossPerMille: 30, duplicatePerMille: 30 },
      syncInterval: 60,
      bot: (seat, house) => (seat === 5 ? heuristicBot(seed, house) : randomBot(seed, `seat/${seat}`)),
    }));
    game.start();
    expect(game.run()).toBe('done');
    expect(game.sessions.map((s) => s.status)).toEqual(Array(6).fill('finished'));
    const first = game.sessions[0]!;
    expect(first.replica.hashes.length).toBeGreaterThan(200);
    for (const s of game.sessions) expect(s.replica.hashes).toEqual(first.replica.hashes);
    expect(game.sessions.flatMap((s) => s.proofs)).toEqual([]);
    expect(first.replica.allDecks.length).toBeGreaterThanOrEqual(4); // Westeros and Wildling decks, reshuffled
    expect(first.state.winner).not.toBeNull();
    const verdict = verifyLog(game.sessions[3]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind !== 'certified') return;
    expect(verdict.winner).toBe(first.state.winner);
    expect(toHex(verdict.certificate.logHash)).toBe(toHex(first.replica.certificate!.logHash));
    expect(verdict.certificate.entries).toHaveLength(6);
  }, 900_000);
});
