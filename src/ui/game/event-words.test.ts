// The log's events in the catalogue's English are the engine's own sentences, word for word, for
// every event of a whole 6-player bots game with Tides of Battle; in another language no line
// is left in English.
import { afterEach, describe, expect, it } from 'vitest';
import { eventText, type GameEvent } from '../../../engine/index';
import { createLocalDriver } from '../drivers/local-driver';
import { entryEvents } from '../drivers/log-events';
import { useCatalogue } from '../../i18n/translate';
import { RU } from '../../i18n/catalogues/ru';
import { eventLine } from './event-words';

afterEach(() => useCatalogue('en', {}));

/** Every event of a whole game between the seeded bots. */
function eventsOfGame(players: number, n: number, tidesOfBattle: boolean, ruleset?: '1e'): GameEvent[] {
  const queue: (() => void)[] = [];
  const seed = new Uint8Array(32);
  seed[1] = n;
  const config = ruleset === '1e' ? { players, ruleset } : { players, tidesOfBattle };
  const driver = createLocalDriver({ config, seed, me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0) queue.shift()!();
  expect(driver.failure()).toBeNull();
  return driver.log().flatMap((e) => [...entryEvents(e)]);
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
    expect(events.filter((e) => e.rule.startsWith('1E-')).length).toBeGreaterThan(10);
    for (const e of events) expect(eventLine(e), JSON.stringify(e)).toBe(eventText(e));
    useCatalogue('ru', RU);
    const english = events.filter((e) => eventLine(e) === eventText(e));
    expect(english.map((e) => eventText(e))).toEqual([]);
  }, 60_000);
});
