// War of the Ring through the real lobby (docs/second-game.md, step 4): the creator names the game
// in the settings (the scenario, a card table of its page's by id, and the rules fingerprint of
// both), the seats are the scenario's, each guest derives that fingerprint from its own copy of
// the table and the setup from the lobby it readied on, and compares the start byte for byte. Then
// a Session per seat (and per bot seat) plays the settled game over the memory network to its end,
// and verify, choosing the game from the log's setup, certifies it. Also: a guest without the
// table, or with another version of it, refuses the lobby; a tampered start is refused; a lobby
// message stays within the 16 KiB budget with the table named by id; A Game of Thrones' settings
// and digests are untouched (lobby-protocol.test.ts pins those).
import { describe, expect, it } from 'vitest';
import { createDrbg, decodeCanonical, encodeCanonical, equalBytes, toHex, type CanonicalValue } from '../../crypto/index';
import { attachBot } from '../session/attach-bot';
import { ManualClock } from '../session/clock';
import { isStopped } from '../session/fold';
import { Session } from '../session/session';
import { encodeSeedSecret, gameId, setupValue, type RandomSource } from '../session/setup';
import { MemoryStore } from '../session/store';
import { verifyLog } from '../session/verify-log';
import { MemoryNetwork } from '../net/memory-network';
import { withMesh } from '../net/mesh';
import type { Timers } from '../net/peerjs-backoff';
import { gameOfLogFile, type WotrTableEntry } from '../games/registry';
import { WOTR } from '../games/wotr';
import { FELLOWSHIP_TABLE, FULL_TABLE } from '../games/wotr-synthetic.testkit';
import { decodeHostMessage, encodeHostMessage, MAX_LOBBY_MESSAGE_BYTES, unknownGameOf } from './lobby-messages';
import { createLobby, DEFAULT_SETTINGS, joinLobby, lobbyDigest, lobbyPeerId, MemoryLobbyHub, newIdentity, newLobbyId, settingsProblem, type AnyLobbyResult, type LobbyGuest, type LobbyHost } from './lobby-protocol';
import { startSetupValue, wotrGameOf } from './lobby-setup';

const TABLES: readonly WotrTableEntry[] = [
  { id: 'synthetic-fellowship', ...FELLOWSHIP_TABLE },
  { id: 'synthetic-full', ...FULL_TABLE },
];

const flush = () => new Promise((r) => setTimeout(r, 0));
const rng = (label: string): RandomSource => createDrbg(new Uint8Array(32).fill(11), label);
const noTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined, now: () => 0 };

interface Table {
  readonly hub: MemoryLobbyHub;
  readonly host: LobbyHost;
  readonly lobby: string;
}

function table(seed: string): Table {
  const hub = new MemoryLobbyHub();
  const r = rng(`${seed}/host`);
  const lobby = newLobbyId(r);
  const host = createLobby({ link: hub.host(lobbyPeerId(lobby)), lobby, name: 'Ann', identity: newIdentity(r), rng: r, timers: noTimers, stateIntervalMs: 0, tables: TABLES });
  return { hub, host, lobby };
}

function join(t: Table, name: string, tables: readonly WotrTableEntry[] = TABLES): LobbyGuest {
  const r = rng(`${t.lobby}/${name}`);
  return joinLobby({ link: t.hub.guest(`lobby-${name}`, lobbyPeerId(t.lobby)), host: lobbyPeerId(t.lobby), name, identity: newIdentity(r), rng: r, tables });
}

/**
 * Plays a settled game to its end: one Session per seat this lobby's pages hold (the creator's, its
 * bots', each guest's), each with its own identity and stored seed, played by the game's random
 * player over the memory network with faults. Returns the sessions once all have stopped.
 */
