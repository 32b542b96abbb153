// The lobby's state machines over the in-memory link: joining, watching when full, settings,
// random houses from joint randomness (the same on every peer, per the rule), a nonce opening that
// does not match, a tampered start, bots, malformed and oversized messages, and timeouts.
import { describe, expect, it } from 'vitest';
import { createDrbg, encodeCanonical, equalBytes, keyPairFromSeed, toHex, type CanonicalValue } from '../../crypto/index';
import { HOUSES_BY_PLAYER_COUNT, RULES_VERSION, rulesBuildName, rulesFingerprint } from '../../engine/index';
import type { Timers } from '../net/peerjs-backoff';
import { drawnHouses, gameId, parseSetup, setupValue, type RandomSource } from '../session/setup';
import { lookAtLobby, tableOf } from './lobby-look';
import { decodeGuestMessage, decodeHostMessage, encodeGuestMessage, encodeHostMessage, MAX_LOBBY_MESSAGE_BYTES } from './lobby-messages';
import {
  agotResult,
  assignHouses,
  createLobby,
  settingsProblem,
  DEFAULT_SETTINGS,
  joinLobby,
  lobbyPeerId,
  lobbyUrl,
  MemoryLobbyHub,
  newIdentity,
  newLobbyId,
  parseLobbyFragment,
  LobbyError,
  type LobbyGuest,
  type LobbyHost,
  type LobbyReport,
  type AnyLobbyResult,
  type LobbySettings,
} from './lobby-protocol';
import { AGOT } from '../games/agot';

const flush = () => new Promise((r) => setTimeout(r, 0));
const rng = (label: string): RandomSource => createDrbg(new Uint8Array(32).fill(7), label);

/** Timers that fire only when the test says so. */
class FakeTimers implements Timers {
  private next = 1;
  readonly pending = new Map<number, () => void>();
  setTimeout(callback: () => void, _ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, callback);
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  now(): number {
    return 0;
  }
  fireAll(): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const f of all) f();
  }
}

interface World {
  hub: MemoryLobbyHub;
  host: LobbyHost;
  guests: LobbyGuest[];
  timers: FakeTimers;
  hostReports: LobbyReport[];
  lobby: string;
}

function world(seed: string, settings: Partial<LobbySettings> = {}): World {
  const hub = new MemoryLobbyHub();
  const r = rng(`${seed}/host`);
  const lobby = newLobbyId(r);
  const timers = new FakeTimers();
  const host = createLobby({ link: hub.host(lobbyPeerId(lobby)), lobby, name: 'Ann', identity: newIdentity(r), rng: r, timers, stateIntervalMs: 0 });
  const hostReports: LobbyReport[] = [];
  host.onReport((x) => hostReports.push(x));
  if (Object.keys(settings).length > 0) host.updateSettings(settings);
  return { hub, host, guests: [], timers, hostReports, lobby };
}

function join(w: World, name: string, watch = false): LobbyGuest {
  const r = rng(`${w.lobby}/${name}`);
  const guest = joinLobby({ link: w.hub.guest(`lobby-${name}`, lobbyPeerId(w.lobby)), host: lobbyPeerId(w.lobby), name, identity: newIdentity(r), rng: r, watch });
  w.guests.push(guest);
  return guest;
}

async function readyAll(w: World): Promise<void> {
  await flush();
  for (const g of w.guests) if (g.slot() !== null) g.setReady(true);
  await flush();
  w.host.setReady(true);
  await flush();
}

const houseOfSlot = (res: AnyLobbyResult, slot: number, slotOfSeat: number[]) => res.setup.seats[slotOfSeat.indexOf(slot)]!.house;

describe('lobby links', () => {
  it('puts the lobby id in the fragment and keeps the broker parameter, and no other page setting', () => {
    const id = newLobbyId(rng('link'));
    const url = lobbyUrl({ origin: 'http://localhost:5173', pathname: '/', search: '?autoplay&broker=localhost:9000/signal&seed=ab' }, id);
    expect(url).toBe(`http://localhost:5173/?broker=localhost%3A9000%2Fsignal#lobby=${id}`);
    expect(new URL(url).searchParams.get('broker')).toBe('localhost:9000/signal');
    expect(lobbyUrl({ origin: 'http://localhost:5173', pathname: '/', search: '?autoplay' }, id)).toBe(`http://localhost:5173/#lobby=${id}`);
    expect(parseLobbyFragment(new URL(url).hash)).toBe(id);
    expect(parseLobbyFragment('#lobby=../../etc')).toBeNull();
    expect(parseLobbyFragment('')).toBeNull();
    expect(lobbyPeerId(id)).toBe(`so-lobby-${id}`);
  });
});

