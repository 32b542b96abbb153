// npm run pin-games -- --reason "why the engine's behaviour changed"
// Replays the pinned games (test/pinned/pinned-games.ts) and rewrites test/pinned/pinned-games.json.
// A reason is required: it is recorded in the file's history, so every change of behaviour is
// acknowledged in the commit that makes it. Prints which games changed and where.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { divergence, PINNED_GAMES, playPinned, type PinnedFile } from '../test/pinned/pinned-games';

const { values } = parseArgs({ options: { reason: { type: 'string' } } });
const reason = values.reason?.trim() ?? '';
if (reason.length < 10) {
  console.error('usage: npm run pin-games -- --reason "why the pinned games change (at least 10 characters)"');
  process.exit(2);
}

const path = new URL('../test/pinned/pinned-games.json', import.meta.url);
const old: PinnedFile | null = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PinnedFile) : null;
const games = PINNED_GAMES.map((game) => {
  const record = playPinned(game);
  const before = old?.games.find((g) => g.name === game.name);
  console.log(before === undefined ? `${game.name}: new` : (divergence(before, record) ?? `${game.name}: unchanged`));
  return record;
});
const history = [{ date: new Date().toISOString().slice(0, 10), reason }, ...(old?.history ?? [])];
writeFileSync(path, `${JSON.stringify({ history, games } satisfies PinnedFile, null, 1)}\n`);
console.log(`wrote ${games.length} games to test/pinned/pinned-games.json`);
