// npm run soak -- --games N --players P --seed S [--tides] [--ruleset 2e|1e] [--json]
// Plays N engine-only games between random bots with a seeded dealer, checking the engine's
// invariants after every move. Prints progress on a terminal (games done, rate, time left), then
// games per second, moves per game and the tally of winners (with --json: one JSON object);
// exits 1 on any exception or broken invariant, printing the seed to replay it.
import { failUsage, intOption, parseCli, progress } from './cli-args';

const { values } = parseCli({
  usage: 'npm run soak --',
  summary: 'Plays whole engine-only games between random bots with a seeded dealer, checking the invariants after every move.',
  options: {
    games: { type: 'string', default: '100', value: 'N', help: 'how many games' },
    players: { type: 'string', default: '6', value: '3|4|5|6', help: 'players per game' },
    seed: { type: 'string', default: '1', value: 'S', help: 'seed of the first game; game g uses S + g' },
    tides: { type: 'boolean', default: false, help: 'play with Tides of Battle' },
    ruleset: { type: 'string', default: '2e', value: '2e|1e', help: 'the edition: 2e (2011) or 1e (2003, 3–5 players, no Tides of Battle)' },
    json: { type: 'boolean', default: false, help: 'print one JSON object instead of text' },
  },
});
const games = intOption('games', values.games, 1, 1_000_000);
const players = intOption('players', values.players, 3, 6);
const firstSeed = intOption('seed', values.seed, 0, Number.MAX_SAFE_INTEGER - games);
const ruleset = values.ruleset;
if (ruleset !== '2e' && ruleset !== '1e') failUsage(`--ruleset must be 2e or 1e, got ${JSON.stringify(ruleset)}`);
if (ruleset === '1e' && (players > 5 || values.tides)) failUsage('--ruleset 1e plays 3 to 5 players without Tides of Battle');
const edition = ruleset === '1e' ? ' (1st edition)' : '';
const replayRuleset = ruleset === '1e' ? ' --ruleset 1e' : '';
// The engine is loaded once the arguments are read: --help and a bad argument answer without it.
const { playLocalGame } = await import('../src/local-game');

function seedBytes(n: number): Uint8Array {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setFloat64(0, n); // any injective packing of the integer will do here
  return seed;
}

const tally = new Map<string, number>();
let totalMoves = 0;
const started = performance.now();
for (let g = 0; g < games; g++) {
  const seed = firstSeed + g;
  try {
    const { state, moves } = playLocalGame({ config: { players, tidesOfBattle: values.tides, ...(ruleset === '1e' ? { ruleset } : {}) }, seed: seedBytes(seed), checkInvariants: true });
    totalMoves += moves;
    tally.set(state.winner ?? 'none', (tally.get(state.winner ?? 'none') ?? 0) + 1);
  } catch (error) {
    progress('', true);
    console.error(`game with seed ${seed} failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`replay it with: npm run soak -- --games 1 --players ${players} --seed ${seed}${values.tides ? ' --tides' : ''}${replayRuleset}`);
    process.exit(1);
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = (g + 1) / seconds;
  progress(`${g + 1}/${games} games, ${rate.toFixed(2)} games/s, ${((games - g - 1) / rate).toFixed(0)} s left`, g + 1 === games);
}
const seconds = (performance.now() - started) / 1000;
const winners = Object.fromEntries([...tally.entries()].sort());
if (values.json) {
  console.log(JSON.stringify({ games, players, tides: values.tides, ruleset, firstSeed, seconds, gamesPerSecond: games / seconds, movesPerGame: totalMoves / games, winners }));
} else {
  console.log(`${games} game${games === 1 ? '' : 's'} of ${players} players${edition}${values.tides ? ' with Tides of Battle' : ''} in ${seconds.toFixed(1)} s`);
  console.log(`games per second: ${(games / seconds).toFixed(2)}; moves per game: ${(totalMoves / games).toFixed(0)}`);
  console.log('winners:', winners);
}
