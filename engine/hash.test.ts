// stateHash over the canonical encoding (issue 2, "Must show"), and plain-JSON state (style rule 6).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { choices, sampleMove } from './choices';
import { apply, pending } from './flow';
import { canonicalJson, stateHash, stateText } from './hash';
import type { GameState } from './state';
import { newGame } from './setup';
import { viaJson } from './test-support';

/** The same value with every object's keys inserted in reverse order. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).reverse().map((k) => [k, reverseKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** Every path to a leaf of a plain-data value. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((v, i) => leafPaths(v, [...path, i]));
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length === 0 ? [path] : keys.flatMap((k) => leafPaths((value as Record<string, unknown>)[k], [...path, k]));
  }
  return [path];
}

/** A copy of `value` with the leaf at `path` replaced by a different value of another shape. */
function changeLeaf(value: unknown, path: (string | number)[]): unknown {
  const copy = viaJson(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const old = parent[last];
  parent[last] = typeof old === 'number' ? old + 1 : typeof old === 'string' ? `${old}!` : old === null ? 0 : typeof old === 'boolean' ? !old : ['changed'];
  return copy;
}

describe('stateHash', () => {
  const states = [3, 4, 5, 6].map((players) => newGame({ players }));

  it('is a 64-digit hex SHA-256, equal for equal states built in different key orders', () => {
    for (const s of states) {
      expect(stateHash(s)).toMatch(/^[0-9a-f]{64}$/);
      expect(stateHash(reverseKeys(s))).toBe(stateHash(s));
      expect(JSON.stringify(reverseKeys(s))).not.toBe(JSON.stringify(s));
    }
  });

  it('differs when any single field differs', () => {
    const base = states[1]!;
    const hash = stateHash(base);
    const paths = leafPaths(base);
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) expect(stateHash(changeLeaf(base, path)), path.join('.')).not.toBe(hash);
  });

  it('differs between player counts and options', () => {
    const hashes = new Set([...states.map(stateHash), stateHash(newGame({ players: 4, tidesOfBattle: true }))]);
    expect(hashes.size).toBe(5);
  });

  it('a state survives JSON.parse(JSON.stringify(s)) unchanged', () => {
    for (const s of states) {
      expect(viaJson(s)).toEqual(s);
      expect(stateHash(viaJson(s))).toBe(stateHash(s));
    }
  });
});

/** Plain JSON data with integers only: what a state is made of. */
const plainData = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('stateHash remembers the text of shared parts', () => {
  it('gives, along a whole game whose states share most parts, the hash of the uncached text of each state', () => {
    let state: GameState = newGame({ players: 4 });
    let draws = 0; // a fixed walk through the choices: any legal one will do here
    for (let moves = 0; moves < 400 && state.winner === null; moves++) {
      expect(stateHash(state)).toBe(bytesToHex(sha256(utf8ToBytes(canonicalJson(viaJson(state))))));
      expect(stateText(state)).toBe(canonicalJson(viaJson(state)));
      const decision = pending(state)[0]!;
      state = decision.house === null ? state : apply(state, sampleMove(choices(state, decision), (n) => (draws++ * 7919) % n));
      if (decision.house === null) break; // the dealer's decisions are the session's; 400 moves without them are enough here
    }
    expect(state.round).toBeGreaterThan(1);
  });

  it('a part seen inside one state and again inside another is written the same', () => {
    const start = newGame({ players: 3 });
    const moved = { ...start, round: 2 }; // every part but the round shared with start
    expect(stateHash(start)).not.toBe(stateHash(moved));
    expect(stateHash(moved)).toBe(stateHash(viaJson(moved)));
    expect(stateHash(start)).toBe(stateHash(viaJson(start)));
  });
});

describe('canonicalJson', () => {
  it('sorts keys by code unit and leaves no whitespace', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], B: { d: -2, c: 0 } })).toBe('{"B":{"c":0,"d":-2},"a":[true,null,"x"],"b":1}');
  });

  it('rejects what JSON cannot carry exactly', () => {
    for (const bad of [undefined, 1.5, NaN, Infinity, -0, 2 ** 53, { a: undefined }, [() => 1], new Map(), new Date(0)]) {
      expect(() => canonicalJson(bad)).toThrow(TypeError);
    }
  });

  it('is the same text for any key order (property)', () => {
    fc.assert(
      fc.property(plainData, (value) => {
        const v = viaJson(value);
        expect(canonicalJson(reverseKeys(v))).toBe(canonicalJson(v));
        expect(JSON.parse(canonicalJson(v))).toEqual(v);
      }),
    );
  });
});
