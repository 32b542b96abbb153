// Chat beside a game with friends, in three Chromium pages: Ann writes to the table and privately
// to Bob; Bob's page shows both lines with "2 new" until he comes to the chat, Cy's shows only the
// public one — the private line never reached her page. Bob's page goes away and comes back: the
// line Ann wrote meanwhile reaches it, once. The game goes on untouched.
import { afterAll, describe, expect, it } from 'vitest';
import { artifactsDir, type OpenPage } from '../../src/ui/common/browser.testkit';
import { look, startThreePageGame } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

describe('chat', () => {
  it('a public line reaches every page, a private one only its addressee', async () => {
    const { players } = await startThreePageGame(pages, { houses: ['baratheon', 'lannister', 'stark'], sharp: ['Bob', 'Cy'] });
    const [ann, bob, cy] = players as [OpenPage, OpenPage, OpenPage];
    const chat = (p: OpenPage) => p.page.locator('so-app so-chat');
    await chat(ann).locator('input[name="message"]').waitFor({ timeout: 20_000 });
    const before = await Promise.all(players.map(async (p) => (await look(p.page))!.moves));

    await chat(ann).locator('input[name="message"]').fill('Hello, table');
    await chat(ann).locator('input[name="message"]').press('Enter');
    await chat(ann).locator('select[name="to"]').selectOption({ label: 'Lannister' });
    await chat(ann).locator('input[name="message"]').fill('Just between us, Lannister');
    await chat(ann).locator('button[type="submit"]').click();

    const lines = async (p: OpenPage) => (await chat(p).locator('li.line').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    await expect.poll(() => lines(bob), { timeout: 15_000 }).toEqual(['Baratheon Hello, table', 'Baratheon only to you Just between us, Lannister']);
    await expect.poll(() => lines(cy), { timeout: 15_000 }).toEqual(['Baratheon Hello, table']);
    expect(await lines(ann)).toEqual(['Baratheon (you) Hello, table', 'Baratheon (you) only to Lannister Just between us, Lannister']);
    expect(await chat(bob).locator('.unread').innerText()).toBe('2 new');
    expect(await chat(cy).locator('.unread').innerText()).toBe('1 new');
    await bob.page.screenshot({ path: `${artifactsDir()}/chat-bob.png` });
    await cy.page.screenshot({ path: `${artifactsDir()}/chat-cy.png` });
    await chat(bob).locator('input[name="message"]').focus();
    await expect.poll(() => chat(bob).locator('.unread').count()).toBe(0);
    // Bob's page goes away; Ann writes meanwhile; Bob comes back by the same link: the line he missed
    // is on his page, once, after the two he had (read back from IndexedDB).
    const link = bob.page.url();
    await bob.page.goto('about:blank');
    await chat(ann).locator('select[name="to"]').selectOption({ index: 0 }); // everyone
    await chat(ann).locator('input[name="message"]').fill('Where did you go, Lannister?');
    await chat(ann).locator('input[name="message"]').press('Enter');
    await expect.poll(() => lines(cy), { timeout: 15_000 }).toEqual(['Baratheon Hello, table', 'Baratheon Where did you go, Lannister?']);
    await bob.page.goto(link);
    await expect.poll(() => lines(bob), { timeout: 30_000 }).toEqual(['Baratheon Hello, table', 'Baratheon only to you Just between us, Lannister', 'Baratheon Where did you go, Lannister?']);
    expect(await chat(bob).locator('.unread').innerText()).toBe('1 new');
    // Once, not twice: whatever Ann's page sent Bob's again when his link opened went over the link
    // her next line takes after it, so with that line in, no copy of an earlier one is still coming.
    await chat(ann).locator('input[name="message"]').fill('Welcome back');
    await chat(ann).locator('input[name="message"]').press('Enter');
    await expect
      .poll(() => lines(bob), { timeout: 15_000 })
      .toEqual(['Baratheon Hello, table', 'Baratheon only to you Just between us, Lannister', 'Baratheon Where did you go, Lannister?', 'Baratheon Welcome back']);
    // The game is where it was, or further: chat never held it up.
    const after = await Promise.all(players.map(async (p) => (await look(p.page))!.moves));
    after.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(before[i]!));
    for (const p of players) expect(p.errors).toEqual([]);
  }, 90_000);
});
