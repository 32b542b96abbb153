// The local driver: bots and the dealer play the other houses on the injected timer, the driver
// waits for the page's house, sealed moves stay private until every house's move is in, and the
// log chains states and hashes.
import { describe, expect, it } from 'vitest';
import { choices, RuleViolation, sampleMove, stateHash, type Decision, type GameState, type Move } from '../../engine/index';
import { createDrbg } from '../../crypto/drbg';
import type { Bot } from '../bots/bot';
import { randomBot } from '../bots/random-bot';
import { createLocalDriver, type DriverTimer } from './local-driver';

/** A timer that runs only when told: the test decides when the bots move. */
function manualTimer(): DriverTimer & { run(limit?: number): number } {
  let queue: (() => void)[] = [];
  return {
    set(callback) {
      queue.push(callback);
      return callback;
    },
    clear(handle) {
      queue = queue.filter((c) => c !== handle);
    },
    /** Runs queued callbacks until none is left (or `limit` ran); returns how many ran. */
    run(limit = Infinity) {
      let n = 0;
      while (queue.length > 0 && n < limit) {
        const next = queue.shift()!;
        next();
        n++;
      }
      return n;
    },
  };
}

const seed = (n: number): Uint8Array => {
  const s = new Uint8Array(32);
  s[0] = n;
  return s;
};

describe('createLocalDriver', () => {
  it('waits for my orders, keeps them sealed, then opens everyone’s together in seat order', async () => {
    const timer = manualTimer();
    const seenBy: GameState[] = [];
    const watching: Bot = {
      choose(state, decision) {
        seenBy.push(state);
        return randomBot(seed(1), 'watch').choose(state, decision);
      },
    };
    const driver = createLocalDriver({ config: { players: 3 }, seed: seed(1), me: 'stark', timer, bots: { lannister: watching } });
    const changes: number[] = [];
    driver.subscribe(() => changes.push(driver.log().length));
    timer.run();
    const mine = driver.pending().find((d) => d.house === 'stark');
    expect(mine?.kind).toBe('place-orders');
    expect(driver.log()).toHaveLength(0); // nobody's orders are applied while mine are missing
    const start = driver.state();
    const move = sampleMove(choices(start, mine!), () => 0);
    await driver.submit(move);
    expect(driver.sealed()).toEqual([move]);
    expect(driver.pending().some((d) => d.house === 'stark')).toBe(false);
    expect(driver.state()).toBe(start); // not opened before the timer lets the driver go on
    timer.run();
    const applied = driver.log().filter((e) => e.move.kind === 'place-orders').map((e) => (e.move as { house: string }).house);
    expect(applied).toEqual(['stark', 'lannister', 'baratheon']);
    expect(driver.sealed()).toEqual([]);
    // Lannister's bot chose from the position before my orders were known.
    expect(seenBy[0]).toBe(start);
    expect(changes.length).toBeGreaterThan(1);
  });

  it('rejects an illegal move with the engine’s RuleViolation and changes nothing', async () => {
    const timer = manualTimer();
    const driver = createLocalDriver({ config: { players: 3 }, seed: seed(2), me: 'stark', timer });
    timer.run();
    const bad: Move = { kind: 'place-orders', house: 'stark', orders: [{ area: 'winterfell', token: 'march-0' }] };
    await expect(driver.submit(bad)).rejects.toBeInstanceOf(RuleViolation);
    expect(driver.sealed()).toEqual([]);
    const notMine: Move = { kind: 'place-orders', house: 'lannister', orders: [] };
    await expect(driver.submit(notMine)).rejects.toThrow();
  });

  it('plays a whole 4-player game with a person picking from the engine’s choices; the log chains', async () => {
    const timer = manualTimer();
    const driver = createLocalDriver({ config: { players: 4 }, seed: seed(3), me: 'greyjoy', timer });
    const rng = createDrbg(seed(9), 'person');
    let guard = 0;
    while (driver.state().winner === null) {
      timer.run();
      const mine: Decision | undefined = driver.pending().find((d) => d.house === 'greyjoy');
      if (mine === undefined) {
        if (driver.state().winner !== null) break;
        throw new Error(`stuck: waiting for ${driver.pending().map((d) => d.id).join(', ')}`);
      }
      await driver.submit(sampleMove(choices(driver.state(), mine), (n) => rng.int(n)));
      if (++guard > 5000) throw new Error('no end');
    }
    expect(driver.failure()).toBeNull();
    const log = driver.log();
    expect(log.length).toBeGreaterThan(100);
    for (let i = 1; i < log.length; i++) expect(log[i]!.before).toBe(log[i - 1]!.after);
    expect(log.at(-1)!.hash).toBe(stateHash(driver.state()));
  }, 60_000);

  it('a spectator driver plays every house; dispose stops it', () => {
    const timer = manualTimer();
    const driver = createLocalDriver({ config: { players: 3 }, seed: seed(4), me: null, timer });
    expect(timer.run(40)).toBe(40);
    expect(driver.log().length).toBeGreaterThan(40); // a sealed decision opens several moves in one step
    const n = driver.log().length;
    driver.dispose();
    expect(timer.run()).toBe(0);
    expect(driver.log()).toHaveLength(n);
  });

  it('a refused bot move stops the game with a failure instead of throwing out of the timer', () => {
    const timer = manualTimer();
    const broken: Bot = { choose: (_s, d) => ({ kind: 'place-orders', house: d.house!, orders: [] }) as Move };
    const driver = createLocalDriver({ config: { players: 3 }, seed: seed(5), me: null, timer, bots: { stark: broken } });
    timer.run();
    expect(driver.failure()).toBeInstanceOf(RuleViolation);
  });
});
