// npm run broker: the signalling broker alone, for static deployments (issue 21) — it answers
// PeerJS's HTTP API on the address it prints, refuses another site's page unless allowed, and reads
// its arguments like every other tool (--help exits 0, a bad argument is one line and exit 2).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const PROCESS_MS = 60_000;
let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill('SIGTERM');
  child = null;
});

/** Starts the broker on a free port and resolves with the address it prints as JSON. */
function startBroker(args: string[]): Promise<{ host: string; port: number; path: string }> {
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/broker-cli.ts', '--port', '0', '--json', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child!.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    child!.once('exit', (code) => reject(new Error(`the broker exited with ${code}`)));
  });
}

describe('npm run broker', () => {
  it('serves PeerJS\'s API where it says, to the allowed site and not to another', async () => {
    const { host, port, path } = await startBroker(['--allow-origin', 'https://games.example.org']);
    expect(path).toBe('/signal');
    const id = await fetch(`http://${host}:${port}${path}/peerjs/id`);
    expect(id.status).toBe(200);
    expect((await id.text()).length).toBeGreaterThan(8);
    const upgrade = (origin: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`ws://${host}:${port}${path}/peerjs?key=peerjs&id=peer${origin.length}x&token=t`, { headers: { origin } });
        ws.on('open', () => (ws.close(), resolve(101)));
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('error', () => resolve(0));
      });
    expect(await upgrade('https://games.example.org')).toBe(101);
    expect(await upgrade('https://evil.example.com')).toBe(403);
  }, PROCESS_MS);

  it('--help exits 0 and lists its options; a bad argument exits 2 with one line', () => {
    const help = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/broker-cli.ts', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    for (const option of ['--host', '--port', '--path', '--allow-origin', '--json']) expect(help.stdout).toContain(option);
    for (const bad of [['--port', 'x'], ['--allow-origin', 'example.org'], ['--bogus']]) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/broker-cli.ts', ...bad], { encoding: 'utf8' });
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  }, PROCESS_MS);
});
