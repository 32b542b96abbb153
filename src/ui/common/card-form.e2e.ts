// The setup cards (card-form.styles.ts) on a phone, 390 CSS px wide: every field of the new-game
// form and of a creator's lobby (its settings, rule options, time limits and relays) lies inside the
// viewport, where a finger reaches it. The third walk found the lobby's settings running to 560 px,
// clipped by the card: the edition, the player count and the time limits could not be reached.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifactsDir, openPage, type OpenPage } from './browser.testkit';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

/** The fields of `host` (searched through the app's shadow roots) whose right edge passes the viewport's. */
function pastTheEdge(page: Page, host: string): Promise<string[]> {
  return page.evaluate((host) => {
    const find = (root: ParentNode): Element | null => {
      const hit = root.querySelector(host);
      if (hit !== null) return hit;
      for (const el of root.querySelectorAll('*')) {
        const inner = el.shadowRoot === null ? null : find(el.shadowRoot);
        if (inner !== null) return inner;
      }
      return null;
    };
    const el = find(document);
    if (el?.shadowRoot == null) return [`no ${host}`];
    return [...el.shadowRoot.querySelectorAll('select, input, textarea, button, fieldset')]
      .map((f) => ({ f, right: f.getBoundingClientRect().right }))
      .filter(({ right }) => right > innerWidth + 1)
      .map(({ f, right }) => `${f.tagName.toLowerCase()}[name=${f.getAttribute('name') ?? ''}] ends at ${Math.round(right)} px`);
  }, host);
}

describe('setup cards on a phone', () => {
  it('the new-game form and a creator’s lobby keep every field within 390 px', async () => {
    open = await openPage({ path: '/', width: 390, height: 844, touch: true });
    const { page } = open;
    await page.locator('so-new-game button.primary').waitFor();
    expect(await pastTheEdge(page, 'so-new-game')).toEqual([]);
    await page.locator('so-landing button.friends').tap();
    await page.locator('so-lobby input[name="name"]').fill('Ann');
    await page.locator('so-lobby button.create').tap();
    await page.locator('so-lobby select[name="players"]').waitFor();
    expect(await pastTheEdge(page, 'so-lobby')).toEqual([]);
    await page.screenshot({ path: `${artifactsDir()}/lobby-phone.png`, fullPage: true });
  });
});
