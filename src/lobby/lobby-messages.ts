// The lobby's wire format: what the creator (host) and the joiners (guests) send each other, in
// the crypto layer's canonical encoding, and a decoder that trusts nothing. Every message is
// decoded with a byte and depth budget, then checked field by field; anything else is a typed
// failure with a code and a path (style rule 4b) that the state machines drop and report.
import { isBotLevel, type BotLevel } from '../bots/levels';
import {
  decodeCanonical,
  encodeCanonical,
  fail,
  isValidPublicKey,
  ok,
  type CanonicalValue,
  type Limits,
  type Result,
} from '../../crypto/index';
import { HOUSES, PLAYER_COUNTS, type House } from '../../engine/index';
// From the scenarios' data alone, not the engine's index: a lobby needs no rules of War of the Ring.
import { SCENARIO_IDS, SCENARIOS, type ScenarioId } from '../../wotr/scenarios';
import { isRelayList } from './relay-list';
import type { Deadlines } from '../session/setup';
import { isPeerId } from './lobby-fragment';

/** Version of the lobby protocol; a peer speaking another is refused. 2: rules builds and game options; 3: relays. */
export const LOBBY_VERSION = 3;
/** The largest lobby message: a full lobby of 6 seats and 8 watchers is about 2 KiB. */
export const MAX_LOBBY_MESSAGE_BYTES = 16 * 1024;
/** Decoding budget: bytes and nesting depth. */
export const LOBBY_LIMITS: Limits = Object.freeze({ maxBytes: MAX_LOBBY_MESSAGE_BYTES, maxDepth: 8 });
/** At most this many people watch; a sixth seat's worth of traffic each, relayed by the host. */
export const MAX_WATCHERS = 8;
export const MAX_NAME_LENGTH = 40;
/**
 * Deadlines a lobby may agree on, in ms: at least a second, at most a week (a game over days gives
 * a player a day or two per decision; timers run up to 24.8 days).
 */
export const DEADLINE_RANGE = Object.freeze({ min: 1000, max: 7 * 86_400_000 });
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** A peer's rules build: the engine's RULES_VERSION and rulesFingerprint() (64 hex digits). */
export interface RulesBuild {
  readonly version: number;
  readonly fingerprint: string;
}

/** The rule readings the creator chooses (engine GameConfig; `GAME_OPTIONS` words them). */
export interface LobbyGameOptions {
  readonly darkWingsPorts: boolean;
  readonly kingsCourtOverlay: 'four-positions' | 'two-positions';
  readonly lannisterPortShipAtThree: boolean;
  readonly faq2Tiebreakers: boolean;
}

/** The longest card table id a lobby names (a table the build ships: src/games/registry.ts WOTR_TABLES). */
export const MAX_TABLE_ID_LENGTH = 64;

/**
 * A game other than A Game of Thrones, as the settings name it (absent: A Game of Thrones, whose
 * settings, digests and game ids stay what they were). War of the Ring: The Card Game is its
 * scenario and its card table, named by the id of a table the build ships (a table is ≈14 KB, a
 * lobby message at most 16 KiB), with the rules fingerprint of both (`WOTR.rulesFingerprint`:
 * the engine's version, the scenario, every card and location), which each guest derives from its
 * own copy of the table and compares: a page without that table, or with another version of it,
 * cannot join. `settle` puts the whole table into the setup's config.
 */
export interface LobbyWotrGame {
  readonly id: 'wotr-card';
  readonly scenario: ScenarioId;
  readonly table: string;
  readonly rules: string;
}

/** The game of a lobby that is not A Game of Thrones. */
export type LobbyGame = LobbyWotrGame;

/** The seat names of a War of the Ring scenario, in seat order ([WOTR-SCN-*]). */
export function scenarioSeats(scenario: ScenarioId): readonly string[] {
  return SCENARIOS[scenario].seats.map((s) => s.name);
}

/**
 * What the creator decides. `houses[slot]` is that slot's house (a seat's name in War of the Ring), or null for a random one. `rules`
 * is the creator's rules build: every seat must run the same one (a guest with another is refused).
 */
