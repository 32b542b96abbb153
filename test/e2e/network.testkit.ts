// Helpers for the browser tests of networked games: three pages of the app, as `npm start` serves
// it, meeting in a lobby by link; and reading and driving each page's GameDriver from Node.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { verifyLog } from '../../src/session/verify-log';
import { stateHash, type Decision, type GameState, type House, type Move } from '../../engine/index';
import type { Bot } from '../../src/bots/bot';
import { artifactsDir, baseUrl, openPage, type OpenPage } from '../../src/ui/common/browser.testkit';
import { planMove } from './network-plan';
import { AGOT } from '../../src/games/agot';

/** The Nostr relay the browser tests' server runs on 127.0.0.1 (scripts/e2e-server.mjs); a lobby offers none by itself. */
export const relayUrl = (): string => inject('relayUrl');

export interface Look {
  readonly me: House | null;
  readonly round: number;
  readonly moves: number;
  readonly decision: Decision | null;
  readonly state: GameState | null;
  readonly failure: string | null;
}

/** What a page's driver shows: its state only when it has a decision to answer (states are large). */
export function look(page: Page, withState = false): Promise<Look | null> {
  return page.evaluate((withState) => {
    type D = {
      me(): string | null;
      state(): { round: number };
      pending(): { house: string | null }[];
      failure(): Error | null;
      log(): unknown[];
    };
    const d = (document.querySelector('so-app') as unknown as { driver: D | null }).driver;
    if (d === null) return null;
    const decision = d.pending().find((x) => x.house !== null && x.house === d.me()) ?? null;
    const state = d.state();
    return {
      me: d.me(),
      round: state.round,
      moves: d.log().length,
      decision,
      state: decision !== null || withState ? state : null,
      failure: d.failure()?.message ?? null,
    } as never;
  }, withState);
}

/** The state hash after every move a page's driver applied. */
export function hashes(p: OpenPage): Promise<string[]> {
  return p.page.evaluate(() => (document.querySelector('so-app') as unknown as { driver: { log(): { hash: string }[] } }).driver.log().map((e) => e.hash));
}

export function submit(page: Page, move: Move): Promise<void> {
  return page.evaluate((m) => (document.querySelector('so-app') as unknown as { driver: { submit(m: unknown): Promise<void> } }).driver.submit(m), move);
}

/** The moves applied so far on a page (kind, house, card). */
export function played(page: Page): Promise<{ kind: string; house: string | undefined; round: number }[]> {
  return page.evaluate(() => {
    type E = { move: { kind: string; house?: string }; before: { round: number } };
    const d = (document.querySelector('so-app') as unknown as { driver: { log(): E[] } }).driver;
    return d.log().map((e) => ({ kind: e.move.kind, house: e.move.house, round: e.before.round }));
  });
}

/** Waits (up to 10 minutes) until the game on `page` has a winner; throws at once if it halted. */
export async function gameEnds(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const d = (document.querySelector('so-app') as unknown as { driver: { state(): { winner: string | null }; failure(): Error | null } }).driver;
      if (d.failure() !== null) throw new Error(`the game halted: ${d.failure()!.message}`);
      return d.state().winner !== null;
    },
    null,
    { timeout: 600_000, polling: 1000 },
  );
}

/**
 * Three pages at a table with short deadlines (Baratheon, Lannister, Stark), each seat played by its
 * page's bot (`?autoplay`), and Cy, Stark, gone for good: the start of the seat-replacement tests.
 * Ann's page is drawn sharp (her seat clocks' screenshot).
 */
export async function startWithStarkGone(pages: OpenPage[]): Promise<{ ann: OpenPage; bob: OpenPage; cy: OpenPage }> {
  const { players } = await startThreePageGame(pages, { path: '/?autoplay', houses: ['baratheon', 'lannister', 'stark'], deadlines: { move: 8, sealed: 8, deck: 20 }, sharp: ['Ann'] });
  const [ann, bob, cy] = players as [OpenPage, OpenPage, OpenPage];
  if ((await look(cy.page))?.me !== 'stark') throw new Error('expected Cy to play Stark');
  // Her page only: her browser context (and its IndexedDB) stays, so she can come back.
  await cy.page.close();
  return { ann, bob, cy };
}

