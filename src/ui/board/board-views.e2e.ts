// The board of a 6-player game against bots at its start, as a player sees it on a laptop
// (1280 × 860) and a phone (390 × 844), with an area's card on hover and on a long press (issue 20's
// screenshots).
import { afterEach, describe, expect, it } from 'vitest';
import { areaPoint, artifactsDir, boardSettled, openPage, type OpenPage } from '../common/browser.testkit';

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages.splice(0)) {
    expect(p.errors).toEqual([]);
    await p.close();
  }
});

describe('the board of a 6-player game', () => {
  for (const [name, width, height] of [['laptop', 1280, 860], ['phone', 390, 844]] as const) {
    it(`is framed and readable on a ${name}`, async () => {
      const open = await openPage({ width, height, path: `/?seed=${'03'.repeat(32)}`, touch: name === 'phone' });
      pages.push(open);
      const { page } = open;
      await page.locator('so-new-game select[name="house"]').selectOption('stark');
      await page.locator('so-new-game button.primary').click();
      await page.locator('so-orders-panel button.area').first().waitFor({ timeout: 30_000 });
      await boardSettled(page, 30_000);
      await page.screenshot({ path: `${artifactsDir()}/board-start-${name}.png` });
      if (name === 'phone') {
        // A long press (touch held 0.7 s without moving) shows the area's card.
        const at = await areaPoint(page, 'highgarden');
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
        await page.waitForTimeout(700);
        await page.locator('so-game-board .card').waitFor();
        expect(await page.locator('so-game-board .card .name').innerText()).toBe('Highgarden');
        await page.screenshot({ path: `${artifactsDir()}/area-card-phone.png` });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      }
      if (name === 'laptop') {
        const at = await areaPoint(page, 'the-eyrie');
        await page.mouse.move(at.x, at.y);
        await page.locator('so-game-board .card').waitFor();
        expect(await page.locator('so-game-board .card .name').innerText()).toBe('The Eyrie');
        await page.screenshot({ path: `${artifactsDir()}/area-card-app.png` });
      }
    });
  }
});
