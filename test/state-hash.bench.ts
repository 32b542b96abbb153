// stateHash is computed by every peer after every applied entry: measure it on a mid-game state.
import { bench, describe } from 'vitest';
import { playLocalGame } from '../src/local-game';
import { canonicalJson, stateHash } from '../engine/hash';
import type { GameState } from '../engine/state';

function midGame(): GameState {
  let snapshot: GameState | null = null;
  let moves = 0;
  playLocalGame({ config: { players: 6 }, seed: new Uint8Array(32).fill(3), onMove: (s) => { if (++moves === 250) snapshot = s; } });
  if (snapshot === null) throw new Error('expected a game of at least 250 moves');
  return snapshot;
}

const state = midGame();

describe(`stateHash of a 6-player state after 250 moves (${JSON.stringify(state).length} bytes of JSON)`, () => {
  bench('canonicalJson', () => {
    canonicalJson(state);
  });
  bench('stateHash (canonicalJson + SHA-256)', () => {
    stateHash(state);
  });
  bench('JSON.stringify (reference: not canonical)', () => {
    JSON.stringify(state);
  });
});
