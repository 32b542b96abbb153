// npm run simulate -- --players N --seed S [--tides] [--heuristic] [--no-faults] [--out game.log]
import { writeFileSync } from 'node:fs';
import { parseSimulateArgs, simulate } from '../src/cli/simulate';
import { startFastGroup } from './fast-group';

const argv = process.argv.slice(2);
const args = parseSimulateArgs(argv);
if (typeof args === 'string') {
  console.error(args);
  process.exit(2);
}
const outAt = argv.indexOf('--out');
await startFastGroup(); // libsodium's ristretto255 when installed: the same game, faster
const started = Date.now();
const result = simulate(args, (line) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`));
console.log(result.report);
console.log(`winner: ${result.winner ?? 'none'}; ${result.messages} messages, ${result.bytes} bytes on the network`);
if (outAt >= 0 && argv[outAt + 1] !== undefined) {
  writeFileSync(argv[outAt + 1]!, result.log);
  console.log(`log written to ${argv[outAt + 1]} (${result.log.length} bytes)`);
}
