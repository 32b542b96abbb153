// <so-orders-panel> in Chromium: a token goes to the chosen area and the next open area is chosen;
// the star limit bars further special tokens; the draft is shown on the board (preview-change);
// "Seal these orders" waits until the set is complete and hands up the engine-ready move; clicks and
// key presses per orders decision are counted (issue 20), and the whole set can be placed by keys.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { choices, newGame, pending, type OrderChoice } from '../../../engine/index';
import { artifactsDir, clearPage, importInPage, mount, openPage, recordFigures, recorded, type OpenPage } from '../common/browser.testkit';

let open: OpenPage;
const state = newGame({ players: 6 });
const space = { ...(choices(state, pending(state).find((d) => d.house === 'stark')!) as OrderChoice), maxStars: 1 };

// One page for all the tests (clearPage empties it before each).
beforeAll(async () => {
  open = await openPage();
  await importInPage(open.page, '/ui/panels/orders-panel.ts');
});
beforeEach(async () => {
  await clearPage(open);
  await mount(open.page, 'so-orders-panel', { state, space }, ['request-move', 'preview-change']);
});
afterEach(() => {
  expect(open.errors).toEqual([]);
});
afterAll(async () => {
  await open.close();
});

describe('<so-orders-panel>', () => {
  it('places tokens area by area within the star limit, previews them, and seals a complete set', async () => {
    const panel = open.page.locator('so-orders-panel');
    const submit = panel.locator('button.submit');
    expect(await panel.locator('button.area[aria-pressed="true"]').getAttribute('data-area')).toBe(space.areas[0]);
    await panel.locator('button[data-token="march-plus-1"]').click();
    // The next area without a token is chosen; with one star used, the other stars are barred.
    expect(await panel.locator('button.area[aria-pressed="true"]').getAttribute('data-area')).toBe(space.areas[1]);
    expect(await panel.locator('button[data-token="raid-special"]').isDisabled()).toBe(true);
    expect(await panel.locator('button[data-token="raid-a"]').isDisabled()).toBe(false);
    await panel.locator('button[data-token="raid-a"]').click();
    expect(await submit.isDisabled()).toBe(true);
    await panel.locator('button[data-token="defense-1a"]').click();
    expect(await submit.isDisabled()).toBe(false);
    const preview = (await recorded<{ highlight: string[]; orders: unknown[] }>(open.page, 'preview-change')).at(-1)!;
    expect(preview).toEqual({ highlight: [], orders: expect.arrayContaining([{ area: space.areas[0], token: 'march-plus-1' }]) });
    await submit.click();
    expect(await recorded(open.page, 'request-move')).toEqual([
      {
        move: {
          kind: 'place-orders',
          house: 'stark',
          orders: [
            { area: space.areas[0], token: 'march-plus-1' },
            { area: space.areas[1], token: 'raid-a' },
            { area: space.areas[2], token: 'defense-1a' },
          ],
        },
      },
    ]);
  });

  it('takes a token off an area, and clears all', async () => {
    const panel = open.page.locator('so-orders-panel');
    await panel.locator('button[data-token="support-a"]').click();
    await panel.locator('button.clear').click();
    expect(await panel.locator('button.area .placed').allInnerTexts()).toEqual(['—', '—', '—']);
    await panel.locator('button[data-token="support-a"]').click();
    await panel.locator('button', { hasText: 'Clear' }).last().click();
    expect(await panel.locator('button.area .placed').allInnerTexts()).toEqual(['—', '—', '—']);
  });

  it('costs one click per order plus the seal, with no hunt for the next area (issue 20)', async () => {
    const { page } = open;
    await page.evaluate(() => {
      const w = window as unknown as { clicks: number };
      w.clicks = 0;
      document.body.addEventListener('click', () => (w.clicks += 1), true);
    });
    const panel = page.locator('so-orders-panel');
    for (const token of ['march-0', 'support-a', 'defense-1a']) await panel.locator(`button[data-token="${token}"]`).click();
    await panel.locator('button.submit').click();
    const clicks = await page.evaluate(() => (window as unknown as { clicks: number }).clicks);
    expect((await recorded<{ move: { orders: unknown[] } }>(page, 'request-move'))[0]!.move.orders).toHaveLength(space.areas.length);
    expect(clicks).toBe(space.areas.length + 1);
    recordFigures({
      'orders: clicks per orders decision (Stark, 3 areas)': clicks,
      'orders: clicks per order placed': Math.round((clicks / space.areas.length) * 100) / 100,
    });
  });

  it('places and seals a whole set from the keyboard: a letter per order, then Enter', async () => {
    const { page } = open;
    const panel = page.locator('so-orders-panel');
    await panel.locator('button.area').first().focus();
    await page.keyboard.press('Shift+M'); // March +1 ★
    expect(await panel.locator('button.area[aria-pressed="true"]').getAttribute('data-area')).toBe(space.areas[1]);
    await page.keyboard.press('Shift+D'); // the star limit (1) is reached: nothing placed
    expect(await panel.locator('button.area .placed').allInnerTexts()).toEqual(['March +1 ★', '—', '—']);
    await page.keyboard.press('s');
    await page.keyboard.press('ArrowUp'); // back to the first area, and replace its token
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('m');
    expect(await panel.locator('button.area .placed').allInnerTexts()).toEqual(['March +0', 'Support', '—']);
    await page.keyboard.press('d');
    await page.screenshot({ path: `${artifactsDir()}/orders-by-keyboard.png` });
    await page.keyboard.press('Enter');
    const moves = await recorded<{ move: { orders: { area: string; token: string }[] } }>(page, 'request-move');
    expect(moves[0]!.move.orders.map((o) => o.token)).toEqual(['march-0', 'support-a', 'defense-1a']);
  });

  it('counts the key presses of a decision made by keyboard alone', async () => {
    const { page } = open;
    await page.evaluate(() => {
      const w = window as unknown as { keys: number };
      w.keys = 0;
      document.body.addEventListener('keydown', () => (w.keys += 1), true);
    });
    await page.locator('so-orders-panel button.area').first().focus();
    for (const key of ['m', 's', 'd', 'Enter']) await page.keyboard.press(key);
    expect(await recorded(page, 'request-move')).toHaveLength(1);
    const keys = await page.evaluate(() => (window as unknown as { keys: number }).keys);
    expect(keys).toBe(space.areas.length + 1);
    recordFigures({ 'orders: key presses per orders decision (Stark, 3 areas)': keys });
  });
});
