// npm run simulate -- [--players N] [--seed S] [--tides] [--heuristic] [--latency MIN-MAX] [--loss P]
//   [--no-faults] [--absent SEAT@R[:R2]]… [--cheat KIND@SEAT]… [--out game.log]   (--help lists them)
import { writeFileSync } from 'node:fs';
import { SIMULATE_USAGE, parseSimulateArgs, simulate, verdictLine } from '../src/cli/simulate';
import { startFastGroup } from './fast-group';

const parsed = parseSimulateArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(SIMULATE_USAGE);
  process.exit(0);
}
if (parsed.kind === 'error') {
  console.error(`simulate: ${parsed.message} (--help lists the options)`);
  process.exit(2);
}
const args = parsed.args;
await startFastGroup(); // libsodium's ristretto255 when installed: the same game, faster
const started = Date.now();
const result = simulate(args, (line) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`));
console.log(result.report);
console.log(`winner: ${result.winner ?? 'none'}; ${result.messages} messages, ${result.bytes} bytes on the network`);
if (args.out !== null) {
  writeFileSync(args.out, result.log);
  console.log(`log written to ${args.out} (${result.log.length} bytes)`);
}
console.log(verdictLine(result.verdict));
