// What a reload needs, besides what the session itself writes (`seed`, `sealed/…`, `own/…`), to
// rebuild the same Session: the player's key pair for this game, the agreed `GameSetup`, the seat,
// and the PeerJS id of every seat. Stored in the game's namespace of the store; read back with every
// check we can make, because a saved game is untrusted input (style rule 4b): a corrupt or foreign
// record gives a coded error, and the keys and seed must be the ones the setup commits to.
import {
  SECRET_KEY_BYTES,
  decodeCanonical,
  encodeCanonical,
  equalBytes,
  fail,
  keyPairFromSeed,
  ok,
  type KeyPair,
  type Path,
  type Result,
} from '../../crypto/index';
import { FIRST_GAME, decodeSeedSecret, gameId, parseSetup, seedCommitment, setupValue, type GameSetup } from '../session/setup';
import type { Store } from '../session/store';
import type { GameModule, GameTypes } from '../session/game-module';
import { AGOT, type Agot } from '../games/agot';

/** Store keys of this module (the session owns `seed`, `sealed/…` and `own/…`). */
export const KEYS_KEY = 'keys';
export const GAME_KEY = 'game';
export const SAVED_GAME_VERSION = 'sealed-orders/saved-game/v1';
/** A substitute's seat (`saveSubstitute`): another version, so `loadGame` (and My games) never takes it for a seat of the setup. */
export const SAVED_SUBSTITUTE_VERSION = 'sealed-orders/saved-substitute/v1';

/** A seat of a game of any module (`G`; A Game of Thrones unless said): the setup names its game. */
export interface SavedGame<G extends GameTypes = Agot> {
  readonly setup: GameSetup<G>;
  /** This player's seat, an index into `setup.seats`. */
  readonly seat: number;
  readonly keys: KeyPair;
  /** The PeerJS id of every seat, in seat order (this player's own is `peerIds[seat]`). */
  readonly peerIds: readonly string[];
}

export interface LoadedGame<G extends GameTypes = Agot> extends SavedGame<G> {
  /** H(setup): what the session signs under. */
  readonly gameId: Uint8Array;
}

export type SavedGameError =
  /** A record is absent: the game was never saved, or only in part (`path` names it). */
  | 'missing'
  /** A record does not decode or has the wrong shape. */
  | 'corrupt'
  /** The records decode but disagree: keys or seed that are not this seat's in the setup. */
  | 'mismatch';

/** Stores the player's key pair: the lobby does this before its public key leaves. */
export function saveKeys(store: Store, keys: KeyPair): void {
  store.put(KEYS_KEY, encodeCanonical({ secretKey: keys.secretKey }));
}

/** Stores everything a reload needs besides the session's own records (the seed must be there). */
export function saveGame<G extends GameTypes>(store: Store, game: SavedGame<G>): void {
  const { setup, seat, keys } = game;
  checkSeat(game);
  if (!equalBytes(setup.seats[seat]!.publicKey, keys.publicKey)) throw new TypeError(`expected the key pair of seat ${seat}, got another`);
  writeGame(store, game, SAVED_GAME_VERSION);
}

/**
 * Stores a substitute's seat (src/session/README.md, "A substitute"): the seat it plays with a key
 * pair of its own, which is no seat's key in the setup. It has no seed.
 */
export function saveSubstitute<G extends GameTypes>(store: Store, game: SavedGame<G>): void {
  checkSeat(game);
  if (game.setup.seats.some((s) => equalBytes(s.publicKey, game.keys.publicKey))) throw new TypeError('expected a substitute\'s own key pair, got a seat\'s of the setup');
  writeGame(store, game, SAVED_SUBSTITUTE_VERSION);
}

function checkSeat<G extends GameTypes>({ setup, seat, peerIds }: SavedGame<G>): void {
  if (!Number.isSafeInteger(seat) || seat < 0 || seat >= setup.seats.length) throw new RangeError(`expected a seat of the setup, got ${seat}`);
  if (peerIds.length !== setup.seats.length || peerIds.some((p) => typeof p !== 'string' || p === '')) {
    throw new TypeError(`expected ${setup.seats.length} PeerJS ids, got ${JSON.stringify(peerIds)}`);
  }
}

function writeGame<G extends GameTypes>(store: Store, { setup, seat, keys, peerIds }: SavedGame<G>, version: string): void {
  saveKeys(store, keys);
  store.put(GAME_KEY, encodeCanonical({ version, setup: setupValue(setup), seat, peerIds: [...peerIds] }));
}

const isMap = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array);

type Load<T> = Result<T, SavedGameError>;

