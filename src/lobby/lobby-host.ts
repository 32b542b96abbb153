// The creator's side of the lobby: it holds the seat list and the settings, relays between the
// guests (a star), and proposes the start — but decides nothing anyone must take on trust. Each
// guest re-derives the setup from the lobby it said ready to and signs the game id only if it
// matches; the host sends `go` with every seat's signature. Bots are seats of the host's page with
// their own keys and seeds.
import { DEFAULT_BOT_LEVEL, isBotLevel, type BotLevel } from '../bots/levels';
import { equalBytes, sign, verify, type CanonicalValue } from '../../crypto/index';
import type { RandomSource } from '../session/setup';
import { WOTR_TABLES, type WotrTableEntry } from '../games/registry';
import type { Timers } from '../net/peerjs-backoff';
import type { LobbyLink } from './lobby-link';
import {
  LOBBY_VERSION,
  MAX_WATCHERS,
  decodeGuestMessage,
  encodeHostMessage,
  type GuestMessage,
  type HostMessage,
  type LobbySettings,
  type LobbyView,
  type Member,
  type Slot,
} from './lobby-messages';
import { deferred, LobbyError, Listeners, memberOf, newIdentity, type Identity, type LobbyReport, type AnyLobbyResult } from './lobby-result';
import { GAME_PEER_PREFIX, keyedPeerId } from '../net/channel-auth';
import { cleanName, uniqueName } from './lobby-names';
import { acceptMessage, defaultGameOptions, gameProblem, housesOfSettings, lobbyDigest, localRulesBuild, needsNonces, nonceCommitment, optionsAt, sameBuild, settingsProblem, settle, startSetupValue, wotrGameOf, type Settled, type WotrChoice } from './lobby-setup';

/**
 * A change of the settings: any of them but the game, which is named as a choice (War of the
 * Ring's scenario and a table of this page's, whose rules fingerprint the host takes) or null (A
 * Game of Thrones).
 */
export type SettingsChange = Partial<Omit<LobbySettings, 'game'>> & { readonly game?: WotrChoice | null };

export interface HostOptions {
  readonly link: LobbyLink;
  /** The lobby id (the link's PeerJS id is derived from it). */
  readonly lobby: string;
  readonly name: string;
  readonly identity: Identity;
  readonly rng: RandomSource;
  readonly timers: Timers;
  readonly settings?: LobbySettings;
  /** The War of the Ring card tables this page has (the settings may name one by id); default the build's, `WOTR_TABLES`. */
  readonly tables?: readonly WotrTableEntry[];
  /** How long seats have to open their house nonce, and to sign the game id; default 30 s each. */
  readonly answerTimeoutMs?: number;
  /** State changes closer together than this go out as one (the latest); default 100 ms, 0: each at once. */
  readonly stateIntervalMs?: number;
  /** What one guest may send: messages per second, sustained and in a burst; over it, it is removed. */
  readonly guestRate?: { readonly perSecond: number; readonly burst: number };
}

/** A guest sends a handful of messages per game (hello, ready, open, accept); people toggle ready by hand. */
export const DEFAULT_GUEST_RATE = Object.freeze({ perSecond: 5, burst: 20 });
/** What a guest over its rate is told. */
export const TOO_MANY_MESSAGES = 'sent too many messages';

export const DEFAULT_DEADLINES = Object.freeze({ move: 120_000, sealed: 60_000, deck: 60_000 });
/** A new lobby: 3 players, random houses, the rules reference's readings, this page's rules build. */
export const DEFAULT_SETTINGS: LobbySettings = Object.freeze({
  players: 3,
  houses: [null, null, null],
  tidesOfBattle: false,
  options: Object.freeze(defaultGameOptions()),
  deadlines: DEFAULT_DEADLINES,
  rules: Object.freeze(localRulesBuild()),
  // The lobby protocol names no relay of its own: the page offers its defaults (src/ui/lobby/relay-defaults.ts).
  relays: Object.freeze([]),
});

interface HostSlot {
  slot: Slot;
  /** The guest's link peer; null for the host itself and its bots. */
  readonly conn: string | null;
  /** Secrets of the host's own seat and its bots. */
  readonly identity: Identity | null;
  nonce: Uint8Array | null;
}

