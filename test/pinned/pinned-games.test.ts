// The pinned games replay exactly as recorded (see pinned-games.ts). When this fails after an
// intended change of behaviour, regenerate the file with a reason: npm run pin-games -- --reason "…".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesFingerprint, RULES_VERSION } from '../../engine/index';
import { divergence, PINNED_GAMES, playPinned, type PinnedFile } from './pinned-games';

const file = JSON.parse(readFileSync(new URL('./pinned-games.json', import.meta.url), 'utf8')) as PinnedFile;

describe('pinned games', () => {
  it('the games were pinned with this rules build (engine/fingerprint.ts)', () => {
    expect(file.rules).toEqual({ version: RULES_VERSION, fingerprint: rulesFingerprint() });
  });

  it('the file pins every game of the set, and says why it last changed', () => {
    expect(file.games.map((g) => g.name)).toEqual(PINNED_GAMES.map((g) => g.name));
    expect(file.history.length).toBeGreaterThan(0);
    expect(file.history[0]!.reason.trim().length).toBeGreaterThan(0);
  });

  it.each(PINNED_GAMES.map((g) => [g.name, g] as const))('%s replays move for move', (_name, game) => {
    const stored = file.games.find((g) => g.name === game.name)!;
    expect(divergence(stored, playPinned(game))).toBeNull();
  }, 60_000);

  it('a changed move is reported with the block where it first differs', () => {
    const stored = file.games[0]!;
    const changed = { ...stored, digest: '0'.repeat(64), blocks: stored.blocks.map((b, i) => (i === 1 ? '0'.repeat(16) : b)) };
    expect(divergence(stored, changed)).toMatch(/within moves 51–100/);
  });
});
