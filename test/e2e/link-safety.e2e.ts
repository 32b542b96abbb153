// Lobby links carry only the game (issue 15, finding 7). A creator page opened with
// `?autoplay&broker=…` hands out a link with the broker and without `autoplay`; the joiner's page
// names that broker and connects nothing until the player says yes. A page whose seat a bot plays
// says so, and gives the seat back on a click.
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, type OpenPage } from '../../src/ui/common/browser.testkit';
import { look, startThreePageGame } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

describe('a lobby link from a page with settings of its own', () => {
  it('carries the broker but not ?autoplay, and the joiner is asked before connecting through that broker', async () => {
    const port = new URL(baseUrl()).port;
    // Another name for the same machine: a broker that is not this page's own.
    const broker = `localhost:${port}/signal`;
    const ann = await openPage({ path: `/?autoplay&broker=${broker}` });
    pages.push(ann);
    await ann.page.locator('so-app button.friends').click();
    await ann.page.locator('so-lobby button.create').click();
    const link = await ann.page.locator('so-lobby input.link').inputValue();
    const url = new URL(link);
    expect(url.searchParams.has('autoplay')).toBe(false);
    expect(url.searchParams.get('broker')).toBe(broker);
    expect(url.hash).toMatch(/^#lobby=[0-9a-f]{16}$/);

    const bob = await openPage({ path: link.slice(baseUrl().length) });
    pages.push(bob);
    const prompt = bob.page.locator('so-app .broker-prompt');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain(`ws://localhost:${port}/signal`);
    expect(await bob.page.locator('so-lobby').count()).toBe(0); // nothing connects meanwhile
    await bob.page.locator('so-app button.broker-leave').click();
    await bob.page.locator('so-app button.friends').waitFor();
    expect(new URL(bob.page.url()).search).toBe('');

    const cy = await openPage({ path: link.slice(baseUrl().length) });
    pages.push(cy);
    await cy.page.locator('so-app button.broker-connect').click();
    await cy.page.locator('so-lobby button.join').waitFor();
    // A reload of the same link in the same tab does not ask again.
    await cy.page.reload();
    await cy.page.locator('so-lobby button.join').waitFor();
    expect(await cy.page.locator('so-app .broker-prompt').count()).toBe(0);
  });

  it('a page whose seat a bot plays says so, and the player takes the seat back', async () => {
    const { players } = await startThreePageGame(pages, { path: '/?autoplay', houses: ['baratheon', 'lannister', 'stark'] });
    const ann = players[0]!;
    const notice = ann.page.locator('so-app .bot-seat');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('A bot is playing your seat');
    await ann.page.locator('so-app button.take-back').click();
    await notice.waitFor({ state: 'detached' });
    expect(new URL(ann.page.url()).searchParams.has('autoplay')).toBe(false);
    // The other pages' bots play on; Ann's decision waits for Ann.
    await ann.page.waitForFunction(() => {
      type D = { me(): string | null; pending(): { house: string | null }[] };
      const d = (document.querySelector('so-app') as unknown as { driver: D }).driver;
      return d.pending().some((x) => x.house === d.me());
    }, null, { timeout: 60_000 });
    const before = await look(ann.page);
    await ann.page.waitForTimeout(3000);
    const after = await look(ann.page);
    expect(after!.decision).toEqual(before!.decision);
    expect(after!.moves).toBe(before!.moves);
  });
});