interface HostWatcher {
  readonly member: Member;
  readonly conn: string;
  readonly wantsSeat: boolean;
}

const sameBytes = (a: Uint8Array | null, b: Uint8Array | null) => (a === null || b === null ? a === b : equalBytes(a, b));

export class LobbyHost {
  readonly result: Promise<AnyLobbyResult>;
  private readonly done = deferred<AnyLobbyResult>();
  private readonly changes = new Listeners<LobbyView>();
  private readonly reports = new Listeners<LobbyReport>();
  private readonly link: LobbyLink;
  private readonly timers: Timers;
  private readonly answerTimeoutMs: number;
  private settings: LobbySettings;
  private readonly tables: readonly WotrTableEntry[];
  private slots: HostSlot[];
  private watchers: HostWatcher[] = [];
  private phase: LobbyView['phase'] = 'gathering';
  private aborted = 0;
  private hostReady = false;
  private settled: Settled | null = null;
  private sigs: (Uint8Array | null)[] = [];
  private timer: unknown = null;
  private readonly stateIntervalMs: number;
  private lastStateAt = -Infinity;
  private stateTimer: unknown = null;
  private readonly guestRate: { readonly perSecond: number; readonly burst: number };
  /** Each guest link's message budget (a token bucket). */
  /** The key each guest link proved (an authenticating link): its hello must carry that key. */
  private readonly provedKeys = new Map<string, Uint8Array>();
  private readonly budgets = new Map<string, { level: number; at: number; cut: boolean }>();
  private finished = false;
  /** The proposal of the round in progress (sent with `start`), kept for late watchers. */
  private proposal: { setup: CanonicalValue; nonces: readonly (Uint8Array | null)[] } | null = null;
  /**
   * Once the game started: the three messages an in-lobby watcher got (the locked view, the start,
   * every seat's acceptance), sent as they were to whoever opens the link later, so it checks the
   * game exactly as a watcher in the lobby did and watches from the log.
   */
  private started: readonly Uint8Array[] | null = null;
  private readonly unsubscribe: (() => void)[];

  constructor(private readonly options: HostOptions) {
    this.result = this.done.promise;
    this.link = options.link;
    this.timers = options.timers;
    this.answerTimeoutMs = options.answerTimeoutMs ?? 30_000;
    this.stateIntervalMs = options.stateIntervalMs ?? 100;
    this.guestRate = options.guestRate ?? DEFAULT_GUEST_RATE;
    const settings = options.settings ?? DEFAULT_SETTINGS;
    this.tables = options.tables ?? WOTR_TABLES;
    const problem = settingsProblem(settings) ?? gameProblem(settings, this.tables);
    if (problem !== null) throw new RangeError(`expected playable settings, got ${problem}`);
    this.settings = { ...settings, options: optionsAt(settings.players, settings.options) };
    this.slots = [{ slot: { ...memberOf(options.identity, cleanName(options.name)), bot: false, level: null, ready: null, nonceCommitment: null }, conn: null, identity: options.identity, nonce: null }];
    this.unsubscribe = [
      this.link.onMessage((from, bytes) => this.receive(from, bytes)),
      this.link.onPeer((peer, up, publicKey) => {
        if (up) {
          if (publicKey !== undefined) this.provedKeys.set(peer, publicKey);
          return;
        }
        this.provedKeys.delete(peer);
        this.budgets.delete(peer);
        this.leave(peer, 'left');
      }),
    ];
  }

  view(): LobbyView {
    return { lobby: this.options.lobby, settings: this.settings, slots: this.slots.map((s) => s.slot), watchers: this.watchers.map((w) => ({ name: w.member.name, publicKey: w.member.publicKey })), phase: this.phase, aborted: this.aborted };
  }

  onChange(fn: (view: LobbyView) => void): () => void {
    return this.changes.add(fn);
  }

  onReport(fn: (report: LobbyReport) => void): () => void {
    return this.reports.add(fn);
  }

