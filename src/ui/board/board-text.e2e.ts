// <so-board-text> in Chromium: the board in words — areas grouped by holder with the area card's
// sentences, face-down orders, the areas to choose now, the tracks and houses, what only my house
// knows — one Tab stop for the areas with the arrow keys between them, Enter sending the same
// `board-pick` a click on the 3D board sends, the live region saying the decision asked of me,
// and the disclosure remembered on this device.
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../../engine/index';
import { importInPage, mount, openPage, recorded, type OpenPage } from '../common/browser.testkit';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

describe('<so-board-text>', () => {
  it('says every area by holder, the tracks and houses; arrows and Enter pick an area as the board does', async () => {
    open = await openPage({ width: 900, height: 900 });
    const { page } = open;
    await page.evaluate(() => localStorage.setItem('sealed-orders/board-text', 'open'));
    await importInPage(page, '/ui/board/board-text.ts');
    const state = newGame({ players: 3 });
    await mount(
      page,
      'so-board-text',
      {
        state,
        me: 'lannister',
        highlight: ['lannisport', 'stoney-sept'],
        sealedOrders: [{ area: 'winterfell', house: 'stark' }],
        privateCards: { wildlingTop: 'mammoth-riders', tidesCard: null },
        pending: [{ id: 'o1', kind: 'place-orders', house: 'lannister' }],
      },
      ['board-pick'],
    );
    const view = page.locator('so-board-text');
    // My house's areas first, by name; then the others' in seat order; then nobody's.
    const groups = await view.locator('.areas h4').allTextContents();
    expect(groups.map((g) => g.trim())).toEqual(['Lannister: 4 areas', 'Stark: 3 areas', 'Baratheon: 3 areas', expect.stringMatching(/^Held by nobody: \d+ areas$/)]);
    expect(await view.locator('#facts-lannisport').textContent()).toBe(
      'Lannister: a Footman and a Knight. Lannister’s Garrison. Stronghold (2 mustering points, counts for victory). 2 supply barrels. No power crowns. Home area of Lannister.',
    );
    expect(await view.locator('#facts-winterfell').textContent()).toContain('Stark’s order, face down.');
    expect(await view.locator('ul.choose button').allTextContents()).toEqual(['Lannisport', 'Stoney Sept']);
    expect(await view.locator('.areas li.lit button.area').count()).toBe(2);
    expect(await view.locator('ol.track').first().locator('li').allTextContents()).toEqual(['Baratheon', 'Lannister', 'Stark']);
    expect(await view.locator('ul.known').textContent()).toContain('Mammoth Riders');
    expect(await view.locator('.live').textContent()).toContain('Your turn: Place your orders');

    // One Tab stop for all the areas; arrows and Home move; Enter picks.
    expect(await view.locator('button.area[tabindex="0"]').count()).toBe(1);
    await view.locator('button.area').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const third = await view.locator('button.area').nth(2).getAttribute('data-area');
    expect(await view.locator('button.area[tabindex="0"]').getAttribute('data-area')).toBe(third);
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    const first = await view.locator('button.area').first().getAttribute('data-area');
    expect(await recorded(page, 'board-pick')).toEqual([
      { kind: 'area', area: third },
      { kind: 'area', area: first },
    ]);
    await view.locator('button.choose[data-pick="stoney-sept"]').press('Enter');
    expect((await recorded<{ area: string }>(page, 'board-pick')).at(-1)).toEqual({ kind: 'area', area: 'stoney-sept' });

    // Closed, it keeps its live region; the choice is kept on this device.
    await view.locator('button.toggle').press('Enter');
    expect(await view.locator('button.toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await view.locator('button.area').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('sealed-orders/board-text'))).toBe('closed');
    expect(await view.locator('.live').count()).toBe(1);
  });
});
