// From a locked lobby to a GameSetup, computed the same way by every peer: the settings, the
// houses (chosen per slot, or drawn by joint randomness from every slot's opened nonce) and the
// seats in the engine's order. Nothing here trusts the host: a guest re-derives the setup from the
// lobby it said ready to and compares it byte for byte with what the host proposes.
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../bots/levels';
import {
  DOMAIN,
  commit,
  createDrbg,
  encodeCanonical,
  equalBytes,
  hashValue,
  openCommitment,
  zeroHash,
  type CanonicalValue,
} from '../../crypto/index';
import { gameOptionsOf, HOUSES_BY_PLAYER_COUNT, HOUSES_BY_PLAYER_COUNT_1E, optionsFor, RULES_VERSION, rulesFingerprint, type GameConfig, type PlayerCount } from '../../engine/index';
import { gameId, setupProblem, setupValue, type GameSetup } from '../session/setup';
import { AGOT } from '../games/agot';
import { WOTR_TABLES, wotrConfigOf, type WotrTableEntry } from '../games/registry';
import { WOTR } from '../games/wotr';
import type { ScenarioId } from '../../wotr/index';
import { isRelayList } from './relay-list';
import { DEADLINE_RANGE, lockedValue, readGameOptions, scenarioSeats, type LobbyGame, type LobbyGameOptions, type LobbySettings, type LobbyView, type RulesBuild, type Slot } from './lobby-messages';

const NONCE_DECISION = 'lobby-house-nonce';
const HOUSES_LABEL = 'lobby/houses';

/**
 * A commitment to a house nonce, bound to its author and to the lobby (the payload), so a nonce
 * seen in one lobby cannot be replayed into another.
 */
export function nonceCommitment(lobby: string, publicKey: Uint8Array, nonce: Uint8Array): Uint8Array {
  return commit({ game: zeroHash(), decision: NONCE_DECISION, author: publicKey }, { salt: nonce, payload: lobby });
}

/** Whether an untrusted nonce opens the slot's commitment. */
export function isNonceOpening(lobby: string, slot: Slot, nonce: unknown): boolean {
  if (slot.nonceCommitment === null) return false;
  return openCommitment(slot.nonceCommitment, { game: zeroHash(), decision: NONCE_DECISION, author: slot.publicKey }, { salt: nonce, payload: lobby }).ok;
}

/** This page's rules build: the one its engine plays. */
export function localRulesBuild(): RulesBuild {
  return { version: RULES_VERSION, fingerprint: rulesFingerprint() };
}

/** Whether two rules builds are the same (the fingerprint covers the version). */
export const sameBuild = (a: RulesBuild, b: RulesBuild): boolean => a.fingerprint === b.fingerprint;

/** A game's options as the lobby sets them (a rematch keeps them); normalised by the engine. */
export function lobbyOptionsOf(config: GameConfig): LobbyGameOptions {
  const { darkWingsPorts, kingsCourtOverlay, lannisterPortShipAtThree, faq2Tiebreakers } = gameOptionsOf(config);
  return { darkWingsPorts, kingsCourtOverlay, lannisterPortShipAtThree, faq2Tiebreakers };
}

/** The rules reference's readings, as the engine defaults them. */
export const defaultGameOptions = (): LobbyGameOptions => lobbyOptionsOf({ players: 3 });

/**
 * `options` for a game of `players` players: an option that does not change such a game (the
 * engine's optionsFor: the King's Court overlay only at 4, the Lannister port ship only at 3) is
 * back at the rules reference's reading, so a choice made at another count does not ride along
 * unseen when the count changes.
 */
export function optionsAt(players: number, options: LobbyGameOptions): LobbyGameOptions {
  const applies = new Set<string>((PLAYER_COUNTS_2E.includes(players) ? optionsFor(players as PlayerCount) : []).map((o) => o.id));
  const defaults = defaultGameOptions();
  const pick = <K extends keyof LobbyGameOptions>(key: K): LobbyGameOptions[K] => (applies.has(key) ? options[key] : defaults[key]);
  return { darkWingsPorts: pick('darkWingsPorts'), kingsCourtOverlay: pick('kingsCourtOverlay'), lannisterPortShipAtThree: pick('lannisterPortShipAtThree'), faq2Tiebreakers: pick('faq2Tiebreakers') };
}

