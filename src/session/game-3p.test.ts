// A whole 3-player game between random bots over a lossy, reordering, duplicating network with
// direct broadcasts and sync: every peer applies the same moves to the same states, finishes with a certificate, and
// `verify` certifies the log from scratch.
import { describe, expect, it } from 'vitest';
import { toHex } from '../../crypto/index';
import { apply, newGame, stateHash } from '../../engine/index';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { verifyLog } from './verify-log';
import { AGOT } from '../games/agot';

describe('a 3-player game over a faulty network', () => {
  it('ends with every peer at the same state after every move, a certificate, and a log that verifies', () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(3), faults: { delay: [1, 6], lossPerMille: 40, duplicatePerMille: 40 }, syncInterval: 60 }));
    game.start();
    expect(game.run()).toBe('done');
    const [a, b, c] = game.sessions;
    expect(game.sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    expect(a!.replica.hashes.length).toBeGreaterThan(100);
    expect(b!.replica.hashes).toEqual(a!.replica.hashes);
    expect(c!.replica.hashes).toEqual(a!.replica.hashes);
    // The fold hashes each state with crypto's SHA-256 (node:crypto's here): the engine's stateHash.
    let state = newGame(a!.replica.setup.config);
    a!.replica.moves.forEach((move, i) => {
      state = apply(state, move);
      expect(a!.replica.hashes[i]).toBe(stateHash(state));
    });
    expect(game.sessions.flatMap((s) => s.proofs)).toEqual([]);
    expect(a!.state.winner).not.toBeNull();
    const verdict = verifyLog(b!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind !== 'certified') return;
    expect(verdict.winner).toBe(a!.state.winner);
    expect(toHex(verdict.certificate.logHash)).toBe(toHex(a!.replica.certificate!.logHash));
    expect(verdict.certificate.entries).toHaveLength(3);
  }, 240_000);
});
