// <so-lobby> by keyboard alone, as the third walk went (docs/walkthrough.md, "Third walk"): a name,
// Enter on "Open the table", then Tab to the seats and Enter on "Add bot" until the table is full,
// then Enter on Ready. Before the fix the focus fell to the body after "Open the table" and after
// each "Add bot" (its button goes with its seat), the seats' first "Add bot" was 19 Tabs away
// (behind every setting), and a second Enter added nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, type OpenPage } from '../common/browser.testkit';
import type { Page } from 'playwright-core';

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages) expect(p.errors).toEqual([]);
  for (const p of pages.splice(0)) await p.close();
});

/** The focused element through the shadow roots: its tag and class, or "body". */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el === null || el === document.body ? 'body' : `${el.tagName.toLowerCase()}.${el.className}`;
  });

describe('<so-lobby> by keyboard', () => {
  it('keeps the focus: Copy after Open the table, the next Add bot after Add bot, then Ready; the seats come before the settings', async () => {
    const p = await openPage({ path: '/lobby/lobby-demo.html' });
    pages.push(p);
    const { page } = p;
    const lobby = page.locator('so-lobby');
    await lobby.locator('input[name="name"]').focus();
    await page.keyboard.type('Ann');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button.primary create');
    await page.keyboard.press('Enter');
    await lobby.locator('input.link').waitFor();
    await expect.poll(() => focused(page)).toBe('button.copy');

    // From Copy to the first seat's Add bot: the creator's house select, then the button.
    let tabs = 0;
    while ((await focused(page)) !== 'button.add-bot' && tabs < 40) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(tabs).toBeLessThanOrEqual(3);

    // A table of three: Ann and two bots, each added by Enter where the focus is.
    await page.keyboard.press('Enter');
    await expect.poll(() => lobby.locator('li.seat .name', { hasText: '(bot)' }).count()).toBe(1);
    await expect.poll(() => focused(page)).toBe('button.add-bot');
    await page.keyboard.press('Enter');
    await expect.poll(() => lobby.locator('li.seat .name', { hasText: '(bot)' }).count()).toBe(2);
    await expect.poll(() => focused(page)).toBe('button.ready-button primary');
    await lobby.locator('section.card').screenshot({ path: `${artifactsDir()}/lobby-keyboard-creator.png` });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window as unknown as { events: { type: string }[] }).events.some((e) => e.type === 'lobby-ready'), null, { timeout: 30_000 });
  }, 60_000);

  it('Remove hands the focus to the seat it freed', async () => {
    const p = await openPage({ path: '/lobby/lobby-demo.html' });
    pages.push(p);
    const { page } = p;
    const lobby = page.locator('so-lobby');
    await lobby.locator('button.create').click();
    await lobby.locator('button.add-bot').first().click();
    await lobby.locator('button.remove').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => lobby.locator('li.seat .name', { hasText: '(bot)' }).count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('button.add-bot');
  }, 60_000);
});

describe('<so-lobby> by keyboard, joining', () => {
  it('Take a seat hands the focus to the lobby heading, not the body', async () => {
    // A lobby nobody serves: the card comes at once ("Connecting…"), which is all this looks at.
    const p = await openPage({ path: '/lobby/lobby-demo.html#lobby=0123456789abcdef' });
    pages.push(p);
    const { page } = p;
    await page.locator('so-lobby button.join').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1.lobby-heading');
  }, 60_000);
});

describe('<so-lobby> time limits', () => {
  // The third walk: each limit's unit select ("seconds") fell on the line under its number field, at every width.
  for (const width of [1400, 390]) {
    it(`puts each unit beside its number at ${width} px`, async () => {
      const p = await openPage({ path: '/lobby/lobby-demo.html', width });
      pages.push(p);
      const lobby = p.page.locator('so-lobby');
      await lobby.locator('button.create').click();
      for (const key of ['move', 'sealed', 'deck']) {
        const number = (await lobby.locator(`input[name="deadline-${key}"]`).boundingBox())!;
        const unit = (await lobby.locator(`select[name="deadline-unit-${key}"]`).boundingBox())!;
        // On the same line (their vertical middles within a few pixels), the unit after the number, inside the page.
        expect(Math.abs(number.y + number.height / 2 - (unit.y + unit.height / 2))).toBeLessThan(6);
        expect(unit.x).toBeGreaterThanOrEqual(number.x + number.width);
        expect(unit.x + unit.width).toBeLessThanOrEqual(width);
      }
      await lobby.locator('fieldset.settings').screenshot({ path: `${artifactsDir()}/lobby-time-limits-${width}.png` });
    }, 60_000);
  }
});
