// Finding 5 of issue 14: an honest peer's memory under a flood. Its session runs in a process of
// its own with --expose-gc (flood-memory.child.ts): the two other seats of a 3-player game send it
// 150 validly signed entries of ≈ 100 KB each, far ahead of anything it can consume, and 2,000
// pieces of junk of ≈ 100 KB (undecodable bytes, entries nobody signed): ≈ 230 MB in all.
// What it keeps grows only with the far-ahead entries it buffers (at most MAX_AHEAD per seat:
// chains.ts; that constant is the session's, being moved into the session shell); junk is capped
// (MAX_REFUSALS) and nothing it receives is passed on (the old main re-broadcast every far-ahead
// entry: 30 MB sent here).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_REFUSALS } from './intake';

/** The stated bound: 3 × the bytes of the far-ahead entries it holds (decoded and kept), plus 4 MiB. */
const boundFor = (heldBytes: number) => 3 * heldBytes + 4 * 2 ** 20;

describe('an honest peer under a flood of far-ahead entries and junk', () => {
  it('grows by at most 3 × the far-ahead entries it holds + 4 MiB, whatever the junk, and passes nothing on', () => {
    const child = fileURLToPath(new URL('./flood-memory.child.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', child, '150', '1000'], { encoding: 'utf8', timeout: 600_000 });
    expect(run.status, run.stderr).toBe(0);
    const r = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { flooded: number; held: number; growth: number; sent: number; exported: number; proofs: number };
    const mb = (n: number) => +(n / 2 ** 20).toFixed(1);
    console.log(JSON.stringify({ floodedMB: mb(r.flooded), heldMB: mb(r.held), growthMB: mb(r.growth), boundMB: mb(boundFor(r.held)), sent: r.sent, exportedMB: mb(r.exported), proofs: r.proofs }));
    expect(r.flooded).toBeGreaterThan(200 * 2 ** 20);
    expect(r.growth).toBeLessThan(boundFor(r.held));
    expect(r.sent).toBe(0);
    expect(r.proofs).toBeLessThanOrEqual(MAX_REFUSALS);
  }, 600_000);
});
