// A board for screen readers and keyboards (issue 19): a seeded game against bots played with the
// keyboard alone, through the board's text view (<so-board-text>) and the decision panel — never
// the 3D board's canvas. Every decision of the page's house from the orders of round 1 to the
// orders of round 2 is made by Tab, the arrow keys and Enter: the orders (each area picked in the
// text view, its token in the tray), the Raven, a raid, a march into Riverrun and its battle with a
// House card, Consolidate Power, and in round 2's Westeros phase a muster and the Clash of Kings
// bids. Seed 8 on the prepared position of play-round.e2e.ts (first-battle.ts) is one where each of
// these arises for Lannister (searched with the engine, the test's own choices, and the seeded
// random bots). The live region's words are recorded as they change; a screenshot per kind of
// decision goes to test-artifacts/e2e/keyboard-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, openPage, type OpenPage } from '../../src/ui/common/browser.testkit';
import { moves, snapshot, startFirstBattle, untilMyTurn, waitForChange } from './bot-round.testkit';

/** Where the focus is, through every shadow root, and whether that is inside `host` on `selector` (holding `text`). */
function focusAt(page: Page, host: string, selector: string, text?: string): Promise<{ ok: boolean; path: string }> {
  return page.evaluate(
    ({ host, selector, text }) => {
      let el: Element | null = document.activeElement;
      const hosts: string[] = [];
      const path: string[] = [];
      while (el !== null) {
        path.push(`${el.tagName.toLowerCase()}${el.className === '' ? '' : `.${String(el.className).trim().replaceAll(' ', '.')}`}`);
        if (el.shadowRoot?.activeElement == null) break;
        hosts.push(el.tagName.toLowerCase());
        el = el.shadowRoot.activeElement;
      }
      const ok = el !== null && hosts.includes(host) && el.matches(selector) && (text === undefined || (el.textContent ?? '').includes(text));
      return { ok, path: path.join(' > ') };
    },
    { host, selector, text },
  );
}

const focusedIs = async (page: Page, host: string, selector: string, text?: string): Promise<boolean> => (await focusAt(page, host, selector, text)).ok;

/** Tab (or Shift+Tab) until the focus is on `selector` in `host`; fails after `max` presses, naming where the focus went. */
async function tabTo(page: Page, host: string, selector: string, options: { back?: boolean; text?: string; max?: number } = {}): Promise<void> {
  const key = options.back === true ? 'Shift+Tab' : 'Tab';
  const seen: string[] = [];
  for (let i = 0; i < (options.max ?? 150); i++) {
    const at = await focusAt(page, host, selector, options.text);
    if (at.ok) return;
    seen.push(at.path);
    await page.keyboard.press(key);
  }
  await page.screenshot({ path: `${artifactsDir()}/keyboard-lost.png` });
  throw new Error(`Tab never reached ${host} ${selector}${options.text === undefined ? '' : ` "${options.text}"`}; the focus went through ${[...new Set(seen)].join(' | ')}`);
}

/** Whether `host` (searched through the app's shadow roots) has an element matching `selector`. */
function has(page: Page, host: string, selector: string, text?: string): Promise<boolean> {
  return page.evaluate(
    ({ host, selector, text }) => {
      const find = (root: ParentNode): Element[] => [
        ...root.querySelectorAll(host),
        ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot === null ? [] : find(el.shadowRoot))),
      ];
      return find(document).some((h) => [...(h.shadowRoot?.querySelectorAll(selector) ?? [])].some((el) => text === undefined || (el.textContent ?? '').includes(text)));
    },
    { host, selector, text },
  );
}

/** In the text view's list of areas (one Tab stop), Home then Down arrow to `area`, then Enter: the area is picked. */
async function pickInTextView(page: Page, area: string): Promise<void> {
  await tabTo(page, 'so-board-text', 'button.area');
  await page.keyboard.press('Home');
  for (let i = 0; i < 80 && !(await focusedIs(page, 'so-board-text', `button.area[data-area="${area}"]`)); i++) await page.keyboard.press('ArrowDown');
  expect(await focusedIs(page, 'so-board-text', `button.area[data-area="${area}"]`), area).toBe(true);
  await page.keyboard.press('Enter');
}

const ORDERS = [
  { area: 'lannisport', token: 'march-plus-1' },
  { area: 'stoney-sept', token: 'raid-special' },
  { area: 'the-golden-sound', token: 'support-a' },
  { area: 'port-of-lannisport', token: 'consolidate-a' },
];

