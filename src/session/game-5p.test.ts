// A whole 5-player game with Tides of Battle between random bots over a lossy, reordering,
// duplicating network with direct broadcasts and sync: every combat gets its own joint shuffle of the 24 Tides cards
// (top 3 locked), every peer applies the same moves to the same states, nobody is blamed, and
// `verify` certifies the log from scratch.
import { describe, expect, it } from 'vitest';
import { toHex } from '../../crypto/index';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { verifyLog } from './verify-log';
import { AGOT } from '../games/agot';

describe('a 5-player game with Tides of Battle over a faulty network', () => {
  it('ends with every peer at the same state after every move, a certificate, and a log that verifies', () => {
    const game = new InMemoryGame(agot({ players: 5, seed: seedBytes(5), tides: true, faults: { delay: [2, 7], lossPerMille: 30, duplicatePerMille: 30 }, syncInterval: 60 }));
    game.start();
    expect(game.run()).toBe('done');
    expect(game.sessions.map((s) => s.status)).toEqual(Array(5).fill('finished'));
    const first = game.sessions[0]!;
    expect(first.replica.hashes.length).toBeGreaterThan(200);
    for (const s of game.sessions) expect(s.replica.hashes).toEqual(first.replica.hashes);
    expect(game.sessions.flatMap((s) => s.proofs)).toEqual([]);
    const tidesDecks = first.replica.allDecks.filter((d) => d.engineDeck === 'tides-of-battle');
    expect(tidesDecks.length).toBeGreaterThanOrEqual(2);
    expect(tidesDecks.every((d) => d.spec.locked === 3 && d.spec.cards.length === 24)).toBe(true);
    const verdict = verifyLog(game.sessions[4]!.exportLog(), AGOT);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind !== 'certified') return;
    expect(verdict.winner).toBe(first.state.winner);
    expect(toHex(verdict.certificate.logHash)).toBe(toHex(first.replica.certificate!.logHash));
    expect(verdict.certificate.entries).toHaveLength(5);
  }, 900_000);
});
