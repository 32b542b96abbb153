// A whole round against bots, played through the page as a person would: orders placed by clicking
// the board and a token and by dragging a token onto the board, the Messenger Raven, a raid, a
// march into Riverrun by clicking the board, support, a House card, and the battle's outcome —
// Stark's retreat or loss — until round 2's Planning phase. Screenshots of the board at the start,
// after the orders are revealed, with the march planned and during the battle go to
// test-artifacts/e2e/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { areaPoint, artifactsDir, boardSettled, openPage, type OpenPage } from '../../src/ui/common/browser.testkit';
import { moves, snapshot, startFirstBattle, untilMyTurn, waitForChange } from './bot-round.testkit';

/** Waits for the board to draw the latest state, then saves a screenshot. */
async function shoot(page: Page, name: string): Promise<void> {
  await boardSettled(page);
  await page.screenshot({ path: `${artifactsDir()}/${name}.png` });
}

describe('a round against bots through the page', () => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage({ path: '/', width: 1400, height: 900 });
  });
  afterAll(async () => {
    await open.close();
  });

  it('orders, reveal, raid, march into battle, House card, outcome — then round 2 begins', async () => {
    const { page } = open;
    await startFirstBattle(page, Array.from({ length: 32 }, (_, i) => i + 1));
    await shoot(page, 'round-start');

    // Orders: click Lannisport on the board, then a token.
    const orders = page.locator('so-orders-panel');
    const lannisport = await areaPoint(page, 'lannisport');
    await page.mouse.click(lannisport.x, lannisport.y);
    await expect.poll(() => orders.locator('button.area[data-area="lannisport"]').getAttribute('aria-pressed')).toBe('true');
    await orders.locator('button[data-token="march-plus-1"]').click();
    expect(await orders.locator('button.area[data-area="lannisport"] .placed').textContent()).toBe('March +1 ★');
    // Drag the special Raid onto Stoney Sept.
    const sept = await areaPoint(page, 'stoney-sept');
    const raid = await orders.locator('button[data-token="raid-special"]').boundingBox();
    await page.mouse.move(raid!.x + raid!.width / 2, raid!.y + raid!.height / 2);
    await page.mouse.down();
    await page.mouse.move(raid!.x - 40, raid!.y, { steps: 4 });
    await page.mouse.move(sept.x, sept.y, { steps: 8 });
    await page.mouse.up();
    expect(await orders.locator('button.area[data-area="stoney-sept"] .placed').textContent()).toBe('Raid ★');
    // The keyboard-friendly list for the rest.
    await orders.locator('button.area[data-area="the-golden-sound"]').click();
    await orders.locator('button[data-token="support-a"]').click();
    await orders.locator('button.area[data-area="port-of-lannisport"]').click();
    await orders.locator('button[data-token="consolidate-a"]').click();
    await orders.locator('button.submit').click();

    let snap = await waitForChange(page, '');
    let revealedShot = false;
    let battleShot = false;
    const handled: string[] = [];
    for (let guard = 0; guard < 200; guard++) {
      snap = await snapshot(page);
      expect(snap.failure).toBeNull();
      if (!revealedShot && snap.phase === 'action') {
        await shoot(page, 'orders-revealed');
        revealedShot = true;
      }
      if (snap.round === 2 && snap.phase === 'planning') break;
      if (snap.winner !== null) break;
      const mine = snap.mine;
      if (mine === null) {
        await untilMyTurn(page);
        continue;
      }
      handled.push(mine.kind);
      const list = page.locator('so-choice-list');
      if (mine.kind === 'resolve-march') {
        const march = page.locator('so-march-panel');
        if (await march.locator('button[data-area]').count() > 0) {
          await page.mouse.click(lannisport.x, lannisport.y);
        }
        await expect.poll(() => march.locator('select[data-unit]').count()).toBe(3);
        const riverrun = await areaPoint(page, 'riverrun');
        await page.mouse.click(riverrun.x, riverrun.y);
        for (let i = 0; i < 3; i++) expect(await march.locator(`select[data-unit="${i}"]`).inputValue()).toBe('riverrun');
        await shoot(page, 'march-planned');
        await march.locator('button.submit').click();
      } else if (mine.kind === 'resolve-raid') {
        const onRiverrun = list.locator('button', { hasText: 'Riverrun' });
        await ((await onRiverrun.count()) > 0 ? onRiverrun.first() : list.locator('button').first()).click();
      } else if (mine.kind === 'use-raven') {
        await list.locator('button', { hasText: 'Do not use' }).click();
      } else if (mine.kind === 'declare-support') {
        const attacker = list.locator('button', { hasText: 'Support the attacker' });
        await ((await attacker.count()) > 0 ? attacker : list.locator('button').first()).click();
      } else if (mine.kind === 'choose-house-card') {
        await expect.poll(() => page.locator('so-decision-panel .battle').count()).toBe(1);
        if (!battleShot) await shoot(page, 'battle');
        battleShot = true;
        const tywin = list.locator('button', { hasText: 'Tywin Lannister' });
        await ((await tywin.count()) > 0 ? tywin : list.locator('button').first()).click();
      } else if (mine.kind === 'place-orders') {
        break;
      } else if (await page.locator('so-march-panel').count() > 0) {
        await page.locator('so-march-panel button.submit').click();
      } else {
        await list.locator('button').first().click();
      }
      snap = await waitForChange(page, mine.id);
    }

    expect(snap.round).toBe(2);
    expect(snap.phase).toBe('planning');
    expect(revealedShot).toBe(true);
    expect(battleShot).toBe(true);
    expect(handled).toEqual(expect.arrayContaining(['use-raven', 'resolve-raid', 'resolve-march', 'choose-house-card']));
    const log = await moves(page);
    expect(log.filter((m) => m.kind === 'place-orders').map((m) => m.house)).toEqual(['stark', 'lannister', 'baratheon']);
    expect(log.some((m) => m.kind === 'resolve-raid' && m.house === 'lannister' && m.area === 'stoney-sept')).toBe(true);
    expect(log.some((m) => m.kind === 'resolve-march' && m.house === 'lannister' && m.to?.includes('riverrun'))).toBe(true);
    expect(log.some((m) => m.kind === 'choose-house-card' && m.house === 'lannister')).toBe(true);
    const text = await page.locator('so-game-log ol').innerText();
    expect(text).toContain('Lannister attacks Stark in Riverrun');
    expect(text).toMatch(/Combat in Riverrun: Lannister \d+ \(units \d+.*\) against Stark \d+ \(units \d+.*\)\. \w+ wins/);
    // The lone Stark Footman either retreated, died, or held Riverrun.
    expect(text).toMatch(/Stark retreats|Stark cannot retreat|Stark loses 1 Footman|Stark wins/);
    expect(open.errors).toEqual([]);
  });
});
