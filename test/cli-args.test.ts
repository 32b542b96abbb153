// The command-line tools answer --help with their options (exit 0) and a bad argument with one line
// and exit code 2, never a stack trace (issue 21). readCli is checked directly; soak end to end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simulate } from '../src/cli/simulate';
import { decodeCanonical, encodeCanonical, type CanonicalValue } from '../crypto/index';
import { afterAll, describe, expect, it } from 'vitest';
import { helpText, readCli, type CliOption } from '../scripts/cli-args';

const spec = {
  usage: 'npm run tool --',
  summary: 'A tool.',
  options: {
    games: { type: 'string', default: '3', value: 'N', help: 'how many games' } as CliOption,
    json: { type: 'boolean', default: false, help: 'one JSON object' } as CliOption,
  },
};

describe('readCli', () => {
  it('reads options and defaults', () => {
    expect(readCli(spec, ['--json'])).toEqual({ values: { games: '3', json: true }, positionals: [] });
  });
  it('answers --help with "help", and the help text lists every option with its default', () => {
    expect(readCli(spec, ['--games', '2', '--help'])).toBe('help');
    const text = helpText(spec);
    for (const line of ['--games N', 'how many games (default 3)', '--json', '--help']) expect(text).toContain(line);
  });
  it.each([[['--bogus']], [['--games']], [['positional']]])('%j is one line of error', (argv) => {
    const read = readCli(spec, argv);
    expect(read).toMatchObject({ error: expect.any(String) });
    expect((read as { error: string }).error).not.toContain('\n');
  });
});

function run(script: string, args: readonly string[]) {
  const out = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: out.status, stdout: out.stdout, stderr: out.stderr };
}

// Each case starts a Node process with tsx (≈1 s alone, much longer beside the whole-game tests).
const PROCESS_MS = 60_000;

/** What `script` printed run on a terminal (util-linux `script` gives it one; stdout and stderr come back together). */
function onTerminal(script: string, args: readonly string[]): string {
  const command = [process.execPath, '--import', 'tsx', script, ...args].map((a) => `'${a}'`).join(' ');
  return spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', timeout: 2 * PROCESS_MS }).stdout;
}

describe('npm run soak', () => {
  it('--help exits 0 and lists the options', () => {
    const { code, stdout } = run('scripts/soak.ts', ['--help']);
    expect(code).toBe(0);
    for (const option of ['--games', '--players', '--seed', '--tides', '--json']) expect(stdout).toContain(option);
  }, PROCESS_MS);
  it.each([[['--players', '7']], [['--games', 'many']], [['--bogus']], [['--ruleset', '3e']], [['--ruleset', '1e', '--players', '6']]])('%j exits 2 with one line and no stack trace', (args) => {
    const { code, stdout, stderr } = run('scripts/soak.ts', args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\bat .*:\d+:\d+/);
  }, PROCESS_MS);
  it('--json prints one JSON object and no progress when piped', () => {
    const { code, stdout } = run('scripts/soak.ts', ['--games', '1', '--players', '3', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ games: 1, players: 3, tides: false });
  }, PROCESS_MS);
  it('--ruleset 1e plays a whole 1st-edition game with invariants on', () => {
    const { code, stdout } = run('scripts/soak.ts', ['--games', '1', '--players', '4', '--ruleset', '1e', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ games: 1, players: 4, ruleset: '1e' });
  }, PROCESS_MS);
  it('says "1 game", not "1 games", in its summary for people', () => {
    const { code, stdout } = run('scripts/soak.ts', ['--games', '1', '--players', '3']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^1 game of 3 players in [\d.]+ s$/m);
  }, PROCESS_MS);
});

