// npm run verify -- game.log [--json] [--events] : re-checks a log from scratch; prints the certificate or
// the proof, then the verdict as one line `verdict: {json}` (the line `npm run simulate` prints live).
// Progress (entries checked, rate, time left, then the replay) is drawn on stderr, on a terminal only.
// --events first tells the game the verified entries play, in the engine's words (issue 16).
import { readFileSync } from 'node:fs';
import type { GameConfig, Move } from '../engine/index';
import { failUsage, parseCli, progress, timeLeft } from './cli-args';
import { startFastGroup } from './fast-group';

const { values, positionals } = parseCli({
  usage: 'npm run verify --',
  positionals: 'game.log',
  summary: 'Re-checks a signed game log from scratch (signatures, chains, commitments, shuffles, every move, the result) and prints the certificate or the proof of who cheated, then the verdict as one line.',
  options: {
    json: { type: 'boolean', default: false, help: 'print only the verdict, as one JSON object' },
    events: { type: 'boolean', default: false, help: 'first tell the game the verified moves play: every event in plain English with its rule' },
    quiet: { type: 'boolean', default: false, help: 'no progress line (there is none when stderr is not a terminal either)' },
  },
});
if (positionals.length !== 1) failUsage(`expected one log file, got ${positionals.length}`);
if (values.events && values.json) failUsage('--events prints text: leave out --json');
const path = positionals[0]!;
let bytes: Uint8Array;
try {
  bytes = new Uint8Array(readFileSync(path));
} catch (e) {
  failUsage(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`);
}
// The engine and the session are loaded once the arguments are read and the file is in: --help and
// a bad argument answer without them.
const { applyWithEvents, eventText, newGame } = await import('../engine/index');
const { gameOfLogFile } = await import('../src/games/registry');
const { decodeLogFile } = await import('../src/session/log-file');
const { describeVerdict, isCertified, replayLog, summarize, verdictLine, verdictOf } = await import('../src/session/verify-log');
// The game is the one the file's setup names (src/games/registry.ts); a game this build does not play is refused in one line.
const found = gameOfLogFile(bytes);
if (!found.ok) {
  console.log(cutShort(found.error, bytes) ?? `not a log file: ${found.error}`);
  process.exit(1);
}
const game = found.game;
if (values.events && game.id !== 'agot') failUsage(`--events tells A Game of Thrones' events only; this log is of ${game.id}`);
const file = decodeLogFile(bytes, game);
const houses = file.ok ? file.value.setup.seats.map((s) => s.house) : [];
await startFastGroup(); // libsodium's ristretto255 when installed: same verdicts, ≈2.4× faster (docs/performance.md)
const started = Date.now();
const replay = replayLog(bytes, game, (stage, done, total) => {
  if (stage === 'replay') return progress(`${total} entries checked; replaying the game…`, false, values.quiet);
  if (done === 0) return progress(`checking ${total} entries…`, false, values.quiet);
  if (done % 100 !== 0) return;
  const seconds = (Date.now() - started) / 1000;
  const rate = done / seconds;
  progress(`checking entries: ${done}/${total}, ${rate.toFixed(0)}/s, about ${timeLeft((total - done) / rate)} left`, false, values.quiet);
});
progress('', false, values.quiet);
if ('error' in replay) {
  console.log(cutShort(replay.error, bytes) ?? `not a log file: ${(await replayOfBots(bytes)) ?? replay.error}`);
  process.exit(1);
}
if (values.events && file.ok) tellEvents(file.value.setup.config as GameConfig, replay.replica.moves as readonly Move[]);
const verdict = verdictOf(replay);
const summary = summarize([...replay.replica.deviations, ...replay.forged], isCertified(replay.replica));
if (values.json) console.log(JSON.stringify(summary));
else {
  const damage = damaged(replay.forged, file.ok ? file.value.entries.length : 0);
  if (damage !== null) console.log(damage);
  console.log(describeVerdict(verdict, houses));
  console.log(`verified in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(verdictLine(summary));
}
process.exit(verdict.kind === 'certified' ? 0 : 1);

/** Each event of the moves the verified entries apply, a line each: the move's number, the sentence, its rule. */
function tellEvents(config: GameConfig, moves: readonly Move[]): void {
  let state = newGame(config);
  for (const [n, move] of moves.entries()) {
    const applied = applyWithEvents(state, move);
    for (const event of applied.events) console.log(`${n + 1}. ${eventText(event)} [${event.rule}]`);
    state = applied.state;
  }
}

/**
 * A log cut short (a download stopped, a copy cut) said plainly: the decoder's "undecodable truncated"
 * is a file that ends in the middle of its data.
 */
function cutShort(error: string, file: Uint8Array): string | null {
  if (error !== 'undecodable truncated') return null;
  return `not a whole log file: it is cut short (it ends in the middle, after ${file.length.toLocaleString('en')} bytes); download it again or use a whole copy`;
}

/**
 * The file's entries that do not check (replayLog's junk: ignored, blamed on nobody), said plainly
 * when they show the file itself was changed: an entry whose signature does not verify or that
 * does not decode (a bit flipped in it), or every entry of another game than the setup's (a bit
 * flipped in the setup). An entry signed by no seat, or one of a few of another game, may be
 * evidence riding along (a forgery a peer kept) and keeps the verdict's own line.
 */
function damaged(junk: readonly { readonly at: string; readonly detail?: string }[], entries: number): string | null {
  const entry = (d: { readonly at: string }) => /^file entry (\d+)$/.exec(d.at)?.[1] ?? '?';
  if (entries > 0 && junk.length === entries && junk.every((d) => d.detail === 'wrong-game')) {
    return `the file was altered or damaged: none of its ${entries} entries is of the game its setup names, so the setup no longer matches them`;
  }
  const broken = junk.filter((d) => d.detail === 'bad-signature' || d.detail?.startsWith('undecodable') === true);
  const first = broken[0];
  if (first === undefined) return null;
  const what = first.detail === 'bad-signature' ? `entry ${entry(first)}'s signature does not verify` : `entry ${entry(first)} cannot be read`;
  const more = broken.length === 1 ? '' : ` (and ${broken.length - 1} more ${broken.length === 2 ? 'entry does' : 'entries do'} not check)`;
  return `the file was altered or damaged, or carries a forged entry: ${what}${more}; such entries are ignored`;
}

/**
 * What a JSON replay of a game against bots is (the app's download of such a game, the embed's
 * format), said plainly instead of the decoder's complaint: it has no signatures to check.
 */
async function replayOfBots(file: Uint8Array): Promise<string | null> {
  const { looksLikeJson, parseReplay } = await import('../src/ui/replays/replay');
  if (!looksLikeJson(file)) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(file));
  } catch {
    return null;
  }
  const parsed = parseReplay(json);
  if (!parsed.ok) return null;
  return `a replay of a game against bots (${parsed.replay.moves.length} moves, unsigned): there is nothing to verify; the app's "Open a game file" replays it`;
}
