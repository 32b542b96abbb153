// Chat beside the game: three seats over a small in-memory mesh. A public line reaches everyone, a
// private one only its addressee (the third seat never gets its bytes); the game's transport never
// sees a chat frame and the chat never sees a game message; forged, replayed, misaddressed, foreign,
// oversized and too frequent lines are dropped; unread counts; the kept lines come back on load. A
// link that opens late, or drops and comes back, gets the lines sent meanwhile, each shown once and
// in its sender's order; a flooding seat grows nothing beyond the limits.
import { describe, expect, it } from 'vitest';
import { encodeCanonical, sign } from '../../crypto/index';
import type { MessageHandler, PeerId, Transport } from '../net/transport';
import { makeLobby, seedBytes } from '../games/agot-harness';
import { gameId } from '../session/setup';
import type { LoadedGame } from '../persist/saved-game';
import { ManualClock } from '../session/clock';
import { Watcher } from '../session/watcher';
import { CHAT_LIMITS, ChatRoom, idbChatStore, splitChat, withoutChat, type ChatRecords, type ChatStore } from './chat';

/**
 * Meshes that deliver at once over the links that are up (all, at first); `sent` records every
 * frame delivered, by its receiver. `cut` takes a link down, `open` brings it up and tells both ends.
 */
function meshes(ids: readonly PeerId[]) {
  const handlers = new Map<PeerId, Set<MessageHandler>>(ids.map((id) => [id, new Set()]));
  const openHandlers = new Map<PeerId, Set<(peer: PeerId) => void>>(ids.map((id) => [id, new Set()]));
  const down = new Set<string>();
  const pair = (a: PeerId, b: PeerId) => [a, b].sort().join('|');
  const sent: { to: PeerId; bytes: Uint8Array }[] = [];
  const deliver = (from: PeerId, to: PeerId, bytes: Uint8Array) => {
    sent.push({ to, bytes });
    for (const h of handlers.get(to) ?? []) h(from, bytes);
  };
  const up = (self: PeerId) => ids.filter((i) => i !== self && !down.has(pair(self, i)));
  const of = (self: PeerId): Transport => ({
    self,
    peers: () => up(self),
    send: (to, bytes) => {
      if (up(self).includes(to)) deliver(self, to, bytes);
    },
    broadcast: (bytes) => up(self).forEach((to) => deliver(self, to, bytes)),
    onMessage: (h) => {
      handlers.get(self)!.add(h);
      return () => handlers.get(self)!.delete(h);
    },
    close: () => undefined,
  });
  const onLinkOpen = (self: PeerId) => (h: (peer: PeerId) => void) => {
    openHandlers.get(self)!.add(h);
    return () => openHandlers.get(self)!.delete(h);
  };
  const cut = (a: PeerId, b: PeerId) => void down.add(pair(a, b));
  /** The link comes up; each end hears of it, `first` before the other (as each end's transport reports it). */
  const open = (first: PeerId, second: PeerId) => {
    down.delete(pair(first, second));
    for (const h of [...openHandlers.get(first)!]) h(second);
    for (const h of [...openHandlers.get(second)!]) h(first);
  };
  return { of, sent, deliver, onLinkOpen, cut, open };
}

function table(now: () => number = () => 0) {
  const lobby = makeLobby({ players: 3 }, seedBytes(8));
  const peerIds = ['p0', 'p1', 'p2'];
  const net = meshes(peerIds);
  const saved: Uint8Array[][] = [[], [], []];
  const rooms = [0, 1, 2].map((seat) => {
    const game: LoadedGame = { setup: lobby.setup, seat, keys: lobby.keys[seat]!, peerIds, gameId: gameId(lobby.setup) };
    const split = splitChat(net.of(peerIds[seat]!));
    const store: ChatStore = { load: async () => saved[seat]!, save: (f) => void saved[seat]!.push(f) };
    return { room: new ChatRoom(game, split.game, split.onChat, { store, now, onLinkOpen: net.onLinkOpen(peerIds[seat]!) }), split, game };
  });
  return { lobby, rooms, net, saved, peerIds };
}

