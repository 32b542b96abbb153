// Whole games between bot peers over the in-memory network, on virtual time: the lobby (keys,
// seeds, setup), one Session per seat, and the loop that moves messages and the clock. Used by
// the tests, `npm run simulate` and the benchmark. Everything comes from one seed, so the same
// seed and network faults give the same game and the same log. Any game: its module and config
// are in the options (A Game of Thrones' own options: src/games/agot-harness.ts).
import { createDrbg, encodeCanonical, keyPairFromSeed, type KeyPair } from '../../crypto/index';
import { withMesh } from '../net/mesh';
import { MemoryNetwork, type NetworkFaults } from '../net/memory-network';
import type { Transport } from '../net/transport';
import { attachBot } from './attach-bot';
import { ManualClock, type Clock } from './clock';
import { Session, type SessionOptions } from './session';
import { isStopped } from './fold';
import type { GameModule, GamePlayer, GameTypes } from './game-module';
import { encodeSeedSecret, newSeedSecret, seedCommitment, type Deadlines, type GameSetup } from './setup';
import { MemoryStore } from './store';

export const DEFAULT_DEADLINES: Deadlines = Object.freeze({ move: 5_000, sealed: 5_000, deck: 10_000 });

export interface HarnessOptions<G extends GameTypes = GameTypes> {
  readonly game: GameModule<G>;
  readonly config: G['config'];
  readonly seed: Uint8Array;
  readonly faults?: NetworkFaults;
  readonly deadlines?: Deadlines;
  readonly syncInterval?: number;
  /** The bot of each seat; the game's random player by default. Return null for a seat played by the test. */
  readonly bot?: (seat: number, house: G['seat']) => GamePlayer<G> | null;
  /** Wraps a seat's transport (a test's malicious peer, a tap). */
  readonly wrapTransport?: (seat: number, transport: Transport) => Transport;
  /** Wraps a seat's clock (a test's seat that votes before the deadline). */
  readonly wrapClock?: (seat: number, clock: Clock) => Clock;
}

/** What a reload may tell its new session beyond the harness's options. */
export type RestartOptions = Pick<SessionOptions, 'everySeatRestarts'>;

export interface Lobby<G extends GameTypes = GameTypes> {
  readonly setup: GameSetup<G>;
  readonly keys: readonly KeyPair[];
  readonly stores: readonly MemoryStore[];
}

/** The lobby: a key pair and a committed seed per seat, stored before the game id exists. */
export function makeLobby<G extends GameTypes>(game: GameModule<G>, config: G['config'], seed: Uint8Array, deadlines: Deadlines = DEFAULT_DEADLINES): Lobby<G> {
  const houses = game.seats(config);
  const keys = houses.map((_, i) => keyPairFromSeed(createDrbg(seed, `lobby/key/${i}`).bytes(32)));
  const stores = houses.map(() => new MemoryStore());
  const seats = houses.map((house, i) => {
    const secret = newSeedSecret(createDrbg(seed, `lobby/seed/${i}`));
    stores[i]!.put('seed', encodeSeedSecret(secret));
    return { house, publicKey: keys[i]!.publicKey, seedCommitment: seedCommitment(keys[i]!.publicKey, secret) };
  });
  return { setup: { game, config, rules: game.rulesFingerprint(config), deadlines, seats }, keys, stores };
}

export const peerId = (seat: number) => `seat-${seat}`;

export { attachBot };

export class InMemoryGame<G extends GameTypes = GameTypes> {
  readonly network: MemoryNetwork;
  readonly clock = new ManualClock();
  readonly lobby: Lobby<G>;
  readonly sessions: Session<G>[];
  private restarts = 0;

  constructor(readonly options: HarnessOptions<G>) {
    this.lobby = makeLobby(options.game, options.config, options.seed, options.deadlines);
    this.network = new MemoryNetwork(createDrbg(options.seed, 'network').bytes(32), options.faults ?? {});
    this.sessions = this.lobby.setup.seats.map((seat, i) => this.openSession(i, peerId(i), seat.house));
  }

  get setup(): GameSetup<G> {
    return this.lobby.setup;
  }