/**
 * The log `p`'s page exports once it is certified (the final signatures come a moment after the
 * winner: an export at the winner can lack them), written to test-artifacts as `name` and checked
 * from scratch by `npm run verify -- --quiet`, which must exit 0; its output's lines.
 */
export async function verifiedExport(p: OpenPage, name: string): Promise<string[]> {
  const exported = async () => new Uint8Array(await p.page.evaluate(() => Array.from((document.querySelector('so-app') as unknown as { driver: { exportLog(): { bytes: Uint8Array } } }).driver.exportLog().bytes)));
  let bytes = await exported();
  await expect.poll(async () => verifyLog((bytes = await exported()), AGOT).kind, { timeout: 60_000, interval: 500 }).toBe('certified');
  const file = `${artifactsDir()}/${name}`;
  writeFileSync(file, bytes);
  const verify = spawnSync('npx', ['tsx', 'scripts/verify.ts', file, '--quiet'], { encoding: 'utf8', timeout: 300_000 });
  expect(verify.status, verify.stdout + verify.stderr).toBe(0);
  return verify.stdout.trim().split('\n');
}

export async function waitForDriver(p: OpenPage): Promise<void> {
  await p.page.waitForFunction(() => (document.querySelector('so-app') as unknown as { driver: unknown }).driver != null, null, { timeout: 60_000 });
}

/** Each page answers its own decision, if it has one; true if any did. */
export async function playOnce(players: readonly OpenPage[], bots: Map<House, Bot>): Promise<boolean> {
  let moved = false;
  for (const p of players) {
    const l = await look(p.page);
    if (l === null) continue;
    if (l.failure !== null) throw new Error(`a page's game halted: ${l.failure}`);
    if (l.decision === null || l.state === null || l.me === null) continue;
    await submit(p.page, planMove(l.state, l.decision, bots.get(l.me)!));
    moved = true;
  }
  return moved;
}

/** Plays until `done` holds, checking it every second; fails after `ms`. */
export async function playUntil(players: readonly OpenPage[], bots: Map<House, Bot>, done: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  let checked = 0;
  while (Date.now() < end) {
    const moved = await playOnce(players, bots);
    if (Date.now() - checked > 1000) {
      checked = Date.now();
      if (await done()) return;
    }
    if (!moved) await players[0]!.page.waitForTimeout(50);
  }
  throw new Error(`the game did not get there within ${ms / 1000} s`);
}

/** Waits until every page holds the same state (they may be a message apart), and returns its hash. */
export async function sameState(players: readonly OpenPage[]): Promise<string> {
  let hashes: string[] = [];
  for (let i = 0; i < 100; i++) {
    const looks = await Promise.all(players.map((p) => look(p.page, true)));
    hashes = looks.map((l) => (l?.state == null ? '' : stateHash(l.state)));
    if (hashes[0] !== '' && hashes.every((h) => h === hashes[0])) return hashes[0]!;
    await players[0]!.page.waitForTimeout(300);
  }
  throw new Error(`expected the pages to agree, got ${hashes.join(' / ')}`);
}

