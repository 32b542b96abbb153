// <so-game-hud> in Chromium: shows round, threat, tracks with Dominance tokens (used or not), and
// every house's Power, Supply, Castles and cards; collapses to one line on a phone.
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../../../engine/index';
import { importInPage, openPage, type OpenPage } from '../common/browser.testkit';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

async function mount(state: GameState, width: number): Promise<void> {
  open = await openPage({ width });
  await importInPage(open.page, '/ui/panels/game-hud.ts');
  await open.page.evaluate((s) => {
    const el = document.createElement('so-game-hud') as HTMLElement & { state: unknown; me: string };
    el.state = s;
    el.me = 'greyjoy';
    document.body.append(el);
  }, state);
}

describe('<so-game-hud>', () => {
  it('shows the tracks, the used Blade and every house’s figures', async () => {
    const start = newGame({ players: 4 });
    const state: GameState = {
      ...start,
      round: 3,
      wildlingThreat: 6,
      bladeUsed: true,
      restriction: 'no-defense',
      decks: { ...start.decks, 'westeros-1': { drawPile: 9, discard: ['supply'] } },
      houses: { ...start.houses, stark: { ...start.houses.stark!, power: 9 } },
    };
    await mount(state, 1200);
    const hud = open.page.locator('so-game-hud');
    await expect.poll(() => hud.locator('.summary').textContent()).toContain('Round 3');
    expect(await hud.locator('.summary').textContent()).toContain('Wildlings 6/12');
    expect(await hud.locator('.ban').innerText()).toBe('This round: no Defense orders');
    expect(await hud.locator('.westeros').innerText()).toBe('Last Westeros cards: I: Supply · II: — · III: —');
    expect(await hud.locator('.token.used').textContent()).toContain('Valyrian Steel Blade');
    const rows = await hud.locator('tbody tr').allTextContents();
    expect(rows[0]).toContain('Greyjoy'); // my house first
    expect(rows.find((r) => r.includes('Stark'))).toMatch(/Stark\s*9\s*1 \(3 2\)/); // Power 9, supply 1: armies of 3 and 2
    expect(await hud.locator('.threat span.on').count()).toBe(4); // 0, 2, 4, 6
    // The game's rule options, as the lobby set them (here the rules reference's readings).
    expect(await hud.locator('dd[data-option="darkWingsPorts"]').textContent()).toBe('As Game of Thrones: Power for crowns and for ports');
    expect(await hud.locator('dd[data-option="kingsCourtOverlay"]').textContent()).toBe('Covers 4 positions: 3, 2, 1, 0 special orders');
    // A game without a lobby says nothing of how houses were given; a lobby game names the drawn ones.
    expect(await hud.locator('dd[data-option="houses"]').count()).toBe(0);
    await hud.evaluate((el: HTMLElement & { drawn: unknown }) => (el.drawn = ['stark', 'tyrell']));
    await expect.poll(() => hud.locator('dd[data-option="houses"]').textContent()).toBe('Drawn at random: Stark, Tyrell');
    await hud.evaluate((el: HTMLElement & { drawn: unknown }) => (el.drawn = []));
    await expect.poll(() => hud.locator('dd[data-option="houses"]').textContent()).toBe('Each chosen in the lobby');
    await hud.locator('tbody tr:first-child summary').click();
    expect(await hud.locator('tbody tr:first-child .cards li').count()).toBe(7);
  });

  it('keeps each house’s name on one line beside its colour in the side column’s width', async () => {
    const start = newGame({ players: 6 });
    // Supply 6 writes its widest limits, "6 (4 3 2 2 2)", which squeezed the house column.
    await mount({ ...start, houses: { ...start.houses, lannister: { ...start.houses.lannister!, supply: 6 } } }, 1200);
    const hud = open.page.locator('so-game-hud');
    await hud.evaluate((el: HTMLElement) => (el.style.cssText = 'display: block; width: 340px'));
    await expect.poll(() => hud.locator('tbody th').count()).toBe(6);
    // Each row's name on the line of its colour: the text's middle within a few pixels of the shield's, not a line below.
    const apart = await hud.evaluate((el) =>
      [...el.shadowRoot!.querySelectorAll('tbody th')].map((th) => {
        const dot = th.querySelector('.house-dot')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(th.lastChild!);
        const text = range.getBoundingClientRect();
        return Math.abs((dot.top + dot.bottom) / 2 - (text.top + text.bottom) / 2) < 6;
      }),
    );
    expect(apart).toEqual([true, true, true, true, true, true]);
  });

  it('collapses to one line on a phone and expands on demand', async () => {
    await mount(newGame({ players: 6 }), 380);
    const hud = open.page.locator('so-game-hud');
    await expect.poll(() => hud.locator('.detail').isVisible()).toBe(false);
    await hud.locator('button.toggle').click();
    expect(await hud.locator('.detail').isVisible()).toBe(true);
    expect(await hud.locator('button.toggle').getAttribute('aria-expanded')).toBe('true');
    // A 6-player game: no 4-player King's Court option, no 3-player Lannister ship option.
    expect(await hud.locator('dd[data-option]').evaluateAll((dds) => dds.map((d) => d.getAttribute('data-option')))).toEqual(['tidesOfBattle', 'darkWingsPorts', 'faq2Tiebreakers']);
  });
});