describe('joining', () => {
  it('seats joiners in order, shows every peer the same lobby, and starts when all are ready', async () => {
    const w = world('join');
    const bob = join(w, 'Bob');
    const cy = join(w, 'Cy');
    await flush();
    expect(w.host.view().slots.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(bob.slot()).toBe(1);
    expect(cy.slot()).toBe(2);
    expect(encodeCanonical(bob.view()!.slots.map((s) => s.publicKey))).toEqual(encodeCanonical(w.host.view().slots.map((s) => s.publicKey)));
    await readyAll(w);
    const results = await Promise.all([w.host.result, bob.result, cy.result]);
    const ids = results.map((r) => toHex(r.gameId));
    expect(new Set(ids).size).toBe(1);
    expect(results.map((r) => r.seat).sort()).toEqual([0, 1, 2]);
    for (const r of results) {
      expect(toHex(gameId(r.setup))).toBe(ids[0]);
      expect(parseSetup(setupValue(r.setup), AGOT).ok).toBe(true); // what a log file would carry reads back
      expect(r.acceptances).toHaveLength(3);
      const mine = r.setup.seats[r.seat!]!;
      expect(equalBytes(mine.publicKey, r.identity.keys.publicKey)).toBe(true);
      expect(r.peerIds[r.seat!]).toBe(r.identity.peerId);
    }
    expect(results[0]!.names.slice().sort()).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it('answers a joiner who comes after the start with the settled game: it watches, checked as an in-lobby watcher is', async () => {
    const w = world('late');
    const bob = join(w, 'Bob');
    join(w, 'Cy');
    await readyAll(w);
    const started = await w.host.result;
    bob.close(); // the players leave the lobby link; the creator's page keeps it open
    await flush();
    // Fay opens the link in round 2, asking for a seat: the game is full, she watches it.
    const fay = join(w, 'Fay');
    const late = await fay.result;
    expect(late.seat).toBeNull();
    expect(toHex(late.gameId)).toBe(toHex(started.gameId));
    expect(late.peerIds).toEqual(started.peerIds);
    expect(late.acceptances.map(toHex)).toEqual(started.acceptances.map(toHex));
    // A look before joining sees the table as it started: every seat taken.
    const looker = w.hub.guest('lobby-looker', lobbyPeerId(w.lobby));
    const seen: unknown[] = [];
    looker.onMessage((_, bytes) => seen.push(decodeHostMessage(bytes)));
    await flush();
    looker.send(lobbyPeerId(w.lobby), encodeGuestMessage({ t: 'look' }));
    await flush();
    expect(seen).toMatchObject([{ ok: true, value: { t: 'state', view: { phase: 'accepting', slots: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }] } } }]);
    // Gus says something else than hello: dropped. Hal claims another key's game id: refused.
    const gus = w.hub.guest('lobby-gus', lobbyPeerId(w.lobby));
    await flush();
    gus.send(lobbyPeerId(w.lobby), encodeGuestMessage({ t: 'ready', digest: null, nonceCommitment: null }));
    const hal = join(w, 'Hal');
    (hal as unknown as { options: { identity: { peerId: string } } }).options.identity.peerId = started.peerIds[0]!;
    await flush();
    await expect(hal.result).rejects.toThrow(/refused/);
    expect(w.hostReports.map((r) => ('code' in r ? r.code : r.kind))).toEqual(expect.arrayContaining(['game-started', 'refused-peer-id-not-of-key']));
  });

  it('makes a joiner watch when the seats are full; the watcher gets the same game and no seat', async () => {
    const w = world('watch');
    join(w, 'Bob');
    join(w, 'Cy');
    const dee = join(w, 'Dee');
    const eve = join(w, 'Eve', true);
    await flush();
    expect(w.host.view().watchers.map((x) => x.name)).toEqual(['Dee', 'Eve']);
    expect(dee.slot()).toBeNull();
    await readyAll(w);
    const [hostResult, deeResult, eveResult] = await Promise.all([w.host.result, dee.result, eve.result]);
    expect(deeResult.seat).toBeNull();
    expect(eveResult.seat).toBeNull();
    expect(toHex(deeResult.gameId)).toBe(toHex(hostResult.gameId));
    expect(deeResult.peerIds).toEqual(hostResult.peerIds);
  });

  it('gives a freed seat to a watcher who asked to play, never to one who chose to watch', async () => {
    const w = world('promote');
    join(w, 'Bob');
    const cy = join(w, 'Cy');
    join(w, 'Eve', true);
    const dee = join(w, 'Dee');
    await flush();
    cy.close();
    await flush();
    expect(w.host.view().slots.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Dee']);
    expect(dee.slot()).toBe(2);
    expect(w.host.view().watchers.map((x) => x.name)).toEqual(['Eve']);
  });

  it('refuses a second hello, a duplicate key, and messages from someone who never said hello', async () => {
    const w = world('dup');
    const bob = join(w, 'Bob');
    await flush();
    const hello = w.hub.sent.find((m) => m.from === 'lobby-Bob')!.bytes;
    w.hub.inject('lobby-Bob', lobbyPeerId(w.lobby), hello);
    w.hub.inject('lobby-mallory', lobbyPeerId(w.lobby), encodeGuestMessage({ t: 'ready', digest: null, nonceCommitment: null }));
    await flush();
    expect(w.hostReports.map((r) => r.kind === 'dropped' && r.code)).toEqual(['second-hello', 'no-hello']);
    // Mallory replays Bob's hello from another connection: same key, refused.
    const mallory = w.hub.guest('lobby-m2', lobbyPeerId(w.lobby));
    const got: string[] = [];
    mallory.onMessage((_, b) => {
      const m = decodeHostMessage(b);
      if (m.ok && m.value.t === 'refused') got.push(m.value.reason);
    });
    await flush();
    mallory.send(lobbyPeerId(w.lobby), hello);
    await flush();
    expect(got).toEqual(['duplicate']);
    expect(bob.slot()).toBe(1);
  });
});

describe('a look before joining', () => {
  it('shows whose table it is and the free seats, and keeps nothing of the looker', async () => {
    const w = world('look', { players: 4 });
    w.host.addBot('hard');
    const bob = join(w, 'Bob');
    await flush();
    const link = w.hub.guest('lobby-looker', lobbyPeerId(w.lobby));
    const view = await lookAtLobby(link, lobbyPeerId(w.lobby));
    expect(view.slots.map((s) => s.name)).toEqual(['Ann', 'Bot 1', 'Bob']);
    expect(view.slots[1]!.level).toBe('hard');
    expect(tableOf(view)).toEqual({ creator: 'Ann', free: 1, seats: 4 });
    await flush();
    expect(w.host.view().slots).toHaveLength(3); // the looker took no seat…
    expect(w.host.view().watchers).toHaveLength(0); // …and does not watch
    expect(bob.view()!.slots).toHaveLength(3);
  });
});

describe('settings', () => {
  it('applies the creator’s settings; a change voids every ready, and joiners must agree again', async () => {
    const w = world('settings');
    const bob = join(w, 'Bob');
    const cy = join(w, 'Cy');
    await flush();
    bob.setReady(true);
    await flush();
    expect(bob.isReady()).toBe(true);
    w.host.updateSettings({ players: 4, tidesOfBattle: true, deadlines: { move: 90_000, sealed: 30_000, deck: 45_000 }, houses: ['greyjoy', null, null, null] });
    await flush();
    expect(bob.isReady()).toBe(false);
    expect(bob.view()!.slots[1]!.ready).toBeNull();
    expect(cy.view()!.settings.players).toBe(4);
    w.host.addBot();
    await readyAll(w);
    const r = await bob.result;
    expect(r.setup.config).toEqual({ players: 4, tidesOfBattle: true, ...DEFAULT_SETTINGS.options });
    expect(r.setup.deadlines).toEqual({ move: 90_000, sealed: 30_000, deck: 45_000 });
    expect(r.setup.seats[r.names.indexOf('Ann')]!.house).toBe('greyjoy');
  });

  it('refuses unplayable settings (a house twice, one that does not play at the count, deadlines out of range)', () => {
    const w = world('bad-settings');
    expect(() => w.host.updateSettings({ houses: ['stark', 'stark', null] })).toThrow(RangeError);
    expect(() => w.host.updateSettings({ deadlines: { move: 5, sealed: 60_000, deck: 60_000 } })).toThrow(RangeError);
    // A game over days: two days per decision is playable, more than a week is not.
    const day = 86_400_000;
    w.host.updateSettings({ deadlines: { move: 2 * day, sealed: 2 * day, deck: day } });
    expect(w.host.view().settings.deadlines).toEqual({ move: 2 * day, sealed: 2 * day, deck: day });
    expect(() => w.host.updateSettings({ deadlines: { move: 8 * day, sealed: day, deck: day } })).toThrow(RangeError);
    // Martell does not play with 3: it is cleared to random rather than kept.
    w.host.updateSettings({ houses: ['martell', null, null] });
    expect(w.host.view().settings.houses).toEqual([null, null, null]);
  });

  it('keeps a rule option only at the player counts it changes (optionsFor): one chosen elsewhere goes back to the reading', async () => {
    const w = world('options-by-count');
    const bob = join(w, 'Bob');
    await flush();
    const options = () => w.host.view().settings.options;
    // 3 players: the Lannister ship left out, Dark Wings as printed.
    w.host.updateSettings({ options: { ...options(), lannisterPortShipAtThree: false, darkWingsPorts: false } });
    expect(options().lannisterPortShipAtThree).toBe(false);
    // At 4 the ship is placed whatever the option says: it goes back to the reading; Dark Wings, for every count, stays.
    w.host.updateSettings({ players: 4 });
    w.host.updateSettings({ options: { ...options(), kingsCourtOverlay: 'two-positions' } });
    expect(options()).toEqual({ ...DEFAULT_SETTINGS.options, darkWingsPorts: false, kingsCourtOverlay: 'two-positions' });
    await flush();
    expect(bob.view()!.settings.options.kingsCourtOverlay).toBe('two-positions');
    // At 5 the overlay (for 4 only) goes; one set while it changes nothing is not kept either.
    w.host.updateSettings({ players: 5 });
    expect(options()).toEqual({ ...DEFAULT_SETTINGS.options, darkWingsPorts: false });
    w.host.updateSettings({ options: { ...options(), kingsCourtOverlay: 'two-positions', lannisterPortShipAtThree: false } });
    expect(options()).toEqual({ ...DEFAULT_SETTINGS.options, darkWingsPorts: false });
    // Back at 4, the overlay is at the reading: the earlier choice was dropped, not hidden.
    w.host.updateSettings({ players: 4 });
    expect(options().kingsCourtOverlay).toBe('four-positions');
    await flush();
    expect(bob.view()!.settings.options).toEqual(options());
    // A lobby created with settings (a rematch) starts with them the same way.
    const r = rng('options-by-count/rematch');
    const lobby = newLobbyId(r);
    const rematch = createLobby({ link: new MemoryLobbyHub().host(lobbyPeerId(lobby)), lobby, name: 'Ann', identity: newIdentity(r), rng: r, timers: new FakeTimers(), settings: { ...DEFAULT_SETTINGS, players: 6, houses: [null, null, null, null, null, null], options: { ...DEFAULT_SETTINGS.options, kingsCourtOverlay: 'two-positions' } } });
    expect(rematch.view().settings.options).toEqual(DEFAULT_SETTINGS.options);
    rematch.close();
  });

  it('a smaller player count sends bots away first, then the last joiners watch', async () => {
    const w = world('shrink', { players: 5 });
    join(w, 'Bob');
    join(w, 'Cy');
    await flush();
    w.host.addBot();
    w.host.addBot();
    w.host.updateSettings({ players: 3 });
    await flush();
    expect(w.host.view().slots.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Cy']);
    w.host.updateSettings({ players: 4 });
    w.host.addBot();
    join(w, 'Dee');
    await flush();
    expect(w.host.view().watchers.map((x) => x.name)).toEqual(['Dee']);
  });
});

describe('the 1st edition (issue 22)', () => {
  it('a lobby of the 1st edition settles, on every peer, a 1st-edition game of its houses and build', async () => {
    const w = world('first-edition', { players: 5 });
    w.host.updateSettings({ tidesOfBattle: true });
    w.host.updateSettings({ ruleset: '1e', houses: [null, 'tyrell', null, null, null] });
    // Tides of Battle is no 1st-edition option (1E-OPT-01); the chosen house is the 1st edition's.
    expect(w.host.view().settings).toMatchObject({ ruleset: '1e', tidesOfBattle: false, players: 5 });
    w.host.updateSettings({ players: 3 }); // Tyrell does not play at 3 (1E-FEW-01): back to random
    expect(w.host.view().settings.houses).toEqual([null, null, null]);
    const bob = join(w, 'Bob');
    await flush();
    expect(bob.view()!.settings.ruleset).toBe('1e');
    w.host.addBot();
    await readyAll(w);
    const [a, b] = await Promise.all([w.host.result, bob.result]);
    for (const r of [a, b]) {
      expect(r.setup.config).toEqual({ players: 3, ruleset: '1e' });
      expect(r.setup.rules).toBe(rulesFingerprint('1e'));
      expect(r.setup.seats.map((s) => s.house)).toEqual(['stark', 'lannister', 'baratheon']);
    }
    expect(toHex(gameId(a.setup))).toBe(toHex(gameId(b.setup)));
    expect(parseSetup(setupValue(a.setup), AGOT).ok).toBe(true);
  });

  it('1E-SETUP-04: at its defaults a 1st-edition lobby draws every house at random, as the start cards do, the same on every peer', async () => {
    const w = world('first-edition-start-cards');
    w.host.updateSettings({ ruleset: '1e' });
    expect(w.host.view().settings.houses).toEqual([null, null, null]); // nobody chose: every house is drawn
    const bob = join(w, 'Bob');
    w.host.addBot();
    await readyAll(w);
    const [a, b] = await Promise.all([w.host.result, bob.result]);
    for (const r of [a, b]) {
      expect(r.setup.drawn).toEqual([0, 1, 2]);
      expect(new Set(r.setup.seats.map((s) => s.house)).size).toBe(3);
      expect(r.setup.seats.every((s) => ['stark', 'lannister', 'baratheon'].includes(s.house))).toBe(true); // the 3-player houses (1E-FEW-01)
    }
    expect(toHex(gameId(a.setup))).toBe(toHex(gameId(b.setup)));
  });

  it('refuses a 1st-edition lobby of 6 players or with Tides of Battle, and a 2nd-edition one keeps no ruleset', () => {
    const w = world('first-edition-refusals');
    expect(() => w.host.updateSettings({ ruleset: '1e', players: 6, houses: [null, null, null, null, null, null] })).toThrow(/ruleset/);
    expect(settingsProblem({ ...w.host.view().settings, ruleset: '1e', tidesOfBattle: true })).toBe('ruleset');
    expect(settingsProblem({ ...w.host.view().settings, ruleset: '1e', houses: ['martell', null, null] })).toBe('houses');
    w.host.updateSettings({ ruleset: '1e' });
    w.host.updateSettings({ ruleset: undefined, tidesOfBattle: true });
    expect('ruleset' in w.host.view().settings && w.host.view().settings.ruleset !== undefined).toBe(false);
    expect(w.host.view().settings.tidesOfBattle).toBe(true);
  });
});

describe('relays (issue 18: games over days)', () => {
  it('every seat gets the relays it said ready to; a change voids every ready; the game id does not depend on them', async () => {
    const relays = ['wss://relay.example.org/', 'ws://127.0.0.1:7777/'];
    const w = world('relays', { houses: ['stark', 'lannister', 'baratheon'] });
    const bob = join(w, 'Bob');
    join(w, 'Cy');
    await flush();
    bob.setReady(true);
    await flush();
    w.host.updateSettings({ relays });
    await flush();
    expect(bob.isReady()).toBe(false);
    expect(bob.view()!.settings.relays).toEqual(relays);
    await readyAll(w);
    const results = await Promise.all([w.host.result, ...w.guests.map((g) => g.result)]);
    for (const r of results) expect(r.relays).toEqual(relays);
    // The same table without relays makes the same game: a relay list is transport, not rules.
    const v = world('relays', { houses: ['stark', 'lannister', 'baratheon'] });
    join(v, 'Bob');
    join(v, 'Cy');
    await readyAll(v);
    const plain = await v.host.result;
    expect(plain.relays).toEqual([]);
    expect(toHex(plain.gameId)).toBe(toHex(results[0]!.gameId));
  });

  it('refuses a relay list that is not at most 8 distinct ws:// or wss:// addresses, written as the URL parser writes them', async () => {
    const w = world('bad-relays');
    const bob = join(w, 'Bob');
    await flush();
    for (const bad of [['https://relay.example.org/'], ['wss://relay.example.org'], ['wss://me:secret@relay.example.org/'], ['wss://relay.example.org/#x'], ['wss://a.org/', 'wss://a.org/'], Array.from({ length: 9 }, (_, i) => `wss://r${i}.org/`), [`wss://${'a'.repeat(200)}.org/`]]) {
      expect(() => w.host.updateSettings({ relays: bad })).toThrow(RangeError);
    }
    expect(w.host.view().settings.relays).toEqual([]);
    // Nor does a state naming such a list decode on a guest.
    const view = bob.view()!;
    const withRelays = (relays: unknown) => encodeHostMessage({ t: 'state', view: { ...view, settings: { ...view.settings, relays: relays as string[] } } });
    expect(decodeHostMessage(withRelays(['wss://relay.example.org/'])).ok).toBe(true);
    for (const bad of [['javascript:alert(1)'], 'wss://relay.example.org/', [7]]) {
      expect(decodeHostMessage(withRelays(bad))).toMatchObject({ ok: false, error: { code: 'bad-message', path: ['view', 'settings', 'relays'] } });
    }
  });
});

describe('houses by joint randomness', () => {
  it('every peer gets the same houses, the chosen ones kept and the rest as H(all nonces) says', async () => {
    const w = world('random', { players: 5, houses: [null, 'tyrell', null, null, null] });
    const guests = ['Bob', 'Cy'].map((n) => join(w, n));
    await flush();
    w.host.addBot();
    w.host.addBot();
    const starts: { nonces: (Uint8Array | null)[] }[] = [];
    w.hub.tamper = (_from, to, bytes) => {
      const m = decodeHostMessage(bytes);
      if (m.ok && m.value.t === 'start' && to === 'lobby-Bob') starts.push({ nonces: [...m.value.start.nonces] });
      return bytes;
    };
    await readyAll(w);
    const results = await Promise.all([w.host.result, ...guests.map((g) => g.result)]);
    expect(new Set(results.map((r) => toHex(r.gameId))).size).toBe(1);
    const view = w.host.view();
    const expected = assignHouses(view.lobby, view.settings, starts[0]!.nonces);
    const slotOfSeat = HOUSES_BY_PLAYER_COUNT[5].map((h) => expected.indexOf(h));
    expect(expected[1]).toBe('tyrell');
    expect([...expected].sort()).toEqual([...HOUSES_BY_PLAYER_COUNT[5]].sort());
    for (const r of results) {
      for (let slot = 0; slot < 5; slot++) expect(houseOfSlot(r, slot, slotOfSeat)).toBe(expected[slot]);
      expect(r.setup.seats.map((s) => s.house)).toEqual(HOUSES_BY_PLAYER_COUNT[5]);
      // The drawn houses are in the setup (and so the game id): every seat but Tyrell's, chosen.
      expect(drawnHouses(r.setup).sort()).toEqual(HOUSES_BY_PLAYER_COUNT[5].filter((h) => h !== 'tyrell').sort());
    }
    // Every slot opened a nonce that matches its commitment (the host checked; so does settle).
    expect(starts[0]!.nonces.every((n) => n !== null)).toBe(true);
  });

  it('the draw from the nonces reaches every arrangement, about equally often', () => {
    const settings: LobbySettings = { ...DEFAULT_SETTINGS, players: 3, houses: [null, null, null], tidesOfBattle: false, deadlines: { move: 60_000, sealed: 60_000, deck: 60_000 } };
    const seen = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const nonces = [0, 1, 2].map((k) => createDrbg(new Uint8Array(32).fill(i % 256), `n${k}/${i}`).bytes(32));
      const key = assignHouses('0123456789abcdef', settings, nonces).join();
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(6); // all 3! arrangements occur
    for (const count of seen.values()) expect(count).toBeGreaterThan(20); // roughly 50 each
    expect(() => assignHouses('0123456789abcdef', settings, [null, null, null])).toThrow(RangeError);
  });

  it('a nonce opening that does not match its commitment is rejected: the seat is removed and the lobby starts over', async () => {
    const w = world('bad-nonce');
    const bob = join(w, 'Bob');
    join(w, 'Cy');
    w.hub.tamper = (from, _to, bytes) => {
      const m = decodeGuestMessage(bytes);
      return from === 'lobby-Bob' && m.ok && m.value.t === 'open' ? encodeGuestMessage({ t: 'open', nonce: new Uint8Array(32).fill(1) }) : bytes;
    };
    await readyAll(w);
    await expect(bob.result).rejects.toMatchObject({ code: 'refused', message: expect.stringContaining('bad-nonce') });
    expect(w.hostReports).toContainEqual({ kind: 'removed', name: 'Bob', reason: 'bad-nonce' });
    const view = w.host.view();
    expect(view.phase).toBe('gathering');
    expect(view.aborted).toBe(1);
    expect(view.slots.map((s) => s.name)).toEqual(['Ann', 'Cy']);
    expect(view.slots.every((s) => s.ready === null && s.nonceCommitment === null)).toBe(true);
  });

  it('a seat that does not open in time is dropped before the game exists', async () => {
    const w = world('slow');
    const bob = join(w, 'Bob');
    join(w, 'Cy');
    w.hub.tamper = (from, _to, bytes) => {
      const m = decodeGuestMessage(bytes);
      return from === 'lobby-Cy' && m.ok && m.value.t === 'open' ? null : bytes;
    };
    await readyAll(w);
    expect(w.host.view().phase).toBe('opening');
    w.timers.fireAll();
    await flush();
    expect(w.host.view().slots.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    expect(w.host.view().phase).toBe('gathering');
    expect(bob.isReady()).toBe(false);
  });
});

describe('validation of the start', () => {
  /** Runs a 3-seat lobby with `rewrite` applied to the start sent to Bob; returns Bob's outcome. */
  async function withTamperedStart(seed: string, rewrite: (setup: Record<string, CanonicalValue>, bobKey: Uint8Array) => void) {
    const w = world(seed, { houses: ['stark', 'lannister', 'baratheon'] });
    const bob = join(w, 'Bob');
    join(w, 'Cy');
    w.hub.tamper = (_from, to, bytes) => {
      const m = decodeHostMessage(bytes);
      if (to !== 'lobby-Bob' || !m.ok || m.value.t !== 'start') return bytes;
      const setup = structuredClone(m.value.start.setup) as Record<string, CanonicalValue>;
      rewrite(setup, bob.view()!.slots[1]!.publicKey);
      return encodeHostMessage({ t: 'start', start: { ...m.value.start, setup } });
    };
    await readyAll(w);
    return bob.result.then(
      () => 'accepted',
      (e: { code: string }) => e.code,
    );
  }
  type Seat = { house: string; publicKey: Uint8Array; seedCommitment: Uint8Array };

  it('is rejected when its own key was changed', async () => {
    const outcome = await withTamperedStart('own-key', (setup, bobKey) => {
      const seat = (setup.seats as Seat[]).find((s) => equalBytes(s.publicKey, bobKey))!;
      seat.publicKey = keyPairFromSeed(new Uint8Array(32).fill(9)).publicKey;
    });
    expect(outcome).toBe('bad-start');
  });

  it('is rejected when its own seed commitment was changed', async () => {
    const outcome = await withTamperedStart('own-seed', (setup, bobKey) => {
      (setup.seats as Seat[]).find((s) => equalBytes(s.publicKey, bobKey))!.seedCommitment = new Uint8Array(32);
    });
    expect(outcome).toBe('bad-start');
  });

  it('is rejected when the houses are not per the rule (two seats swapped)', async () => {
    const outcome = await withTamperedStart('swap', (setup) => {
      const seats = setup.seats as Seat[];
      [seats[0]!.publicKey, seats[1]!.publicKey] = [seats[1]!.publicKey, seats[0]!.publicKey];
      [seats[0]!.seedCommitment, seats[1]!.seedCommitment] = [seats[1]!.seedCommitment, seats[0]!.seedCommitment];
    });
    expect(outcome).toBe('bad-start');
  });

  it('is rejected when a game option was changed (Dark Wings, Dark Words without ports)', async () => {
    const outcome = await withTamperedStart('option', (setup) => {
      (setup.config as Record<string, CanonicalValue>).darkWingsPorts = false;
    });
    expect(outcome).toBe('bad-start');
  });

  it('is rejected when the rules build was changed', async () => {
    const outcome = await withTamperedStart('rules', (setup) => {
      setup.rules = 'ab'.repeat(32);
    });
    expect(outcome).toBe('bad-start');
  });

  it('is rejected when the settings were changed (Tides of Battle switched on)', async () => {
    const outcome = await withTamperedStart('tides', (setup) => {
      (setup.config as Record<string, CanonicalValue>).tidesOfBattle = true;
    });
    expect(outcome).toBe('bad-start');
  });

  it('an untouched start is accepted (the tampering harness itself changes nothing)', async () => {
    expect(await withTamperedStart('control', () => {})).toBe('accepted');
  });

  it('a go whose signatures do not verify is rejected', async () => {
    const w = world('bad-go');
    const bob = join(w, 'Bob');
    join(w, 'Cy');
    w.hub.tamper = (_from, to, bytes) => {
      const m = decodeHostMessage(bytes);
      if (to !== 'lobby-Bob' || !m.ok || m.value.t !== 'go') return bytes;
      return encodeHostMessage({ t: 'go', sigs: m.value.sigs.map((s, i) => (i === 0 ? new Uint8Array(64).fill(3) : s)) });
    };
    await readyAll(w);
    await expect(bob.result).rejects.toMatchObject({ code: 'bad-go' });
  });
});

describe('bots', () => {
  it('a creator alone with bots settles at once, random houses and all (nobody else has to open or accept)', async () => {
    const w = world('bots-only', { players: 3 });
    w.host.addBot();
    w.host.addBot();
    w.host.setReady(true);
    await flush();
    const result = await w.host.result;
    expect(result.seat).not.toBeNull();
    expect(result.botSeats).toHaveLength(2);
    expect(result.acceptances).toHaveLength(3);
    expect(new Set(result.setup.seats.map((s) => s.house)).size).toBe(3);
  });

  it('fill empty seats, run by the creator with their own keys and seeds', async () => {
    const w = world('bots', { players: 4 });
    const bob = join(w, 'Bob');
    await flush();
    w.host.addBot();
    w.host.addBot();
    expect(() => w.host.addBot()).toThrow(RangeError);
    await readyAll(w);
    const [hostResult, bobResult] = await Promise.all([w.host.result, bob.result]);
    const botSeats = hostResult.bots.map((b) => b.seat).sort();
    expect(bobResult.bots).toEqual(hostResult.bots);
    expect(hostResult.bots.every((b) => b.owner === hostResult.seat)).toBe(true);
    expect(hostResult.botSeats.map((b) => b.seat).sort()).toEqual(botSeats);
    expect(bobResult.botSeats).toEqual([]);
    for (const b of hostResult.botSeats) {
      expect(equalBytes(hostResult.setup.seats[b.seat]!.publicKey, b.identity.keys.publicKey)).toBe(true);
      expect(hostResult.peerIds[b.seat]).toBe(b.identity.peerId);
      expect(hostResult.names[b.seat]).toMatch(/^Bot \d$/);
    }
    const keys = hostResult.setup.seats.map((s) => toHex(s.publicKey));
    expect(new Set(keys).size).toBe(4);
    expect(new Set(hostResult.peerIds).size).toBe(4);
  });

  it('each bot has a level the creator picks, every page sees it, a change voids the readies, and the result carries it', async () => {
    const w = world('bot-levels', { players: 4 });
    const bob = join(w, 'Bob');
    await flush();
    w.host.addBot();
    w.host.addBot('hard');
    await flush();
    expect(bob.view()!.slots.map((s) => s.level)).toEqual([null, null, 'normal', 'hard']); // people have none; normal by default
    bob.setReady(true);
    await flush();
    expect(bob.isReady()).toBe(true);
    w.host.setBotLevel(2, 'easy');
    await flush();
    expect(bob.view()!.slots[2]!.level).toBe('easy');
    expect(bob.isReady()).toBe(false); // Bob agreed to a normal bot, not an easy one
    expect(() => w.host.setBotLevel(1, 'hard')).toThrow(RangeError); // Bob is no bot
    expect(() => w.host.setBotLevel(3, 'genius' as never)).toThrow(RangeError);
    await readyAll(w);
    const [hostResult, bobResult] = await Promise.all([w.host.result, bob.result]);
    const levelOf = (r: AnyLobbyResult, name: string) => r.bots.find((b) => r.names[b.seat] === name)?.level;
    for (const r of [hostResult, bobResult]) {
      expect(levelOf(r, 'Bot 1')).toBe('easy');
      expect(levelOf(r, 'Bot 2')).toBe('hard');
    }
    expect(hostResult.botSeats.map((b) => [hostResult.names[b.seat], b.level]).sort()).toEqual([['Bot 1', 'easy'], ['Bot 2', 'hard']]);
  });

  it('a view whose bot has no level, or whose person has one, does not decode', async () => {
    const w = world('bot-level-wire', { players: 3 });
    w.host.addBot();
    const bob = join(w, 'Bob');
    await flush();
    const view = bob.view()!;
    const withSlot = (i: number, change: object) => encodeHostMessage({ t: 'state', view: { ...view, slots: view.slots.map((s, j) => (j === i ? { ...s, ...change } : s)) } });
    expect(decodeHostMessage(withSlot(1, {})).ok).toBe(true);
    for (const [i, change] of [[1, { level: null }], [1, { level: 'genius' }], [0, { level: 'hard' }]] as const) {
      expect(decodeHostMessage(withSlot(i, change))).toMatchObject({ ok: false, error: { code: 'bad-message', path: ['view', 'slots', i, 'level'] } });
    }
  });
});

describe('bad input', () => {
  it('drops malformed and oversized messages with a reason, and the lobby goes on', async () => {
    const w = world('garbage');
    const bob = join(w, 'Bob');
    const bobReports: LobbyReport[] = [];
    bob.onReport((r) => bobReports.push(r));
    join(w, 'Cy');
    await flush();
    const to = lobbyPeerId(w.lobby);
    w.hub.inject('lobby-Bob', to, new Uint8Array([0xc1, 0x00])); // not canonical MessagePack
    w.hub.inject('lobby-Bob', to, new Uint8Array(MAX_LOBBY_MESSAGE_BYTES + 1)); // oversized
    w.hub.inject('lobby-Bob', to, encodeCanonical({ t: 'ready', digest: 'x', nonceCommitment: null })); // wrong types
    w.hub.inject('lobby-Bob', to, encodeCanonical({ t: 'launch-missiles' })); // unknown kind
    w.hub.inject('lobby-Bob', to, encodeCanonical({ t: 'open', nonce: new Uint8Array(32), extra: 1 })); // extra field
    w.hub.inject('lobby-Bob', to, encodeCanonical([1, 2, 3])); // not a map
    w.hub.inject(to, 'lobby-Bob', encodeCanonical({ t: 'state', view: { lobby: w.lobby } })); // a broken view
    w.hub.inject(to, 'lobby-Bob', encodeCanonical({ t: 'go', sigs: Array.from({ length: 7 }, () => new Uint8Array(64)) })); // too many
    w.hub.inject('lobby-Cy', 'lobby-Bob', encodeCanonical({ t: 'refused', reason: 'spoof' })); // not from the host
    await flush();
    const dropped = w.hostReports.filter((r) => r.kind === 'dropped').map((r) => (r.kind === 'dropped' ? r.code : ''));
    expect(dropped).toEqual(['undecodable', 'undecodable', 'bad-message', 'bad-message', 'bad-message', 'bad-message']);
    expect(bobReports.map((r) => (r.kind === 'dropped' ? r.code : r.kind))).toEqual(['bad-message', 'bad-message', 'not-host']);
    await readyAll(w);
    expect((await bob.result).setup.seats).toHaveLength(3);
  });

  it('refuses a hello with a bad key, name or PeerJS id, or another protocol version', async () => {
    const w = world('bad-hello');
    const base = { name: 'Zed', publicKey: newIdentity(rng('z')).keys.publicKey, seedCommitment: new Uint8Array(32), peerId: 'so-zed' };
    const variants: Record<string, unknown>[] = [
      { ...base, publicKey: new Uint8Array(32) }, // small-order point
      { ...base, name: '' },
      { ...base, name: 'x'.repeat(41) },
      { ...base, peerId: 'bad id!' },
    ];
    for (const member of variants) w.hub.inject('lobby-z', lobbyPeerId(w.lobby), encodeCanonical({ t: 'hello', v: 1, member, watch: false } as CanonicalValue));
    await flush();
    expect(w.hostReports.map((r) => r.kind === 'dropped' && r.code)).toEqual(['bad-message', 'bad-message', 'bad-message', 'bad-message']);
    const z = w.hub.guest('lobby-z2', lobbyPeerId(w.lobby));
    await flush();
    // An older version's hello (v1, no rules build) is read and refused as another version.
    z.send(lobbyPeerId(w.lobby), encodeCanonical({ t: 'hello', v: 1, member: base, watch: false }));
    await flush();
    expect(w.hostReports.at(-1)).toEqual({ kind: 'dropped', from: 'lobby-z2', code: 'refused-version' });
    expect(w.host.view().slots).toHaveLength(1);
  });

  it('a guest whose link to the host closes gives up with host-left', async () => {
    const w = world('host-left');
    const bob = join(w, 'Bob');
    await flush();
    w.host.close();
    await expect(bob.result).rejects.toMatchObject({ code: 'host-left' });
    await expect(w.host.result).rejects.toMatchObject({ code: 'closed' });
  });
});

describe('the creator\'s own view', () => {
  it('shows each settings change at once, while the guests get them coalesced', () => {
    const hub = new MemoryLobbyHub();
    const r = rng('own-view/host');
    const lobby = newLobbyId(r);
    const timers = new FakeTimers();
    const host = createLobby({ link: hub.host(lobbyPeerId(lobby)), lobby, name: 'Ann', identity: newIdentity(r), rng: r, timers, stateIntervalMs: 100 });
    const seen: LobbySettings[] = [];
    host.onChange((view) => seen.push(view.settings));
    // The form builds each change on the settings it shows, as the lobby panel does.
    const shown = () => seen.at(-1) ?? host.view().settings;
    host.updateSettings({ deadlines: { ...shown().deadlines, move: 20_000 } });
    host.updateSettings({ deadlines: { ...shown().deadlines, sealed: 20_000 } });
    host.updateSettings({ deadlines: { ...shown().deadlines, deck: 90_000 } });
    expect(timers.pending.size).toBe(1); // one coalesced state for the guests
    expect(shown().deadlines).toEqual({ move: 20_000, sealed: 20_000, deck: 90_000 });
  });
});

describe('rules builds and game options (issue 16)', () => {
  const other = { version: 99, fingerprint: 'ab'.repeat(32) };
  const mine = { version: RULES_VERSION, fingerprint: rulesFingerprint() };

  it('refuses a guest with another rules build, naming both builds; the guest is not seated', async () => {
    const w = world('other-build');
    const r = rng('zed');
    const zed = joinLobby({ link: w.hub.guest('lobby-Zed', lobbyPeerId(w.lobby)), host: lobbyPeerId(w.lobby), name: 'Zed', identity: newIdentity(r), rng: r, rules: other });
    const error = await zed.result.then(
      () => null,
      (e: LobbyError) => e,
    );
    expect(error?.code).toBe('other-rules');
    expect(error?.builds).toEqual({ host: mine, mine: other });
    expect(error?.message).toBe(`the rules builds differ: this game was made with ${rulesBuildName()}; you have rules 99 · abababab`);
    expect(w.hostReports).toContainEqual({ kind: 'dropped', from: 'lobby-Zed', code: 'refused-rules-build' });
    expect(w.host.view().slots.map((s) => s.name)).toEqual(['Ann']);
    expect(w.host.view().watchers).toEqual([]);
  });

  it('a guest leaves a lobby whose creator claims another rules build, even if the creator seats it', async () => {
    const hub = new MemoryLobbyHub();
    const r = rng('liar/host');
    const lobby = newLobbyId(r);
    // A creator of another build that does not check: the guest's own check still refuses.
    const host = createLobby({ link: hub.host(lobbyPeerId(lobby)), lobby, name: 'Ann', identity: newIdentity(r), rng: r, timers: new FakeTimers(), stateIntervalMs: 0, settings: { ...DEFAULT_SETTINGS, rules: other } });
    const g = rng('liar/bob');
    const bob = joinLobby({ link: hub.guest('lobby-Bob', lobbyPeerId(lobby)), host: lobbyPeerId(lobby), name: 'Bob', identity: newIdentity(g), rng: g });
    hub.tamper = (_from, to, bytes) => {
      // Pretend the creator let Bob in: it sends the state instead of the refusal.
      const m = decodeHostMessage(bytes);
      if (to !== 'lobby-Bob' || !m.ok || m.value.t !== 'refused') return bytes;
      return encodeHostMessage({ t: 'state', view: { ...host.view(), slots: [...host.view().slots, { ...host.view().slots[0]!, name: 'Bob', publicKey: newIdentity(g).keys.publicKey }] } });
    };
    const code = await bob.result.then(
      () => 'accepted',
      (e: LobbyError) => e.code,
    );
    expect(code).toBe('other-rules');
  });

  it('the creator chooses the options; every peer sees them, and they and the rules build are in the setup and the game id', async () => {
    // Three players: the 4-player overlay stays at the reading (it changes nothing here; see 'settings').
    const options = { darkWingsPorts: false, kingsCourtOverlay: 'four-positions', lannisterPortShipAtThree: false, faq2Tiebreakers: true } as const;
    const w = world('options', { options });
    const bob = join(w, 'Bob');
    join(w, 'Cy');
    await flush();
    expect(bob.view()!.settings.options).toEqual(options);
    expect(bob.view()!.settings.rules).toEqual(mine);
    // A settings change cannot claim another build.
    w.host.updateSettings({ rules: other });
    expect(w.host.view().settings.rules).toEqual(mine);
    await readyAll(w);
    const results = await Promise.all([w.host.result, bob.result]);
    for (const res of results) {
      expect(res.setup.config).toEqual({ players: 3, tidesOfBattle: false, ...options });
      expect(res.setup.rules).toBe(rulesFingerprint());
      expect(setupValue(res.setup)).toMatchObject({ rules: rulesFingerprint(), config: options });
      expect(parseSetup(setupValue(res.setup), AGOT).ok).toBe(true);
    }
    const setup = agotResult(results[0]!)!.setup;
    // Each option, and the build, changes the game id.
    const id = toHex(gameId(setup));
    expect(toHex(gameId({ ...setup, config: { ...setup.config, darkWingsPorts: true } }))).not.toBe(id);
    expect(toHex(gameId({ ...setup, config: { ...setup.config, lannisterPortShipAtThree: true } }))).not.toBe(id);
    expect(toHex(gameId({ ...setup, rules: other.fingerprint }))).not.toBe(id);
    // A log file of another build does not read back: this engine would not replay it.
    expect(parseSetup({ ...(setupValue(setup) as Record<string, CanonicalValue>), rules: other.fingerprint }, AGOT)).toMatchObject({ ok: false, error: { path: ['rules'] } });
  });

  it('refuses settings whose options are not the engine\'s', () => {
    const w = world('bad-options');
    expect(() => w.host.updateSettings({ options: { ...DEFAULT_SETTINGS.options, kingsCourtOverlay: 'one-position' as 'two-positions' } })).toThrow(RangeError);
    expect(w.host.view().settings.options).toEqual(DEFAULT_SETTINGS.options);
  });
});
