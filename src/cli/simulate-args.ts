// The arguments of `npm run simulate`: its options as scripts/cli-args.ts reads them and what they
// mean (`simulateArgs`), in a module that loads neither the session nor the engine, so that --help
// and a bad argument are answered before simulate.ts and the protocol are loaded.
import type { Ruleset } from '../../engine/index';
import type { NetworkFaults } from '../net/memory-network';
import { ATTACK_KINDS, type AttackKind } from '../session/attack-kinds';
import { SCENARIO_IDS, type ScenarioId } from '../../wotr/scenarios';

/** The games `npm run simulate` plays (src/games/registry.ts names every game of the build). */
export const SIMULATED_GAMES = ['agot', 'wotr-card'] as const;
export type SimulatedGame = (typeof SIMULATED_GAMES)[number];

/** A seat whose player does not answer from round `from` to round `to` (its page stays open). */
export interface Absence {
  readonly seat: number;
  readonly from: number;
  readonly to: number;
}

export interface Cheat {
  readonly kind: AttackKind;
  readonly seat: number;
}

export interface SimulateArgs {
  /** The game: 'agot' (A Game of Thrones; absent: the same) or 'wotr-card' (War of the Ring: The Card Game, `scenario`). */
  readonly game?: SimulatedGame;
  /** War of the Ring's scenario (absent for A Game of Thrones); its seats are the scenario's. */
  readonly scenario?: ScenarioId;
  /** A Game of Thrones' player count; War of the Ring's is its scenario's seats. */
  readonly players: number;
  readonly seed: number;
  readonly tides: boolean;
  /** The edition: '2e' (2011, the default) or '1e' (2003: 3–5 players, no Tides of Battle). */
  readonly ruleset?: Ruleset;
  /** 'random' or 'heuristic' bots. */
  readonly bots: 'random' | 'heuristic';
  readonly faults: NetworkFaults;
  readonly absent: readonly Absence[];
  readonly cheats: readonly Cheat[];
  /** Seats the other seats vote to hand to the timeout bot for good once they are absent (session README, "Replacing a seat"). */
  readonly replace?: readonly number[];
  /**
   * Seats the other seats vote to hand to a substitute once they are absent: a new player with a
   * fresh key who joins, catches up from the log and plays on with the same bots (session README,
   * "Replacing a seat").
   */
  readonly substitute?: readonly number[];
  /** Where to write the log, if anywhere. */
  readonly out: string | null;
}

/**
 * The options of `npm run simulate`, as scripts/cli-args.ts reads them (node:util parseArgs
 * descriptors, each with its --help line): scripts/simulate.ts parses the command line with them,
 * `simulateArgs` checks what they mean.
 */
export const SIMULATE_OPTIONS = {
  game: { type: 'string', default: 'agot', value: SIMULATED_GAMES.join('|'), help: 'the game: agot (A Game of Thrones) or wotr-card (War of the Ring: The Card Game, on a synthetic card table: wotr/wotr.testkit.ts)' },
  scenario: { type: 'string', value: SCENARIO_IDS.join('|'), help: 'with --game wotr-card: the scenario (its seats are the players; default fellowship)' },
  players: { type: 'string', value: '3…6', help: 'players (default 3; A Game of Thrones only)' },
  seed: { type: 'string', default: '1', value: 'S', help: 'an integer: the same seed and options give the same game' },
  tides: { type: 'boolean', default: false, help: 'with Tides of Battle' },
  ruleset: { type: 'string', default: '2e', value: '2e|1e', help: 'the edition: 2e (2011) or 1e (2003, 3–5 players, no Tides of Battle)' },
  heuristic: { type: 'boolean', default: false, help: 'heuristic bots instead of random ones' },
  latency: { type: 'string', value: 'MIN-MAX', help: 'message delay in virtual ms (default 1-6)' },
  loss: { type: 'string', value: 'P', help: 'share of messages lost, 0…0.5 (default 0.02; duplicates 0.02)' },
  'no-faults': { type: 'boolean', default: false, help: 'no loss, duplication or reordering (latency 1-1)' },
  absent: { type: 'string', multiple: true, value: 'SEAT@R[:R2]', help: "the seat's player answers nothing in rounds R…R2 (repeatable)" },
  replace: { type: 'string', multiple: true, value: 'SEAT', help: 'the other seats vote to hand SEAT to the timeout bot for the rest of the game once it is absent (with --absent; repeatable)' },
  substitute: { type: 'string', multiple: true, value: 'SEAT', help: 'once SEAT is absent, a substitute with a fresh key joins and the other seats vote to hand it SEAT; it plays on with the same bots (with --absent; repeatable)' },
  cheat: { type: 'string', multiple: true, value: 'KIND@SEAT', help: `the seat runs an attack of the malicious kit (repeatable); KIND is one of ${ATTACK_KINDS.join(', ')}` },
  out: { type: 'string', value: 'FILE', help: 'write the log of the first honest seat to FILE' },
  quiet: { type: 'boolean', default: false, help: 'no progress line (there is none when stderr is not a terminal either)' },
  json: { type: 'boolean', default: false, help: 'print one JSON object (winner, messages, bytes, log, the live verdict, each cheater’s own version) instead of the lines' },
} as const;

