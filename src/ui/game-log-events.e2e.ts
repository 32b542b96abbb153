// The whole page's game log, in Chromium, explains a combat of a seeded game against bots: the
// app shell plays a 6-player game (this seed's first combat comes in round 4) (the page's own seat answered by a heuristic bot through the
// driver, as `?autoplay` does), and once the engine reports a combat the log shows it in the
// engine's words — who attacks whom, the House cards, both sides' strength by source, the winner
// and the casualties — with the combat's line marked and its rule as the tooltip. Screenshot:
// test-artifacts/e2e/game-log-combat.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, recordFigures, type OpenPage } from './browser.testkit';

describe('the game log of a bot game', () => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage({ path: '/', width: 1400, height: 900 });
  });
  afterAll(async () => {
    await open.close();
  });

  it('explains a combat with its strength by source, the winner and the casualties', async () => {
    const { page } = open;
    await page.locator('so-new-game').waitFor();
    // Strings, not functions: vitest would rewrite `import()` inside a function for Node.
    await page.evaluate(`(async () => {
      const { autoplay } = await import('/ui/autoplay.ts');
      const { heuristicBot } = await import('/bots/heuristic-bot.ts');
      const { entryEvents } = await import('/ui/log-events.ts');
      const app = document.querySelector('so-app');
      const seed = Uint8Array.from({ length: 32 }, (_, i) => 7 * i + 3);
      app.startGame({ players: 6, house: 'stark', tidesOfBattle: false, pace: 0, seed });
      const driver = app.driver;
      const stop = autoplay(driver, heuristicBot(seed, 'stark'));
      // The page's seat stops after the first combat's result: the bots soon wait for it, and the log stays put.
      let seen = 0;
      const off = driver.subscribe(() => {
        const fresh = driver.log().slice(seen);
        seen += fresh.length;
        if (fresh.some((entry) => entryEvents(entry).some((e) => e.kind === 'combat-result'))) { stop(); off(); }
      });
      window.stopBots = () => { stop(); off(); };
    })()`);
    const log = page.locator('so-game-log');
    const combat = log.locator('li.combat-result').first();
    const progress = () =>
      page.evaluate(`(() => {
        const d = document.querySelector('so-app').driver;
        const lis = document.querySelector('so-app').shadowRoot.querySelector('so-game-log')?.shadowRoot?.querySelectorAll('li') ?? [];
        return { round: d.state().round, moves: d.log().length, failure: d.failure()?.message ?? null, lines: lis.length, combats: [...lis].filter((l) => l.classList.contains('combat-result')).length };
      })()`);
    await expect.poll(progress, { timeout: 60_000, interval: 500 }).toSatisfy((p: { combats: number }) => p.combats > 0);
    await page.evaluate('window.stopBots()');
    const text = await combat.innerText();
    // "Combat in Riverrun: Lannister 4 (units 2 + support 1 + House card 1; 1 swords, 0 towers) against Stark 3 (…). Lannister wins; 1 casualty."
    expect(text).toMatch(/^Combat in .+: \w+ \d+ \(units \d+.*; \d+ swords, \d+ towers\) against \w+ \d+ \(units \d+.*\)\. \w+ wins.*; \d+ casualt(y|ies)\.$/);
    expect(text).toMatch(/House card \d/);
    expect(await combat.getAttribute('title')).toMatch(/^2E-COMBAT-3[34]$/);
    // The combat's story, in order, around its result: the attack, the House cards, then the losses.
    const all = await log.locator('li').allInnerTexts();
    const at = all.indexOf(text);
    const story = all.slice(0, at);
    expect(story.some((t) => /^\w+ attacks \w+ in .+ from .+\.$/.test(t))).toBe(true);
    expect(story.some((t) => /^House cards: attacker .+, defender .+\.$/.test(t))).toBe(true);
    expect(all.some((t) => /^Westeros deck (I|II|III): /.test(t)) || (await page.evaluate('document.querySelector("so-app").driver.state().round')) === 1).toBe(true);
    expect(all.some((t) => /^Orders revealed: /.test(t))).toBe(true);
    for (const t of all) expect(t).not.toMatch(/undefined|null|NaN|\[object/);

    await combat.scrollIntoViewIfNeeded();
    await combat.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(200);
    await log.screenshot({ path: `${artifactsDir()}/game-log-combat.png` });
    await page.screenshot({ path: `${artifactsDir()}/game-log-combat-page.png` });
    recordFigures({ 'game-log: first combat line': text, 'game-log: lines up to the first combat': at + 1 });
    expect(open.errors).toEqual([]);
  });
});
