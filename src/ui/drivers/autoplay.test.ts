// The bot that plays for a page: it answers through the driver only, every decision of its house,
// and the game ends (a local 3-player game on a fake timer).
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../bots/random-bot';
import { autoplay } from './autoplay';
import { createLocalDriver, type DriverTimer } from './local-driver';

/** Runs every timer at once, in order. */
function eagerTimer(): DriverTimer & { run(): void } {
  const due: (() => void)[] = [];
  return {
    set: (callback) => due.push(callback),
    clear: () => undefined,
    run() {
      for (let i = 0; i < 200_000 && due.length > 0; i++) due.shift()!();
    },
  };
}

/** Runs timers and the bot's promise callbacks in turn until both are idle. */
async function settle(timer: ReturnType<typeof eagerTimer>): Promise<void> {
  for (let i = 0; i < 20_000; i++) {
    timer.run();
    await Promise.resolve();
    await Promise.resolve();
  }
}

describe('autoplay', () => {
  it('plays every decision of the page’s house until the game ends', async () => {
    const timer = eagerTimer();
    const seed = new Uint8Array(32).fill(9);
    const driver = createLocalDriver({ config: { players: 3 }, seed, me: 'stark', timer });
    const submitted: string[] = [];
    const submit = driver.submit.bind(driver);
    driver.submit = (move) => {
      submitted.push(move.kind);
      return submit(move);
    };
    const stop = autoplay(driver, randomBot(seed, 'me'));
    await settle(timer);
    expect(driver.state().winner).not.toBeNull();
    expect(submitted.length).toBeGreaterThan(10);
    stop();
  });

  it('stops when told', async () => {
    const timer = eagerTimer();
    const driver = createLocalDriver({ config: { players: 3 }, seed: new Uint8Array(32), me: 'stark', timer });
    const stop = autoplay(driver, randomBot(new Uint8Array(32), 'me'));
    stop();
    await settle(timer);
    expect(driver.state().winner).toBeNull(); // waits for Stark forever once the bot stopped
    expect(driver.pending().some((d) => d.house === 'stark')).toBe(true);
  });
});
