// Broadcast over a full mesh: a broadcast goes straight to every directly reachable peer, once, and
// nobody forwards it. Flooding (every peer passing every broadcast on to every other) cost O(n²)
// messages per entry and bought nothing on a full mesh. What a lost message or a link that is down
// costs is the session's business: it asks for what it lacks (`sync`), and a peer relays another
// seat's entries only to a peer that asks for them because that seat's link to it is down
// (src/session/sync-requests.ts).
// Each message carries a one-byte envelope: 1 = broadcast, 0 = direct. The network may deliver a
// broadcast twice; a duplicate is dropped here, before anyone decodes it. A player accepts from a
// watcher only direct messages (src/session/sync-requests.ts, `isSyncRequest`).
import { bytesToHex } from '@noble/hashes/utils.js';
// node:crypto's SHA-256 in Node, noble's in browsers (the same digests): every peer hashes every
// broadcast it receives, ≈1.4 % of a whole 6-peer game in Node on noble's JavaScript.
import { sha256 } from '../../crypto/native-hash';
import type { MessageHandler, Transport } from './transport';

const DIRECT = 0;
const BROADCAST = 1;

/** Whether `bytes` (as this wrapper sends them) is a broadcast: what a store-and-forward relay may carry. */
export function isMeshBroadcast(bytes: Uint8Array): boolean {
  return bytes.length > 1 && bytes[0] === BROADCAST;
}

function wrap(kind: number, bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length + 1);
  out[0] = kind;
  out.set(bytes, 1);
  return out;
}

/**
 * A transport whose broadcasts go once to each reachable peer and are handed up once.
 * @param maxRemembered how many broadcast digests to remember for de-duplication
 */
export function withMesh(inner: Transport, maxRemembered = 100_000): Transport {
  const handlers = new Set<MessageHandler>();
  const seen = new Set<string>();
  const remember = (digest: string): boolean => {
    if (seen.has(digest)) return false;
    seen.add(digest);
    // Forget the oldest digests first (Set keeps insertion order) so memory stays bounded.
    if (seen.size > maxRemembered) seen.delete(seen.values().next().value as string);
    return true;
  };

  inner.onMessage((from, raw) => {
    if (!(raw instanceof Uint8Array)) return;
    const body = raw.subarray(1);
    if (raw[0] === BROADCAST ? !remember(bytesToHex(sha256(raw))) : raw[0] !== DIRECT) return;
    handlers.forEach((h) => h(from, body));
  });

  return {
    self: inner.self,
    peers: () => inner.peers(),
    send: (to, bytes) => inner.send(to, wrap(DIRECT, bytes)),
    broadcast: (bytes) => inner.broadcast(wrap(BROADCAST, bytes)),
    onMessage: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: () => inner.close(),
  };
}
