// What a lobby link may make a page do (issue 15, finding 7).
import { describe, expect, it } from 'vitest';
import { brokerLabel, brokerToConfirm, consentKey, withoutAutoplay } from './link-safety';

const page = (search: string, hash = '#lobby=0123456789abcdef') => ({ protocol: 'http:', hostname: '127.0.0.1', port: '5173', search, hash });

describe('a lobby link that names a broker', () => {
  it('asks about a broker other than the default, and names it', () => {
    const b = brokerToConfirm(page('?broker=evil.example:9000/peer'), '/signal');
    expect(b).not.toBeNull();
    expect(brokerLabel(b!)).toBe('ws://evil.example:9000/peer');
    expect(consentKey('0123456789abcdef', b!)).toBe('sealed-orders/broker-ok/0123456789abcdef/ws://evil.example:9000/peer');
  });

  it('asks nothing for the default broker, no broker, or no lobby', () => {
    expect(brokerToConfirm(page('?broker=127.0.0.1:5173/signal'), '/signal')).toBeNull();
    expect(brokerToConfirm(page(''), '/signal')).toBeNull();
    expect(brokerToConfirm(page('?broker=evil.example:9000', ''), '/signal')).toBeNull();
    expect(brokerToConfirm(page('?broker=0.peerjs.com:443/', ''), undefined)).toBeNull();
  });

  it('a page that took its seat back from the bot loses ?autoplay from its address, nothing else', () => {
    expect(withoutAutoplay({ pathname: '/', search: '?autoplay&broker=x', hash: '#lobby=1' })).toBe('/?broker=x#lobby=1');
    expect(withoutAutoplay({ pathname: '/', search: '?autoplay', hash: '' })).toBe('/');
  });
});
