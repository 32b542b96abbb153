// A game with a seat gone for good, for the tests of replacing it (replace.test.ts, by the bot;
// substitute.test.ts, by a new key): the game, and the verdict lines live and from `verify`.
import { expect } from 'vitest';
import { InMemoryGame, seedBytes, agot } from './agot-harness';
import type { Session } from '../session/session';
import { isCertified, replayLog, summarize, verdictLine } from '../session/verify-log';
import { AGOT, type Agot } from './agot';

/** Long player deadlines: the gone seat is timed out by them, never a present one by a slow network. */
export const DEADLINES = { move: 300, sealed: 300, deck: 3_000 };
/** The seat that goes. */
export const GONE = 3;

/** The live verdict line of `s` and the one `verify` gives for its exported log. */
export function verdicts(s: Session<Agot>) {
  const replay = replayLog(s.exportLog(), AGOT);
  if ('error' in replay) throw new RangeError(replay.error);
  return { live: verdictLine(summarize(s.proofs, isCertified(s.replica))), verify: verdictLine(summarize([...replay.replica.deviations, ...replay.forged], isCertified(replay.replica))) };
}

/** A 4-player game in which seat GONE closes its page in round 2's planning phase and never comes back. */
export function gameWithAGoneSeat(seed: number): InMemoryGame<Agot> {
  const game = new InMemoryGame(agot({ players: 4, seed: seedBytes(seed), faults: { delay: [1, 6], lossPerMille: 10 }, syncInterval: 60, deadlines: DEADLINES }));
  game.start();
  const planning = (round: number) => game.sessions.every((s) => s.state.round === round && s.state.stack[1]?.kind === 'planning');
  expect(game.run({ until: () => planning(2) })).toBe('until');
  game.sessions[GONE]!.close();
  return game;
}
