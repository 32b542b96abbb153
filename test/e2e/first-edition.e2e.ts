// A 1st-edition game against bots through the page (issue 22): the new-game form offers the edition
// (3 to 5 players, no Tides of Battle), the page draws the 1st edition's board (the single Summer
// Sea, no ports), the info panel names the edition, and a round is played on it — orders sealed
// with an area left without one ([1E-PLAN-03]), then every decision answered through the panels —
// until round 2's Planning phase. Screenshots: first-edition-round-1.png, first-edition-round-2.png.
// Then a lobby of the 1st edition (Play with friends): the creator's form offers it (3 to 5 players,
// no Tides of Battle, none of the 2nd edition's options), and with two bots and ?autoplay its game
// starts over the network on the 1st edition's board and plays into round 2
// (first-edition-lobby.png).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { areaPoint, artifactsDir, boardSettled, openPage, type OpenPage } from '../../src/ui/common/browser.testkit';
import { moves, snapshot, untilMyTurn, waitForChange } from './bot-round.testkit';

const SEED = '1e'.repeat(32);

async function shoot(page: Page, name: string): Promise<void> {
  await boardSettled(page);
  await page.screenshot({ path: `${artifactsDir()}/${name}.png` });
}

/** The areas the mounted board draws (its map model), read from the page. */
function boardAreas(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const find = (root: ParentNode): Element | null =>
      root.querySelector('so-game-board') ?? [...root.querySelectorAll('*')].map((el) => (el.shadowRoot === null ? null : find(el.shadowRoot))).find((x) => x !== null) ?? null;
    const host = find(document) as (Element & { board: { scene: { model: { byArea: Map<string, unknown> } } } | null }) | null;
    return [...(host?.board?.scene.model.byArea.keys() ?? [])];
  });
}

