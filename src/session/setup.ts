// Game creation: the lobby's settings, each seat's house, public key and seed commitment. Their
// canonical encoding, hashed, is the game id, so every signature and commitment of the game is
// bound to exactly these players, these rule options and this rules build (protocol.md,
// "Identity"): peers with different engine builds never share a game id.
import {
  DOMAIN,
  SALT_BYTES,
  SEED_BYTES,
  commit,
  decodeCanonical,
  encodeCanonical,
  equalBytes,
  fail,
  hashValue,
  isValidPublicKey,
  ok,
  openCommitment,
  zeroHash,
  type CanonicalValue,
  type Result,
} from '../../crypto/index';
import type { GameModule, GameTypes } from './game-module';

/** The protocol this session speaks; part of the game id, so versions never mix. */
export const PROTOCOL = 'sealed-orders/session/v10';

/**
 * The game the protocol played before it served several (GameModule.id): its setups name no game,
 * so its game ids and log files stay what they were. Every other game's setup names its module's id.
 */
export const FIRST_GAME = 'agot';

/**
 * How many votes time a seat out of a player's decision (README, "Timeouts"), given how many of the
 * other seats were present (not timed out) when the step began: half the seats, rounded up — more
 * than any minority of colluders can cast alone — lowered to the present seats when fewer are, but
 * never below 2 from 4 seats on. 3 seats: 2 (1 when one other is absent), 4: 2, 5 and 6: 3. A deck
 * or end-of-game step, whose timeout stops the game, needs every other seat's vote.
 */
export function timeoutQuorum(seats: number, present: number): number {
  return Math.min(Math.ceil(seats / 2), Math.max(present, Math.min(2, seats - 2)));
}

/** How long a seat may take, in clock ms, before the others may vote it out of that step. */
export interface Deadlines {
  /** An open decision (a march, a muster …). */
  readonly move: number;
  /** A commitment or opening of a sealed decision. */
  readonly sealed: number;
  /** A shuffle, lock or decryption share of the joint deck, and the end-of-game entries. */
  readonly deck: number;
}

export interface SeatInfo<Name extends string = string> {
  /** The seat's name (GameModule.seats): a house in A Game of Thrones, whose name the field keeps. */
  readonly house: Name;
  /** 32-byte Ed25519 public key. */
  readonly publicKey: Uint8Array;
  /** Commitment to the seat's 32-byte game seed (see seedCommitment). */
  readonly seedCommitment: Uint8Array;
}

/** Everything agreed in the lobby. Seats are in the game's seat order (`game.seats(config)`). */
export interface GameSetup<G extends GameTypes = GameTypes> {
  /** The game played: its module (game-module.ts). Not data: the game id hashes its `id` (setupValue). */
  readonly game: GameModule<G>;
  readonly config: G['config'];
  /** The rules build every peer plays (the module's `rulesFingerprint(config)`, hex): part of the game id. */
  readonly rules: string;
  readonly deadlines: Deadlines;
  readonly seats: readonly SeatInfo<G['seat']>[];
  /**
   * The seats whose house the lobby drew at random (a joint draw: lobby-setup.ts assignHouses), in
   * seat order; absent when every house was chosen. Part of the game id, shown in the info panel.
   */
  readonly drawn?: readonly number[];
}

/** A seat's game seed and the salt of its commitment: secret until the end of the game. */
export interface SeedSecret {
  readonly seed: Uint8Array;
  readonly salt: Uint8Array;
}

/** Random bytes from a CSPRNG (or, in tests, a seeded stream). */
export interface RandomSource {
  bytes(n: number): Uint8Array;
}

const SEED_DECISION = 'game-seed';

/** The commitment to a seed: bound to the author; the game does not exist yet (zero game id). */
export function seedCommitment(publicKey: Uint8Array, secret: SeedSecret): Uint8Array {
  return commit({ game: zeroHash(), decision: SEED_DECISION, author: publicKey }, { salt: secret.salt, payload: secret.seed });
}

