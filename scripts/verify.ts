// npm run verify -- game.log : re-checks a log from scratch; prints the certificate or the proof,
// then the verdict as one line `verdict: {json}` (the line `npm run simulate` prints live).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { decodeLogFile } from '../src/session/log-file';
import { describeVerdict, isCertified, replayLog, summarize, verdictLine, verdictOf } from '../src/session/verify-log';
import { startFastGroup } from './fast-group';

const USAGE = 'usage: npm run verify -- game.log';
let path: string | undefined;
try {
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length !== 1) throw new Error(`expected one log file, got ${positionals.length}`);
  path = positionals[0];
} catch (e) {
  console.error(`verify: ${(e as Error).message.split('\n')[0]} (${USAGE})`);
  process.exit(2);
}
let bytes: Uint8Array;
try {
  bytes = new Uint8Array(readFileSync(path!));
} catch (e) {
  console.error(`verify: cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`);
  process.exit(2);
}
const file = decodeLogFile(bytes);
const houses = file.ok ? file.value.setup.seats.map((s) => s.house) : [];
await startFastGroup(); // libsodium's ristretto255 when installed: same verdicts, ≈2.4× faster (docs/performance.md)
const started = Date.now();
const replay = replayLog(bytes);
if ('error' in replay) {
  console.log(`not a log file: ${replay.error}`);
  process.exit(1);
}
const verdict = verdictOf(replay);
console.log(describeVerdict(verdict, houses));
console.log(`verified in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(verdictLine(summarize([...replay.replica.deviations, ...replay.forged], isCertified(replay.replica))));
process.exit(verdict.kind === 'certified' ? 0 : 1);
