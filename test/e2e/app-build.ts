// The app as `npm run build` builds it for a player (dist/app), once per run of the browser tests:
// static-host.e2e (the README's steps, word for word) and first-page-weight.e2e (issue 20's limit on
// the first page) test the same build instead of building it one each.
import { spawnSync } from 'node:child_process';

let built = false;

/**
 * Runs `npm run build` the first time a test file of this run asks (the files share one worker
 * process: vitest.e2e.config.ts, isolate: false), and returns the folder it built, `dist/app`.
 * NODE_ENV as a player's shell has it, unset: vitest sets NODE_ENV=test, and under it vite builds
 * Lit's development mode into the app, which no player gets.
 */
export function appBuild(): string {
  if (!built) {
    const env = { ...process.env };
    delete env['NODE_ENV'];
    const result = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', timeout: 120_000, env });
    if (result.status !== 0) throw new Error(`npm run build failed (${result.status}):\n${result.stderr}`);
    built = true;
  }
  return 'dist/app';
}
