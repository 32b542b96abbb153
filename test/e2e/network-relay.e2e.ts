// A game through a Nostr relay chosen in the lobby (issue 18, games over days): three Chromium pages
// play peer to peer (Ann's seat by her page's own bot, `?autoplay`; Bob's by the test's bot through
// his page; Cy's first page answers nothing), with the browser tests' local relay
// (scripts/e2e-server.mjs) typed into the lobby. Cy closes her page at her first orders, before her
// page answered anything; Ann and Bob play on (her seat's choices go to the timeout bot) until the
// game needs Cy's own page (a deck step of round 2's Westeros phase). Then Ann and Bob close theirs
// too, and Cy opens the link again in the same browser: with both WebRTC peers gone, the entries she
// missed can come only from the relay. Her page shows what the others saw when they left — the
// round, the last line of the game log — and tells her what happened since her last visit. Every
// entry her page had stored came back from the relay, so it takes its deck step with nobody else
// online, and the table waits for Bob's. Then Ann comes back too and reaches the same state, waiting
// for Bob's page as well.
//
// Bob (Lannister) holds the Messenger Raven in round 1 (top of the King's Court at three players).
// Had his page's own bot played him, it looked at the top Wildling card in about 3 games of 100 (200
// simulated starts with Stark played by the timeout bot: 6): a private reveal that needs every
// seat's share, Cy's too, so with her page closed the game waited in round 1 for her page until the
// 900 s deck deadline, and the wait for round 2 gave up after 240 s, as it did once in a clean-clone
// CI run at 12cb44e (which kept nothing of what the pages showed; forcing the look here showed Ann's
// clocks at "stark: page", round 1, move 4, for 150 s, the only way found to that timeout). That
// wait is right, and not this test's subject: the test plays Bob's seat and declines the look.
import { afterAll, describe, expect, it } from 'vitest';
import { stateHash, type Decision, type GameState, type Move } from '../../engine/index';
import { heuristicBot } from '../../src/bots/heuristic-bot';
import { artifactsDir, recordFigures, type OpenPage } from '../../src/ui/common/browser.testkit';
import { hashes, look, played, relayUrl, sameState, startThreePageGame, submit, waitForDriver } from './network.testkit';

const pages: OpenPage[] = [];
afterAll(async () => {
  for (const p of pages.splice(0)) await p.close();
});

/** The last line of the game log a page shows, and the round its header shows. */
async function shown(p: OpenPage['page']): Promise<{ round: string; lastLine: string }> {
  return {
    round: await p.locator('so-app so-game-hud').getByText(/^Round \d+$/).innerText(),
    lastLine: (await p.locator('so-app so-game-log li.event').last().innerText()).trim(),
  };
}

/**
 * What a page shows, for a failure message: its header and alerts, its driver's round, moves, every
 * house's clock (what the table waits for, seconds to its deadline, absent), the decisions it lists,
 * its failure and state hash, what its since-your-visit notice had to go on, and the page's errors.
 */
async function whatPageShows(p: OpenPage): Promise<string> {
  if (p.page.isClosed()) return '(page closed)';
  const header = await p.page.locator('so-app header').innerText({ timeout: 5_000 }).catch(() => '(no header)');
  const alerts = await p.page.locator('so-app [role="alert"]').allInnerTexts().catch(() => []);
  const driver = await look(p.page, true).catch((error: unknown) => `(no look: ${String(error)})`);
  const state = typeof driver === 'object' && driver !== null ? { round: driver.round, moves: driver.moves, failure: driver.failure, hash: driver.state === null ? null : stateHash(driver.state) } : driver;
  const table = await p.page
    .evaluate(() => {
      type C = { house: string; wait: string; deadline: number | null; absent?: unknown };
      const d = (document.querySelector('so-app') as unknown as { driver: { clocks(): C[]; pending(): { kind: string; house: string | null }[]; unsent?(): number } | null }).driver;
      if (d === null) return '(no driver)';
      const clocks = d.clocks().map((c) => `${c.house}: ${c.wait}${c.deadline === null ? '' : ` (${Math.round((c.deadline - Date.now()) / 1000)} s)`}${c.absent === undefined ? '' : ', absent'}`);
      return { clocks, pending: d.pending().map((x) => `${x.kind} ${x.house ?? '(dealer)'}`), unsent: d.unsent?.() ?? null };
    })
    .catch((error: unknown) => String(error));
  // What the since-your-visit notice had to go on: what the shell read as seen, what is stored, what the notice got.
  const since = await p.page
    .evaluate(() => {
      const app = document.querySelector('so-app') as unknown as { sinceSeen?: number };
      const notice = document.querySelector('so-app')?.shadowRoot?.querySelector('so-since-visit') as unknown as { seen?: number; log?: unknown[] } | null;
      const stored = Object.keys(localStorage)
        .filter((k) => k.startsWith('sealed-orders/seen/'))
        .map((k) => `${k}=${localStorage.getItem(k)}`);
      return { shellSeen: app.sinceSeen, notice: notice === null ? null : { seen: notice.seen, log: notice.log?.length }, stored };
    })
    .catch((error: unknown) => String(error));
  return `${header.replace(/\s+/g, ' ')} | alerts: ${JSON.stringify(alerts)} | driver: ${JSON.stringify(state)} | table: ${JSON.stringify(table)} | since: ${JSON.stringify(since)} | errors: ${JSON.stringify(p.errors)}`;
}

