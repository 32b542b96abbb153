// npm run sweep-partitions -- [--seeds N] [--from S] [--twice] : the timeout rule under network
// partitions (session README, "Timeouts", rules 7 and 8). Each seed plays a 3- to 5-player game in
// memory with delays and loss, cuts a random set of links (each with probability 2/3) for 400 to
// 2,500 ms of game time past the 300 ms deadlines — at the keys step for a third of the seeds, else
// after up to 59 moves — heals them (with --twice, cuts the same links once more shortly after), and
// checks that the game ends on every peer at one state with one verdict, the same as `verify`'s,
// blaming nobody for more than absence. Prints one line per seed and a total.
import { intOption, parseCli } from './cli-args';
import { startFastGroup } from './fast-group';

const { values } = parseCli({
  usage: 'npm run sweep-partitions --',
  summary: 'Plays one game per seed with a partition of random links past the deadlines, and checks that it ends everywhere at one state and one verdict.',
  options: {
    seeds: { type: 'string', default: '30', value: 'N', help: 'how many seeds' },
    from: { type: 'string', default: '1', value: 'S', help: 'the first seed' },
    twice: { type: 'boolean', default: false, help: 'cut the same links a second time after healing them' },
  },
});
const seeds = intOption('seeds', values.seeds, 1, 100_000);
const from = intOption('from', values.from, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - seeds);
// The protocol and the engine are loaded once the arguments are read: --help and a bad argument answer without them.
const { createDrbg } = await import('../crypto/index');
const { AGOT, InMemoryGame, agot, peerId, seedBytes } = await import('../src/games/agot-harness');
const { verifyLog } = await import('../src/session/verify-log');

type Game = import('../src/games/agot-harness').AgotGame;
const DEADLINES = { move: 300, sealed: 300, deck: 3000 };
const summary = (proofs: readonly { code: string; culprit: number | null }[]) => [...new Set(proofs.map((p) => `${p.code} by ${p.culprit}`))].sort().join(', ');

/** Moves the game on for `length` ms of its clock with `links` cut, then heals them. */
function partition(game: Game, links: readonly (readonly [string, string])[], length: number): void {
  for (const [a, b] of links) game.network.cutLink(a, b);
  const cut = game.network.now;
  game.run({ until: () => game.network.now > cut + length, maxTime: cut + length + 100 });
  for (const [a, b] of links) game.network.healLink(a, b);
}

/** What went wrong once the game ran to its end (none: every promise kept). */
function problemsOf(game: Game, end: string): string[] {
  const first = game.sessions[0]!;
  const problems: string[] = [];
  if (end !== 'done') problems.push(`the game did not end (${end})`);
  if (game.sessions.some((s) => s.status !== 'finished')) problems.push(`statuses ${game.sessions.map((s) => s.status).join(', ')}`);
  if (new Set(game.sessions.map((s) => s.replica.lastHash())).size !== 1) problems.push('the peers end at different states');
  if (new Set(game.sessions.map((s) => summary(s.proofs))).size !== 1) problems.push('the peers give different verdicts');
  const blamed = first.proofs.filter((p) => p.code !== 'withheld');
  if (blamed.length > 0) problems.push(`blamed: ${summary(blamed)}`);
  const verdict = verifyLog(first.exportLog(), AGOT);
  const verified = 'proofs' in verdict ? summary(verdict.proofs) : '';
  if (verified !== summary(first.proofs)) problems.push(`verify says ${verdict.kind}: ${verified}`);
  return problems;
}

await startFastGroup(); // libsodium's ristretto255 when installed: the same games, faster
let failed = 0;
const started = Date.now();
for (let seed = from; seed < from + seeds; seed++) {
  const r = createDrbg(seedBytes(seed), 'sweep');
  const pick = (k: number) => r.bytes(1)[0]! % k;
  const players = 3 + pick(3);
  const at = pick(3) === 0 ? 0 : pick(60);
  const length = 400 + pick(8) * 300;
  const game = new InMemoryGame(agot({ players, seed: seedBytes(seed), deadlines: DEADLINES, syncInterval: 60, faults: { delay: [1, 6], lossPerMille: 20 } }));
  game.start();
  game.run({ until: () => game.sessions.some((s) => s.replica.moves.length >= at) });
  const links = Array.from({ length: players }, (_, a) => a).flatMap((a) => Array.from({ length: players - a - 1 }, (_, i) => [peerId(a), peerId(a + 1 + i)] as const).filter(() => pick(3) !== 0));
  partition(game, links, length);
  if (values.twice) {
    const gap = game.network.now + 200 + pick(8) * 200;
    game.run({ until: () => game.network.now > gap, maxTime: gap + 100 });
    partition(game, links, length);
  }
  // A whole game takes 7-10 s of its clock here: 200 s more and it is stuck.
  const problems = problemsOf(game, game.run({ maxTime: game.network.now + 200_000 }));
  if (problems.length > 0) failed++;
  console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} --seed ${seed}: ${players} players, ${links.length} links cut for ${length} ms after move ${at}${values.twice ? ', twice' : ''}; ${summary(game.sessions[0]!.proofs) || 'nobody absent'}; ${Math.round(game.network.now / 1000)} s of game time`);
  for (const p of problems) console.log(`       ${p}`);
}
console.log(`${seeds} seeds: ${seeds - failed} ended everywhere at one state and verdict, ${failed} did not; ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed === 0 ? 0 : 1);
