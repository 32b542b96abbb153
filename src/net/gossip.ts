// Gossip over any transport: a broadcast message is forwarded once by every peer that receives it
// for the first time, so it reaches everyone even when some direct links are down, and a peer that
// tells two stories to two peers is seen by all. Direct messages (`send`) are not forwarded. A
// broadcast of a message already seen (forwarded on arrival) sends nothing.
// Each message carries a one-byte envelope: 1 = gossip, 0 = direct.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { MessageHandler, PeerId, Transport } from './transport';

const DIRECT = 0;
const GOSSIP = 1;

function wrap(kind: number, bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length + 1);
  out[0] = kind;
  out.set(bytes, 1);
  return out;
}

/**
 * A transport that floods broadcasts. Handlers see each distinct broadcast once, with `from` the
 * neighbour that delivered it first (not necessarily its author: the session reads the author
 * from the signed entry).
 * @param maxRemembered how many message digests to remember for de-duplication
 */
export function withGossip(inner: Transport, maxRemembered = 100_000): Transport {
  const handlers = new Set<MessageHandler>();
  const seen = new Set<string>();
  const remember = (digest: string): boolean => {
    if (seen.has(digest)) return false;
    seen.add(digest);
    // Forget the oldest digests first (Set keeps insertion order) so memory stays bounded.
    if (seen.size > maxRemembered) seen.delete(seen.values().next().value as string);
    return true;
  };
  const deliver = (from: PeerId, bytes: Uint8Array) => handlers.forEach((h) => h(from, bytes));

  inner.onMessage((from, raw) => {
    const body = raw.subarray(1);
    if (raw[0] === DIRECT) return deliver(from, body);
    if (raw[0] !== GOSSIP || !remember(bytesToHex(sha256(body)))) return;
    for (const peer of inner.peers()) if (peer !== from) inner.send(peer, raw);
    deliver(from, body);
  });

  return {
    self: inner.self,
    peers: () => inner.peers(),
    send: (to, bytes) => inner.send(to, wrap(DIRECT, bytes)),
    broadcast: (bytes) => {
      // A broadcast this peer already saw was forwarded to every neighbour when it arrived, so
      // sending it again only doubles the traffic (a session passes on every entry it admits).
      if (!remember(bytesToHex(sha256(bytes)))) return;
      inner.broadcast(wrap(GOSSIP, bytes));
    },
    onMessage: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: () => inner.close(),
  };
}