/** Awaits `waited`; if it fails, says what each of `pages` showed instead, so a failure in CI says why. */
async function orSay<T>(what: string, pages: Record<string, OpenPage>, waited: Promise<T>): Promise<T> {
  try {
    return await waited;
  } catch (e) {
    const shows = await Promise.all(Object.entries(pages).map(async ([name, p]) => `${name}'s page showed: ${await whatPageShows(p)}`));
    throw new Error(`${what}; ${shows.join('\n')}`, { cause: e });
  }
}

/** Bob's moves: the heuristic bot's, but his Raven never looks at the Wildling deck (above). */
const bobBot = heuristicBot(new Uint8Array(32).fill(7), 'lannister');
function bobMove(state: GameState, decision: Decision): Move {
  const move = bobBot.choose(state, decision);
  return move.kind === 'use-raven' && move.use === 'look-at-wildling' ? { kind: 'use-raven', house: move.house, use: 'none' } : move;
}

/**
 * Plays Bob's decisions on his page until `done` holds; throws after `ms`, or at once if the game
 * halted. A move the page refuses (the timeout bot answered first, the game moved on) is let go, as
 * the page's own bot does: the next decision gets the next move.
 */
async function playBobUntil(bob: OpenPage, done: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`not there within ${ms / 1000} s`);
    const l = await look(bob.page);
    if (l?.failure != null) throw new Error(`Bob's game halted: ${l.failure}`);
    if (l?.decision != null && l.state !== null) await submit(bob.page, bobMove(l.state, l.decision)).catch(() => undefined);
    else await untilBobsPageMoves(bob.page, l?.moves ?? 0);
  }
}

/**
 * Waits until Bob's page lists a decision of his or holds more than `moves` moves — at most a
 * second, after which `done` (the other pages' state) is asked again.
 */
async function untilBobsPageMoves(page: OpenPage['page'], moves: number): Promise<void> {
  await page
    .waitForFunction(
      (n) => {
        type D = { me(): string | null; pending(): { house: string | null }[]; log(): unknown[] };
        const d = (document.querySelector('so-app') as unknown as { driver: D | null }).driver;
        return d !== null && (d.log().length > n || d.pending().some((x) => x.house !== null && x.house === d.me()));
      },
      moves,
      { timeout: 1_000, polling: 100 },
    )
    .catch(() => undefined);
}