  /**
   * Changes the settings (only while gathering). Seats beyond a smaller count: bots go, people watch.
   * A rule option that does not change a game of the new count goes back to its default (optionsAt).
   */
  updateSettings(change: SettingsChange): void {
    this.assertGathering();
    // The game: War of the Ring's scenario on a table of this page's (its rules fingerprint taken
    // here), or null for A Game of Thrones; unchanged when not named.
    const { game: choice, ...rest } = change;
    const game = choice === undefined ? this.settings.game : choice === null ? undefined : this.wotrGame(choice);
    const switched = (game === undefined) !== (this.settings.game === undefined);
    const ruleset = game !== undefined ? undefined : 'ruleset' in rest ? rest.ruleset : this.settings.ruleset;
    // A scenario's seats are its own; back to A Game of Thrones, a count it plays (3 unless given).
    const players = game !== undefined ? housesOfSettings({ players: 0, game }).length : (rest.players ?? (switched ? DEFAULT_SETTINGS.players : this.settings.players));
    const allowed = housesOfSettings({ players, ruleset, game });
    const houses = Array.from({ length: players }, (_, i) => {
      const h = (rest.houses ?? this.settings.houses)[i] ?? null;
      return h !== null && allowed.includes(h) ? h : null;
    });
    // The rules build is the creator's engine: no settings change can claim another.
    // A 1st-edition game has no Tides of Battle (1E-OPT-01); a 2nd-edition one carries no ruleset;
    // War of the Ring has neither, nor A Game of Thrones' options (at their defaults).
    const next: LobbySettings = {
      ...this.settings,
      ...rest,
      players,
      houses,
      rules: this.settings.rules,
      ...(ruleset === '1e' ? { ruleset, tidesOfBattle: false } : { ruleset: undefined }),
      ...(game === undefined ? { game: undefined } : { game, tidesOfBattle: false, options: defaultGameOptions() }),
    };
    const problem = settingsProblem(next);
    if (problem !== null) throw new RangeError(`expected playable settings, got ${problem}`);
    this.settings = { ...next, options: game === undefined ? optionsAt(players, next.options) : next.options };
    while (this.slots.length > players) {
      const botAt = this.slots.map((s) => s.slot.bot).lastIndexOf(true);
      const [gone] = this.slots.splice(botAt > 0 ? botAt : this.slots.length - 1, 1);
      if (gone !== undefined && gone.conn !== null) this.watchers.unshift({ member: gone.slot, conn: gone.conn, wantsSeat: true });
    }
    this.fillFromWatchers();
    this.changed();
  }

  /** The settings' game for a War of the Ring choice; throws when this page has no such table (or cannot play the scenario on it). */
  private wotrGame(choice: WotrChoice): NonNullable<LobbySettings['game']> {
    const game = wotrGameOf(choice, this.tables);
    if (game === null) throw new RangeError(`expected a card table this page has for ${choice.scenario}, got '${choice.table}'`);
    return game;
  }

  /** Adds a bot of `level` in the next free slot. */
  addBot(level: BotLevel = DEFAULT_BOT_LEVEL): void {
    this.assertGathering();
    if (this.slots.length >= this.settings.players) throw new RangeError('expected a free slot for a bot');
    const identity = newIdentity(this.options.rng);
    const n = this.slots.filter((s) => s.slot.bot).length + 1;
    this.slots.push({ slot: { ...memberOf(identity, uniqueName(`Bot ${n}`, this.names())), bot: true, level, ready: null, nonceCommitment: null }, conn: null, identity, nonce: null });
    this.changed();
  }

  /** Sets the level of the bot in slot `index` (a change like any other: every ready is void). */
  setBotLevel(index: number, level: BotLevel): void {
    this.assertGathering();
    const s = this.slots[index];
    if (s === undefined || !s.slot.bot) throw new RangeError(`expected the slot of a bot, got ${index}`);
    if (!isBotLevel(level)) throw new RangeError(`expected a bot level, got ${String(level)}`);
    if (s.slot.level === level) return;
    this.slots[index] = { ...s, slot: { ...s.slot, level } };
    this.changed();
  }

