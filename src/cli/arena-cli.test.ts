// npm run arena end to end: --help lists the options (exit 0), a bad argument is one line and exit 2,
// --json is one object with the figures the issue names, whichever number of worker threads plays.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Each run starts Node and tsx: seconds on a loaded machine. */
const RUN_MS = 60_000;

function arena(args: readonly string[]) {
  const out = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/arena.ts', ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: out.status, stdout: out.stdout, stderr: out.stderr };
}

describe('npm run arena', () => {
  it('--help exits 0 and lists the options', () => {
    const { code, stdout } = arena(['--help']);
    expect(code).toBe(0);
    for (const option of ['--players', '--games', '--seat-bot', '--others', '--playouts', '--seed', '--jobs', '--json']) expect(stdout).toContain(option);
  }, RUN_MS);

  it.each([[['--seat-bot', 'genius']], [['--others', '']], [['--players', '2']], [['--jobs', '0']], [['--playouts', '1']]])('%j exits 2 with one line', (args) => {
    const { code, stdout, stderr } = arena(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
  }, RUN_MS);

  it('--json: one object with games, win_rate and its interval; 1 or 2 worker threads give the same games', () => {
    const args = ['--players', '3', '--games', '2', '--seat-bot', 'heuristic', '--others', 'random', '--seed', '5', '--json'];
    const one = arena([...args, '--jobs', '1']);
    expect(one.code).toBe(0);
    const result = JSON.parse(one.stdout) as Record<string, unknown>;
    expect(result).toMatchObject({ games: 2, players: 3, seat_bot: 'heuristic', others: 'random' });
    expect(result['ci_low']).toBeLessThanOrEqual(result['win_rate'] as number);
    expect(result['ci_high']).toBeGreaterThanOrEqual(result['win_rate'] as number);
    const two = JSON.parse(arena([...args, '--jobs', '2']).stdout) as Record<string, unknown>;
    for (const key of ['wins', 'win_rate', 'ci_low', 'ci_high', 'avg_castles', 'by_house']) expect(two[key]).toEqual(result[key]);
  }, 180_000);

  it('says "1 game", not "1 games", in its summary for people', () => {
    const { code, stdout } = arena(['--players', '3', '--games', '1', '--seat-bot', 'random', '--others', 'random', '--seed', '5']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/, 1 game of 3 players, seeds 5–5\n/);
  }, RUN_MS);
});