export interface LobbySettings {
  /** The game (absent: A Game of Thrones). */
  readonly game?: LobbyGame;
  /** The seats: 3–6 in A Game of Thrones, the scenario's in War of the Ring (2–4). */
  readonly players: number;
  readonly houses: readonly (string | null)[];
  readonly tidesOfBattle: boolean;
  readonly options: LobbyGameOptions;
  readonly deadlines: Deadlines;
  readonly rules: RulesBuild;
  /**
   * '1e': the 1st edition of 2003 (issue 22: 3–5 players, its houses, no Tides of Battle, none of the
   * 2nd edition's options); absent: the 2nd edition, so a 2nd-edition lobby's messages and digests
   * are what they were.
   */
  readonly ruleset?: '1e';
  /**
   * The Nostr relays (ws:// or wss:// addresses) every seat's page sends its entries through beside
   * WebRTC, so a player who comes back when nobody else is online catches up from them
   * (src/play/network-game.ts). Transport, not rules: bound by every ready (it is in the digest),
   * not by the game id. Empty: WebRTC only.
   */
  readonly relays: readonly string[];
}

/** Who a participant is in the game-to-be; sent in its hello, never changed by anyone after. */
export interface Member {
  readonly name: string;
  /** 32-byte Ed25519 key: the seat's key in the game. */
  readonly publicKey: Uint8Array;
  /** Commitment to the seat's game seed (src/session/setup.ts `seedCommitment`). */
  readonly seedCommitment: Uint8Array;
  /** The PeerJS id the seat will use in the game (not the lobby's). */
  readonly peerId: string;
}

/** A seat of the lobby, in slot order (slot 0 is the creator). */
export interface Slot extends Member {
  readonly bot: boolean;
  /** A bot's level (src/bots/levels.ts), chosen by the creator and shown to all; null for a person. */
  readonly level: BotLevel | null;
  /** The digest of the lobby the seat said ready to, or null. */
  readonly ready: Uint8Array | null;
  /** Commitment to the seat's house nonce for this round (sent with ready), or null. */
  readonly nonceCommitment: Uint8Array | null;
}

export interface Watcher {
  readonly name: string;
  readonly publicKey: Uint8Array;
}

export type LobbyPhase = 'gathering' | 'opening' | 'accepting';

/** The whole lobby as the host shows it to everyone. */
export interface LobbyView {
  readonly lobby: string;
  readonly settings: LobbySettings;
  readonly slots: readonly Slot[];
  readonly watchers: readonly Watcher[];
  readonly phase: LobbyPhase;
  /** How many opening rounds were abandoned (someone did not open): shown, so a host that rerolls is seen. */
  readonly aborted: number;
}

/** The start of the game as the host proposes it; every peer re-derives and compares it. */
export interface StartProposal {
  /** The setup's canonical value (src/session/setup.ts `setupValue`). */
  readonly setup: CanonicalValue;
  /** Each slot's opened house nonce, or null when no random house was drawn. */
  readonly nonces: readonly (Uint8Array | null)[];
}

export type GuestMessage =
  | { readonly t: 'hello'; readonly v: number; readonly member: Member; readonly watch: boolean; readonly rules: RulesBuild | null }
  | { readonly t: 'ready'; readonly digest: Uint8Array | null; readonly nonceCommitment: Uint8Array | null }
  | { readonly t: 'open'; readonly nonce: Uint8Array }
  | { readonly t: 'accept'; readonly sig: Uint8Array }
  /** Before any hello: "show me the lobby" — answered with one state; the looker takes no place in it. */
  | { readonly t: 'look' };

export type HostMessage =
  | { readonly t: 'state'; readonly view: LobbyView }
  | { readonly t: 'start'; readonly start: StartProposal }
  | { readonly t: 'go'; readonly sigs: readonly Uint8Array[] }
  | { readonly t: 'refused'; readonly reason: string; readonly rules?: RulesBuild };

export type MessageError = 'undecodable' | 'bad-message';

// ---- encoding ----

