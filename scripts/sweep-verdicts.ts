// npm run sweep-verdicts -- [--seeds N] [--from S] : the verdict promise of issue 14 over many
// seeds. Each seed plays a 3-player game with random delays and loss, one seat absent for a few
// rounds and one seat running an attack of the malicious kit (every kind in turn; every fourth seed
// none), then checks that every honest seat and `verify` give one verdict, that no honest seat is
// blamed, and that every honest seat ends at the same state. Prints one line per seed and a total.
import type { SimulateArgs } from '../src/cli/simulate';
import { intOption, parseCli } from './cli-args';
import { startFastGroup } from './fast-group';

const { values } = parseCli({
  usage: 'npm run sweep-verdicts --',
  summary: "Plays one 3-player game per seed with delays, loss, an absent seat and a cheating seat, and checks the verdict promise of issue 14 on each.",
  options: {
    seeds: { type: 'string', default: '50', value: 'N', help: 'how many seeds' },
    from: { type: 'string', default: '1', value: 'S', help: 'the first seed' },
  },
});
const seeds = intOption('seeds', values.seeds, 1, 100_000);
const from = intOption('from', values.from, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - seeds);
// The protocol and the engine are loaded once the arguments are read: --help and a bad argument answer without them.
const { createDrbg } = await import('../crypto/index');
const { ATTACK_KINDS } = await import('../src/session/malicious.testkit');
const { simulate, verdictLine } = await import('../src/cli/simulate');
const { verdictProblems } = await import('../src/cli/verdicts');

/** The faults of one seed, drawn from the seed (so a line can be re-run with npm run simulate). */
function argsOf(seed: number): SimulateArgs {
  const r = createDrbg(new Uint8Array(32).fill(3), `sweep/${seed}`).bytes(8);
  const absentSeat = r[0]! % 3;
  const fromRound = 2 + (r[1]! % 4);
  // Every kind in turn over the seeds with an attack (so a kind count divisible by 4 is still covered).
  const kind = seed % 4 === 0 ? null : ATTACK_KINDS[(seed - 1 - Math.floor(seed / 4)) % ATTACK_KINDS.length]!;
  const cheatSeat = (absentSeat + 1 + (r[2]! % 2)) % 3;
  const max = 2 + (r[3]! % 30);
  return {
    players: 3,
    seed,
    tides: false,
    bots: 'random',
    faults: { delay: [1, max], lossPerMille: r[4]! % 60, duplicatePerMille: 20 },
    absent: [{ seat: absentSeat, from: fromRound, to: fromRound + (r[5]! % 3) }],
    cheats: kind === null ? [] : [{ kind, seat: cheatSeat }],
    out: null,
  };
}

await startFastGroup(); // libsodium's ristretto255 when installed: the same games, faster
let failed = 0;
let finished = 0;
const started = Date.now();
for (let seed = from; seed < from + seeds; seed++) {
  const args = argsOf(seed);
  const result = simulate(args);
  const problems = verdictProblems(args, result);
  if (problems.length > 0) failed++;
  if (result.winner !== null) finished++;
  const options = [`--seed ${seed}`, `--latency ${args.faults.delay![0]}-${args.faults.delay![1]}`, `--loss ${args.faults.lossPerMille! / 1000}`, ...args.absent.map((a) => `--absent ${a.seat}@${a.from}:${a.to}`), ...args.cheats.map((c) => `--cheat ${c.kind}@${c.seat}`)];
  console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${options.join(' ')}  ${verdictLine(result.verdict)}${result.winner === null ? '' : ` winner ${result.winner}`}`);
  for (const p of problems) console.log(`       ${p}`);
}
console.log(`${seeds} seeds: ${seeds - failed} kept every promise, ${failed} did not; ${finished} reached the end of the game; ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed === 0 ? 0 : 1);
