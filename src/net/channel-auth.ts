// Who is at the other end of a channel. The broker only vouches for a PeerJS id, and anyone can
// register the id of a player who dropped; so before a channel carries anything, each end proves
// it holds the secret key that its id stands for. Each end sends a fresh challenge as its first
// message; each answers the other's with its public key and a signature over that challenge, both
// ids and both DTLS fingerprints of the connection (channel binding: a broker that swapped the
// fingerprints to sit in the middle makes every signature fail). The checking end decides whether
// that key may use that id (`accept`). Until both proofs are in, nothing else passes either way.
import { concatBytes, equalBytes, isValidPublicKey, sha256, sign, utf8Bytes, verify, type KeyPair } from '../../crypto/index';

/** What an end signs: this tag, then each field with its length. */
const TAG = 'sealed-orders/v1/channel-auth';
const CHALLENGE = 0xa0;
const PROOF = 0xa1;
const NONCE_BYTES = 32;

/** The fingerprints of a connection as each end sees them (`a=fingerprint:` lines of its SDPs). */
export interface Binding {
  readonly local: string;
  readonly remote: string;
}

/** Reads the DTLS fingerprints of an RTCPeerConnection: '' for a side not known (yet). */
export function bindingOf(pc: RTCPeerConnection | null | undefined): Binding {
  const fingerprint = (sdp: string | undefined) =>
    (sdp ?? '')
      .split(/\r?\n/)
      .filter((l) => l.startsWith('a=fingerprint:'))
      .map((l) => l.slice('a=fingerprint:'.length).trim().toLowerCase())
      .sort()
      .join(',');
  return { local: fingerprint(pc?.localDescription?.sdp), remote: fingerprint(pc?.remoteDescription?.sdp) };
}

function framed(parts: readonly Uint8Array[]): Uint8Array {
  const out: Uint8Array[] = [];
  for (const p of [utf8Bytes(TAG), ...parts]) {
    const n = new Uint8Array(4);
    new DataView(n.buffer).setUint32(0, p.length);
    out.push(n, p);
  }
  return sha256(concatBytes(...out));
}

/** What the prover signs: the verifier's challenge, both ids and both fingerprints, prover's first. */
function statement(nonce: Uint8Array, proverId: string, verifierId: string, proverFp: string, verifierFp: string): Uint8Array {
  return framed([nonce, utf8Bytes(proverId), utf8Bytes(verifierId), utf8Bytes(proverFp), utf8Bytes(verifierFp)]);
}

export interface GateOptions {
  readonly keys: KeyPair;
  readonly selfId: string;
  readonly remoteId: string;
  /** Whether `publicKey` may speak for `remoteId` (a listed player's own key; a key whose id it is). */
  readonly accept: (remoteId: string, publicKey: Uint8Array) => boolean;
  readonly random: (n: number) => Uint8Array;
  /** The connection's fingerprints, read when a proof is made or checked. */
  readonly binding: () => Binding;
}

export type GateResult =
  | { readonly kind: 'reply'; readonly bytes: Uint8Array }
  | { readonly kind: 'verified'; readonly publicKey: Uint8Array }
  | { readonly kind: 'app'; readonly bytes: Uint8Array }
  | { readonly kind: 'refused'; readonly reason: 'not-authenticated' | 'bad-proof' | 'not-accepted' | 'second-challenge' };

/** One channel's authentication, both ways. */
export class ChannelGate {
  private readonly nonce: Uint8Array;
  private answered = false;
  private key: Uint8Array | null = null;

  constructor(private readonly options: GateOptions) {
    this.nonce = options.random(NONCE_BYTES);
  }

  /** The remote's key once it proved it; null before. */
  get remoteKey(): Uint8Array | null {
    return this.key;
  }

  /** The first message to send when the channel opens. */
  challenge(): Uint8Array {
    return concatBytes(Uint8Array.of(CHALLENGE), this.nonce);
  }

  /**
   * A message from the remote. Before it proved its key: its challenge (answered: `reply`), its
   * proof (`verified`, or `refused`), nothing else. After: every message is the application's.
   */
  take(bytes: Uint8Array): GateResult[] {
    if (this.key !== null) return [{ kind: 'app', bytes }];
    if (bytes[0] === CHALLENGE && bytes.length === 1 + NONCE_BYTES) {
      if (this.answered) return [{ kind: 'refused', reason: 'second-challenge' }];
      this.answered = true;
      const { keys, selfId, remoteId } = this.options;
      const b = this.options.binding();
      const sig = sign(keys.secretKey, statement(bytes.subarray(1), selfId, remoteId, b.local, b.remote));
      return [{ kind: 'reply', bytes: concatBytes(Uint8Array.of(PROOF), keys.publicKey, sig) }];
    }
    if (bytes[0] === PROOF && bytes.length === 1 + 32 + 64) {
      const publicKey = bytes.slice(1, 33);
      const sig = bytes.slice(33);
      const { selfId, remoteId } = this.options;
      const b = this.options.binding();
      if (!isValidPublicKey(publicKey) || !safeVerify(publicKey, statement(this.nonce, remoteId, selfId, b.remote, b.local), sig)) return [{ kind: 'refused', reason: 'bad-proof' }];
      if (!this.options.accept(remoteId, publicKey)) return [{ kind: 'refused', reason: 'not-accepted' }];
      this.key = publicKey;
      return [{ kind: 'verified', publicKey }];
    }
    return [{ kind: 'refused', reason: 'not-authenticated' }];
  }
}

function safeVerify(publicKey: Uint8Array, message: Uint8Array, sig: Uint8Array): boolean {
  try {
    return verify(publicKey, message, sig);
  } catch {
    return false;
  }
}

/** `bytes` bytes of SHA-256 of a key under a label, in hex. */
export function keyDigestHex(label: string, publicKey: Uint8Array, bytes: number): string {
  const h = framed([utf8Bytes(label), publicKey]);
  return Array.from(h.subarray(0, bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The prefix of game peers' ids (seats and watchers). */
export const GAME_PEER_PREFIX = 'so-p-';

/**
 * The PeerJS id a key stands for, under a prefix: `so-p-` for a game seat or watcher, `so-lj-` for
 * a lobby guest. 128 bits of SHA-256 of the key: a squatter would need a second preimage.
 */
export function keyedPeerId(prefix: string, publicKey: Uint8Array): string {
  return `${prefix}${keyDigestHex(`peer-id/${prefix}`, publicKey, 16)}`;
}

/**
 * Who may speak for which id in a game: a listed seat's id only with that seat's key; any other id
 * (a watcher) only with a key whose id it is.
 */
export function seatAccept(peerIds: readonly string[], seatKeys: readonly Uint8Array[]): (peerId: string, publicKey: Uint8Array) => boolean {
  return (peerId, publicKey) => {
    const seat = peerIds.indexOf(peerId);
    return seat >= 0 ? seatKeys[seat] !== undefined && equalBytes(seatKeys[seat], publicKey) : keyedPeerId(GAME_PEER_PREFIX, publicKey) === peerId;
  };
}
