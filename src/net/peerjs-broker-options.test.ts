// `?broker=host:port/path` parsing and the page's choice of broker and ICE servers.
import { describe, expect, it } from 'vitest';
import { CLOUD_BROKER, configuredIceServers, networkForPage, parseBrokerParam, parseIceServers } from './peerjs-broker-options';

const page = (search: string, protocol = 'http:', hostname = '192.168.1.20', port = '5173') => ({ protocol, hostname, port, search });

describe('parseBrokerParam', () => {
  it('reads host:port/path, following the page for secure', () => {
    expect(parseBrokerParam('192.168.1.20:5173/signal', false)).toEqual({
      ok: true,
      value: { host: '192.168.1.20', port: 5173, path: '/signal', key: 'peerjs', secure: false },
    });
    expect(parseBrokerParam('broker.example:8443/p/q/', true)).toMatchObject({ ok: true, value: { host: 'broker.example', port: 8443, path: '/p/q/', secure: true } });
  });

  it('fills in the port and path a short form leaves out', () => {
    expect(parseBrokerParam('localhost', false)).toMatchObject({ ok: true, value: { host: 'localhost', port: 80, path: '/', secure: false } });
    expect(parseBrokerParam('localhost', true)).toMatchObject({ ok: true, value: { port: 443, secure: true } });
    expect(parseBrokerParam('localhost:9000', false)).toMatchObject({ ok: true, value: { port: 9000, path: '/' } });
    expect(parseBrokerParam(' localhost:80/x ', false)).toMatchObject({ ok: true, value: { port: 80, path: '/x' } });
  });

  it('lets a scheme decide secure, whatever the page is', () => {
    expect(parseBrokerParam('wss://b.example/signal', false)).toMatchObject({ ok: true, value: { port: 443, secure: true, path: '/signal' } });
    expect(parseBrokerParam('ws://b.example:443/signal', true)).toMatchObject({ ok: true, value: { port: 443, secure: false } });
    expect(parseBrokerParam('HTTPS://b.example:9443', false)).toMatchObject({ ok: true, value: { port: 9443, secure: true } });
    expect(parseBrokerParam('http://b.example', true)).toMatchObject({ ok: true, value: { port: 80, secure: false } });
  });

  it('keeps IPv6 hosts bracketed, as PeerJS needs them in its URL', () => {
    expect(parseBrokerParam('[::1]:9000/signal', false)).toMatchObject({ ok: true, value: { host: '[::1]', port: 9000, path: '/signal' } });
  });

  it('refuses what it cannot read, with a code', () => {
    const code = (v: string) => {
      const r = parseBrokerParam(v, false);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('')).toBe('empty');
    expect(code('   ')).toBe('empty');
    expect(code('ftp://host:21/')).toBe('bad-scheme');
    expect(code('javascript://alert(1)')).toBe('bad-scheme');
    expect(code('host:0/signal')).toBe('bad-port');
    expect(code('host:65536/signal')).toBe('bad-port');
    expect(code('host:12x/signal')).toBe('bad-port');
    expect(code('host:/signal')).toBe('bad-port');
    expect(code('::1')).toBe('bad-address');
    expect(code('/signal')).toBe('bad-address');
    expect(code('ws:///signal')).toBe('bad-address');
    expect(code('user:pw@host:80/signal')).toBe('extra-parts');
    expect(code('host:80/signal?x=1')).toBe('extra-parts');
    expect(code('host:80/signal#frag')).toBe('extra-parts');
  });
});

describe('networkForPage', () => {
  it('uses the public cloud with PeerJS ICE defaults for a static deployment', () => {
    expect(networkForPage(page('', 'https:', 'game.example', ''))).toEqual({ ok: true, value: { broker: CLOUD_BROKER, iceServers: undefined } });
  });

  it('uses the page origin and no ICE servers when served by npm start', () => {
    expect(networkForPage(page('?seat=2'), '/signal')).toEqual({
      ok: true,
      value: { broker: { host: '192.168.1.20', port: 5173, path: '/signal', key: 'peerjs', secure: false }, iceServers: [] },
    });
    expect(networkForPage(page('', 'https:', 'game.example', ''), '/signal')).toMatchObject({ ok: true, value: { broker: { port: 443, secure: true } } });
  });

  it('lets ?broker= override both, and turns off ICE servers', () => {
    expect(networkForPage(page('?broker=10.0.0.5%3A9000%2Fsignal&seat=1', 'https:'), '/signal')).toEqual({
      ok: true,
      value: { broker: { host: '10.0.0.5', port: 9000, path: '/signal', key: 'peerjs', secure: true }, iceServers: [] },
    });
  });

  it('reports a bad ?broker= instead of falling back to the cloud', () => {
    expect(networkForPage(page('?broker=host%3A99999'))).toEqual({ ok: false, error: { code: 'bad-port', path: ['port'] } });
    expect(networkForPage(page('?broker='))).toEqual({ ok: false, error: { code: 'empty', path: [] } });
  });
});

describe('STUN/TURN servers configured for a deployment (VITE_ICE_SERVERS)', () => {
  const turn = { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'], username: 'player', credential: 's3cret' };
  const stun = { urls: ['stun:stun.example.org:3478'] };

  it('reads a JSON list of servers, a single url becoming a list', () => {
    expect(parseIceServers(JSON.stringify([turn, { urls: 'stun:stun.example.org:3478' }]))).toEqual({ ok: true, value: [turn, stun] });
    expect(configuredIceServers({ VITE_ICE_SERVERS: JSON.stringify([turn]) })).toEqual({ ok: true, value: [turn] });
  });

  it('means none configured when absent or blank', () => {
    expect(configuredIceServers({})).toEqual({ ok: true, value: undefined });
    expect(configuredIceServers({ VITE_ICE_SERVERS: '  ' })).toEqual({ ok: true, value: undefined });
    expect(configuredIceServers(undefined)).toEqual({ ok: true, value: undefined });
  });

  it.each([
    ['turn:x', 'not-json'],
    ['{"urls":"turn:x"}', 'not-a-list'],
    [JSON.stringify(Array.from({ length: 9 }, () => stun)), 'too-many'],
    ['[1]', 'bad-server'],
    ['[{"urls":"turn:x","credentialType":"oauth"}]', 'bad-server'],
    ['[{"urls":"https://turn.example.org"}]', 'bad-url'],
    ['[{"urls":[]}]', 'bad-url'],
    ['[{"urls":"turn:has space"}]', 'bad-url'],
    ['[{"urls":"turn:x","username":5}]', 'bad-credential'],
  ])('refuses %s with %s', (text, code) => {
    expect(parseIceServers(text)).toMatchObject({ ok: false, error: { code } });
  });

  it('replaces the ICE servers of every broker choice: the cloud, npm start, ?broker=', () => {
    const ice = [turn, stun];
    expect(networkForPage(page('', 'https:', 'game.example', ''), undefined, ice)).toEqual({ ok: true, value: { broker: CLOUD_BROKER, iceServers: ice } });
    expect(networkForPage(page(''), '/signal', ice)).toMatchObject({ ok: true, value: { iceServers: ice } });
    expect(networkForPage(page('?broker=10.0.0.5%3A9000'), '/signal', ice)).toMatchObject({ ok: true, value: { broker: { host: '10.0.0.5' }, iceServers: ice } });
  });
});