  /** Removes a bot, or sends a guest away (it is told why). */
  removeSlot(index: number): void {
    this.assertGathering();
    const s = this.slots[index];
    if (index === 0 || s === undefined) throw new RangeError(`expected a slot 1…${this.slots.length - 1}, got ${index}`);
    if (s.conn !== null) this.send(s.conn, { t: 'refused', reason: 'removed' });
    this.slots.splice(index, 1);
    this.fillFromWatchers();
    this.changed();
  }

  /** The creator's own ready; the game starts when every seat is ready. */
  setReady(ready: boolean): void {
    this.hostReady = ready;
    if (this.phase === 'gathering') this.changed();
  }

  close(): void {
    this.clearTimer();
    if (this.stateTimer !== null) this.timers.clearTimeout(this.stateTimer);
    this.stateTimer = null;
    for (const off of this.unsubscribe) off();
    this.link.close();
    if (!this.finished) this.done.reject(new LobbyError('closed', 'the lobby was closed'));
    this.finished = true;
  }

  // ---- incoming ----

  private receive(from: string, bytes: Uint8Array): void {
    if (this.finished) return this.lateHello(from, bytes);
    if (!this.withinRate(from)) return;
    const decoded = decodeGuestMessage(bytes);
    if (!decoded.ok) return this.reports.emit({ kind: 'dropped', from, code: decoded.error.code, path: decoded.error.path });
    const m = decoded.value;
    if (m.t === 'hello') return this.hello(from, m);
    if (m.t === 'look') return this.look(from);
    const at = this.slots.findIndex((s) => s.conn === from);
    if (at < 0) return this.drop(from, this.watchers.some((w) => w.conn === from) ? 'from-watcher' : 'no-hello');
    if (m.t === 'ready') return this.ready(at, from, m.digest, m.nonceCommitment);
    if (m.t === 'open') return this.open(at, from, m.nonce);
    return this.accept(at, from, m.sig);
  }

  /**
   * Someone with the link looks before joining (the arrival page: whose table, which seats are
   * free): it gets the lobby as it is now, once per look, and is kept nowhere. Its link's message
   * budget and the channel limit bound what looks cost.
   */
  private look(from: string): void {
    this.send(from, { t: 'state', view: this.view() });
  }

  private hello(from: string, hello: Extract<GuestMessage, { t: 'hello' }>): void {
    let m = hello;
    if (m.v !== LOBBY_VERSION) return this.refuse(from, 'version');
    if (this.refusedBuild(from, m)) return;
    const everyone = [...this.slots.map((s) => ({ m: s.slot as Member, conn: s.conn })), ...this.watchers.map((w) => ({ m: w.member, conn: w.conn as string | null }))];
    if (everyone.some((e) => e.conn === from)) return this.drop(from, 'second-hello');
    if (everyone.some((e) => equalBytes(e.m.publicKey, m.member.publicKey) || e.m.peerId === m.member.peerId)) return this.refuse(from, 'duplicate');
    if (m.member.peerId === this.options.lobby) return this.refuse(from, 'duplicate');
    // Only the key's holder speaks for it: the key its link proved, and the game id it stands for.
    const proved = this.provedKeys.get(from);
    if (proved !== undefined && !equalBytes(proved, m.member.publicKey)) return this.refuse(from, 'not-your-key');
    if (m.member.peerId !== keyedPeerId(GAME_PEER_PREFIX, m.member.publicKey)) return this.refuse(from, 'peer-id-not-of-key');
    // The host shows the name: cleaned, and unlike anyone else's (lobby-names.ts).
    m = { ...m, member: { ...m.member, name: uniqueName(cleanName(m.member.name), this.names()) } };
    if (!m.watch && this.phase === 'gathering' && this.slots.length < this.settings.players) {
      this.slots.push({ slot: { ...m.member, bot: false, level: null, ready: null, nonceCommitment: null }, conn: from, identity: null, nonce: null });
    } else if (this.watchers.length < MAX_WATCHERS) {
      this.watchers.push({ member: m.member, conn: from, wantsSeat: !m.watch });
    } else {
      return this.refuse(from, 'full');
    }
    this.changed();
  }