describe('a 1st-edition game against bots', () => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage({ path: `/?seed=${SEED}`, width: 1400, height: 900 });
  });
  afterAll(async () => {
    await open.close();
  });

  it('starts from the new-game form on the 1st edition’s board and plays a round to round 2', async () => {
    const { page } = open;
    const form = page.locator('so-new-game');
    await form.waitFor({ timeout: 60_000 });
    await form.locator('select[name="players"]').selectOption('6');
    await form.locator('select[name="ruleset"]').selectOption('1e');
    // The 1st edition plays 3 to 5: the 6 falls to 5, and Tides of Battle is not offered.
    expect(await form.locator('select[name="players"]').inputValue()).toBe('5');
    expect(await form.locator('select[name="players"] option').allTextContents()).toEqual(['3', '4', '5']);
    expect(await form.locator('input[name="tides"]').count()).toBe(0);
    await form.locator('select[name="players"]').selectOption('3');
    expect(await form.locator('select[name="house"] option').allTextContents()).toEqual(['Random', 'Stark', 'Lannister', 'Baratheon']);
    await form.locator('select[name="house"]').selectOption('lannister');
    await form.locator('select[name="level"]').selectOption('easy');
    await form.locator('select[name="pace"]').selectOption('0');
    await form.locator('button[type="submit"]').click();

    await untilMyTurn(page);
    const options = await page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { state(): { options: unknown } } }).driver.state().options);
    expect(options).toMatchObject({ ruleset: '1e', houses: ['stark', 'lannister', 'baratheon'] });
    await expect.poll(() => boardAreas(page).then((a) => a.length)).toBe(45);
    const areas = await boardAreas(page);
    expect(areas).toContain('summer-sea');
    expect(areas.filter((a) => a.startsWith('port-') || a.endsWith('-summer-sea') || a === 'salt-shore')).toEqual([]);
    await areaPoint(page, 'summer-sea'); // drawn, and on screen
    expect(await page.locator('so-game-hud dd[data-option="ruleset"]').innerText()).toBe('First edition (2003)');
    // 1E-END-01: eight castles and strongholds win a 3-player game of the 1st edition.
    expect(await page.locator('so-game-hud caption').innerText()).toContain('Castles and Strongholds: 8 win');
    await shoot(page, 'first-edition-round-1');

    // Orders: a March on Lannisport by clicking the board, nothing elsewhere — the 1st edition allows it.
    expect((await snapshot(page)).mine?.kind).toBe('place-orders');
    const orders = page.locator('so-orders-panel');
    await expect.poll(() => orders.locator('.hint.optional').count()).toBe(1);
    const lannisport = await areaPoint(page, 'lannisport');
    await page.mouse.click(lannisport.x, lannisport.y);
    await expect.poll(() => orders.locator('button.area[data-area="lannisport"]').getAttribute('aria-pressed')).toBe('true');
    await orders.locator('button[data-token="march-plus-1"]').click();
    const areaCount = await orders.locator('button.area').count();
    expect(areaCount).toBeGreaterThan(1);
    await orders.locator('button.submit').click();

    let snap = await waitForChange(page, '');
    const handled: string[] = [];
    for (let guard = 0; guard < 200; guard++) {
      snap = await snapshot(page);
      expect(snap.failure).toBeNull();
      if ((snap.round === 2 && snap.phase === 'planning') || snap.winner !== null) break;
      const mine = snap.mine;
      if (mine === null) {
        await untilMyTurn(page);
        continue;
      }
      handled.push(mine.kind);
      if (mine.kind === 'place-orders') break;
      const march = page.locator('so-march-panel');
      if ((await march.count()) > 0) {
        // March where the panel offers; else end the march without moving (its submit as offered).
        if ((await march.locator('button[data-area]').count()) > 0) await march.locator('button[data-area]').first().click();
        await march.locator('button.submit').click();
      } else {
        await page.locator('so-choice-list').locator('button').first().click();
      }
      snap = await waitForChange(page, mine.id);
    }

    expect(snap.failure).toBeNull();
    expect(snap.round).toBe(2);
    expect(snap.phase).toBe('planning');
    expect(handled).toContain('resolve-march');
    const log = await moves(page);
    expect(log.filter((m) => m.kind === 'place-orders').map((m) => m.house)).toEqual(['stark', 'lannister', 'baratheon']);
    const placed = await page.evaluate(
      () =>
        (document.querySelector('so-app') as unknown as { driver: { log(): { move: { kind: string; house?: string; orders?: { area: string }[] } }[] } }).driver
          .log()
          .map((e) => e.move)
          .find((m) => m.kind === 'place-orders' && m.house === 'lannister')?.orders?.map((o) => o.area) ?? [],
    );
    expect(placed).toEqual(['lannisport']);
    await shoot(page, 'first-edition-round-2');
    expect(await boardAreas(page)).toHaveLength(45);
    expect(open.errors).toEqual([]);
  }, 240_000);

  it('is offered by the lobby: a game with two bots starts over the network on its board and plays into round 2', async () => {
    const ann = await openPage({ path: '/?autoplay', width: 1400, height: 900 });
    try {
      const { page } = ann;
      await page.locator('so-app button.friends').click();
      const lobby = page.locator('so-lobby');
      await lobby.locator('input[name="name"]').fill('Ann');
      await lobby.locator('button.create').click();
      await lobby.locator('select[name="players"]').selectOption('6');
      await lobby.locator('select[name="ruleset"]').selectOption('1e');
      await expect.poll(() => lobby.locator('select[name="players"]').inputValue()).toBe('5');
      expect(await lobby.locator('select[name="players"] option').allTextContents()).toEqual(['3', '4', '5']);
      expect(await lobby.locator('input[name="tides"]').count()).toBe(0);
      expect(await lobby.locator('fieldset.rule-options').count()).toBe(0);
      await lobby.locator('select[name="players"]').selectOption('3');
      await expect.poll(() => lobby.locator('li.seat').count()).toBe(3);
      expect(await lobby.locator('li.seat select.house').first().locator('option').allTextContents()).toEqual(['Random', 'Stark', 'Lannister', 'Baratheon']);
      for (let i = 0; i < 2; i++) {
        await lobby.locator('button.add-bot').first().click();
        await expect.poll(() => lobby.locator('li.seat .name', { hasText: '(bot)' }).count()).toBe(i + 1);
      }
      for (const select of await lobby.locator('select.bot-level').all()) await select.selectOption('easy');
      await lobby.locator('button.ready-button').click();
      await page.locator('so-app so-game-board').waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        () => {
          type D = { state(): { round: number; stack: { kind: string }[] }; failure(): Error | null };
          const d = (document.querySelector('so-app') as unknown as { driver: D | null }).driver;
          if (d === null) return false;
          const kinds = d.state().stack.map((f) => f.kind);
          return d.failure() !== null || (d.state().round >= 2 && !kinds.includes('westeros') && kinds.includes('planning'));
        },
        null,
        { timeout: 90_000 },
      );
      const state = await page.evaluate(() => {
        const d = (document.querySelector('so-app') as unknown as { driver: { state(): { round: number; options: unknown }; failure(): Error | null } }).driver;
        return { round: d.state().round, options: d.state().options, failure: d.failure()?.message ?? null };
      });
      expect(state.failure).toBeNull();
      expect(state.round).toBe(2);
      expect(state.options).toMatchObject({ ruleset: '1e', houses: ['stark', 'lannister', 'baratheon'] });
      await expect.poll(() => boardAreas(page).then((a) => a.length)).toBe(45);
      await shoot(page, 'first-edition-lobby');
      expect(ann.errors).toEqual([]);
    } finally {
      await ann.close();
    }
  }, 240_000);
});
