// Open tables in Chromium (the app at /, the browser tests' own Nostr relay): Ann opens a table from
// "Play with friends", types the relay in and lists the table; Bob, on the first page, asks for the
// open tables, types the same relay in, finds Ann's table with its free seats and joins it from the
// keyboard; the link lands him on the arrival page, which says he chose an open table (no friend's
// invitation) and looks at the table itself, and he takes a seat. Cy's list then shows one seat free; when Ann clears the box, the table leaves Cy's list.
// Cy then opens a table of her own from the list, listed from the start.
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { artifactsDir, openPage, type OpenPage } from '../common/browser.testkit';

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages) expect(p.errors).toEqual([]);
  for (const p of pages.splice(0)) await p.close();
});

async function page(): Promise<OpenPage> {
  const p = await openPage({ path: '/' });
  pages.push(p);
  return p;
}

/** The first page's list of open tables, reading the test's relay (typed in, then Tab). */
async function openTables(p: OpenPage, relay: string) {
  await p.page.locator('so-app so-landing button.strangers').click();
  const list = p.page.locator('so-open-tables');
  await list.locator('.no-relays').waitFor(); // the test build names no relay (VITE_NOSTR_RELAYS=none)
  await list.locator('textarea[name="relays"]').fill(relay);
  await list.locator('textarea[name="relays"]').press('Tab');
  return list;
}

