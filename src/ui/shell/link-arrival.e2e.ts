// The arrival page of a friend's link in Chromium (issue 20): before the visitor takes a seat or
// watches, the page names whose table it is and which seats are free — the lobby answers one look
// (src/lobby/lobby-look.ts) and keeps nothing of it. Ann opens a 4-player lobby with a Hard bot;
// Bob opens her link in the app: he reads "Ann's table: 2 of 4 seats are free", the seats, the
// bot's level, and Ann's lobby shows no watcher and no new seat. Screenshot: link-arrival-table.png.
import { afterEach, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, type OpenPage } from '../common/browser.testkit';

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages) expect(p.errors).toEqual([]);
  for (const p of pages.splice(0)) await p.close();
});

describe('the arrival page of a link', () => {
  it("names whose table it is and its free seats before joining, and the lobby keeps nothing of the look", async () => {
    const ann = await openPage({ path: '/lobby/lobby-demo.html' });
    pages.push(ann);
    const a = ann.page.locator('so-lobby');
    await a.locator('input[name="name"]').fill('Ann');
    await a.locator('button.create').click();
    await a.locator('select[name="players"]').selectOption('4');
    await a.locator('button.add-bot').first().click();
    await a.locator('select.bot-level').selectOption('hard');
    const link = await a.locator('input.link').inputValue();
    const id = link.slice(link.indexOf('#lobby=') + '#lobby='.length);

    const bob = await openPage({ path: `/#lobby=${id}`, width: 1280, height: 860 });
    pages.push(bob);
    const arrival = bob.page.locator('so-link-arrival');
    const table = arrival.locator('so-lobby .table-look .table');
    await table.waitFor({ timeout: 30_000 });
    expect(await table.innerText()).toBe("Ann's table: 2 of 4 seats are free");
    const seats = await arrival.locator('so-lobby ul.looked-seats li').allInnerTexts();
    expect(seats.map((s) => s.replace(/\s+/g, ' ').trim())).toEqual(['Ann', 'Bot 1 (bot) Hard', 'open seat', 'open seat']);
    expect(await arrival.locator('so-lobby .summary').innerText()).toMatch(/^4 players/);
    // Nothing joined yet: Bob can still choose, and Ann's lobby has neither a watcher nor a new seat.
    await arrival.locator('so-lobby button.join').waitFor();
    expect(await a.locator('.watchers').count()).toBe(0);
    expect(await a.locator('li.seat .name', { hasText: /^Player/ }).count()).toBe(0);
    await bob.page.screenshot({ path: `${artifactsDir()}/link-arrival-table.png`, fullPage: true });
  });
});
