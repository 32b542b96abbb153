// <so-lobby> in Chromium, rules builds and options (issue 16): Ann creates a lobby and chooses rule
// options, offered only at the player counts they change (the Lannister port ship at 3, the King's
// Court overlay at 4), a choice dropped when the count leaves it; Bob's page (the same build) sees
// them before he agrees; Zed's page stands in for another engine build and is refused with a
// message that names both builds, and is never seated.
import { afterEach, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, type OpenPage } from '../common/browser.testkit';

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages) expect(p.errors).toEqual([]);
  for (const p of pages.splice(0)) await p.close();
});

/** A page of the lobby demo, as in lobby-panel.e2e.ts (served, so the broker on 127.0.0.1 is reachable). */
async function lobbyPage(path = '/lobby/lobby-demo.html'): Promise<OpenPage> {
  const p = await openPage({ path });
  pages.push(p);
  await p.page.locator('so-lobby input[name="name"]').waitFor();
  return p;
}

describe('<so-lobby> rules builds and options', () => {
  it('shows the creator’s options to a joiner and refuses a page of another rules build, naming both', async () => {
    const ann = await lobbyPage();
    const a = ann.page.locator('so-lobby');
    await a.locator('input[name="name"]').fill('Ann');
    await a.locator('button.create').click();
    const link = await a.locator('input.link').inputValue();
    const path = link.slice(new URL(link).origin.length);
    const build = await a.locator('.rules-build').innerText();
    expect(build).toMatch(/^Rules build: rules \d+ · [0-9a-f]{8}\. Every player needs the same one\.$/);

    // The options the creator is offered, by the names of their boxes.
    const offered = () => a.locator('fieldset.rule-options select').evaluateAll((els) => els.map((el) => el.getAttribute('name')));
    const shown = (p: OpenPage) => p.page.locator('so-lobby dl.options dd').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-option')}: ${el.textContent}`));
    // At 3 players the Lannister port ship is offered, the 4-player overlay is not: she leaves the ship out.
    expect(await offered()).toEqual(['option-darkWingsPorts', 'option-lannisterPortShipAtThree', 'option-faq2Tiebreakers']);
    await a.locator('select[name="option-lannisterPortShipAtThree"]').selectOption({ label: 'Left out' });
    // At 4, the reverse. The creator reads Dark Wings, Dark Words as printed and the overlay as SR's.
    await a.locator('select[name="players"]').selectOption('4');
    await expect.poll(offered).toEqual(['option-darkWingsPorts', 'option-kingsCourtOverlay', 'option-faq2Tiebreakers']);
    await a.locator('select[name="option-darkWingsPorts"]').selectOption({ label: 'As the printed English card: Power for crowns only' });
    await a.locator('select[name="option-kingsCourtOverlay"]').selectOption({ label: 'Covers 2 positions: 3, 2, 2, 1 special orders' });

    const bob = await lobbyPage(path);
    const b = bob.page.locator('so-lobby');
    await b.locator('input[name="name"]').fill('Bob');
    await b.locator('button.join').click();
    await b.locator('dd[data-option="darkWingsPorts"]', { hasText: 'As the printed English card: Power for crowns only' }).waitFor({ timeout: 45_000 });
    await b.locator('dd[data-option="kingsCourtOverlay"]', { hasText: 'Covers 2 positions' }).waitFor();
    expect(await shown(bob)).toEqual([
      'darkWingsPorts: As the printed English card: Power for crowns only',
      'kingsCourtOverlay: Covers 2 positions: 3, 2, 2, 1 special orders',
      'faq2Tiebreakers: The rulebook’s tie-breakers',
    ]);
    expect(await b.locator('.rules-build').innerText()).toBe(build);
    // At 5 neither count-bound option is offered or shown; back at 3, the ship is placed again (the
    // choice made at 3 was dropped when the count left it), on both pages.
    await a.locator('select[name="players"]').selectOption('5');
    await expect.poll(offered).toEqual(['option-darkWingsPorts', 'option-faq2Tiebreakers']);
    await expect.poll(() => shown(bob), { timeout: 15_000 }).toEqual(['darkWingsPorts: As the printed English card: Power for crowns only', 'faq2Tiebreakers: The rulebook’s tie-breakers']);
    await a.locator('select[name="players"]').selectOption('3');
    await expect.poll(() => a.locator('select[name="option-lannisterPortShipAtThree"] option:checked').innerText()).toBe('Placed, as at every other player count');
    await b.locator('dd[data-option="lannisterPortShipAtThree"]', { hasText: 'Placed, as at every other player count' }).waitFor({ timeout: 15_000 });
    await ann.page.screenshot({ path: `${artifactsDir()}/lobby-options-3.png` });

    // Zed's page claims rules build 99: refused at its hello, with both builds named.
    const zed = await lobbyPage(path);
    const z = zed.page.locator('so-lobby');
    await zed.page.evaluate(() => {
      (document.querySelector('so-lobby') as unknown as { rulesBuild: unknown }).rulesBuild = { version: 99, fingerprint: 'ab'.repeat(32) };
    });
    await z.locator('input[name="name"]').fill('Zed');
    await z.locator('button.join').click();
    const error = z.locator('.error[role="alert"]');
    await error.waitFor({ timeout: 45_000 });
    const mine = build.slice('Rules build: '.length, build.indexOf('.'));
    expect(await error.innerText()).toBe(
      `The rules builds differ, so you cannot join this game: it was made with ${mine}; you have rules 99 · abababab. Open the game with the same version of Sealed Orders as its creator (reload this page, or ask the creator to reload theirs).`,
    );
    // Refused, Zed has no game to invite anyone to: no link to share (Bob, seated, still has it).
    expect(await z.locator('label.share').count()).toBe(0);
    expect(await b.locator('label.share input.link').inputValue()).toBe(link);
    await zed.page.screenshot({ path: `${artifactsDir()}/lobby-builds-differ.png` });
    // Ann's lobby never seated or listed Zed.
    await a.locator('li.seat .name', { hasText: /^Bob$/ }).waitFor();
    expect(await a.locator('li.seat .name', { hasText: /^Zed$/ }).count()).toBe(0);
    expect(await a.locator('.watchers').count()).toBe(0);
  });
});
