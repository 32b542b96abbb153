// The fingerprint of a whole offline game: every state hash in order, folded into one digest. The
// same seed must give the same trail in Node and in a browser (determinism across runtimes), which
// a browser test checks by running this module in Chromium and here.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { stateHash, type GameConfig } from '../engine/index';
import { playLocalGame } from './local-game';

export interface HashTrail {
  readonly moves: number;
  readonly winner: string | null;
  readonly finalHash: string;
  /** SHA-256 over the state hashes after every move, joined by newlines. */
  readonly digest: string;
}

/** Plays the random-bot game of `seed` (a small integer) and returns its trail of state hashes. */
export function hashTrail(config: GameConfig, seed: number): HashTrail {
  const seedBytes = new Uint8Array(32);
  new DataView(seedBytes.buffer).setUint32(0, seed);
  const hashes: string[] = [];
  const { state, moves } = playLocalGame({ config, seed: seedBytes, onMove: (s) => hashes.push(stateHash(s)) });
  return { moves, winner: state.winner, finalHash: stateHash(state), digest: bytesToHex(sha256(utf8ToBytes(hashes.join('\n')))) };
}
