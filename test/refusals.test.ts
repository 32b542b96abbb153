// Exact rule IDs (issue 16): the illegal moves of many positions (refusals.testkit.ts: legal moves
// with one field changed, another house's included) never cite the generic 2E-GEN-01 when a
// decision of their kind is asked — the rule that gives that decision, or the one the changed
// field breaks, is more specific. Positions: every state of three seeded random-bot games.
import { describe, expect, it } from 'vitest';
import { apply, newGame, pending, type GameConfig } from '../engine/index';
import { SHARED_WITH_2E } from '../engine/rule-ids-1e';
import { randomBot } from '../src/bots/random-bot';
import { seededDealer } from '../src/dealer/seeded-dealer';
import { refusalsOf, type Refusal } from './refusals.testkit';

function refusalsOfGame(config: GameConfig, seed: number, every: number): Refusal[] {
  const bytes = new Uint8Array(32);
  bytes[0] = seed;
  let state = newGame(config);
  const dealer = seededDealer(bytes);
  const bots = new Map(state.options.houses.map((h) => [h, randomBot(bytes, h)]));
  const out: Refusal[] = [];
  for (let n = 0; state.winner === null; n++) {
    if (n % every === 0) out.push(...refusalsOf(state, n));
    const [d] = pending(state);
    const move = d!.house === null ? dealer.answer(state, d!) : bots.get(d!.house)!.choose(state, d!);
    state = apply(state, move);
    dealer.observe(move);
  }
  return out;
}

describe('refusals name the most specific rule', () => {
  const refusals = [
    ...refusalsOfGame({ players: 6, tidesOfBattle: true }, 31, 2),
    ...refusalsOfGame({ players: 4 }, 32, 2),
    ...refusalsOfGame({ players: 3 }, 33, 2),
  ];

  it('walks many illegal moves of every kind asked', () => {
    const refused = refusals.filter((r) => r.rule !== null);
    expect(refused.length).toBeGreaterThan(5000);
    expect(new Set(refused.map((r) => r.move.kind)).size).toBeGreaterThan(15);
  });

  it('none cites 2E-GEN-01 while a decision of its kind is asked', () => {
    // Every walked move has the kind of the decision it was made from, so none may be generic.
    const generic = refusals.filter((r) => r.rule === '2E-GEN-01');
    expect(generic.map((r) => `${JSON.stringify(r.move)}: ${r.message}`).slice(0, 5)).toEqual([]);
  });
}, 120_000);

describe('refusals of a 1st-edition game (issue 22)', () => {
  // A 4-player game: every illegal move is a RuleViolation (none crashes the engine, 2nd-edition
  // areas and cards included), and none is generic while a decision of its kind is asked.
  const refusals = refusalsOfGame({ ruleset: '1e', players: 4 }, 35, 2);

  it('walks many illegal moves, none generic while its kind is asked', () => {
    expect(refusals.filter((r) => r.rule !== null).length).toBeGreaterThan(2000);
    const generic = refusals.filter((r) => r.rule === '2E-GEN-01');
    expect(generic.map((r) => `${JSON.stringify(r.move)}: ${r.message}`).slice(0, 5)).toEqual([]);
  });

  it('cites 1st-edition rules, or a 2nd-edition rule the 1st edition shares by a stated reason', () => {
    const shared = new Set(Object.keys(SHARED_WITH_2E));
    const other = refusals.filter((r) => r.rule !== null && !r.rule.startsWith('1E-') && !shared.has(r.rule));
    expect(other.map((r) => `${r.rule} ${JSON.stringify(r.move)}: ${r.message}`).slice(0, 5)).toEqual([]);
  });
}, 120_000);
