// <so-march-panel> in Chromium: one March order is taken at once; a unit sent by its menu or by a
// board pick (picked unit, or everyone able to go), the engine's verdict shown, and the move handed
// up as request-move. No Power token offered in the house's home area.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { choices, pending, type MarchChoice } from '../../../engine/index';
import { clearPage, importInPage, mount, openPage, recorded, type OpenPage } from '../common/browser.testkit';
import { marching } from './positions.testkit';

let open: OpenPage;
const state = marching();
const space = choices(state, pending(state)[0]!) as MarchChoice;
const land = space.orders[0]!.destinations.filter((d) => d.land && !d.contested).map((d) => d.to);

// One page for all the tests (clearPage empties it before each).
beforeAll(async () => {
  open = await openPage();
  await importInPage(open.page, '/ui/panels/march-panel.ts');
});
beforeEach(async () => {
  await clearPage(open);
  await mount(open.page, 'so-march-panel', { state, space }, ['request-move', 'preview-change']);
});
afterEach(() => {
  expect(open.errors).toEqual([]);
});
afterAll(async () => {
  await open.close();
});

const pick = (area: string) =>
  open.page.evaluate((area) => (document.querySelector('so-march-panel') as unknown as { acceptPick(p: unknown): void }).acceptPick({ kind: 'area', area }), area);

describe('<so-march-panel>', () => {
  it('splits the army between two areas, by menu and by board pick, and hands the march up', async () => {
    const panel = open.page.locator('so-march-panel');
    expect(await panel.locator('select[data-unit]').count()).toBe(2); // a Footman and a Knight
    expect(await panel.locator('.power-token').count()).toBe(0); // Winterfell is Stark's home: no Power token question follows
    await panel.locator('select[data-unit="0"]').selectOption(land[0]!);
    await panel.locator('button.unit').nth(1).click();
    await pick(land[1]!);
    expect(await panel.locator('select[data-unit="1"]').inputValue()).toBe(land[1]);
    const previews = await recorded<{ highlight: string[] }>(open.page, 'preview-change');
    expect(previews.at(-1)!.highlight.length).toBeGreaterThan(0);
    expect(await panel.locator('.violation').count()).toBe(0);
    await panel.locator('button.submit').click();
    const [request] = await recorded<{ move: unknown }>(open.page, 'request-move');
    expect(request!.move).toEqual({
      kind: 'resolve-march',
      house: 'stark',
      area: 'winterfell',
      moves: space.orders[0]!.destinations.filter((d) => d.to === land[0] || d.to === land[1]).map((d) => ({ to: d.to, units: [d.to === land[0] ? 'footman' : 'knight'] })),
    });
  });

  it('a pick with no unit chosen sends everyone who can go; a pick on the origin brings them back', async () => {
    const panel = open.page.locator('so-march-panel');
    await pick(land[0]!);
    expect(await panel.locator('select[data-unit="0"]').inputValue()).toBe(land[0]);
    expect(await panel.locator('select[data-unit="1"]').inputValue()).toBe(land[0]);
    await pick('winterfell');
    expect(await panel.locator('select[data-unit="0"]').inputValue()).toBe('');
    expect(await panel.locator('button.submit').innerText()).toBe('Remove the order without moving');
  });

  it('offers Everyone stays only once a unit is sent somewhere', async () => {
    const panel = open.page.locator('so-march-panel');
    const stayAll = panel.locator('button', { hasText: 'Everyone stays' });
    // Nobody moves yet: only "Remove the order without moving", no second button that reads the same.
    expect(await panel.locator('button.submit').innerText()).toBe('Remove the order without moving');
    expect(await stayAll.count()).toBe(0);
    await panel.locator('select[data-unit="0"]').selectOption(land[0]!);
    expect(await panel.locator('button.submit').innerText()).toBe('March');
    await stayAll.click();
    expect(await panel.locator('select[data-unit="0"]').inputValue()).toBe('');
    expect(await stayAll.count()).toBe(0);
  });
});
