// `npm run bench`: a full 6-player game over the whole protocol (random bots, a faulty network),
// with and without Tides of Battle, and the verification of each log from scratch. Messages and
// bytes per peer come from MemoryNetwork.stats and are printed with the wall times.
import { bench, describe } from 'vitest';
import { InMemoryGame, seedBytes, agot } from './agot-harness';
import { verifyLog } from '../session/verify-log';
import { AGOT } from './agot';

const logs = new Map<boolean, Uint8Array>();

function playSixPlayers(tides: boolean): void {
  const started = performance.now();
  const game = new InMemoryGame(agot({ players: 6, seed: seedBytes(6), tides, faults: { delay: [1, 6], lossPerMille: 20, duplicatePerMille: 20 }, syncInterval: 60 }));
  game.start();
  const outcome = game.run();
  const wall = (performance.now() - started) / 1000;
  const log = game.sessions[0]!.exportLog();
  logs.set(tides, log);
  const r = game.sessions[0]!.replica;
  const stats = [...game.network.stats.entries()].sort();
  const tidesDecks = r.allDecks.filter((d) => d.engineDeck === 'tides-of-battle').length;
  console.log(
    `6-player game${tides ? ' with Tides of Battle' : ''}: ${outcome}, ${game.sessions.map((s) => s.status).join('/')}, winner ${r.state.winner}, ${r.hashes.length} moves, ${game.sessions[0]!.entries().length} log entries, ${r.allDecks.length} joint shuffles (${tidesDecks} Tides), wall ${wall.toFixed(1)} s, log ${log.length} bytes`,
  );
  for (const [peer, s] of stats) console.log(`  ${peer}: ${s.messages} messages, ${s.bytes} bytes sent`);
}

function verifySixPlayers(tides: boolean): void {
  if (!logs.has(tides)) playSixPlayers(tides);
  const started = performance.now();
  const verdict = verifyLog(logs.get(tides)!, AGOT);
  console.log(`verify${tides ? ' (Tides)' : ''}: ${verdict.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const once = { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 };

describe('session', () => {
  bench('full 6-player game over the protocol', () => playSixPlayers(false), once);
  bench('verify the 6-player log from scratch', () => verifySixPlayers(false), once);
  bench('full 6-player game with Tides of Battle over the protocol', () => playSixPlayers(true), once);
  bench('verify the 6-player Tides of Battle log from scratch', () => verifySixPlayers(true), once);
});
