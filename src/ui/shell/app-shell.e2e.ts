// <so-app> in Chromium: from the page `npm start` serves, one click (or Enter) starts a 6-player
// game against bots with a random house; the board draws (time recorded), the decision panel asks
// for orders, with the focus in the decision panel (the pressed button gone); on a phone the panels stack under the board, the HUD collapses, and taps work.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifactsDir, openPage, recordFigures, type OpenPage } from '../common/browser.testkit';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

/** A seeded 3-player game as Stark, started with Enter on the setup page's focused Play button. */
async function startByKeyboard(): Promise<OpenPage> {
  // Kept in `open` at once, so that afterEach closes the page whatever fails next.
  const opened = (open = await openPage({ path: '/?seed=' + '01'.repeat(32), width: 1280, height: 860 }));
  const { page } = opened;
  await page.locator('so-new-game select[name="players"]').selectOption('3');
  await page.locator('so-new-game select[name="house"]').selectOption('stark');
  await page.locator('so-new-game button.primary').focus();
  await page.keyboard.press('Enter');
  return opened;
}

const frames = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector('so-app')?.shadowRoot?.querySelector('so-game-board') as unknown as { board: { stats(): { frames: number } } | null } | null;
    return board?.board?.stats().frames ?? 0;
  });

describe('<so-app>', () => {
  it('one click starts a 6-player game against bots: board drawn, orders asked for', async () => {
    open = await openPage({ path: '/', width: 1280, height: 860 });
    const { page } = open;
    await page.locator('so-new-game button.primary').waitFor();
    expect(await page.locator('so-new-game select[name="players"]').inputValue()).toBe('6');
    expect(await page.locator('so-new-game select[name="house"]').inputValue()).toBe(''); // random
    const t0 = await page.evaluate(() => performance.now());
    await page.locator('so-new-game button.primary').click();
    let t1 = 0;
    await expect.poll(async () => ((await frames(page)) > 0 ? (t1 = await page.evaluate(() => performance.now())) : 0), { timeout: 20_000, interval: 20 }).toBeGreaterThan(0);
    recordFigures({ 'app: click on "Play against bots" to first rendered board (ms)': Math.round(t1 - t0) });
    await expect.poll(() => page.locator('so-decision-panel h2').innerText()).toBe('Place your orders');
    const me = await page.locator('so-app header .me').innerText();
    expect(me).toMatch(/^You play (Stark|Lannister|Baratheon|Greyjoy|Tyrell|Martell)$/);
    expect(await page.locator('so-game-hud tbody tr').count()).toBe(6);
    // Placing nothing yet: the bots seal theirs, and the panel names them as sealed, mine as awaited.
    await expect.poll(() => page.locator('so-decision-panel .sealed-others').innerText(), { timeout: 10_000 }).toMatch(/^Sealed already: \w+, \w+, \w+, \w+ and \w+$/);
    expect(await page.locator('so-seat-clocks li.waited').count()).toBe(1);
    await page.screenshot({ path: `${artifactsDir()}/app-6-players.png` });
    await page.locator('so-app header button', { hasText: 'New game' }).click();
    await page.locator('so-new-game').waitFor();
  });

  it('plays from the keyboard: Enter starts the game; Enter on a focused area, then on a focused token, places it', async () => {
    const { page } = await startByKeyboard();
    const orders = page.locator('so-orders-panel');
    await orders.locator('button.area').first().waitFor();
    // The button pressed is gone: the focus is on the decision panel's first control, the first area
    // (not on the body, from where Tab goes through the header and the board first), so a key places.
    const focused = () =>
      page.evaluate(() => {
        let el: Element | null | undefined = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.getAttribute('data-area') ?? el?.tagName.toLowerCase() ?? null;
      });
    await expect.poll(focused).toBe('the-shivering-sea');
    await page.keyboard.press('d');
    expect(await orders.locator('button.area[data-area="the-shivering-sea"] .placed').innerText()).toBe('Defense +1');
    await orders.locator('button.area[data-area="winterfell"]').focus();
    await page.keyboard.press('Enter');
    await orders.locator('button[data-token="march-0"]').focus();
    await page.keyboard.press('Enter');
    expect(await orders.locator('button.area[data-area="winterfell"] .placed').innerText()).toBe('March +0');
    // The focus ring is visible (style: :focus-visible outline).
    const outline = await orders.locator('button[data-token="march-0"]').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
  });

  it('from one decision to the next by keyboard: the next decision’s first control has the focus', async () => {
    const { page } = await startByKeyboard();
    const deep = () =>
      page.evaluate(() => {
        const hosts: string[] = [];
        let el: Element | null | undefined = document.activeElement;
        while (el?.shadowRoot?.activeElement) {
          hosts.push(el.tagName.toLowerCase());
          el = el.shadowRoot.activeElement;
        }
        return `${hosts.join(' > ')} > ${el?.tagName.toLowerCase() ?? 'none'}`;
      });
    await expect.poll(deep).toContain('so-orders-panel > button');
    // Three orders by their keys (each moves on to the next area), then Enter on Seal, which they focused.
    for (const key of ['d', 'd', 'm']) await page.keyboard.press(key);
    await expect.poll(deep).toContain('so-orders-panel > button');
    const sealed = await page.evaluate(() => {
      const d = (document.querySelector('so-app') as unknown as { driver: { pending(): { id: string; house: string | null }[]; me(): string | null } }).driver;
      return d.pending().find((p) => p.house === d.me())?.id ?? null;
    });
    // Between the Seal and Stark's next decision (the bots move first): where the focus is, every 20 ms.
    await page.evaluate(() => {
      const w = window as unknown as { gapFocus: string[] };
      w.gapFocus = [];
      const d = (document.querySelector('so-app') as unknown as { driver: { pending(): { house: string | null }[]; me(): string | null } }).driver;
      const timer = setInterval(() => {
        if (d.pending().some((p) => p.house === d.me())) {
          if (w.gapFocus.length > 0) clearInterval(timer);
          return;
        }
        const hosts: string[] = [];
        let el: Element | null | undefined = document.activeElement;
        while (el?.shadowRoot?.activeElement) {
          hosts.push(el.tagName.toLowerCase());
          el = el.shadowRoot.activeElement;
        }
        w.gapFocus.push([...hosts, el?.tagName.toLowerCase() ?? 'none'].join(' > '));
      }, 20);
    });
    await page.keyboard.press('Enter');
    // The next decision of Stark's (the Raven, a march…): the Seal button is gone, the focus is on its panel's first control.
    await page.waitForFunction((sealed) => {
      const d = (document.querySelector('so-app') as unknown as { driver: { pending(): { id: string; house: string | null }[]; me(): string | null } }).driver;
      const mine = d.pending().find((p) => p.house === d.me())?.id ?? null;
      return mine !== null && mine !== sealed;
    }, sealed, { timeout: 60_000 });
    await expect.poll(deep).toMatch(/so-decision-panel > (so-\w+-\w+ > )?(button|select)$/);
    // Meanwhile the panel kept the focus (it says whom the table waits for), not the body, from where Tab starts at the header.
    const gap = await page.evaluate(() => (window as unknown as { gapFocus: string[] }).gapFocus);
    expect(gap.length).toBeGreaterThan(0);
    expect(gap.at(-1)).toBe('so-app > so-decision-panel > p');
    // And Tab still goes into the panel (its host has no negative tabindex, which would take its shadow tree out of the Tab order).
    expect(await page.locator('so-app so-decision-panel').getAttribute('tabindex')).toBeNull();
  });

  it('from the first page by keyboard: the page a button opens takes the focus the button took away', async () => {
    open = await openPage({ path: '/', width: 1280, height: 860 });
    const { page } = open;
    const deep = () =>
      page.evaluate(() => {
        const path: string[] = [];
        let el: Element | null | undefined = document.activeElement;
        while (el) {
          path.push(el.tagName.toLowerCase() + (el.getAttribute('name') === null ? '' : `[name=${el.getAttribute('name')}]`));
          el = el.shadowRoot?.activeElement;
        }
        return path.join(' > ');
      });
    // Play with friends: the name field, where typing goes (before, the body: Tab went through the language picker first).
    await page.locator('so-landing button.friends').focus();
    await page.keyboard.press('Enter');
    await expect.poll(deep).toBe('so-app > so-lobby > input[name=name]');
    await page.locator('so-app p.switch button').click();
    // See open tables: its heading, from where Tab reaches the list and the relays.
    await page.locator('so-landing button.strangers').focus();
    await page.keyboard.press('Enter');
    await expect.poll(deep).toBe('so-app > so-open-tables > h1');
    // Open a table for strangers: the lobby's name field again.
    await page.keyboard.press('Tab');
    await page.locator('so-open-tables button.own').focus();
    await page.keyboard.press('Enter');
    await expect.poll(deep).toBe('so-app > so-lobby > input[name=name]');
  });

  it('?autoplay lets a bot play this page’s seat in a game against bots too, and says so', async () => {
    open = await openPage({ path: '/?autoplay&seed=' + '02'.repeat(32), width: 1280, height: 860 });
    const { page } = open;
    await page.locator('so-new-game select[name="players"]').selectOption('3');
    await page.locator('so-new-game select[name="pace"]').selectOption('0');
    await page.locator('so-new-game button.primary').click();
    await page.locator('so-app p.bot-seat').waitFor({ timeout: 20_000 });
    // Nobody touches the page: the game goes past round 1 all the same.
    const round = () => page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { state(): { round: number } } | null }).driver?.state().round ?? 0);
    await expect.poll(round, { timeout: 60_000, interval: 500 }).toBeGreaterThan(1);
    // A reload resumes the game (#game=…), and ?autoplay with it: the bot plays on.
    const before = await round();
    await page.reload();
    await page.locator('so-app p.bot-seat').waitFor({ timeout: 20_000 });
    await expect.poll(round, { timeout: 60_000, interval: 500 }).toBeGreaterThan(before);
    // The seat taken back: the bot stops, and the page no longer says it plays.
    await page.locator('so-app p.bot-seat button.take-back').click();
    expect(await page.locator('so-app p.bot-seat').count()).toBe(0);
    expect(await page.evaluate(() => location.search)).not.toContain('autoplay');
  }, 90_000);

  it('on a phone: board above, panels below, HUD collapsed, tokens placed by tapping', async () => {
    open = await openPage({ path: '/', width: 390, height: 844, touch: true });
    const { page } = open;
    await page.locator('so-new-game select[name="players"]').selectOption('4');
    await page.locator('so-new-game button.primary').tap();
    await expect.poll(() => frames(page), { timeout: 20_000 }).toBeGreaterThan(0);
    const board = await page.locator('so-app so-game-board').boundingBox();
    const panel = await page.locator('so-app so-decision-panel').boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(board!.y + board!.height - 1);
    expect(board!.width).toBeGreaterThan(370);
    expect(await page.locator('so-game-hud .detail').isVisible()).toBe(false);
    // The log has no line before the first move: a small box, not 40% of the screen of nothing.
    expect(await page.locator('so-game-log li').count()).toBe(0);
    expect((await page.locator('so-app so-game-log').boundingBox())!.height).toBeLessThan(150);
    const orders = page.locator('so-orders-panel');
    const area = orders.locator('button.area').first();
    await area.tap();
    await orders.locator('button[data-token="defense-1a"]').tap();
    expect(await area.locator('.placed').innerText()).toBe('Defense +1');
    await page.screenshot({ path: `${artifactsDir()}/app-phone.png`, fullPage: true });
  });

  it('on a phone, War of the Ring’s decision comes before its table, not under it', async () => {
    open = await openPage({ path: '/', width: 390, height: 844, touch: true });
    const { page } = open;
    await page.locator('so-new-game select[name="game"]').selectOption('wotr');
    await page.locator('so-new-game button.primary').tap();
    const decisions = page.locator('so-wotr-game so-wotr-decisions');
    await decisions.locator('input[type="checkbox"]').first().waitFor({ timeout: 30_000 });
    const choice = (await decisions.boundingBox())!;
    const table = (await page.locator('so-wotr-game so-wotr-table').boundingBox())!;
    expect(choice.y).toBeLessThan(table.y);
    // On the first screen of the page, under the title and the status line (wherever the page has scrolled to).
    const scrolled = await page.evaluate(() => Math.max(window.scrollY, document.querySelector('so-app')!.shadowRoot!.querySelector('main')!.scrollTop));
    expect(choice.y + scrolled).toBeLessThan(844);
  });

  it('a rematch joined from the end of a game says whose click opens it, not that a friend sent a link', async () => {
    open = await openPage({ path: '/' });
    const { page } = open;
    await page.locator('so-new-game').waitFor();
    // What "Rematch with this table" leaves on a page that did not play seat 0 (startRematch): the
    // new lobby's link in the address, the lobby shown, and the house whose player opens it.
    await page.evaluate(() => {
      history.replaceState(null, '', '/#lobby=0123456789abcdef');
      const app = document.querySelector('so-app') as unknown as { rematchGuestOf: string; withFriends: boolean };
      app.rematchGuestOf = 'stark';
      app.withFriends = true;
    });
    const wait = page.locator('so-app .rematch-wait');
    await wait.waitFor();
    expect(await wait.innerText()).toBe('Rematch with the same table: the player of Stark (the first seat) opens this lobby by choosing “Rematch with this table” too, so it answers only once they have.');
    expect(await page.locator('so-link-arrival').count()).toBe(0);
    // Centred above the lobby's card, not against the page's left edge.
    const box = (await wait.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThan(0);
    expect(Math.abs(box.x - (width - box.x - box.width))).toBeLessThan(2);
    await page.locator('so-lobby').waitFor();
    // Leaving for a game against bots forgets the rematch.
    await page.locator('so-app p.switch button').click();
    await page.locator('so-new-game').waitFor();
    expect(await page.locator('so-app .rematch-wait').count()).toBe(0);
  });

  it('the rematch’s wait line goes once the lobby answers', async () => {
    // Ann's page opens a table (as the first seat's Rematch does); Bob's page waits for it as a rematch guest.
    const ann = await openPage({ path: '/' });
    try {
      await ann.page.locator('so-landing button.friends').click();
      await ann.page.locator('so-lobby input[name="name"]').fill('Ann');
      await ann.page.locator('so-lobby button.create').click();
      await expect.poll(() => ann.page.locator('so-lobby input.link').inputValue(), { timeout: 20_000 }).toMatch(/#lobby=[0-9a-f]+$/);
      const link = await ann.page.locator('so-lobby input.link').inputValue();
      open = await openPage({ path: '/' });
      const { page } = open;
      await page.locator('so-new-game').waitFor();
      await page.evaluate((hash) => {
        history.replaceState(null, '', `/${hash}`);
        const app = document.querySelector('so-app') as unknown as { rematchGuestOf: string; withFriends: boolean };
        app.rematchGuestOf = 'stark';
        app.withFriends = true;
      }, link.slice(link.indexOf('#')));
      await page.locator('so-lobby .table-look p.table').waitFor({ timeout: 30_000 });
      // "… so it answers only once they have": it has, and the line no longer says it will.
      await expect.poll(() => page.locator('so-app .rematch-wait').count()).toBe(0);
    } finally {
      await ann.close();
    }
  }, 60_000);
});
