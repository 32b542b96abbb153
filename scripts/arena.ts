// npm run arena -- --players 6 --games N --seat-bot hard --others heuristic [--jobs 2] [--json]
// Plays N engine-only games, the tested bot rotating through every house (game g: house g mod P),
// and prints its win rate with a 95% Wilson interval and the Castles and Strongholds it holds at
// the end, on average, and how long its decisions took. --jobs runs the games on that many worker threads (each game is the same
// whichever thread plays it). Progress only on a terminal; with --json one JSON object.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { ArenaGame, ArenaResult } from '../src/cli/arena';
import { ARENA_BOTS, type ArenaBot } from '../src/cli/arena-bots';
import { failUsage, intOption, parseCli, progress } from './cli-args';

/**
 * A worker runs this same file. Node 20 does not hand tsx's loader on to worker threads, so the
 * worker starts as a line of JavaScript that loads this file through tsx's API.
 */
const WORKER_ENTRY = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`;

interface Job {
  readonly games: readonly ArenaGame[];
}

// The bots and the engine are loaded where games are played: --help and a bad argument answer without them.
if (!isMainThread) {
  const { playArenaGame } = await import('../src/cli/arena');
  for (const game of (workerData as Job).games) parentPort!.postMessage(playArenaGame(game));
} else {
  await main();
}

function arenaBot(name: string, text: string): ArenaBot {
  if (!(ARENA_BOTS as readonly string[]).includes(text)) failUsage(`--${name} must be one of ${ARENA_BOTS.join(', ')}, got '${text}'`);
  return text as ArenaBot;
}

async function main(): Promise<void> {
  const { values } = parseCli({
    usage: 'npm run arena --',
    summary: 'Plays engine-only games of one bot against others, rotating it through every house, and prints its win rate with a 95% interval.',
    options: {
      players: { type: 'string', default: '6', value: '3|4|5|6', help: 'players per game' },
      games: { type: 'string', default: '12', value: 'N', help: 'how many games' },
      'seat-bot': { type: 'string', default: 'hard', value: ARENA_BOTS.join('|'), help: 'the bot measured (heuristic = easy)' },
      others: { type: 'string', default: 'heuristic', value: ARENA_BOTS.join('|'), help: 'the bot in every other seat' },
      playouts: { type: 'string', value: 'P', help: "playouts for an order set, instead of the level's (other decisions keep their share)" },
      seed: { type: 'string', default: '1', value: 'S', help: 'seed of the first game; game g uses S + g' },
      jobs: { type: 'string', default: '1', value: 'J', help: 'worker threads playing games at once' },
      json: { type: 'boolean', default: false, help: 'print one JSON object instead of text' },
    },
  });
  const players = intOption('players', values.players, 3, 6);
  const games = intOption('games', values.games, 1, 100_000);
  const seatBot = arenaBot('seat-bot', values['seat-bot']);
  const others = arenaBot('others', values.others);
  const playouts = values.playouts === undefined ? undefined : intOption('playouts', values.playouts, 2, 100_000);
  const firstSeed = intOption('seed', values.seed, 0, 2 ** 40);
  const jobs = intOption('jobs', values.jobs, 1, Math.max(1, availableParallelism()));

  const all: ArenaGame[] = Array.from({ length: games }, (_, g) => ({ players, seed: firstSeed + g, index: g, seatBot, others, ...(playouts === undefined ? {} : { playouts }) }));
  const results: ArenaResult[] = [];
  const started = performance.now();
  const onResult = (result: ArenaResult) => {
    results.push(result);
    const wins = results.filter((r) => r.won).length;
    const rate = results.length / ((performance.now() - started) / 1000);
    progress(`${results.length}/${games} games, ${wins} won, ${((games - results.length) / rate).toFixed(0)} s left`, results.length === games);
  };
  await Promise.all(
    Array.from({ length: jobs }, (_, j) => {
      const share = all.filter((_, g) => g % jobs === j);
      if (share.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(WORKER_ENTRY, { eval: true, workerData: { games: share } satisfies Job });
        worker.on('message', onResult);
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a worker stopped with code ${code}`))));
      });
    }),
  ).catch((error: unknown) => {
    progress('', true);
    console.error(`arena failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });

  const seconds = (performance.now() - started) / 1000;
  const wins = results.filter((r) => r.won).length;
  const { wilson } = await import('../src/cli/arena'); // the workers played the games: this thread needs only the interval
  const { low, high } = wilson(wins, games);
  const avgCastles = results.reduce((n, r) => n + r.castles, 0) / games;
  const decisions = results.reduce((n, r) => n + r.decisions, 0);
  const decisionMsMean = results.reduce((n, r) => n + r.decisionMs, 0) / Math.max(1, decisions);
  const decisionMsMax = Math.max(0, ...results.map((r) => r.longestDecisionMs));
  const byHouse: Record<string, { games: number; wins: number }> = {};
  for (const r of [...results].sort((a, b) => a.house.localeCompare(b.house))) {
    const entry = (byHouse[r.house] ??= { games: 0, wins: 0 });
    entry.games++;
    if (r.won) entry.wins++;
  }
  const summary = {
    games,
    players,
    seat_bot: seatBot,
    others,
    playouts: playouts ?? null,
    first_seed: firstSeed,
    jobs,
    wins,
    win_rate: wins / games,
    ci_low: low,
    ci_high: high,
    avg_castles: avgCastles,
    by_house: byHouse,
    decisions,
    decision_ms_mean: decisionMsMean,
    decision_ms_max: decisionMsMax,
    seconds,
  };
  if (values.json) {
    console.log(JSON.stringify(summary));
    return;
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`${seatBot}${playouts === undefined ? '' : ` (${playouts} playouts)`} against ${players - 1} × ${others}, ${games} game${games === 1 ? '' : 's'} of ${players} players, seeds ${firstSeed}–${firstSeed + games - 1}`);
  console.log(`win rate ${pct(wins / games)} (${wins}/${games}), 95% interval ${pct(low)}–${pct(high)}; one seat in ${players} would be ${pct(1 / players)}`);
  console.log(`castles held at the end: ${avgCastles.toFixed(2)} on average`);
  console.log(`its decisions: ${decisions}, ${decisionMsMean.toFixed(0)} ms on average, the longest ${decisionMsMax.toFixed(0)} ms (wall clock, on this machine as loaded now)`);
  console.log(`by house: ${Object.entries(byHouse).map(([h, e]) => `${h} ${e.wins}/${e.games}`).join(', ')}`);
  console.log(`${seconds.toFixed(1)} s, ${(seconds / games).toFixed(1)} s per game with ${jobs} job${jobs === 1 ? '' : 's'}`);
}