/** Checks an opened seed (untrusted) against the seat's commitment; returns the seed. */
export function openSeed(seat: SeatInfo, opening: unknown): Result<Uint8Array, 'bad-shape' | 'mismatch'> {
  const o = opening as { seed?: unknown; salt?: unknown } | null;
  if (o === null || typeof o !== 'object') return fail('bad-shape');
  const r = openCommitment(seat.seedCommitment, { game: zeroHash(), decision: SEED_DECISION, author: seat.publicKey }, { salt: o.salt, payload: o.seed });
  if (!r.ok) return r;
  return r.value instanceof Uint8Array && r.value.length === SEED_BYTES ? ok(r.value) : fail('mismatch');
}

/** What a fresh seed of epoch `epoch` (README, "A dishonest shuffle") is committed to: this game, the epoch, the author. */
function reseedContext(game: Uint8Array, epoch: number, publicKey: Uint8Array) {
  return { game, decision: reseedRef(epoch), author: publicKey };
}

/** The ref of the `reseed` entries that open seed epoch `epoch` (1, 2, …). */
export function reseedRef(epoch: number): string {
  return `reseed/${epoch}`;
}

/** The commitment a `reseed` entry carries: to a fresh seed, bound to the game, the epoch and the author. */
export function reseedCommitment(game: Uint8Array, epoch: number, publicKey: Uint8Array, secret: SeedSecret): Uint8Array {
  return commit(reseedContext(game, epoch, publicKey), { salt: secret.salt, payload: secret.seed });
}

/** Checks an opened seed (untrusted) against the seat's `reseed` commitment of `epoch`; returns the seed. */
export function openReseed(game: Uint8Array, epoch: number, publicKey: Uint8Array, commitment: Uint8Array, opening: unknown): Result<Uint8Array, 'bad-shape' | 'mismatch'> {
  const o = opening as { seed?: unknown; salt?: unknown } | null;
  if (o === null || typeof o !== 'object') return fail('bad-shape');
  const r = openCommitment(commitment, reseedContext(game, epoch, publicKey), { salt: o.salt, payload: o.seed });
  if (!r.ok) return r;
  return r.value instanceof Uint8Array && r.value.length === SEED_BYTES ? ok(r.value) : fail('mismatch');
}

/** Draws a new seed and salt. The lobby stores them before it publishes the commitment. */
export function newSeedSecret(rng: RandomSource): SeedSecret {
  return { seed: rng.bytes(SEED_BYTES), salt: rng.bytes(SALT_BYTES) };
}

export function encodeSeedSecret(secret: SeedSecret): Uint8Array {
  return encodeCanonical({ seed: secret.seed, salt: secret.salt });
}

export function decodeSeedSecret(bytes: Uint8Array): SeedSecret {
  const r = decodeCanonical(bytes);
  const v = r.ok ? (r.value as { seed?: unknown; salt?: unknown }) : null;
  if (v === null || !(v.seed instanceof Uint8Array) || !(v.salt instanceof Uint8Array)) throw new TypeError('expected a stored seed secret');
  return { seed: v.seed, salt: v.salt };
}

/** The canonical value of a setup (what the game id hashes, and what a log file carries). */
export function setupValue(setup: GameSetup): CanonicalValue {
  return {
    protocol: PROTOCOL,
    ...(setup.game.id === FIRST_GAME ? {} : { game: setup.game.id }),
    config: setup.game.configValue(setup.config),
    rules: setup.rules,
    deadlines: { move: setup.deadlines.move, sealed: setup.deadlines.sealed, deck: setup.deadlines.deck },
    seats: setup.seats.map((s) => ({ house: s.house, publicKey: s.publicKey, seedCommitment: s.seedCommitment })),
    // Only when some house was drawn, so a game of chosen houses keeps the id it always had.
    ...(setup.drawn !== undefined && setup.drawn.length > 0 ? { drawn: [...setup.drawn] } : {}),
  };
}

/** The seats' names (houses) the lobby drew at random, in seat order (none when every one was chosen). */
export function drawnHouses<G extends GameTypes>(setup: GameSetup<G>): G['seat'][] {
  return (setup.drawn ?? []).map((seat) => setup.seats[seat]!.house);
}

