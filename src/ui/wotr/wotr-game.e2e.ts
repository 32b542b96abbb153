// War of the Ring: The Card Game in the real app, by keyboard only: the new-game form's game picked
// with the arrow keys (the preview notice shown there), the game started with Enter, the setup's
// cycle of 2 cards picked with Space and confirmed, several turns played (a card played step by step
// when one can be: action, card, target, cost; else a pass), then the bot handed this seat for the
// rest; the end names the winner, and the signed log downloaded from it is certified by `verifyLog`.
// The page in Hebrew shows no key in English. axe-core finds no violation in a game (Hebrew) or at its end.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WOTR } from '../../games/wotr';
import { verifyLog } from '../../session/verify-log';
import { artifactsDir, openPage, recordFigures, type OpenPage } from '../common/browser.testkit';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

/** The focused element through shadow roots: its tag, type and words. */
function focused(page: Page): Promise<{ tag: string; type: string; text: string }> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return { tag: el?.tagName.toLowerCase() ?? '', type: (el as HTMLInputElement | null)?.type ?? '', text: (el as HTMLElement | null)?.innerText?.trim() ?? '' };
  });
}

/** Tabs (forward) to the first control whose words start with one of `labels`; false when none comes within `max` presses. */
async function tabTo(page: Page, labels: readonly string[], max = 40): Promise<string | null> {
  for (let i = 0; i < max; i++) {
    const f = await focused(page);
    const hit = labels.find((l) => f.text.startsWith(l));
    if (hit !== undefined) return hit;
    await page.keyboard.press('Tab');
  }
  return null;
}

