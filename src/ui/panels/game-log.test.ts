// The game log tells the engine's events in the engine's words: a bots-only game's log has one line
// per event of every move (each with its rule), every combat with both sides' strength by source and
// the winner, the Westeros cards, the bids and the Wildling results; a move an event restates is
// told once; sealed moves keep their secret; nothing leaks an id or `undefined`.
import { describe, expect, it } from 'vitest';
import { applyWithEvents, eventText, newGame, stateHash, type GameEvent, type GameState, type Move } from '../../../engine/index';
import type { LogEntry } from '../drivers/game-driver';
import { isBookkeeping, latestLines, logLines, type LogLine } from './game-log';
import { createLocalDriver } from '../drivers/local-driver';
import { entryEvents, eventHouse } from '../drivers/log-events';
import { moveWords } from '../game/move-words';

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
  const events = log.flatMap((e) => entryEvents(e));
  const ofKind = <K extends GameEvent['kind']>(kind: K) => events.filter((e): e is Extract<GameEvent, { kind: K }> => e.kind === kind);

  it('re-applies each move to the state before it and gets the state after it', () => {
    for (const entry of log.slice(0, 200)) expect(stateHash(applyWithEvents(entry.before, entry.move).state)).toBe(entry.hash);
  });

  it('gives every event of every move one line, in order, in the engine’s words, citing its rule', () => {
    for (const entry of log) {
      const own = logLines(entry).filter((l) => l.kind === 'event');
      const expected = entryEvents(entry);
      expect(own.map((l) => l.text)).toEqual(expected.map(eventText));
      expect(own.map((l) => l.rule)).toEqual(expected.map((e) => e.rule));
      for (const l of own) expect(l.rule).toMatch(/^2E-[A-Z]+-\d+$/);
    }
  });

  it('explains every combat: both sides’ strength by source, the winner and the casualties', () => {
    const results = ofKind('combat-result');
    expect(results.length).toBeGreaterThan(5);
    const combatLines = lines.filter((l) => l.event === 'combat-result');
    expect(combatLines).toHaveLength(results.length);
    for (const [i, r] of results.entries()) {
      const line = combatLines[i]!;
      expect(line.house).toBe(r.victor);
      // "Combat in Riverrun: Lannister 4 (units 2 + support 1 + House card 1; 0 swords, 0 towers) against Stark 3 (…). Lannister wins; 1 casualty."
      expect(line.text).toMatch(/^Combat in .+: \w+ \d+ \(units \d+.*; \d+ swords?, \d+ towers?\) against \w+ \d+ \(units \d+.*\)\. \w+ wins.*; \d+ casualt(y|ies)\.$/);
      expect(line.text).toContain(`${r.attacker.total} (units ${r.attacker.units}`);
      expect(line.text).toContain(`${r.defender.total} (units ${r.defender.units}`);
      if (r.attacker.support !== 0) expect(line.text).toContain(`support ${r.attacker.support}`);
      if (r.defender.card !== 0 || r.attacker.card !== 0) expect(line.text).toContain('House card');
      if (r.defender.garrison !== 0) expect(line.text).toContain(`Garrison ${r.defender.garrison}`);
    }
    expect(texts.some((t) => /^\w+ attacks \w+ in .+ from .+\.$/.test(t))).toBe(true);
    expect(texts.some((t) => /^House cards: attacker .+, defender .+\.$/.test(t))).toBe(true);
  });

  it('tells every Westeros card, every set of bids and every Wildling result', () => {
    expect(ofKind('westeros-card').length).toBeGreaterThanOrEqual(3);
    for (const e of ofKind('westeros-card')) expect(texts).toContain(eventText(e));
    expect(texts.filter((t) => /^Westeros deck (I|II|III): [A-Z]/.test(t)).length).toBe(ofKind('westeros-card').length);
    expect(ofKind('bids').length).toBeGreaterThan(0);
    expect(texts.filter((t) => /^Bids for .+: (\w+ \d+, )*\w+ \d+\.$/.test(t)).length).toBe(ofKind('bids').length);
    for (const e of ofKind('wildling-outcome')) expect(texts).toContain(eventText(e));
    expect(texts).toContain('Round 2 begins.');
    expect(texts).toContain('The Action phase begins.');
    expect(texts).toContain('The Westeros phase begins.');
    expect(texts.some((t) => t.startsWith('Orders revealed: '))).toBe(true);
    expect(texts.at(-1)).toMatch(/ wins the game\.$/);
  });

  it('tells a march, a raid, a retreat or a Westeros card once: the event replaces the move’s own line', () => {
    const marches = log.filter((e) => e.move.kind === 'resolve-march');
    expect(marches.length).toBeGreaterThan(0);
    for (const entry of marches) {
      const own = logLines(entry);
      expect(own.filter((l) => l.kind === 'move')).toEqual([]);
      expect(own.filter((l) => l.event === 'march')).toHaveLength(1);
    }
    for (const entry of log.filter((e) => e.move.kind === 'retreat')) {
      expect(logLines(entry).filter((l) => l.kind === 'move')).toEqual([]);
      expect(logLines(entry).filter((l) => l.event === 'retreat')).toHaveLength(1);
    }
    const bid = log.find((e) => e.move.kind === 'bid')!;
    expect(logLines(bid)[0]).toMatchObject({ kind: 'move', event: null, rule: null });
  });

  it('explains a long history only as far back as the panel shows it', () => {
    const shown = (ls: readonly LogLine[]) => ls.filter((l) => !isBookkeeping(l));
    const tail = latestLines(log, 0, 400);
    expect(shown(tail).slice(-400)).toEqual(shown(lines).slice(-400));
    expect(shown(tail).length).toBeGreaterThanOrEqual(400);
    expect(tail[0]!.seq).toBeGreaterThan(100);
    expect(tail).toEqual(lines.filter((l) => l.seq >= tail[0]!.seq));
    // From a given entry on, with room for all: every line of those entries.
    expect(latestLines(log, log.length - 3, 10_000)).toEqual(lines.filter((l) => l.seq >= log.length - 3));
    expect(latestLines(log, log.length, 400)).toEqual([]);
  });

  it('gives every move of a whole game words, with no id or undefined leaking through', () => {
    for (const entry of log) {
      const words = moveWords(entry.move, entry.before);
      expect(words).not.toMatch(/undefined|null|\[object/);
      expect(words.charAt(0)).toMatch(/[A-Z0-9]/);
    }
    for (const t of texts) expect(t).not.toMatch(/undefined|null|\[object|NaN/);
  });

  it('keeps sealed orders secret in the line of the move itself', () => {
    const state: GameState = newGame({ players: 3 });
    const move: Move = { kind: 'place-orders', house: 'stark', orders: [{ area: 'winterfell', token: 'march-plus-1' }, { area: 'white-harbor', token: 'raid-a' }] };
    const [own] = logLines({ seq: 0, move, before: state, after: state, hash: '' });
    expect(own).toEqual({ seq: 0, round: 1, house: 'stark', kind: 'move', move: 'place-orders', event: null, rule: null, text: 'Stark placed 2 orders' });
  });

  it('names whose order a raid removes, from the state before the move', () => {
    const start = newGame({ players: 3 });
    const before: GameState = {
      ...start,
      areas: { ...start.areas, 'white-harbor': { ...start.areas['white-harbor'], order: { house: 'stark', token: 'support-a' } } },
    };
    const raid: Move = { kind: 'resolve-raid', house: 'greyjoy', area: 'the-stony-shore', target: 'white-harbor' };
    expect(moveWords(raid, before)).toBe("Raid Stark's Support in White Harbor from The Stony Shore");
  });
});

