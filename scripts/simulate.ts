// npm run simulate -- [--game agot|wotr-card] [--scenario S] [--players N] [--seed S] [--tides] [--ruleset 2e|1e] [--heuristic] [--latency MIN-MAX] [--loss P]
//   [--no-faults] [--absent SEAT@R[:R2]]… [--cheat KIND@SEAT]… [--replace SEAT]… [--substitute SEAT]… [--out game.log] [--quiet] [--json]   (--help lists them)
// Progress (round, phase, time, an estimate of the time left) is drawn on stderr, on a terminal only.
import { writeFileSync } from 'node:fs';
import { SIMULATE_OPTIONS, simulateArgs } from '../src/cli/simulate-args';
import { failUsage, parseCli, progress, timeLeft } from './cli-args';
import { startFastGroup } from './fast-group';

const { values } = parseCli({
  usage: 'npm run simulate --',
  summary: 'Plays a whole game between bot peers over an in-memory network with the full protocol and the faults asked for, then prints the winner and the live verdict as one line (the line npm run verify prints for the log).',
  options: SIMULATE_OPTIONS,
});
const checked = simulateArgs(values);
if (checked.kind === 'error') failUsage(checked.message);
const args = checked.args;
// The session and the engine are loaded once the arguments are read: --help and a bad argument answer without them.
const { gameModule } = await import('../src/games/registry');
const { roundsOf, simulate, verdictLine } = await import('../src/cli/simulate');
const game = gameModule(args.game ?? 'agot')!;
const { isCertified, replayLog, summarize } = await import('../src/session/verify-log');
await startFastGroup(); // libsodium's ristretto255 when installed: the same game, faster
const started = Date.now();
const ROUNDS = roundsOf(args);
const result = simulate(args, (line, round) => {
  // Rounds take about the same time: what is left is estimated from the rounds done.
  const seconds = (Date.now() - started) / 1000;
  const left = round > 1 ? (seconds / (round - 1)) * (ROUNDS - round + 1) : Number.NaN;
  progress(`${line} — ${seconds.toFixed(1)} s, about ${timeLeft(left)} left`, false, values.quiet);
});
progress('', false, values.quiet);
if (args.out !== null) writeFileSync(args.out, result.log);
// A cheater's own version of the game (its chain rewritten and re-signed), as verify judges it.
const presented = [...result.presented].map(([seat, log]) => {
  const r = replayLog(log, game);
  return { seat, verdict: 'error' in r ? r.error : summarize(r.replica.deviations, isCertified(r.replica)) };
});
if (values.json) {
  console.log(JSON.stringify({ winner: result.winner ?? null, messages: result.messages, bytes: result.bytes, log: args.out, verdict: result.verdict, presented }));
  process.exit(0);
}
console.log(result.report);
console.log(`winner: ${result.winner ?? 'none'}; ${result.messages} messages, ${result.bytes} bytes on the network`);
if (args.out !== null) console.log(`log written to ${args.out} (${result.log.length} bytes)`);
for (const p of presented) console.log(`seat ${p.seat}'s own version of the log: ${typeof p.verdict === 'string' ? p.verdict : verdictLine(p.verdict)}`);
console.log(verdictLine(result.verdict));