/**
 * The engine config the settings make: the player count, Tides of Battle and every option, explicit;
 * a 1st-edition game is its edition and count alone (none of those options is its).
 */
export function configOf(settings: LobbySettings): GameConfig {
  const players = settings.players as PlayerCount;
  if (settings.ruleset === '1e') return { players, ruleset: '1e' };
  return { players, tidesOfBattle: settings.tidesOfBattle, ...settings.options };
}

const PLAYER_COUNTS_2E: readonly number[] = Object.keys(HOUSES_BY_PLAYER_COUNT).map(Number);

/**
 * The seats of the settings' game, in seat order: A Game of Thrones' houses of the player count
 * (the 1st edition's at 3–5; empty for a count it does not play), or a War of the Ring scenario's
 * seats (`game`).
 */
export function housesOfSettings(settings: Pick<LobbySettings, 'players' | 'ruleset' | 'game'>): readonly string[] {
  if (settings.game !== undefined) return scenarioSeats(settings.game.scenario);
  if (settings.ruleset === '1e') return HOUSES_BY_PLAYER_COUNT_1E[settings.players as keyof typeof HOUSES_BY_PLAYER_COUNT_1E] ?? [];
  return HOUSES_BY_PLAYER_COUNT[settings.players as PlayerCount] ?? [];
}

/** What a lobby names to play War of the Ring: a scenario and a table of the build's (by id). */
export interface WotrChoice {
  readonly scenario: ScenarioId;
  readonly table: string;
}

/**
 * The settings' game for a War of the Ring choice, with its rules fingerprint taken from the table
 * this page has under that id; null when it has none, or the engine cannot play the scenario on it.
 */
export function wotrGameOf(choice: WotrChoice, tables: readonly WotrTableEntry[] = WOTR_TABLES): LobbyGame | null {
  // A pure function of the page's tables (never changed once given): kept per tables list, as a
  // guest asks at every state and the form for every scenario and table at every render (setting
  // up the engine and fingerprinting a table: ≈6 ms each on this machine).
  let known = KNOWN_GAMES.get(tables);
  if (known === undefined) KNOWN_GAMES.set(tables, (known = new Map()));
  const key = `${choice.scenario}\n${choice.table}`;
  if (known.has(key)) return known.get(key)!;
  const config = wotrConfigOf(choice.scenario, choice.table, tables);
  let game: LobbyGame | null = null;
  if (config !== null) {
    try {
      WOTR.seats(config);
      game = { id: 'wotr-card', scenario: choice.scenario, table: choice.table, rules: WOTR.rulesFingerprint(config) };
    } catch {
      game = null;
    }
  }
  known.set(key, game);
  return game;
}

const KNOWN_GAMES = new WeakMap<readonly WotrTableEntry[], Map<string, LobbyGame | null>>();

/**
 * Whether this page can play the settings' game as the creator named it: always for A Game of
 * Thrones (the rules build is checked at the hello), for War of the Ring when it has the table
 * under that id and the same rules fingerprint of it (`game.rules`).
 */
export function gameProblem(settings: Pick<LobbySettings, 'game'>, tables: readonly WotrTableEntry[] = WOTR_TABLES): 'unknown-table' | 'other-table' | null {
  const game = settings.game;
  if (game === undefined) return null;
  const mine = wotrGameOf(game, tables);
  if (mine === null) return 'unknown-table';
  return mine.rules === game.rules ? null : 'other-table';
}

/** Joint randomness is needed only when two or more slots leave their house to chance. */
export function needsNonces(settings: LobbySettings): boolean {
  return settings.houses.filter((h) => h === null).length >= 2;
}

