// The checks an entry passes before the replica sees it: canonical decoding within limits, the
// right game (no replay from another game), a seated author, and a strict signature. What is left
// — the author's right to speak, the chain, the state hash, the content — is the replica's.
import { DOMAIN, checkLogEntry, decodeLogEntry, entryIdOfEncoded, equalBytes, fail, hashParts, ok, toHex, type LogEntry, type Result } from '../../crypto/index';
import type { PeerId } from '../net/transport';
import type { Deviation } from './deviation';
import type { Replica } from './replica';
import type { GameSetup } from './setup';
import { WIRE_LIMITS, decodeMessage } from './wire';

export type IntakeError = 'undecodable' | 'wrong-game' | 'unknown-author' | 'bad-signature';

export interface Admitted {
  readonly entry: LogEntry;
  readonly id: Uint8Array;
  readonly seat: number;
  /** Set when `isHeld` said these very bytes are held already: their signature was checked when they were taken in, and is not again. */
  readonly held?: true;
}

/**
 * @param seatOf the seat an author key speaks for (Replica.seatOfAuthor: a substitute's key too, once
 *   its hand-over took effect); by default the setup's seat keys alone. An unknown key is refused
 *   as `unknown-author`, blaming nobody: a substitute's entry that comes before this peer knows
 *   its hand-over is asked for again by sync.
 */
export function admitEntry(
  setup: GameSetup,
  game: Uint8Array,
  bytes: Uint8Array,
  seatOf?: (author: Uint8Array) => number | null,
  isHeld?: (seat: number, entry: LogEntry, id: Uint8Array) => boolean,
): Result<Admitted, IntakeError> {
  const decoded = decodeLogEntry(bytes, WIRE_LIMITS);
  if (!decoded.ok) return fail('undecodable', [decoded.error.code, ...decoded.error.path]);
  const entry = decoded.value;
  if (!equalBytes(entry.game, game)) return fail('wrong-game');
  const seat = seatOf !== undefined ? (seatOf(entry.author) ?? -1) : setup.seats.findIndex((s) => equalBytes(s.publicKey, entry.author));
  if (seat < 0) return fail('unknown-author');
  // A copy of an entry held already (a duplicate, a relay, a sync answer): the same id and signature
  // are the same bytes, whose signature was checked when they were taken in.
  if (isHeld !== undefined) {
    const id = entryIdOfEncoded(bytes);
    if (id !== null && isHeld(seat, entry, id)) return ok({ entry, id, seat, held: true });
  }
  // The id from the bytes just decoded, not from encoding the entry again.
  const signed = checkLogEntry(entry, bytes);
  if (!signed.ok) return fail('bad-signature', signed.error.path);
  return ok({ entry, id: signed.value, seat });
}

/** How many bytes of a junk entry are kept (with its hash) as the record of it. */
export const JUNK_EXCERPT = 64;
/** How many rejections and forgeries a peer records; past that it only counts them (bounded memory). */
export const MAX_REFUSALS = 256;

/** The record of junk: who delivered it, its hash and a short excerpt. */
export function junkRecord(bytes: Uint8Array, at: string, detail: string, peer?: string): Deviation {
  const digest = toHex(hashParts(DOMAIN.VALUE, [bytes]));
  return { code: 'forged', culprit: null, entries: [], at, detail, digest, excerpt: bytes.slice(0, JUNK_EXCERPT), ...(peer === undefined ? {} : { peer }) };
}

/** Records a rejection: the first MAX_REFUSALS, and past that the first of each code (a few kinds). */
function reject(refusals: Refusals, code: string, from: PeerId): void {
  if (refusals.rejections.length < MAX_REFUSALS || !refusals.rejections.some((r) => r.code === code)) refusals.rejections.push({ code, from });
}

/** Where a peer keeps what it refused: the first MAX_REFUSALS rejections (then one per code) and forgeries. */
export interface Refusals {
  readonly rejections: { code: string; from: PeerId }[];
  readonly forgeries: Deviation[];
}

/**
 * Admits an entry's bytes and adds it to `replica` unless it holds it already: the one intake of
 * every peer, seat or watcher. A refused entry is recorded in `refusals`; one its claimed author
 * did not sign is also a forgery naming `from`, the network peer that delivered it (nobody signed
 * it, so no seat is blamed).
 * @returns 'new' when the replica took it in, 'known' when it held it, 'dropped' when it is past
 *   what the replica holds ahead (chains.ts HOLD_LIMITS: asked for again later, nobody blamed) or
 *   stale (a seat's old key at or past its hand-over to a substitute: Replica.add), 'refused' otherwise
 */
export function takeEntry(setup: GameSetup, replica: Replica, from: PeerId, bytes: Uint8Array, refusals: Refusals): 'new' | 'known' | 'dropped' | 'refused' {
  const admitted = admitEntry(
    setup,
    replica.game,
    bytes,
    (author) => replica.seatOfAuthor(author),
    (seat, entry, id) => {
      const held = replica.chains.at(seat, entry.seq);
      return held !== undefined && equalBytes(held.id, id) && equalBytes(held.entry.sig, entry.sig);
    },
  );
  if (!admitted.ok) {
    reject(refusals, admitted.error.code, from);
    if (admitted.error.code === 'bad-signature' && refusals.forgeries.length < MAX_REFUSALS) {
      refusals.forgeries.push(junkRecord(bytes, 'intake', `an entry not signed by its claimed author, from ${from}`, from));
    }
    return 'refused';
  }
  if (admitted.value.held === true || replica.chains.hasId(admitted.value.id)) return 'known';
  const added = replica.add(admitted.value.seat, admitted.value.entry, admitted.value.id, bytes.length);
  return added === 'too-far' || added === 'stale' ? 'dropped' : 'new';
}

/** A message taken in: an entry (fresh when new to the replica), or a sync request or answer of this game. */
export type Taken =
  | { readonly t: 'entry'; readonly fresh: boolean }
  | { readonly t: 'sync'; readonly have: readonly number[]; readonly relay: readonly number[] }
  | { readonly t: 'heads'; readonly have: readonly number[] };

/**
 * Decodes a peer's message and takes in its entry (takeEntry); a sync or heads of another game is
 * refused. Everything refused is recorded in `refusals`.
 * @returns what was taken, or null when the message was refused
 */
export function takeMessage(setup: GameSetup, replica: Replica, from: PeerId, bytes: Uint8Array, refusals: Refusals): Taken | null {
  const message = decodeMessage(bytes, setup.seats.length);
  if (!message.ok) {
    reject(refusals, message.error.code, from);
    return null;
  }
  const m = message.value;
  if (m.t === 'entry') {
    const taken = takeEntry(setup, replica, from, m.e, refusals);
    return taken === 'refused' ? null : { t: 'entry', fresh: taken === 'new' };
  }
  if (!equalBytes(m.game, replica.game)) {
    reject(refusals, 'wrong-game', from);
    return null;
  }
  return m.t === 'sync' ? { t: 'sync', have: m.have, relay: m.relay } : { t: 'heads', have: m.have };
}