describe('open tables', () => {
  it('a table listed by its creator is found, joined by a stranger from the keyboard, updated and withdrawn', async () => {
    const relay = inject('relayUrl');
    // A name of this attempt's own: a retry finds the first attempt's table still listed on the relay.
    const creator = `Ann ${Date.now() % 100_000}`;
    const ann = await page();
    await ann.page.locator('so-app button.friends').click();
    const lobby = ann.page.locator('so-lobby');
    await lobby.locator('input[name="name"]').fill(creator);
    await lobby.locator('button.create').click();
    const box = lobby.locator('input[name="list-publicly"]');
    await expect.poll(() => box.isDisabled()).toBe(true); // no relay yet: nothing to list on
    await lobby.locator('textarea[name="relays"]').fill(relay);
    await lobby.locator('textarea[name="relays"]').press('Tab');
    await box.check();
    await lobby.locator('.listed', { hasText: 'Listed under Open tables on 1 relay.' }).waitFor({ timeout: 15_000 });
    await lobby.locator('.list-publicly').screenshot({ path: `${artifactsDir()}/open-tables-listed.png` });

    const bob = await page();
    const list = await openTables(bob, relay);
    const table = list.locator('li.table', { hasText: `${creator}’s table` });
    await table.waitFor({ timeout: 15_000 });
    expect(await table.innerText()).toContain('3 players, 2 seats free');
    await bob.page.screenshot({ path: `${artifactsDir()}/open-tables.png` });
    // From the keyboard: the link is focusable and Enter follows it.
    await table.locator('a.join').focus();
    await bob.page.keyboard.press('Enter');
    await bob.page.waitForURL(/#lobby=[0-9a-f]{16}$/);
    // The arrival page says where the table came from: nobody sent Bob its link.
    await expect.poll(() => bob.page.locator('so-link-arrival #arrival-title').innerText()).toBe('An open table');
    expect(await bob.page.locator('so-link-arrival p.what').innerText()).toBe('You chose this table from the open tables: its creator invites anyone. Nothing has started yet.');
    const arrival = bob.page.locator('so-lobby');
    await arrival.locator('.table-look .table', { hasText: creator }).waitFor({ timeout: 30_000 });
    await arrival.locator('input[name="name"]').fill('Bob');
    await arrival.locator('button.join').click();
    await arrival.locator('li.seat.me').waitFor({ timeout: 45_000 });
    await lobby.locator('li.seat .name', { hasText: /^Bob$/ }).waitFor({ timeout: 45_000 });

    const cy = await page();
    const cyList = await openTables(cy, relay);
    const annsTable = cyList.locator('li.table', { hasText: `${creator}’s table` });
    await annsTable.filter({ hasText: '3 players, 1 seat free' }).waitFor({ timeout: 15_000 });
    await box.uncheck();
    await annsTable.waitFor({ state: 'detached', timeout: 15_000 });

    // Cy opens a table of her own from the list: its lobby starts with the box ticked.
    await cyList.locator('button.own').click();
    const cyLobby = cy.page.locator('so-lobby');
    await cyLobby.locator('input[name="name"]').fill('Cy');
    await cyLobby.locator('button.create').click();
    await cyLobby.locator('textarea[name="relays"]').fill(relay);
    await cyLobby.locator('textarea[name="relays"]').press('Tab');
    expect(await cyLobby.locator('input[name="list-publicly"]').isChecked()).toBe(true);
    await cyLobby.locator('.listed', { hasText: 'Listed under Open tables on 1 relay.' }).waitFor({ timeout: 15_000 });
  }, 180_000);
});

describe('open tables on relays nobody reaches', () => {
  it('says the list could not be read, not that no table is open', async () => {
    const p = await page();
    await p.page.locator('so-app so-landing button.strangers').click();
    const list = p.page.locator('so-open-tables');
    await list.locator('.no-relays').waitFor();
    // Port 9 (discard) refuses at once on 127.0.0.1: the relay is never reached.
    const field = list.locator('textarea[name="relays"]');
    await field.fill('ws://127.0.0.1:9');
    await field.press('Tab');
    await list.locator('.unreached', { hasText: 'ws://127.0.0.1:9' }).waitFor({ timeout: 15_000 });
    await list.locator('.none-reached', { hasText: 'No relay could be reached' }).waitFor();
    expect(await list.locator('.none').count()).toBe(0);
    // The browser logs each refused WebSocket: that is the test's own doing, not the page's error.
    const others = p.errors.filter((e) => !e.includes("WebSocket connection to 'ws://127.0.0.1:9/' failed"));
    p.errors.length = 0;
    expect(others).toEqual([]);
  });

  it('in Hebrew, the addresses read left to right: the field, and each relay named as not reached', async () => {
    const p = await openPage({ path: '/', locale: 'he-IL' });
    pages.push(p);
    await p.page.locator('so-app so-landing button.strangers').click();
    const list = p.page.locator('so-open-tables');
    await list.locator('.no-relays').waitFor();
    const field = list.locator('textarea[name="relays"]');
    expect(await field.getAttribute('dir')).toBe('ltr');
    await field.fill('ws://127.0.0.1:9');
    await field.press('Tab');
    const unreached = list.locator('.unreached');
    await unreached.waitFor({ timeout: 15_000 });
    // An isolate (LRI … PDI) around the address, else the bidirectional algorithm shows "/ws://127.0.0.1:9".
    expect(await unreached.textContent()).toMatch(/\u2066ws:\/\/127\.0\.0\.1:9\/?\u2069/);
    const others = p.errors.filter((e) => !e.includes("WebSocket connection to 'ws://127.0.0.1:9/' failed"));
    p.errors.length = 0;
    expect(others).toEqual([]);
  });

  it('from a listed table that does not answer (its creator left), the arrival page leads back to the open tables', async () => {
    const p = await page();
    await p.page.locator('so-app so-landing button.strangers').waitFor();
    // What a Join leaves in the tab (openLink), for a table nobody serves any more.
    await p.page.evaluate(() => {
      sessionStorage.setItem('sealed-orders/from-open-tables', '#lobby=0123456789abcdef');
      location.hash = '#lobby=0123456789abcdef';
      location.reload();
    });
    await expect.poll(() => p.page.locator('so-link-arrival #arrival-title').innerText(), { timeout: 15_000 }).toBe('An open table');
    await p.page.locator('so-app p.switch button.back-to-list', { hasText: 'Back to the open tables' }).click();
    await p.page.locator('so-open-tables h1').waitFor();
    expect(new URL(p.page.url()).hash).toBe('');
    expect(await p.page.locator('so-link-arrival').count()).toBe(0);
  });
});

describe('a table opened for strangers', () => {
  it('says the table will be listed, not that a link comes to send (a friends\' table still does)', async () => {
    const p = await page();
    await p.page.locator('so-app so-landing button.strangers').click();
    await p.page.locator('so-open-tables button.own').click();
    const hint = p.page.locator('so-lobby .create-hint');
    await hint.waitFor();
    expect(await hint.innerText()).not.toMatch(/link/);
    expect(await hint.innerText()).toMatch(/listed under Open tables/);
    const friends = await openPage({ path: '/lobby/lobby-demo.html' });
    pages.push(friends);
    expect(await friends.page.locator('so-lobby .create-hint').innerText()).toMatch(/Next comes the link to send them/);
  }, 60_000);
});
