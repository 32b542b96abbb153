// PeerJS's negotiator reports a late candidate's failure through its connection's provider, which
// close() sets to null (peerjs-close.ts). Here PeerJS's own negotiator, on real WebRTC, is handed a
// candidate after its channel closed: through close() alone it throws the TypeError that reached a
// page as an unhandled rejection; through closeChannel it does not.
import { CLOSE_WEBRTC_HOOK_MS, closeWebRtc } from './peerjs-node.testkit';
import { Peer, type DataConnection } from 'peerjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBroker, type RunningBroker } from '../../scripts/broker.mjs';
import { closeChannel } from './peerjs-close';

/** What the negotiator does with a remote candidate (PeerJS 1.5's Negotiator, not exported). */
type Negotiator = { handleCandidate(candidate: RTCIceCandidateInit): Promise<void> };
const CANDIDATE = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 5000 typ host', sdpMid: '0' };

describe('closing a PeerJS channel while its negotiator still works', { timeout: 30_000 }, () => {
  let broker: RunningBroker;
  let peer: Peer;

  beforeAll(async () => {
    broker = await startBroker({ log: () => {} });
    peer = new Peer('close-a', { host: '127.0.0.1', port: broker.port, path: '/signal', key: 'peerjs', debug: 0 });
    await new Promise((resolve) => peer.once('open', resolve));
  });
  afterAll(async () => {
    peer.destroy();
    await broker.close();
    await closeWebRtc();
  }, CLOSE_WEBRTC_HOOK_MS);

  let dialled = 0;
  /** A channel to an id nobody holds, its negotiator, and what that negotiator does with a candidate after `close`. */
  async function lateCandidate(close: (conn: DataConnection) => void): Promise<unknown> {
    const conn = peer.connect(`absent-${(dialled += 1)}`, { serialization: 'raw', reliable: true });
    const negotiator = (conn as unknown as { _negotiator: Negotiator })._negotiator;
    // Its offer made: the connection holds it as its local description.
    const pc = conn.peerConnection;
    if (pc.signalingState !== 'have-local-offer') await new Promise((resolve) => pc.addEventListener('signalingstatechange', resolve, { once: true }));
    expect(pc.signalingState).toBe('have-local-offer');
    close(conn);
    return negotiator.handleCandidate(CANDIDATE).then(
      () => null,
      (error: unknown) => error,
    );
  }

  it('through close() alone, the late candidate throws on the null provider (the page error)', async () => {
    expect(String(await lateCandidate((conn) => conn.close()))).toMatch(/reading 'emitError'/);
  });

  it('through closeChannel, it ends quietly, and the channel stays closed', async () => {
    let conn: DataConnection | null = null;
    expect(await lateCandidate((c) => closeChannel((conn = c)))).toBeNull();
    expect(conn!.open).toBe(false);
    conn!.close(); // PeerJS closing it again (it sets the provider to null) keeps the quiet one
    const { provider } = conn as unknown as { provider: { emitError(): void } | null };
    expect(provider).not.toBeNull();
    expect(() => provider!.emitError()).not.toThrow();
  });
});
