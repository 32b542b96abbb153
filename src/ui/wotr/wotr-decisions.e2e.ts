// <so-wotr-decisions> alone in Chromium, given positions built with the engine (the preview table,
// a hand of known cards): the setup cycle's checkboxes and a Confirm enabled only for an offered set;
// a turn's play step by step (action, card, where, how it is paid) with Back; and the
// request-wotr-move it hands up is exactly one of the offered moves; a line under the heading
// explains each term the step offers (cycle, winnow, a play's cost), and describes the panel. The
// table beside it renders this seat's hand by name with its icons named and the other's count only,
// and says what an empty location or reserve means.
import { afterEach, describe, expect, it } from 'vitest';
import { apply, legalMoves, newGame, pending, type Move, type WotrState } from '../../../wotr/index';
import { WOTR_PREVIEW_CONFIG } from '../../games/wotr-preview';
import { importInPage, mount, openPage, recorded, type OpenPage } from '../common/browser.testkit';

let open: OpenPage;
afterEach(async () => {
  expect(open.errors).toEqual([]);
  await open.close();
});

/** Every seat's hand named by the first cards of its list (a position as the test chooses it, the dealer's part). */
function named(s: WotrState): Map<number, string> {
  const known = new Map<number, string>();
  s.seats.forEach((seat) => [...seat.hand, ...seat.deck].forEach((ref, i) => known.set(ref, seat.list[i]!)));
  return known;
}

/** The engine decision of `seat` as the module's decision (what the driver hands the panel). */
const decisionOf = (s: WotrState, seat: number) => {
  const d = pending(s)[0]!;
  return { id: `${d.kind}/${s.seats[seat]!.name}`, kind: d.kind, sealed: false, seat: s.seats[seat]!.name, at: seat, engine: d };
};

