// "Since your last visit": from a bots game's log, the moves after those seen, the rounds they span,
// and the events of the latest of them as the game log words them; nothing before the log passes
// what was seen; what this device saw only grows, and a malformed record reads as nothing seen.
import { describe, expect, it } from 'vitest';
import { loadSeen, saveSeen } from '../../play/last-visit';
import type { LogEntry } from '../drivers/game-driver';
import { isBookkeeping, logLines } from './game-log';
import { createLocalDriver } from '../drivers/local-driver';
import { SINCE_LINES, sinceVisit } from './since-visit';

function botsGame(): readonly LogEntry[] {
  const queue: (() => void)[] = [];
  const driver = createLocalDriver({ config: { players: 3 }, seed: new Uint8Array(32).fill(5), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0 && driver.log().length < 160) queue.shift()!();
  return driver.log();
}

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('sinceVisit', () => {
  const log = botsGame();

  it('tells the moves after those seen, their rounds, and their events in the log’s words', () => {
    const seen = log.length - 12;
    const since = sinceVisit(log, seen)!;
    expect(since.moves).toBe(12);
    expect(since.fromRound).toBe(log[seen]!.before.round);
    expect(since.toRound).toBe(log.at(-1)!.after.round);
    const expected = log.slice(seen).flatMap(logLines).filter((l) => l.kind === 'event' && !isBookkeeping(l));
    expect(since.lines.map((l) => l.text)).toEqual(expected.slice(-SINCE_LINES).map((l) => l.text));
    expect(since.cut).toBe(expected.length > SINCE_LINES);
  });

  it('keeps to the latest lines of a long absence, and says so', () => {
    const since = sinceVisit(log, 1)!;
    expect(since.moves).toBe(log.length - 1);
    expect(since.lines.length).toBeLessThanOrEqual(SINCE_LINES);
    expect(since.lines.length).toBeGreaterThan(0);
    expect(since.cut).toBe(true);
    expect(since.fromRound).toBe(1);
    expect(since.toRound).toBeGreaterThan(1);
  });

  it('says nothing before the log passes what was seen, or when there is nothing to tell (a new seat, a watcher: -1)', () => {
    expect(sinceVisit(log.slice(0, 40), 40)).toBeNull();
    expect(sinceVisit(log.slice(0, 10), 40)).toBeNull();
    expect(sinceVisit(log, -1)).toBeNull();
  });

  it('tells a player who left before the first move (0 seen) every move since the start', () => {
    const since = sinceVisit(log.slice(0, 30), 0)!;
    expect(since.moves).toBe(30);
    expect(since.fromRound).toBe(1);
    expect(since.lines.length).toBeGreaterThan(0);
  });

  it('keeps what this device saw: it only grows, and a malformed record reads as nothing', () => {
    const storage = memoryStorage();
    expect(loadSeen('g', storage)).toBe(0);
    saveSeen('g', 40, storage);
    saveSeen('g', 3, storage); // a resumed page catching up from its first move
    expect(loadSeen('g', storage)).toBe(40);
    storage.setItem('sealed-orders/seen/g', 'junk');
    expect(loadSeen('g', storage)).toBe(0);
  });
});
