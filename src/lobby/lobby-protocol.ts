// The lobby's public API: a lobby id and its link, then `createLobby` (the creator) or `joinLobby`
// (everyone who opens the link). Each returns a controller whose `result` promise settles with the
// game (a GameSetup, every seat's PeerJS id, the bots, this peer's seat and secrets) or rejects
// with a LobbyError. The state machines are in lobby-host.ts and lobby-guest.ts; the link is any
// LobbyLink (lobby-link.ts in memory, peerjs-lobby-link.ts between browsers).
import { keyPairFromSeed, toHex, type KeyPair } from '../../crypto/index';
import { keyDigestHex, keyedPeerId } from '../net/channel-auth';
import type { RandomSource } from '../session/setup';
import { LobbyGuest, type GuestOptions } from './lobby-guest';
import { LobbyHost, type HostOptions } from './lobby-host';
import { lobbyPeerId } from './lobby-fragment';
export { lobbyPeerId, lobbyUrl, parseLobbyFragment } from './lobby-fragment';

export { LobbyGuest, type GuestOptions } from './lobby-guest';
export { DEFAULT_DEADLINES, DEFAULT_SETTINGS, LobbyHost, type HostOptions, type SettingsChange } from './lobby-host';
export { MemoryLobbyHub, type LobbyLink } from './lobby-link';
export { LOBBY_VERSION, MAX_LOBBY_MESSAGE_BYTES, MAX_WATCHERS, scenarioSeats, type LobbyGame, type LobbyGameOptions, type LobbySettings, type LobbyView, type RulesBuild, type Slot, type Watcher } from './lobby-messages';
export { agotResult, LobbyError, newIdentity, type AnyLobbyResult, type BotSeat, type Identity, type LobbyErrorCode, type LobbyReport, type LobbyResult } from './lobby-result';
export { assignHouses, gameProblem, housesOfSettings, lobbyDigest, lobbyOptionsOf, localRulesBuild, needsNonces, optionsAt, settingsProblem, wotrGameOf, type WotrChoice } from './lobby-setup';

/** A new lobby id: 16 random hex digits (64 bits: not guessable by someone who was not sent the link). */
export function newLobbyId(rng: RandomSource): string {
  return toHex(rng.bytes(8));
}

/** A lobby's own key pair and its id, a digest of the public key: only the key's holder can host it. */
export interface LobbyKey {
  readonly lobby: string;
  readonly keys: KeyPair;
}

/** The lobby id a lobby key stands for: 64 bits of SHA-256 of the public key, in hex. */
export function lobbyIdOf(publicKey: Uint8Array): string {
  return keyDigestHex('lobby-id', publicKey, 8);
}

/** A new lobby over PeerJS: a fresh key pair, and the id its public key stands for. */
export function newLobbyKey(rng: RandomSource): LobbyKey {
  const keys = keyPairFromSeed(rng.bytes(32));
  return { lobby: lobbyIdOf(keys.publicKey), keys };
}

/** A guest's PeerJS id in a lobby: the one its identity's key stands for. */
export function lobbyGuestPeerId(publicKey: Uint8Array): string {
  return keyedPeerId('so-lj-', publicKey);
}




/** Opens a lobby as its creator (slot 0). */
export function createLobby(options: HostOptions): LobbyHost {
  lobbyPeerId(options.lobby);
  return new LobbyHost(options);
}

/** Joins a lobby through its link; `options.host` is `lobbyPeerId(id)` for a PeerJS link. */
export function joinLobby(options: GuestOptions): LobbyGuest {
  return new LobbyGuest(options);
}
