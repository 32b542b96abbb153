// Intake: what a peer takes in, refuses and records, whatever copy of an entry arrives.
import { describe, expect, it } from 'vitest';
import { encodeLogEntry } from '../../crypto/index';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { takeEntry, type Refusals } from './intake';
import { Replica } from './replica';

describe('intake', () => {
  it('takes an entry once; a copy is known without a second check of its signature, a copy with another signature is refused as a forgery', () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(2) }));
    game.start();
    expect(game.run({ until: () => game.sessions[0]!.replica.moves.length >= 3 })).toBe('until');
    const entries = game.sessions[0]!.replica.exported().entries;
    expect(entries.length).toBeGreaterThan(3);
    const replica = new Replica(game.setup);
    const refusals: Refusals = { rejections: [], forgeries: [] };
    const take = (bytes: Uint8Array) => takeEntry(game.setup, replica, 'peer', bytes, refusals);
    expect(entries.map((e) => take(encodeLogEntry(e)))).toEqual(entries.map(() => 'new'));
    expect(entries.map((e) => take(encodeLogEntry(e)))).toEqual(entries.map(() => 'known'));
    expect(refusals).toEqual({ rejections: [], forgeries: [] });
    // The same entry under a signature its author did not make: the same id, other bytes.
    const sig = entries[1]!.sig.slice();
    sig[5]! ^= 1;
    expect(take(encodeLogEntry({ ...entries[1]!, sig }))).toBe('refused');
    expect(refusals.rejections.map((r) => r.code)).toEqual(['bad-signature']);
    expect(refusals.forgeries).toHaveLength(1);
    expect(take(encodeLogEntry(entries[1]!))).toBe('known');
  }, 60_000);
});