describe('npm run verify', () => {
  it('--help exits 0 and names the log file, --json and --events', () => {
    const { code, stdout } = run('scripts/verify.ts', ['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('game.log');
    expect(stdout).toContain('--json');
    expect(stdout).toContain('--events');
  }, PROCESS_MS);
  it.each([[[]], [['a.log', 'b.log']], [['--bogus', 'a.log']], [['no-such-file.log']], [['--events', '--json', 'a.log']]])('%j exits 2 with one line and no stack trace', (args) => {
    const { code, stdout, stderr } = run('scripts/verify.ts', args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\bat .*:\d+:\d+/);
  }, PROCESS_MS);
});

describe('npm run verify on a replay of a game against bots (the walk of 2026-11-29)', () => {
  it('says what the file is, in one line, instead of the decoder\'s complaint', () => {
    const dir = mkdtempSync(join(tmpdir(), 'so-replay-'));
    try {
      const file = join(dir, 'sealed-orders-bots-round-1.json');
      writeFileSync(file, JSON.stringify({ config: { players: 3 }, moves: [] }));
      const { code, stdout } = run('scripts/verify.ts', [file]);
      expect(code).toBe(1);
      expect(stdout.trim()).toBe('not a log file: a replay of a game against bots (0 moves, unsigned): there is nothing to verify; the app\'s "Open a game file" replays it');
      writeFileSync(file, JSON.stringify({ not: 'a replay' }));
      expect(run('scripts/verify.ts', [file]).stdout).toMatch(/^not a log file: (?!a replay)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 2 * PROCESS_MS);
});

describe('npm run simulate', () => {
  it('--help exits 0 and lists every option', () => {
    const { code, stdout } = run('scripts/simulate.ts', ['--help']);
    expect(code).toBe(0);
    for (const option of ['--players', '--seed', '--tides', '--heuristic', '--latency', '--loss', '--no-faults', '--absent', '--cheat', '--out', '--quiet', '--json', '--help']) expect(stdout).toContain(option);
  }, PROCESS_MS);
  it('--json prints one JSON object: the winner, the traffic and the live verdict', () => {
    const { code, stdout } = run('scripts/simulate.ts', ['--players', '3', '--seed', '3', '--no-faults', '--json']);
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(stdout) as { winner: unknown; messages: number; verdict: { certified: boolean; cheaters: unknown[] }; presented: unknown[] };
    expect(typeof out.winner).toBe('string');
    expect(out.messages).toBeGreaterThan(0);
    expect(out.verdict).toMatchObject({ certified: true, cheaters: [], absent: [] });
    expect(out.presented).toEqual([]);
  }, 3 * PROCESS_MS);
  it.each([[['--players', '7']], [['--latency', '9-2']], [['--cheat', 'teleport@1']], [['--bogus']], [['stray']]])('%j exits 2 with one line and no stack trace', (args) => {
    const { code, stdout, stderr } = run('scripts/simulate.ts', args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\bat .*:\d+:\d+/);
  }, PROCESS_MS);
});

describe.each([
  ['scripts/pin-games.ts', ['--reason'], [['--reason', 'short'], [], ['--bogus']]],
  ['scripts/sweep-verdicts.ts', ['--seeds', '--from'], [['--seeds', '0'], ['--from', 'x'], ['--bogus'], ['stray']]],
] as const)('%s', (script, options, bad) => {
  it('--help exits 0 and lists its options', () => {
    const { code, stdout } = run(script, ['--help']);
    expect(code).toBe(0);
    for (const option of [...options, '--help']) expect(stdout).toContain(option);
  }, PROCESS_MS);
  // pin-games with a good reason would rewrite the pinned file: only refusals are run here.
  it.each(bad.map((args) => [args]))('%j exits 2 with one line and no stack trace', (args) => {
    const { code, stdout, stderr } = run(script, args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\bat .*:\d+:\d+/);
  }, PROCESS_MS);
});

// One 3-player game without faults for the cases of verify below: its log written once, and verify
// run on it once as a pipe (whichever case comes first does both).
const gameDir = mkdtempSync(join(tmpdir(), 'so-verify-'));
const gameLog = join(gameDir, 'game.log');
let pipedVerify: ReturnType<typeof run> | null = null;
function verifiedGame(): { log: string; piped: ReturnType<typeof run> } {
  if (pipedVerify === null) {
    writeFileSync(gameLog, simulate({ players: 3, seed: 3, tides: false, bots: 'random', faults: {}, absent: [], cheats: [], out: null }).log);
    pipedVerify = run('scripts/verify.ts', [gameLog]);
  }
  return { log: gameLog, piped: pipedVerify };
}
afterAll(() => rmSync(gameDir, { recursive: true, force: true }));

describe('progress lines of verify: on a terminal only, on stderr, never with --quiet', () => {
  it('prints progress on a terminal, none with --quiet or when piped, and the same verdict each way', () => {
    const { log, piped } = verifiedGame();
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
    expect(piped.stdout).toContain('verdict: {"certified":true');
    const shown = onTerminal('scripts/verify.ts', [log]);
    expect(shown).toMatch(/checking entries: \d+\/\d+, \d+\/s, about \d+ s left/);
    expect(shown).toContain('replaying the game');
    expect(shown).toContain('verdict: {"certified":true');
    const quiet = onTerminal('scripts/verify.ts', [log, '--quiet']);
    expect(quiet).not.toContain('checking entries');
    expect(quiet).toContain('verdict: {"certified":true');
  }, 4 * PROCESS_MS);
});

// Issue 21: the long runs show progress (done, rate or time, time left) on a terminal and print only
// their results when piped.
describe.each([
  ['scripts/simulate.ts', ['--players', '3', '--seed', '3', '--no-faults'], /round \d+\/10 — [a-z ]+ — [\d.]+ s, about [\d?]+ s left/, 'verdict: {"certified":true'],
  ['scripts/soak.ts', ['--games', '2', '--players', '3'], /1\/2 games, [\d.]+ games\/s, \d+ s left/, 'games per second'],
  ['scripts/arena.ts', ['--games', '2', '--players', '3', '--seat-bot', 'easy', '--others', 'random'], /1\/2 games, \d won, \d+ s left/, 'win rate'],
] as const)('progress lines of %s', (script, args, line, result) => {
  it('show on a terminal, beside the results', () => {
    const shown = onTerminal(script, args);
    expect(shown).toMatch(line);
    expect(shown).toContain(result);
  }, 3 * PROCESS_MS);
  it('stay off when piped: stderr empty, stdout the results alone', () => {
    const piped = run(script, args);
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
    expect(piped.stdout).toContain(result);
    expect(piped.stdout).not.toMatch(line);
  }, 3 * PROCESS_MS);
});

describe('npm run verify -- --events (issue 16: the command-line tools tell the engine\'s events)', () => {
  it('tells the verified game a line per event, in the engine\'s words with its rule, before the verdict', () => {
    const { log, piped: plain } = verifiedGame();
    const { code, stdout, stderr } = run('scripts/verify.ts', [log, '--events']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    const verdictAt = lines.findIndex((l) => l.startsWith('verdict: {"certified":true'));
    const events = lines.filter((l) => /^\d+\. .+ \[2E-[A-Z]+-\d+\]$/.test(l));
    expect(events.length).toBeGreaterThan(100);
    expect(lines.indexOf(events.at(-1)!)).toBeLessThan(verdictAt);
    expect(events.some((l) => l.endsWith(' Round 2 begins. [2E-ROUND-03]'))).toBe(true);
    expect(events.at(-1)).toMatch(/ wins the game\. \[2E-END-\d+\]$/);
    // Without --events (the same game verified as a pipe), the same verdict and no event line.
    expect(plain.stdout.split('\n').filter((l) => /\[2E-[A-Z]+-\d+\]$/.test(l))).toEqual([]);
    expect(plain.stdout).toContain(lines[verdictAt]!);
  }, 4 * PROCESS_MS);
});

describe('npm run verify on a War of the Ring log: the game read from the file (docs/second-game.md, step 4)', () => {
  it('certifies a Fellowship game, refuses a game this build does not play in one line, and --events, which tells A Game of Thrones, in one line', () => {
    const args = { game: 'wotr-card', scenario: 'fellowship', players: 2, seed: 3, tides: false, bots: 'random', faults: {}, absent: [], cheats: [], out: null } as const;
    const log = join(gameDir, 'wotr.log');
    writeFileSync(log, simulate(args).log);
    const certified = run('scripts/verify.ts', [log]);
    expect(certified.code).toBe(0);
    expect(certified.stdout).toContain('verdict: {"certified":true');
    expect(certified.stdout).toMatch(/signed by seat 0 \(balrog\)/);
    // The winner named as the game's page names it, its verb agreeing (not its id: "fp wins").
    expect(certified.stdout).toMatch(/^certified: the (Free Peoples win|Shadow wins) in round \d+ after \d+ moves$/m);
    // The same file naming a game this build does not play.
    const decoded = decodeCanonical(new Uint8Array(readFileSync(log)), { maxBytes: 64 << 20, maxDepth: 16 });
    if (!decoded.ok) throw new RangeError('expected the log to decode');
    const file = decoded.value as { setup: Record<string, CanonicalValue> };
    const chess = join(gameDir, 'chess.log');
    writeFileSync(chess, encodeCanonical({ ...file, setup: { ...file.setup, game: 'chess' } } as unknown as CanonicalValue, { maxBytes: 64 << 20, maxDepth: 16 }));
    const refused = run('scripts/verify.ts', [chess]);
    expect(refused.code).toBe(1);
    expect(refused.stdout.trim()).toBe("not a log file: unknown game 'chess': this build plays agot, wotr-card");
    const events = run('scripts/verify.ts', [log, '--events']);
    expect(events.code).toBe(2);
    expect(events.stderr.trim().split('\n')).toHaveLength(1);
    expect(events.stderr).toContain('--events tells A Game of Thrones');
  }, 4 * PROCESS_MS);
});

// The third walk (docs/walkthrough.md): a log cut short read "not a log file: undecodable truncated",
// and one with a bit flipped "1 junk entries … ignored", never saying the file was altered. The
// verdicts and exit codes stay; a plain line says what is wrong with the file.
describe('npm run verify on a damaged log', () => {
  const damagedCopy = (name: string, change: (bytes: Uint8Array) => Uint8Array): string => {
    const path = join(gameDir, name);
    writeFileSync(path, change(new Uint8Array(readFileSync(verifiedGame().log))));
    return path;
  };
  it('cut short: says so in one line, exit 1', () => {
    const { code, stdout } = run('scripts/verify.ts', [damagedCopy('cut.log', (b) => b.slice(0, Math.floor(b.length / 2)))]);
    expect(code).toBe(1);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(stdout).toMatch(/^not a whole log file: it is cut short \(it ends in the middle, after [\d,]+ bytes\); download it again or use a whole copy$/m);
  }, PROCESS_MS);
  it('a bit flipped in an entry: names the entry whose signature does not verify and calls the file altered or damaged; same verdict, exit 1', () => {
    const { code, stdout } = run('scripts/verify.ts', [damagedCopy('flip.log', (b) => {
      const c = b.slice();
      c[Math.floor(c.length / 2)]! ^= 1;
      return c;
    })]);
    expect(code).toBe(1);
    expect(stdout.split('\n')[0]).toMatch(/^the file was altered or damaged, or carries a forged entry: entry \d+'s signature does not verify; such entries are ignored$/);
    expect(stdout).toContain('verdict: {"certified":false');
  }, PROCESS_MS);
  it('a bit flipped in the setup (the file\'s last byte): says the setup no longer matches the entries, exit 1', () => {
    const { code, stdout } = run('scripts/verify.ts', [damagedCopy('setup.log', (b) => {
      const c = b.slice();
      c[c.length - 1]! ^= 1;
      return c;
    })]);
    expect(code).toBe(1);
    expect(stdout.split('\n')[0]).toMatch(/^the file was altered or damaged: none of its \d+ entries is of the game its setup names/);
  }, PROCESS_MS);
});
