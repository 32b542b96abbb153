// The local GameDriver: the engine, a seeded dealer and bots for the other houses, all in this
// page, with no network and no cryptography. It plays the other houses' decisions on its own, one
// move per tick of an injected timer so a person can follow them, and waits whenever the game
// waits for the page's own house. Sealed decisions behave as in a session: the bots choose from the
// state before anyone's move of that decision is known, the moves are opened together once the
// page's own move is in, and applied in the engine's pending (seat) order. A bot may answer at once
// (a Bot) or later (a worker bot's promise): meanwhile the page stays live, the bot's clock says it
// is thinking, and a sealed decision's bots think while the player chooses.
import { apply, newGame, pending, stateHash, type Decision, type GameConfig, type GameState, type House, type Move } from '../../../engine/index';
import { answers } from '../../../engine/decisions';
import type { Bot } from '../../bots/bot';
import { shownBy, type Shown } from '../../bots/player-view';
import { randomBot } from '../../bots/random-bot';
import { seededDealer, type Dealer } from '../../dealer/seeded-dealer';
import { NO_PRIVATE_CARDS, type GameDriver, type GameFile, type LogEntry, type PrivateCards } from './game-driver';
import { combatOf } from '../game/phase';
import { localClocks } from './table-clocks';

/** The clock the driver paces its automatic moves with (setTimeout in a page, a fake in tests). */
export interface DriverTimer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/**
 * A bot of the local game: a Bot (answers at once), or one that answers later (a worker bot). It is
 * given what the dealer showed its house privately; `dispose` is called when the driver is.
 */
export interface LocalBot {
  choose(state: GameState, decision: Decision, shown: Shown): Move | Promise<Move>;
  dispose?(): void;
}

export interface LocalDriverOptions {
  readonly config: GameConfig;
  /** 32 bytes: fixes the dealer's decks and every bot's choices. */
  readonly seed: Uint8Array;
  /** The house this page plays; null lets the bots play every house (a demo to watch). */
  readonly me: House | null;
  /** Start from this position instead of `newGame(config)` (tests and prepared scenarios). */
  readonly initial?: GameState;
  /**
   * Moves already played (a saved game resumed): re-applied at once, the dealer observing each, so
   * the log, the decks and my private cards are where they were. Throws the engine's RuleViolation
   * if one does not apply.
   */
  readonly history?: readonly Move[];
  /** Bots by house; a seeded random bot for every other house by default. */
  readonly bots?: Partial<Record<House, Bot | LocalBot>>;
  readonly dealer?: Dealer;
  /** Milliseconds between two automatic moves (default 0: as fast as the timer allows). */
  readonly pace?: number;
  readonly timer?: DriverTimer;
}

