// npm run soak -- --games N --players P --seed S [--tides]
// Plays N engine-only games between random bots with a seeded dealer, checking the engine's
// invariants after every move. Prints progress, games per second, moves per game and the tally of
// winners; exits non-zero on any exception or broken invariant (printing the seed to replay it).
import { parseArgs } from 'node:util';
import { playLocalGame } from '../src/local-game';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    players: { type: 'string', default: '6' },
    seed: { type: 'string', default: '1' },
    tides: { type: 'boolean', default: false },
  },
});

const games = Number(values.games);
const players = Number(values.players);
const firstSeed = Number(values.seed);
if (!Number.isSafeInteger(games) || games < 1 || ![3, 4, 5, 6].includes(players) || !Number.isSafeInteger(firstSeed)) {
  console.error('usage: npm run soak -- --games N --players 3|4|5|6 --seed S [--tides]');
  process.exit(2);
}

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
    const { state, moves } = playLocalGame({ config: { players, tidesOfBattle: values.tides }, seed: seedBytes(seed), checkInvariants: true });
    totalMoves += moves;
    tally.set(state.winner ?? 'none', (tally.get(state.winner ?? 'none') ?? 0) + 1);
  } catch (error) {
    console.error(`\ngame with seed ${seed} failed:`, error);
    process.exit(1);
  }
  if ((g + 1) % 10 === 0 || g + 1 === games) {
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`\r${g + 1}/${games} games, ${((g + 1) / seconds).toFixed(2)} games/s`);
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(`\n${games} games of ${players} players${values.tides ? ' with Tides of Battle' : ''} in ${seconds.toFixed(1)} s`);
console.log(`games per second: ${(games / seconds).toFixed(2)}; moves per game: ${(totalMoves / games).toFixed(0)}`);
console.log('winners:', Object.fromEntries([...tally.entries()].sort()));