  /**
   * After the start, a hello is a late watcher's: it gets the settled game (view, start, go) and
   * nothing more is kept of it; a look gets the view. Anything else is dropped. Its key and game id are checked as in
   * the lobby; the link's channel limit and each link's message budget bound the cost.
   */
  private lateHello(from: string, bytes: Uint8Array): void {
    if (this.started === null || !this.withinRate(from)) return;
    const decoded = decodeGuestMessage(bytes);
    if (!decoded.ok) return this.reports.emit({ kind: 'dropped', from, code: decoded.error.code, path: decoded.error.path });
    const m = decoded.value;
    // A look before joining (the arrival page) sees the table as it started: every seat taken.
    if (m.t === 'look') return this.link.send(from, this.started[0]!);
    if (m.t !== 'hello') return this.drop(from, 'game-started');
    if (m.v !== LOBBY_VERSION) return this.refuse(from, 'version');
    if (this.refusedBuild(from, m)) return;
    const proved = this.provedKeys.get(from);
    if (proved !== undefined && !equalBytes(proved, m.member.publicKey)) return this.refuse(from, 'not-your-key');
    if (m.member.peerId !== keyedPeerId(GAME_PEER_PREFIX, m.member.publicKey)) return this.refuse(from, 'peer-id-not-of-key');
    for (const message of this.started) this.link.send(from, message);
  }

  /** Another rules build would diverge: refused at once, naming the creator's build. */
  private refusedBuild(from: string, hello: Extract<GuestMessage, { t: 'hello' }>): boolean {
    if (hello.rules !== null && sameBuild(hello.rules, this.settings.rules)) return false;
    this.reports.emit({ kind: 'dropped', from, code: 'refused-rules-build' });
    this.send(from, { t: 'refused', reason: 'rules-build', rules: this.settings.rules });
    return true;
  }

  private ready(at: number, from: string, digest: Uint8Array | null, commitment: Uint8Array | null): void {
    if (this.phase !== 'gathering') return this.drop(from, 'not-gathering');
    // A ready for an older lobby (settings changed meanwhile) is void: the guest must agree again.
    if (digest !== null && !equalBytes(digest, lobbyDigest(this.view()))) return this.drop(from, 'stale-ready');
    const s = this.slots[at]!;
    // The same ready again changes nothing and sends nothing.
    if (sameBytes(s.slot.ready, digest) && sameBytes(s.slot.nonceCommitment, commitment)) return;
    s.slot = { ...s.slot, ready: digest, nonceCommitment: commitment };
    this.changed();
  }

  private open(at: number, from: string, nonce: Uint8Array): void {
    const s = this.slots[at]!;
    if (this.phase !== 'opening' || s.nonce !== null) return this.drop(from, 'not-opening');
    if (!equalBytes(nonceCommitment(this.options.lobby, s.slot.publicKey, nonce), s.slot.nonceCommitment ?? new Uint8Array(0))) {
      return this.expel(at, 'bad-nonce');
    }
    s.nonce = nonce;
    if (this.slots.every((x) => x.nonce !== null)) this.propose();
  }

  private accept(at: number, from: string, sig: Uint8Array): void {
    const settled = this.settled;
    if (this.phase !== 'accepting' || settled === null) return this.drop(from, 'not-accepting');
    const seat = settled.slotOfSeat.indexOf(at);
    if (!verify(this.slots[at]!.slot.publicKey, acceptMessage(settled.gameId), sig)) return this.expel(at, 'bad-accept');
    this.sigs[seat] = sig;
    if (this.sigs.every((x) => x !== null)) this.finish(settled);
  }

  /** A guest's link closed: it leaves the seat list; a lobby past gathering starts over. */
  private leave(conn: string, reason: string): void {
    if (this.finished) return;
    const w = this.watchers.findIndex((x) => x.conn === conn);
    if (w >= 0) {
      this.watchers.splice(w, 1);
      return this.changed();
    }
    const at = this.slots.findIndex((s) => s.conn === conn);
    if (at >= 0) this.expel(at, reason);
  }

  // ---- transitions ----

