// KNOWN BUG, found in session 11 and not fixed yet (closing note of session 11): when no message
// passes between the seats for longer than the `sealed` deadline at the game's first step (every
// seat's `key` entry), every seat times out every other seat's key, and once the links are back the
// game never moves again. Each peer holds every entry (each seat's key and its two ballots) but has
// consumed only its own chain: a key waits while a ballot against it stands unanswered (fold.ts
// `mayAnswer`), and the ballot that would answer it waits behind its author's own key. The peers
// then also disagree on what they consumed, from the same entries, which the fold must never do.
// Seen in the browser: three pages of the app's build starting a game within moments of each
// other (test/e2e/network.testkit.ts, E2E_NETWORK_BUILT=1) stalled so in 1 of 2 to 8 of 12 tries.
// `it.fails` passes while the bug is there; when it is fixed, make it a plain `it`.
import { describe, expect, it } from 'vitest';
import { InMemoryGame, peerId, seedBytes } from './harness';

const SEATS = [0, 1, 2];
const pairs = SEATS.flatMap((a) => SEATS.filter((b) => b > a).map((b) => [peerId(a), peerId(b)] as const));

describe('every seat times out every other seat at the keys step (known bug)', () => {
  it.fails('goes on once the links are back', () => {
    const game = new InMemoryGame({ players: 3, seed: seedBytes(5), deadlines: { move: 300, sealed: 300, deck: 3000 }, syncInterval: 60 });
    for (const [a, b] of pairs) game.network.cutLink(a, b);
    game.start();
    game.run({ maxTime: 2000 });
    // Each seat wrote its key and a ballot on each other seat's, and holds only its own chain.
    for (const s of game.sessions) expect(SEATS.map((x) => s.replica.chains.held(x))).toEqual(SEATS.map((x) => (x === s.seat ? 3 : 0)));
    for (const [a, b] of pairs) game.network.healLink(a, b);
    expect(game.run({ until: () => game.sessions.every((s) => s.replica.moves.length > 3), maxTime: 200_000 })).toBe('until');
  }, 60_000);
});
