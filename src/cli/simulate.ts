// `npm run simulate`: a whole game between N bot peers over the in-memory network with the full
// protocol and the faults asked for (latency, loss, absent players, cheating seats from the
// malicious kit), showing progress (round, phase), the winner and the live verdict as one line
// `verdict: {json}` — the same line `npm run verify` prints for the exported log.
import type { GameState } from '../../engine/index';
import type { Bot } from '../bots/bot';
import { heuristicBot } from '../bots/heuristic-bot';
import { randomBot } from '../bots/random-bot';
import { InMemoryGame, attachBot, harnessConfig, makeLobby, seedBytes, agot } from '../games/agot-harness';
import type { LogEntry } from '../../crypto/index';
import { ATTACKS, maliciousTransport, presentLog, type AttackPeer, type ShuffleWriter } from '../session/malicious.testkit';
import type { Session } from '../session/session';
import { isStopped } from '../session/fold';
import { describeVerdict, isCertified, replayLog, summarize, verdictLine, verdictOf, type VerdictSummary } from '../session/verify-log';
import type { Absence, SimulateArgs } from './simulate-args';
import { AGOT, type Agot } from '../games/agot';
import { wotr } from '../games/wotr-harness';
import { syntheticTable } from '../games/wotr-synthetic.testkit';
import { SCENARIOS } from '../../wotr/index';

// The arguments live in simulate-args.ts (scripts/simulate.ts reads them before loading this module).
export { SIMULATE_OPTIONS, simulateArgs, type Absence, type Checked, type Cheat, type SimulateArgs, type SimulateValues } from './simulate-args';

export interface SimulateResult {
  readonly winner: string | null;
  readonly log: Uint8Array;
  readonly report: string;
  /** The live verdict of the first seat that does not cheat. */
  readonly verdict: VerdictSummary;
  /** The live verdict of every seat that does not cheat, by seat. */
  readonly verdicts: ReadonlyMap<number, VerdictSummary>;
  /** The last engine state hash of every seat that does not cheat, by seat. */
  readonly finalHashes: ReadonlyMap<number, string | undefined>;
  /** By cheating seat, the log as it would present the game to a judge, where its attack makes one (`rewrite`). */
  readonly presented: ReadonlyMap<number, Uint8Array>;
  readonly messages: number;
  readonly bytes: number;
}

/** The phase the game is in: the frame just above the round loop. */
export function phaseOf(state: GameState): string {
  const frame = state.stack[1];
  return frame === undefined ? 'between phases' : frame.kind;
}

/** Plays `session` with `bot`, except in the rounds the seat is absent (those decisions time out). */
function attachAbsentBot(session: Session<Agot>, bot: Bot, absences: readonly Absence[]): void {
  session.onTurn((turn) => {
    if (absences.some((a) => turn.state.round >= a.from && turn.state.round <= a.to)) return;
    session.submit(turn.ref, bot.choose(turn.state, turn.decision));
  });
}

/**
 * Plays the game. `progress` hears where the game is whenever that changes: a line
 * (`round 3/10 — action`) and the round number.
 */
