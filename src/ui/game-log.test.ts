// The game log is derived from moves and state diffs alone: a bots-only game gives lines for
// rounds, phases, revealed orders, battles and the winner; sealed moves keep their secret; every
// move of a whole game has words.
import { describe, expect, it } from 'vitest';
import { newGame, type GameState, type Move } from '../../engine/index';
import type { LogEntry } from './game-driver';
import { logLines } from './game-log';
import { createLocalDriver } from './local-driver';
import { moveWords } from './move-words';

function botsGame(players: number, n: number): readonly LogEntry[] {
  const queue: (() => void)[] = [];
  const seed = new Uint8Array(32);
  seed[1] = n;
  const driver = createLocalDriver({ config: { players }, seed, me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0) queue.shift()!();
  expect(driver.failure()).toBeNull();
  return driver.log();
}

describe('logLines', () => {
  const log = botsGame(6, 1);
  const lines = log.flatMap(logLines);
  const texts = lines.map((l) => l.text);

  it('tells rounds, phases, revealed orders, battles and the winner', () => {
    expect(texts).toContain('Round 2 begins');
    expect(texts).toContain('Action phase');
    expect(texts).toContain('Westeros phase');
    expect(texts).toContain('Orders revealed');
    expect(texts.some((t) => / attacks .* in /.test(t))).toBe(true);
    expect(texts.some((t) => / wins the battle for .*, \d+ to \d+$/.test(t))).toBe(true);
    expect(texts.some((t) => / loses (a|\d) /.test(t))).toBe(true);
    expect(texts.at(-1)).toMatch(/ wins the game$/);
  });

  it('gives every move of a whole game words, with no id or undefined leaking through', () => {
    for (const entry of log) {
      const words = moveWords(entry.move, entry.before);
      expect(words).not.toMatch(/undefined|null|\[object/);
      expect(words.charAt(0)).toMatch(/[A-Z0-9]/);
    }
    for (const t of texts) expect(t).not.toMatch(/undefined|null|\[object/);
  });

  it('keeps sealed orders secret in the line of the move itself', () => {
    const state: GameState = newGame({ players: 3 });
    const move: Move = { kind: 'place-orders', house: 'stark', orders: [{ area: 'winterfell', token: 'march-plus-1' }, { area: 'white-harbor', token: 'raid-a' }] };
    const [own] = logLines({ seq: 0, move, before: state, after: state, hash: '' });
    expect(own).toEqual({ seq: 0, round: 1, house: 'stark', kind: 'move', move: 'place-orders', text: 'Stark placed 2 orders' });
  });

  it('names whose order a raid removes, from the state before the move', () => {
    const start = newGame({ players: 3 });
    const before: GameState = {
      ...start,
      areas: { ...start.areas, 'white-harbor': { ...start.areas['white-harbor'], order: { house: 'stark', token: 'support-a' } } },
    };
    const raid: Move = { kind: 'resolve-raid', house: 'greyjoy', area: 'the-stony-shore', target: 'white-harbor' };
    expect(moveWords(raid, before)).toBe("Raid Stark's Support in White Harbor from The Stony Shore");
    expect(moveWords({ kind: 'resolve-march', house: 'stark', area: 'winterfell', moves: [{ to: 'castle-black', units: ['footman', 'footman', 'knight'] }], powerToken: true }, before)).toBe(
      'March from Winterfell: 2 Footmen and a Knight to Castle Black, leaving a Power token',
    );
  });
});