describe('a game played with the keyboard and the board as text', () => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage({ path: '/', width: 1400, height: 900 });
  });
  afterAll(async () => {
    await open.close();
  });

  it('orders, a raid, a march with its battle and House card, a muster and bids — keyboard only, never the canvas', async () => {
    const { page } = open;
    await page.locator('so-new-game').waitFor({ timeout: 60_000 });
    // Anything done with a pointer, and any pick coming from the 3D board, is counted: both must stay 0.
    await page.evaluate(() => {
      const w = window as unknown as { pointer: number; boardPicks: number };
      w.pointer = 0;
      w.boardPicks = 0;
      for (const type of ['pointerdown', 'mousedown', 'touchstart']) document.addEventListener(type, () => w.pointer++, true);
      document.addEventListener('board-pick', (e) => {
        if (e.composedPath().some((n) => n instanceof Element && n.tagName === 'SO-GAME-BOARD')) w.boardPicks++;
      }, true);
    });
    await startFirstBattle(page, new Array<number>(32).fill(8));
    await expect.poll(() => has(page, 'so-board-text', 'button.toggle'), { timeout: 60_000 }).toBe(true);
    // Everything the live region says, as it says it.
    await page.evaluate(() => {
      const w = window as unknown as { said: string[] };
      w.said = [];
      const find = (root: ParentNode): Element | null => {
        const hit = root.querySelector('so-board-text');
        if (hit !== null) return hit;
        for (const el of root.querySelectorAll('*')) {
          const inner = el.shadowRoot === null ? null : find(el.shadowRoot);
          if (inner !== null) return inner;
        }
        return null;
      };
      const live = find(document)!.shadowRoot!.querySelector('.live')!;
      new MutationObserver(() => w.said.push(...[...live.querySelectorAll('p')].map((p) => p.textContent ?? ''))).observe(live, { childList: true, subtree: true, characterData: true });
    });

    // Open the text view (a disclosure, kept open on this device).
    await tabTo(page, 'so-board-text', 'button.toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => has(page, 'so-board-text', 'button.toggle[aria-expanded="true"]'), { timeout: 15_000 }).toBe(true);
    // What the text view says of Lannisport at the start: the area card's sentences.
    expect(await has(page, 'so-board-text', '#facts-lannisport', 'Lannister: a Footman and 2 Knights.')).toBe(true);

    // Orders: each area picked in the text view, its token chosen in the tray (Shift+Tab back to it).
    for (const { area, token } of ORDERS) {
      await pickInTextView(page, area);
      await expect.poll(() => has(page, 'so-orders-panel', `button.area[data-area="${area}"][aria-pressed="true"]`), { timeout: 15_000 }).toBe(true);
      await tabTo(page, 'so-orders-panel', `button[data-token="${token}"]`, { back: true });
      await page.keyboard.press('Enter');
    }
    // The draft reads face up in the text view, as on the board.
    expect(await has(page, 'so-board-text', '#facts-lannisport', 'Order: March +1 ★ (Lannister).')).toBe(true);
    await page.screenshot({ path: `${artifactsDir()}/keyboard-orders.png` });
    const ordersId = (await snapshot(page)).mine!.id;
    await tabTo(page, 'so-orders-panel', 'button.submit', { back: true });
    await page.keyboard.press('Enter');
    let snap = await waitForChange(page, ordersId);

    const handled: string[] = [];
    const shots = new Set<string>();
    const shoot = async (name: string) => {
      if (shots.has(name)) return;
      shots.add(name);
      await page.screenshot({ path: `${artifactsDir()}/keyboard-${name}.png` });
    };
    for (let guard = 0; guard < 200; guard++) {
      snap = await snapshot(page);
      expect(snap.failure).toBeNull();
      if (snap.winner !== null || (snap.round === 2 && snap.mine?.kind === 'place-orders')) break;
      const mine = snap.mine;
      if (mine === null) {
        await untilMyTurn(page);
        continue;
      }
      handled.push(mine.kind);
      console.log(`keyboard-play: round ${snap.round}, ${mine.kind}`);
      // Whatever the panel shows for this decision must be there before a key goes to it.
      await expect.poll(() => has(page, 'so-decision-panel', 'so-orders-panel, so-march-panel, so-choice-list'), { timeout: 15_000 }).toBe(true);
      const choice = async (options: { selector?: string; text?: string } = {}) => {
        // The first button: the list puts passing last, so this acts whenever the decision can.
        // The panel comes before the text view: Shift+Tab reaches it from there (and from the page's end).
        await tabTo(page, 'so-choice-list', options.selector ?? '.choices > button:first-child', { back: true, ...(options.text === undefined ? {} : { text: options.text }) });
        await page.keyboard.press('Enter');
      };
      if (mine.kind === 'resolve-march') {
        // The one March order is chosen at once; Riverrun picked in the text view sends every unit there.
        await expect.poll(() => has(page, 'so-march-panel', 'select[data-unit]'), { timeout: 15_000 }).toBe(true);
        await pickInTextView(page, 'riverrun');
        await expect.poll(() => page.locator('so-march-panel select[data-unit="0"]').inputValue(), { timeout: 15_000 }).toBe('riverrun');
        for (let i = 1; i < 3; i++) expect(await page.locator(`so-march-panel select[data-unit="${i}"]`).inputValue()).toBe('riverrun');
        await shoot('march');
        await tabTo(page, 'so-march-panel', 'button.submit', { back: true });
        await page.keyboard.press('Enter');
      } else if (mine.kind === 'use-raven') {
        await choice({ selector: '.choices button.decline' });
      } else if (mine.kind === 'resolve-raid') {
        // The raid's targets are listed as areas to choose: Riverrun narrows the list to the raid on it.
        if (await has(page, 'so-board-text', 'button.choose[data-pick="riverrun"]')) {
          await tabTo(page, 'so-board-text', 'button.choose[data-pick="riverrun"]');
          await page.keyboard.press('Enter');
          await expect.poll(() => has(page, 'so-choice-list', 'p.row'), { timeout: 15_000 }).toBe(true);
        }
        await choice();
      } else if (mine.kind === 'declare-support') {
        await choice(await has(page, 'so-choice-list', 'button', 'Support the attacker') ? { text: 'Support the attacker' } : {});
      } else if (mine.kind === 'choose-house-card') {
        expect(await has(page, 'so-decision-panel', 'section.battle')).toBe(true);
        await shoot('house-card');
        await choice();
      } else if (mine.kind === 'muster') {
        // The first area the muster can use, picked in the text view's list of areas to choose, then its first action.
        const areas = await page.evaluate(() => {
          const find = (root: ParentNode): Element | null => root.querySelector('so-board-text') ?? [...root.querySelectorAll('*')].map((el) => (el.shadowRoot === null ? null : find(el.shadowRoot))).find((x) => x !== null) ?? null;
          return [...find(document)!.shadowRoot!.querySelectorAll('button.choose')].map((b) => b.getAttribute('data-pick'));
        });
        if (areas.length > 0) {
          await shoot('muster');
          await tabTo(page, 'so-board-text', `button.choose[data-pick="${areas[0]}"]`);
          await page.keyboard.press('Enter');
        }
        await choice();
      } else if (mine.kind === 'bid') {
        await shoot('bid');
        await choice();
      } else if (await has(page, 'so-decision-panel', 'so-march-panel')) {
        await tabTo(page, 'so-march-panel', 'button.submit', { back: true });
        await page.keyboard.press('Enter');
      } else {
        await choice();
      }
      snap = await waitForChange(page, mine.id);
    }

    expect(snap.round).toBe(2);
    expect(snap.mine?.kind).toBe('place-orders');
    expect(handled).toEqual(expect.arrayContaining(['use-raven', 'resolve-raid', 'resolve-march', 'choose-house-card', 'muster', 'bid']));
    const log = await moves(page);
    const lannister = log.filter((m) => m.house === 'lannister').map((m) => m.kind);
    expect(lannister).toEqual(expect.arrayContaining(['place-orders', 'resolve-march', 'choose-house-card', 'muster', 'bid']));
    expect(log.some((m) => m.kind === 'resolve-march' && m.house === 'lannister' && m.to?.includes('riverrun'))).toBe(true);
    // The live region said what happened and what was asked.
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said.some((l) => l.startsWith('Orders revealed'))).toBe(true);
    expect(said.some((l) => l.startsWith('Combat in Riverrun'))).toBe(true);
    expect(said.some((l) => /Westeros deck I/.test(l))).toBe(true);
    expect(said).toContain('Your turn: Muster');
    expect(said.some((l) => l.startsWith('Your turn: Choose a House card'))).toBe(true);
    // Keyboard only: no pointer went down anywhere, and the 3D board picked nothing.
    expect(await page.evaluate(() => (window as unknown as { pointer: number; boardPicks: number }).pointer)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pointer: number; boardPicks: number }).boardPicks)).toBe(0);
    await page.screenshot({ path: `${artifactsDir()}/keyboard-round-2.png` });
    expect(open.errors).toEqual([]);
    // Tab by Tab through a whole round on a shared 2-core machine: minutes, not seconds.
  }, 480_000);
});
