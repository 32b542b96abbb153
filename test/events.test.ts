// Events over whole bot games (engine/events.ts): applyWithEvents returns exactly apply's state;
// every event is plain JSON, cites a rule of the rules reference and reads as English; every combat
// ends in a result whose strength adds up from its sources; the games show every kind of event.
import { describe, expect, it } from 'vitest';
import { applyWithEvents, apply, canonicalJson, eventText, newGame, pending, stateHash, type GameConfig, type GameEvent, type GameState } from '../engine/index';
import { randomBot } from '../src/bots/random-bot';
import { seededDealer } from '../src/dealer/seeded-dealer';
import { RULE_IDS } from './rule-ids';

function seedBytes(n: number): Uint8Array {
  const b = new Uint8Array(32);
  new DataView(b.buffer).setUint32(0, n);
  return b;
}

/** Plays a random-bot game with events, checking each move's state against apply. */
/** What the events of one move say changed, checked against the states: Power, Supply, tracks, threat, round. */
function unexplained(before: GameState, after: GameState, events: readonly GameEvent[]): string[] {
  const problems: string[] = [];
  for (const house of after.options.houses) {
    const power = events.reduce((p, e) => (e.kind === 'power' && e.house === house ? (e.from === p ? e.to : Number.NaN) : p), before.houses[house]!.power);
    if (power !== after.houses[house]!.power) problems.push(`${house}'s Power ${before.houses[house]!.power} → ${after.houses[house]!.power}, events say ${power}`);
    const supply = events.reduce((p, e) => (e.kind === 'supply' && e.house === house ? e.to : p), before.houses[house]!.supply);
    if (supply !== after.houses[house]!.supply) problems.push(`${house}'s Supply ends at ${after.houses[house]!.supply}, events say ${supply}`);
  }
  for (const track of ['iron-throne', 'fiefdoms', 'kings-court'] as const) {
    const order = events.reduce((o, e) => (e.kind === 'track' && e.track === track ? e.order : o), before.tracks[track]);
    if (order.join() !== after.tracks[track].join()) problems.push(`${track} ends ${after.tracks[track].join()}, events say ${order.join()}`);
  }
  const threat = events.reduce((t, e) => (e.kind === 'wildling-threat' ? e.to : t), before.wildlingThreat);
  if (threat !== after.wildlingThreat) problems.push(`threat ends at ${after.wildlingThreat}, events say ${threat}`);
  const round = events.reduce((r, e) => (e.kind === 'round-started' ? e.round : r), before.round);
  if (round !== after.round) problems.push(`round ${after.round}, events say ${round}`);
  return problems;
}

function eventsOfGame(config: GameConfig, seed: number): { events: GameEvent[][]; state: GameState } {
  const bytes = seedBytes(seed);
  let state = newGame(config);
  const dealer = seededDealer(bytes);
  const bots = new Map(state.options.houses.map((h) => [h, randomBot(bytes, h)]));
  const events: GameEvent[][] = [];
  while (state.winner === null) {
    const [d] = pending(state);
    const move = d!.house === null ? dealer.answer(state, d!) : bots.get(d!.house)!.choose(state, d!);
    const next = applyWithEvents(state, move);
    expect(stateHash(next.state)).toBe(stateHash(apply(state, move)));
    expect(unexplained(state, next.state, next.events), JSON.stringify(move)).toEqual([]);
    events.push(next.events);
    dealer.observe(move);
    state = next.state;
  }
  return { events, state };
}

const GAMES: [GameConfig, number][] = [
  [{ players: 6, tidesOfBattle: true }, 21],
  [{ players: 4 }, 22],
  [{ players: 3, tidesOfBattle: true }, 23],
];

describe('events over whole games', () => {
  it('the check of what events explain can fail', () => {
    const s = newGame({ players: 3 });
    const richer = { ...s, houses: { ...s.houses, stark: { ...s.houses.stark!, power: 9 } } };
    expect(unexplained(s, richer, [])).toEqual(["stark's Power 5 → 9, events say 5"]);
  });

  const played = GAMES.map(([config, seed]) => eventsOfGame(config, seed));
  const all = played.flatMap((g) => g.events.flat());
  const known = new Set<string>(RULE_IDS);

  it('every event is plain JSON, cites a known rule and reads as an English sentence', () => {
    for (const e of all) {
      expect(() => canonicalJson(e)).not.toThrow();
      expect(known.has(e.rule), `${e.kind} cites ${e.rule}`).toBe(true);
      const text = eventText(e);
      expect(text, JSON.stringify(e)).toMatch(/^[A-Z].*[.!]$/);
      expect(text).not.toMatch(/undefined|NaN|null|\[object/);
    }
  });

  it('every combat started ends in a result whose totals add up from the sources, and the winner is announced', () => {
    const started = all.filter((e) => e.kind === 'combat-started').length;
    const results = all.flatMap((e) => (e.kind === 'combat-result' ? [e] : []));
    expect(started).toBeGreaterThan(3);
    expect(results).toHaveLength(started);
    for (const r of results) {
      for (const s of [r.attacker, r.defender]) expect(s.total).toBe(s.units + s.support + s.order + s.garrison + s.card + s.blade + s.tides);
      expect([r.attacker.house, r.defender.house]).toContain(r.victor);
    }
    for (const g of played) expect(g.events.flat().filter((e) => e.kind === 'game-won')).toEqual([expect.objectContaining({ house: g.state.winner })]);
  });

  it('the games show the events of every phase', () => {
    const kinds = new Set(all.map((e) => e.kind));
    for (const kind of [
      'round-started', 'phase-started', 'westeros-card', 'wildling-threat', 'bids', 'track', 'supply', 'power', 'orders-revealed',
      'orders-removed', 'raid', 'march', 'consolidate-power', 'units', 'combat-started', 'support', 'initial-strength',
      'house-cards-revealed', 'tides-drawn', 'tides-revealed', 'combat-result', 'casualties', 'retreat', 'house-card', 'game-won',
      'raven-look', 'wildling-card-returned',
    ] as const) {
      expect(kinds, kind).toContain(kind);
    }
  });
}, 120_000);