/** The option values as parseArgs gives them. */
export interface SimulateValues {
  readonly game?: string;
  readonly scenario?: string;
  readonly players?: string;
  readonly seed?: string;
  readonly tides?: boolean;
  readonly ruleset?: string;
  readonly heuristic?: boolean;
  readonly latency?: string;
  readonly loss?: string;
  readonly 'no-faults'?: boolean;
  readonly absent?: readonly string[];
  readonly cheat?: readonly string[];
  readonly replace?: readonly string[];
  readonly substitute?: readonly string[];
  readonly out?: string;
}

export type Checked = { readonly kind: 'run'; readonly args: SimulateArgs } | { readonly kind: 'error'; readonly message: string };

const integer = (text: string): number | null => (/^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null);

/** What the options mean, or the one line that says which is wrong; never throws. */
export function simulateArgs(values: SimulateValues): Checked {
  const error = (message: string): Checked => ({ kind: 'error', message });
  const game = values.game ?? 'agot';
  if (!(SIMULATED_GAMES as readonly string[]).includes(game)) return error(`expected --game ${SIMULATED_GAMES.join(' or ')}, got ${game}`);
  if (game === 'wotr-card') return wotrArgs(values);
  if (values.scenario !== undefined) return error('expected --scenario with --game wotr-card only');
  const players = integer(values.players ?? '3');
  if (players === null || players < 3 || players > 6) return error('expected --players 3…6');
  const ruleset = values.ruleset ?? '2e';
  if (ruleset !== '2e' && ruleset !== '1e') return error(`expected --ruleset 2e or 1e, got ${ruleset}`);
  if (ruleset === '1e' && (players > 5 || values.tides === true)) return error('expected --ruleset 1e with --players 3…5 and without --tides');
  const seed = integer(values.seed ?? '1');
  if (seed === null) return error('expected --seed to be an integer');
  const faults = parseFaults(values);
  if (typeof faults === 'string') return error(faults);
  const absent: Absence[] = [];
  for (const text of values.absent ?? []) {
    const m = /^(\d+)@(\d+)(?::(\d+))?$/.exec(text);
    const a = m === null ? null : { seat: Number(m[1]), from: Number(m[2]), to: Number(m[3] ?? m[2]) };
    if (a === null || a.seat >= players || a.from < 1 || a.to < a.from) return error(`expected --absent SEAT@ROUND[:ROUND] with a seat below ${players} and rounds from 1, got ${text}`);
    absent.push(a);
  }
  const cheats: Cheat[] = [];
  for (const text of values.cheat ?? []) {
    const m = /^([a-z-]+)@(\d+)$/.exec(text);
    const kind = m?.[1] as AttackKind | undefined;
    if (m === null || kind === undefined || !ATTACK_KINDS.includes(kind) || Number(m[2]) >= players) return error(`expected --cheat KIND@SEAT with KIND one of ${ATTACK_KINDS.join(', ')} and a seat below ${players}, got ${text}`);
    if (cheats.some((c) => c.seat === Number(m[2]))) return error(`expected one --cheat per seat, got two for seat ${m[2]}`);
    cheats.push({ kind, seat: Number(m[2]) });
  }
  if (cheats.length >= players) return error('expected at least one seat that does not cheat');
  const replace: number[] = [];
  for (const text of values.replace ?? []) {
    const seat = integer(text);
    if (seat === null || seat < 0 || seat >= players || !absent.some((a) => a.seat === seat)) return error(`expected --replace SEAT with a seat below ${players} that an --absent names, got ${text}`);
    replace.push(seat);
  }
  const substitute: number[] = [];
  for (const text of values.substitute ?? []) {
    const seat = integer(text);
    if (seat === null || seat < 0 || seat >= players || !absent.some((a) => a.seat === seat)) return error(`expected --substitute SEAT with a seat below ${players} that an --absent names, got ${text}`);
    if (replace.includes(seat) || substitute.includes(seat)) return error(`expected one --replace or --substitute per seat, got two for seat ${seat}`);
    if (cheats.some((c) => c.seat === seat)) return error(`expected --substitute for a seat that does not cheat, got ${seat}`);
    substitute.push(seat);
  }
  return {
    kind: 'run',
    args: { players, seed, tides: values.tides === true, ruleset, bots: values.heuristic ? 'heuristic' : 'random', faults, absent, cheats, ...(replace.length > 0 ? { replace } : {}), ...(substitute.length > 0 ? { substitute } : {}), out: values.out ?? null },
  };
}

