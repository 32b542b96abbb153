// Rematch: one click at the end of a game with friends opens a new lobby for the same table. Every
// page derives the same lobby id from the finished game's id, so nobody has to send a link: the page
// that played seat 0 creates that lobby (same player count, Tides of Battle, time limits and Nostr
// relays, and the bots it ran), and every other page opens it by its link and takes a seat.
import { keyPairFromSeed, sha256 } from '../../../crypto/index';
import { lobbyIdOf, lobbyOptionsOf, type LobbyKey, type LobbySettings } from '../../lobby/lobby-protocol';
import type { GameSetup } from '../../session/setup';
import type { Agot } from '../../games/agot';
import type { House } from '../../../engine/index';

/** What a page does for the rematch of a game it played. */
export interface Rematch {
  /** The new lobby's id (16 hex digits), the same on every page of the table. */
  readonly lobby: string;
  /** The lobby's key, which its host proves to every joiner (the lobby id is its digest). */
  readonly lobbyKey: LobbyKey;
  /** This page creates the lobby (it played seat 0); the others join it. */
  readonly host: boolean;
  /** The house of seat 0, whose player's page opens the new lobby (its own "Rematch" click): named to the others while they wait. */
  readonly hostHouse: House;
  readonly settings: Pick<LobbySettings, 'players' | 'tidesOfBattle' | 'options' | 'deadlines' | 'ruleset' | 'relays'>;
  /** How many bots the host adds: the bot seats it ran. */
  readonly bots: number;
}

const DOMAIN = new TextEncoder().encode('sealed-orders/rematch/v1');

/**
 * The rematch lobby's key: from H(domain ‖ game id), so every page of the table derives it, and its
 * id, the lobby id of its public key (src/lobby). Joiners check that the host holds this key; as
 * everyone who knows the game id can derive it, a rematch lobby is only as closed as the game id
 * (the table and its watchers) — a lobby opened by "New game" has a key only its creator holds.
 */
export function rematchLobbyKey(gameId: Uint8Array): LobbyKey {
  const input = new Uint8Array(DOMAIN.length + gameId.length);
  input.set(DOMAIN);
  input.set(gameId, DOMAIN.length);
  const keys = keyPairFromSeed(sha256(input));
  return { lobby: lobbyIdOf(keys.publicKey), keys };
}

/** The rematch lobby of a game: the id of its key. */
export function rematchLobbyId(gameId: Uint8Array): string {
  return rematchLobbyKey(gameId).lobby;
}

/**
 * The rematch of a game, as the page that ran `seats` (seat index and role) sees it. `relays` are
 * the ones the table agreed on for that game (kept beside the saved seat): a table that chose its
 * own relays, or none, keeps them rather than getting the page's defaults again.
 */
export function rematchOf(setup: GameSetup<Agot>, gameId: Uint8Array, seats: readonly { readonly seat: number; readonly role: 'player' | 'bot' }[], relays: readonly string[]): Rematch {
  const host = seats.some((s) => s.seat === 0);
  const lobbyKey = rematchLobbyKey(gameId);
  return {
    lobby: lobbyKey.lobby,
    lobbyKey,
    host,
    hostHouse: setup.seats[0]!.house,
    settings: { players: setup.seats.length as LobbySettings['players'], tidesOfBattle: setup.config.tidesOfBattle === true, options: lobbyOptionsOf(setup.config), deadlines: setup.deadlines, relays: [...relays], ...(setup.config.ruleset === '1e' ? { ruleset: '1e' as const } : {}) },
    bots: host ? seats.filter((s) => s.role === 'bot').length : 0,
  };
}
