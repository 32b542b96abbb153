// The page's War of the Ring driver: whole games of the preview table, this seat played through the
// driver's own offered moves (as the page's buttons do), the other by the bot, to a certified log.
import { describe, expect, it } from 'vitest';
import { createDrbg } from '../../../crypto/index';
import { APPENDIX_B_LOCATIONS } from '../../../wotr/index';
import { WOTR, type Wotr } from '../../games/wotr';
import { InMemoryGame, seedBytes, wotr } from '../../games/wotr-harness';
import { WOTR_PREVIEW_CARDS, WOTR_PREVIEW_CONFIG } from '../../games/wotr-preview';
import { verifyLog } from '../../session/verify-log';
import type { Session } from '../../session/session';
import { createNetworkWotrDriver, createWotrDriver, type WotrDriver } from './wotr-driver';

/** A driver whose steps run when the test says (`drain`), not on a timer. */
function manual(seed: number, seat: number): { driver: WotrDriver; drain: () => number } {
  const queue: (() => void)[] = [];
  const driver = createWotrDriver({ seed: seedBytes(seed), seat, schedule: (step) => queue.push(step) });
  return {
    driver,
    drain: () => {
      let n = 0;
      while (queue.length > 0) {
        queue.shift()!();
        n++;
      }
      return n;
    },
  };
}

/** Plays the driver's seat to the end, each move picked at random among `offered()`; returns the count of this seat's moves. */
function playToEnd(driver: WotrDriver, drain: () => number, seed: number): number {
  const rng = createDrbg(seedBytes(seed), 'test-player');
  let moves = 0;
  for (let guard = 0; guard < 100_000; guard++) {
    drain();
    if (driver.status().kind !== 'playing') return moves;
    const offered = driver.offered();
    expect(driver.decision()).not.toBeNull();
    expect(offered.length).toBeGreaterThan(0);
    expect(driver.submit(offered[rng.int(offered.length)]!)).toBe(true);
    moves++;
  }
  throw new Error('expected the game to end');
}

describe('the WotR page driver', () => {
  it('plays a whole Fellowship game against the bot to a log that verify certifies, for either seat', () => {
    for (const seat of [0, 1]) {
      const { driver, drain } = manual(3 + seat, seat);
      const moves = playToEnd(driver, drain, 10 + seat);
      expect(driver.status()).toEqual({ kind: 'over' });
      expect(moves).toBeGreaterThan(10);
      const table = driver.state();
      expect(table.engine.step.kind).toBe('over');
      const verdict = verifyLog(driver.exportLog().bytes, WOTR);
      expect(verdict).toMatchObject({ kind: 'certified', winner: table.engine.winner, proofs: [] });
      // The log tells the rounds, the moves and the winner.
      const log = driver.log();
      expect(log.filter((e) => e.kind === 'round').map((e) => (e.kind === 'round' ? e.round : 0))).toEqual(Array.from({ length: log.filter((e) => e.kind === 'round').length }, (_, i) => i + 1));
      expect(log.at(-1)).toEqual({ kind: 'winner', team: table.engine.winner });
      expect(log.filter((e) => e.kind === 'move').length).toBe(table.history.filter((m) => m.kind !== 'lot').length);
      driver.dispose();
    }
  });

  it('shows this seat its own hand by name, offers only legal moves of its decision, and refuses any other', () => {
    const { driver, drain } = manual(7, 1);
    drain();
    // Gandalf's first decision: the setup's cycle of 2 of the 7 cards drawn ([WOTR-SETUP-05]).
    expect(driver.decision()?.kind).toBe('setup-cycle');
    const hand = driver.hand();
    expect(hand).toHaveLength(7);
    const gandalfs = new Set(WOTR_PREVIEW_CARDS.filter((c) => ['dunedain', 'dwarves', 'elves', 'hobbits', 'wizards'].includes(c.faction)).map((c) => c.id));
    for (const c of hand) expect(gandalfs.has(c.card!)).toBe(true);
    const offered = driver.offered();
    expect(offered).toHaveLength(21); // 7 choose 2
    expect(driver.submit({ kind: 'pass', seat: 1 })).toBe(false);
    expect(driver.submit({ kind: 'setup-cycle', seat: 1, refs: [hand[0]!.ref] })).toBe(false);
    expect(driver.submit(offered[0]!)).toBe(true);
    expect(driver.decision()).toBeNull();
    // The bot's seat's hand is not shown to this one: its cards are refs only in the state.
    const balrog = driver.state().engine.seats[0]!;
    expect(balrog.hand.length).toBe(5);
    driver.dispose();
  });

  it('hands this seat to the bot on request (autoplay) and plays on to a certified end', () => {
    const { driver, drain } = manual(9, 0);
    drain();
    expect(driver.decision()?.kind).toBe('setup-cycle');
    driver.setAutoplay(true);
    expect(driver.autoplay()).toBe(true);
    for (let i = 0; i < 10_000 && driver.status().kind === 'playing'; i++) {
      drain();
      expect(driver.decision()).toBeNull();
    }
    expect(driver.status()).toEqual({ kind: 'over' });
    expect(verifyLog(driver.exportLog().bytes, WOTR)).toMatchObject({ kind: 'certified', winner: driver.state().engine.winner });
    driver.dispose();
  });

  it('stops with "halted" when the protocol halts: Orthanc\'s text on, its search in round 5 (docs/second-game.md, step 3)', () => {
    const locations = APPENDIX_B_LOCATIONS.map((l) => (l.id === 'the-doors-of-durin' ? { ...l, def: 1 } : l));
    const queue: (() => void)[] = [];
    const driver = createWotrDriver({ seed: seedBytes(3), seat: 0, config: { ...WOTR_PREVIEW_CONFIG, locations }, schedule: (step) => queue.push(step) });
    driver.setAutoplay(true);
    while (queue.length > 0) queue.shift()!();
    expect(driver.status()).toEqual({ kind: 'failed', code: 'halted', detail: 'halted' });
    expect(driver.state().engine.round).toBe(5);
    driver.dispose();
  });

  it('plays the preview table, which the engine accepts, with the seed\'s one text (Frodo)', () => {
    expect(WOTR.newGame(WOTR_PREVIEW_CONFIG).engine.seats.map((s) => s.list.length)).toEqual([30, 30]);
    expect(WOTR_PREVIEW_CARDS.filter((c) => c.textProgram !== null).map((c) => c.id)).toEqual(['frodo-baggins']);
  });
});