/** The scenarios' seat counts ([WOTR-SCN-*]): the Fellowship and the Duel 2, the Three-Player Duel 3, the Trilogy 4. */
const WOTR_SEATS: Readonly<Record<ScenarioId, number>> = { fellowship: 2, duel: 2, 'three-player-duel': 3, trilogy: 4 };

/**
 * A War of the Ring game's options: its scenario, the seed, the faults and where the log goes. The
 * options of A Game of Thrones (players, Tides, edition, heuristic bots) and the fault scenarios
 * (absent seats, cheats, replacements), not built for this game's simulation, are refused.
 */
function wotrArgs(values: SimulateValues): Checked {
  const error = (message: string): Checked => ({ kind: 'error', message });
  const scenario = values.scenario ?? 'fellowship';
  if (!(SCENARIO_IDS as readonly string[]).includes(scenario)) return error(`expected --scenario ${SCENARIO_IDS.join(', ')} (or none: fellowship), got ${scenario}`);
  const agotOnly = [
    ['--players', values.players !== undefined],
    ['--tides', values.tides === true],
    ['--ruleset', values.ruleset !== undefined && values.ruleset !== '2e'],
    ['--heuristic', values.heuristic === true],
    ['--absent', (values.absent ?? []).length > 0],
    ['--cheat', (values.cheat ?? []).length > 0],
    ['--replace', (values.replace ?? []).length > 0],
    ['--substitute', (values.substitute ?? []).length > 0],
  ] as const;
  const given = agotOnly.find(([, set]) => set);
  if (given !== undefined) return error(`expected ${given[0]} with --game agot only (--game wotr-card plays its scenario's seats with random bots)`);
  const seed = integer(values.seed ?? '1');
  if (seed === null) return error('expected --seed to be an integer');
  const faults = parseFaults(values);
  if (typeof faults === 'string') return error(faults);
  const id = scenario as ScenarioId;
  return { kind: 'run', args: { game: 'wotr-card', scenario: id, players: WOTR_SEATS[id], seed, tides: false, bots: 'random', faults, absent: [], cheats: [], out: values.out ?? null } };
}

function parseFaults(values: SimulateValues): NetworkFaults | string {
  if (values['no-faults']) {
    if (values.latency !== undefined || values.loss !== undefined) return 'expected --no-faults alone, without --latency or --loss';
    return {};
  }
  let delay: [number, number] = [1, 6];
  if (values.latency !== undefined) {
    const m = /^(\d+)-(\d+)$/.exec(values.latency);
    if (m === null || Number(m[1]) < 1 || Number(m[2]) < Number(m[1]) || Number(m[2]) > 60_000) return `expected --latency MIN-MAX in ms, 1 ≤ MIN ≤ MAX ≤ 60000, got ${values.latency}`;
    delay = [Number(m[1]), Number(m[2])];
  }
  let loss = 0.02;
  if (values.loss !== undefined) {
    loss = Number(values.loss);
    if (!/^\d*\.?\d+$/.test(values.loss) || !(loss >= 0 && loss <= 0.5)) return `expected --loss P with 0 ≤ P ≤ 0.5, got ${values.loss}`;
  }
  return { delay, lossPerMille: Math.round(loss * 1000), duplicatePerMille: 20 };
}