function settingsValue(s: LobbySettings): CanonicalValue {
  return {
    players: s.players,
    houses: [...s.houses],
    tidesOfBattle: s.tidesOfBattle,
    options: { ...s.options },
    deadlines: { ...s.deadlines },
    rules: { ...s.rules },
    relays: [...s.relays],
    ...(s.ruleset === '1e' ? { ruleset: '1e' } : {}),
    // Only for a game other than A Game of Thrones: its settings' value (and every digest) is what it was.
    ...(s.game === undefined ? {} : { game: { ...s.game } }),
  };
}

export function memberValue(m: Member): CanonicalValue {
  return { name: m.name, publicKey: m.publicKey, seedCommitment: m.seedCommitment, peerId: m.peerId };
}

function slotValue(s: Slot): CanonicalValue {
  return { ...(memberValue(s) as Record<string, CanonicalValue>), bot: s.bot, level: s.level, ready: s.ready, nonceCommitment: s.nonceCommitment };
}

export function viewValue(v: LobbyView): CanonicalValue {
  return {
    lobby: v.lobby,
    settings: settingsValue(v.settings),
    slots: v.slots.map(slotValue),
    watchers: v.watchers.map((w) => ({ name: w.name, publicKey: w.publicKey })),
    phase: v.phase,
    aborted: v.aborted,
  };
}

/** The settings and members a ready refers to (not the ready flags or nonces themselves): a bot's level too, so people agree to how strong the bots are. */
export function lockedValue(v: LobbyView): CanonicalValue {
  return { lobby: v.lobby, settings: settingsValue(v.settings), slots: v.slots.map((s) => ({ ...(memberValue(s) as Record<string, CanonicalValue>), bot: s.bot, level: s.level })) };
}

export function encodeGuestMessage(m: GuestMessage): Uint8Array {
  switch (m.t) {
    case 'hello':
      return encodeCanonical({ t: m.t, v: m.v, member: memberValue(m.member), watch: m.watch, ...(m.rules === null ? {} : { rules: { ...m.rules } }) }, LOBBY_LIMITS);
    default:
      return encodeCanonical(m, LOBBY_LIMITS);
  }
}

export function encodeHostMessage(m: HostMessage): Uint8Array {
  switch (m.t) {
    case 'state':
      return encodeCanonical({ t: m.t, view: viewValue(m.view) }, LOBBY_LIMITS);
    case 'start':
      return encodeCanonical({ t: m.t, start: { setup: m.start.setup, nonces: [...m.start.nonces] } }, LOBBY_LIMITS);
    case 'refused':
      return encodeCanonical({ t: m.t, reason: m.reason, ...(m.rules === undefined ? {} : { rules: { ...m.rules } }) }, LOBBY_LIMITS);
    default:
      return encodeCanonical(m as unknown as CanonicalValue, LOBBY_LIMITS);
  }
}

// ---- decoding ----

type Read<T> = Result<T, MessageError>;
type Obj = Record<string, unknown>;

const bad = (...path: (string | number)[]) => fail('bad-message' as const, path);
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array);
const isBytes = (v: unknown, n: number): v is Uint8Array => v instanceof Uint8Array && v.length === n;
const isBytesOrNull = (v: unknown, n: number): v is Uint8Array | null => v === null || isBytes(v, n);
const hasKeys = (o: Obj, keys: readonly string[]) => Object.keys(o).length === keys.length && keys.every((k) => k in o);

/** PeerJS's rule for ids, bounded in length (lobby-fragment.ts, which the first page loads alone). */
export { isPeerId };

export function isName(v: unknown): v is string {
  return typeof v === 'string' && v.length >= 1 && v.length <= MAX_NAME_LENGTH && !/\p{Cc}/u.test(v);
}

const isHouse = (v: unknown): v is House => (HOUSES as readonly unknown[]).includes(v);
const isDeadline = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= DEADLINE_RANGE.min && v <= DEADLINE_RANGE.max;

const OVERLAYS: readonly unknown[] = ['four-positions', 'two-positions'];

/** A rules build: a small version number and 64 lowercase hex digits. */
export function readRulesBuild(v: unknown): RulesBuild | null {
  if (!isObj(v) || !hasKeys(v, ['version', 'fingerprint'])) return null;
  const { version, fingerprint } = v;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0 || version > 1_000_000) return null;
  return typeof fingerprint === 'string' && /^[0-9a-f]{64}$/.test(fingerprint) ? { version, fingerprint } : null;
}

