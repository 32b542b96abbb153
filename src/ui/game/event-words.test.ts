// The log's events in the catalogue's English are the engine's own sentences, word for word, for
// every event of a whole 6-player bots game with Tides of Battle; in another language no line
// is left in English.
import { afterEach, describe, expect, it } from 'vitest';
import { eventText, type GameEvent } from '../../../engine/index';
import { createLocalDriver } from '../drivers/local-driver';
import { entryEvents } from '../drivers/log-events';
import type { LogEntry } from '../drivers/game-driver';
import { logLines } from '../panels/game-log';
import { useCatalogue } from '../../i18n/translate';
import { RU } from '../../i18n/catalogues/ru';
import { CS } from '../../i18n/catalogues/cs';
import { SR } from '../../i18n/catalogues/sr';
import { HE } from '../../i18n/catalogues/he';
import { eventLine } from './event-words';

afterEach(() => useCatalogue('en', {}));

/** The log of a whole game between the seeded bots. */
function logOfGame(players: number, n: number, tidesOfBattle: boolean, ruleset?: '1e'): readonly LogEntry[] {
  const queue: (() => void)[] = [];
  const seed = new Uint8Array(32);
  seed[1] = n;
  const config = ruleset === '1e' ? { players, ruleset } : { players, tidesOfBattle };
  const driver = createLocalDriver({ config, seed, me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0) queue.shift()!();
  expect(driver.failure()).toBeNull();
  return driver.log();
}

/** Every event of a whole game between the seeded bots. */
function eventsOfGame(players: number, n: number, tidesOfBattle: boolean, ruleset?: '1e'): GameEvent[] {
  return logOfGame(players, n, tidesOfBattle, ruleset).flatMap((e) => [...entryEvents(e)]);
}

describe('event lines', () => {
  it('say every event of a whole game in the engine’s English, word for word', () => {
    const events = eventsOfGame(6, 7, true);
    const kinds = new Set(events.map((e) => e.kind));
    expect(kinds.size).toBeGreaterThan(25);
    for (const e of events) expect(eventLine(e), JSON.stringify(e)).toBe(eventText(e));
  }, 60_000);

  it('say them in Russian once the Russian catalogue is chosen', () => {
    useCatalogue('ru', RU);
    const events = eventsOfGame(6, 7, true).slice(0, 400);
    const english = events.filter((e) => eventLine(e) === eventText(e));
    expect(english.map((e) => eventText(e))).toEqual([]);
  }, 30_000);

  // Issue 22: a 1st-edition game's events (its Consolidate Power all at once, its wildling outcomes,
  // its cards) are said as the engine says them, and none stays English in Russian.
  it('say every event of a whole 1st-edition game in the engine’s English, and in Russian', () => {
    const events = eventsOfGame(4, 5, false, '1e');
    // Every event cites a rule of the 1st edition (engine/rule-ids-1e.ts), the log's title included.
    expect(events.length).toBeGreaterThan(300);
    expect(events.filter((e) => !e.rule.startsWith('1E-')).map((e) => `${e.kind} ${e.rule}`)).toEqual([]);
    for (const e of events) expect(eventLine(e), JSON.stringify(e)).toBe(eventText(e));
    useCatalogue('ru', RU);
    const english = events.filter((e) => eventLine(e) === eventText(e));
    expect(english.map((e) => eventText(e))).toEqual([]);
  }, 60_000);

  // The log panel shows each event's rule (its line's title): a 1st-edition game's log shows 1st-edition
  // rules, a 2nd-edition game's the 2nd edition's.
  it('give a 1st-edition game’s log lines 1E- rules and a 2nd-edition game’s 2E- rules', () => {
    const rulesOf = (log: readonly LogEntry[]) => log.flatMap((entry) => logLines(entry)).flatMap((line) => (line.rule === null ? [] : [line.rule]));
    const first = rulesOf(logOfGame(3, 2, false, '1e'));
    expect(first.length).toBeGreaterThan(300);
    expect(first.filter((rule) => !rule.startsWith('1E-'))).toEqual([]);
    expect(first).toContain('1E-MUS-04');
    const second = rulesOf(logOfGame(3, 2, false));
    expect(second.filter((rule) => !rule.startsWith('2E-'))).toEqual([]);
    expect(second).toContain('2E-MUS-04');
  }, 60_000);

  // The second walk's "1 towers": a count of swords or towers agrees with its number, in the
  // engine's English and in each catalogue's own plural forms.
  it('say 1 sword and 1 tower, 2 and 5 swords and towers, in every language', () => {
    const side = (house: 'tyrell' | 'lannister', n: number) => ({ house, units: 1, support: 0, order: 0, garrison: 0, card: 0, blade: 0, tides: 0, swords: n, towers: n, total: 1 });
    const combat = (a: number, d: number): GameEvent => ({ kind: 'combat-result', rule: '2E-COMBAT-34', area: 'kingswood', attacker: side('tyrell', a), defender: side('lannister', d), victor: 'lannister', tie: true, casualties: 0 });
    const counts = (line: string) => [...line.matchAll(/; ([^)]*)\)/g)].map((m) => m[1]);
    const lines = (a: number, d: number) => counts(eventLine(combat(a, d)));
    expect(counts(eventText(combat(1, 2)))).toEqual(['1 sword, 1 tower', '2 swords, 2 towers']);
    expect(counts(eventText(combat(0, 5)))).toEqual(['0 swords, 0 towers', '5 swords, 5 towers']);
    expect(lines(1, 2)).toEqual(['1 sword, 1 tower', '2 swords, 2 towers']);
    useCatalogue('ru', RU);
    expect([...lines(1, 2), ...lines(5, 0)]).toEqual(['1 меч, 1 башня', '2 меча, 2 башни', '5 мечей, 5 башен', '0 мечей, 0 башен']);
    useCatalogue('cs', CS);
    expect([...lines(1, 2), ...lines(5, 0)]).toEqual(['1 meč, 1 věž', '2 meče, 2 věže', '5 mečů, 5 věží', '0 mečů, 0 věží']);
    useCatalogue('sr', SR);
    expect([...lines(1, 2), ...lines(5, 0)]).toEqual(['1 mač, 1 kula', '2 mača, 2 kule', '5 mačeva, 5 kula', '0 mačeva, 0 kula']);
    useCatalogue('he', HE);
    expect([...lines(1, 2), ...lines(5, 0)]).toEqual(['חרב אחת, מגדל אחד', '2 חרבות, 2 מגדלים', '5 חרבות, 5 מגדלים', '0 חרבות, 0 מגדלים']);
  });
});
