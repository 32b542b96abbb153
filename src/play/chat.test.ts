// Chat beside the game: three seats over a small in-memory mesh. A public line reaches everyone, a
// private one only its addressee (the third seat never gets its bytes); the game's transport never
// sees a chat frame and the chat never sees a game message; forged, replayed, misaddressed, foreign,
// oversized and too frequent lines are dropped; unread counts; the kept lines come back on load.
import { describe, expect, it } from 'vitest';
import { encodeCanonical, sign } from '../../crypto/index';
import type { MessageHandler, PeerId, Transport } from '../net/transport';
import { makeLobby, seedBytes } from '../session/harness';
import { gameId } from '../session/setup';
import type { LoadedGame } from '../persist/saved-game';
import { ManualClock } from '../session/clock';
import { Watcher } from '../session/watcher';
import { CHAT_LIMITS, ChatRoom, splitChat, withoutChat, type ChatStore } from './chat';

/** Meshes that deliver at once; `sent` records every frame by its receiver. */
function meshes(ids: readonly PeerId[]) {
  const handlers = new Map<PeerId, Set<MessageHandler>>(ids.map((id) => [id, new Set()]));
  const sent: { to: PeerId; bytes: Uint8Array }[] = [];
  const deliver = (from: PeerId, to: PeerId, bytes: Uint8Array) => {
    sent.push({ to, bytes });
    for (const h of handlers.get(to) ?? []) h(from, bytes);
  };
  const of = (self: PeerId): Transport => ({
    self,
    peers: () => ids.filter((i) => i !== self),
    send: (to, bytes) => deliver(self, to, bytes),
    broadcast: (bytes) => ids.filter((i) => i !== self).forEach((to) => deliver(self, to, bytes)),
    onMessage: (h) => {
      handlers.get(self)!.add(h);
      return () => handlers.get(self)!.delete(h);
    },
    close: () => undefined,
  });
  return { of, sent, deliver };
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
    return { room: new ChatRoom(game, split.game, split.onChat, store, now), split, game };
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
    const again = new ChatRoom({ setup: lobby.setup, seat: 1, keys: lobby.keys[1]!, peerIds, gameId: gameId(lobby.setup) }, split.game, split.onChat, { load: async () => saved[1]!, save: () => undefined });
    await again.load();
    expect(again.lines().map((l) => l.text)).toEqual(rooms[1]!.room.lines().map((l) => l.text));
    expect(again.unread()).toBe(0);
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