/** Null when the settings can make a game; else why not. */
export function settingsProblem(settings: LobbySettings): string | null {
  // 1E-GEN-01, 1E-OPT-01: the 1st edition plays 3 to 5, without Tides of Battle.
  if (settings.ruleset === '1e' && (housesOfSettings(settings).length === 0 || settings.tidesOfBattle)) return 'ruleset';
  // War of the Ring: the scenario's seats; none of A Game of Thrones' options (at their defaults, so one value stands for them).
  if (settings.game !== undefined) {
    if (settings.ruleset !== undefined || settings.tidesOfBattle) return 'game';
    if (!equalBytes(encodeCanonical({ ...settings.options }), encodeCanonical({ ...defaultGameOptions() }))) return 'options';
    if (settings.players !== housesOfSettings(settings).length) return 'players';
  } else if (housesOfSettings(settings).length !== settings.players) return 'players';
  const standard = housesOfSettings(settings);
  const chosen = settings.houses.filter((h): h is string => h !== null);
  if (settings.houses.length !== settings.players) return 'houses-length';
  // 2E-SETUP-06: only the houses of the player count, each once.
  if (chosen.some((h, i) => !standard.includes(h) || chosen.indexOf(h) !== i)) return 'houses';
  const d = settings.deadlines;
  if ([d.move, d.sealed, d.deck].some((ms) => !(Number.isSafeInteger(ms) && ms >= DEADLINE_RANGE.min && ms <= DEADLINE_RANGE.max))) return 'deadlines';
  if (readGameOptions(settings.options) === null) return 'options';
  if (!isRelayList(settings.relays)) return 'relays';
  return null;
}

/** What a ready refers to: the settings and every seat's member, not the ready flags. */
export function lobbyDigest(view: LobbyView): Uint8Array {
  return hashValue(DOMAIN.VALUE, { lobbyDigest: lockedValue(view) });
}

/**
 * Each slot's house. Chosen slots keep theirs; the random slots share the remaining houses by a
 * permutation drawn from H(lobby, every slot's nonce in slot order) — integers only, no floats.
 * A single participant who keeps its nonce secret until all are committed makes it uniform.
 * @throws RangeError when nonces are needed and one is missing (a programmer error: check first)
 */
export function assignHouses(lobby: string, settings: LobbySettings, nonces: readonly (Uint8Array | null)[]): string[] {
  const standard = housesOfSettings(settings);
  const free = standard.filter((h) => !settings.houses.includes(h));
  const randomSlots = settings.houses.flatMap((h, slot) => (h === null ? [slot] : []));
  const out = settings.houses.slice();
  if (randomSlots.length === 1) out[randomSlots[0]!] = free[0]!;
  if (randomSlots.length >= 2) {
    if (nonces.length !== settings.players || nonces.some((n) => n === null)) throw new RangeError(`expected ${settings.players} nonces, got ${nonces.length}`);
    const seed = hashValue(DOMAIN.VALUE, { lobby, houseNonces: nonces as Uint8Array[] });
    const perm = createDrbg(seed, HOUSES_LABEL).permutation(randomSlots.length);
    randomSlots.forEach((slot, j) => (out[slot] = free[perm[j]!]!));
  }
  return out as string[];
}

/** A seat played by a bot of the creator's page (seat `owner`), at the level all agreed to. */
export interface LobbyBot {
  readonly seat: number;
  readonly owner: number;
  readonly level: BotLevel;
}

/** What the lobby settles, besides the setup itself. */
export interface Settled {
  /** The game's setup: A Game of Thrones' (`setup.game` is AGOT) or War of the Ring's (WOTR, the whole card table in its config). */
  readonly setup: GameSetup;
  readonly gameId: Uint8Array;
  /** The lobby slot of each setup seat. */
  readonly slotOfSeat: readonly number[];
  /** Each setup seat's PeerJS id in the game. */
  readonly peerIds: readonly string[];
  /** Each setup seat's name. */
  readonly names: readonly string[];
  /** The setup seats run by bots (on the creator's page, seat `owner`), each with its level. */
  readonly bots: readonly LobbyBot[];
  /** The Nostr relays every seat agreed to (settings.relays): transport, so not in the game id. */
  readonly relays: readonly string[];
}

export type SettleError = 'not-full' | 'bad-settings' | 'unknown-table' | 'other-table' | 'missing-nonce' | 'bad-nonce' | 'bad-setup' | 'duplicate-peer';

/**
 * The game a full, locked lobby makes. `nonces` are the opened house nonces by slot (checked here
 * against the commitments when joint randomness is needed). A War of the Ring game's card table is
 * this page's table of the id the settings name (`tables`), whose rules fingerprint must be the
 * settings' (`unknown-table`, `other-table`).
 */
