// <so-game-log> in Chromium: the lines of a bots-only game's log (moves and the engine's events),
// without the dealer's shuffles, following the newest line; reached and scrolled by the keyboard.
import { afterEach, describe, expect, it } from 'vitest';
import { artifactsDir, importInPage, mount, openPage, type OpenPage } from '../common/browser.testkit';
import { createLocalDriver } from '../drivers/local-driver';

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
    open = await openPage({ width: 500, height: 400, motion: true });
    await importInPage(open.page, '/ui/panels/game-log-panel.ts');
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
    // The keyboard reaches the list (Tab) and scrolls it (Page Up, Home, End); it is named by its heading (issue 19).
    const list = open.page.locator('so-game-log ol');
    const top = () => list.evaluate((el) => el.scrollTop);
    const bottom = await top();
    expect(bottom).toBeGreaterThan(0);
    await open.page.keyboard.press('Tab');
    expect(await open.page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.tagName)).toBe('OL');
    expect(await list.getAttribute('aria-labelledby')).toBe('log-heading');
    await open.page.keyboard.press('PageUp');
    await expect.poll(top).toBeLessThan(bottom);
    await open.page.keyboard.press('Home');
    await expect.poll(top).toBe(0);
    await open.page.keyboard.press('End');
    await expect.poll(top).toBeGreaterThan(bottom - 10);
  });

  it('highlights the line of what just moved on the board (a march) with a fading flash; a still mark under reduced motion (issue 20)', async () => {
    const queue: (() => void)[] = [];
    const driver = createLocalDriver({ config: { players: 3 }, seed: new Uint8Array(32).fill(5), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
    // Up to the first march of the game, and the log just before it.
    while (queue.length > 0 && !driver.log().some((e) => e.move.kind === 'resolve-march' && e.move.moves.length > 0)) queue.shift()!();
    driver.dispose();
    const log = driver.log();
    open = await openPage({ width: 500, height: 400, motion: true });
    await importInPage(open.page, '/ui/panels/game-log-panel.ts');
    await open.page.addStyleTag({ content: 'so-game-log { height: 300px; }' });
    await mount(open.page, 'so-game-log', { log: log.slice(0, -1) });
    expect(await open.page.locator('so-game-log li.fresh').count()).toBe(0); // a log seen for the first time points at nothing
    await open.page.evaluate((all) => ((document.querySelector('so-game-log') as unknown as { log: unknown }).log = all), log as never);
    const fresh = open.page.locator('so-game-log li.fresh');
    await expect.poll(() => fresh.count()).toBeGreaterThan(0);
    // Only the new entry's moving lines: the march (and what it set moving), none of the lines before.
    const classes = await fresh.evaluateAll((lis) => lis.map((li) => li.className));
    expect(classes.some((c) => /\bmarch\b/.test(c))).toBe(true);
    const freshTexts = await fresh.allInnerTexts();
    const all = await open.page.locator('so-game-log li').allInnerTexts();
    expect(all.slice(-freshTexts.length - 3)).toEqual(expect.arrayContaining(freshTexts)); // at the end of the log
    expect(await fresh.first().evaluate((el) => getComputedStyle(el).animationName)).toBe('so-log-fresh');
    await open.page.screenshot({ path: `${artifactsDir()}/log-march-highlighted.png` });
    // Under reduced motion: the same line marked, nothing moving.
    await open.page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await fresh.first().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await fresh.first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });
});