describe('entryEvents', () => {
  it('explains nothing, rather than throwing, for an entry the engine refuses to re-apply; the move line stays', () => {
    const state = newGame({ players: 3 });
    const entry: LogEntry = { seq: 7, move: { kind: 'resolve-march', house: 'stark', area: 'winterfell', moves: [{ to: 'castle-black', units: ['footman'] }], powerToken: false }, before: state, after: state, hash: '' };
    expect(() => applyWithEvents(state, entry.move)).toThrow();
    expect(entryEvents(entry)).toEqual([]);
    expect(logLines(entry)).toHaveLength(1);
    expect(logLines(entry)[0]!.kind).toBe('move');
  });

  it('marks a combat with its victor, a Power token with its owner, the game’s own events with no house', () => {
    const breakdown = { house: 'stark' as const, units: 2, support: 0, order: 0, garrison: 0, card: 1, blade: 0, tides: 0, swords: 0, towers: 0, total: 3 };
    const result = { kind: 'combat-result', rule: '2E-COMBAT-33', area: 'riverrun', attacker: { ...breakdown, house: 'lannister' }, defender: breakdown, victor: 'stark', tie: false, casualties: 1 } as GameEvent;
    expect(eventHouse(result)).toBe('stark');
    expect(eventHouse({ kind: 'power-token', rule: '2E-MARCH-07', area: 'riverrun', from: 'tully' as never, to: null } as GameEvent)).toBe('tully');
    expect(eventHouse({ kind: 'round-started', rule: '2E-ROUND-03', round: 2 } as GameEvent)).toBeNull();
    expect(eventHouse({ kind: 'supply', rule: '2E-SUP-01', house: 'greyjoy', from: 1, to: 2 } as GameEvent)).toBe('greyjoy');
  });
});
