// The whole page's game log, in Chromium, explains a combat of a seeded game against bots: the
// app shell plays a 6-player game (this seed's first combat comes in round 4) (the page's own seat answered by a heuristic bot through the
// driver, as `?autoplay` does), and once the engine reports a combat the log shows it in the
// engine's words — who attacks whom, the House cards, both sides' strength by source, the winner
// and the casualties — with the combat's line marked and its rule as the tooltip. Screenshot:
// test-artifacts/e2e/game-log-combat.png. Then a whole 6-player bots game, played in the page:
// its <so-game-log> has one marked line per combat the engine reports, each with both sides'
// strength by source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, recordFigures, type OpenPage } from '../common/browser.testkit';

describe('the game log of a bot game', () => {
  let open: OpenPage;
  let open2: OpenPage | undefined;
  beforeAll(async () => {
    open = await openPage({ path: '/', width: 1400, height: 900 });
  });
  afterAll(async () => {
    await open.close();
    await open2?.close();
  });

  it('explains a combat with its strength by source, the winner and the casualties', async () => {
    const { page } = open;
    await page.locator('so-new-game').waitFor();
    // Strings, not functions: vitest would rewrite `import()` inside a function for Node.
    await page.evaluate(`(async () => {
      const { autoplay } = await import('/ui/drivers/autoplay.ts');
      const { heuristicBot } = await import('/bots/heuristic-bot.ts');
      const { entryEvents } = await import('/ui/drivers/log-events.ts');
      const app = document.querySelector('so-app');
      const seed = Uint8Array.from({ length: 32 }, (_, i) => 7 * i + 3);
      await app.startGame({ players: 6, house: 'stark', tidesOfBattle: false, pace: 0, seed });
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
    // "Combat in Riverrun: Lannister 4 (units 2 + support 1 + House card 1; 1 sword, 0 towers) against Stark 3 (…). Lannister wins; 1 casualty."
    expect(text).toMatch(/^Combat in .+: \w+ \d+ \(units \d+.*; \d+ swords?, \d+ towers?\) against \w+ \d+ \(units \d+.*\)\. \w+ wins.*; \d+ casualt(y|ies)\.$/);
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
    // Scrolling is instant (no smooth scrolling in the app's styles): the screenshots show the line.
    await combat.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await log.screenshot({ path: `${artifactsDir()}/game-log-combat.png` });
    await page.screenshot({ path: `${artifactsDir()}/game-log-combat-page.png` });
    recordFigures({ 'game-log: first combat line': text, 'game-log: lines up to the first combat': at + 1 });
    expect(open.errors).toEqual([]);
  });

  it('explains every combat of a whole bots game', async () => {
    const whole = await openPage({ width: 600, height: 700 });
    open2 = whole;
    const { page } = whole;
    const counted = (await page.evaluate(`(async () => {
      const { createLocalDriver } = await import('/ui/drivers/local-driver.ts');
      const { entryEvents } = await import('/ui/drivers/log-events.ts');
      await import('/ui/panels/game-log-panel.ts');
      const queue = [];
      const seed = new Uint8Array(32);
      seed[1] = 1;
      const driver = createLocalDriver({ config: { players: 6 }, seed, me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
      while (queue.length > 0) queue.shift()();
      const log = driver.log();
      const el = document.createElement('so-game-log');
      el.style.height = '650px';
      el.log = log;
      document.body.append(el);
      await el.updateComplete;
      const results = log.flatMap((e) => entryEvents(e)).filter((e) => e.kind === 'combat-result');
      return { winner: driver.state().winner, moves: log.length, results: results.map((r) => [r.attacker.total, r.defender.total]) };
    })()`)) as { winner: string | null; moves: number; results: [number, number][] };
    expect(counted.winner).not.toBeNull();
    expect(counted.results.length).toBeGreaterThan(5);
    // The panel keeps its last 400 lines on screen, so the count is taken from every line it made.
    const shown = await page.locator('so-game-log li.combat-result').allInnerTexts();
    const all = (await page.evaluate(`(async () => {
      const { logLines } = await import('/ui/panels/game-log.ts');
      return document.querySelector('so-game-log').log.flatMap(logLines).filter((l) => l.event === 'combat-result').map((l) => l.text);
    })()`)) as string[];
    expect(all).toHaveLength(counted.results.length);
    for (const [i, text] of all.entries()) {
      const [attacker, defender] = counted.results[i]!;
      expect(text).toMatch(new RegExp(`^Combat in .+: \\w+ ${attacker} \\(units \\d+.*\\) against \\w+ ${defender} \\(units \\d+.*\\)\\. \\w+ wins`));
    }
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(all).toContain(text);
    await page.locator('so-game-log li.combat-result').last().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${artifactsDir()}/game-log-whole-game.png` });
    recordFigures({ 'game-log: combats explained in a whole 6-player bots game (seed[1]=1)': all.length, 'game-log: moves in that game': counted.moves });
    expect(whole.errors).toEqual([]);
  });
});