  /** Removes a seat (it left, or it broke the protocol); back to gathering if it was past it. */
  private expel(at: number, reason: string): void {
    const [gone] = this.slots.splice(at, 1);
    if (gone === undefined) return;
    this.reports.emit({ kind: 'removed', name: gone.slot.name, reason });
    if (gone.conn !== null && reason !== 'left') this.send(gone.conn, { t: 'refused', reason });
    if (this.phase !== 'gathering') this.abort(`${gone.slot.name}: ${reason}`);
    this.fillFromWatchers();
    this.changed();
  }

  private abort(reason: string): void {
    this.clearTimer();
    this.reports.emit({ kind: 'aborted', reason });
    this.aborted += 1;
    this.phase = 'gathering';
    this.settled = null;
    this.hostReady = false;
    // Every nonce is spent: a new round needs new commitments, or the last to open could retry
    // knowing everyone else's nonce.
    for (const s of this.slots) {
      s.nonce = null;
      s.slot = { ...s.slot, ready: null, nonceCommitment: null };
    }
  }

  private fillFromWatchers(): void {
    while (this.phase === 'gathering' && this.slots.length < this.settings.players) {
      const w = this.watchers.findIndex((x) => x.wantsSeat);
      if (w < 0) return;
      const [next] = this.watchers.splice(w, 1);
      this.slots.push({ slot: { ...next!.member, bot: false, level: null, ready: null, nonceCommitment: null }, conn: next!.conn, identity: null, nonce: null });
    }
  }

  /** After any change while gathering: void stale readies, ready the host's seats, lock if all are ready. */
  private changed(): void {
    if (this.phase === 'gathering') {
      const digest = lobbyDigest(this.view());
      for (const s of this.slots) {
        const mine = s.conn === null;
        const ready = mine ? (s.slot.bot || this.hostReady ? digest : null) : s.slot.ready !== null && equalBytes(s.slot.ready, digest) ? s.slot.ready : null;
        s.slot = { ...s.slot, ready, nonceCommitment: ready === null || mine ? null : s.slot.nonceCommitment };
      }
      if (this.slots.length === this.settings.players && this.slots.every((s) => s.slot.ready !== null)) return this.lock();
    }
    this.stateSoon();
  }

  private lock(): void {
    if (!needsNonces(this.settings)) {
      for (const s of this.slots) s.slot = { ...s.slot, nonceCommitment: null };
      return this.propose();
    }
    // The host's and bots' nonces are drawn now, after every guest's commitment is in, and
    // committed in the same view that asks the guests to open.
    for (const s of this.slots) {
      if (s.identity === null) continue;
      s.nonce = this.options.rng.bytes(32);
      s.slot = { ...s.slot, nonceCommitment: nonceCommitment(this.options.lobby, s.slot.publicKey, s.nonce) };
    }
    this.phase = 'opening';
    // Only the creator and its bots: every nonce is already here, nobody else has to open.
    if (this.slots.every((s) => s.nonce !== null)) return this.propose();
    this.broadcastState();
    this.startTimer('did not open its house nonce in time');
  }

  private propose(): void {
    this.clearTimer();
    const view = { ...this.view(), phase: 'accepting' as const };
    const nonces = needsNonces(this.settings) ? this.slots.map((s) => s.nonce) : this.slots.map(() => null);
    const r = settle(view, nonces, this.tables);
    if (!r.ok) {
      this.abort(`cannot settle: ${r.code}`);
      return this.broadcastState();
    }
    this.settled = r.value;
    this.phase = 'accepting';
    this.sigs = r.value.slotOfSeat.map((slot) => {
      const id = this.slots[slot]!.identity;
      return id === null ? null : sign(id.keys.secretKey, acceptMessage(r.value.gameId));
    });
    this.broadcastState();
    this.proposal = { setup: startSetupValue(r.value.setup, this.settings), nonces };
    this.broadcast({ t: 'start', start: this.proposal });
    if (this.sigs.every((x) => x !== null)) return this.finish(r.value); // no guest has to accept
    this.startTimer('did not accept the game in time');
  }

