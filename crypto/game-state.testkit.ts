// A game-state-like value for benchmarks (crypto.bench.ts, scripts/bench.ts): 58 areas with
// units and orders, 6 houses with cards and tracks, a 110-entry log with 32-byte hashes (~24 KB).
import { toHex, utf8Bytes } from './bytes';
import type { CanonicalValue } from './encoding';
import { sha256 } from './hash';

/**
 * The state, with its 32-byte hashes as byte strings, or (`hashesAsHex`) as hex strings so that
 * JSON.stringify can encode the very same value.
 */
export function gameState(options: { hashesAsHex?: boolean } = {}): CanonicalValue {
  const hash = (b: Uint8Array): CanonicalValue => (options.hashesAsHex ? toHex(sha256(b)) : sha256(b));
  const houses = ['baratheon', 'lannister', 'stark', 'greyjoy', 'tyrell', 'martell'];
  const areas = Array.from({ length: 58 }, (_, i) => ({
    id: `area-${i}`,
    owner: houses[i % 6]!,
    units: [{ kind: 'footman', routed: false }, { kind: 'knight', routed: i % 7 === 0 }],
    order: i % 3 === 0 ? { token: 'march+1', star: false } : null,
    powerToken: i % 5 === 0,
    garrison: i % 11,
  }));
  const players = houses.map((h, i) => ({
    house: h,
    power: 5 + i,
    supply: i % 4,
    throne: i + 1,
    blade: 6 - i,
    raven: (i + 3) % 6 + 1,
    hand: ['card-a', 'card-b', 'card-c', 'card-d', 'card-e', 'card-f', 'card-g'].map((c) => `${h}-${c}`),
    discards: [],
    publicKey: hash(utf8Bytes(`key-${h}`)),
  }));
  const log = Array.from({ length: 110 }, (_, i) => ({
    seq: i,
    author: houses[i % 6]!,
    kind: 'move',
    prev: hash(Uint8Array.of(i)),
    stateHash: hash(Uint8Array.of(i, 1)),
    body: { from: `area-${i % 58}`, to: `area-${(i + 1) % 58}`, units: ['footman'] },
  }));
  return { round: 4, phase: 'action', wildlings: 6, areas, players, log, decks: { westeros1: [1, 2, 3], wildlings: [4, 5, 6] } };
}

