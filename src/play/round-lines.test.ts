// `npm run watch`'s round lines: a watcher that receives a whole stretch of the game at once still
// prints every round it passed, each with the players' hash after the move that entered it.
import { describe, expect, it } from 'vitest';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { admitEntry } from '../session/intake';
import { Replica } from '../session/replica';
import { encodeLogEntry } from '../../crypto/index';
import { roundLines } from './round-lines';
import { wotr } from '../games/wotr-harness';
import { FELLOWSHIP_TABLE } from '../games/wotr-synthetic.testkit';

describe('round lines', () => {
  const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(3) }));
  const player = game.sessions[0]!.replica;
  // The round after each of the player's moves, as its own replica applied them.
  const roundAt: number[] = [];
  const hooks = player.hooks;
  player.hooks = { ...hooks, onApplied: (move, state, hash) => ((roundAt[player.moves.length - 1] = state.round), hooks.onApplied?.(move, state, hash)) };
  game.start();
  game.run({ until: () => game.sessions.every((s) => s.state.round >= 4) });

  /** A fresh replica with its round lines, given the player's entries in `batches` steps. */
  function follow(batches: number): string[] {
    const replica = new Replica(game.setup);
    const lines = roundLines(replica);
    const printed = lines.take();
    const entries = game.sessions[0]!.entries();
    const size = Math.ceil(entries.length / batches);
    for (let i = 0; i < entries.length; i += size) {
      for (const entry of entries.slice(i, i + size)) {
        const admitted = admitEntry(game.setup, replica.game, encodeLogEntry(entry));
        if (!admitted.ok) throw new Error(admitted.error.code);
        replica.add(admitted.value.seat, admitted.value.entry, admitted.value.id);
      }
      replica.advance();
      printed.push(...lines.take());
    }
    return printed;
  }

  /** The line of each round from the player's own record of states. */
  const expected = (rounds: number) => {
    const lines = ['round 1: 0 moves, state -'];
    let round = 1;
    player.hashes.forEach((hash, i) => {
      if (roundAt[i]! > round && roundAt[i]! <= rounds) lines.push(`round ${(round = roundAt[i]!)}: ${i + 1} moves, state ${hash}`);
    });
    return lines;
  };

  it('prints every round entered, also when the whole stretch arrives in one step', () => {
    expect(player.state.round).toBeGreaterThanOrEqual(4);
    const all = follow(1);
    expect(all.map((l) => l.split(':')[0])).toEqual(Array.from({ length: player.state.round }, (_, i) => `round ${i + 1}`));
    expect(all).toEqual(follow(40));
    expect(all).toEqual(expected(player.state.round));
  }, 60_000);

  it("takes any game's round from its module: a War of the Ring watcher prints the Fellowship's rounds", () => {
    const fellowship = new InMemoryGame(wotr({ scenario: 'fellowship', ...FELLOWSHIP_TABLE, seed: seedBytes(3) }));
    fellowship.start();
    expect(fellowship.run()).toBe('done');
    const replica = new Replica(fellowship.setup);
    const lines = roundLines(replica);
    const printed = lines.take();
    for (const entry of fellowship.sessions[0]!.entries()) {
      const admitted = admitEntry(fellowship.setup, replica.game, encodeLogEntry(entry));
      if (!admitted.ok) throw new Error(admitted.error.code);
      replica.add(admitted.value.seat, admitted.value.entry, admitted.value.id);
    }
    replica.advance();
    printed.push(...lines.take());
    const rounds = fellowship.sessions[0]!.state.engine.round;
    expect(rounds).toBeGreaterThan(1);
    expect(printed.map((l) => l.split(':')[0])).toEqual(Array.from({ length: rounds }, (_, i) => `round ${i + 1}`));
  }, 120_000);
});
