// <so-decision-panel> in Chromium: the panel for the shape of my decision's choices, a waiting
// indicator naming whom the game waits for, my sealed orders noted, a battle's two sides, the end;
// my private cards: the Raven's Wildling card, my face-down Tides of Battle card.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { choices, newGame, pending, WILDLING_CARDS, type GameState, type Move, type WildlingCardId } from '../../../engine/index';
import { clearPage, importInPage, mount, openPage, type OpenPage } from '../common/browser.testkit';
import { marching, ravenLooking, tidesFaceDown } from './positions.testkit';
import { cardName, tidesCardText } from '../game/words';

let open: OpenPage;
// One page for all the tests (clearPage empties it before each).
beforeAll(async () => {
  open = await openPage();
  await importInPage(open.page, '/ui/panels/decision-panel.ts');
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

const panel = () => open.page.locator('so-decision-panel');

describe('<so-decision-panel>', () => {
  it('asks me for orders with the orders panel and names the houses it waits for', async () => {
    const state = newGame({ players: 4 });
    await mount(open.page, 'so-decision-panel', { state, me: 'greyjoy', pending: pending(state) });
    expect(await panel().locator('h2').innerText()).toBe('Place your orders');
    expect(await panel().locator('so-orders-panel').count()).toBe(1);
    expect(await panel().locator('.waiting-others').innerText()).toBe("Waiting for Stark's, Lannister's and Baratheon's orders");
  });

  it('waits, saying my orders are sealed, when my move is in', async () => {
    const state = newGame({ players: 3 });
    const all = pending(state);
    const mine = all.find((d) => d.house === 'stark')!;
    const sealed: Move[] = [{ kind: 'place-orders', house: 'stark', orders: [] }];
    await mount(open.page, 'so-decision-panel', { state, me: 'stark', pending: all.filter((d) => d !== mine), sealed });
    expect(await panel().locator('.waiting').innerText()).toBe("Waiting for Lannister's and Baratheon's orders");
    expect(await panel().locator('[role="status"]').count()).toBe(1);
    expect(await panel().locator('p.muted').innerText()).toBe("Your orders are sealed until everyone's is in.");
  });

  it('names who has sealed apart from whom it still waits for (the table clocks)', async () => {
    const state = newGame({ players: 4 });
    const all = pending(state);
    const clocks = [
      { house: 'stark', wait: 'sealed', deadline: null },
      { house: 'lannister', wait: 'deciding', deadline: null },
      { house: 'baratheon', wait: 'sealed', deadline: null },
      { house: 'greyjoy', wait: 'deciding', deadline: null },
    ];
    await mount(open.page, 'so-decision-panel', { state, me: 'greyjoy', pending: all, clocks });
    expect(await panel().locator('.waiting-others').innerText()).toBe("Waiting for Lannister's orders");
    expect(await panel().locator('.sealed-others').innerText()).toBe('Sealed already: Stark and Baratheon');
  });

  it('says when the timeout bot answered for me, and asks me nothing more for that choice', async () => {
    const state = newGame({ players: 4 });
    const clocks = [
      { house: 'stark', wait: 'deciding', deadline: null },
      { house: 'lannister', wait: 'sealed', deadline: null },
      { house: 'baratheon', wait: 'sealed', deadline: null },
      { house: 'greyjoy', wait: 'timed-out', deadline: null },
    ];
    await mount(open.page, 'so-decision-panel', { state, me: 'greyjoy', pending: pending(state), clocks });
    expect(await panel().locator('.timed-out').innerText()).toMatch(/^You missed the time limit, so a bot answered this choice for you\./);
    expect(await panel().locator('so-orders-panel').count()).toBe(0);
    expect(await panel().locator('.waiting').innerText()).toContain("Waiting for Stark's orders");
  });

  it('says, on a page reopened while my choice was open, that the bot makes it at its time limit (GameDriver.leftToBot)', async () => {
    // The session's driver lists none of my decisions then (it asks me nothing): only the others'.
    const state = newGame({ players: 4 });
    const others = pending(state).filter((d) => d.house !== 'greyjoy');
    await mount(open.page, 'so-decision-panel', { state, me: 'greyjoy', pending: others, leftToBot: true });
    expect(await panel().locator('.left-to-bot').innerText()).toMatch(/^This choice was open when this page closed.*a bot makes it when its time limit runs out\./);
    expect(await panel().locator('so-orders-panel').count()).toBe(0);
    await clearPage(open);
    await mount(open.page, 'so-decision-panel', { state, me: 'greyjoy', pending: others });
    expect(await panel().locator('.left-to-bot').count()).toBe(0);
  });

  it('gives a march the march panel', async () => {
    const state = marching();
    await mount(open.page, 'so-decision-panel', { state, me: 'stark', pending: pending(state) });
    expect(await panel().locator('h2').innerText()).toBe('Resolve one of your March orders');
    expect(await panel().locator('so-march-panel select').count()).toBe(2);
    expect(choices(state, pending(state)[0]!).type).toBe('march');
  });

  it('announces the winner with a way to a new game', async () => {
    const state: GameState = { ...newGame({ players: 3 }), winner: 'baratheon' };
    await mount(open.page, 'so-decision-panel', { state, me: 'stark', pending: [] }, ['request-setup']);
    expect(await panel().locator('h2').innerText()).toBe('Baratheon wins the game');
    // Why: no house reached 7 (the start board), so the most after round 10.
    expect(await panel().locator('.over .reason').innerText()).toMatch(/^Round 10 is over/);
    await panel().locator('button', { hasText: 'New game' }).click();
    expect(await open.page.evaluate(() => (window as unknown as { events: unknown[] }).events.length)).toBe(1);
  });

  it("draws the winner's colour as a shield, not a round dot that reads as an empty radio button (Stark's white)", async () => {
    const state: GameState = { ...newGame({ players: 3 }), winner: 'stark' };
    await mount(open.page, 'so-decision-panel', { state, me: 'stark', pending: [] });
    // What the pointer hits 1 px inside each corner of the dot's box: a shield fills its top corners
    // and not its bottom ones (a round dot fills none, a square all four, like a checkbox).
    const hits = await panel().evaluate((host) => {
      const dot = host.shadowRoot!.querySelector('h2 .house-dot')!;
      const box = dot.getBoundingClientRect();
      const at = (x: number, y: number) => host.shadowRoot!.elementFromPoint(x, y) === dot;
      return { topLeft: at(box.left + 1, box.top + 1), topRight: at(box.right - 1, box.top + 1), bottomLeft: at(box.left + 1, box.bottom - 1), bottomRight: at(box.right - 1, box.bottom - 1), centre: at(box.left + box.width / 2, box.top + box.height / 2) };
    });
    expect(hits).toEqual({ topLeft: true, topRight: true, bottomLeft: false, bottomRight: false, centre: true });
  });

  it('announces a shared 1st-edition victory as shared (1E-END-03)', async () => {
    const start = newGame({ players: 3, ruleset: '1e' });
    const areas = { ...start.areas, riverrun: { ...start.areas.riverrun, units: [{ house: 'lannister', type: 'footman', routed: false }] } } as GameState['areas'];
    const state: GameState = { ...start, areas, round: 10, winner: 'stark', sharedWin: ['stark', 'lannister'] };
    await mount(open.page, 'so-decision-panel', { state, me: 'baratheon', pending: [] });
    expect(await panel().locator('h2').innerText()).toBe('Stark and Lannister share the victory');
    expect(await panel().locator('h2 .house-dot').count()).toBe(2);
    expect(await panel().locator('.over .reason').innerText()).toMatch(/^Round 10 is over: Stark and Lannister hold 2 Castles and Strongholds each/);
  });

  it('shows the Raven holder the top Wildling card, name and text, while it chooses top or bottom (2E-INF-11)', async () => {
    const state = ravenLooking();
    const mine = pending(state)[0]!;
    const card: WildlingCardId = 'crow-killers';
    await mount(open.page, 'so-decision-panel', { state, me: mine.house, pending: [mine], privateCards: { wildlingTop: card, tidesCard: null } });
    const shown = panel().locator('.private-card');
    expect(await shown.locator('h3').innerText()).toBe(`Top Wildling card: ${WILDLING_CARDS[card].name}`);
    const text = await shown.innerText();
    for (const effect of [WILDLING_CARDS[card].nightsWatchVictory, WILDLING_CARDS[card].lowestBidder, WILDLING_CARDS[card].everyoneElse]) expect(text).toContain(effect);
    expect(await panel().locator('so-choice-list button').count()).toBe(2);
  });

  it("shows my face-down Tides of Battle card in the battle, and the opponent's only as face down (2E-TOB-04)", async () => {
    const { state, dealt } = tidesFaceDown();
    const combat = state.stack.find((f) => f.kind === 'combat')!;
    if (combat.kind !== 'combat') throw new Error('expected a combat');
    const me = combat.defender;
    const mine = dealt[me]!;
    await mount(open.page, 'so-decision-panel', { state, me, pending: pending(state), privateCards: { wildlingTop: null, tidesCard: mine } });
    const battle = panel().locator('.battle');
    expect(await battle.locator('.tides.private').innerText()).toBe(`Your Tides card: ${cardName(mine)} (${tidesCardText(mine)}; only you see it)`);
    expect(await battle.locator('.tides:not(.private)').innerText()).toBe('Tides card face down');
    // A spectator sees both face down.
    await mount(open.page, 'so-decision-panel', { state, me: null, pending: pending(state) });
    expect(await panel().last().locator('.battle .tides.private').count()).toBe(0);
    expect(await panel().last().locator('.battle .tides').allInnerTexts()).toEqual(['Tides card face down', 'Tides card face down']);
  });
});
