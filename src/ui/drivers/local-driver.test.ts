// The local driver: bots and the dealer play the other houses on the injected timer, the driver
// waits for the page's house, sealed moves stay private until every house's move is in, and the
// log chains states and hashes.
import { describe, expect, it } from 'vitest';
import { choices, holderOf, WILDLING_CARD_IDS, newGame, RuleViolation, sampleMove, stateHash, type Decision, type GameState, type House, type Move } from '../../../engine/index';
import { createDrbg } from '../../../crypto/drbg';
import type { Bot } from '../../bots/bot';
import { randomBot } from '../../bots/random-bot';
import type { GameDriver, PrivateCards } from './game-driver';
import { createLocalDriver, type DriverTimer, type LocalBot } from './local-driver';

/** A timer that runs only when told: the test decides when the bots move. */
function manualTimer(): DriverTimer & { run(limit?: number): number } {
  let queue: (() => void)[] = [];
  return {
    set(callback) {
      queue.push(callback);
      return callback;
    },
    clear(handle) {
      queue = queue.filter((c) => c !== handle);
    },
    /** Runs queued callbacks until none is left (or `limit` ran); returns how many ran. */
    run(limit = Infinity) {
      let n = 0;
      while (queue.length > 0 && n < limit) {
        const next = queue.shift()!;
        next();
        n++;
      }
      return n;
    },
  };
}

const seed = (n: number): Uint8Array => {
  const s = new Uint8Array(32);
  s[0] = n;
  return s;
};

describe('createLocalDriver', () => {
  it('waits for my orders, keeps them sealed, then opens everyone’s together in seat order', async () => {
    const timer = manualTimer();
    const seenBy: GameState[] = [];
    const watching: Bot = {
      choose(state, decision) {
        seenBy.push(state);
        return randomBot(seed(1), 'watch').choose(state, decision);
      },
    };
    const driver = createLocalDriver({ config: { players: 3 }, seed: seed(1), me: 'stark', timer, bots: { lannister: watching } });
    const changes: number[] = [];
    driver.subscribe(() => changes.push(driver.log().length));
    timer.run();
    const mine = driver.pending().find((d) => d.house === 'stark');
    expect(mine?.kind).toBe('place-orders');
    expect(driver.log()).toHaveLength(0); // nobody's orders are applied while mine are missing
    const start = driver.state();
    const move = sampleMove(choices(start, mine!), () => 0);
    await driver.submit(move);
    expect(driver.sealed()).toEqual([move]);
    expect(driver.pending().some((d) => d.house === 'stark')).toBe(false);
    expect(driver.state()).toBe(start); // not opened before the timer lets the driver go on
    timer.run();
    const applied = driver.log().filter((e) => e.move.kind === 'place-orders').map((e) => (e.move as { house: string }).house);
    expect(applied).toEqual(['stark', 'lannister', 'baratheon']);
    expect(driver.sealed()).toEqual([]);
    // Lannister's bot chose from the position before my orders were known.
    expect(seenBy[0]).toBe(start);
    expect(changes.length).toBeGreaterThan(1);
  });

  it('bots that answer later (worker bots): their clocks say thinking, they think while I choose, the game goes on when they answer; dispose ends them', async () => {
    const timer = manualTimer();
    /** A bot whose answers wait until the test releases them; it is told what its house was shown. */
    const later = (house: House) => {
      const queue: (() => void)[] = [];
      const bot: LocalBot & { queue: typeof queue; shown: unknown[]; disposed: boolean } = {
        queue,
        shown: [],
        disposed: false,
        choose(state, decision, shown) {
          bot.shown.push(shown);
          const move = randomBot(seed(6), house).choose(state, decision);
          return new Promise<Move>((resolve) => queue.push(() => resolve(move)));
        },
        dispose: () => void (bot.disposed = true),
      };
      return bot;
    };
    const lannister = later('lannister');
    const baratheon = later('baratheon');
    const driver = createLocalDriver({ config: { players: 3 }, seed: seed(6), me: 'stark', timer, bots: { lannister, baratheon } });
    const flush = async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    timer.run();
    // Orders: both bots think while I choose; their clocks say so, mine says deciding.
    expect(lannister.queue).toHaveLength(1);
    expect(baratheon.queue).toHaveLength(1);
    expect(lannister.shown[0]).toEqual({ wildlingTop: null, tidesCard: null });
    expect(driver.clocks().map((c) => c.wait)).toEqual(['deciding', 'thinking', 'thinking']);
    const mine = driver.pending().find((d) => d.house === 'stark')!;
    await driver.submit(sampleMove(choices(driver.state(), mine), () => 0));
    timer.run();
    expect(driver.log()).toHaveLength(0); // nothing opens while a bot still thinks
    lannister.queue.shift()!();
    await flush();
    expect(driver.clocks().map((c) => c.wait)).toEqual(['sealed', 'sealed', 'thinking']);
    expect(driver.log()).toHaveLength(0);
    baratheon.queue.shift()!();
    await flush();
    timer.run();
    expect(driver.log().filter((e) => e.move.kind === 'place-orders')).toHaveLength(3);
    expect(driver.failure()).toBeNull();
    driver.dispose();
    expect(lannister.disposed && baratheon.disposed).toBe(true);
  });

  it('rejects an illegal move with the engine’s RuleViolation and changes nothing', async () => {
    const timer = manualTimer();
    const driver = createLocalDriver({ config: { players: 3 }, seed: seed(2), me: 'stark', timer });
    timer.run();
    const bad: Move = { kind: 'place-orders', house: 'stark', orders: [{ area: 'winterfell', token: 'march-0' }] };
    await expect(driver.submit(bad)).rejects.toBeInstanceOf(RuleViolation);
    expect(driver.sealed()).toEqual([]);
    const notMine: Move = { kind: 'place-orders', house: 'lannister', orders: [] };
    await expect(driver.submit(notMine)).rejects.toThrow();
  });

  it('plays a whole 4-player game with a person picking from the engine’s choices; the log chains', async () => {
    const timer = manualTimer();
    const driver = createLocalDriver({ config: { players: 4 }, seed: seed(3), me: 'greyjoy', timer });
    const rng = createDrbg(seed(9), 'person');
    let guard = 0;
    while (driver.state().winner === null) {
      timer.run();
      const mine: Decision | undefined = driver.pending().find((d) => d.house === 'greyjoy');
      if (mine === undefined) {
        if (driver.state().winner !== null) break;
        throw new Error(`stuck: waiting for ${driver.pending().map((d) => d.id).join(', ')}`);
      }
      await driver.submit(sampleMove(choices(driver.state(), mine), (n) => rng.int(n)));
      if (++guard > 5000) throw new Error('no end');
    }
    expect(driver.failure()).toBeNull();
    const log = driver.log();
    expect(log.length).toBeGreaterThan(100);
    for (let i = 1; i < log.length; i++) expect(log[i]!.before).toBe(log[i - 1]!.after);
    expect(log.at(-1)!.hash).toBe(stateHash(driver.state()));
  }, 60_000);

  it('a spectator driver plays every house; dispose stops it', () => {
    const timer = manualTimer();
    const driver = createLocalDriver({ config: { players: 3 }, seed: seed(4), me: null, timer });
    expect(timer.run(40)).toBe(40);
    expect(driver.log().length).toBeGreaterThan(40); // a sealed decision opens several moves in one step
    const n = driver.log().length;
    driver.dispose();
    expect(timer.run()).toBe(0);
    expect(driver.log()).toHaveLength(n);
  });

  it('a refused bot move stops the game with a failure instead of throwing out of the timer', () => {
    const timer = manualTimer();
    const broken: Bot = { choose: (_s, d) => ({ kind: 'place-orders', house: d.house!, orders: [] }) as Move };
    const driver = createLocalDriver({ config: { players: 3 }, seed: seed(5), me: null, timer, bots: { stark: broken } });
    timer.run();
    expect(driver.failure()).toBeInstanceOf(RuleViolation);
  });
});

