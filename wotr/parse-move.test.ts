import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalMoves, newGame, parseMove, pending, WotrRuleViolation, type Move, type WotrState } from './index';
import { Dealer, lcg, SYNTHETIC_FOTR, TEST_LOCATIONS } from './wotr.testkit';

/** A few positions of a Fellowship game, with the legal moves of the seat to decide and the dealer's names. */
function positions(): { state: WotrState; moves: Move[] }[] {
  const pick = lcg(9);
  const dealer = new Dealer(lcg(10));
  let s = newGame({ scenario: 'fellowship', cards: SYNTHETIC_FOTR, locations: TEST_LOCATIONS });
  dealer.follow(s);
  const out: { state: WotrState; moves: Move[] }[] = [];
  for (let i = 0; i < 40 && pending(s).length > 0; i++) {
    const moves = legalMoves(s, pending(s)[0]!.seats[0]!, (r) => dealer.identity.get(r) ?? null);
    if (i % 4 === 0) out.push({ state: s, moves });
    s = apply(s, moves[pick(moves.length)]!);
    dealer.follow(s);
  }
  return out;
}

/** Applies, and returns 'ok' or the refusal; any other exception fails the test. */
function outcome(s: WotrState, m: Move): string {
  try {
    apply(s, m);
    return 'ok';
  } catch (e) {
    if (e instanceof WotrRuleViolation) return e.rule;
    throw e;
  }
}

describe('parseMove (untrusted moves, style rule 4b)', () => {
  const sample = positions();

  it('every legal move parses', () => {
    for (const { moves } of sample) for (const m of moves) expect(parseMove(m)).toEqual({ ok: true, move: m });
  });

  it('refuses a wrong type, an extra or missing key, a non-integer, -0, by the path of the field', () => {
    expect(parseMove({ kind: 'pass', seat: '0' })).toEqual({ ok: false, error: { code: 'not-a-move', path: 'seat' } });
    expect(parseMove({ kind: 'pass', seat: 0, extra: 1 })).toEqual({ ok: false, error: { code: 'not-a-move', path: 'extra' } });
    expect(parseMove({ kind: 'cycle', seat: 0 })).toEqual({ ok: false, error: { code: 'not-a-move', path: 'ref' } });
    expect(parseMove({ kind: 'cycle', seat: 0, ref: 1.5 })).toEqual({ ok: false, error: { code: 'not-a-move', path: 'ref' } });
    expect(parseMove({ kind: 'cycle', seat: -0, ref: 1 })).toEqual({ ok: false, error: { code: 'not-a-move', path: 'seat' } });
    expect(parseMove({ kind: 'play', seat: 0, ref: 1, card: 'x', to: { zone: 'moon' }, cost: { cycle: 2 } })).toEqual({ ok: false, error: { code: 'not-a-move', path: 'to' } });
    expect(parseMove({ kind: 'take', seat: 0, from: 'none', ref: 3 })).toEqual({ ok: false, error: { code: 'not-a-move', path: 'ref' } });
    expect(parseMove({ kind: 'toString' })).toEqual({ ok: false, error: { code: 'not-a-move', path: 'kind' } });
    expect(parseMove([])).toEqual({ ok: false, error: { code: 'not-a-move', path: 'kind' } });
    expect(() => apply(sample[0]!.state, { kind: 'pass', seat: '0' } as unknown as Move)).toThrow(TypeError);
  });

  it('any JSON value: parseMove never throws, and apply either moves or refuses with a rule', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(sample.length - 1), (value, at) => {
        const parsed = parseMove(value);
        if (parsed.ok) outcome(sample[at]!.state, parsed.move);
      }),
      { numRuns: 300 },
    );
  });

  it('legal moves with one field replaced: parsed or refused, and never another exception from apply', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.oneof(fc.integer({ min: -2, max: 80 }), fc.constantFrom(null, 'saruman', 'minas-morgul', [], [0, 0], { cycle: 0 }, { zone: 'path' }, 'deck-top')), (i, j, junk) => {
        const { state, moves } = sample[i % sample.length]!;
        if (moves.length === 0) return;
        const m = moves[j % moves.length]! as unknown as Record<string, unknown>;
        const keys = Object.keys(m).filter((k) => k !== 'kind');
        if (keys.length === 0) return;
        const changed = { ...m, [keys[j % keys.length]!]: junk };
        const parsed = parseMove(changed);
        if (parsed.ok) outcome(state, parsed.move);
      }),
      { numRuns: 500 },
    );
  });
});
