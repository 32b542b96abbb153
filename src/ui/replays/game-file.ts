// Opening a game file: a signed log (what "Download log" and `npm run simulate --out` write) is
// verified exactly as `npm run verify` verifies it (verifyLog, describeVerdict) and its moves read
// off a replica fed the same entries; a replay JSON (a game against bots, the embed's format) is
// read as moves, with nothing to verify. A log of another game of this build (War of the Ring) is
// verified with that game's module, as `npm run verify` does, and not stepped through (the page
// draws A Game of Thrones). The bytes are untrusted: every failure is a result, never a throw.
import type { GameConfig, House, Move } from '../../../engine/index';
import { decodeLogFile } from '../../session/log-file';
import { describeVerdict, replayLog, verifyLog, type Verdict } from '../../session/verify-log';
import { looksLikeJson, parseReplay } from './replay';
import { AGOT } from '../../games/agot';
import { gameOfLogFile } from '../../games/registry';

export type OpenedGame =
  | {
      readonly kind: 'signed';
      /** The verdict's kind and its text, word for word what `npm run verify` prints. */
      readonly verdict: Verdict['kind'];
      readonly verdictText: string;
      readonly config: GameConfig;
      readonly houses: readonly House[];
      /** The moves the verified entries apply, in the game's canonical order. */
      readonly moves: readonly Move[];
    }
  | { readonly kind: 'replay'; readonly config: GameConfig; readonly moves: readonly Move[] }
  /** A signed log of another game of this build: its verdict only (this page draws A Game of Thrones). */
  | { readonly kind: 'other-game'; readonly game: string; readonly verdict: Verdict['kind']; readonly verdictText: string }
  | { readonly kind: 'unreadable'; readonly message: string };

/** The moves a log's entries apply: its replay as verifyLog folds it (a substitute's entries admitted at its hand-over). */
function movesOf(bytes: Uint8Array): readonly Move[] {
  const replay = replayLog(bytes, AGOT);
  return 'error' in replay ? [] : replay.replica.moves;
}

export function openGameFile(bytes: Uint8Array): OpenedGame {
  if (looksLikeJson(bytes)) {
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(bytes));
    } catch (e) {
      return { kind: 'unreadable', message: `not JSON: ${e instanceof Error ? e.message : String(e)}` };
    }
    const parsed = parseReplay(json);
    return parsed.ok ? { kind: 'replay', config: parsed.replay.config, moves: parsed.replay.moves } : { kind: 'unreadable', message: `${parsed.error.path}: ${parsed.error.message}` };
  }
  // The game the log's setup names: another game of this build is verified with its own module.
  const found = gameOfLogFile(bytes);
  if (!found.ok) return { kind: 'unreadable', message: `not a log file: ${found.error}` };
  if (found.game.id !== AGOT.id) {
    const other = decodeLogFile(bytes, found.game);
    const verdict = verifyLog(bytes, found.game);
    if (!other.ok) return { kind: 'unreadable', message: describeVerdict(verdict) };
    return { kind: 'other-game', game: found.game.id, verdict: verdict.kind, verdictText: describeVerdict(verdict, other.value.setup.seats.map((s) => s.house)) };
  }
  const file = decodeLogFile(bytes, AGOT);
  const verdict = verifyLog(bytes, AGOT);
  if (!file.ok) return { kind: 'unreadable', message: describeVerdict(verdict) };
  const houses = file.value.setup.seats.map((s) => s.house);
  return { kind: 'signed', verdict: verdict.kind, verdictText: describeVerdict(verdict, houses), config: file.value.setup.config, houses, moves: movesOf(bytes) };
}