describe('ChatRoom', () => {
  // [2E-HID-01]: players negotiate at any time, openly or in private, and nothing said binds: the
  // chat runs beside the game in every phase, and no line of it ever reaches the game.
  it('gives a public line to everyone and a private one to its addressee alone, beside the game [2E-HID-01]', () => {
    const { rooms, net } = table();
    const gameSeen: Uint8Array[] = [];
    rooms[2]!.split.game.onMessage((_f, b) => gameSeen.push(b));
    expect(rooms[0]!.room.send('Hello, table', null)).toBeNull();
    expect(rooms[0]!.room.send('Just you, Lannister', 1)).toBeNull();
    const texts = (i: number) => rooms[i]!.room.lines().map((l) => `${l.from}>${l.to ?? '*'}: ${l.text}`);
    expect(texts(0)).toEqual(['0>*: Hello, table', '0>1: Just you, Lannister']);
    expect(texts(1)).toEqual(['0>*: Hello, table', '0>1: Just you, Lannister']);
    expect(texts(2)).toEqual(['0>*: Hello, table']);
    expect(net.sent.filter((s) => s.to === 'p2')).toHaveLength(1); // the private frame never went there
    expect(gameSeen).toEqual([]); // the game's transport sees no chat
    expect([rooms[0]!.room.unread(), rooms[1]!.room.unread(), rooms[2]!.room.unread()]).toEqual([0, 2, 1]);
    rooms[1]!.room.markRead();
    expect(rooms[1]!.room.unread()).toBe(0);
    // A game message still reaches the game, and not the chat.
    net.deliver('p0', 'p2', new Uint8Array([0x80]));
    expect(gameSeen).toHaveLength(1);
    expect(rooms[2]!.room.lines()).toHaveLength(1);
  });

  it('drops forged, replayed, relayed, foreign and oversized lines, and refuses bad ones to send', () => {
    const { rooms, net, lobby } = table();
    rooms[0]!.room.send('first', null);
    const frame = net.sent.find((s) => s.to === 'p2')!.bytes;
    net.deliver('p0', 'p2', frame); // replayed: same seq
    net.deliver('p1', 'p2', frame); // relayed by another seat's link
    const forged = frame.slice();
    forged[forged.length - 3]! ^= 1;
    net.deliver('p0', 'p2', forged);
    // Signed by seat 1's key but claiming seat 0.
    const body = { from: 0, game: gameId(lobby.setup), seq: 5, text: 'not me', to: null };
    const bad = encodeCanonical({ ...body, sig: sign(lobby.keys[1]!.secretKey, encodeCanonical(body)) });
    net.deliver('p0', 'p2', Uint8Array.of(0xc1, ...bad));
    net.deliver('p0', 'p2', Uint8Array.of(0xc1, ...new Uint8Array(CHAT_LIMITS.maxFrame + 1)));
    expect(rooms[2]!.room.lines().map((l) => l.text)).toEqual(['first']);
    expect(rooms[0]!.room.send('   ', null)).toBe('empty');
    expect(rooms[0]!.room.send('x'.repeat(CHAT_LIMITS.maxText + 1), null)).toBe('too-long');
    expect(rooms[0]!.room.send('me', 0)).toBe('bad-target');
    expect(rooms[0]!.room.send('nobody', 7)).toBe('bad-target');
  });

  it('limits the rate per seat, refills with time, and reloads its kept lines', async () => {
    let t = 0;
    const { rooms, saved, lobby, peerIds } = table(() => t);
    const sent = Array.from({ length: CHAT_LIMITS.burst + 2 }, (_, i) => rooms[0]!.room.send(`line ${i}`, null));
    expect(sent.filter((r) => r === null)).toHaveLength(CHAT_LIMITS.burst);
    expect(sent.at(-1)).toBe('too-fast');
    t += CHAT_LIMITS.refillMs;
    expect(rooms[0]!.room.send('later', null)).toBeNull();
    expect(rooms[1]!.room.lines()).toHaveLength(CHAT_LIMITS.burst + 1);
    // Seat 1's page reloads: the same lines, and its next line goes on after them.
    const split = splitChat(meshes(peerIds).of('p1'));
    const again = new ChatRoom({ setup: lobby.setup, seat: 1, keys: lobby.keys[1]!, peerIds, gameId: gameId(lobby.setup) }, split.game, split.onChat, { store: { load: async () => saved[1]!, save: () => undefined } });
    await again.load();
    expect(again.lines().map((l) => l.text)).toEqual(rooms[1]!.room.lines().map((l) => l.text));
    expect(again.unread()).toBe(0);
  });

  it('gives a late or returning link the lines it missed, each once and in its sender\'s order', () => {
    const { rooms, net } = table();
    const texts = (i: number) => rooms[i]!.room.lines().map((l) => `${l.from}>${l.to ?? '*'}: ${l.text}`);
    // The game starts; seat 0's link to seat 1 is not up yet (it came up 5 s late in a browser run).
    net.cut('p0', 'p1');
    expect(rooms[0]!.room.send('Hello, table', null)).toBeNull();
    expect(rooms[0]!.room.send('Just you, Lannister', 1)).toBeNull();
    expect(rooms[0]!.room.send('Not you, Lannister', 2)).toBeNull();
    expect(texts(1)).toEqual([]);
    expect(texts(2)).toEqual(['0>*: Hello, table', '0>2: Not you, Lannister']);
    net.open('p1', 'p0');
    expect(texts(1)).toEqual(['0>*: Hello, table', '0>1: Just you, Lannister']);
    expect(rooms[1]!.room.unread()).toBe(2);
    // The private line to seat 2 never went over seat 1's link, then or now.
    expect(net.sent.filter((s) => s.to === 'p1')).toHaveLength(2);
    // Seat 2's link drops and comes back: the same lines come again and show once.
    net.cut('p0', 'p2');
    net.open('p0', 'p2');
    expect(texts(2)).toEqual(['0>*: Hello, table', '0>2: Not you, Lannister']);
    expect(rooms[2]!.room.unread()).toBe(2);
    // A line sent while seat 1 is away, then the next one reaching it first (over a channel that
    // opened before seat 0's room heard of it): seq order all the same, each line once.
    net.cut('p0', 'p1');
    expect(rooms[0]!.room.send('Are you there?', null)).toBeNull();
    expect(rooms[0]!.room.send('Hello again', null)).toBeNull();
    const early = net.sent.at(-1)!.bytes; // seat 2's copy: the same frame
    net.deliver('p0', 'p1', early);
    expect(texts(1).at(-1)).toBe('0>*: Hello again');
    net.open('p0', 'p1');
    expect(texts(1)).toEqual(['0>*: Hello, table', '0>1: Just you, Lannister', '0>*: Are you there?', '0>*: Hello again']);
    net.deliver('p0', 'p1', early);
    expect(texts(1)).toHaveLength(4);
    expect(rooms[1]!.room.unread()).toBe(4);
    expect(texts(0)).toEqual(['0>*: Hello, table', '0>1: Just you, Lannister', '0>2: Not you, Lannister', '0>*: Are you there?', '0>*: Hello again']);
  });

  it('sends its own lines read back after a reload to the links already open, and goes on after them', async () => {
    let t = 0;
    const { rooms, saved, lobby, peerIds } = table(() => t);
    rooms[1]!.room.send('before the reload', null);
    t += CHAT_LIMITS.refillMs;
    // Seat 1's page reloads onto a new network where seat 2 never heard that line.
    const net = meshes(peerIds);
    const room = (seat: number, store: ChatStore | null) =>
      new ChatRoom({ setup: lobby.setup, seat, keys: lobby.keys[seat]!, peerIds, gameId: gameId(lobby.setup) }, splitChat(net.of(peerIds[seat]!)).game, splitChat(net.of(peerIds[seat]!)).onChat, { store, now: () => t, onLinkOpen: net.onLinkOpen(peerIds[seat]!) });
    const two = room(2, null);
    const one = room(1, { load: async () => saved[1]!, save: () => undefined });
    expect(two.lines()).toEqual([]);
    await one.load(); // the links were open before the store answered
    expect(two.lines().map((l) => `${l.from}:${l.seq} ${l.text}`)).toEqual(['1:0 before the reload']);
    expect(one.send('after it', null)).toBeNull();
    expect(two.lines().map((l) => `${l.from}:${l.seq} ${l.text}`)).toEqual(['1:0 before the reload', '1:1 after it']);
  });

  it('keeps a flooding seat within its rate, what it sends again and the lines kept', () => {
    let t = 0;
    const { rooms, net, lobby } = table(() => t);
    // Seat 0 is hostile: it signs its own lines (its key is its own) and sends them as fast as it likes.
    const forge = (seq: number, text = `line ${seq}`) => {
      const body = { game: gameId(lobby.setup), from: 0, to: null, seq, text };
      const sig = sign(lobby.keys[0]!.secretKey, new Uint8Array([...new TextEncoder().encode('sealed-orders/chat/v1'), ...encodeCanonical(body)]));
      return Uint8Array.of(0xc1, ...encodeCanonical({ ...body, sig }));
    };
    for (let seq = 0; seq < 100; seq++) net.deliver('p0', 'p1', forge(seq));
    expect(rooms[1]!.room.lines()).toHaveLength(CHAT_LIMITS.burst);
    // Its link opens again: as many more as a seat sends again, no more.
    net.open('p0', 'p1');
    for (let seq = 100; seq < 300; seq++) net.deliver('p0', 'p1', forge(seq));
    expect(rooms[1]!.room.lines()).toHaveLength(CHAT_LIMITS.burst + CHAT_LIMITS.resend);
    // Again at once: nothing more (a seat that redials to flood gains nothing); a minute on, as much again.
    net.cut('p0', 'p1');
    net.open('p0', 'p1');
    for (let seq = 300; seq < 310; seq++) net.deliver('p0', 'p1', forge(seq));
    expect(rooms[1]!.room.lines()).toHaveLength(CHAT_LIMITS.burst + CHAT_LIMITS.resend);
    t += CHAT_LIMITS.resendEveryMs;
    net.open('p0', 'p1');
    for (let seq = 310; seq < 400; seq++) net.deliver('p0', 'p1', forge(seq));
    expect(rooms[1]!.room.lines()).toHaveLength(2 * (CHAT_LIMITS.burst + CHAT_LIMITS.resend));
    // At its rate, for long: never more than `kept` lines, and one that went does not come back.
    for (let seq = 400; seq < 400 + CHAT_LIMITS.kept; seq++) {
      t += CHAT_LIMITS.refillMs;
      net.deliver('p0', 'p1', forge(seq));
    }
    const lines = rooms[1]!.room.lines();
    expect(lines).toHaveLength(CHAT_LIMITS.kept);
    expect(lines[0]!.seq).toBe(400);
    t += 10 * CHAT_LIMITS.refillMs;
    net.deliver('p0', 'p1', forge(0));
    net.deliver('p0', 'p1', forge(399));
    expect(rooms[1]!.room.lines()[0]!.seq).toBe(400);
    expect(rooms[1]!.room.lines()).toHaveLength(CHAT_LIMITS.kept);
    // A line older than every line kept but never seen (seq 5 was dropped by the rate) stays out too.
    net.deliver('p0', 'p1', forge(5));
    expect(rooms[1]!.room.lines()[0]!.seq).toBe(400);
  });

  it("leaves a player's public line out of a watcher's game intake: nothing refused (without it, one rejection)", () => {
    const lobby = makeLobby({ players: 3 }, seedBytes(8));
    const ids = ['p0', 'p1', 'p2', 'w-quiet', 'w-raw'];
    const net = meshes(ids);
    const game: LoadedGame = { setup: lobby.setup, seat: 0, keys: lobby.keys[0]!, peerIds: ids.slice(0, 3), gameId: gameId(lobby.setup) };
    const split = splitChat(net.of('p0'));
    const room = new ChatRoom(game, split.game, split.onChat);
    const clock = new ManualClock();
    const quiet = new Watcher({ transport: withoutChat(net.of('w-quiet')), clock, setup: lobby.setup });
    const raw = new Watcher({ transport: net.of('w-raw'), clock, setup: lobby.setup });
    expect(room.send('Good luck, all', null)).toBeNull();
    expect(net.sent.filter((s) => s.to === 'w-quiet' || s.to === 'w-raw')).toHaveLength(2); // the public frame reached both
    quiet.start();
    raw.start();
    net.deliver('p0', 'w-quiet', net.sent.find((s) => s.to === 'w-quiet')!.bytes);
    net.deliver('p0', 'w-raw', net.sent.find((s) => s.to === 'w-raw')!.bytes);
    expect(quiet.rejections).toEqual([]);
    expect(raw.rejections.length).toBeGreaterThan(0);
  });
});

