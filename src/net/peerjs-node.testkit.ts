// Lets PeerJS run inside Node tests with real WebRTC (node-webrtc.ts), contacting nothing but this
// machine: every RTCPeerConnection gets no ICE servers. Import this module before anything that
// imports peerjs: PeerJS probes for WebRTC support once, when it is first loaded.
import { cleanupWebRtc, installNodeWebRtc } from './node-webrtc';

installNodeWebRtc({ localOnly: true });

export { cleanupWebRtc };
