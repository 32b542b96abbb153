// A seat given to a substitute by vote (issue 18; session README, "A substitute"): three Chromium
// pages play peer to peer, each seat by the page's own bot (`?autoplay`). Cy closes her page for
// good. Once Stark is absent, Ann's page offers a link for a substitute beside Stark's clock; Dee
// opens it in a fresh browser context (a key of her own), reads that she is asked to take over
// Stark, and watches. Her offer reaches Ann and Bob as a "Give to substitute <key>" button; Ann
// presses it from the keyboard, Bob clicks it. When both votes are in, Stark is present again, Dee's
// page plays it (its bot) — also after she reloads it — to the end of the game; Cy, back for a
// moment, is told her house went to a substitute; and `npm run verify`
// accepts the log Ann's page exports: certified by Ann, Bob and Dee's key, Stark handed to the key
// on the button.
import { afterAll, describe, expect, it } from 'vitest';
import { artifactsDir, baseUrl, openPage, type OpenPage } from '../../src/ui/common/browser.testkit';
import { gameEnds, look, NETWORK_DEV_PAGES, sameState, startWithStarkGone, verifiedExport, waitForDriver } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

describe('a seat given to a substitute by vote in a peer-to-peer game', () => {
  it('Dee opens the substitute link, the two others vote her key in, she plays Stark to the end, and verify accepts the log', async () => {
    const { ann, bob, cy } = await startWithStarkGone(pages);

    const starkRow = (p: OpenPage) => p.page.locator('so-seat-clocks li.seat[data-house="stark"]');
    const invite = starkRow(ann).locator('a.substitute-link');
    await invite.waitFor({ timeout: 120_000 });
    expect(await invite.innerText()).toBe('Link for a substitute');
    const link = new URL((await invite.getAttribute('href'))!);
    expect(link.searchParams.get('substitute')).toBe('stark');
    expect(link.searchParams.has('autoplay')).toBe(false);
    // Dee lets her page's bot play the seat once it is hers.
    link.searchParams.set('autoplay', '');
    const dee = await openPage({ path: link.href.slice(baseUrl().length), devPages: NETWORK_DEV_PAGES });
    pages.push(dee);
    await dee.page.locator('so-link-arrival h1', { hasText: 'You are asked to take over Stark' }).waitFor({ timeout: 30_000 });
    const lobby = dee.page.locator('so-lobby');
    await lobby.locator('input[name="name"]').fill('Dee');
    await lobby.locator('button.watch').click();
    // She watches the game, told what she offered and what happens next.
    const waiting = dee.page.locator('so-app .substitute-waiting');
    await waiting.waitFor({ timeout: 60_000 });
    expect(await waiting.innerText()).toMatch(/^You offered to play Stark\. You watch until every other player votes you in/);

    // Her offer reaches both players: one button each, naming the same key.
    const give = (p: OpenPage) => starkRow(p).locator('button.give');
    for (const p of [ann, bob]) await give(p).first().waitFor({ timeout: 90_000 });
    const key = await give(ann).first().getAttribute('data-key');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await give(bob).first().getAttribute('data-key')).toBe(key);
    expect(await give(ann).first().innerText()).toBe(`Give to substitute ${key!.slice(0, 8)}`);
    await ann.page.locator('so-seat-clocks').screenshot({ path: `${artifactsDir()}/network-substitute.png` });
    // Ann from the keyboard, Bob with the mouse.
    await give(ann).first().focus();
    await ann.page.keyboard.press('Enter');
    await starkRow(ann).locator('.voted').waitFor({ timeout: 30_000 });
    await starkRow(bob).locator(`button.give[data-key="${key}"]`).click();
    // Handed over: Stark is no longer absent on either page, and Dee's page plays it.
    for (const p of [ann, bob]) await starkRow(p).locator('.absent').waitFor({ state: 'detached', timeout: 120_000 });
    expect((await look(dee.page))!.me).toBe('stark');
    await waiting.waitFor({ state: 'detached', timeout: 60_000 });
    // A reload: her page finds its seat in IndexedDB and plays on as Stark with the same key.
    await dee.page.reload();
    await waitForDriver(dee);
    await expect.poll(async () => (await look(dee.page))?.me ?? null, { timeout: 60_000 }).toBe('stark');
    // Cy comes back in her browser: her page resumes her seat from IndexedDB and tells her Stark is a
    // substitute's now; it writes nothing for Stark any more (the game goes on and verifies below).
    const back = await cy.page.context().newPage();
    await back.goto(cy.page.url());
    const lost = back.locator('so-app .seat-lost');
    await lost.waitFor({ timeout: 90_000 });
    expect(await lost.innerText()).toBe('While you were away, the other players gave Stark to a substitute. You can still watch the game.');
    await back.close();

    await gameEnds(ann.page);
    await sameState([ann, bob, dee]);

    // The log Ann's page exports, once it holds the final signatures (Dee's among them).
    const lines = await verifiedExport(ann, 'network-substitute.log');
    const verdict = lines.at(-1)!;
    const seat = /"replaced":\[\{"seat":(\d),"to":"([0-9a-f]{64})"\}\]/.exec(verdict);
    expect(seat, lines.join('\n')).not.toBeNull();
    expect(seat![2]).toBe(key);
    expect(verdict).toBe(`verdict: {"certified":true,"cheaters":[],"absent":[${seat![1]}],"replaced":[{"seat":${seat![1]},"to":"${key}"}]}`);
    for (const p of [ann, bob, dee]) expect(p.errors).toEqual([]);
  }, 900_000);
});
