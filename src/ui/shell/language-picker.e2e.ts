// The page's language in Chromium (issue 19): the browser's language by default, a picker reached by
// keyboard, the choice remembered across a reload, and `lang`/`dir` on the document (Hebrew right to left).
import { afterEach, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, type OpenPage } from '../common/browser.testkit';

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages.splice(0)) {
    expect(p.errors).toEqual([]);
    await p.close();
  }
});

const documentLanguage = (open: OpenPage) => open.page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('the language picker', () => {
  it('starts in the browser’s language: Hebrew, right to left, the page mirrored', async () => {
    const open = await openPage({ path: '/', locale: 'he-IL' });
    pages.push(open);
    await open.page.locator('so-landing article.way h2', { hasText: 'שחק נגד בוטים' }).waitFor();
    expect(await documentLanguage(open)).toEqual({ lang: 'he', dir: 'rtl' });
    // Mirrored: the first way in (bots) stands at the right.
    const ways = open.page.locator('so-landing article.way');
    const [first, last] = [await ways.nth(0).boundingBox(), await ways.nth(2).boundingBox()];
    expect(first!.x).toBeGreaterThan(last!.x);
    await open.page.screenshot({ path: `${artifactsDir()}/language-he-first-page.png`, fullPage: true });
  });

  it('is the first stop of the keyboard; a choice there switches the page and is remembered', async () => {
    const open = await openPage({ path: '/' });
    pages.push(open);
    await open.page.locator('so-landing h1').waitFor();
    expect(await documentLanguage(open)).toEqual({ lang: 'en', dir: 'ltr' });
    await open.page.keyboard.press('Tab');
    const focused = await open.page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.getAttribute('name') ?? '';
    });
    expect(focused).toBe('language');
    await open.page.keyboard.press('End'); // the last language: Hebrew
    await open.page.locator('so-landing article.way h2', { hasText: 'שחק עם חברים' }).waitFor();
    expect(await documentLanguage(open)).toEqual({ lang: 'he', dir: 'rtl' });
    await open.page.reload();
    await open.page.locator('so-landing article.way h2', { hasText: 'שחק עם חברים' }).waitFor();
    expect(await documentLanguage(open)).toEqual({ lang: 'he', dir: 'rtl' });
  });
});
