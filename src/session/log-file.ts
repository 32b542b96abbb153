// A game log as a file: the setup and every signed entry (each in its canonical bytes, so the
// signatures are checked on exactly what was signed). Entry order in the file does not matter:
// the replica re-derives the canonical order. Extra evidence (e.g. forged bytes) may ride along.
import { decodeCanonical, encodeCanonical, encodeLogEntry, fail, ok, type LogEntry, type Result } from '../../crypto/index';
import type { GameModule, GameTypes } from './game-module';
import { parseSetup, setupValue, type GameSetup } from './setup';

export interface LogFile<G extends GameTypes = GameTypes> {
  readonly setup: GameSetup<G>;
  /** Canonical bytes of each signed entry. */
  readonly entries: readonly Uint8Array[];
}

/** Files can be large: a whole 6-player game with its deck steps. Whoever reads a log file's value decodes within these. */
export const LOG_FILE_LIMITS = Object.freeze({ maxBytes: 64 * 1024 * 1024, maxDepth: 16 });

/** @param extra raw bytes carried as evidence (e.g. a forged entry), checked like any entry by verify */
export function encodeLogFile(setup: GameSetup, entries: readonly LogEntry[], extra: readonly Uint8Array[] = []): Uint8Array {
  return encodeCanonical({ format: 'sealed-orders/log/v1', setup: setupValue(setup), entries: [...entries.map(encodeLogEntry), ...extra] }, LOG_FILE_LIMITS);
}

/** A log file of `game` (a file of another game is refused as a bad setup, at `game`). */
export function decodeLogFile<G extends GameTypes>(bytes: Uint8Array, game: GameModule<G>): Result<LogFile<G>, 'undecodable' | 'bad-format' | 'bad-setup'> {
  const r = decodeCanonical(bytes, LOG_FILE_LIMITS);
  if (!r.ok) return fail('undecodable', [r.error.code]);
  const v = r.value as { format?: unknown; setup?: unknown; entries?: unknown } | null;
  if (v === null || typeof v !== 'object' || v.format !== 'sealed-orders/log/v1' || !Array.isArray(v.entries)) return fail('bad-format');
  if (!v.entries.every((e) => e instanceof Uint8Array)) return fail('bad-format', ['entries']);
  const setup = parseSetup(v.setup, game);
  if (!setup.ok) return fail('bad-setup', setup.error.path);
  return ok({ setup: setup.value, entries: v.entries as Uint8Array[] });
}