function play(results: readonly AnyLobbyResult[], seed: number): Session[] {
  const network = new MemoryNetwork(createDrbg(new Uint8Array(32).fill(seed), 'network').bytes(32), { delay: [1, 4], lossPerMille: 20, duplicatePerMille: 20 });
  const clock = new ManualClock();
  const seats = results.flatMap((r) => [
    ...(r.seat === null ? [] : [{ seat: r.seat, identity: r.identity }]),
    ...r.botSeats.map((b) => ({ seat: b.seat, identity: b.identity })),
  ]);
  const setup = results[0]!.setup;
  expect(seats.map((s) => s.seat).sort()).toEqual(setup.seats.map((_, i) => i));
  const sessions = seats.map(({ seat, identity }) => {
    const store = new MemoryStore();
    store.put('seed', encodeSeedSecret(identity.seedSecret));
    const session = new Session({
      transport: withMesh(network.join(results[0]!.peerIds[seat]!)),
      clock,
      rng: createDrbg(identity.seedSecret.seed, 'session'),
      store,
      keys: identity.keys,
      setup,
      seat,
      syncInterval: 60,
    });
    attachBot(session, setup.game.randomPlayer(identity.seedSecret.seed, `seat/${seat}`));
    return session;
  });
  for (const s of sessions) s.start();
  while (!sessions.every((s) => isStopped(s.status))) {
    if (network.step()) clock.advanceTo(network.now);
    else {
      const due = clock.nextDue();
      if (due === null) throw new RangeError(`expected the game to go on, got stuck at ${sessions.map((s) => s.status).join(', ')}`);
      network.now = Math.max(network.now, due);
      clock.advanceTo(due);
    }
  }
  return sessions;
}

