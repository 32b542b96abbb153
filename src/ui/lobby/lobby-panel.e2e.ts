// <so-lobby> in Chromium, three pages over real WebRTC and the dev server's broker (/signal): Ann
// creates a lobby, Bob and Cy open her link and take seats, Dee opens it to watch; Ann sets four
// players, Greyjoy for herself, Tides of Battle and a move time limit, and adds a bot (Hard, by keyboard); everyone
// says ready; every page gets the same setup, game id and game code, with its own seat.
import { afterEach, describe, expect, it } from 'vitest';
import { artifactsDir, baseUrl, openPage, recordFigures, type OpenPage } from '../common/browser.testkit';

const pages: OpenPage[] = [];
afterEach(async () => {
  for (const p of pages) expect(p.errors).toEqual([]);
  for (const p of pages.splice(0)) await p.close();
});

interface Summary {
  gameId: string;
  seat: number | null;
  houses: string[];
  names: string[];
  peerIds: string[];
  bots: { seat: number; owner: number; level: string }[];
  config: unknown;
  deadlines: unknown;
  botSecrets: number;
  myKeyInSetup: boolean;
}

/** The page's lobby-ready result, summarised in the page (it holds bytes and secrets). */
async function result(p: OpenPage): Promise<Summary> {
  await p.page.waitForFunction(() => (window as unknown as { events: { type: string }[] }).events.some((e) => e.type === 'lobby-ready'), null, { timeout: 60_000 });
  return p.page.evaluate(() => {
    const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    type R = {
      gameId: Uint8Array;
      seat: number | null;
      setup: { config: unknown; deadlines: unknown; seats: { house: string; publicKey: Uint8Array }[] };
      names: string[];
      peerIds: string[];
      bots: { seat: number; owner: number; level: string }[];
      botSeats: unknown[];
      identity: { keys: { publicKey: Uint8Array } };
    };
    const r = (window as unknown as { events: { type: string; detail: R }[] }).events.find((e) => e.type === 'lobby-ready')!.detail;
    return {
      gameId: hex(r.gameId),
      seat: r.seat,
      houses: r.setup.seats.map((s) => s.house),
      names: r.names,
      peerIds: r.peerIds,
      bots: r.bots,
      config: r.setup.config,
      deadlines: r.setup.deadlines,
      botSecrets: r.botSeats.length,
      myKeyInSetup: r.setup.seats.some((s) => hex(s.publicKey) === hex(r.identity.keys.publicKey)),
    };
  });
}

/**
 * A page of the lobby demo (src/lobby/lobby-demo.html), served by the dev server: a page the test
 * fulfils itself counts as public to Chromium's Local Network Access checks, which then block its
 * WebSocket to the broker on 127.0.0.1.
 */
async function lobbyPage(path = DEMO): Promise<OpenPage> {
  const p = await openPage({ path });
  pages.push(p);
  await p.page.locator('so-lobby input[name="name"]').waitFor();
  return p;
}
const DEMO = '/lobby/lobby-demo.html';

