// <so-orders-panel> in Chromium: a token goes to the chosen area and the next open area is chosen;
// the star limit bars further special tokens; the draft is shown on the board (preview-change);
// "Seal these orders" waits until the set is complete and hands up the engine-ready move.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { choices, newGame, pending, type OrderChoice } from '../../engine/index';
import { importInPage, mount, openPage, recorded, type OpenPage } from './browser.testkit';

let open: OpenPage;
const state = newGame({ players: 6 });
const space = { ...(choices(state, pending(state).find((d) => d.house === 'stark')!) as OrderChoice), maxStars: 1 };

beforeEach(async () => {
  open = await openPage();
  await importInPage(open.page, '/ui/orders-panel.ts');
  await mount(open.page, 'so-orders-panel', { state, space }, ['request-move', 'preview-change']);
});
afterEach(async () => {
  expect(open.errors).toEqual([]);
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
});
