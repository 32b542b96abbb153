// axe-core on the pages a player goes through (issue 19): the first page, the open tables, the lobby (as a joiner
// first sees it, and the creator's form with an unreadable relay address), a game in
// progress (with the board as text open), the end of a game and the replay page of a game file, in
// English and in Hebrew (right to left): no violation of any impact.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openPage, type OpenPage } from '../../src/ui/common/browser.testkit';
import { createLocalDriver } from '../../src/ui/drivers/local-driver';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages.splice(0)) await p.close();
});

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly failureSummary?: string }[];
}

/** axe's violations on the page as it is now, each as "rule (impact): the first elements it names". */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(' ')}`);
}

const round = (page: Page) =>
  page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { state(): { round: number } } | null }).driver?.state().round ?? 0);

describe('accessibility (axe-core)', () => {
  for (const locale of ['en-US', 'he-IL'] as const) {
    it(`${locale}: the first page, the lobby, a game and its end have no violation`, async () => {
      const open = await openPage({ path: '/', locale, width: 1280, height: 900 });
      pages.push(open);
      const { page } = open;
      // The run's first page is the dev server's first: 30 s and more with the machine loaded.
      await page.locator('so-new-game button.primary').waitFor({ timeout: 60_000 });
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
      expect(await violations(page), 'first page').toEqual([]);

      // The open tables, with an address it cannot read among the relays to look on.
      await page.locator('so-landing button.strangers').click();
      await page.locator('so-open-tables .no-relays').waitFor();
      const lookOn = page.locator('so-open-tables textarea[name="relays"]');
      await lookOn.fill('https://not-a-relay.example.org');
      await lookOn.press('Tab');
      await page.locator('so-open-tables [role="alert"]').waitFor();
      expect(await violations(page), 'the open tables').toEqual([]);
      await page.locator('so-open-tables button.back').click();

      await page.locator('so-landing button.friends').click();
      await page.locator('so-lobby button.create').waitFor();
      expect(await violations(page), 'lobby').toEqual([]);
      // The creator's form: settings, time limits, the relays (with an address it cannot read, said beside it).
      await page.locator('so-lobby button.create').click();
      const relays = page.locator('so-lobby textarea[name="relays"]');
      await relays.fill('wss://relay.example.org\nhttps://not-a-relay.example.org');
      await relays.press('Tab');
      await page.locator('so-lobby .relays-error').waitFor();
      expect(await violations(page), 'the creator’s lobby').toEqual([]);
      await page.goto(page.url().split('#')[0]!);

      await page.locator('so-new-game select[name="players"]').selectOption('3');
      await page.locator('so-new-game button.primary').click();
      // The first game of a run fetches the board, three.js and the bots' workers: 32 s with the
      // machine's load average at 25 (a wait, not a measured figure).
      await page.locator('so-orders-panel button.area').first().waitFor({ timeout: 60_000 });
      expect(await violations(page), 'game').toEqual([]);
      // The board as text, opened (it stays open on this device, so the end screen shows it too).
      await page.locator('so-board-text button.toggle').click();
      await page.locator('so-board-text button.area').first().waitFor();
      expect(await violations(page), 'game with the board as text').toEqual([]);

      // The end of a game: the same position with a winner (the decision panel's end screen).
      await page.evaluate(() => {
        const app = document.querySelector('so-app') as unknown as {
          driver: { state(): object };
          startGame(options: object): Promise<void>;
        };
        return app.startGame({ players: 3, house: 'stark', tidesOfBattle: false, pace: 0, initial: { ...app.driver.state(), winner: 'stark' } });
      });
      await page.locator('so-decision-panel section.over').waitFor();
      await page.locator('so-board-text button.area').first().waitFor();
      expect(await violations(page), 'end screen').toEqual([]);
      // Five axe runs, the last three over the board as text too (each area's sentences, every
      // house's cards): minutes with the 2 cores shared by other test runs.
    }, 300_000);
  }

  // The replay page (Open a game file) of a bots replay: the third walk found it nested a second
  // <main> in the shell's and had no level-one heading.
  for (const locale of ['en-US', 'he-IL'] as const) {
    it(`${locale}: the replay page of a game file has no violation`, async () => {
      const open = await openPage({ path: '/', locale, width: 1280, height: 900 });
      pages.push(open);
      const { page } = open;
      await page.locator('so-open-game input[type="file"]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.locator('so-open-game input[type="file"]').setInputFiles({ name: 'bots.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(botsReplay())) });
      await page.locator('so-replay-view .step').waitFor({ timeout: 30_000 });
      expect(await violations(page), 'replay page').toEqual([]);
    }, 120_000);
  }
});

/** A bots replay as the app downloads one ({ config, moves }): a 3-player game to round 2. */
function botsReplay(): { config: { players: number }; moves: unknown[] } {
  const queue: (() => void)[] = [];
  const driver = createLocalDriver({ config: { players: 3 }, seed: new Uint8Array(32).fill(7), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0 && driver.state().round < 2) queue.shift()!();
  driver.dispose();
  return { config: { players: 3 }, moves: driver.log().map((e) => e.move) };
}
