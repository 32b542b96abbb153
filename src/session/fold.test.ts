// The protocol as one fold (fold.ts): its state is plain data, `advance` never changes the state it
// is given, and the state reached depends on the entries held, never on the order they arrived in —
// a live seat, a replica fed entry by entry in any order, and `verify`'s replay of the exported log
// reach the very same state.
import { describe, expect, it } from 'vitest';
import { entryId } from '../../crypto/index';
import { advance, engineHashOf, foldContext, initialFold, type Fold } from './fold';
import { InMemoryGame, seedBytes, agot } from '../games/agot-harness';
import { foldedInShuffledOrder } from './shuffled-fold.testkit';
import { Replica } from './replica';
import { replayLog } from './verify-log';
import { AGOT } from '../games/agot';

/** The fold as text: plain data only (bytes as hex, keys sorted), so two equal texts are two equal states. */
function text(fold: Fold): string {
  return JSON.stringify(fold, (_, v: unknown) => {
    if (v instanceof Uint8Array) return Buffer.from(v).toString('hex');
    if (typeof v === 'bigint') return `${v}n`;
    if (v instanceof Map || v instanceof Set || typeof v === 'function') throw new TypeError('expected plain data in the fold');
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    // Keys sorted: an entry made here and one decoded from the wire list their fields in another order.
    return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** Two folds are the same state (on failure, shows where their texts part). */
function expectSame(a: Fold, b: Fold): void {
  const [x, y] = [text(a), text(b)];
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  expect(x.slice(Math.max(0, i - 200), i + 200)).toBe(y.slice(Math.max(0, i - 200), i + 200));
}

describe('the protocol fold', () => {
  it('is plain data, pure, and reaches one state from the same entries in any order of arrival (live, one by one, verify)', () => {
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(4), faults: { delay: [1, 9], lossPerMille: 20, duplicatePerMille: 20 }, syncInterval: 60 }));
    game.start();
    const live = game.sessions[0]!.replica;
    expect(game.run({ until: () => live.hashes.length >= 60 })).toBe('until');
    const entries = game.sessions[0]!.entries();
    expect(entries.length).toBeGreaterThan(60);

    // Purity: folding changes nothing in the state it starts from.
    const ctx = foldContext(game.setup);
    const start = initialFold(ctx);
    const before = text(start);
    const all = advance(ctx, start, live.chains.view);
    expect(text(start)).toBe(before);
    expectSame(all.fold, live.fold);
    expect(all.fold.moveCount).toBe(live.hashes.length);

    // The same entries one at a time, in a shuffled order, advancing after each.
    const byOne = foldedInShuffledOrder(game.setup, entries, 7);
    expectSame(byOne.fold, live.fold);
    expect(byOne.hashes).toEqual(live.hashes);

    // verify's replay of the exported log.
    const replay = replayLog(game.sessions[0]!.exportLog(), AGOT);
    if ('error' in replay) throw new TypeError(replay.error);
    expectSame(replay.replica.fold, live.fold);

    // The state hashes: the fold hashes only the states entries carry (fold-settle.ts setState), and
    // `hashes` computes the others when read, by applying the moves again. Read after every step
    // (live), once at the end (the replay), or heard one by one by a hook: the same hashes, each the
    // hash of the state the move made.
    expect(replay.replica.hashes).toEqual(live.hashes);
    expect(replay.replica.lastHash()).toBe(live.hashes.at(-1));
    const hooked = new Replica(game.setup);
    const heard: string[] = [];
    hooked.hooks = { onApplied: (_, state, hash) => heard.push(hash === engineHashOf({ module: hooked.module }, state) ? hash : `not the hash of its state: ${hash}`) };
    for (const entry of live.exported().entries) hooked.add(game.setup.seats.findIndex((s) => Buffer.from(s.publicKey).equals(Buffer.from(entry.author))), entry, entryId(entry));
    hooked.advance();
    expect(heard).toEqual(live.hashes);
    expect(hooked.hashes).toEqual(live.hashes);
  }, 240_000);
});