describe('the WotR page driver over a network session (a lobby game)', () => {
  it("plays this seat's session, the other seat another peer's, to a certified end; closing closes the session", () => {
    // Both seats' sessions over the in-memory network: seat 1 is "the other page" (the bot), seat 0 this page's.
    const seed = seedBytes(21);
    const game = new InMemoryGame<Wotr>(wotr({ ...WOTR_PREVIEW_CONFIG, seed, bot: (seat) => (seat === 0 ? null : WOTR.randomPlayer(seed, `seat/${seat}`)) }));
    const queue: (() => void)[] = [];
    let closed = 0;
    const driver = createNetworkWotrDriver({ session: game.sessions[0]!, setup: game.setup, seed: seedBytes(22), close: () => closed++, schedule: (step) => queue.push(step) });
    expect(driver.seat).toBe(0);
    let changes = 0;
    driver.subscribe(() => changes++);
    game.start();
    const rng = createDrbg(seedBytes(23), 'test-player');
    let moves = 0;
    for (let guard = 0; guard < 100_000 && driver.status().kind === 'playing'; guard++) {
      // The network moves until the driver has something to do (its step queued), then the driver runs it.
      const result = game.run({ until: () => queue.length > 0 });
      while (queue.length > 0) queue.shift()!();
      if (driver.status().kind !== 'playing') break;
      const offered = driver.offered();
      if (offered.length > 0) {
        expect(driver.submit(offered[rng.int(offered.length)]!)).toBe(true);
        moves++;
      } else if (result === 'done' || result === 'stuck' || result === 'timeout') {
        throw new Error(`expected the game to go on, got ${result} with nothing offered`);
      }
    }
    expect(driver.status()).toEqual({ kind: 'over' });
    expect(moves).toBeGreaterThan(10);
    expect(changes).toBeGreaterThan(moves);
    const verdict = verifyLog(driver.exportLog().bytes, WOTR);
    expect(verdict).toMatchObject({ kind: 'certified', winner: driver.state().engine.winner, proofs: [] });
    expect(driver.log().at(-1)).toEqual({ kind: 'winner', team: driver.state().engine.winner });
    driver.dispose();
    expect(closed).toBe(1);
  });

  it("never offers a decision the others' timeout bot answered (this player answers nothing), to a certified end", () => {
    const seed = seedBytes(31);
    const game = new InMemoryGame<Wotr>(wotr({ ...WOTR_PREVIEW_CONFIG, seed, bot: (seat) => (seat === 1 ? null : WOTR.randomPlayer(seed, `seat/${seat}`)) }));
    const queue: (() => void)[] = [];
    const driver = createNetworkWotrDriver({ session: game.sessions[1]!, setup: game.setup, seed: seedBytes(32), close: () => undefined, schedule: (step) => queue.push(step) });
    const drain = () => {
      while (queue.length > 0) queue.shift()!();
    };
    game.start();
    const session = game.sessions[1]!;
    // The player answers nothing: every decision of this seat runs out and the other peer's timeout
    // bot answers it. The driver never offers one its session no longer waits for.
    const seen = new Set<string>();
    let stale = 0;
    for (let guard = 0; guard < 100_000 && driver.status().kind === 'playing'; guard++) {
      const result = game.run({ until: () => queue.length > 0 });
      drain();
      const d = driver.decision();
      if (d !== null) {
        const ref = session.replica.refOf(d);
        seen.add(ref);
        if (!session.replica.expectations().some((e) => e.seat === 1 && e.ref === ref)) stale++;
      }
      if (result !== 'until' && queue.length === 0 && driver.status().kind === 'playing') throw new Error(`expected the game to go on, got ${result}`);
    }
    expect(stale).toBe(0);
    expect(seen.size).toBeGreaterThan(5);
    expect(driver.status()).toEqual({ kind: 'over' });
    const verdict = verifyLog(driver.exportLog().bytes, WOTR);
    expect(verdict.kind).toBe('certified');
    driver.dispose();
  });

  it('after a restart with its decision open, offers none and says it is left to the bot, until the timeout bot answered it; then plays on to a certified end', () => {
    const seed = seedBytes(41);
    const game = new InMemoryGame<Wotr>(wotr({ ...WOTR_PREVIEW_CONFIG, seed, bot: (seat) => (seat === 0 ? null : WOTR.randomPlayer(seed, `seat/${seat}`)) }));
    const queue: (() => void)[] = [];
    const drain = () => {
      while (queue.length > 0) queue.shift()!();
    };
    const open = (session: Session<Wotr>) => createNetworkWotrDriver({ session, setup: game.setup, seed: seedBytes(42), close: () => undefined, schedule: (step) => queue.push(step) });
    let driver = open(game.sessions[0]!);
    game.start();
    const rng = createDrbg(seedBytes(43), 'test-player');
    // Play this seat's first three decisions, then reload the page with the fourth open.
    let answered = 0;
    for (let guard = 0; guard < 10_000 && answered < 4; guard++) {
      game.run({ until: () => queue.length > 0 });
      drain();
      const offered = driver.offered();
      if (offered.length === 0) continue;
      if (++answered === 4) break;
      expect(driver.submit(offered[rng.int(offered.length)]!)).toBe(true);
    }
    expect(answered).toBe(4);
    expect(driver.leftToBot()).toBe(false);
    driver.dispose();
    driver = open(game.restart(0));
    // Caught up, its open decision is the one it had: nothing offered, left to the bot.
    let left = false;
    for (let guard = 0; guard < 10_000 && !left; guard++) {
      game.run({ until: () => queue.length > 0 });
      drain();
      left = driver.leftToBot();
      if (!left) expect(driver.offered()).toEqual([]);
    }
    expect(left).toBe(true);
    expect(driver.decision()).toBeNull();
    // The others' timeout bot answers it at its deadline; the next decision is the player's again.
    for (let guard = 0; guard < 100_000 && driver.status().kind === 'playing'; guard++) {
      game.run({ until: () => queue.length > 0 });
      drain();
      const offered = driver.offered();
      if (offered.length > 0) {
        expect(driver.leftToBot()).toBe(false);
        expect(driver.submit(offered[rng.int(offered.length)]!)).toBe(true);
      }
    }
    expect(driver.status()).toEqual({ kind: 'over' });
    expect(verifyLog(driver.exportLog().bytes, WOTR).kind).toBe('certified');
    driver.dispose();
  });
});