/** Game options that are exactly the engine's: every key, each a value it knows. */
export function readGameOptions(v: unknown): LobbyGameOptions | null {
  if (!isObj(v) || !hasKeys(v, ['darkWingsPorts', 'kingsCourtOverlay', 'lannisterPortShipAtThree', 'faq2Tiebreakers'])) return null;
  const { darkWingsPorts, kingsCourtOverlay, lannisterPortShipAtThree, faq2Tiebreakers } = v;
  if (typeof darkWingsPorts !== 'boolean' || typeof lannisterPortShipAtThree !== 'boolean' || typeof faq2Tiebreakers !== 'boolean') return null;
  if (!OVERLAYS.includes(kingsCourtOverlay)) return null;
  return { darkWingsPorts, kingsCourtOverlay: kingsCourtOverlay as LobbyGameOptions['kingsCourtOverlay'], lannisterPortShipAtThree, faq2Tiebreakers };
}

/** A table id: lower-case letters, digits and dashes, bounded. */
const isTableId = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= MAX_TABLE_ID_LENGTH && /^[a-z0-9][a-z0-9-]*$/.test(v);

/** A game's name as a lobby may carry it: lower-case letters, digits and dashes, bounded. */
const isGameName = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= 40 && /^[a-z0-9][a-z0-9-]*$/.test(v);

/**
 * The name of the game a host's message names that this build does not know (a state of a newer
 * build's game), or null: what a guest says instead of dropping every state of that lobby.
 */
export function unknownGameOf(error: { readonly path: readonly (string | number)[] }): string | null {
  const p = error.path;
  const at = p.length - 4;
  return at >= 0 && p[at] === 'settings' && p[at + 1] === 'game' && p[at + 2] === 'id' && isGameName(p[at + 3]) ? (p[at + 3] as string) : null;
}

/** The game a lobby names besides A Game of Thrones: War of the Ring's scenario, table id and rules fingerprint, exactly. */
export function readLobbyGame(v: unknown): LobbyGame | null {
  if (!isObj(v) || !hasKeys(v, ['id', 'scenario', 'table', 'rules']) || v.id !== 'wotr-card') return null;
  if (!(SCENARIO_IDS as readonly unknown[]).includes(v.scenario) || !isTableId(v.table)) return null;
  if (typeof v.rules !== 'string' || !/^[0-9a-f]{64}$/.test(v.rules)) return null;
  return { id: 'wotr-card', scenario: v.scenario as ScenarioId, table: v.table, rules: v.rules };
}

/** Settings that are well formed; whether the houses fit the player count is `settingsProblem`. */
export function readSettings(v: unknown, path: string[] = ['settings']): Read<LobbySettings> {
  const base = ['players', 'houses', 'tidesOfBattle', 'options', 'deadlines', 'rules', 'relays'];
  if (!isObj(v)) return bad(...path);
  const keys = [...base, ...('ruleset' in v ? ['ruleset'] : []), ...('game' in v ? ['game'] : [])];
  if (!hasKeys(v, keys)) return bad(...path);
  if ('ruleset' in v && v.ruleset !== '1e') return bad(...path, 'ruleset');
  const game = 'game' in v ? readLobbyGame(v.game) : undefined;
  // A game this build does not know (a newer build's): said apart, so a guest can say so (`unknownGameOf`).
  if (game === null && isObj(v.game) && isGameName(v.game.id) && v.game.id !== 'wotr-card') return bad(...path, 'game', 'id', v.game.id);
  if (game === null) return bad(...path, 'game');
  const { players, houses, tidesOfBattle, deadlines } = v;
  const options = readGameOptions(v.options);
  if (options === null) return bad(...path, 'options');
  const rules = readRulesBuild(v.rules);
  if (rules === null) return bad(...path, 'rules');
  // A Game of Thrones' houses and counts, or the scenario's seats.
  const seats = game === undefined ? null : scenarioSeats(game.scenario);
  const isSeat = seats === null ? isHouse : (h: unknown) => seats.includes(h as string);
  if (seats === null ? !(PLAYER_COUNTS as readonly unknown[]).includes(players) : players !== seats.length) return bad(...path, 'players');
  if (!Array.isArray(houses) || houses.length !== players || !houses.every((h) => h === null || isSeat(h))) return bad(...path, 'houses');
  if (typeof tidesOfBattle !== 'boolean') return bad(...path, 'tidesOfBattle');
  if (!isObj(deadlines) || !hasKeys(deadlines, ['move', 'sealed', 'deck'])) return bad(...path, 'deadlines');
  if (!isDeadline(deadlines.move) || !isDeadline(deadlines.sealed) || !isDeadline(deadlines.deck)) return bad(...path, 'deadlines');
  if (!isRelayList(v.relays)) return bad(...path, 'relays');
  return ok({
    players: players as number,
    houses: houses as (string | null)[],
    tidesOfBattle,
    options,
    deadlines: { move: deadlines.move, sealed: deadlines.sealed, deck: deadlines.deck },
    rules,
    relays: [...v.relays],
    ...('ruleset' in v ? { ruleset: '1e' as const } : {}),
    ...(game === undefined ? {} : { game }),
  });
}

