// Every seat's clock, as each driver reports it: in a local game the bots' sealed choices show as
// sealed while mine is awaited; in a peer-to-peer game every page (mine, another seat's, a
// watcher's) agrees whom the table waits for, who has sealed, and each open step runs against the
// lobby's deadline for its kind from when that page saw it.
import { describe, expect, it } from 'vitest';
import { choices, newGame, pending, sampleMove, type House } from '../../../engine/index';
import { randomBot } from '../../bots/random-bot';
import { InMemoryGame, seedBytes, agot } from '../../games/agot-harness';
import type { DriverTimer } from './local-driver';
import { createLocalDriver } from './local-driver';
import { createSessionDriver } from './session-driver';
import { createWatcherDriver } from './watcher-driver';
import { withMesh } from '../../net/mesh';
import { Watcher } from '../../session/watcher';
import { isWaitedFor, localClocks, sealedHouses, stillToAnswer, type SeatClock } from './table-clocks';

const waits = (clocks: readonly SeatClock[]) => Object.fromEntries(clocks.map((c) => [c.house, c.wait]));

describe('localClocks', () => {
  it('shows every house deciding its orders, a house that chose as sealed, and nothing asked of the others during a move', () => {
    const state = newGame({ players: 3 });
    expect(waits(localClocks(state, new Set()))).toEqual({ baratheon: 'deciding', lannister: 'deciding', stark: 'deciding' });
    const clocks = localClocks(state, new Set<House>(['stark']));
    expect(waits(clocks)).toEqual({ baratheon: 'deciding', lannister: 'deciding', stark: 'sealed' });
    expect(clocks.every((c) => c.deadline === null)).toBe(true);
    expect(sealedHouses(clocks)).toEqual(['stark']);
    expect(stillToAnswer(pending(state), clocks).map((d) => d.house).sort()).toEqual(['baratheon', 'lannister']);
    expect(stillToAnswer(pending(state), [])).toEqual(pending(state));
  });

  it('comes from the local driver: the bots have sealed while the game waits for me', () => {
    const queue: (() => void)[] = [];
    const timer: DriverTimer = { set: (cb) => queue.push(cb), clear: () => undefined };
    const driver = createLocalDriver({ config: { players: 3 }, seed: seedBytes(3), me: 'lannister', timer });
    const shown: Record<string, string>[] = [];
    driver.subscribe(() => shown.push(waits(driver.clocks())));
    while (queue.length > 0) queue.shift()!();
    expect(waits(driver.clocks())).toEqual({ baratheon: 'sealed', lannister: 'deciding', stark: 'sealed' });
    // The page is told when the bots' choices are in, so it can show them as sealed.
    expect(shown).toEqual([{ baratheon: 'sealed', lannister: 'deciding', stark: 'sealed' }]);
    const mine = driver.pending().find((d) => d.house === 'lannister')!;
    void driver.submit(sampleMove(choices(driver.state(), mine), () => 0));
    while (queue.length > 0) queue.shift()!();
    // Orders opened and applied: one house acts, nobody has anything sealed.
    const after = driver.clocks();
    expect(after.filter(isWaitedFor)).toHaveLength(1);
    expect(sealedHouses(after)).toEqual([]);
    driver.dispose();
  });
});

describe('the session and watcher drivers', () => {
  it('agree on every page whom the table waits for and who sealed, each step timed by its own deadline', async () => {
    const me: House = 'stark';
    const game = new InMemoryGame(agot({ players: 3, seed: seedBytes(21), tides: false, bot: (_seat, house) => (house === me ? null : randomBot(seedBytes(21), house)) }));
    const houses = game.setup.seats.map((s) => s.house);
    const now = () => game.clock.now();
    const watcher = new Watcher({ transport: withMesh(game.network.join('watcher')), clock: game.clock, setup: game.setup, syncInterval: 60 });
    const drivers = [...game.sessions.map((s) => createSessionDriver(s, { now })), createWatcherDriver(watcher, { closeOnDispose: true, now })];
    const mine = drivers[houses.indexOf(me)]!;
    game.start();
    watcher.start();

    // The first orders: the bots seal theirs at once; every page shows the table waiting for me alone.
    expect(game.run({ until: () => drivers.every((d) => sealedHouses(d.clocks()).length === 2) })).toBe('until');
    const startedAt = now();
    for (const d of drivers) {
      const clocks = d.clocks();
      expect(clocks.map((c) => c.house)).toEqual(houses);
      expect(clocks.filter(isWaitedFor).map((c) => c.house)).toEqual([me]);
      expect(sealedHouses(clocks).sort()).toEqual(houses.filter((h) => h !== me).sort());
      const left = clocks.find((c) => c.house === me)!.deadline! - startedAt;
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(game.setup.deadlines.sealed);
    }
    expect(mine.clocks().find((c) => c.house === me)!.deadline).toBe(mine.deadline());
    expect(stillToAnswer(mine.pending(), mine.clocks()).map((d) => d.house)).toEqual([me]);
    // Time passes on the clocks, not on the deadlines: they stay put while nothing changes.
    const before = drivers[0]!.clocks();
    game.clock.advanceTo(now() + 1000);
    expect(drivers[0]!.clocks()).toEqual(before);

    const decision = mine.pending().find((d) => d.house === me)!;
    await mine.submit(randomBot(seedBytes(22), 'page').choose(mine.state(), decision));
    // Orders opened; later, a house other than mine owes an open move: its clock runs from when it was asked.
    expect(game.run({ until: () => mine.clocks().some((c) => c.house !== me && c.wait === 'deciding') })).toBe('until');
    const other = mine.clocks().find((c) => c.house !== me && c.wait === 'deciding')!;
    const left = other.deadline! - now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(game.setup.deadlines.move);
    expect(mine.clocks().filter(isWaitedFor).map((c) => c.house)).toEqual([other.house]);
    expect(sealedHouses(mine.clocks())).toEqual([]);
    for (const d of drivers) d.dispose();
  }, 60_000);
});
