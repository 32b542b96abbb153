// An attacker's pass (session 16) on fair blame in `verify`: two colluders of three who both fork
// their chains (the kit's `rewrite`) are excluded at the fork, live, so the honest seat never
// consumes their entries past it. Afterwards each presents the game as it would to a judge: the
// honest seat's log less the other half of its own fork, with its own chain signed on from there.
// That file's fold takes the presenter's entries the honest seat never saw, and the honest seat's
// next entries claim the state of the game it played: until session 16 `verify` convicted it of a
// state mismatch. Its heads show it had not consumed those entries (fold.ts behindTheFold): such
// an entry counts for nothing, and nobody honest is named whatever a cheater leaves out of a file.
import { describe, expect, it } from 'vitest';
import { simulate, type SimulateArgs } from '../cli/simulate';
import { replayLog, summarize, isCertified, verdictLine } from './verify-log';
import { AGOT } from '../games/agot';

describe("a cheater's own version of the log never names an honest seat", () => {
  it('two rewriters of three: the live verdict, verify, and each presented version name only the cheaters', () => {
    const args: SimulateArgs = {
      players: 3,
      seed: 6,
      tides: false,
      bots: 'random',
      faults: { delay: [1, 6], lossPerMille: 20, duplicatePerMille: 20 },
      absent: [],
      cheats: [
        { kind: 'rewrite', seat: 0 },
        { kind: 'rewrite', seat: 1 },
      ],
      out: null,
    };
    const result = simulate(args);
    expect(result.verdict).toEqual({ certified: true, cheaters: [{ seat: 0, kind: 'equivocation' }, { seat: 1, kind: 'equivocation' }], absent: [] });
    const replay = replayLog(result.log, AGOT);
    if ('error' in replay) throw new RangeError(replay.error);
    expect(verdictLine(summarize([...replay.replica.deviations, ...replay.forged], isCertified(replay.replica)))).toBe(verdictLine(result.verdict));
    expect([...result.presented.keys()].sort()).toEqual([0, 1]);
    for (const [seat, log] of result.presented) {
      const presented = replayLog(log, AGOT);
      if ('error' in presented) throw new RangeError(presented.error);
      const summary = summarize([...presented.replica.deviations, ...presented.forged], isCertified(presented.replica));
      expect(summary.certified, `seat ${seat}'s version`).toBe(false);
      expect(summary.cheaters.filter((c) => c.seat === 2), `seat ${seat}'s version`).toEqual([]);
      expect(summary.absent.filter((s) => s === 2), `seat ${seat}'s version`).toEqual([]);
    }
  }, 300_000);
});