/** Whether `v` lists seats of a game of `seats` players, at least one, each once, in seat order. */
function isDrawnSeats(v: unknown, seats: number): v is number[] {
  return Array.isArray(v) && v.length > 0 && v.every((x, i) => isCount(x) && x < seats && (i === 0 || x > (v[i - 1] as number)));
}

/** The game id: the hash of the setup's canonical encoding. */
export function gameId(setup: GameSetup<GameTypes>): Uint8Array {
  return hashValue(DOMAIN.VALUE, setupValue(setup));
}

const isMap = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * Reads an untrusted setup (from a log file) of `game`: shapes, the protocol version, the game
 * (a setup naming another one is refused at `game`), this rules build, valid keys, and seats that
 * are exactly the game's seats for this config, in seat order. A game of another rules build is
 * refused at `rules`: this engine would not replay it faithfully.
 */
export function parseSetup<G extends GameTypes>(value: unknown, game: GameModule<G>): Result<GameSetup<G>, 'bad-setup'> {
  if (!isMap(value) || value.protocol !== PROTOCOL) return fail('bad-setup', ['protocol']);
  if ((value.game ?? FIRST_GAME) !== game.id) return fail('bad-setup', ['game']);
  const { deadlines, seats, rules } = value;
  // A module reads what it knows of an untrusted config; one it cannot read or fingerprint (a
  // hostile table: bytes, a huge number …) is a bad setup, never a throw.
  let config: G['config'] | null;
  let fingerprint: string;
  try {
    config = game.parseConfig(value.config);
    fingerprint = config === null ? '' : game.rulesFingerprint(config);
  } catch {
    return fail('bad-setup', ['config']);
  }
  if (config === null) return fail('bad-setup', ['config']);
  if (!isMap(deadlines) || !Array.isArray(seats)) return fail('bad-setup');
  if (rules !== fingerprint) return fail('bad-setup', ['rules']);
  if (!isCount(deadlines.move) || !isCount(deadlines.sealed) || !isCount(deadlines.deck)) return fail('bad-setup', ['deadlines']);
  // A seat's name is checked against the config's seats, once the config is known playable (setupProblem).
  const parsedSeats: { house: string; publicKey: Uint8Array; seedCommitment: Uint8Array }[] = [];
  for (const [i, s] of seats.entries()) {
    if (!isMap(s) || typeof s.house !== 'string') return fail('bad-setup', ['seats', i]);
    if (!(s.publicKey instanceof Uint8Array) || !isValidPublicKey(s.publicKey)) return fail('bad-setup', ['seats', i, 'publicKey']);
    if (!(s.seedCommitment instanceof Uint8Array) || s.seedCommitment.length !== 32) return fail('bad-setup', ['seats', i, 'seedCommitment']);
    parsedSeats.push({ house: s.house, publicKey: s.publicKey, seedCommitment: s.seedCommitment });
  }
  if (value.drawn !== undefined && !isDrawnSeats(value.drawn, parsedSeats.length)) return fail('bad-setup', ['drawn']);
  const setup: GameSetup<G> = {
    game,
    config,
    rules,
    deadlines: { move: deadlines.move, sealed: deadlines.sealed, deck: deadlines.deck },
    seats: parsedSeats as SeatInfo<G['seat']>[],
    ...(value.drawn !== undefined ? { drawn: value.drawn as number[] } : {}),
  };
  const problem = setupProblem(setup);
  return problem === null ? ok(setup) : fail('bad-setup', [problem]);
}

/** Null when the setup is playable; else what is wrong with it. */
export function setupProblem(setup: GameSetup<GameTypes>): string | null {
  let houses: readonly string[];
  try {
    houses = setup.game.seats(setup.config);
  } catch {
    return 'config';
  }
  if (houses.length !== setup.seats.length || houses.some((h, i) => setup.seats[i]!.house !== h)) return 'seats';
  const keys = setup.seats.map((s) => s.publicKey);
  if (keys.some((k, i) => keys.findIndex((o) => equalBytes(o, k)) !== i)) return 'duplicate-key';
  return null;
}
