// The checks an entry passes before the replica sees it: canonical decoding within limits, the
// right game (no replay from another game), a seated author, and a strict signature. What is left
// — the author's right to speak, the chain, the state hash, the content — is the replica's.
import { checkLogEntry, decodeLogEntry, equalBytes, fail, ok, type LogEntry, type Result } from '../../crypto/index';
import type { GameSetup } from './setup';
import { WIRE_LIMITS } from './wire';

export type IntakeError = 'undecodable' | 'wrong-game' | 'unknown-author' | 'bad-signature';

export interface Admitted {
  readonly entry: LogEntry;
  readonly id: Uint8Array;
  readonly seat: number;
}

export function admitEntry(setup: GameSetup, game: Uint8Array, bytes: Uint8Array): Result<Admitted, IntakeError> {
  const decoded = decodeLogEntry(bytes, WIRE_LIMITS);
  if (!decoded.ok) return fail('undecodable', [decoded.error.code, ...decoded.error.path]);
  const entry = decoded.value;
  if (!equalBytes(entry.game, game)) return fail('wrong-game');
  const seat = setup.seats.findIndex((s) => equalBytes(s.publicKey, entry.author));
  if (seat < 0) return fail('unknown-author');
  const signed = checkLogEntry(entry);
  if (!signed.ok) return fail('bad-signature', signed.error.path);
  return ok({ entry, id: signed.value, seat });
}
