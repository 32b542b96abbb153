// Whether a simulated game kept the protocol's promises (issue 14, "Must show"): every honest seat
// and `verify` of the exported log reach the same verdict, no honest seat is named a cheater or
// absent unless it was absent, and every honest seat ends at the same state. A log as a cheater
// would present it (its own chain rewritten and re-signed) names that cheater and nobody honest.
// The verdict line (`summarize`): `certified` = every seat not excluded signed the final log hash;
// `cheaters` = the seats convicted, each excluded from the game at its conviction (so a certified
// line with cheaters is a game that went on to its end without them); `absent` = seats timed out.
import { isCertified, replayLog, summarize, verdictLine } from '../session/verify-log';
import type { SimulateArgs, SimulateResult } from './simulate';
import { gameOfLogFile } from '../games/registry';

/** What is wrong with a simulated game's verdicts; empty when nothing is. */
export function verdictProblems(args: SimulateArgs, result: SimulateResult): string[] {
  const problems: string[] = [];
  const found = gameOfLogFile(result.log);
  if (!found.ok) return [`the exported log names no game of this build: ${found.error}`];
  const game = found.game;
  const replay = replayLog(result.log, game);
  if ('error' in replay) return [`the exported log does not decode: ${replay.error}`];
  const verified = verdictLine(summarize([...replay.replica.deviations, ...replay.forged], isCertified(replay.replica)));
  for (const [seat, v] of result.verdicts) {
    if (verdictLine(v) !== verified) problems.push(`seat ${seat} live ${verdictLine(v)} but ${verified} from verify`);
  }
  const cheating = new Set(args.cheats.map((c) => c.seat));
  const mayBeAbsent = new Set([...cheating, ...args.absent.map((a) => a.seat)]);
  for (const c of result.verdict.cheaters) if (!cheating.has(c.seat)) problems.push(`honest seat ${c.seat} blamed: ${c.kind}`);
  for (const s of result.verdict.absent) if (!mayBeAbsent.has(s)) problems.push(`seat ${s} called absent though it always answered`);
  for (const [seat, log] of result.presented) {
    const r = replayLog(log, game);
    const named = 'error' in r ? [] : summarize(r.replica.deviations, false).cheaters;
    if (!named.some((c) => c.seat === seat)) problems.push(`seat ${seat}'s own version of the log does not name it: ${JSON.stringify(named)}`);
    for (const c of named) if (!cheating.has(c.seat)) problems.push(`seat ${seat}'s own version of the log blames honest seat ${c.seat}: ${c.kind}`);
  }
  const hashes = new Set(result.finalHashes.values());
  if (hashes.size !== 1) problems.push(`honest seats end at ${hashes.size} different states`);
  return problems;
}