/**
 * The pages of a three-page game come from the build, as a static host serves them (as the other
 * browser tests' pages do); E2E_NETWORK_DEV=1 serves them from the sources through vite, as
 * `npm start` does (openPage's devPages). From the build, the games stalled at the keys step until
 * protocol v10 (src/session/cross-votes.test.ts); on v10 they passed, and session 13 moved them to
 * the build. Two clean-clone runs then failed chat.e2e on both attempts: a public chat line sent
 * right after the game started never reached Bob's page in 15 s, and the pages went back to the
 * sources. What allowed it: a chat line went only over the links open when it was sent, and a
 * page's link may open seconds after its game starts (seen here: 4.6 s, and one that opened,
 * closed 3 ms later and opened again 5.4 s after, at load 14), so the build's quicker pages could
 * send it into that gap (the CI failure itself was not reproduced: here the line went out after
 * the links opened, 0.2-6 s after). Now a link that opens gets the lines again (src/play/chat.ts),
 * and chat.e2e also sends a line while Bob's page is away (it fails without the fix). From the
 * build chat.e2e passed 6 of 6 at load 6-15 (from the sources too) and every other file of these
 * games once (network-relay on its retry, then 3 of 3 at the first try alone): the pages are the
 * build again.
 */
export const NETWORK_DEV_PAGES = process.env.E2E_NETWORK_DEV === '1';

/**
 * Device pixels per CSS px of the lobby's pages, unless `sharp` names them: a quarter of the pixels
 * for SwiftShader's WebGL and Chromium's raster to draw on every state change of every page, on
 * CPU. The layout is the same (CSS px), only coarser; a page whose screenshot a test keeps is sharp.
 * network-game.e2e, all three pages at 1280×860 device px, then at a quarter of that: Chromium's
 * GPU process 63.5 → 19.1 s of CPU, its renderers 68 → 32 s (at a load of 13 from other jobs).
 */
export const DRAFT_SCALE = 0.5;

export interface LobbyOptions {
  /** The app's path and query for the creator; the joiners open the link with the same query added (a link carries no page settings such as `?autoplay`). */
  readonly path?: string;
  /** Seat houses in the lobby's slot order (Ann, Bob, Cy). */
  readonly houses: readonly House[];
  /** Nostr relays Ann types into the lobby (one per line, then Tab), before anything else. */
  readonly relays?: readonly string[];
  /** Deadlines in seconds, as the lobby's fields take them. */
  readonly deadlines?: { readonly move?: number; readonly sealed?: number; readonly deck?: number };
  /** Also open a fourth page, Dee's, that watches by the link (it is `watcher` in the result). */
  readonly watcher?: boolean;
  /** Runs on Dee's page (with the lobby link) once it watches in the lobby, before anyone is ready. */
  readonly onWatching?: (watcher: OpenPage, link: string) => Promise<void>;
  /** The pages drawn at full resolution (a screenshot of them is kept); the others at DRAFT_SCALE. */
  readonly sharp?: readonly ('Ann' | 'Bob' | 'Cy' | 'Dee')[];
  /** Joiners whose page opens the link as given, without the creator's query (so no `?autoplay`: nobody answers their decisions). */
  readonly manual?: readonly ('Bob' | 'Cy')[];
}

/**
 * Ann creates a lobby from the app ("Play with friends"), Bob and Cy join by her link, Ann sets the
 * houses (and deadlines), everyone says ready. Resolves when every page runs its game; `link` is
 * the lobby link as the joiners opened it (with Ann's query). The pages go
 * into `pages` as they open, so the caller closes them whatever happens.
 */
