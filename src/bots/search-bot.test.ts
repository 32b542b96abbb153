// The search bot: only legal moves, the same move for the same seed, view and decision (whatever it
// decided before), and no view or decision of another house.
import { describe, expect, it } from 'vitest';
import { apply, pending, type GameState } from '../../engine/index';
import { playLocalGame } from '../local-game';
import { viewing } from './bot';
import { BOT_LEVELS, botForLevel, isBotLevel } from './levels';
import { playerView } from './player-view';
import { searchBot, type SearchLimits } from './search-bot';

const seedOf = (n: number) => {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, n);
  return seed;
};
const SMALL = { playouts: 8, candidates: 3, breadth: 2, horizon: 120 };

/** Every `every`-th state of a random-bot game, with a house to decide. */
function sampleStates(seed: number, players: number, every: number): GameState[] {
  const states: GameState[] = [];
  let n = 0;
  playLocalGame({ config: { players }, seed: seedOf(seed), onMove: (s) => void (n++ % every === 0 && s.winner === null && pending(s)[0]?.house != null && states.push(s)) });
  return states;
}

describe('search bot', () => {
  it('plays a whole 1st-edition game (issue 22) at every level, each house a level, with invariants on', () => {
    const config = { players: 3, ruleset: '1e' as const };
    const houses = ['stark', 'lannister', 'baratheon'] as const;
    const bots = Object.fromEntries(houses.map((h, i) => [h, viewing(botForLevel(BOT_LEVELS[i]!, seedOf(9), h))]));
    const { state } = playLocalGame({ config, seed: seedOf(9), bots, checkInvariants: true });
    expect(state.options).toMatchObject({ ruleset: '1e', houses });
    expect(houses).toContain(state.winner);
  }, 180_000);

  it('plays only legal moves, of the kind asked, for every decision of sampled states (3 and 6 players)', () => {
    let checked = 0;
    for (const [seed, players] of [[11, 3], [12, 6]] as const) {
      for (const state of sampleStates(seed, players, 23)) {
        const decision = pending(state)[0]!;
        const move = viewing(searchBot(seedOf(seed), decision.house!, SMALL)).choose(state, decision);
        expect(move.kind).toBe(decision.kind);
        expect(() => apply(state, move)).not.toThrow();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(25);
  }, 120_000);

  it('is deterministic: the same seed, view and decision give the same move, in any order of calls', () => {
    const states = sampleStates(13, 4, 31).filter((s) => ['place-orders', 'bid', 'resolve-march'].includes(pending(s)[0]!.kind)).slice(0, 4);
    expect(states.length).toBeGreaterThan(2);
    const decide = (bot: ReturnType<typeof searchBot>, s: GameState) => bot.decide(playerView(s, pending(s)[0]!.house!), pending(s)[0]!);
    const house = (s: GameState) => pending(s)[0]!.house!;
    const forward = states.map((s) => decide(searchBot(seedOf(5), house(s), SMALL), s));
    const oneBot = new Map(states.map((s) => [house(s), searchBot(seedOf(5), house(s), SMALL)]));
    const backward = [...states].reverse().map((s) => decide(oneBot.get(house(s))!, s)).reverse();
    expect(backward).toEqual(forward);
  }, 120_000);

  it('refuses a view or a decision of another house (a programmer error)', () => {
    const [state] = sampleStates(14, 3, 50);
    const decision = pending(state!)[0]!;
    const other = state!.options.houses.find((h) => h !== decision.house)!;
    expect(() => searchBot(seedOf(1), other, SMALL).decide(playerView(state!, decision.house!), decision)).toThrow(RangeError);
    expect(() => searchBot(seedOf(1), decision.house!, SMALL).decide(playerView(state!, other), decision)).toThrow(RangeError);
  });

  it('levels: easy, normal and hard each give a bot of the house; anything else is not a level', () => {
    for (const level of BOT_LEVELS) expect(botForLevel(level, seedOf(1), 'stark').house).toBe('stark');
    expect(isBotLevel('hard')).toBe(true);
    expect(isBotLevel('impossible')).toBe(false);
    expect(isBotLevel(3)).toBe(false);
  });

  it('a time cap: past it the search answers with its best so far, a legal move; no playout at all gives the heuristic pick; a cap never reached changes nothing', () => {
    const states = sampleStates(15, 6, 17).filter((s) => pending(s)[0]!.kind === 'place-orders').slice(0, 2);
    expect(states.length).toBe(2);
    /** A clock that moves `step` ms at every reading. */
    const ticking = (step: number) => {
      let t = 0;
      let reads = 0;
      return { now: () => ((reads += 1), (t += step)), reads: () => reads };
    };
    for (const state of states) {
      const decision = pending(state)[0]!;
      const house = decision.house!;
      const view = playerView(state, house);
      const free = searchBot(seedOf(6), house, SMALL).decide(view, decision);
      const never: SearchLimits = { capMs: 1e9, now: ticking(1).now };
      expect(searchBot(seedOf(6), house, SMALL, never).decide(view, decision)).toEqual(free);
      // Over the cap at the first look: no playout ran, the heuristic's own pick (its candidate 0) answers.
      const atOnce = ticking(10);
      const first = searchBot(seedOf(6), house, SMALL, { capMs: 5, now: atOnce.now }).decide(view, decision);
      expect(atOnce.reads()).toBe(2); // the start, and one look before the first playout
      expect(() => apply(state, first)).not.toThrow();
      expect(first).toEqual(searchBot(seedOf(6), house, { ...SMALL, playouts: 2, candidates: 1 }).decide(view, decision));
      // Over it after three playouts: the best of those, legal, and the same again for the same clock.
      const midway = (cap: number) => searchBot(seedOf(6), house, SMALL, { capMs: cap, now: ticking(1).now }).decide(view, decision);
      expect(() => apply(state, midway(4))).not.toThrow();
      expect(midway(4)).toEqual(midway(4));
    }
  }, 120_000);
});

