// <so-seat-clocks> in Chromium: a row per house in seat order, the houses the table waits for
// highlighted and named in the summary, sealed houses marked, a bot seat whose worker is thinking
// saying so, every running clock counting down from the same page clock, a clock past its deadline
// saying so; nothing for a game without seats.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SeatClock } from '../drivers/table-clocks';
import { artifactsDir, clearPage, importInPage, mount, openPage, type OpenPage } from '../common/browser.testkit';

let open: OpenPage;
// One page for all the tests (clearPage empties it before each).
beforeAll(async () => {
  open = await openPage({ width: 420, height: 260, motion: true });
  await importInPage(open.page, '/ui/panels/seat-clocks.ts');
});
beforeEach(async () => {
  await clearPage(open);
});
afterEach(() => {
  expect(open.errors).toEqual([]);
});
afterAll(async () => {
  await open.close();
});

const el = () => open.page.locator('so-seat-clocks');
const NOW = 1_000_000;

describe('<so-seat-clocks>', () => {
  it('shows whom the table waits for, who sealed, and each running clock', async () => {
    const clocks: SeatClock[] = [
      { house: 'baratheon', wait: 'sealed', deadline: null },
      { house: 'lannister', wait: 'deciding', deadline: NOW + 95_000 },
      { house: 'stark', wait: 'deciding', deadline: NOW + 3_700_000 },
      { house: 'greyjoy', wait: 'page', deadline: NOW - 1 },
      { house: 'martell', wait: 'thinking', deadline: null },
    ];
    await mount(open.page, 'so-seat-clocks', { clocks, me: 'stark' });
    await open.page.evaluate((now) => {
      const e = document.querySelector('so-seat-clocks') as HTMLElement & { now: () => number };
      e.now = () => now;
    }, NOW);
    await expect.poll(() => el().locator('.summary').innerText()).toBe('The table waits for Lannister, Stark, Greyjoy and Martell');
    const rows = el().locator('li.seat');
    expect(await rows.evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.house))).toEqual(['baratheon', 'lannister', 'stark', 'greyjoy', 'martell']);
    expect(await el().locator('li.waited').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.house))).toEqual(['lannister', 'stark', 'greyjoy', 'martell']);
    expect(await rows.nth(0).locator('.wait').innerText()).toBe('sealed ✓');
    expect(await rows.nth(1).locator('.time').innerText()).toBe('1:35');
    expect(await rows.nth(2).innerText()).toMatch(/^Stark \(you\)\s+deciding\s+1:01:40$/);
    expect(await rows.nth(3).locator('.time').innerText()).toBe('time is up');
    expect(await rows.nth(3).locator('.wait').innerText()).toBe('waiting for its page');
    // A bot seat whose worker is thinking (issue 23): said in words, and pulsing unless motion is reduced.
    expect(await rows.nth(4).locator('.wait').innerText()).toBe('bot thinking…');
    expect(await rows.nth(4).evaluate((li) => li.classList.contains('thinking'))).toBe(true);
    await el().screenshot({ path: `${artifactsDir()}/seat-clocks.png` });
  });

  it('an absent house: the votes to replace it, a keyboard-reachable "Replace with a bot", and a replaced house', async () => {
    const clocks: SeatClock[] = [
      { house: 'baratheon', wait: 'idle', deadline: null },
      { house: 'lannister', wait: 'deciding', deadline: NOW + 5_000, absent: { votes: 1, needed: 3, voted: false, named: ['bot'], offered: [] } },
      { house: 'stark', wait: 'idle', deadline: null },
      { house: 'greyjoy', wait: 'replaced', deadline: null },
    ];
    await mount(open.page, 'so-seat-clocks', { clocks, me: 'stark', canReplace: true });
    await open.page.evaluate((now) => {
      const e = document.querySelector('so-seat-clocks') as HTMLElement & { now: () => number };
      e.now = () => now;
    }, NOW);
    const rows = el().locator('li.seat');
    await expect.poll(() => rows.nth(1).locator('.absence').innerText()).toMatch(/^absent\s+votes to replace: 1 of 3\s+Replace with a bot$/);
    expect(await rows.nth(3).locator('.wait').innerText()).toBe('replaced by a bot');
    // One button, named for its house, reached with Tab and pressed with Enter: it asks the host to vote.
    expect(await el().locator('button.replace').count()).toBe(1);
    expect(await el().locator('button.replace').getAttribute('aria-label')).toBe('Replace Lannister with a bot for the rest of the game');
    await open.page.evaluate(() => {
      (window as unknown as { asked: string[] }).asked = [];
      document.body.addEventListener('request-replace-seat', (e) => (window as unknown as { asked: string[] }).asked.push((e as CustomEvent<{ house: string }>).detail.house));
    });
    await open.page.keyboard.press('Tab');
    await open.page.keyboard.press('Enter');
    expect(await open.page.evaluate(() => (window as unknown as { asked: string[] }).asked)).toEqual(['lannister']);
    await el().screenshot({ path: `${artifactsDir()}/seat-clocks-absent.png` });
    // Once this page voted, it says so instead of offering the button; a spectator gets no button.
    await open.page.evaluate(() => {
      const e = document.querySelector('so-seat-clocks') as unknown as { clocks: readonly { absent?: unknown }[] };
      e.clocks = e.clocks.map((c) => (c.absent === undefined ? c : { ...c, absent: { votes: 2, needed: 3, voted: true, named: ['bot'], offered: [] } }));
    });
    await expect.poll(() => rows.nth(1).locator('.absence').innerText()).toMatch(/^absent\s+votes to replace: 2 of 3\s+you voted to replace$/);
    expect(await el().locator('button.replace').count()).toBe(0);
  });

  it('an absent house some substitute offered to take: a keyboard-reachable button naming its key, and the link to send a substitute', async () => {
    const key = 'ab'.repeat(32);
    const clocks: SeatClock[] = [
      { house: 'lannister', wait: 'deciding', deadline: NOW + 5_000, absent: { votes: 0, needed: 2, voted: false, named: [], offered: [key] } },
      { house: 'stark', wait: 'idle', deadline: null },
    ];
    await mount(open.page, 'so-seat-clocks', { clocks, me: 'stark', canReplace: true });
    await open.page.evaluate((now) => {
      const e = document.querySelector('so-seat-clocks') as HTMLElement & { now: () => number; substituteLink: (house: string) => string };
      e.now = () => now;
      e.substituteLink = (house) => `https://so.example/?substitute=${house}#lobby=0123456789abcdef`;
      (window as unknown as { asked: unknown[] }).asked = [];
      document.body.addEventListener('request-replace-seat', (ev) => (window as unknown as { asked: unknown[] }).asked.push((ev as CustomEvent).detail));
    }, NOW);
    const give = el().locator('button.give');
    await give.waitFor();
    expect(await give.innerText()).toBe('Give to substitute abababab');
    expect(await give.getAttribute('aria-label')).toBe('Give Lannister for the rest of the game to the substitute whose key begins abababab');
    const link = el().locator('a.substitute-link');
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe('https://so.example/?substitute=lannister#lobby=0123456789abcdef');
    expect(await link.innerText()).toBe('Link for a substitute');
    // Tab order: the bot's button, then the substitute's.
    await open.page.keyboard.press('Tab');
    await open.page.keyboard.press('Tab');
    await open.page.keyboard.press('Enter');
    expect(await open.page.evaluate(() => (window as unknown as { asked: unknown[] }).asked)).toEqual([{ house: 'lannister', to: key }]);
    await el().screenshot({ path: `${artifactsDir()}/seat-clocks-substitute.png` });
    // Once a vote names the substitute, it alone is offered (votes must agree), and no more link.
    const named = async (absent: { votes: number; named: string[] }) =>
      open.page.evaluate((a) => {
        const e = document.querySelector('so-seat-clocks') as unknown as { clocks: readonly { absent?: object }[] };
        e.clocks = e.clocks.map((c) => (c.absent === undefined ? c : { ...c, absent: { ...c.absent, ...a } }));
      }, absent);
    await named({ votes: 1, named: [key] });
    await expect.poll(() => el().locator('button.replace').count()).toBe(0);
    expect(await el().locator('button.give').count()).toBe(1);
    expect(await el().locator('a.substitute-link').count()).toBe(0);
    // Votes that name two takers: nobody gets the seat, the row says so, and offers no vote.
    await named({ votes: 2, named: ['bot', key] });
    await expect.poll(() => el().locator('.disagree').count()).toBe(1);
    expect(await el().locator('.disagree').innerText()).toBe('The votes name different takers: nobody takes this house while it is away.');
    expect(await el().locator('button').count()).toBe(0);
  });

  it('counts down on the real clock and shows nothing without clocks', async () => {
    await mount(open.page, 'so-seat-clocks', { clocks: [] });
    expect(await el().evaluate((e) => e.shadowRoot!.querySelectorAll('li').length)).toBe(0);
    await open.page.evaluate(() => {
      const e = document.querySelector('so-seat-clocks') as HTMLElement & { clocks: unknown };
      e.clocks = [{ house: 'stark', wait: 'deciding', deadline: Date.now() + 3_000 }];
    });
    const time = el().locator('.time');
    await expect.poll(() => time.innerText()).toBe('0:03');
    await expect.poll(() => time.innerText(), { timeout: 3_000 }).toBe('0:02');
  });
});