export function simulate(args: SimulateArgs, progress: (line: string, round: number) => void = () => undefined): SimulateResult {
  if (args.game === 'wotr-card') return simulateWotr(args, progress);
  const seed = seedBytes(args.seed);
  const lobby = makeLobby(harnessConfig(args), seed); // the game's own lobby: the same seed gives the same keys
  const botOf = (seat: number, house: Parameters<typeof heuristicBot>[1]): Bot => (args.bots === 'heuristic' ? heuristicBot(seed, house) : randomBot(seed, `seat/${seat}`));
  const absentSeat = (seat: number) => args.absent.filter((a) => a.seat === seat);
  const presented = new Map<number, readonly LogEntry[]>();
  const game: InMemoryGame<Agot> = new InMemoryGame(agot({
    players: args.players,
    seed,
    tides: args.tides,
    ruleset: args.ruleset,
    faults: args.faults,
    syncInterval: 60,
    bot: (seat, house) => (absentSeat(seat).length > 0 ? null : botOf(seat, house)),
    wrapTransport: (seat, t) => {
      const cheat = args.cheats.find((c) => c.seat === seat);
      const peer: AttackPeer = {
        replica: () => game.sessions[seat]!.replica,
        present: (chain) => presented.set(seat, chain),
        shuffleWith: (change) => {
          // A test kit's reach into the cheater's own session (its private shuffle writer).
          const session = game.sessions[seat]! as unknown as { shuffleEntry: ShuffleWriter };
          session.shuffleEntry = change(session.shuffleEntry.bind(session));
        },
      };
      return cheat === undefined ? t : maliciousTransport(t, lobby.keys[seat]!, args.players, ATTACKS[cheat.kind](lobby.setup, seat, peer));
    },
  }));
  for (const [seat, session] of game.sessions.entries()) {
    const absences = absentSeat(seat);
    if (absences.length > 0) attachAbsentBot(session, botOf(seat, game.setup.seats[seat]!.house), absences);
  }
  let shown = '';
  // The sessions that play the seats now (a substitute's in place of the seat's first one), less the cheaters'.
  const honestNow = () => game.sessions.filter((s) => !args.cheats.some((c) => c.seat === s.seat));
  let honest = honestNow();
  // A substitute joins (a fresh key, catching up from the log) once its seat is first absent at a page.
  const substitutes = new Map<number, Uint8Array>();
  game.start();
  const outcome = game.run({
    // A cheater's own session may play on alone (it diverged from everyone): the honest ones decide.
    until: () => honest.every((s) => isStopped(s.status)),
    onStep: () => {
      // Each other seat votes as soon as its own fold shows the seat absent (a refused vote changes nothing).
      for (const gone of args.replace ?? []) for (const s of honest) if (s.seat !== gone) s.voteReplace(gone);
      for (const gone of args.substitute ?? []) {
        if (!substitutes.has(gone) && honest.some((s) => s.seat !== gone && s.replica.absentSince(gone) !== null)) {
          const { session, keys } = game.substitute(gone);
          attachBot(session, botOf(gone, game.setup.seats[gone]!.house));
          substitutes.set(gone, keys.publicKey);
          honest = honestNow();
        }
        const key = substitutes.get(gone);
        if (key !== undefined) for (const s of honest) if (s.seat !== gone) s.voteReplace(gone, key);
      }
      const state = game.sessions[0]!.state;
      const line = `round ${state.round}/10 — ${phaseOf(state)}`;
      if (line !== shown) progress((shown = line), state.round);
    },
  });
  // What is still in flight may carry the proof that explains a halt (the other half of an
  // equivocation): a few more seconds of virtual time deliver it.
  if (outcome === 'until') game.run({ maxTime: game.clock.now() + 5_000 });
  const verdicts = new Map(honest.map((s) => [s.seat, summarize(s.proofs, isCertified(s.replica))]));
  const witness = honest[0]!;
  const log = witness.exportLog();
  const stats = [...game.network.stats.values()];
  const houses = game.setup.seats.map((s) => s.house);
  const replay = replayLog(log, AGOT);
  const report = [
    `network: ${outcome}; sessions: ${game.sessions.map((s) => s.status).join(', ')}`,
    'error' in replay ? `not a log file: ${replay.error}` : describeVerdict(verdictOf(replay), houses),
  ].join('\n');
  return {
    winner: witness.state.winner,
    log,
    report,
    verdict: verdicts.get(witness.seat)!,
    verdicts,
    finalHashes: new Map(honest.map((s) => [s.seat, s.replica.lastHash()])),
    presented: new Map([...presented].map(([seat, chain]) => [seat, presentLog(AGOT, log, seat, chain)])),
    messages: stats.reduce((a, s) => a + s.messages, 0),
    bytes: stats.reduce((a, s) => a + s.bytes, 0),
  };
}

/** The most rounds the game can last: A Game of Thrones' 10, a War of the Ring scenario's cap ([WOTR-ROUND-03]). */
export function roundsOf(args: Pick<SimulateArgs, 'game' | 'scenario'>): number {
  return args.game === 'wotr-card' ? SCENARIOS[args.scenario ?? 'fellowship'].roundCap : 10;
}

/**
 * A War of the Ring game between random bots over the protocol (src/games/wotr.ts), on the
 * scenario's synthetic card table (wotr-synthetic.testkit.ts), with the network faults asked for.
 */
function simulateWotr(args: SimulateArgs, progress: (line: string, round: number) => void): SimulateResult {
  const scenario = args.scenario ?? 'fellowship';
  const game = new InMemoryGame(wotr({ scenario, ...syntheticTable(scenario), seed: seedBytes(args.seed), faults: args.faults, syncInterval: 60 }));
  let shown = '';
  game.start();
  const outcome = game.run({
    until: () => game.sessions.every((s) => isStopped(s.status)),
    onStep: () => {
      const { engine } = game.sessions[0]!.state;
      const line = `round ${engine.round}/${roundsOf(args)} — ${engine.step.kind}`;
      if (line !== shown) progress((shown = line), engine.round);
    },
  });
  if (outcome === 'until') game.run({ maxTime: game.clock.now() + 5_000 });
  const verdicts = new Map(game.sessions.map((s) => [s.seat, summarize(s.proofs, isCertified(s.replica))]));
  const witness = game.sessions[0]!;
  const log = witness.exportLog();
  const stats = [...game.network.stats.values()];
  const replay = replayLog(log, game.setup.game);
  const report = [
    `network: ${outcome}; sessions: ${game.sessions.map((s) => s.status).join(', ')}`,
    'error' in replay ? `not a log file: ${replay.error}` : describeVerdict(verdictOf(replay), game.setup.seats.map((s) => s.house)),
  ].join('\n');
  return {
    winner: witness.state.engine.winner,
    log,
    report,
    verdict: verdicts.get(witness.seat)!,
    verdicts,
    finalHashes: new Map(game.sessions.map((s) => [s.seat, s.replica.lastHash()])),
    presented: new Map(),
    messages: stats.reduce((a, s) => a + s.messages, 0),
    bytes: stats.reduce((a, s) => a + s.bytes, 0),
  };
}

export { verdictLine };
