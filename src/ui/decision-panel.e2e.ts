// <so-decision-panel> in Chromium: the panel for the shape of my decision's choices, a waiting
// indicator naming whom the game waits for, my sealed orders noted, a battle's two sides, the end.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { choices, newGame, pending, type GameState, type Move } from '../../engine/index';
import { importInPage, mount, openPage, type OpenPage } from './browser.testkit';
import { marching } from './positions.testkit';

let open: OpenPage;
beforeEach(async () => {
  open = await openPage();
  await importInPage(open.page, '/ui/decision-panel.ts');
});
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

const panel = () => open.page.locator('so-decision-panel');

describe('<so-decision-panel>', () => {
  it('asks me for orders with the orders panel and names the houses it waits for', async () => {
    const state = newGame({ players: 4 });
    await mount(open.page, 'so-decision-panel', { state, me: 'greyjoy', pending: pending(state) });
    expect(await panel().locator('h2').innerText()).toBe('Place your orders');
    expect(await panel().locator('so-orders-panel').count()).toBe(1);
    expect(await panel().locator('.waiting-others').innerText()).toBe("Waiting for Stark's, Lannister's and Baratheon's orders");
  });

  it('waits, saying my orders are sealed, when my move is in', async () => {
    const state = newGame({ players: 3 });
    const all = pending(state);
    const mine = all.find((d) => d.house === 'stark')!;
    const sealed: Move[] = [{ kind: 'place-orders', house: 'stark', orders: [] }];
    await mount(open.page, 'so-decision-panel', { state, me: 'stark', pending: all.filter((d) => d !== mine), sealed });
    expect(await panel().locator('.waiting').innerText()).toBe("Waiting for Lannister's and Baratheon's orders");
    expect(await panel().locator('[role="status"]').count()).toBe(1);
    expect(await panel().locator('p.muted').innerText()).toBe("Your orders are sealed until everyone's is in.");
  });

  it('gives a march the march panel', async () => {
    const state = marching();
    await mount(open.page, 'so-decision-panel', { state, me: 'stark', pending: pending(state) });
    expect(await panel().locator('h2').innerText()).toBe('Resolve one of your March orders');
    expect(await panel().locator('so-march-panel select').count()).toBe(2);
    expect(choices(state, pending(state)[0]!).type).toBe('march');
  });

  it('announces the winner with a way to a new game', async () => {
    const state: GameState = { ...newGame({ players: 3 }), winner: 'baratheon' };
    await mount(open.page, 'so-decision-panel', { state, me: 'stark', pending: [] }, ['request-setup']);
    expect(await panel().locator('h2').innerText()).toBe('Baratheon wins the game');
    await panel().locator('button', { hasText: 'New game' }).click();
    expect(await open.page.evaluate(() => (window as unknown as { events: unknown[] }).events.length)).toBe(1);
  });
});