export function settle(view: LobbyView, nonces: readonly (Uint8Array | null)[], tables: readonly WotrTableEntry[] = WOTR_TABLES): { ok: true; value: Settled } | { ok: false; code: SettleError; slot?: number } {
  const { settings, slots, lobby } = view;
  if (slots.length !== settings.players) return { ok: false, code: 'not-full' };
  if (settingsProblem(settings) !== null) return { ok: false, code: 'bad-settings' };
  const tableProblem = gameProblem(settings, tables);
  if (tableProblem !== null) return { ok: false, code: tableProblem };
  if (needsNonces(settings)) {
    for (const [i, slot] of slots.entries()) {
      if (nonces[i] === null || nonces[i] === undefined) return { ok: false, code: 'missing-nonce', slot: i };
      if (!isNonceOpening(lobby, slot, nonces[i])) return { ok: false, code: 'bad-nonce', slot: i };
    }
  }
  const houses = assignHouses(lobby, settings, nonces);
  const order = housesOfSettings(settings);
  const slotOfSeat = order.map((h) => houses.indexOf(h));
  const seats = slotOfSeat.map((slot, seat) => ({ house: order[seat]!, publicKey: slots[slot]!.publicKey, seedCommitment: slots[slot]!.seedCommitment }));
  // The seats whose house was drawn (two or more random slots: one alone takes the house left over).
  const random = settings.houses.filter((h) => h === null).length >= 2;
  const drawn = random ? slotOfSeat.flatMap((slot, seat) => (settings.houses[slot] === null ? [seat] : [])) : [];
  // The rules build agreed in the lobby (every seat's, checked when it joined) binds the game id.
  // A 1st-edition game is bound to the 1st edition's build (rulesFingerprint('1e')): the agreed
  // build's version and 2nd-edition fingerprint plus this page's 1st-edition data, which a guest
  // re-derives with its own and compares, so a peer with other 1st-edition data does not accept.
  // A War of the Ring game is bound to its scenario and table's fingerprint (checked above: this page's own).
  const game = settings.game;
  const common = { deadlines: settings.deadlines, seats, ...(drawn.length > 0 ? { drawn } : {}) };
  let setup: GameSetup;
  if (game !== undefined) {
    setup = { game: WOTR, config: wotrConfigOf(game.scenario, game.table, tables)!, rules: game.rules, ...common };
  } else {
    const rules = settings.ruleset === '1e' ? rulesFingerprint('1e') : settings.rules.fingerprint;
    setup = { game: AGOT, config: configOf(settings), rules, ...common };
  }
  if (setupProblem(setup) !== null) return { ok: false, code: 'bad-setup' };
  const peerIds = slotOfSeat.map((slot) => slots[slot]!.peerId);
  if (new Set(peerIds).size !== peerIds.length || peerIds.includes(view.lobby)) return { ok: false, code: 'duplicate-peer' };
  const owner = slotOfSeat.indexOf(0);
  return {
    ok: true,
    value: {
      setup,
      gameId: gameId(setup),
      slotOfSeat,
      peerIds,
      names: slotOfSeat.map((slot) => slots[slot]!.name),
      bots: slotOfSeat.flatMap((slot, seat) => (slots[slot]!.bot ? [{ seat, owner, level: slots[slot]!.level ?? DEFAULT_BOT_LEVEL }] : [])),
      relays: [...settings.relays],
    },
  };
}

/**
 * The setup as the start message carries it (`StartProposal.setup`): its canonical value, but a War
 * of the Ring game's card table (≈14 KB, more than a lobby message may carry with the rest) named
 * as the settings name it — `{scenario, table}` — since every peer puts its own copy of that table
 * in (its fingerprint, in the value as `rules`, is the settings'). The game id hashes the whole setup.
 */
export function startSetupValue(setup: GameSetup, settings: Pick<LobbySettings, 'game'>): CanonicalValue {
  const value = setupValue(setup) as Record<string, CanonicalValue>;
  const game = settings.game;
  return game === undefined ? value : { ...value, config: { scenario: game.scenario, table: game.table } };
}

/** Whether the host's proposed setup is, byte for byte, the one this peer derived (as the start carries it). */
export function isSameSetup(derived: GameSetup, proposed: CanonicalValue, settings: Pick<LobbySettings, 'game'> = {}): boolean {
  try {
    return equalBytes(encodeCanonical(startSetupValue(derived, settings)), encodeCanonical(proposed));
  } catch {
    return false;
  }
}

/** What each seat signs to say it accepts the game: the game id under a lobby-specific shape. */
export function acceptMessage(id: Uint8Array): Uint8Array {
  return hashValue(DOMAIN.VALUE, { lobbyAccept: id });
}
