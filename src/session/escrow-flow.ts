// The escrow of sealed openings in the session (README, "Withholding gains nothing"; crypto
// README, "Escrow of openings"), as pure functions of plain data. Each seat registers an escrow
// key in its first entry (`key`, proven with crypto proveEscrowKey for this game and its signing
// key; the secret comes from its committed game seed, so a restart finds it again and the
// end-of-game seed opens it). Each commitment carries the escrow of its opening, dealt to every
// other seat that registered a key; a quorum that times an opening out starts the release phase,
// where the recipients' shares open it (sealed-round.ts holds the state, fold.ts the order).
import {
  checkEscrow,
  createDrbg,
  equalBytes,
  escrowKeyPair,
  escrowThreshold,
  fail,
  ok,
  openEscrow,
  type CanonicalValue,
  type Escrow,
  type EscrowContext,
  type EscrowKeyPair,
  type LogEntry,
  type Result,
} from '../../crypto/index';
import type { Released, SealedRound } from './sealed-round';

/** A seat's registered escrow public key, with the entry that registered it. */
export interface RegisteredKey {
  readonly key: Uint8Array;
  readonly entry: LogEntry;
}

/**
 * Per seat, its registered escrow key: null while its `key` entry is due, 'none' when it has none
 * (it missed its deadline, or its key was refused): such a seat receives no shares.
 */
export type EscrowKeys = readonly (RegisteredKey | 'none' | null)[];

/** The ref of every seat's `key` entry. */
export const ESCROW_KEY_REF = 'escrow';

/** A seat's escrow key pair, from its committed game seed (label `escrow/key` of the seed's DRBG). */
export function escrowKeysFromSeed(seed: Uint8Array): EscrowKeyPair {
  return escrowKeyPair(createDrbg(seed, 'escrow/key').bytes(32));
}

/** Whether every seat's key is settled (registered or none); an excluded seat registers nothing more. */
export function keysSettled(keys: EscrowKeys, excluded: readonly boolean[]): boolean {
  return keys.every((k, seat) => k !== null || excluded[seat] === true);
}

/**
 * The seats whose registered key equals another seat's: a key proven by two owners means they share
 * its secret (colluders), and the escrow needs pairwise distinct keys. Each loses its key.
 */
export function sharedKeys(keys: EscrowKeys): readonly number[] {
  // The fold asks at every internal transition of the whole game (settleOnce), while a fold's keys
  // change only in the game's first step: the answer is kept per keys array (a fold's arrays are
  // never changed, only replaced; several replicas may share this module). Comparing every pair of
  // seats' keys at each transition cost ≈1 % of a whole game.
  let seats = SHARED.get(keys);
  if (seats === undefined) {
    const key = (k: EscrowKeys[number]) => (k === null || k === 'none' ? null : k.key);
    seats = Object.freeze(
      keys.flatMap((k, seat) => {
        const mine = key(k);
        return mine !== null && keys.some((o, other) => other !== seat && key(o) !== null && equalBytes(key(o)!, mine)) ? [seat] : [];
      }),
    );
    SHARED.set(keys, seats);
  }
  return seats;
}

const SHARED = new WeakMap<EscrowKeys, readonly number[]>();

/**
 * What the escrow of `author`'s commitment for `decision` is bound to: every other seat with a key
 * receives a share, any escrowThreshold(seats) of them open it. Null when fewer than that many
 * recipients have keys: the commitment then carries no escrow (and a withheld opening goes to the
 * timeout bot, as without escrow).
 */
export function escrowContextFor(game: Uint8Array, author: Uint8Array, authorSeat: number, decision: string, commitment: Uint8Array, keys: EscrowKeys): EscrowContext | null {
  const threshold = escrowThreshold(keys.length);
  const recipients = keys.flatMap((k, seat) => (seat !== authorSeat && k !== null && k !== 'none' ? [{ seat, key: k.key }] : []));
  if (recipients.length < threshold) return null;
  return { game, decision, author, authorSeat, commitment, recipients, threshold };
}

/**
 * Checks a commitment's untrusted escrow as anyone can (crypto checkEscrow: shapes, points, the
 * proof on its one-time key): it must be there exactly when `context` is (the seat had enough
 * keyed recipients), so no seat can keep the choice of withholding by leaving its escrow out.
 * `madeHere`: this peer dealt it itself (FoldContext.madeHere): the proof on its key is not checked again.
 */
export function checkCommitEscrow(context: EscrowContext | null, escrow: CanonicalValue, madeHere = false): Result<Escrow | null, string> {
  if (context === null) return escrow === null ? ok(null) : fail('unexpected-escrow');
  if (escrow === null) return fail('missing-escrow');
  const r = checkEscrow(context, escrow, !madeHere);
  return r.ok ? ok(r.value) : fail(r.error.code, r.error.path);
}

/** What became of the withheld decision being opened (sealed-round.ts `recovering`). */
export type Recovery =
  | { readonly kind: 'wait' }
  /** Opened from `threshold` released shares: the committed choice. */
  | { readonly kind: 'opened'; readonly value: CanonicalValue; readonly releases: readonly Released[] }
  /** The shares opened the escrow to something that does not open the commitment: the author sealed another choice. */
  | { readonly kind: 'bad-encryption'; readonly releases: readonly Released[] }
  /** Every recipient settled and fewer than `threshold` gave a share: the timeout bot answers. */
  | { readonly kind: 'too-few' };

/** Opens the escrow of decision `i` once no recipient is `owed` (each released, timed out or excluded) and `threshold` checked shares are in. */
export function recover(r: SealedRound, i: number, owed: readonly number[]): Recovery {
  const committed = r.commitments[i]!;
  const { context, escrow } = committed.escrow!;
  const releases = r.releases[i]!;
  // Every recipient settles first (released, timed out, or excluded): the first t shares to arrive
  // would make which releases count — and the log hash — depend on arrival, and an honest share
  // arriving after the step closed was then refused as out of turn (quorum.test, 2 of 4 colluders).
  if (owed.length > 0) return { kind: 'wait' };
  if (releases.length >= context.threshold) {
    const used = releases.slice(0, context.threshold);
    const opened = openEscrow(context, escrow, used.map((x) => ({ seat: x.seat, release: { seat: x.seat, share: x.share } })));
    return opened.ok ? { kind: 'opened', value: opened.value.payload, releases: used } : { kind: 'bad-encryption', releases: used };
  }
  return { kind: 'too-few' };
}
