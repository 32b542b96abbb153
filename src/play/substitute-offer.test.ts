// A substitute's offer (substitute-offer.ts): taken only from the id its key stands for, refused in
// every other shape, and kept bounded however many a spectator sends.
import { describe, expect, it } from 'vitest';
import { keyPairFromSeed, toHex } from '../../crypto/index';
import { GAME_PEER_PREFIX, keyedPeerId } from '../net/channel-auth';
import type { MessageHandler } from '../net/transport';
import { MAX_OFFERS_PER_SEAT, OFFER_FRAME_BYTES, offerFrame, readOffer, SubstituteOffers } from './substitute-offer';

const keyOf = (n: number) => keyPairFromSeed(new Uint8Array(32).fill(n)).publicKey;
const idOf = (key: Uint8Array) => keyedPeerId(GAME_PEER_PREFIX, key);

describe('a substitute offer', () => {
  it('is read from the id its key stands for, as the seat and the key in hex', () => {
    const key = keyOf(1);
    expect(readOffer(idOf(key), offerFrame(2, key), 4)).toEqual({ seat: 2, key: toHex(key) });
  });

  it('is refused from another id, for a seat past the table, in another length, and for a key that is no strict Ed25519 key', () => {
    const key = keyOf(1);
    const frame = offerFrame(2, key);
    // Someone else's channel: the key is not the one that channel proved.
    expect(readOffer(idOf(keyOf(2)), frame, 4)).toBeNull();
    expect(readOffer(idOf(key), offerFrame(4, key), 4)).toBeNull();
    expect(readOffer(idOf(key), frame.subarray(0, OFFER_FRAME_BYTES - 1), 4)).toBeNull();
    expect(readOffer(idOf(key), Uint8Array.of(...frame, 0), 4)).toBeNull();
    const chat = frame.slice();
    chat[0] = 0xc1;
    expect(readOffer(idOf(key), chat, 4)).toBeNull();
    // The identity point, a small-order key: its id can be computed, but it is refused.
    const identity = new Uint8Array(32);
    identity[0] = 1;
    expect(readOffer(idOf(identity), offerFrame(2, identity), 4)).toBeNull();
  });

  it('keeps the latest few per seat, newest first, and tells its listeners only of news', () => {
    const handlers: MessageHandler[] = [];
    const offers = new SubstituteOffers({ onMessage: (h) => (handlers.push(h), () => undefined) }, 4);
    let changes = 0;
    offers.onChange(() => changes++);
    const send = (n: number, seat = 3) => handlers.forEach((h) => h(idOf(keyOf(n)), offerFrame(seat, keyOf(n))));
    send(1);
    send(1); // repeated: nothing new
    expect(changes).toBe(1);
    for (let n = 2; n <= 10; n++) send(n);
    expect(offers.keys(3)).toEqual([10, 9, 8, 7].map((n) => toHex(keyOf(n))));
    expect(offers.keys(3)).toHaveLength(MAX_OFFERS_PER_SEAT);
    send(8); // an older offer again moves to the front
    expect(offers.keys(3)[0]).toBe(toHex(keyOf(8)));
    expect(offers.keys(2)).toEqual([]);
    handlers.forEach((h) => h(idOf(keyOf(1)), offerFrame(2, keyOf(11)))); // a forged one: nothing
    expect(offers.keys(2)).toEqual([]);
  });
});
