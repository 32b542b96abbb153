// A lobby between browsers in one call: the PeerJS link and the state machine together, with the
// page's CSPRNG and clock. `hostPeerjsLobby` makes a lobby id and opens it; `joinPeerjsLobby`
// dials the lobby of a link. The caller may pass an identity it has already stored (the seed must
// be stored before its commitment leaves in the hello); else a fresh one is drawn.
import { realTimers } from '../net/peerjs-backoff';
import type { NetworkOptions } from '../net/peerjs-broker-options';
import type { WotrTableEntry } from '../games/registry';
import type { RandomSource } from '../session/setup';
import { toHex } from '../../crypto/index';
import { createLobby, joinLobby, lobbyGuestPeerId, lobbyIdOf, lobbyPeerId, newIdentity, newLobbyKey, type Identity, type LobbyGuest, type LobbyHost, type LobbyKey, type LobbySettings, type RulesBuild } from './lobby-protocol';
import { PeerjsLobbyLink } from './peerjs-lobby-link';
import { lookAtLobby } from './lobby-look';
import type { LobbyView } from './lobby-messages';
import { LobbyError } from './lobby-result';

/** The page's CSPRNG. */
export const cryptoRandom: RandomSource = { bytes: (n) => crypto.getRandomValues(new Uint8Array(n)) };

export interface PeerjsLobbyOptions {
  readonly name: string;
  readonly network: NetworkOptions;
  readonly identity?: Identity;
  readonly rng?: RandomSource;
}

/**
 * Opens a new lobby as its creator. Close `host` when done (after the result, once the game runs).
 * The lobby id is a digest of the lobby's key (`newLobbyKey`), which the creator proves on every
 * channel: whoever registers the lobby's PeerJS id after the creator dropped cannot host it.
 */
export function hostPeerjsLobby(options: PeerjsLobbyOptions & { readonly settings?: LobbySettings; readonly lobbyKey?: LobbyKey; readonly tables?: readonly WotrTableEntry[] }): { lobby: string; host: LobbyHost; link: PeerjsLobbyLink } {
  const rng = options.rng ?? cryptoRandom;
  // A caller that stores the identity under the lobby's id first draws the key itself.
  const { lobby, keys } = options.lobbyKey ?? newLobbyKey(rng);
  const auth = { keys, accept: (remoteId: string, publicKey: Uint8Array) => remoteId === lobbyGuestPeerId(publicKey) };
  const link = new PeerjsLobbyLink({ self: lobbyPeerId(lobby), auth, broker: options.network.broker, ...(options.network.iceServers === undefined ? {} : { iceServers: options.network.iceServers }) });
  const host = createLobby({ link, lobby, name: options.name, identity: options.identity ?? newIdentity(rng), rng, timers: realTimers, ...(options.settings ? { settings: options.settings } : {}), ...(options.tables === undefined ? {} : { tables: options.tables }) });
  return { lobby, host, link };
}

/** Joins the lobby `lobby` (from the link's fragment); the guest closes its link when it ends. */
export function joinPeerjsLobby(options: PeerjsLobbyOptions & { readonly lobby: string; readonly watch?: boolean; readonly rules?: RulesBuild; readonly tables?: readonly WotrTableEntry[] }): { guest: LobbyGuest; link: PeerjsLobbyLink } {
  const rng = options.rng ?? cryptoRandom;
  const host = lobbyPeerId(options.lobby);
  const identity = options.identity ?? newIdentity(rng);
  // The host must prove the key the lobby id stands for; this guest proves its identity's key.
  const auth = { keys: identity.keys, accept: (remoteId: string, publicKey: Uint8Array) => remoteId === host && lobbyIdOf(publicKey) === options.lobby };
  const link = new PeerjsLobbyLink({ self: lobbyGuestPeerId(identity.keys.publicKey), dial: host, auth, broker: options.network.broker, ...(options.network.iceServers === undefined ? {} : { iceServers: options.network.iceServers }) });
  const guest = joinLobby({ link, host, name: options.name, identity, rng, watch: options.watch ?? false, ...(options.rules === undefined ? {} : { rules: options.rules }), ...(options.tables === undefined ? {} : { tables: options.tables }) });
  return { guest, link };
}

/**
 * The lobby as its creator shows it now, before joining (the arrival page): over a link of its own
 * with a throwaway identity, closed once the state came, or after `timeoutMs` (then rejects).
 */
export function lookAtPeerjsLobby(options: Pick<PeerjsLobbyOptions, 'network' | 'rng'> & { readonly lobby: string; readonly timeoutMs?: number }): Promise<LobbyView> {
  const identity = newIdentity(options.rng ?? cryptoRandom);
  const host = lobbyPeerId(options.lobby);
  const auth = { keys: identity.keys, accept: (remoteId: string, publicKey: Uint8Array) => remoteId === host && lobbyIdOf(publicKey) === options.lobby };
  const link = new PeerjsLobbyLink({ self: lobbyGuestPeerId(identity.keys.publicKey), dial: host, auth, broker: options.network.broker, ...(options.network.iceServers === undefined ? {} : { iceServers: options.network.iceServers }) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new LobbyError('host-left', 'the lobby did not answer')), options.timeoutMs ?? 20_000)));
  return Promise.race([lookAtLobby(link, host), late]).finally(() => {
    clearTimeout(timer);
    link.close();
  });
}

/**
 * A short code of the game id for people to compare aloud (`a1b2-c3d4-e5f6`): the host relays the
 * lobby and could show two joiners two different games; equal codes rule that out. 48 bits, so a
 * host cannot search for a second game with the same code while people wait.
 */
export function gameCode(gameId: Uint8Array): string {
  const hex = toHex(gameId.subarray(0, 6));
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8)}`;
}
