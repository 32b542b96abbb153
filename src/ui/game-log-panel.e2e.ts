// <so-game-log> in Chromium: the lines of a bots-only game's log (moves and the engine's events),
// without the dealer's shuffles, following the newest line.
import { afterEach, describe, expect, it } from 'vitest';
import { importInPage, mount, openPage, type OpenPage } from './browser.testkit';
import { createLocalDriver } from './local-driver';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

describe('<so-game-log>', () => {
  it('shows the readable log of moves and what they changed, newest in view', async () => {
    const queue: (() => void)[] = [];
    const driver = createLocalDriver({ config: { players: 3 }, seed: new Uint8Array(32).fill(5), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
    while (queue.length > 0 && driver.state().round < 3) queue.shift()!();
    driver.dispose();
    open = await openPage({ width: 500, height: 400 });
    await importInPage(open.page, '/ui/game-log-panel.ts');
    await open.page.addStyleTag({ content: 'so-game-log { height: 300px; }' });
    await mount(open.page, 'so-game-log', { log: driver.log() });
    const text = await open.page.locator('so-game-log ol').innerText();
    expect(text).toContain('Stark placed');
    expect(text).toContain('Orders revealed: ');
    expect(text).toContain('Round 2 begins.');
    expect(text).toMatch(/Westeros deck I: [A-Z]/);
    expect(text).not.toMatch(/Shuffle the/);
    const scroll = await open.page.locator('so-game-log ol').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    expect(scroll).toBeLessThan(10);
  });
});