const PAGE_TIMER: DriverTimer = {
  set: (callback, ms) => globalThis.setTimeout(callback, ms),
  clear: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createLocalDriver(options: LocalDriverOptions): GameDriver {
  let state = options.initial ?? newGame(options.config);
  const me = options.me;
  const dealer = options.dealer ?? seededDealer(options.seed);
  const bots = new Map<House, Bot | LocalBot>(state.options.houses.map((h) => [h, options.bots?.[h] ?? randomBot(options.seed, h)]));
  const timer = options.timer ?? PAGE_TIMER;
  const pace = options.pace ?? 0;
  // A new array after every move: components compare the log by identity to know it changed.
  let entries: readonly LogEntry[] = [];
  const listeners = new Set<() => void>();
  /** My sealed moves handed in, by decision id. */
  const held = new Map<string, Move>();
  /** The bots' sealed moves for the decisions pending now, chosen before any opening. */
  const botSealed = new Map<string, Move>();
  let failure: Error | null = null;
  /** The top Wildling card I saw with the Raven, while it stays on top (2E-INF-11, 2E-HID-08). */
  let lookedAt: string | null = null;
  let tick: unknown = null;
  /** A step waiting for a bot's promise: no other step runs meanwhile; `again` asks for one after it. */
  let waitingForBot = false;
  let again = false;
  /** The houses whose bot is thinking now (their clocks say so). */
  const thinking = new Set<House>();
  let disposed = false;

  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };

  const record = (move: Move): void => {
    const before = state;
    state = apply(state, move);
    dealer.observe(move);
    entries = [...entries, { seq: entries.length, move, before, after: state, hash: stateHash(state) }];
    // The card I looked at leaves the top when it is revealed or put at the bottom.
    if ((move.kind === 'reveal-card' && move.deck === 'wildling') || (move.kind === 'return-wildling-card' && move.to === 'bottom')) lookedAt = null;
    noteLook();
  };

  /** 2E-INF-11: when I look at the top Wildling card with the Raven, the dealer shows it to me alone. */
  function noteLook(): void {
    const looking = pending(state).some((d) => d.kind === 'return-wildling-card' && d.house === me);
    if (looking && lookedAt === null) lookedAt = dealer.peekWildlingTop(state);
  }

  /** 2E-TOB-04: my Tides of Battle card while it lies face down in this combat. */
  const myTidesCard = (): string | null => {
    const combat = combatOf(state);
    if (me === null || combat === null) return null;
    const side = combat.attacker === me ? 'attacker' : combat.defender === me ? 'defender' : null;
    return side !== null && combat.tides[side] === 'face-down' ? dealer.dealtTo(me) : null;
  };

  const botMove = (decision: Decision): Move | Promise<Move> => {
    if (decision.house === null) return dealer.answer(state, decision);
    const bot = bots.get(decision.house);
    if (bot === undefined) throw new RangeError(`expected a bot for ${decision.house}, got none`);
    return bot.choose(state, decision, shownBy(dealer, state, decision.house));
  };

  /**
   * The bots' answers to `decisions`, at once if every bot answered at once, else a promise of them
   * all. Each house is `thinking` until its own bot answers; `each` hears every answer as it comes
   * while the state is still the one it was asked in.
   */
  const botMoves = (decisions: readonly Decision[], each?: (decision: Decision, move: Move) => void): Move[] | Promise<Move[]> => {
    const answers = decisions.map(botMove);
    if (!answers.some((a) => a instanceof Promise)) return answers as Move[];
    const at = state;
    const waited = answers.map((answer, i) => {
      const { house } = decisions[i]!;
      if (!(answer instanceof Promise) || house === null) return answer;
      thinking.add(house);
      return answer.then(
        (move) => {
          thinking.delete(house);
          if (!disposed && state === at) {
            each?.(decisions[i]!, move);
            notify();
          }
          return move;
        },
        (error: unknown) => {
          thinking.delete(house);
          throw error;
        },
      );
    });
    notify();
    return Promise.all(waited);
  };

  /** Goes on with `moves` if the state is still the one they were chosen in (else the step runs again). */
  const then = <T>(moves: T | Promise<T>, go: (moves: T) => boolean): boolean | Promise<boolean> => {
    if (!(moves instanceof Promise)) return go(moves);
    const at = state;
    return moves.then((m) => (disposed || state !== at ? true : go(m)));
  };

  /** Plays one automatic step if the game is not waiting for me; returns whether it did (later, if a bot thinks). */
  const step = (): boolean | Promise<boolean> => {
    if (state.winner !== null) return false;
    const decisions = pending(state);
    const first = decisions[0];
    if (first === undefined) return false;
    if (first.sealed) {
      const sealed = decisions.filter((d) => d.sealed);
      // The bots choose before anything of this decision is opened, as peers would.
      const asked = sealed.filter((d) => d.house !== me && !botSealed.has(d.id));
      // Each bot's choice is kept face down as it comes, so its clock says sealed at once.
      return then(botMoves(asked, (d, move) => botSealed.set(d.id, move)), (moves) => {
        asked.forEach((d, i) => botSealed.set(d.id, moves[i]!));
        if (sealed.some((d) => d.house === me && !held.has(d.id))) {
          // The bots' choices are in, face down: the clocks show them as sealed while I choose.
          if (asked.length > 0) notify();
          return false;
        }
        const all = sealed.map((d) => held.get(d.id) ?? botSealed.get(d.id)!);
        held.clear();
        botSealed.clear();
        for (const move of all) record(move);
        return true;
      });
    }
    if (first.house !== null && first.house === me) return false;
    return then(botMoves([first]), ([move]) => {
      record(move!);
      return true;
    });
  };

  const fail = (error: unknown): void => {
    failure = error instanceof Error ? error : new Error(String(error));
    notify();
  };

  const advanced = (did: boolean): void => {
    if (did) {
      notify();
      schedule();
    }
  };

  const schedule = (): void => {
    if (disposed || failure !== null) return;
    if (waitingForBot) {
      again = true;
      return;
    }
    if (tick !== null) return;
    tick = timer.set(() => {
      tick = null;
      try {
        const did = step();
        if (!(did instanceof Promise)) return advanced(did);
        waitingForBot = true;
        did.then(
          (d) => {
            waitingForBot = false;
            const rerun = again;
            again = false;
            advanced(d);
            if (rerun && !d) schedule();
          },
          (error: unknown) => {
            waitingForBot = false;
            if (!disposed) fail(error);
          },
        );
      } catch (error) {
        fail(error);
      }
    }, pace);
  };

  const mineFor = (move: Move): Decision | undefined => pending(state).find((d) => d.house === me && !held.has(d.id) && answers(move, d));

  const driver: GameDriver = {
    state: () => state,
    me: () => me,
    pending: () => pending(state).filter((d) => !held.has(d.id)),
    sealed: () => [...held.values()],
    log: () => entries,
    failure: () => failure,
    // A local game waits for its player as long as it takes.
    deadline: () => null,
    exportLog: (): GameFile => ({
      name: `sealed-orders-bots-round-${state.round}.json`,
      type: 'application/json',
      bytes: new TextEncoder().encode(JSON.stringify({ config: options.config, moves: entries.map((e) => e.move) })),
    }),
    clocks: () => localClocks(state, new Set(pending(state).flatMap((d) => (d.house !== null && (held.has(d.id) || botSealed.has(d.id)) ? [d.house] : []))), thinking),
    privateCards(): PrivateCards {
      const tidesCard = myTidesCard();
      return lookedAt === null && tidesCard === null ? NO_PRIVATE_CARDS : { wildlingTop: lookedAt, tidesCard };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async submit(move) {
      if (me === null) throw new TypeError('expected a driver playing a house, got a spectator');
      const decision = mineFor(move);
      // A move of another house, or one nobody asked for, is the engine's 2E-GEN-01: let it say so.
      if (decision === undefined) {
        apply(state, move);
        throw new TypeError(`expected a move for a pending decision of ${me}, got ${move.kind}`);
      }
      if (decision.sealed) {
        apply(state, move); // throws the RuleViolation now rather than when the moves are opened
        held.set(decision.id, move);
      } else {
        record(move);
      }
      notify();
      schedule();
    },
    dispose() {
      disposed = true;
      if (tick !== null) timer.clear(tick);
      tick = null;
      listeners.clear();
      for (const bot of bots.values()) if ('dispose' in bot) bot.dispose?.();
    },
  };
  for (const move of options.history ?? []) {
    // The dealer answers its own decisions again, as when they were played, so its decks and the
    // face-down Tides card it dealt are where they were (a game resumed mid-combat shows my card).
    const first = pending(state)[0];
    if (first !== undefined && first.house === null) dealer.answer(state, first);
    record(move);
  }
  noteLook();
  schedule();
  return driver;
}