describe('a game with a Nostr relay chosen in the lobby', () => {
  it('a page that comes back while both other pages are closed catches up from the relay alone, and is told what happened since', async () => {
    const relay = relayUrl();
    const { players, link } = await startThreePageGame(pages, {
      path: '/?autoplay',
      houses: ['baratheon', 'lannister', 'stark'],
      relays: [relay],
      // Short player deadlines, so Ann and Bob play on without Cy; a long deck step, so the game
      // waits for Cy's own page there instead of going on without her.
      deadlines: { move: 8, sealed: 8, deck: 900 },
      sharp: ['Cy'], // her page's screenshot when she is back
      // Her page answers nothing before she leaves: with its own bot it could play on with the others
      // up to round 2's deck step before she closed it, and she would then have missed nothing.
      // Bob's page neither: the test plays his seat (bobMove).
      manual: ['Bob', 'Cy'],
    });
    const [ann, bob, cy] = players as [OpenPage, OpenPage, OpenPage];
    expect((await look(cy.page))!.me).toBe('stark');

    // Cy leaves at her first orders (her page asks for them: nothing else of hers is due until the
    // others' deadlines), once the relay took every entry her page wrote, as her page asks a person
    // to wait for (leave-unsent.e2e). An entry it stored that no relay took never comes back from the
    // relay, and her restarted page then waits for a peer that has it before it writes again
    // (src/session/README.md, a restart): with nobody else online, for ever. Closed as soon as her
    // page ran its game, it once still had one in its relay queue (a protocol step of the sealed
    // round just answered: Stark idle, Lannister and Baratheon waited for their pages) at a load of
    // 9, and when she came back it never took its deck step ("stark: page (809 s), absent" for 90 s);
    // the 3 runs that closed with none passed.
    const context = cy.page.context();
    const atHerOrders = () =>
      cy.page.evaluate(() => {
        const d = (document.querySelector('so-app') as unknown as { driver: { clocks(): { house: string; wait: string }[]; unsent?(): number } }).driver;
        return d.clocks().find((c) => c.house === 'stark')?.wait === 'deciding' && (d.unsent?.() ?? 0) === 0;
      });
    await orSay('Cy\'s page was not at her orders with every entry on the relay within 30 s', { Cy: cy }, expect.poll(atHerOrders, { timeout: 30_000, interval: 100 }).toBe(true));
    const cyMovesAtClose = (await played(cy.page)).length;
    await cy.page.close();
    const closedAt = Date.now();

    // Ann and Bob play on: Stark's choices go to the timeout bot, until round 2's Westeros phase
    // needs a deck step only Cy's page can take. Read from Ann's page: round 2, and of the houses the
    // table waits for, only Stark, for her page. The same wait in round 1 with a deck step's deadline
    // (900 s; her page's other steps, such as an escrow key, go to the bot after 8 s) is a deck step
    // before round 2's (a Raven look, say), which would hold the game past this wait: said at once.
    const needsCysPage = () =>
      ann.page.evaluate(() => {
        type C = { house: string; wait: string; deadline: number | null };
        const d = (document.querySelector('so-app') as unknown as { driver: { state(): { round: number }; clocks(): C[]; failure(): Error | null; log(): unknown[] } }).driver;
        if (d.failure() !== null) throw new Error(`the game halted: ${d.failure()!.message}`);
        const waited = d.clocks().filter((c) => c.wait === 'deciding' || c.wait === 'thinking' || c.wait === 'page');
        const onlyCysPage = waited.length === 1 && waited[0]!.house === 'stark' && waited[0]!.wait === 'page';
        const deckStep = onlyCysPage && waited[0]!.deadline !== null && waited[0]!.deadline - Date.now() > 60_000;
        if (deckStep && d.state().round === 1) throw new Error(`the game waits in round 1 for a deck step of Cy's page, after move ${d.log().length}`);
        return onlyCysPage && d.state().round === 2;
      });
    await orSay('Ann and Bob did not reach the step of round 2 that needs Cy\'s page (240 s at most)', { Ann: ann, Bob: bob }, playBobUntil(bob, needsCysPage, 240_000));
    const hash = await sameState([ann, bob]);
    const left = (await played(ann.page)).length;
    expect((await played(ann.page)).filter((m) => m.house === 'stark' && m.kind === 'place-orders').length).toBe(1); // botted while she was away
    const seenByAnn = await shown(ann.page);
    expect(seenByAnn.round).toBe('Round 2');
    const playedWithoutCy = Date.now() - closedAt;

    // Both WebRTC peers leave: nobody is online but the relay.
    const annContext = ann.page.context();
    await ann.page.close();
    await bob.page.close();

    // Cy opens the link again in the same browser: her seat resumes from IndexedDB and the moves
    // she missed come from the relay.
    const back = await context.newPage();
    const errors: string[] = [];
    back.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    const returnedAt = Date.now();
    await back.goto(link);
    const returned: OpenPage = { page: back, errors, close: () => context.close() };
    pages.push(returned);
    await waitForDriver(returned);
    expect((await look(back))!.me).toBe('stark');

    // What she sees: the round and the very state they left (the same hash after their last move, from
    // her page's own replica), with the last line of the log Ann saw. Her page may already have gone
    // on (its own deck step, when only her share was missing, reveals the next card), so the state
    // is read at Ann's move count, and Ann's line among the latest lines.
    await orSay('the returning page did not show Round 2 within 90 s', { Cy: returned }, back.locator('so-app so-game-hud').getByText('Round 2', { exact: true }).waitFor({ timeout: 90_000 }));
    await orSay('the returning page did not reach the moves Ann saw within 90 s', { Cy: returned }, expect.poll(async () => (await look(back))?.moves ?? 0, { timeout: 90_000 }).toBeGreaterThanOrEqual(left));
    const caughtUpMs = Date.now() - returnedAt;
    expect((await hashes(returned))[left - 1]).toBe(hash);
    const latest = await back.locator('so-app so-game-log li.event').allInnerTexts();
    expect(latest.map((line) => line.trim())).toContain(seenByAnn.lastLine);
    // …and what happened since her last visit.
    const notice = back.locator('so-app so-since-visit .since-visit');
    await orSay('the returning page did not tell what happened since the last visit within 30 s', { Cy: returned }, notice.waitFor({ timeout: 30_000 }));
    expect(await notice.locator('h2').innerText()).toBe('Since your last visit');
    const [, count] = /^(\d+) moves played · rounds 1 to 2$/.exec(await notice.locator('.since-summary').innerText()) ?? [];
    // Her page may have seen a few more moves between the count above and its closing (CI saw 8 of 11).
    expect(Number(count)).toBeGreaterThan(0);
    // (Read after the count: her page may have gone on past Ann's moves meanwhile, and moves only grow.)
    expect(Number(count)).toBeLessThanOrEqual((await look(back))!.moves - cyMovesAtClose);
    await back.screenshot({ path: `${artifactsDir()}/relay-catch-up.png` });
    // Every entry her page had stored came back from the relay, so each was sent: with nobody else
    // online her page plays on (src/session/README.md, a restart) and takes its deck step, and the
    // table no longer waits for her — only for the closed pages (Bob's, and Ann's too when the step
    // needs every seat's share: which step it is depends on the game's shuffles).
    // Read as the clocks' kind of wait, not the summary's words: once her step is taken the game may
    // ask Stark herself a decision (a muster in turn order, say, with the others' pages closed), and
    // then "The table waits for Stark" is right (a clean-clone CI run met it: its retry, another game,
    // passed). What must go is the wait for her page's own step.
    const stepsOfHerPage = () =>
      back.evaluate(() => {
        type C = { house: string; wait: string };
        const d = (document.querySelector('so-app') as unknown as { driver: { clocks(): C[] } }).driver;
        return d.clocks().filter((c) => c.house === 'stark' && c.wait === 'page').length;
      });
    await orSay('the returning page did not take its own step within 90 s', { Cy: returned }, expect.poll(stepsOfHerPage, { timeout: 90_000 }).toBe(0));
    expect(await back.locator('so-app so-seat-clocks .summary').innerText()).toMatch(/^The table waits for /);

    // Ann comes back: her page takes Cy's step from the relay (or Cy's page) and waits for Bob's too.
    const annBack = await annContext.newPage();
    const annErrors: string[] = [];
    annBack.on('pageerror', (e) => annErrors.push(`pageerror: ${e.message}`));
    await annBack.goto(link);
    const annReturned: OpenPage = { page: annBack, errors: annErrors, close: () => annContext.close() };
    pages.push(annReturned);
    await orSay('Ann\'s returning page did not wait for Lannister alone within 90 s', { Ann: annReturned, Cy: returned }, expect.poll(() => annBack.locator('so-app so-seat-clocks .summary').innerText(), { timeout: 90_000 }).toBe('The table waits for Lannister'));
    await sameState([returned, annReturned]);
    // Joined, so a failure names every error, not a count.
    expect(annErrors.join('\n')).toBe('');
    expect(errors.join('\n')).toBe('');
    for (const p of [ann, bob]) expect(p.errors).toEqual([]);
    recordFigures({
      'relay e2e: two pages playing on without the third, to the deck step that needs it (ms)': playedWithoutCy,
      'relay e2e: the returning page, from opening the link to the state the others left, from the relay alone (ms)': caughtUpMs,
      'relay e2e: moves caught up from the relay': left - cyMovesAtClose,
    });
  }, 600_000);
});
