// Channel authentication (issue 14, finding 7): each end proves the key its id stands for,
// bound to the connection's DTLS fingerprints, before anything else passes.
import { describe, expect, it } from 'vitest';
import { createDrbg, equalBytes, keyPairFromSeed } from '../../crypto/index';
import { bindingOf, ChannelGate, keyedPeerId, type Binding, type GateResult } from './channel-auth';

const keys = (n: number) => keyPairFromSeed(new Uint8Array(32).fill(n));
const A = keys(1);
const B = keys(2);
const idA = keyedPeerId('so-p-', A.publicKey);
const idB = keyedPeerId('so-p-', B.publicKey);
const ownId = (id: string, pk: Uint8Array) => keyedPeerId('so-p-', pk) === id;

function pair(options: { bKeys?: typeof B; bBinding?: Binding } = {}) {
  const drbg = createDrbg(new Uint8Array(32).fill(5), 'auth-test');
  const fpA = { local: 'sha-256 aa', remote: 'sha-256 bb' };
  const a = new ChannelGate({ keys: A, selfId: idA, remoteId: idB, accept: ownId, random: (n) => drbg.bytes(n), binding: () => fpA });
  const b = new ChannelGate({ keys: options.bKeys ?? B, selfId: idB, remoteId: idA, accept: ownId, random: (n) => drbg.bytes(n), binding: () => options.bBinding ?? { local: fpA.remote, remote: fpA.local } });
  return { a, b };
}

/** Runs the exchange as an ordered channel would: both challenges, then the answers. */
function exchange(a: ChannelGate, b: ChannelGate): { a: GateResult[]; b: GateResult[] } {
  const toB = b.take(a.challenge());
  const toA = a.take(b.challenge());
  const proofForA = toB.find((r) => r.kind === 'reply');
  const proofForB = toA.find((r) => r.kind === 'reply');
  return { a: proofForA?.kind === 'reply' ? a.take(proofForA.bytes) : [], b: proofForB?.kind === 'reply' ? b.take(proofForB.bytes) : [] };
}

describe('ChannelGate', () => {
  it('both ends verify each other, then pass everything through', () => {
    const { a, b } = pair();
    const r = exchange(a, b);
    expect(r.a).toMatchObject([{ kind: 'verified' }]);
    expect(r.b).toMatchObject([{ kind: 'verified' }]);
    expect(equalBytes(a.remoteKey!, B.publicKey)).toBe(true);
    expect(a.take(Uint8Array.of(0xa0, 1, 2))).toMatchObject([{ kind: 'app' }]);
  });

  it('refuses a key that does not stand for the id (a squatter on a dropped player\'s id)', () => {
    const { a } = pair({ bKeys: keys(3) });
    const squatter = new ChannelGate({ keys: keys(3), selfId: idB, remoteId: idA, accept: ownId, random: () => new Uint8Array(32).fill(9), binding: () => ({ local: 'sha-256 bb', remote: 'sha-256 aa' }) });
    const r = exchange(a, squatter);
    expect(r.a).toEqual([{ kind: 'refused', reason: 'not-accepted' }]);
    expect(a.remoteKey).toBeNull();
  });

  it('refuses a proof made for other fingerprints (a broker in the middle of the channel)', () => {
    const { a, b } = pair({ bBinding: { local: 'sha-256 mitm', remote: 'sha-256 aa' } });
    expect(exchange(a, b).a).toEqual([{ kind: 'refused', reason: 'bad-proof' }]);
  });

  it('refuses anything but the challenge and the proof before, and a second challenge', () => {
    const { a, b } = pair();
    expect(a.take(new TextEncoder().encode('a move'))).toEqual([{ kind: 'refused', reason: 'not-authenticated' }]);
    a.take(b.challenge());
    expect(a.take(b.challenge())).toEqual([{ kind: 'refused', reason: 'second-challenge' }]);
  });

  it('reads the fingerprints of both descriptions', () => {
    const sdp = (fp: string) => `v=0\r\na=fingerprint:sha-256 ${fp}\r\na=setup:actpass\r\n`;
    expect(bindingOf({ localDescription: { sdp: sdp('AA:01') }, remoteDescription: { sdp: sdp('BB:02') } } as unknown as RTCPeerConnection)).toEqual({ local: 'sha-256 aa:01', remote: 'sha-256 bb:02' });
    expect(bindingOf(null)).toEqual({ local: '', remote: '' });
  });
});
