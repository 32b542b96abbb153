// `npm run bench`: a full 6-player game over the whole protocol (random bots, a faulty network),
// and the verification of its log from scratch. Messages and bytes per peer come from
// MemoryNetwork.stats and are printed with the wall times.
import { bench, describe } from 'vitest';
import { InMemoryGame, seedBytes } from './harness';
import { verifyLog } from './verify-log';

let log: Uint8Array | null = null;

function playSixPlayers(): void {
  const started = performance.now();
  const game = new InMemoryGame({ players: 6, seed: seedBytes(6), faults: { delay: [1, 6], lossPerMille: 20, duplicatePerMille: 20 }, syncInterval: 60 });
  game.start();
  const outcome = game.run();
  const wall = (performance.now() - started) / 1000;
  log = game.sessions[0]!.exportLog();
  const stats = [...game.network.stats.entries()].sort();
  const entries = game.sessions[0]!.entries().length;
  console.log(`6-player game: ${outcome}, ${game.sessions.map((s) => s.status).join('/')}, winner ${game.sessions[0]!.state.winner}, ${game.sessions[0]!.replica.hashes.length} moves, ${entries} log entries, ${game.sessions[0]!.replica.allDecks.length} joint shuffles, wall ${wall.toFixed(1)} s, log ${log.length} bytes`);
  for (const [peer, s] of stats) console.log(`  ${peer}: ${s.messages} messages, ${s.bytes} bytes sent`);
}

describe('session', () => {
  bench('full 6-player game over the protocol', playSixPlayers, { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 });
  bench(
    'verify the 6-player log from scratch',
    () => {
      if (log === null) playSixPlayers();
      const started = performance.now();
      const verdict = verifyLog(log!);
      console.log(`verify: ${verdict.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
