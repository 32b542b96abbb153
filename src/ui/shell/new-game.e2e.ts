// <so-new-game> in Chromium: the game (A Game of Thrones by default, or War of the Ring: its
// notice, its side, request-new-wotr-game); defaults (6 players, random house), houses offered for the player
// count, the bots' level (by keyboard), the setup handed up as request-new-game, and the line saying
// what the 1st edition changes.
import { afterEach, describe, expect, it } from 'vitest';
import { importInPage, mount, openPage, recorded, type OpenPage } from '../common/browser.testkit';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

describe('<so-new-game>', () => {
  it('offers the houses of the player count and hands up the chosen setup', async () => {
    open = await openPage();
    await importInPage(open.page, '/ui/shell/new-game.ts');
    await mount(open.page, 'so-new-game', {}, ['request-new-game']);
    const form = open.page.locator('so-new-game');
    expect(await form.locator('select[name="house"] option').allInnerTexts()).toEqual(['Random', 'Stark', 'Lannister', 'Baratheon', 'Greyjoy', 'Tyrell', 'Martell']);
    await form.locator('select[name="house"]').selectOption('martell');
    await form.locator('select[name="players"]').selectOption('3');
    expect(await form.locator('select[name="house"] option').allInnerTexts()).toEqual(['Random', 'Stark', 'Lannister', 'Baratheon']);
    expect(await form.locator('select[name="house"]').inputValue()).toBe(''); // Martell does not play with 3
    await form.locator('select[name="house"]').selectOption('baratheon');
    expect(await form.locator('select[name="level"] option').allInnerTexts()).toEqual(['Easy', 'Normal', 'Hard']);
    expect(await form.locator('select[name="level"]').inputValue()).toBe('normal');
    await form.locator('select[name="level"]').focus(); // the keyboard reaches the level: arrows change it
    await open.page.keyboard.press('ArrowDown');
    expect(await form.locator('select[name="level"]').inputValue()).toBe('hard');
    await form.locator('select[name="pace"]').selectOption('0');
    await form.locator('input[name="tides"]').check();
    await form.locator('button.primary').click();
    expect(await recorded(open.page, 'request-new-game')).toEqual([{ players: 3, house: 'baratheon', tidesOfBattle: true, pace: 0, level: 'hard' }]);
  });

  it('says on the form, not only in a tooltip, what the 1st edition changes when it is picked', async () => {
    open = await openPage();
    await importInPage(open.page, '/ui/shell/new-game.ts');
    await mount(open.page, 'so-new-game', {}, ['request-new-game']);
    const form = open.page.locator('so-new-game');
    await form.locator('select[name="house"]').selectOption('martell');
    expect(await form.locator('.hint').count()).toBe(0);
    await form.locator('select[name="ruleset"]').selectOption('1e');
    // Six players and Martell were put back (5, Random): the line says why, visible without a mouse.
    expect(await form.locator('select[name="players"]').inputValue()).toBe('5');
    expect(await form.locator('select[name="house"]').inputValue()).toBe('');
    const hint = form.locator('.hint');
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.innerText()).toBe('The 2003 rules on their own board: 3 to 5 players, no Martell, no Tides of Battle');
    expect(await form.locator('select[name="ruleset"]').getAttribute('aria-describedby')).toBe('edition-hint');
    await form.locator('select[name="ruleset"]').selectOption('2e');
    expect(await form.locator('.hint').count()).toBe(0);
  });

  it('offers War of the Ring (preview): its notice, the side to play, and hands up request-new-wotr-game', async () => {
    open = await openPage();
    await importInPage(open.page, '/ui/shell/new-game.ts');
    await mount(open.page, 'so-new-game', {}, ['request-new-game', 'request-new-wotr-game']);
    const form = open.page.locator('so-new-game');
    expect(await form.locator('select[name="game"] option').allInnerTexts()).toEqual(['A Game of Thrones', 'War of the Ring: The Card Game (preview)']);
    expect(await form.locator('select[name="game"]').inputValue()).toBe('agot');
    await form.locator('select[name="game"]').selectOption('wotr');
    expect(await form.locator('select[name="players"]').count()).toBe(0);
    expect(await form.locator('#wotr-preview').innerText()).toBe('Preview: card values are placeholders until checked against the printed cards.');
    await form.locator('select[name="wotr-seat"]').selectOption('balrog');
    await form.locator('button.primary').click();
    expect(await recorded(open.page, 'request-new-wotr-game')).toEqual([{ seat: 'balrog' }]);
    expect(await recorded(open.page, 'request-new-game')).toEqual([]);
  });
});