describe('a War of the Ring lobby', () => {
  it('names the game, the scenario, the table by id and its rules fingerprint; the seats are the scenario’s; A Game of Thrones’ settings name no game', async () => {
    const t = table('settings');
    expect(t.host.view().settings.game).toBeUndefined();
    expect(DEFAULT_SETTINGS).not.toHaveProperty('game');
    t.host.updateSettings({ game: { scenario: 'trilogy', table: 'synthetic-full' } });
    const s = t.host.view().settings;
    expect(s.game).toEqual({ id: 'wotr-card', scenario: 'trilogy', table: 'synthetic-full', rules: WOTR.rulesFingerprint({ scenario: 'trilogy', ...FULL_TABLE }) });
    expect([s.players, s.houses, s.tidesOfBattle]).toEqual([4, [null, null, null, null], false]);
    // A seat by name, as the houses of A Game of Thrones are chosen; another scenario's seat is not offered.
    t.host.updateSettings({ houses: ['frodo', null, 'balrog', null] });
    expect(t.host.view().settings.houses).toEqual(['frodo', null, null, null]);
    // The Three-Player Duel: 3 seats, of the full table; the Fellowship: 2, of its own.
    t.host.updateSettings({ game: { scenario: 'three-player-duel', table: 'synthetic-full' } });
    expect(t.host.view().settings.players).toBe(3);
    t.host.updateSettings({ game: { scenario: 'fellowship', table: 'synthetic-fellowship' } });
    expect(t.host.view().settings.players).toBe(2);
    // No count of its own, Tides or edition: the scenario decides.
    t.host.updateSettings({ players: 5, tidesOfBattle: true });
    expect([t.host.view().settings.players, t.host.view().settings.tidesOfBattle]).toEqual([2, false]);
    expect(settingsProblem({ ...t.host.view().settings, tidesOfBattle: true })).toBe('game');
    expect(settingsProblem({ ...t.host.view().settings, players: 3, houses: [null, null, null] })).toBe('players');
    // A table this page does not have, or a scenario it cannot deal from that table: refused, the settings as they were.
    expect(() => t.host.updateSettings({ game: { scenario: 'fellowship', table: 'nope' } })).toThrow(/card table this page has/);
    expect(() => t.host.updateSettings({ game: { scenario: 'trilogy', table: 'synthetic-fellowship' } })).toThrow(RangeError);
    expect(wotrGameOf({ scenario: 'trilogy', table: 'synthetic-fellowship' }, TABLES)).toBeNull();
    expect(t.host.view().settings.game?.scenario).toBe('fellowship');
    // Back to A Game of Thrones: 3 players, no game named, the same digest as a lobby that never left it.
    t.host.updateSettings({ game: null });
    const back = t.host.view().settings;
    expect(back.game).toBeUndefined();
    expect(back.players).toBe(3);
    const fresh = table('settings');
    expect(toHex(lobbyDigest({ ...t.host.view(), settings: back }))).toBe(toHex(lobbyDigest({ ...t.host.view(), settings: { ...fresh.host.view().settings, relays: back.relays } })));
  });

  it('a creator and a guest settle a Fellowship game through the lobby; Sessions play it to its end; verify, choosing the game from the log, certifies it', async () => {
    const t = table('fellowship');
    t.host.updateSettings({ game: { scenario: 'fellowship', table: 'synthetic-fellowship' } });
    const bob = join(t, 'Bob');
    await flush();
    expect(bob.view()?.settings.game).toEqual(t.host.view().settings.game);
    bob.setReady(true);
    await flush();
    t.host.setReady(true);
    const results = await Promise.all([t.host.result, bob.result]);
    // Every message of the lobby within the budget: the table (≈14 KB canonical) is named by id.
    const sizes = t.hub.sent.map((m) => m.bytes.length);
    expect(Math.max(...sizes)).toBeLessThan(4 * 1024);
    const startBytes = t.hub.sent.find((m) => { const d = decodeHostMessage(m.bytes); return d.ok && d.value.t === 'start'; })!.bytes;
    const full = encodeCanonical(setupValue(results[0]!.setup), { maxBytes: 1 << 20, maxDepth: 16 }).length;
    expect(full).toBeGreaterThan(14 * 1024); // the setup with its table would leave little of the budget (and a real table's text none)
    expect(startBytes.length).toBeLessThan(2 * 1024);
    for (const r of results) {
      expect(r.setup.game).toBe(WOTR);
      expect(r.setup.config).toEqual({ scenario: 'fellowship', ...FELLOWSHIP_TABLE });
      expect(r.setup.rules).toBe(t.host.view().settings.game!.rules);
      expect(r.setup.seats.map((s) => s.house)).toEqual(['balrog', 'gandalf']);
      expect(toHex(r.gameId)).toBe(toHex(gameId(r.setup)));
      expect(r.acceptances).toHaveLength(2);
    }
    expect(toHex(results[1]!.gameId)).toBe(toHex(results[0]!.gameId));
    expect([results[0]!.seat, results[1]!.seat].sort()).toEqual([0, 1]);
    t.host.close();

    const sessions = play(results, 5);
    expect(sessions.map((s) => s.status)).toEqual(['finished', 'finished']);
    const log = sessions[0]!.exportLog();
    const found = gameOfLogFile(log);
    if (!found.ok) throw new RangeError(found.error);
    expect(found.game).toBe(WOTR);
    const verdict = verifyLog(log, found.game);
    expect(verdict).toMatchObject({ kind: 'certified', proofs: [], junk: 0 });
    expect(['fp', 'shadow']).toContain(verdict.kind === 'certified' ? verdict.winner : null);
  }, 180_000);

  it('the Three-Player Duel with a bot seat of the creator’s page: settled, played by Sessions (the bot’s too) to its end, certified', async () => {
    const t = table('duel3');
    t.host.updateSettings({ game: { scenario: 'three-player-duel', table: 'synthetic-full' }, houses: [null, 'gandalf', null] });
    const bob = join(t, 'Bob');
    await flush();
    t.host.addBot();
    await flush();
    bob.setReady(true);
    await flush();
    t.host.setReady(true);
    const results = await Promise.all([t.host.result, bob.result]);
    expect(results[0]!.botSeats).toHaveLength(1);
    expect(results[0]!.setup.seats.map((s) => s.house)).toEqual(['gandalf', 'witch-king', 'saruman']);
    // Bob chose nothing, the creator and its bot drew the two seats left: the draw is in the setup.
    expect(results[0]!.setup.drawn).toHaveLength(2);
    expect(toHex(results[1]!.gameId)).toBe(toHex(results[0]!.gameId));
    t.host.close();
    const sessions = play(results, 6);
    expect(sessions.map((s) => s.status)).toEqual(['finished', 'finished', 'finished']);
    const log = sessions[1]!.exportLog();
    const found = gameOfLogFile(log);
    if (!found.ok) throw new RangeError(found.error);
    expect(verifyLog(log, found.game)).toMatchObject({ kind: 'certified', proofs: [] });
  }, 240_000);

  it('a guest without the table, or with another version of it, refuses the lobby and names it', async () => {
    const t = table('no-table');
    t.host.updateSettings({ game: { scenario: 'fellowship', table: 'synthetic-fellowship' } });
    const without = join(t, 'Bob', []);
    const other = join(t, 'Cy', [{ id: 'synthetic-fellowship', ...FELLOWSHIP_TABLE, cards: FELLOWSHIP_TABLE.cards.map((c, i) => (i === 0 ? { ...c, bgAtk: 2 } : c)) }]);
    await expect(without.result).rejects.toMatchObject({ code: 'unknown-table', message: expect.stringContaining("'synthetic-fellowship'") });
    await expect(other.result).rejects.toMatchObject({ code: 'other-table' });
  });

  it('a guest of a lobby of a game this build does not know (a newer build’s) is refused, the game named, not left waiting', async () => {
    const t = table('unknown-game');
    t.host.updateSettings({ game: { scenario: 'fellowship', table: 'synthetic-fellowship' } });
    // The host's states as a newer build would write them: another game, in the same shape.
    t.hub.tamper = (_from, _to, bytes) => {
      const m = decodeHostMessage(bytes);
      if (!m.ok || m.value.t !== 'state') return bytes;
      const view = m.value.view;
      const value = decodeCanonical(bytes);
      if (!value.ok) return bytes;
      const settings = (value.value as { view: { settings: Record<string, CanonicalValue> } }).view.settings;
      expect(settings.game).toEqual({ ...view.settings.game });
      return encodeCanonical({ ...(value.value as Record<string, CanonicalValue>), view: { ...(value.value as { view: Record<string, CanonicalValue> }).view, settings: { ...settings, game: { id: 'chess', scenario: 'fellowship', table: 'x', rules: 'ab'.repeat(32) } } } });
    };
    const bob = join(t, 'Bob');
    await expect(bob.result).rejects.toMatchObject({ code: 'unknown-game', game: 'chess', message: 'this lobby plays chess, a game this page does not know' });
    // A game name that is not a name (control characters, too long) is dropped as a bad message, not echoed.
    expect(unknownGameOf({ path: ['view', 'settings', 'game', 'id', 'Chess\u0000'] })).toBeNull();
    expect(unknownGameOf({ path: ['view', 'settings', 'game', 'id', 'x'.repeat(41)] })).toBeNull();
    expect(unknownGameOf({ path: ['view', 'settings', 'game'] })).toBeNull();
  });

  it('a start whose setup names another table, another scenario or the whole table of another version is refused (bad-start); untouched, it is accepted', async () => {
    async function withStart(seed: string, rewrite: (setup: Record<string, CanonicalValue>) => void): Promise<string> {
      const t = table(seed);
      t.host.updateSettings({ game: { scenario: 'fellowship', table: 'synthetic-fellowship' } });
      const bob = join(t, 'Bob');
      t.hub.tamper = (_from, to, bytes) => {
        const m = decodeHostMessage(bytes);
        if (to !== 'lobby-Bob' || !m.ok || m.value.t !== 'start') return bytes;
        const setup = structuredClone(m.value.start.setup) as Record<string, CanonicalValue>;
        rewrite(setup);
        return encodeHostMessage({ t: 'start', start: { ...m.value.start, setup } });
      };
      await flush();
      bob.setReady(true);
      await flush();
      t.host.setReady(true);
      return bob.result.then(
        () => 'accepted',
        (e: { code: string }) => e.code,
      );
    }
    expect(await withStart('start-table', (s) => ((s.config as Record<string, CanonicalValue>).table = 'synthetic-full'))).toBe('bad-start');
    expect(await withStart('start-scenario', (s) => ((s.config as Record<string, CanonicalValue>).scenario = 'duel'))).toBe('bad-start');
    expect(await withStart('start-whole', (s) => (s.config = { scenario: 'fellowship', cards: [] }))).toBe('bad-start');
    expect(await withStart('start-game', (s) => delete s.game)).toBe('bad-start');
    expect(await withStart('start-control', () => undefined)).toBe('accepted');
  });

  it('reads back a state naming the game, and refuses one whose game, seats or count do not fit', () => {
    const t = table('wire');
    t.host.updateSettings({ game: { scenario: 'fellowship', table: 'synthetic-fellowship' } });
    const view = t.host.view();
    const bytes = encodeHostMessage({ t: 'state', view });
    expect(bytes.length).toBeLessThan(MAX_LOBBY_MESSAGE_BYTES);
    const back = decodeHostMessage(bytes);
    expect(back.ok && back.value.t === 'state' && back.value.view.settings.game).toEqual(view.settings.game);
    // The settings as plain data (the host's own object may hold a key set to undefined), changed.
    const bad = (settings: Record<string, unknown>) => {
      const changed = { ...view.settings, relays: [], rules: { ...view.settings.rules }, options: { ...view.settings.options }, deadlines: { ...view.settings.deadlines }, ...settings };
      const plain = Object.fromEntries(Object.entries(changed).filter(([, v]) => v !== undefined));
      const value = decodeHostMessage(encodeCanonical({ t: 'state', view: { ...view, slots: [], settings: plain } } as unknown as CanonicalValue));
      return value.ok ? 'read' : value.error.path.join('.');
    };
    expect(bad({})).toBe('read');
    expect(bad({ game: { ...view.settings.game, id: 'chess' } })).toBe('view.settings.game.id.chess'); // another build's game: named (a guest says so)
    expect(bad({ game: { ...view.settings.game, id: 'Chess!' } })).toBe('view.settings.game');
    expect(bad({ game: { ...view.settings.game, scenario: 'moria' } })).toBe('view.settings.game');
    expect(bad({ game: { ...view.settings.game, table: 'A B' } })).toBe('view.settings.game');
    expect(bad({ game: { ...view.settings.game, rules: 'xyz' } })).toBe('view.settings.game');
    expect(bad({ game: { ...view.settings.game, extra: 1 } })).toBe('view.settings.game');
    expect(bad({ players: 3, houses: [null, null, null] })).toBe('view.settings.players');
    expect(bad({ houses: ['stark', null] })).toBe('view.settings.houses');
    // Without its game, a 2-seat lobby of balrog and gandalf is no lobby of A Game of Thrones.
    expect(bad({ game: undefined })).toBe('view.settings.players');
    expect(bad({ game: undefined, players: 3, houses: [null, 'balrog', null] })).toBe('view.settings.houses');
    // The start carries the table by its id: what both sides derive and compare.
    const value = startSetupValue({ game: WOTR, config: { scenario: 'fellowship', ...FELLOWSHIP_TABLE }, rules: view.settings.game!.rules, deadlines: view.settings.deadlines, seats: [] }, view.settings);
    expect((value as Record<string, CanonicalValue>).config).toEqual({ scenario: 'fellowship', table: 'synthetic-fellowship' });
    expect(equalBytes(encodeCanonical(value), encodeCanonical(value))).toBe(true);
  });
});
