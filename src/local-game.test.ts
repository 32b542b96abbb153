// Whole random-bot games with a seeded dealer (issue 4, "Must show"): every game ends with a winner,
// never throws, keeps the invariants after every move, and the same seed gives the same game.
import { describe, expect, it } from 'vitest';
import { newGame, pending, stateHash } from '../engine/index';
import { playLocalGame } from './local-game';

// Whole games with invariant checks take one to two seconds each on this 2-core machine, more while
// other test files run in parallel: these tests get a generous timeout (speed is measured by
// `npm run soak`, not here).
const WHOLE_GAMES_MS = 120_000;

const seedOf = (n: number) => {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n);
  return seed;
};

describe('whole games between random bots', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: 3 games end with a winner, keeping the invariants after every move`, () => {
      for (let g = 0; g < 3; g++) {
        const { state, moves } = playLocalGame({ config: { players }, seed: seedOf(players * 100 + g), checkInvariants: true });
        expect(state.winner).not.toBeNull();
        expect(state.options.houses).toContain(state.winner);
        expect(moves).toBeGreaterThan(50);
      }
    }, WHOLE_GAMES_MS);
  }

  it('with Tides of Battle: 2 games end with a winner, keeping the invariants; Tides cards were dealt and revealed', () => {
    for (let g = 0; g < 2; g++) {
      const kinds: string[] = [];
      const { state } = playLocalGame({
        config: { players: 6, tidesOfBattle: true },
        seed: seedOf(600 + g),
        checkInvariants: true,
        onMove: (_s, m) => kinds.push(m.kind === 'reveal-card' || m.kind === 'shuffle-deck' || m.kind === 'draw-card' ? `${m.kind} ${m.deck}` : m.kind),
      });
      expect(state.winner).not.toBeNull();
      expect(kinds).toContain('draw-card tides-of-battle');
      expect(kinds.filter((k) => k === 'reveal-card tides-of-battle').length).toBe(kinds.filter((k) => k === 'shuffle-deck tides-of-battle').length * 2);
      expect(state.decks['tides-of-battle']?.drawPile).toBe(24);
    }
  }, WHOLE_GAMES_MS);

  it('the same seed gives the same sequence of state hashes; another seed does not', () => {
    const hashes = (n: number) => {
      const seen: string[] = [];
      playLocalGame({ config: { players: 4 }, seed: seedOf(n), onMove: (s) => seen.push(stateHash(s)) });
      return seen;
    };
    const first = hashes(7);
    expect(hashes(7)).toEqual(first);
    expect(hashes(8)).not.toEqual(first);
  }, WHOLE_GAMES_MS);
});

describe('decision ids', () => {
  it('are never answered twice within a game (engine/README.md: the session binds commitments to them)', () => {
    const config = { players: 4 };
    const answered = new Set<string>();
    const repeated: string[] = [];
    let waiting = pending(newGame(config));
    playLocalGame({
      config,
      seed: seedOf(11),
      onMove: (state) => {
        // playLocalGame answers the first pending decision with each move.
        const id = waiting[0]?.id ?? '';
        if (answered.has(id)) repeated.push(id);
        answered.add(id);
        waiting = pending(state);
      },
    });
    expect(repeated).toEqual([]);
    expect(answered.size).toBeGreaterThan(100);
  }, WHOLE_GAMES_MS);
});
