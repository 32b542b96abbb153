// Closing a PeerJS channel without an error nobody can catch. PeerJS 1.5's negotiator handles a
// remote candidate or description asynchronously; when the channel is closed meanwhile (by us, or by
// PeerJS when the remote closes), the closed RTCPeerConnection refuses it, and the negotiator reports
// that through `connection.provider`, which close() has just set to null: a TypeError thrown in an
// async function, an unhandled rejection in the page. A browser test saw it as a page error in a
// watcher's game (twice in a row, in the clean-clone run of session 13); peerjs-close.test.ts
// reproduces it with PeerJS's own negotiator. Once closed, a channel's provider is one that ignores
// what a closed channel reports, and stays so whatever sets it again (close() sets it to null).
const CLOSED_PROVIDER = Object.freeze({ emitError: (): void => {}, _removeConnection: (): void => {} });

/** A PeerJS data or media connection: what this module needs of it. */
interface Channel {
  close(): void;
}

/** Closes `channel` (PeerJS's close) and keeps a late report of its negotiator from throwing. */
export function closeChannel(channel: Channel): void {
  channel.close();
  Object.defineProperty(channel, 'provider', { get: () => CLOSED_PROVIDER, set: () => {}, configurable: true });
}