/**
 * Plays `me` in a whole game: the Raven holder always looks at the Wildling card (top and bottom in
 * turn); every other choice is random. Returns what `privateCards()` said after each change, with
 * the number of moves applied then.
 */
async function playWatchingPrivateCards(driver: GameDriver, timer: ReturnType<typeof manualTimer>, me: House) {
  const seen: { moves: number; cards: PrivateCards }[] = [];
  const look = () => seen.push({ moves: driver.log().length, cards: driver.privateCards() });
  driver.subscribe(look);
  const rng = createDrbg(seed(8), 'person');
  let returns = 0;
  for (let guard = 0; driver.state().winner === null; guard++) {
    if (guard > 5000) throw new Error('no end');
    timer.run();
    const mine = driver.pending().find((d) => d.house === me);
    if (mine === undefined) break;
    const moves = choices(driver.state(), mine);
    let move = sampleMove(moves, (n) => rng.int(n));
    if (mine.kind === 'use-raven') move = { kind: 'use-raven', house: me, use: 'look-at-wildling' };
    if (mine.kind === 'return-wildling-card') move = { kind: 'return-wildling-card', house: me, to: returns++ % 2 === 0 ? 'top' : 'bottom' };
    look();
    await driver.submit(move);
  }
  return seen;
}

// A seed whose game puts me (the Raven holder) in combats with Tides of Battle cards (4 of mine) and
// Raven looks (rules build 3: the bots answer the Power token and retreat losses on their own).
const PRIVATE_SEED = 20;
describe('createLocalDriver: private cards (2E-HID-08)', () => {
  it('shows me the Wildling card I look at with the Raven (the one revealed next while it stays on top) and my face-down Tides card (the one revealed for me)', async () => {
    const config = { players: 3, tidesOfBattle: true } as const;
    const me = holderOf(newGame(config), 'messenger-raven');
    const timer = manualTimer();
    const driver = createLocalDriver({ config, seed: seed(PRIVATE_SEED), me, timer });
    const seen = await playWatchingPrivateCards(driver, timer, me);
    expect(driver.failure()).toBeNull();
    const log = driver.log();
    const before = (seq: number) => seen.filter((s) => s.moves === seq).at(-1)?.cards;

    // 2E-INF-11: whenever I had to choose top or bottom, I was shown a Wildling card.
    const returns = log.filter((e) => e.move.kind === 'return-wildling-card' && e.move.house === me);
    expect(returns.length).toBeGreaterThan(0);
    for (const r of returns) expect(WILDLING_CARD_IDS).toContain(before(r.seq)?.wildlingTop);
    // A card I know on top is the card the next Wildling attack reveals; one put at the bottom is forgotten.
    let checked = 0;
    for (const e of log) {
      if (e.move.kind === 'return-wildling-card' && e.move.to === 'bottom') expect(seen.find((s) => s.moves === e.seq + 1)?.cards.wildlingTop ?? null).toBeNull();
      if (e.move.kind !== 'reveal-card' || e.move.deck !== 'wildling') continue;
      const known = before(e.seq)?.wildlingTop ?? null;
      if (known === null) continue;
      expect(e.move.card).toBe(known);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);

    // 2E-TOB-04: in every combat of mine, my face-down card is shown, and it is the card revealed for me.
    const myReveals = log.filter((e) => e.move.kind === 'reveal-card' && e.move.deck === 'tides-of-battle' && e.move.for === me);
    expect(myReveals.length).toBeGreaterThan(0);
    for (const e of myReveals) expect(before(e.seq)?.tidesCard).toBe((e.move as { card: string }).card);
    // Never a card outside a combat, nor after the reveal.
    for (const s of seen) if (s.moves > 0 && log[s.moves - 1]!.after.stack.every((f) => f.kind !== 'combat')) expect(s.cards.tidesCard).toBeNull();
  }, 60_000);

  it('a spectator sees no private card', () => {
    const timer = manualTimer();
    const driver = createLocalDriver({ config: { players: 3, tidesOfBattle: true }, seed: seed(7), me: null, timer });
    const cards: PrivateCards[] = [];
    driver.subscribe(() => cards.push(driver.privateCards()));
    timer.run();
    expect(driver.state().winner).not.toBeNull();
    expect(cards.length).toBeGreaterThan(150);
    expect(cards.every((c) => c.wildlingTop === null && c.tidesCard === null)).toBe(true);
  });

  it('resumes a saved game from its moves: same log, same decks, and it plays on to the end', async () => {
    const timer = manualTimer();
    const config = { players: 3, tidesOfBattle: true };
    const first = createLocalDriver({ config, seed: seed(8), me: 'stark', timer });
    const chooser = randomBot(seed(8), 'page');
    // Play my decisions for a while: some 150 moves in.
    while (first.log().length < 150 && first.state().winner === null) {
      timer.run();
      const mine = first.pending().find((d) => d.house === 'stark');
      if (mine !== undefined) await first.submit(chooser.choose(first.state(), mine));
    }
    first.dispose();
    const history = first.log().map((e) => e.move);
    const resumed = createLocalDriver({ config, seed: seed(8), me: 'stark', timer: manualTimer(), history });
    expect(resumed.log().map((e) => e.hash)).toEqual(first.log().map((e) => e.hash));
    expect(stateHash(resumed.state())).toBe(stateHash(first.state()));
    expect(resumed.privateCards()).toEqual(first.privateCards());
    // A move that does not apply is refused as the engine refuses it.
    expect(() => createLocalDriver({ config, seed: seed(8), me: 'stark', history: [{ kind: 'use-raven', house: 'stark', use: 'none' }] })).toThrow(RuleViolation);

    // The dealer's decks are where they were: both drivers reveal the same next cards.
    const timerA = manualTimer();
    const timerB = manualTimer();
    const a = createLocalDriver({ config, seed: seed(8), me: null, timer: timerA, history });
    const b = createLocalDriver({ config, seed: seed(8), me: null, timer: timerB, history: history.slice(0, 100) });
    timerB.run(50);
    timerA.run();
    expect(a.state().winner).not.toBeNull();
    expect(a.failure()).toBeNull();
    const reveals = (d: GameDriver) => d.log().filter((e) => e.move.kind === 'reveal-card').map((e) => e.move);
    expect(reveals(b).slice(0, 5)).toEqual(reveals(a).slice(0, 5));
  }, 60_000);
});