/** axe-core's violations on the page now (as test/e2e/accessibility.e2e.ts runs it), each as "rule (impact): its first elements". */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const found = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(' ')}`);
}

const decisions = (page: Page) => page.locator('so-wotr-game so-wotr-decisions');

/** Waits until this seat has a decision (its heading shows) and the focus is in the panel. */
async function untilDecision(page: Page): Promise<string> {
  await expect.poll(async () => (await decisions(page).locator('h2').count()) > 0 && (await focused(page)).tag !== 'body', { timeout: 30_000 }).toBe(true);
  return decisions(page).locator('h2').innerText();
}

describe('<so-wotr-game> in the app', () => {
  it('picks War of the Ring, plays turns by keyboard, hands the rest to the bot and downloads a log that verify certifies', async () => {
    open = await openPage({ path: '/?seed=' + '05'.repeat(32), width: 1280, height: 900 });
    const { page } = open;
    const form = page.locator('so-new-game');
    await form.locator('select[name="game"]').waitFor();
    // The game, by keyboard: A Game of Thrones is the default; the arrow picks War of the Ring.
    await form.locator('select[name="game"]').focus();
    await page.keyboard.press('ArrowDown');
    expect(await form.locator('select[name="game"]').inputValue()).toBe('wotr');
    expect(await form.locator('#wotr-preview').innerText()).toBe('Preview: card values are placeholders until checked against the printed cards.');
    expect(await form.locator('select[name="wotr-seat"] option').allInnerTexts()).toEqual(['Gandalf (Free Peoples)', 'Balrog of Moria (Shadow)']);
    await page.keyboard.press('Tab'); // the side: Gandalf
    await page.keyboard.press('Tab'); // the button
    expect((await focused(page)).text).toBe('Play against a bot');
    const t0 = Date.now();
    await page.keyboard.press('Enter');

    const game = page.locator('so-wotr-game');
    await game.locator('h1').waitFor();
    expect(await game.locator('.preview').innerText()).toBe('Preview: card values are placeholders until checked against the printed cards.');
    expect(await game.locator('.me').innerText()).toBe('You play Gandalf (Free Peoples)');

    // Setup: 2 of the 7 cards drawn, picked with Space, then Confirm (enabled only with two picked).
    expect(await untilDecision(page)).toBe('Choose 2 cards to cycle');
    recordFigures({ 'wotr: Enter on "Play against a bot" to the first decision (ms)': Date.now() - t0 });
    expect(await game.locator('so-wotr-table .hand li').count()).toBe(7);
    expect((await focused(page)).type).toBe('checkbox');
    await page.keyboard.press('Space');
    expect(await decisions(page).locator('button.confirm').isDisabled()).toBe(true); // one card is not a legal cycle
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await decisions(page).locator('button.confirm').isDisabled()).toBe(false);
    expect(await tabTo(page, ['Confirm'])).toBe('Confirm');
    await page.keyboard.press('Enter');

    // Several of this seat's decisions by keyboard: a card played when one can be, each step a focused button; else the first choice.
    let played = 0;
    let turns = 0;
    for (; turns < 6; turns++) {
      const heading = await untilDecision(page);
      const choices = await decisions(page).locator('button.choice').allInnerTexts();
      if (heading === 'Your action' && choices.includes('Play a card')) {
        expect(await tabTo(page, ['Play a card'], choices.length)).toBe('Play a card');
        await page.keyboard.press('Enter'); // the action
        for (let step = 0; step < 3 && (await decisions(page).locator('h2').count()) > 0 && (await decisions(page).locator('.path').count()) > 0; step++) {
          expect((await focused(page)).tag).toBe('button');
          await page.keyboard.press('Enter'); // the first card, target, cost
        }
        played++;
      } else if ((await focused(page)).type === 'checkbox') {
        // Cards picked together (casualties): Space on each offered until Confirm is enabled.
        for (let i = 0; i < 8 && (await decisions(page).locator('button.confirm').isDisabled()); i++) {
          if ((await focused(page)).type === 'checkbox') await page.keyboard.press('Space');
          await page.keyboard.press('Tab');
        }
        await decisions(page).locator('button.confirm').focus();
        await page.keyboard.press('Enter');
      } else {
        await page.keyboard.press('Enter');
      }
    }
    expect(played).toBeGreaterThan(0);
    // The log names the plays with their cards, opened to everyone.
    expect(await game.locator('.log li.move', { hasText: 'Gandalf plays' }).count()).toBeGreaterThan(0);
    expect(await game.locator('.log li.move', { hasText: 'Balrog of Moria' }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${artifactsDir()}/wotr-game.png` });

    // The rest by the bot: the bar's button, by keyboard.
    await game.locator('button.autoplay').focus();
    await page.keyboard.press('Enter');
    const t1 = Date.now();
    await game.locator('.end').waitFor({ timeout: 60_000 });
    recordFigures({ 'wotr: the rest of the game played by both bots in the page (ms)': Date.now() - t1 });
    const winner = await game.locator('.end p').first().innerText();
    expect(winner).toMatch(/^(The Free Peoples win|The Shadow wins), \d+ to \d+ \(Free Peoples to Shadow\)\.$/);
    await page.screenshot({ path: `${artifactsDir()}/wotr-end.png` });
    expect(await violations(page)).toEqual([]);

    // The signed log, downloaded from the end by keyboard, is certified with the winner shown.
    await game.locator('button.end-download').focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^wotr-[0-9a-f]{12}\.log$/);
    const saved = `${artifactsDir()}/wotr-game.log`;
    await download.saveAs(saved);
    const bytes = new Uint8Array(await readFile(saved));
    const verdict = verifyLog(bytes, WOTR);
    expect(verdict.kind).toBe('certified');
    if (verdict.kind === 'certified') expect(winner.startsWith(verdict.winner === 'fp' ? 'The Free Peoples' : 'The Shadow')).toBe(true);

    // New game: back to the form, A Game of Thrones' flow untouched.
    await game.locator('button.leave').click();
    await form.locator('select[name="game"]').waitFor();
  });

  it('speaks Hebrew, right to left, no key of the form, the table, the decision or the log shown in English', async () => {
    open = await openPage({ path: '/?seed=' + '06'.repeat(32), locale: 'he-IL', width: 1280, height: 900 });
    const { page } = open;
    const form = page.locator('so-new-game');
    await form.locator('select[name="game"]').selectOption('wotr');
    await form.locator('button.primary').click();
    const game = page.locator('so-wotr-game');
    await game.locator('h1').waitFor();
    await untilDecision(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const missing = await page.evaluate(() => (globalThis as unknown as { __soI18n: { missing(): string[] } }).__soI18n.missing());
    expect(missing).toEqual([]); // no key computed in English for want of a translation
    expect(await game.locator('.preview').innerText()).toBe('גרסה מקדימה: ערכי הקלפים זמניים עד שייבדקו מול הקלפים המודפסים.');
    await page.screenshot({ path: `${artifactsDir()}/wotr-he.png` });
    expect(await violations(page)).toEqual([]); // a game in progress, right to left
  });
});
