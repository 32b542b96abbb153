// `npm run simulate`: a whole game between N bot peers over the in-memory network with the full
// protocol, showing progress (round, phase) and the winner. The script only parses arguments.
import type { GameState } from '../../engine/index';
import { InMemoryGame, seedBytes } from '../session/harness';
import { describeVerdict, verifyLog } from '../session/verify-log';
import { heuristicBot } from '../bots/heuristic-bot';
import { randomBot } from '../bots/random-bot';

export interface SimulateArgs {
  readonly players: number;
  readonly seed: number;
  readonly tides: boolean;
  /** 'random' or 'heuristic' bots. */
  readonly bots: 'random' | 'heuristic';
  /** Network faults on (loss, duplication, reordering). */
  readonly faults: boolean;
}

export interface SimulateResult {
  readonly winner: string | null;
  readonly log: Uint8Array;
  readonly report: string;
  readonly messages: number;
  readonly bytes: number;
}

/** The phase the game is in: the frame just above the round loop. */
export function phaseOf(state: GameState): string {
  const frame = state.stack[1];
  return frame === undefined ? 'between phases' : frame.kind;
}

export function parseSimulateArgs(argv: readonly string[]): SimulateArgs | string {
  const args: { players: number; seed: number; tides: boolean; bots: 'random' | 'heuristic'; faults: boolean } = { players: 3, seed: 1, tides: false, bots: 'random', faults: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = argv[i + 1];
    if (a === '--players' && value !== undefined) args.players = Number(argv[++i]);
    else if (a === '--seed' && value !== undefined) args.seed = Number(argv[++i]);
    else if (a === '--tides') args.tides = true;
    else if (a === '--heuristic') args.bots = 'heuristic';
    else if (a === '--no-faults') args.faults = false;
    else if (a === '--out' && value !== undefined) i++;
    else return `unknown argument ${a}`;
  }
  if (!Number.isInteger(args.players) || args.players < 3 || args.players > 6) return 'expected --players 3…6';
  if (!Number.isSafeInteger(args.seed)) return 'expected --seed to be an integer';
  return args;
}

export function simulate(args: SimulateArgs, progress: (line: string) => void): SimulateResult {
  const seed = seedBytes(args.seed);
  const game = new InMemoryGame({
    players: args.players,
    seed,
    tides: args.tides,
    faults: args.faults ? { delay: [1, 6], lossPerMille: 20, duplicatePerMille: 20 } : {},
    syncInterval: 60,
    bot: (seat, house) => (args.bots === 'heuristic' ? heuristicBot(seed, house) : randomBot(seed, `seat/${seat}`)),
  });
  let shown = '';
  game.start();
  const outcome = game.run({
    onStep: () => {
      const state = game.sessions[0]!.state;
      const line = `round ${state.round} — ${phaseOf(state)}`;
      if (line !== shown) progress((shown = line));
    },
  });
  const log = game.sessions[0]!.exportLog();
  const verdict = verifyLog(log);
  const stats = [...game.network.stats.values()];
  const houses = game.setup.seats.map((s) => s.house);
  const report = [`network: ${outcome}; sessions: ${game.sessions.map((s) => s.status).join(', ')}`, describeVerdict(verdict, houses)].join('\n');
  return {
    winner: game.sessions[0]!.state.winner,
    log,
    report,
    messages: stats.reduce((a, s) => a + s.messages, 0),
    bytes: stats.reduce((a, s) => a + s.bytes, 0),
  };
}
