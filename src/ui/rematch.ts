// Rematch: one click at the end of a game with friends opens a new lobby for the same table. Every
// page derives the same lobby id from the finished game's id, so nobody has to send a link: the page
// that played seat 0 creates that lobby (same player count, Tides of Battle and time limits, and
// the bots it ran), and every other page opens it by its link and takes a seat.
import { sha256, toHex } from '../../crypto/index';
import type { LobbySettings } from '../lobby/lobby-protocol';
import type { GameSetup } from '../session/setup';

/** What a page does for the rematch of a game it played. */
export interface Rematch {
  /** The new lobby's id (16 hex digits), the same on every page of the table. */
  readonly lobby: string;
  /** This page creates the lobby (it played seat 0); the others join it. */
  readonly host: boolean;
  readonly settings: Pick<LobbySettings, 'players' | 'tidesOfBattle' | 'deadlines'>;
  /** How many bots the host adds: the bot seats it ran. */
  readonly bots: number;
}

const DOMAIN = new TextEncoder().encode('sealed-orders/rematch/v1');

/** The rematch lobby of a game: the first 64 bits of H(domain ‖ game id), in hex. */
export function rematchLobbyId(gameId: Uint8Array): string {
  const input = new Uint8Array(DOMAIN.length + gameId.length);
  input.set(DOMAIN);
  input.set(gameId, DOMAIN.length);
  return toHex(sha256(input)).slice(0, 16);
}

/** The rematch of a game, as the page that ran `seats` (seat index and role) sees it. */
export function rematchOf(setup: GameSetup, gameId: Uint8Array, seats: readonly { readonly seat: number; readonly role: 'player' | 'bot' }[]): Rematch {
  const host = seats.some((s) => s.seat === 0);
  return {
    lobby: rematchLobbyId(gameId),
    host,
    settings: { players: setup.seats.length as LobbySettings['players'], tidesOfBattle: setup.config.tidesOfBattle === true, deadlines: setup.deadlines },
    bots: host ? seats.filter((s) => s.role === 'bot').length : 0,
  };
}