  private finish(settled: Settled): void {
    this.clearTimer();
    this.finished = true;
    const sigs = this.sigs as Uint8Array[];
    this.broadcast({ t: 'go', sigs });
    this.started = [encodeHostMessage({ t: 'state', view: this.view() }), encodeHostMessage({ t: 'start', start: this.proposal! }), encodeHostMessage({ t: 'go', sigs })];
    const botSeats = settled.bots.map((b) => ({ seat: b.seat, identity: this.slots[settled.slotOfSeat[b.seat]!]!.identity!, level: b.level }));
    const { setup, gameId, peerIds, names, bots, relays } = settled;
    this.done.resolve({ setup, gameId, peerIds, names, bots, relays, seat: settled.slotOfSeat.indexOf(0), identity: this.options.identity, botSeats, acceptances: sigs });
  }

  /** Seats that have not answered when the timer fires are removed; the lobby starts over. */
  private startTimer(why: string): void {
    this.clearTimer();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      const settled = this.settled;
      const waiting =
        this.phase === 'opening' ? this.slots.filter((s) => s.nonce === null) : settled === null ? [] : this.sigs.flatMap((sig, seat) => (sig === null ? [this.slots[settled.slotOfSeat[seat]!]!] : []));
      for (const s of waiting) this.expel(this.slots.indexOf(s), why);
    }, this.answerTimeoutMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  // ---- outgoing ----

  /** Sends the state now, or — if one went out less than stateIntervalMs ago — once that interval is over. */
  private stateSoon(): void {
    if (this.stateTimer === null) {
      const wait = this.lastStateAt + this.stateIntervalMs - this.timers.now();
      if (wait <= 0) return this.broadcastState();
      this.stateTimer = this.timers.setTimeout(() => {
        this.stateTimer = null;
        if (!this.finished) this.broadcastState();
      }, wait);
    }
    // The guests get this change with the coming state; the creator's own page sees it now, since
    // its form builds the next change on what it shows (three time limits typed in a row kept
    // only the last when the page saw the coalesced state).
    this.changes.emit(this.view());
  }

  private broadcastState(): void {
    if (this.stateTimer !== null) this.timers.clearTimeout(this.stateTimer);
    this.stateTimer = null;
    this.lastStateAt = this.timers.now();
    const view = this.view();
    this.broadcast({ t: 'state', view });
    this.changes.emit(view);
  }

  private broadcast(m: HostMessage): void {
    const bytes = encodeHostMessage(m);
    for (const conn of [...this.slots.map((s) => s.conn), ...this.watchers.map((w) => w.conn)]) if (conn !== null) this.link.send(conn, bytes);
  }

  private send(conn: string, m: HostMessage): void {
    this.link.send(conn, encodeHostMessage(m));
  }

  private refuse(conn: string, reason: string): void {
    this.reports.emit({ kind: 'dropped', from: conn, code: `refused-${reason}` });
    this.send(conn, { t: 'refused', reason });
  }

  private drop(from: string, code: string): void {
    this.reports.emit({ kind: 'dropped', from, code });
  }

  /** Spends one of `from`'s message budget; a guest over it is removed and told why, and nothing more it sends is read. */
  private withinRate(from: string): boolean {
    const now = this.timers.now();
    const { perSecond, burst } = this.guestRate;
    const b = this.budgets.get(from) ?? { level: burst, at: now, cut: false };
    this.budgets.set(from, b);
    if (b.cut) return false;
    b.level = Math.min(burst, b.level + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    if (b.level >= 1) {
      b.level -= 1;
      return true;
    }
    b.cut = true;
    this.reports.emit({ kind: 'dropped', from, code: 'rate-limited' });
    const at = this.slots.findIndex((s) => s.conn === from);
    if (at >= 0) {
      this.expel(at, TOO_MANY_MESSAGES);
      return false;
    }
    this.send(from, { t: 'refused', reason: TOO_MANY_MESSAGES });
    const w = this.watchers.findIndex((x) => x.conn === from);
    if (w >= 0) {
      this.watchers.splice(w, 1);
      this.changed();
    }
    return false;
  }

  /** Every name in the lobby (seats and watchers), for uniqueName. */
  private names(): string[] {
    return [...this.slots.map((s) => s.slot.name), ...this.watchers.map((w) => w.member.name)];
  }

  private assertGathering(): void {
    if (this.phase !== 'gathering' || this.finished) throw new RangeError(`expected a gathering lobby, got ${this.finished ? 'a finished one' : this.phase}`);
  }
}