function readMember(v: unknown, path: (string | number)[], extra: readonly string[] = []): Read<Member & Obj> {
  if (!isObj(v) || !hasKeys(v, ['name', 'publicKey', 'seedCommitment', 'peerId', ...extra])) return bad(...path);
  if (!isName(v.name)) return bad(...path, 'name');
  if (!(v.publicKey instanceof Uint8Array) || !isValidPublicKey(v.publicKey)) return bad(...path, 'publicKey');
  if (!isBytes(v.seedCommitment, 32)) return bad(...path, 'seedCommitment');
  if (!isPeerId(v.peerId)) return bad(...path, 'peerId');
  return ok(v as Member & Obj);
}

function readView(v: unknown): Read<LobbyView> {
  if (!isObj(v) || !hasKeys(v, ['lobby', 'settings', 'slots', 'watchers', 'phase', 'aborted'])) return bad('view');
  if (!isPeerId(v.lobby)) return bad('view', 'lobby');
  const settings = readSettings(v.settings, ['view', 'settings']);
  if (!settings.ok) return settings;
  if (!Array.isArray(v.slots) || v.slots.length > settings.value.players) return bad('view', 'slots');
  const slots: Slot[] = [];
  for (const [i, s] of v.slots.entries()) {
    const m = readMember(s, ['view', 'slots', i], ['bot', 'level', 'ready', 'nonceCommitment']);
    if (!m.ok) return m;
    const { bot, level, ready, nonceCommitment } = m.value;
    if (typeof bot !== 'boolean' || !isBytesOrNull(ready, 32) || !isBytesOrNull(nonceCommitment, 32)) return bad('view', 'slots', i);
    // A bot has a level, a person none.
    if (bot ? !isBotLevel(level) : level !== null) return bad('view', 'slots', i, 'level');
    slots.push({ name: m.value.name, publicKey: m.value.publicKey, seedCommitment: m.value.seedCommitment, peerId: m.value.peerId, bot, level: bot ? (level as BotLevel) : null, ready, nonceCommitment });
  }
  if (!Array.isArray(v.watchers) || v.watchers.length > MAX_WATCHERS) return bad('view', 'watchers');
  const watchers: Watcher[] = [];
  for (const [i, w] of v.watchers.entries()) {
    if (!isObj(w) || !hasKeys(w, ['name', 'publicKey']) || !isName(w.name) || !isBytes(w.publicKey, 32)) return bad('view', 'watchers', i);
    watchers.push({ name: w.name, publicKey: w.publicKey });
  }
  if (v.phase !== 'gathering' && v.phase !== 'opening' && v.phase !== 'accepting') return bad('view', 'phase');
  if (typeof v.aborted !== 'number' || !Number.isSafeInteger(v.aborted) || v.aborted < 0) return bad('view', 'aborted');
  return ok({ lobby: v.lobby, settings: settings.value, slots, watchers, phase: v.phase, aborted: v.aborted });
}