describe('idbChatStore', () => {
  /** An IdbStore's namespace as a Map (it holds it all in memory too); `reopen` is a reload. */
  function records(map = new Map<string, Uint8Array>()) {
    const store: ChatRecords = {
      keys: (prefix) => [...map.keys()].filter((k) => k.startsWith(prefix)).sort(),
      get: (key) => map.get(key),
      put: (key, value) => void map.set(key, value.slice()),
      close: async () => undefined,
    };
    return { map, open: async () => store };
  }
  const frame = (n: number) => Uint8Array.of(0xc1, n >> 8, n & 0xff);
  const ids = (frames: readonly Uint8Array[]) => frames.map((f) => (f[1]! << 8) | f[2]!);

  it('keeps the last lines and its own last ones, in order, in as many slots whatever comes', async () => {
    const { map, open } = records();
    const store = idbChatStore('ns', open);
    const total = 2 * CHAT_LIMITS.kept + 3;
    for (let n = 0; n < total; n++) store.save(frame(n), n % 10 === 0);
    await store.load();
    expect(map.size).toBe(CHAT_LIMITS.kept + CHAT_LIMITS.resend + 2); // the slots and the two counts
    const again = idbChatStore('ns', open);
    const loaded = ids(await again.load());
    const own = Array.from({ length: total }, (_, n) => n).filter((n) => n % 10 === 0);
    expect(loaded).toEqual([...Array.from({ length: CHAT_LIMITS.kept }, (_, k) => total - CHAT_LIMITS.kept + k), ...own.slice(-CHAT_LIMITS.resend)]);
    again.save(frame(total), false);
    expect(ids(await idbChatStore('ns', open).load()).slice(CHAT_LIMITS.kept - 2, CHAT_LIMITS.kept)).toEqual([total - 1, total]);
  });

  it('moves the last lines of a namespace from before the rings into its ring', async () => {
    const old = new Map(Array.from({ length: CHAT_LIMITS.kept + 100 }, (_, n) => [`line/${String(n).padStart(6, '0')}`, frame(n)] as const));
    const { open } = records(old);
    const store = idbChatStore('ns', open);
    expect(ids(await store.load())).toEqual(Array.from({ length: CHAT_LIMITS.kept }, (_, k) => 100 + k));
    store.save(frame(9999), false);
    const loaded = ids(await idbChatStore('ns', open).load());
    expect(loaded).toHaveLength(CHAT_LIMITS.kept);
    expect([loaded[0], loaded.at(-1)]).toEqual([101, 9999]);
  });

  it("lets a seat's seq go on after a reload however many lines of others pushed its own out", async () => {
    let t = 0;
    const lobby = makeLobby({ players: 3 }, seedBytes(8));
    const peerIds = ['p0', 'p1', 'p2'];
    const game = (seat: number): LoadedGame => ({ setup: lobby.setup, seat, keys: lobby.keys[seat]!, peerIds, gameId: gameId(lobby.setup) });
    const net = meshes(peerIds);
    const { open } = records();
    const zero = new ChatRoom(game(0), splitChat(net.of('p0')).game, splitChat(net.of('p0')).onChat, { now: () => t });
    const one = new ChatRoom(game(1), splitChat(net.of('p1')).game, splitChat(net.of('p1')).onChat, { now: () => t, store: idbChatStore('ns', open) });
    expect(one.send('mine', null)).toBeNull();
    for (let i = 0; i < CHAT_LIMITS.kept; i++) {
      t += CHAT_LIMITS.refillMs;
      expect(zero.send(`line ${i}`, null)).toBeNull();
    }
    await Promise.resolve();
    const two = new ChatRoom(game(2), splitChat(net.of('p2')).game, splitChat(net.of('p2')).onChat, { now: () => t });
    const reloaded = new ChatRoom(game(1), splitChat(net.of('p1')).game, splitChat(net.of('p1')).onChat, { now: () => t, store: idbChatStore('ns', open) });
    await reloaded.load();
    expect(reloaded.lines()).toHaveLength(CHAT_LIMITS.kept);
    t += CHAT_LIMITS.refillMs;
    expect(reloaded.send('mine again', null)).toBeNull();
    // Seat 2 has seq 0 of seat 1 already: a second line at seq 0 would be dropped there.
    expect(two.lines().filter((l) => l.from === 1).map((l) => `${l.seq} ${l.text}`)).toEqual(['0 mine', '1 mine again']);
  });
});
