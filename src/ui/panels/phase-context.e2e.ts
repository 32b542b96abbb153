// <so-phase-context> in Chromium, on states from a bots-only game: this round's Westeros cards, a
// Clash of Kings' opened bids, a Wildling attack's outcome and card; nothing in the Planning phase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame, WESTEROS_CARDS, WILDLING_CARDS, type GameState } from '../../../engine/index';
import { importInPage, mount, openPage, type OpenPage } from '../common/browser.testkit';
import { createLocalDriver } from '../drivers/local-driver';
import { frameOf } from '../game/phase';

let open: OpenPage;
beforeAll(async () => {
  open = await openPage({ width: 600, height: 400 });
  await importInPage(open.page, '/ui/panels/phase-context.ts');
});
afterAll(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

const states: GameState[] = (() => {
  const queue: (() => void)[] = [];
  const driver = createLocalDriver({ config: { players: 6 }, seed: new Uint8Array(32).fill(11), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0) queue.shift()!();
  return driver.log().map((e) => e.after);
})();

async function show(state: GameState): Promise<string> {
  await open.page.evaluate(() => document.querySelector('so-phase-context')?.remove());
  await mount(open.page, 'so-phase-context', { state });
  return open.page.locator('so-phase-context').evaluate((el) => (el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ').trim());
}

describe('<so-phase-context>', () => {
  it('names this round’s Westeros cards', async () => {
    const state = states.find((s) => frameOf(s, 'westeros')?.cards.every((c) => c !== null))!;
    const cards = frameOf(state, 'westeros')!.cards.map((c) => WESTEROS_CARDS[c!].name);
    expect(await show(state)).toContain(`Westeros cards: I: ${cards[0]} · II: ${cards[1]} · III: ${cards[2]}`);
  });

  it('shows a Clash of Kings’ opened bids, highest first', async () => {
    const state = states.find((s) => (frameOf(s, 'clash-of-kings')?.bids ?? null) !== null)!;
    const clash = frameOf(state, 'clash-of-kings')!;
    const text = await show(state);
    expect(text).toContain('Clash of Kings: bidding for the');
    expect(await open.page.locator('so-phase-context .bids li').count()).toBe(clash.bids!.length);
  });

  it('shows a Wildling attack’s outcome and card, and nothing in the Planning phase', async () => {
    const state = states.find((s) => (frameOf(s, 'wildling-attack')?.card ?? null) !== null)!;
    const attack = frameOf(state, 'wildling-attack')!;
    const text = await show(state);
    expect(text).toContain(`Wildlings attack with strength ${attack.strength}: the Night's Watch ${attack.won ? 'holds' : 'falls'}`);
    expect(text).toContain(WILDLING_CARDS[attack.card!].name);
    expect(await show(newGame({ players: 3 }))).toBe('');
  });

  it('names the bidder a Wildling card strikes or rewards, once known (the card texts have no subject)', async () => {
    const named = (house: string): string => house[0]!.toUpperCase() + house.slice(1);
    const known = states.filter((s) => (frameOf(s, 'wildling-attack')?.target ?? null) !== null && frameOf(s, 'wildling-attack')?.card !== null);
    expect(known.length).toBeGreaterThan(0);
    for (const state of [known.find((s) => frameOf(s, 'wildling-attack')!.won === false), known.find((s) => frameOf(s, 'wildling-attack')!.won === true)]) {
      if (state === undefined) continue;
      const attack = frameOf(state, 'wildling-attack')!;
      const card = WILDLING_CARDS[attack.card!];
      const text = await show(state);
      if (attack.won === true) expect(text).toContain(`${card.name}: Highest bidder (${named(attack.target!)}): ${card.nightsWatchVictory}`);
      else expect(text).toContain(`${card.name}: Lowest bidder (${named(attack.target!)}): ${card.lowestBidder} Everyone else: ${card.everyoneElse}`);
    }
  });
});
