// The random bots: the DRBG one (the pinned games', the soak's) and the fast one (the engine
// benchmark's), which picks the same way from xoshiro128** (xoshiro.ts).
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/index';
import { playLocalGame } from '../local-game';
import { fastRandomBot, randomBot } from './random-bot';
import { mixSeed, xoshiro128 } from './xoshiro';

const seedOf = (n: number) => Uint8Array.from({ length: 32 }, (_, i) => (n * 31 + i) & 0xff);
const HOUSES_6 = ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell', 'martell'] as const;

describe('xoshiro128**', () => {
  it('gives the reference outputs from the state (1, 2, 3, 4)', () => {
    // The generator's definition computed by hand in 32-bit words (and by an independent script).
    const rng = xoshiro128(Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4]));
    expect(Array.from({ length: 6 }, () => rng.next())).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492]);
  });

  it('leaves an all-zero state, and refuses a seed of another size', () => {
    const rng = xoshiro128(new Uint8Array(16));
    expect(Array.from({ length: 8 }, () => rng.next()).some((x) => x !== 0)).toBe(true);
    expect(() => xoshiro128(new Uint8Array(15))).toThrow(RangeError);
  });

  it('draws integers in [0, n), each about equally often, and refuses a range it cannot draw', () => {
    const rng = xoshiro128(seedOf(3).subarray(0, 16));
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(rng.int(1)).toBe(0);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2 ** 32 + 1)).toThrow(RangeError);
  });
});

describe('mixSeed', () => {
  it('gives 16 bytes that depend on every seed byte and on the label, the same for the same input', () => {
    const seed = seedOf(5);
    const base = mixSeed(seed, 'fast-bot/stark');
    expect(base.length).toBe(16);
    expect(mixSeed(seedOf(5), 'fast-bot/stark')).toEqual(base);
    const seen = new Set([Buffer.from(base).toString('hex')]);
    for (let i = 0; i < seed.length; i++) {
      const other = seed.slice();
      other[i]! ^= 1;
      seen.add(Buffer.from(mixSeed(other, 'fast-bot/stark')).toString('hex'));
    }
    for (const label of ['fast-bot/lannister', 'fast-bot/starl', '', 'x']) seen.add(Buffer.from(mixSeed(seed, label)).toString('hex'));
    expect(seen.size).toBe(1 + seed.length + 4);
    // Its four 32-bit words differ from each other (the word's index enters each hash).
    const words = new Set(Array.from({ length: 4 }, (_, w) => new DataView(base.buffer).getUint32(4 * w)));
    expect(words.size).toBe(4);
  });
});

describe('fastRandomBot', () => {
  const play = (bot: typeof randomBot, n: number) =>
    playLocalGame({ config: { players: 6 }, seed: seedOf(n), bots: Object.fromEntries(HOUSES_6.map((h) => [h, bot(seedOf(n), h)])), checkInvariants: true });

  it('plays whole legal games (invariants checked), the same game for the same seed', () => {
    const a = play(fastRandomBot, 1);
    const b = play(fastRandomBot, 1);
    expect(a.state.winner).not.toBeNull();
    expect(b.moves).toBe(a.moves);
    expect(stateHash(b.state)).toBe(stateHash(a.state));
  });

  it('is another stream than the DRBG bot: other games from the same seed', () => {
    const hashes = [1, 2].map((n) => [stateHash(play(fastRandomBot, n).state), stateHash(play(randomBot, n).state)]);
    for (const [fast, drbg] of hashes) expect(fast).not.toBe(drbg);
  });
});