describe('<so-lobby>', () => {
  it('create, join by link, watch, settings, bot, ready: every page gets the same game', async () => {
    const ann = await lobbyPage();
    const a = ann.page.locator('so-lobby');
    await a.locator('input[name="name"]').fill('Ann');
    await a.locator('button.create').click();
    const link = await a.locator('input.link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/lobby/lobby-demo\\.html#lobby=[0-9a-f]{16}$`));
    const path = link.slice(baseUrl().length);

    let clickedAt = 0;
    const join = async (name: string, button: 'join' | 'watch') => {
      const p = await lobbyPage(path);
      const el = p.page.locator('so-lobby');
      await el.locator('input[name="name"]').fill(name);
      await el.locator(`button.${button}`).click();
      clickedAt = Date.now();
      return p;
    };
    const bob = await join('Bob', 'join');
    const cy = await join('Cy', 'join');
    // Cy's own page shows its seat once the creator's state reached it: a whole round trip.
    await cy.page.locator('so-lobby li.seat.me .name', { hasText: /^Cy$/ }).waitFor({ timeout: 45_000 });
    const seatedMs = Date.now() - clickedAt;
    await a.locator('li.seat .name', { hasText: /^Cy$/ }).waitFor({ timeout: 45_000 });
    const dee = await join('Dee', 'watch');
    await a.locator('.watchers', { hasText: 'Dee' }).waitFor({ timeout: 45_000 });
    await dee.page.locator('so-lobby .watching').waitFor();

    await a.locator('select[name="players"]').selectOption('4');
    await a.locator('select.house').first().selectOption('greyjoy');
    await a.locator('input[name="tides"]').check();
    await a.locator('input[name="deadline-move"]').fill('90');
    await a.locator('input[name="deadline-move"]').dispatchEvent('change');
    await a.locator('button.add-bot').click();
    // The bot's level, by keyboard: Normal (the default), one step down to Hard.
    await a.locator('select.bot-level').focus();
    await ann.page.keyboard.press('ArrowDown');
    await expect.poll(() => a.locator('select.bot-level').inputValue()).toBe('hard');
    // Joiners see the settings before they agree to them.
    await bob.page.locator('so-lobby .summary', { hasText: '4 players, Tides of Battle; time limits 90 s per move' }).waitFor();
    await cy.page.locator('so-lobby li.seat .house', { hasText: 'Greyjoy' }).waitFor();
    // …all of them, the bot (the creator's last change) included: a ready answers the lobby as its
    // page shows it (an empty fourth seat is a seat too, so wait for the bot's name).
    for (const p of [bob, cy]) {
      await p.page.locator('so-lobby .summary', { hasText: '4 players, Tides of Battle; time limits 90 s per move' }).waitFor();
      await p.page.locator('so-lobby li.seat .name', { hasText: '(bot)' }).waitFor();
      await p.page.locator('so-lobby li.seat .bot-level', { hasText: 'Hard' }).waitFor(); // everyone sees how strong the bot is
    }

    for (const p of [bob, cy]) await p.page.locator('so-lobby button.ready-button').click();
    await a.locator('li.seat .ready.yes').nth(2).waitFor(); // Bob, Cy and the bot
    await ann.page.screenshot({ path: `${artifactsDir()}/lobby-creator.png` });
    await a.locator('button.ready-button').click();
    const readyAt = Date.now();

    const results = await Promise.all([ann, bob, cy, dee].map(result));
    const settledMs = Date.now() - readyAt;
    const [r0] = results;
    for (const r of results) {
      expect(r.gameId).toBe(r0!.gameId);
      expect(r.houses).toEqual(['stark', 'lannister', 'baratheon', 'greyjoy']);
      expect(r.names).toEqual(r0!.names);
      expect(r.peerIds).toEqual(r0!.peerIds);
      expect(r.bots).toEqual(r0!.bots);
      // Tides of Battle as chosen; every rule option explicit, at the rules reference's reading.
      expect(r.config).toEqual({ players: 4, tidesOfBattle: true, darkWingsPorts: true, kingsCourtOverlay: 'four-positions', lannisterPortShipAtThree: true, faq2Tiebreakers: false });
      expect(r.deadlines).toEqual({ move: 90_000, sealed: 60_000, deck: 60_000 });
    }
    expect(r0!.names[3]).toBe('Ann'); // Greyjoy, as she chose
    expect(results.map((r) => r.seat)).toEqual([3, r0!.names.indexOf('Bob'), r0!.names.indexOf('Cy'), null]);
    expect(results.slice(0, 3).every((r) => r.myKeyInSetup)).toBe(true);
    expect(results.map((r) => r.botSecrets)).toEqual([1, 0, 0, 0]);
    expect(r0!.bots).toEqual([{ seat: r0!.names.findIndex((n) => n.startsWith('Bot')), owner: 3, level: 'hard' }]);
    // The same game code on every page, for people to compare.
    const codes = await Promise.all([ann, bob, cy, dee].map((p) => p.page.locator('so-lobby .code').innerText()));
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toBe(`${r0!.gameId.slice(0, 4)}-${r0!.gameId.slice(4, 8)}-${r0!.gameId.slice(8, 12)}`);
    recordFigures({ 'lobby: a joiner seated, from its click to its seat shown on its page (ms)': seatedMs, 'lobby: from the last ready to lobby-ready on 4 pages (ms)': settledMs });
  });

  it('starts empty with the default name as a placeholder, and remembers the name typed last in this browser', async () => {
    const first = await lobbyPage();
    const field = first.page.locator('so-lobby input[name="name"]');
    // Not a value "Player" to delete first (nor English in every language): a placeholder.
    expect(await field.inputValue()).toBe('');
    expect(await field.getAttribute('placeholder')).toBe('Player');
    await field.fill('Ann');
    await first.page.locator('so-lobby button.create').click();
    await first.page.locator('so-lobby input.link').waitFor();
    // The next lobby of this browser (a rematch, another table) starts with her name.
    const next = await first.page.context().newPage();
    await next.goto(`${baseUrl()}${DEMO}`);
    await next.locator('so-lobby input[name="name"]').waitFor();
    expect(await next.locator('so-lobby input[name="name"]').inputValue()).toBe('Ann');
    await next.close();
  });
});
