// A substitute's offer to take an absent seat (issue 18; src/session/README.md, "A substitute").
// Someone opens the game's substitute link: the page watches the game with a key of its own and
// tells the players "I would play seat s". The players' votes must name that key, so it has to
// reach them; it travels as a frame of its own over the spectator's links: 0xC2, the seat, the
// 32-byte key. It needs no signature: the channel it comes over proved the key its PeerJS id
// stands for (channel-auth.ts), so a frame is taken only when its key is the one of the id it came
// from. An offer decides nothing: it only puts a "give this seat to them" button beside the
// absent seat; the votes, signed into the log, decide. 0xC2, like chat's 0xC1, never begins a
// game message (canonical MessagePack never uses it, and the mesh's envelopes are 0 and 1).
import { isValidPublicKey, toHex } from '../../crypto/index';
import { GAME_PEER_PREFIX, keyedPeerId } from '../net/channel-auth';
import type { PeerId, Transport } from '../net/transport';

const MARK = 0xc2;
/** The frame's length: the mark, the seat, the key. */
export const OFFER_FRAME_BYTES = 2 + 32;
/** Offers kept per seat (the latest; an older one goes): a spectator cannot grow a player's memory. */
export const MAX_OFFERS_PER_SEAT = 4;

export interface SubstituteOffer {
  readonly seat: number;
  /** The substitute's Ed25519 public key, in hex (as `replace` votes name it). */
  readonly key: string;
}

/** The frame a substitute sends every player. */
export function offerFrame(seat: number, key: Uint8Array): Uint8Array {
  if (!Number.isSafeInteger(seat) || seat < 0 || seat > 255) throw new RangeError(`expected a seat in 0..255, got ${seat}`);
  if (key.length !== 32) throw new RangeError(`expected a 32-byte key, got ${key.length} bytes`);
  const frame = new Uint8Array(OFFER_FRAME_BYTES);
  frame[0] = MARK;
  frame[1] = seat;
  frame.set(key, 2);
  return frame;
}

/** Whether `bytes` has an offer's shape for a game of `seats` seats (what a player's transport lets through from a spectator). */
export function isOfferFrame(bytes: Uint8Array, seats: number): boolean {
  return bytes.length === OFFER_FRAME_BYTES && bytes[0] === MARK && bytes[1]! < seats;
}

/** The offer in a frame from `from`, or null: a wrong shape, a key that is not a strict Ed25519 key or not the one `from` stands for. */
export function readOffer(from: PeerId, bytes: Uint8Array, seats: number): SubstituteOffer | null {
  if (!isOfferFrame(bytes, seats)) return null;
  const key = bytes.slice(2);
  if (!isValidPublicKey(key) || keyedPeerId(GAME_PEER_PREFIX, key) !== from) return null;
  return { seat: bytes[1]!, key: toHex(key) };
}

/** The offers a player's page heard, per seat, newest first; at most MAX_OFFERS_PER_SEAT each. */
export class SubstituteOffers {
  readonly #bySeat: SubstituteOffer[][];
  readonly #listeners = new Set<() => void>();
  readonly #off: () => void;

  constructor(mesh: Pick<Transport, 'onMessage'>, seats: number) {
    this.#bySeat = Array.from({ length: seats }, () => []);
    this.#off = mesh.onMessage((from, bytes) => {
      const offer = readOffer(from, bytes, seats);
      if (offer !== null) this.take(offer);
    });
  }

  /** The keys offered for `seat`, newest first. */
  keys(seat: number): readonly string[] {
    return (this.#bySeat[seat] ?? []).map((o) => o.key);
  }

  /** Calls `listener` when an offer is new; returns the unsubscribe function. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  close(): void {
    this.#off();
    this.#listeners.clear();
  }

  private take(offer: SubstituteOffer): void {
    const list = this.#bySeat[offer.seat]!;
    const before = list.findIndex((o) => o.key === offer.key);
    if (before === 0) return; // the same offer again (it is repeated until the seat is handed over)
    if (before > 0) list.splice(before, 1);
    list.unshift(offer);
    if (list.length > MAX_OFFERS_PER_SEAT) list.length = MAX_OFFERS_PER_SEAT;
    for (const listener of [...this.#listeners]) listener();
  }
}
