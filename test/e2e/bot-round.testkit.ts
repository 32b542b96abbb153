// Helpers for the browser tests that play a round against bots through one page (play-round.e2e,
// keyboard-play.e2e): the game they start, what the page's driver says, and waits on the page's own
// signals — the next decision, the decision panel showing it — never a fixed time.
import type { Page } from 'playwright-core';
import { firstBattle } from './first-battle';

export interface Snapshot {
  round: number;
  phase: string;
  mine: { id: string; kind: string } | null;
  winner: string | null;
  failure: string | null;
}

/** What the page's driver says now (read through the app shell's `driver`). */
export function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    type D = {
      state(): { round: number; winner: string | null; stack: { kind: string }[] };
      pending(): { id: string; kind: string; house: string | null }[];
      me(): string | null;
      failure(): Error | null;
    };
    const d = (document.querySelector('so-app') as unknown as { driver: D }).driver;
    const state = d.state();
    const phase = [...state.stack].reverse().find((f) => f.kind === 'westeros' || f.kind === 'planning' || f.kind === 'action')?.kind ?? '';
    const mine = d.pending().find((p) => p.house === d.me());
    return { round: state.round, phase, mine: mine === undefined ? null : { id: mine.id, kind: mine.kind }, winner: state.winner, failure: d.failure()?.message ?? null };
  });
}

/**
 * Starts a 3-player game against bots from first-battle.ts's position on the page's new-game screen,
 * the page playing Lannister with the dealer's `seed` (32 bytes), and waits for its first decision:
 * its orders.
 */
export async function startFirstBattle(page: Page, seed: readonly number[]): Promise<void> {
  await page.locator('so-new-game').waitFor({ timeout: 60_000 });
  await page.evaluate(
    ({ initial, seed }) => {
      const app = document.querySelector('so-app') as unknown as { startGame(o: unknown): Promise<void> };
      // Resolves once the game is shown (what plays it is fetched the first time).
      return app.startGame({ players: 3, house: 'lannister', tidesOfBattle: false, pace: 0, seed: Uint8Array.from(seed), initial });
    },
    { initial: firstBattle(), seed: [...seed] },
  );
  await untilMyTurn(page);
  const first = (await snapshot(page)).mine?.kind;
  if (first !== 'place-orders') throw new Error(`expected the orders as the page's first decision, got ${first}`);
}

/** The moves of the game so far, with the fields the tests check. */
export function moves(page: Page): Promise<{ kind: string; house?: string; area?: string; target?: string | null; card?: string; to?: string[] }[]> {
  return page.evaluate(() => {
    type M = { kind: string; house?: string; area?: string; target?: string | null; card?: string; moves?: { to: string }[] };
    const d = (document.querySelector('so-app') as unknown as { driver: { log(): { move: M }[] } }).driver;
    return d.log().map(({ move }) => ({ kind: move.kind, house: move.house, area: move.area, target: move.target, card: move.card, to: move.moves?.map((m) => m.to) }));
  });
}

/** Waits until the page's decision `handled` is no longer pending (answered, or the game moved on), then reads the driver. */
export async function waitForChange(page: Page, handled: string): Promise<Snapshot> {
  await page.waitForFunction(
    (handled) => {
      type D = { pending(): { id: string; house: string | null }[]; me(): string | null; failure(): Error | null };
      const d = (document.querySelector('so-app') as unknown as { driver: D | null }).driver;
      if (d === null) return false; // the game's code is still being fetched (local-play.ts)
      return d.failure() !== null || d.pending().find((p) => p.house === d.me())?.id !== handled;
    },
    handled,
    { timeout: 30_000 },
  );
  return snapshot(page);
}

/**
 * Waits until the page's house has a decision and the decision panel shows it (its title, where the
 * waiting line was), or the game is over or failed: what the player waits for between turns.
 */
export async function untilMyTurn(page: Page, timeoutMs = 60_000): Promise<void> {
  await page.waitForFunction(
    () => {
      type D = { state(): { winner: string | null }; pending(): { house: string | null }[]; me(): string | null; failure(): Error | null };
      const d = (document.querySelector('so-app') as unknown as { driver: D | null }).driver;
      if (d === null) return false; // a game started by its form: its code is still being fetched (local-play.ts)
      if (d.failure() !== null || d.state().winner !== null) return true;
      if (!d.pending().some((p) => p.house === d.me())) return false;
      const find = (root: ParentNode): Element | null =>
        root.querySelector('so-decision-panel') ?? [...root.querySelectorAll('*')].map((el) => (el.shadowRoot === null ? null : find(el.shadowRoot))).find((x) => x !== null) ?? null;
      const panel = find(document)?.shadowRoot ?? null;
      return panel !== null && panel.querySelector('h2') !== null && panel.querySelector('p.waiting') === null;
    },
    null,
    { timeout: timeoutMs },
  );
}
