// Hostile guests at the lobby host (issue 15, findings 3 and 8): a flood of readies, changed or
// not, costs the host a bounded amount of output and gets the flooder removed with a message it
// can read; names cannot copy someone else's, hide characters or fake a "(bot)" mark.
import { describe, expect, it } from 'vitest';
import { createDrbg } from '../../crypto/index';
import type { Timers } from '../net/peerjs-backoff';
import type { RandomSource } from '../session/setup';
import { TOO_MANY_MESSAGES } from './lobby-host';
import { encodeGuestMessage } from './lobby-messages';
import { cleanName, uniqueName } from './lobby-names';
import { createLobby, DEFAULT_SETTINGS, joinLobby, lobbyDigest, lobbyPeerId, MemoryLobbyHub, newIdentity, newLobbyId, type LobbyGuest, type LobbyHost } from './lobby-protocol';

const flush = () => new Promise((r) => setTimeout(r, 0));
const rng = (label: string): RandomSource => createDrbg(new Uint8Array(32).fill(9), label);

/** A clock the test moves; timers fire when it passes them. */
class Clock implements Timers {
  private t = 0;
  private next = 1;
  private readonly due = new Map<number, { at: number; f: () => void }>();
  setTimeout(f: () => void, ms: number): unknown {
    const id = this.next++;
    this.due.set(id, { at: this.t + ms, f });
    return id;
  }
  clearTimeout(h: unknown): void {
    this.due.delete(h as number);
  }
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
    for (const [id, d] of [...this.due].sort((a, b) => a[1].at - b[1].at)) {
      if (d.at > this.t) continue;
      this.due.delete(id);
      d.f();
    }
  }
}

function lobbyWith(names: string[], clock = new Clock(), players: 4 | 5 = 4) {
  const hub = new MemoryLobbyHub();
  const r = rng('host');
  const lobby = newLobbyId(r);
  const host: LobbyHost = createLobby({ link: hub.host(lobbyPeerId(lobby)), lobby, name: 'Ann', identity: newIdentity(r), rng: r, timers: clock, settings: { ...DEFAULT_SETTINGS, players, houses: Array.from({ length: players }, () => null), tidesOfBattle: false, deadlines: { move: 60_000, sealed: 60_000, deck: 60_000 } } });
  const guests: LobbyGuest[] = names.map((name, i) => {
    const g = rng(`guest-${i}`);
    return joinLobby({ link: hub.guest(`conn-${i}`, lobbyPeerId(lobby)), host: lobbyPeerId(lobby), name, identity: newIdentity(g), rng: g });
  });
  return { hub, host, guests, lobby, clock };
}

/** What the host sent from now on: messages and bytes. */
function hostOutput(hub: MemoryLobbyHub, lobby: string) {
  const from = hub.sent.length;
  return () => {
    const out = hub.sent.slice(from).filter((m) => m.from === lobbyPeerId(lobby));
    return { messages: out.length, bytes: out.reduce((n, m) => n + m.bytes.length, 0) };
  };
}

describe('a guest flooding the host with readies', () => {
  it('2000 identical readies: the host sends almost nothing, and the flooder is removed with a reason it is shown', async () => {
    const { hub, host, guests, lobby, clock } = lobbyWith(['Bob', 'Cy', 'Dee']);
    await flush();
    clock.advance(1000);
    const bob = guests[0]!;
    bob.setReady(true);
    await flush();
    clock.advance(1000);
    const output = hostOutput(hub, lobby);
    const digest = lobbyDigest(host.view());
    const commitment = host.view().slots[1]!.nonceCommitment;
    const same = encodeGuestMessage({ t: 'ready', digest, nonceCommitment: commitment });
    for (let i = 0; i < 2000; i += 1) {
      hub.inject('conn-0', lobbyPeerId(lobby), same);
      if (i % 100 === 0) clock.advance(1); // 2000 messages in 20 ms
    }
    await flush();
    clock.advance(1000);
    await flush();
    const { messages, bytes } = output();
    // Main sent 26,000 messages and 42 MB for this: every ready re-sent the view to everyone.
    expect(messages).toBeLessThanOrEqual(8);
    expect(bytes).toBeLessThan(8 * 1024);
    await expect(bob.result).rejects.toThrow(TOO_MANY_MESSAGES);
    expect(host.view().slots.map((s) => s.name)).toEqual(['Ann', 'Cy', 'Dee']);
    expect(guests[1]!.view()!.slots.map((s) => s.name)).toEqual(['Ann', 'Cy', 'Dee']);
  });

  it('readies that change every time: at most one state per 100 ms goes out, the latest', async () => {
    const { hub, host, guests, lobby, clock } = lobbyWith(['Bob', 'Cy']);
    await flush();
    clock.advance(1000);
    const output = hostOutput(hub, lobby);
    // Ten changes within 50 ms, each within Bob's rate: one state now, one with the rest after 100 ms.
    for (let i = 0; i < 10; i += 1) {
      guests[0]!.setReady(i % 2 === 0);
      await flush();
      clock.advance(5);
    }
    clock.advance(100);
    await flush();
    const broadcasts = output().messages / 2; // two guests receive each state
    expect(broadcasts).toBeLessThanOrEqual(2);
    expect(guests[1]!.view()!.slots[1]!.ready).toBeNull(); // the last change (not ready) arrived
    expect(host.view().slots[1]!.ready).toBeNull();
  });
});

describe('names', () => {
  it('cleans hidden and bracket characters, caps the length and numbers duplicates', () => {
    expect(cleanName('Ev\u202Eil\u200B  Twin\u2066')).toBe('Evil Twin');
    expect(cleanName('Bot 2 (bot)')).toBe('Bot 2 bot');
    expect(cleanName('\u200B\u200D')).toBe('Player');
    expect([...cleanName('x'.repeat(40))]).toHaveLength(24);
    expect(uniqueName('alice', ['Alice'])).toBe('alice 2');
    expect(uniqueName('ａｌｉｃｅ', ['Alice', 'alice 2'])).toBe('ａｌｉｃｅ 3');
  });

  it('every page shows unique, clean names, and "(bot)" only on the bot', async () => {
    const { host, guests, clock } = lobbyWith(['Ann', 'Bot 1 (bot)', 'Ev\u202Eil\u200B'], new Clock(), 5);
    await flush();
    host.addBot();
    clock.advance(200);
    await flush();
    const shown = (v: ReturnType<LobbyHost['view']>) => v.slots.map((s) => `${s.name}${s.bot ? ' (bot)' : ''}`);
    const seen = [shown(host.view()), ...guests.map((g) => shown(g.view()!))];
    for (const view of seen) expect(view).toEqual(['Ann', 'Ann 2', 'Bot 1 bot', 'Evil', 'Bot 1 (bot)']);
  });
});
