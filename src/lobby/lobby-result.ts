// What a participant brings to the lobby (its identity) and what it takes away (the result), plus
// the lobby's errors and reports. Shared by the host's and the guests' state machines.
import type { BotLevel } from '../bots/levels';
import type { LobbyBot } from './lobby-setup';
import { keyPairFromSeed, type KeyPair } from '../../crypto/index';
import { GAME_PEER_PREFIX, keyedPeerId } from '../net/channel-auth';
import { FIRST_GAME, newSeedSecret, seedCommitment, type GameSetup, type RandomSource, type SeedSecret } from '../session/setup';
import type { Member, RulesBuild } from './lobby-messages';
// Only the type: the game's module (its engine, the session's dealer) stays out of the first page,
// which loads this file (a friend's link, the lobby's errors): test/e2e/first-page-weight.e2e.ts.
import type { Agot } from '../games/agot';
import type { GameTypes } from '../session/game-module';

/** A participant's secrets for the game-to-be. Store them before joining (the seed commitment leaves in the hello). */
export interface Identity {
  readonly keys: KeyPair;
  readonly seedSecret: SeedSecret;
  /** The PeerJS id this participant will use in the game. */
  readonly peerId: string;
}

/**
 * A fresh identity from a CSPRNG: an Ed25519 key pair, a game seed and salt, and the PeerJS id its
 * key stands for (`so-p-` and 32 hex digits, src/net/channel-auth.ts): whoever registers that id
 * at the broker must still prove the key on every channel, so a squatter gets nothing.
 */
export function newIdentity(rng: RandomSource): Identity {
  const keys = keyPairFromSeed(rng.bytes(32));
  return { keys, seedSecret: newSeedSecret(rng), peerId: keyedPeerId(GAME_PEER_PREFIX, keys.publicKey) };
}

/** The public part of an identity, as the hello carries it. */
export function memberOf(identity: Identity, name: string): Member {
  return { name, publicKey: identity.keys.publicKey, seedCommitment: seedCommitment(identity.keys.publicKey, identity.seedSecret), peerId: identity.peerId };
}

/** A bot seat run by the creator's page, with its own secrets and its level. */
export interface BotSeat {
  readonly seat: number;
  readonly identity: Identity;
  readonly level: BotLevel;
}

/**
 * What the lobby settles, as every peer sees it; the last four fields are this peer's own. `G` is
 * the game's types: a lobby settles any game of the build (`AnyLobbyResult`); A Game of Thrones'
 * (the default, what the app's page plays) is `agotResult`'s.
 */
export interface LobbyResult<G extends GameTypes = Agot> {
  readonly setup: GameSetup<G>;
  readonly gameId: Uint8Array;
  /** Each setup seat's PeerJS id in the game. */
  readonly peerIds: readonly string[];
  /** Each setup seat's display name. */
  readonly names: readonly string[];
  /** The seats played by bots, the seat whose page runs them (the creator's), and their levels. */
  readonly bots: readonly LobbyBot[];
  /** The Nostr relays every seat agreed to in the lobby (its settings): entries go through them beside WebRTC. */
  readonly relays: readonly string[];
  /** This peer's setup seat, or null for a watcher. */
  readonly seat: number | null;
  /** This peer's identity (a watcher's is not in the setup; its peerId is still its own). */
  readonly identity: Identity;
  /** On the creator's page only: the bots it runs. Empty elsewhere. */
  readonly botSeats: readonly BotSeat[];
  /** Every seat's signature on the game id (each checked), in seat order. */
  readonly acceptances: readonly Uint8Array[];
}

/** A lobby's result of whichever game it settled (`setup.game`). */
export type AnyLobbyResult = LobbyResult<GameTypes>;

/** The result as A Game of Thrones' when that is its game; null for another game's. */
export function agotResult(result: AnyLobbyResult): LobbyResult<Agot> | null {
  return result.setup.game.id === FIRST_GAME ? (result as LobbyResult<Agot>) : null;
}

export type LobbyErrorCode =
  | 'refused' // the host refused us (reason in the message)
  | 'other-rules' // the creator runs another rules build (both in `builds`)
  | 'unknown-game' // the lobby plays a game this build does not know (a newer build's)
  | 'unknown-table' // the creator's game is played on a card table this page does not have (War of the Ring)
  | 'other-table' // this page has a card table of that id, but not the creator's (another fingerprint)
  | 'host-left' // the lobby closed before the game existed
  | 'no-broker' // the broker that would connect us to the host cannot be reached
  | 'bad-start' // the host's start is not the game this peer agreed to
  | 'bad-go' // a seat's acceptance signature does not verify
  | 'closed'; // closed by this side

/** Why a lobby ended without a game. */
export class LobbyError extends Error {
  constructor(
    readonly code: LobbyErrorCode,
    message: string,
    /** With `other-rules`: the creator's build and this page's, for a message that names both. */
    readonly builds: { readonly host: RulesBuild; readonly mine: RulesBuild } | null = null,
    /** With `unknown-table` and `other-table`: the card table's id the lobby names. */
    readonly table: string | null = null,
    /** With `unknown-game`: the game the lobby names. */
    readonly game: string | null = null,
  ) {
    super(message);
    this.name = 'LobbyError';
  }
}

/** Something dropped or decided, for logs, the UI and tests. Nothing is dropped silently. */
export type LobbyReport =
  | { readonly kind: 'dropped'; readonly from: string; readonly code: string; readonly path?: readonly (string | number)[] }
  | { readonly kind: 'removed'; readonly name: string; readonly reason: string }
  | { readonly kind: 'aborted'; readonly reason: string };

/** A tiny emitter for onChange/onReport subscriptions. */
export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  add(fn: (value: T) => void): () => void {
    this.set.add(fn);
    return () => this.set.delete(fn);
  }

  emit(value: T): void {
    for (const fn of this.set) {
      try {
        fn(value);
      } catch {
        // A listener's bug must not break the lobby's state machine.
      }
    }
  }
}

/** A promise whose settle functions are kept, with rejections marked handled. */
export function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: Error) => void } {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
