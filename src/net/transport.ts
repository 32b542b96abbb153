// The one small interface every transport implements (style rule 23): the in-memory network for
// tests, benchmarks and bots-only games, and PeerJS data channels between browsers. A transport
// moves opaque bytes; it promises nothing about order, loss or duplicates — the session layer
// checks and orders everything it receives.

export type PeerId = string;

export type MessageHandler = (from: PeerId, bytes: Uint8Array) => void;

export interface Transport {
  /** This peer's id on the network. */
  readonly self: PeerId;
  /** The peers this one can reach directly right now. */
  peers(): PeerId[];
  /** Sends to one peer; silently dropped if the link is down (the session retries by sync). */
  send(to: PeerId, bytes: Uint8Array): void;
  /** Sends to every directly reachable peer. */
  broadcast(bytes: Uint8Array): void;
  /** Subscribes to incoming messages; returns the unsubscribe function. */
  onMessage(handler: MessageHandler): () => void;
  /** Leaves the network; no more messages arrive or leave. */
  close(): void;
}
