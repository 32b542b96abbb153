// Broadcasts through Nostr relays beside the direct links (issue 18, games over days): every
// broadcast a seat sends (its signed log entries) also goes to the relays, which keep it, and every
// broadcast the relays hold comes up beside those of the direct links, so a player who comes back
// when nobody else is online catches up from the relays. Direct messages (sync requests and their
// answers, addressed to one peer) stay on the direct links: nothing addressed to one seat reaches a
// relay, and a peer that comes back days later is not handed the stale requests of every day it
// was away. Put it under withMesh (mesh.ts): the mesh's envelope tells broadcasts apart, and its
// digests drop an entry that comes both ways.
import { isMeshBroadcast } from './mesh';
import type { MessageHandler, PeerId, Transport } from './transport';

/**
 * What a relay's message is named as coming from: a Nostr event's `from` tag is anyone's to write,
 * so it never stands for a seat's link (the session names the network peer that delivered a
 * forgery; a relay's must not be a seat's).
 */
export const relayPeer = (claimed: PeerId): PeerId => `relay:${claimed}`;

/** Something that went wrong on the relay side, for the page's diagnostics; the direct links are untouched. */
export type RelayedReport = { readonly kind: 'not-relayed'; readonly reason: string } | { readonly kind: 'direct-from-relay'; readonly from: PeerId };

/**
 * `direct` (a seat's WebRTC links, under withMesh) with `relay` (a NostrTransport, connected by
 * the caller) beside it. Closing it closes both.
 */
export function withRelayedBroadcasts(direct: Transport, relay: Transport, onReport: (report: RelayedReport) => void = () => undefined): Transport {
  return {
    self: direct.self,
    peers: () => direct.peers(),
    send: (to, bytes) => direct.send(to, bytes),
    broadcast: (bytes) => {
      direct.broadcast(bytes);
      try {
        relay.broadcast(bytes);
      } catch (error) {
        // Larger than a relay takes (nostr-transport.ts, MAX_RELAY_MESSAGE_BYTES): the direct links
        // carry it, and a returning peer asks its peers for it (sync).
        onReport({ kind: 'not-relayed', reason: String((error as Error)?.message ?? error) });
      }
    },
    onMessage: (handler: MessageHandler) => {
      const offDirect = direct.onMessage(handler);
      const offRelay = relay.onMessage((from, bytes) => {
        if (isMeshBroadcast(bytes)) handler(relayPeer(from), bytes);
        else onReport({ kind: 'direct-from-relay', from });
      });
      return () => {
        offDirect();
        offRelay();
      };
    },
    close: () => {
      direct.close();
      relay.close();
    },
  };
}
