// npm run verify -- game.log : re-checks a log from scratch; prints the certificate or the proof.
import { readFileSync } from 'node:fs';
import { decodeLogFile } from '../src/session/log-file';
import { describeVerdict, verifyLog } from '../src/session/verify-log';
import { startFastGroup } from './fast-group';

const path = process.argv[2];
if (path === undefined) {
  console.error('usage: npm run verify -- game.log');
  process.exit(2);
}
const bytes = new Uint8Array(readFileSync(path));
const file = decodeLogFile(bytes);
const houses = file.ok ? file.value.setup.seats.map((s) => s.house) : [];
await startFastGroup(); // libsodium's ristretto255 when installed: same verdicts, ≈2× faster
const started = Date.now();
const verdict = verifyLog(bytes);
console.log(describeVerdict(verdict, houses));
console.log(`verified in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(verdict.kind === 'certified' ? 0 : 1);
