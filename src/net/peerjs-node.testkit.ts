// Lets PeerJS run inside Node tests with real WebRTC (stack-notes §3b): node-datachannel's
// polyfill for RTCPeerConnection and friends, ws for the broker's WebSocket (Node 20 has none),
// and the few browser globals PeerJS reads. Import this module before anything that imports
// peerjs: PeerJS probes for WebRTC support once, when it is first loaded.
import nodeDataChannel from 'node-datachannel';
import * as rtc from 'node-datachannel/polyfill';
import WebSocket from 'ws';

/**
 * Every RTCPeerConnection in the test gets no ICE servers, whatever it asks for: PeerJS's
 * load-time probe builds one with Google's STUN and PeerJS's TURN servers, and libdatachannel
 * would start resolving them. Tests contact nothing but this machine.
 */
class LocalRTCPeerConnection extends rtc.RTCPeerConnection {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(config?: RTCConfiguration) {
    super({ ...config, iceServers: [] });
  }

  // Browsers run these one after another (the RTCPeerConnection "operations chain"); PeerJS
  // relies on it, the polyfill does not have it.
  override setLocalDescription(description: RTCSessionDescriptionInit): Promise<void> {
    return this.queue(() => super.setLocalDescription(description));
  }

  override setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    return this.queue(() => super.setRemoteDescription(description));
  }

  override addIceCandidate(candidate?: RTCIceCandidateInit | null): Promise<void> {
    return this.queue(() => super.addIceCandidate(candidate));
  }

  private queue(operation: () => Promise<void>): Promise<void> {
    const result = this.chain.then(operation);
    this.chain = result.catch(() => undefined);
    return result;
  }
}

const globals = globalThis as Record<string, unknown>;
globals['window'] ??= globalThis;
globals['WebSocket'] ??= WebSocket;
globals['location'] ??= { protocol: 'http:', hostname: '127.0.0.1' };
globals['navigator'] ??= { userAgent: 'node' };
globals['RTCPeerConnection'] = LocalRTCPeerConnection;
globals['RTCSessionDescription'] = rtc.RTCSessionDescription;
globals['RTCIceCandidate'] = rtc.RTCIceCandidate;
globals['RTCDataChannel'] = rtc.RTCDataChannel;

/** Stops libdatachannel's threads; call once in afterAll, after every peer is closed. */
export function cleanupWebRtc(): void {
  nodeDataChannel.cleanup();
}