  private openSession(seat: number, id: string, house: G['seat'], extra: RestartOptions = {}, player: { readonly keys: KeyPair; readonly store: MemoryStore } | null = null): Session<G> {
    const raw = withMesh(this.network.join(id));
    const transport = this.options.wrapTransport?.(seat, raw) ?? raw;
    const session = new Session({
      transport,
      clock: this.options.wrapClock?.(seat, this.clock) ?? this.clock,
      rng: createDrbg(this.options.seed, `session/${seat}/${this.restarts}`),
      store: player?.store ?? this.lobby.stores[seat]!,
      keys: player?.keys ?? this.lobby.keys[seat]!,
      setup: this.lobby.setup,
      seat,
      ...(this.options.syncInterval !== undefined ? { syncInterval: this.options.syncInterval } : {}),
      ...extra,
    });
    const bot = this.options.bot ? this.options.bot(seat, house) : this.options.game.randomPlayer(this.options.seed, `seat/${seat}`);
    if (bot !== null) attachBot(session, bot);
    return session;
  }

  /** Starts every session (a test may first attach listeners or replace a seat). */
  start(): void {
    for (const s of this.sessions) s.start();
  }

  /** Throws a seat's session away and starts a new one on the same store and keys (a reload). */
  restart(seat: number, extra: RestartOptions = {}): Session<G> {
    this.sessions[seat]!.close();
    this.restarts++;
    const session = this.openSession(seat, `${peerId(seat)}-r${this.restarts}`, this.lobby.setup.seats[seat]!.house, extra);
    this.sessions[seat] = session;
    session.start();
    return session;
  }

  /**
   * A substitute for `seat` (session README, "Replacing a seat"): a fresh key pair and store, a
   * session of its own on the network that catches up from the log, played by the seat's bot once
   * the others' votes hand the seat to its key. The seat's old session, if still open, stays as it
   * is (close it first for a player gone for good). The caller has the others vote for `keys.publicKey`.
   */
  substitute(seat: number): { readonly session: Session<G>; readonly keys: KeyPair } {
    this.restarts++;
    const keys = keyPairFromSeed(createDrbg(this.options.seed, `substitute/${seat}/${this.restarts}`).bytes(32));
    const session = this.openSession(seat, `${peerId(seat)}-s${this.restarts}`, this.lobby.setup.seats[seat]!.house, {}, { keys, store: new MemoryStore() });
    this.sessions[seat] = session;
    session.start();
    return { session, keys };
  }

  /**
   * Moves messages and time until `until` holds, every live session is finished or halted, the
   * game is stuck (no message in flight, no timer), or the clock passes `maxTime`.
   */
  run(options: { maxTime?: number; until?: () => boolean; onStep?: () => void } = {}): 'done' | 'until' | 'stuck' | 'timeout' {
    const maxTime = options.maxTime ?? 10_000_000;
    for (;;) {
      if (options.until?.()) return 'until';
      if (this.sessions.every((s) => isStopped(s.status))) {
        // Deliver what is still in flight (proofs travel after a halt too), then stop.
        while (this.network.step()) this.clock.advanceTo(this.network.now);
        return 'done';
      }
      if (this.network.step()) {
        this.clock.advanceTo(this.network.now);
      } else {
        const due = this.clock.nextDue();
        if (due === null) return 'stuck';
        if (due > maxTime) return 'timeout';
        this.network.now = Math.max(this.network.now, due);
        this.clock.advanceTo(due);
      }
      options.onStep?.();
    }
  }

  /** The final state every session agrees on (throws if they do not). */
  agreedState(): G['state'] {
    const hashes = this.sessions.map((s) => s.replica.lastHash());
    if (new Set(hashes).size !== 1) throw new RangeError(`expected every session at one state, got ${hashes.join(', ')}`);
    return this.sessions[0]!.state;
  }
}

/** The bytes a test or tool uses for a seed given as a number. */
export function seedBytes(n: number): Uint8Array {
  return createDrbg(new Uint8Array(32).fill(7), `seed/${n}`).bytes(32);
}

/** Canonical bytes of anything, for tests that look for a value inside messages. */
export function canonicalBytes(value: unknown): Uint8Array {
  return encodeCanonical(value);
}
