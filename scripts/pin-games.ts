// npm run pin-games -- --reason "why the engine's behaviour changed"
// Replays the pinned games (test/pinned/pinned-games.ts) and rewrites test/pinned/pinned-games.json.
// A reason is required: it is recorded in the file's history, so every change of behaviour is
// acknowledged in the commit that makes it. Prints which games changed and where.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import type { PinnedFile } from '../test/pinned/pinned-games';
import { failUsage, parseCli } from './cli-args';

const { values } = parseCli({
  usage: 'npm run pin-games --',
  summary: 'Replays the pinned games and rewrites test/pinned/pinned-games.json, recording why in its history.',
  options: {
    reason: { type: 'string', value: 'TEXT', help: 'why the pinned games change (at least 10 characters; required)' },
  },
});
const reason = values.reason?.trim() ?? '';
if (reason.length < 10) failUsage('--reason must say why the pinned games change, in at least 10 characters');
// The engine is loaded once the arguments are read: --help and a bad argument answer without it.
const { rulesFingerprint, RULES_VERSION } = await import('../engine/index');
const { divergence, PINNED_GAMES, playPinned } = await import('../test/pinned/pinned-games');

const path = new URL('../test/pinned/pinned-games.json', import.meta.url);
const old: PinnedFile | null = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PinnedFile) : null;
const games = PINNED_GAMES.map((game) => {
  const record = playPinned(game);
  const before = old?.games.find((g) => g.name === game.name);
  console.log(before === undefined ? `${game.name}: new` : (divergence(before, record) ?? `${game.name}: unchanged`));
  return record;
});
// A game that plays differently is a new rules build: peers of the old one would diverge.
const changed = games.some((g) => {
  const before = old?.games.find((o) => o.name === g.name);
  return before !== undefined && divergence(before, g) !== null;
});
if (changed && old?.rules?.version === RULES_VERSION) {
  console.error(`pinned games changed: bump RULES_VERSION in engine/fingerprint.ts (now ${RULES_VERSION}) so that other builds cannot join these games`);
  process.exit(1);
}
const history = [{ date: new Date().toISOString().slice(0, 10), reason }, ...(old?.history ?? [])];
const rules = { version: RULES_VERSION, fingerprint: rulesFingerprint() };
writeFileSync(path, `${JSON.stringify({ rules, history, games } satisfies PinnedFile, null, 1)}\n`);
console.log(`wrote ${games.length} games to test/pinned/pinned-games.json`);