describe('<so-wotr-decisions>', () => {
  it('offers the setup cycle as checkboxes, Confirm only for an offered set, then a play step by step with Back', async () => {
    const s0 = newGame(WOTR_PREVIEW_CONFIG);
    const known = named(s0);
    const identify = (ref: number) => known.get(ref) ?? null;
    const handOf = (s: WotrState, seat: number) => s.seats[seat]!.hand.map((ref) => ({ ref, card: identify(ref) }));
    open = await openPage();
    await importInPage(open.page, '/ui/wotr/wotr-decisions.ts');
    await importInPage(open.page, '/ui/wotr/wotr-table.ts');
    const offered = legalMoves(s0, 1, identify);
    await mount(open.page, 'so-wotr-decisions', { state: s0, decision: decisionOf(s0, 1), offered, hand: handOf(s0, 1) }, ['request-wotr-move']);
    const panel = open.page.locator('so-wotr-decisions');
    expect(await panel.locator('h2').innerText()).toBe('Choose 2 cards to cycle');
    // What cycling does, under the heading, and the panel described by it (not a hover-only title).
    const cycleLine = 'To cycle a card is to put it face down on your cycle pile: when your deck runs out, that pile is shuffled into your new deck.';
    expect(await panel.locator('.explain').innerText()).toBe(cycleLine);
    expect(await panel.locator('section').getAttribute('aria-describedby')).toBe('decision-explain');
    expect(await panel.locator('#decision-explain').innerText()).toBe(cycleLine);
    const boxes = panel.locator('input[type="checkbox"]');
    expect(await boxes.count()).toBe(7);
    expect(await panel.locator('label').first().innerText()).toBe('Blade of Westernesse');
    await boxes.nth(0).check();
    expect(await panel.locator('button.confirm').isDisabled()).toBe(true);
    await boxes.nth(3).check();
    await panel.locator('button.confirm').click();
    const [sent] = await recorded<{ move: Move }>(open.page, 'request-wotr-move');
    expect(offered).toContainEqual(sent!.move);
    expect(sent!.move).toEqual({ kind: 'setup-cycle', seat: 1, refs: [s0.seats[1]!.hand[0]!, s0.seats[1]!.hand[3]!] });

    // Both seats cycle, the path is drawn: the Balrog's first action.
    let s = apply(s0, { kind: 'setup-cycle', seat: 0, refs: s0.seats[0]!.hand.slice(0, 2) });
    s = apply(s, { kind: 'setup-cycle', seat: 1, refs: s.seats[1]!.hand.slice(0, 2) });
    while (pending(s)[0]?.kind === 'lot') s = apply(s, { kind: 'lot', index: 0 });
    expect(pending(s)[0]).toMatchObject({ kind: 'turn', seats: [0] });
    const turn = legalMoves(s, 0, identify);
    await open.page.evaluate(() => document.body.replaceChildren());
    await mount(open.page, 'so-wotr-decisions', { state: s, decision: decisionOf(s, 0), offered: turn, hand: handOf(s, 0) }, ['request-wotr-move']);
    expect(await panel.locator('h2').innerText()).toBe('Your action');
    // No pass: 5 cards in hand, more than the carryover limit and not fewer than the other seat ([WOTR-ACT-04], canPass).
    expect(await panel.locator('button.choice').allInnerTexts()).toEqual(['Play a card', 'Cycle a card', 'Winnow: eliminate 2 cards, draw 1']);
    expect(await panel.locator('.explain p').allInnerTexts()).toEqual([cycleLine, 'To winnow is to eliminate 2 cards from your hand (out of the game) and draw 1 from your deck.']);
    await panel.locator('button.choice', { hasText: 'Play a card' }).click();
    expect(await panel.locator('.ask').innerText()).toBe('Which card?');
    const cards = await panel.locator('button.choice').allInnerTexts();
    expect(cards.length).toBeGreaterThan(0);
    await panel.locator('button.choice').first().click();
    expect(await panel.locator('.ask').innerText()).toBe('Where?');
    await panel.locator('button.back').click(); // Back to the card
    expect(await panel.locator('.ask').innerText()).toBe('Which card?');
    await panel.locator('button.choice').first().click();
    await panel.locator('button.choice').first().click();
    expect(await panel.locator('.ask').innerText()).toBe('How do you pay?');
    expect(await panel.locator('.explain p').first().innerText()).toBe('Playing a card costs a second card from your hand, cycled at the same time; with no other card in hand, you forsake one instead.');
    expect(await panel.locator('.path').innerText()).toMatch(/^Play a card · /);
    await panel.locator('button.choice').first().click();
    const [play] = await recorded<{ move: Move }>(open.page, 'request-wotr-move');
    expect(play!.move.kind).toBe('play');
    expect(turn).toContainEqual(play!.move);

    // The table: this seat's hand by name with its (placeholder) facts, the other seat's by count only.
    await mount(open.page, 'so-wotr-table', { state: s, me: 0, hand: handOf(s, 0) });
    const table = open.page.locator('so-wotr-table');
    expect(await table.locator('.hand li').count()).toBe(s.seats[0]!.hand.length);
    expect(await table.locator('.hand li').first().innerText()).toMatch(/^[^:]+: (army|character|item|event); battleground attack \d+, defense \d+; path attack \d+/);
    // Nothing played yet: the path waits for its first card, the reserves are empty, in words that say so.
    expect(await table.locator('.location').first().innerText()).toContain('No card here yet.');
    expect(await table.locator('.seat').first().innerText()).toContain('No card in reserve.');
    // A card in play with combat tokens names each kind (was "tokens 1/0/0/2").
    const ref = s.seats[1]!.hand[0]!;
    const armed: WotrState = { ...s, seats: s.seats.map((x, i) => (i === 1 ? { ...x, reserve: [{ ref, card: identify(ref)!, owner: 1, enteredReserveRound: 0, tokens: { bgAtk: 1, bgDef: 0, pAtk: 0, pDef: 2 }, items: [] }] } : x)) };
    await mount(open.page, 'so-wotr-table', { state: armed, me: 0, hand: handOf(s, 0) });
    expect(await table.locator('.reserve li').innerText()).toMatch(/ \(Gandalf\), combat tokens: battleground attack 1, defense 0; path attack 0, defense 2$/);
    expect(await table.locator('.seat').nth(1).innerText()).toContain(`${s.seats[1]!.hand.length} cards in hand`);
    expect(await table.locator('.seat').nth(1).locator('.hand').count()).toBe(0);
  });
});