function record(store: Store, key: string): Load<Record<string, unknown>> {
  const bytes = store.get(key);
  if (bytes === undefined) return fail('missing', [key]);
  const decoded = decodeCanonical(bytes);
  if (!decoded.ok || !isMap(decoded.value)) return fail('corrupt', [key]);
  return ok(decoded.value);
}

/**
 * The id of the game a saved seat's record names (`setup.game`; none is the first game), read
 * without a module, so that the caller can load that game's module before `loadGame`; null when
 * there is no such record or it does not read.
 */
export function savedGameId(store: Store): string | null {
  const r = record(store, GAME_KEY);
  if (!r.ok || !isMap(r.value.setup)) return null;
  const id = r.value.setup.game ?? FIRST_GAME;
  return typeof id === 'string' ? id : null;
}

function readGame<G extends GameTypes>(store: Store, expected: string, module: GameModule<G>): Load<{ setup: GameSetup<G>; seat: number; peerIds: string[] }> {
  const r = record(store, GAME_KEY);
  if (!r.ok) return r;
  const { version, setup, seat, peerIds } = r.value;
  const at = (...path: Path) => fail('corrupt', [GAME_KEY, ...path]);
  if (version !== expected) return at('version');
  // A setup of another game than `module`'s is refused here at ['game', 'setup', 'game'].
  const parsed = parseSetup(setup, module);
  if (!parsed.ok) return at('setup', ...parsed.error.path);
  const seats = parsed.value.seats.length;
  if (typeof seat !== 'number' || !Number.isSafeInteger(seat) || seat < 0 || seat >= seats) return at('seat');
  if (!Array.isArray(peerIds) || peerIds.length !== seats) return at('peerIds');
  const bad = peerIds.findIndex((p) => typeof p !== 'string' || p === '');
  if (bad >= 0) return at('peerIds', bad);
  return ok({ setup: parsed.value, seat, peerIds: peerIds as string[] });
}

function readKeys(store: Store): Load<KeyPair> {
  const r = record(store, KEYS_KEY);
  if (!r.ok) return r;
  const secret = r.value.secretKey;
  if (!(secret instanceof Uint8Array) || secret.length !== SECRET_KEY_BYTES) return fail('corrupt', [KEYS_KEY, 'secretKey']);
  return ok(keyPairFromSeed(secret));
}

/** The game record (of `version`) and the key pair, each checked on its own. */
function readSeat<G extends GameTypes>(store: Store, version: string, module: GameModule<G>): Load<{ setup: GameSetup<G>; seat: number; peerIds: string[]; keys: KeyPair }> {
  const game = readGame(store, version, module);
  if (!game.ok) return game;
  const keys = readKeys(store);
  return keys.ok ? ok({ ...game.value, keys: keys.value }) : keys;
}

/**
 * Reads and checks a saved game of `module`'s game (A Game of Thrones unless given; `savedGameId`
 * says which game the record names). Never throws on bad records.
 */
export function loadGame(store: Store): Load<LoadedGame>;
export function loadGame<G extends GameTypes>(store: Store, module: GameModule<G>): Load<LoadedGame<G>>;
export function loadGame(store: Store, module: GameModule = AGOT as unknown as GameModule): Load<LoadedGame<GameTypes>> {
  const read = readSeat(store, SAVED_GAME_VERSION, module);
  if (!read.ok) return read;
  const { setup, seat, peerIds, keys } = read.value;
  const info = setup.seats[seat]!;
  if (!equalBytes(info.publicKey, keys.publicKey)) return fail('mismatch', [KEYS_KEY]);
  // The seed the session will open at the end must be the one this seat committed to.
  const seedBytes = store.get('seed');
  if (seedBytes === undefined) return fail('missing', ['seed']);
  let committed: Uint8Array;
  try {
    committed = seedCommitment(keys.publicKey, decodeSeedSecret(seedBytes));
  } catch {
    return fail('corrupt', ['seed']);
  }
  if (!equalBytes(committed, info.seedCommitment)) return fail('mismatch', ['seed']);
  return ok({ setup, seat, keys, peerIds, gameId: gameId(setup) });
}

/** Reads and checks a substitute's saved seat (`saveSubstitute`): its key must be no seat's of the setup. Never throws on bad records. */
export function loadSubstitute(store: Store): Load<LoadedGame> {
  const read = readSeat(store, SAVED_SUBSTITUTE_VERSION, AGOT);
  if (!read.ok) return read;
  const { setup, seat, peerIds, keys } = read.value;
  if (setup.seats.some((s) => equalBytes(s.publicKey, keys.publicKey))) return fail('mismatch', [KEYS_KEY]);
  return ok({ setup, seat, keys, peerIds, gameId: gameId(setup) });
}