function decodeMap(bytes: Uint8Array): Read<Obj> {
  if (!(bytes instanceof Uint8Array) || bytes.length > MAX_LOBBY_MESSAGE_BYTES) return fail('undecodable');
  const r = decodeCanonical(bytes, LOBBY_LIMITS);
  if (!r.ok) return fail('undecodable', r.error.path);
  return isObj(r.value) && typeof r.value.t === 'string' ? ok(r.value) : bad('t');
}

/** Reads a message a guest sent the host (untrusted). */
export function decodeGuestMessage(bytes: Uint8Array): Read<GuestMessage> {
  const r = decodeMap(bytes);
  if (!r.ok) return r;
  const m = r.value;
  switch (m.t) {
    case 'hello': {
      // A hello without `rules` is an older version's: read, so the host can refuse it as such.
      const withRules = 'rules' in m;
      if (!hasKeys(m, ['t', 'v', 'member', 'watch', ...(withRules ? ['rules'] : [])]) || typeof m.v !== 'number' || typeof m.watch !== 'boolean') return bad();
      const rules = withRules ? readRulesBuild(m.rules) : null;
      if (withRules && rules === null) return bad('rules');
      const member = readMember(m.member, ['member']);
      if (!member.ok) return member;
      const { name, publicKey, seedCommitment, peerId } = member.value;
      return ok({ t: 'hello', v: m.v, member: { name, publicKey, seedCommitment, peerId }, watch: m.watch, rules });
    }
    case 'ready':
      if (!hasKeys(m, ['t', 'digest', 'nonceCommitment']) || !isBytesOrNull(m.digest, 32) || !isBytesOrNull(m.nonceCommitment, 32)) return bad();
      if ((m.digest === null) !== (m.nonceCommitment === null)) return bad('nonceCommitment');
      return ok({ t: 'ready', digest: m.digest, nonceCommitment: m.nonceCommitment });
    case 'open':
      return hasKeys(m, ['t', 'nonce']) && isBytes(m.nonce, 32) ? ok({ t: 'open', nonce: m.nonce }) : bad('nonce');
    case 'accept':
      return hasKeys(m, ['t', 'sig']) && isBytes(m.sig, 64) ? ok({ t: 'accept', sig: m.sig }) : bad('sig');
    case 'look':
      return hasKeys(m, ['t']) ? ok({ t: 'look' }) : bad();
    default:
      return bad('t');
  }
}

/** Reads a message the host sent a guest (untrusted). */
export function decodeHostMessage(bytes: Uint8Array): Read<HostMessage> {
  const r = decodeMap(bytes);
  if (!r.ok) return r;
  const m = r.value;
  switch (m.t) {
    case 'state': {
      if (!hasKeys(m, ['t', 'view'])) return bad();
      const view = readView(m.view);
      return view.ok ? ok({ t: 'state', view: view.value }) : view;
    }
    case 'start': {
      const s = m.start;
      if (!hasKeys(m, ['t', 'start']) || !isObj(s) || !hasKeys(s, ['setup', 'nonces'])) return bad('start');
      if (!Array.isArray(s.nonces) || s.nonces.length > 6 || !s.nonces.every((n) => isBytesOrNull(n, 32))) return bad('start', 'nonces');
      return ok({ t: 'start', start: { setup: s.setup as CanonicalValue, nonces: s.nonces as (Uint8Array | null)[] } });
    }
    case 'go':
      if (!hasKeys(m, ['t', 'sigs']) || !Array.isArray(m.sigs) || m.sigs.length > 6 || !m.sigs.every((s) => isBytes(s, 64))) return bad('sigs');
      return ok({ t: 'go', sigs: m.sigs as Uint8Array[] });
    case 'refused': {
      // A refusal for another rules build names the host's build, so the guest can say both.
      if ('rules' in m) {
        const rules = readRulesBuild(m.rules);
        return hasKeys(m, ['t', 'reason', 'rules']) && isName(m.reason) && rules !== null ? ok({ t: 'refused', reason: m.reason, rules }) : bad('rules');
      }
      return hasKeys(m, ['t', 'reason']) && isName(m.reason) ? ok({ t: 'refused', reason: m.reason }) : bad('reason');
    }
    default:
      return bad('t');
  }
}
