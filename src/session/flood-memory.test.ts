// Finding 5 of issue 14: an honest peer under a flood. Its session runs in a process of its own
// with --expose-gc (src/games/flood-memory.child.testkit.ts): after 30 honest moves, the two other seats of a
// 3-player game send it 150 entries each of their own chains, validly signed and linked, of
// ≈ 100 KB each, waiting for entries that will never exist (newest first), and 2,000 pieces of
// junk of ≈ 100 KB (undecodable bytes, entries nobody signed): ≈ 230 MB in all. It holds at most
// HOLD_LIMITS of each seat's chain ahead of its fold (chains.ts), records junk as a capped list of
// hashes (MAX_REFUSALS), passes nothing on, and exports only what its fold consumed. Measured: 10
// entries held ahead (0.96 MiB), growth 3.1 MiB, the log 1.014 × the honest entries. On the old
// main (4,096 entries held ahead per seat, the log carrying all of them) the same child held all
// 300 (28.7 MiB), grew by 31.7 MiB and exported 28.8 MiB for 54.5 KiB of honest entries.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOLD_LIMITS } from './chains';
import { MAX_REFUSALS } from './intake';

/** The largest entry the wire takes (wire.ts WIRE_LIMITS): one may pass the bytes held ahead. */
const MAX_ENTRY = 128 * 1024;
/**
 * The stated memory bound under a flood from `flooders` seats: what it may hold ahead of each of
 * them, three times over (the entry decoded and kept, and its bytes), plus 4 MiB for the capped
 * records of junk and the collector's slack.
 */
const memoryBound = (flooders: number) => 3 * flooders * (HOLD_LIMITS.bytes + MAX_ENTRY) + 4 * 2 ** 20;
/** The stated size factor of an exported log: its bytes over the honest entries' bytes in it. */
const LOG_FACTOR = 1.1;

describe('an honest peer under a flood of far-ahead entries and junk', () => {
  it('holds at most HOLD_LIMITS ahead per seat, grows under the stated bound, passes nothing on and exports a log within 1.1 × the honest entries', () => {
    const child = fileURLToPath(new URL('../games/flood-memory.child.testkit.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', child, '150', '1000'], { encoding: 'utf8', timeout: 600_000 });
    expect(run.status, run.stderr).toBe(0);
    const r = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      flooded: number;
      heldEntries: number;
      heldBytes: number;
      growth: number;
      sent: number;
      honest: number;
      exported: number;
      verdict: string;
      proofs: number;
    };
    const mb = (n: number) => +(n / 2 ** 20).toFixed(2);
    console.log(JSON.stringify({ floodedMB: mb(r.flooded), heldEntries: r.heldEntries, heldMB: mb(r.heldBytes), growthMB: mb(r.growth), boundMB: mb(memoryBound(2)), sent: r.sent, honestKB: +(r.honest / 1024).toFixed(1), exportedKB: +(r.exported / 1024).toFixed(1), factor: +(r.exported / r.honest).toFixed(3), verdict: r.verdict }));
    expect(r.flooded).toBeGreaterThan(200 * 2 ** 20);
    expect(r.heldEntries).toBeLessThanOrEqual(2 * HOLD_LIMITS.entries);
    expect(r.heldBytes).toBeLessThanOrEqual(2 * HOLD_LIMITS.bytes);
    expect(r.growth).toBeLessThan(memoryBound(2));
    expect(r.sent).toBe(0);
    expect(r.proofs).toBeLessThanOrEqual(MAX_REFUSALS);
    expect(r.exported).toBeLessThanOrEqual(LOG_FACTOR * r.honest);
    expect(r.verdict).toBe('incomplete'); // a game in progress, nobody blamed
  }, 600_000);
});
