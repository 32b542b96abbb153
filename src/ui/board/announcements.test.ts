import { describe, expect, it } from 'vitest';
import { eventText, newGame, type Decision } from '../../../engine/index';
import { ANNOUNCED, Announcer, askedLine, happenedLines } from './announcements';
import type { LogEntry } from '../drivers/game-driver';
import { createLocalDriver } from '../drivers/local-driver';
import { entryEvents } from '../drivers/log-events';

function botsGame(players: number): readonly LogEntry[] {
  const queue: (() => void)[] = [];
  const seed = new Uint8Array(32);
  seed[2] = 7;
  const driver = createLocalDriver({ config: { players }, seed, me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  for (let i = 0; queue.length > 0 && driver.log().length < 400; i++) queue.shift()!();
  expect(driver.failure()).toBeNull();
  return driver.log();
}

describe('the live region’s announcements', () => {
  const log = botsGame(4);

  it('says the engine’s own sentence for each announced event, in order, and nothing else', () => {
    const lines = happenedLines(log);
    const expected = log.flatMap((e) => entryEvents(e)).filter((e) => ANNOUNCED.has(e.kind)).map(eventText);
    expect(lines).toEqual(expected);
    // The turns a listener needs are there; bookkeeping (Power, Supply, each unit) is not.
    const kinds = new Set(log.flatMap((e) => entryEvents(e)).map((e) => e.kind));
    for (const kind of ['orders-revealed', 'westeros-card', 'combat-result'] as const) expect(kinds.has(kind), kind).toBe(true);
    expect(lines.some((l) => l.startsWith('Orders revealed'))).toBe(true);
    const power = log.flatMap((e) => entryEvents(e)).filter((e) => e.kind === 'power').map(eventText);
    expect(power.length).toBeGreaterThan(0);
    for (const p of power) expect(lines).not.toContain(p);
  });

  it('follows a growing log: each call says only what was appended since; a first look at history says nothing of it', () => {
    const state = newGame({ players: 4 });
    const announcer = new Announcer();
    expect(announcer.next(log.slice(0, 50), null, state)).toEqual([]);
    const said: string[] = [];
    for (let n = 51; n <= log.length; n++) said.push(...announcer.next(log.slice(0, n), null, state));
    expect(said).toEqual(happenedLines(log.slice(50)));
  });

  it('says what is asked of me once per decision', () => {
    const state = newGame({ players: 4 });
    const orders: Decision = { id: 'd1', kind: 'place-orders', house: 'stark' } as Decision;
    const announcer = new Announcer();
    expect(announcer.next([], orders, state)).toEqual(['Your turn: Place your orders']);
    expect(askedLine(orders, state)).toBe('Your turn: Place your orders');
    expect(announcer.next([], orders, state)).toEqual([]);
    expect(announcer.next([], null, state)).toEqual([]);
    expect(announcer.next([], { ...orders, id: 'd2' } as Decision, state)).toEqual(['Your turn: Place your orders']);
  });
});