export async function startThreePageGame(pages: OpenPage[], options: LobbyOptions): Promise<{ players: OpenPage[]; link: string; watcher: OpenPage | null }> {
  const scale = (name: 'Ann' | 'Bob' | 'Cy' | 'Dee'): number => (options.sharp?.includes(name) === true ? 1 : DRAFT_SCALE);
  const ann = await openPage({ path: options.path ?? '/', scale: scale('Ann'), devPages: NETWORK_DEV_PAGES });
  pages.push(ann);
  await ann.page.locator('so-app button.friends').click();
  const lobby = ann.page.locator('so-lobby');
  await lobby.locator('input[name="name"]').fill('Ann');
  await lobby.locator('button.create').click();
  const shown = await lobby.locator('input.link').inputValue();
  // Every page of the test gets the creator's settings (`?autoplay`) from the test, never from the link.
  const url = new URL(shown);
  for (const [key, value] of new URL(options.path ?? '/', baseUrl()).searchParams) url.searchParams.set(key, value);
  const link = url.href;
  const join = async (name: 'Bob' | 'Cy' | 'Dee', button: 'join' | 'watch' = 'join'): Promise<OpenPage> => {
    const opened = new URL(link);
    if (name !== 'Dee' && options.manual?.includes(name) === true) opened.search = '';
    const p = await openPage({ path: opened.href.slice(baseUrl().length), scale: scale(name), devPages: NETWORK_DEV_PAGES });
    pages.push(p);
    const el = p.page.locator('so-lobby');
    await el.locator('input[name="name"]').fill(name);
    await el.locator(`button.${button}`).click();
    try {
      await el.locator(button === 'join' ? 'li.seat.me' : '.watching').waitFor({ timeout: 45_000 });
    } catch (e) {
      // What the joiner's page showed says why (an error, a refusal, a lobby that never answered).
      const shown = await el.innerText().catch(() => '(no lobby on the page)');
      throw new Error(`${name} was not ${button === 'join' ? 'seated' : 'watching'} within 45 s; the page showed:\n${shown}\n${p.errors.join('\n')}`, { cause: e });
    }
    return p;
  };
  const bob = await join('Bob');
  const cy = await join('Cy');
  const watcher = options.watcher === true ? await join('Dee', 'watch') : null;
  if (watcher !== null) await options.onWatching?.(watcher, link);
  await lobby.locator('li.seat .name', { hasText: /^Cy$/ }).waitFor({ timeout: 45_000 });
  if (options.relays !== undefined) {
    // From the keyboard, as a person would: the list is taken when the field is left.
    const field = lobby.locator('textarea[name="relays"]');
    await field.fill(options.relays.join('\n'));
    await field.press('Tab');
    for (const p of [bob, cy]) for (const r of options.relays) await p.page.locator('so-lobby .relays-summary', { hasText: r }).waitFor();
  }
  for (const [i, house] of options.houses.entries()) await lobby.locator('select.house').nth(i).selectOption(house);
  // The deck limit first: the joiners' summary shows only the move and sealed limits, and the lobby
  // sends whole states, so a summary showing the last change shows a state holding every earlier one
  // (set last, the deck limit could still be on its way when a joiner said ready: a stale ready the
  // lobby refuses, and the game never started — network-game.e2e failed so in 2 of 4 runs).
  const deadlines = Object.entries(options.deadlines ?? {}).sort(([a], [b]) => Number(b === 'deck') - Number(a === 'deck'));
  for (const [key, seconds] of deadlines) {
    const field = lobby.locator(`input[name="deadline-${key}"]`);
    await field.fill(String(seconds));
    await field.dispatchEvent('change');
  }
  const last = options.houses.at(-1)!;
  const lastName = last[0]!.toUpperCase() + last.slice(1);
  for (const p of [bob, cy]) await p.page.locator('so-lobby li.seat .house', { hasText: lastName }).waitFor();
  // A ready answers the settings its page shows (a stale one is refused), so the joiners, as people
  // would, read the time limits before they say ready.
  const { move, sealed } = options.deadlines ?? {};
  const limits = move !== undefined && sealed !== undefined ? `time limits ${move} s per move, ${sealed} s per sealed choice` : null;
  if (limits !== null) for (const p of [bob, cy]) await p.page.locator('so-lobby .summary', { hasText: limits }).waitFor();
  for (const p of [bob, cy]) await p.page.locator('so-lobby button.ready-button').click();
  await lobby.locator('li.seat .ready.yes').nth(1).waitFor({ timeout: 30_000 });
  await lobby.locator('button.ready-button').click();
  const players = [ann, bob, cy];
  for (const p of [...players, ...(watcher === null ? [] : [watcher])]) await waitForDriver(p);
  return { players, link, watcher };
}
