// <so-choice-list> in Chromium: a button per legal move in plain words (House cards with their
// text), the moves' areas lit on the board, a board pick narrowing the list, a click handing the
// move up; above a bid's buttons the Power held, above a muster's the mustering points left per area.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { choices, newGame, pending, type Decision, type GameState, type Move } from '../../../engine/index';
import { clearPage, importInPage, mount, openPage, recorded, type OpenPage } from '../common/browser.testkit';
import { ravenDeciding } from './positions.testkit';

let open: OpenPage;
const state = newGame({ players: 3 });
const retreats: Move[] = [
  { kind: 'retreat', house: 'stark', area: 'castle-black', destroy: [] },
  { kind: 'retreat', house: 'stark', area: 'karhold', destroy: [] },
  { kind: 'retreat', house: 'stark', area: 'moat-cailin', destroy: ['footman'] },
];

// One page for all the tests (clearPage empties it before each).
beforeAll(async () => {
  open = await openPage();
  await importInPage(open.page, '/ui/panels/choice-list.ts');
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

describe('<so-choice-list>', () => {
  it('says the Power a bid can spend and the mustering points each area has left', async () => {
    const bid: Decision = { id: '1', kind: 'bid', house: 'stark', sealed: true, contest: 'fiefdoms' };
    const bids = choices(state, bid);
    if (bids.type !== 'one-of') throw new Error('expected a list of bids');
    await mount(open.page, 'so-choice-list', { state, decision: bid, moves: bids.moves });
    const list = open.page.locator('so-choice-list');
    expect(await list.locator('.note').innerText()).toBe(`You hold ${state.houses.stark!.power} Power.`);
    expect(await list.locator('.choices button').last().innerText()).toBe(`Bid ${state.houses.stark!.power} Power`);
    await clearPage(open);
    const mustering: GameState = { ...state, stack: [...state.stack, { kind: 'muster', id: 90, house: 'stark', points: [{ area: 'winterfell', left: 2 }, { area: 'white-harbor', left: 0 }] }] };
    const muster = pending(mustering)[0]!;
    const space = choices(mustering, muster);
    if (space.type !== 'one-of') throw new Error('expected a list of mustering actions');
    await mount(open.page, 'so-choice-list', { state: mustering, decision: muster, moves: space.moves });
    expect(await list.locator('.note').innerText()).toBe('Mustering points left: Winterfell: 2 · White Harbor: 0');
    expect(await list.locator('.choices button').allInnerTexts()).toContain('Recruit a Knight in Winterfell');
  });


  it('describes each move, lights its areas, narrows on a pick and hands the chosen move up', async () => {
    await mount(open.page, 'so-choice-list', { state, decision: { id: '9/retreat/stark', kind: 'retreat', house: 'stark', sealed: false, from: 'winterfell' }, moves: retreats }, ['request-move', 'preview-change']);
    const list = open.page.locator('so-choice-list');
    expect(await list.locator('.choices button').allInnerTexts()).toEqual(['Retreat to Castle Black', 'Retreat to Karhold', 'Retreat to Moat Cailin, first destroying a Footman']);
    expect((await recorded<{ highlight: string[] }>(open.page, 'preview-change')).at(-1)!.highlight).toEqual(['castle-black', 'karhold', 'moat-cailin']);
    await open.page.evaluate(() => (document.querySelector('so-choice-list') as unknown as { acceptPick(p: unknown): void }).acceptPick({ kind: 'area', area: 'karhold' }));
    expect(await list.locator('.choices button').allInnerTexts()).toEqual(['Retreat to Karhold']);
    await list.locator('.choices button').click();
    expect(await recorded(open.page, 'request-move')).toEqual([{ move: retreats[1] }]);
    await list.locator('button', { hasText: 'Show all' }).click();
    expect(await list.locator('.choices button').count()).toBe(3);
  });

  it('shows moves that read the same once: the Raven with two free tokens of a kind', async () => {
    const raven = ravenDeciding();
    const decision = pending(raven)[0]!;
    const space = choices(raven, decision);
    if (space.type !== 'one-of') throw new RangeError(`expected a list of moves, got ${space.type}`);
    await mount(open.page, 'so-choice-list', { state: raven, decision, moves: space.moves });
    const texts = await open.page.locator('so-choice-list .choices button').allInnerTexts();
    expect(texts.length).toBeLessThan(space.moves.length);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('offers passing last, whatever the engine’s order', async () => {
    const raids: Move[] = [
      { kind: 'resolve-raid', house: 'stark', area: 'winterfell', target: null },
      { kind: 'resolve-raid', house: 'stark', area: 'winterfell', target: 'karhold' },
    ];
    await mount(open.page, 'so-choice-list', { state, decision: { id: '9/resolve-raid/stark', kind: 'resolve-raid', house: 'stark', sealed: false }, moves: raids });
    expect(await open.page.locator('so-choice-list .choices button').allInnerTexts()).toEqual(['Raid the order in Karhold from Winterfell', 'Remove the Raid in Winterfell without effect']);
    expect(await open.page.locator('so-choice-list .choices button.decline').count()).toBe(1);
  });

  it('shows House cards with their ability text', async () => {
    const cards: Move[] = [
      { kind: 'choose-house-card', house: 'stark', card: 'eddard-stark' },
      { kind: 'choose-house-card', house: 'stark', card: 'catelyn-stark' },
    ];
    await mount(open.page, 'so-choice-list', { state, decision: { id: '9/choose-house-card/stark', kind: 'choose-house-card', house: 'stark', sealed: true, embattled: 'winterfell' }, moves: cards });
    const texts = await open.page.locator('so-choice-list .choices button').allInnerTexts();
    expect(texts[0]).toMatch(/^Play Eddard Stark 4, 2 swords\nNo ability$/);
    expect(texts[1]).toMatch(/^Play Catelyn Stark 0\n.+/);
  });
});
