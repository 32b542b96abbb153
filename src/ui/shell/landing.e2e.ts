// The first page in Chromium (issue 20): what the game is and why it differs, four equal ways in
// (bots, friends, strangers' open tables, a link) on a laptop and a phone, each reachable by keyboard; a pasted link opens
// the arrival page, which explains the invitation around the lobby; a damaged link says so.
import { afterEach, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, type OpenPage } from '../common/browser.testkit';

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages.splice(0)) {
    expect(p.errors).toEqual([]);
    await p.close();
  }
});

describe('the first page', () => {
  it('says what the game is and offers four equal ways in, on a laptop and a phone', async () => {
    for (const [name, width, height] of [['laptop', 1280, 860], ['phone', 390, 844]] as const) {
      const open = await openPage({ width, height, path: '/' });
      pages.push(open);
      const landing = open.page.locator('so-landing');
      await landing.locator('h1').waitFor();
      expect(await landing.locator('.what').innerText()).toContain('A Game of Thrones');
      // Both editions are offered below: the line names the first too, not the second alone.
      expect(await landing.locator('.what').innerText()).toContain('(second edition, or the first of 2003)');
      expect(await landing.locator('.why').innerText()).toContain('nobody to trust');
      const ways = landing.locator('article.way');
      expect(await ways.locator('h2').allInnerTexts()).toEqual(['Play against bots', 'Play with friends', 'Play with strangers', 'Open a link or a saved game']);
      const boxes = await Promise.all([0, 1, 2, 3].map((i) => ways.nth(i).boundingBox()));
      // Equal: the same width, side by side on a laptop, stacked on a phone.
      for (const b of boxes) expect(Math.abs(b!.width - boxes[0]!.width)).toBeLessThan(2);
      if (name === 'laptop') expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(1);
      else expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
      await open.page.screenshot({ path: `${artifactsDir()}/first-page-${name}.png`, fullPage: true });
    }
  });

  it('reaches every way in by keyboard: Tab to "Create a game for friends", Enter shows the lobby', async () => {
    const open = await openPage({ path: '/' });
    pages.push(open);
    await open.page.locator('so-landing button.friends').waitFor();
    let focused = '';
    const seen: string[] = [];
    for (let i = 0; i < 12 && !focused.includes('friends'); i++) {
      await open.page.keyboard.press('Tab');
      focused = await open.page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.className ?? '';
      });
      seen.push(focused);
    }
    expect(focused, seen.join(' | ')).toContain('friends');
    await open.page.keyboard.press('Enter');
    await open.page.locator('so-lobby button.create').waitFor();
  });

  it('opens a pasted link on the arrival page, which explains the invitation around the lobby', async () => {
    const open = await openPage({ path: '/', width: 1280, height: 860 });
    pages.push(open);
    const input = open.page.locator('so-landing input[name="link"]');
    await input.fill('not a link');
    await open.page.locator('so-landing form.open button').click();
    expect(await open.page.locator('so-landing .problem').innerText()).toContain('not a game link');
    const link = `${new URL(open.page.url()).origin}/#lobby=0123456789abcdef`;
    await input.fill(link);
    await input.press('Enter');
    const arrival = open.page.locator('so-link-arrival');
    await arrival.locator('h1#arrival-title').waitFor();
    expect(open.page.url()).toBe(link);
    expect(await arrival.locator('h1#arrival-title').innerText()).toBe('You are invited to a table');
    expect(await arrival.locator('.steps li').count()).toBe(3);
    expect(await arrival.locator('.steps').innerText()).toContain('which are still open');
    await arrival.locator('so-lobby button.join').waitFor();
    await open.page.screenshot({ path: `${artifactsDir()}/link-arrival.png`, fullPage: true });
    // Taking a seat fetches this page's peer-to-peer seats (network-seats.ts, loaded on demand) for
    // its identity, then joins: nobody hosts this lobby, so it stays connecting, with no error.
    await arrival.locator('so-lobby button.join').click();
    await arrival.locator('so-lobby', { hasText: 'Connecting to the lobby' }).waitFor();
    expect(await open.page.locator('so-app p.failure').count()).toBe(0);
  });

  it('says a damaged game link is damaged, then forgets it once another way in is chosen', async () => {
    const open = await openPage({ path: '/#lobby=0123456789' });
    pages.push(open);
    const failure = open.page.locator('so-app p.failure[role="alert"]');
    await failure.waitFor();
    expect(await failure.innerText()).toMatch(/^This page was opened with a damaged game link/);
    await open.page.locator('so-landing button.friends').click();
    await open.page.locator('so-lobby button.create').waitFor();
    expect(await failure.count()).toBe(0);
  });
});
