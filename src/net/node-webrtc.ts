// Lets PeerJS run in Node with real WebRTC (stack-notes §3b): node-datachannel's polyfill for
// RTCPeerConnection and friends, ws for the broker's WebSocket (Node 20 has none), and the few
// browser globals PeerJS reads. Used by the tests and by `npm run watch`. Call installNodeWebRtc
// before anything imports peerjs: PeerJS probes for WebRTC support once, when it is first loaded.
// node-datachannel is a dev dependency: the command-line tools run from a checkout after `npm ci`.
import nodeDataChannel from 'node-datachannel';
import * as rtc from 'node-datachannel/polyfill';
import WebSocket from 'ws';

export interface NodeWebRtcOptions {
  /**
   * Give every RTCPeerConnection no ICE servers, whatever it asks for (the tests: they contact
   * nothing but this machine; PeerJS's load-time probe would otherwise make libdatachannel resolve
   * Google's STUN and PeerJS's TURN servers). Default false: the servers asked for are used.
   */
  readonly localOnly?: boolean;
}

/** Installs the globals once; later calls change nothing. */
export function installNodeWebRtc(options: NodeWebRtcOptions = {}): void {
  const globals = globalThis as Record<string, unknown>;
  if (globals['RTCPeerConnection'] !== undefined) return;
  const localOnly = options.localOnly ?? false;

  class NodeRTCPeerConnection extends rtc.RTCPeerConnection {
    private chain: Promise<unknown> = Promise.resolve();

    constructor(config?: RTCConfiguration) {
      super(localOnly ? { ...config, iceServers: [] } : config);
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

  globals['window'] ??= globalThis;
  globals['WebSocket'] ??= BrowserLikeWebSocket;
  globals['location'] ??= { protocol: 'http:', hostname: '127.0.0.1' };
  globals['navigator'] ??= { userAgent: 'node' };
  globals['RTCPeerConnection'] = NodeRTCPeerConnection;
  globals['RTCSessionDescription'] = rtc.RTCSessionDescription;
  globals['RTCIceCandidate'] = rtc.RTCIceCandidate;
  globals['RTCDataChannel'] = rtc.RTCDataChannel;
}

/** Stops libdatachannel's threads; call once, after every peer is closed. */
export function cleanupWebRtc(): void {
  nodeDataChannel.cleanup();
}

/**
 * ws's WebSocket, behaving as browsers' does when a connection fails: an 'error' event, then
 * 'close'. ws emits 'error' as an EventEmitter event, which throws when nobody listens (PeerJS
 * listens only through `onclose`), and the 'close' after it is then never emitted: a peer whose
 * broker was down waited for ever instead of retrying and giving up (peerjs-lobby-link.test).
 */
class BrowserLikeWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => undefined);
  }
}
