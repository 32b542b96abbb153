// A game of War of the Ring: The Card Game in the page, against a bot, over the real protocol: both
// seats' peers run here (`InMemoryGame`: one Session per seat, the in-memory network, virtual time),
// the bot's seat played by the game's random player (`chooseShown`: it plays only what it was
// shown), this page's seat by the player through `submit`. Every deck is shuffled and locked by
// both peers, every hand dealt to its owner alone, every play opened by proof, the joint draws
// sealed; the log it exports is signed by both seats and certified by `verify` like any other.
//
// Not the AGoT `GameDriver` (src/ui/drivers/game-driver.ts), which is typed with that engine: this
// is the small interface a WotR page needs. No rule here: the offered moves are the engine's
// `legalMoves` for this seat, with its hand as the policy shows it (`WOTR_DECKS.shown`, what
// `Turn.shown` carries).
import { createDrbg, toHex } from '../../../crypto/index';
import { legalMoves, type Move, type Ref, type WotrConfig } from '../../../wotr/index';
import { InMemoryGame, wotr } from '../../games/wotr-harness';
import { WOTR, type Wotr, type WotrDecision, type WotrMove, type WotrShown, type WotrTable } from '../../games/wotr';
import { WOTR_DECKS } from '../../games/wotr-decks';
import { WOTR_PREVIEW_CONFIG } from '../../games/wotr-preview';
import type { Session, Turn } from '../../session/session';
import { isStopped } from '../../session/fold-status';
import type { GameSetup } from '../../session/setup';
import { WotrLog, type WotrEvent } from './wotr-log';

/** A card of this seat's hand: its engine ref and, if this seat knows it (it was dealt it), its card id. */
export interface HandCard {
  readonly ref: Ref;
  readonly card: string | null;
}

/** Why a game stopped: a move of this page refused, the protocol halted (`session.status`), nothing left to move, or an error thrown. */
export type WotrFailure = 'refused' | 'halted' | 'stuck' | 'error';

/** Where the game is: going, over (a winner), or stopped by a failure (its code, and the technical detail). */
export type WotrStatus = { readonly kind: 'playing' } | { readonly kind: 'over' } | { readonly kind: 'failed'; readonly code: WotrFailure; readonly detail: string };

export interface WotrDriver {
  /** This page's seat (its index in the scenario's seats). */
  readonly seat: number;
  readonly config: WotrConfig;
  /** The state as this seat's session holds it. */
  state(): WotrTable;
  /** This seat's open decision, or null while the table waits for the other seat or the protocol. */
  decision(): WotrDecision | null;
  /** The engine's legal moves for the open decision (a play with the card this seat knows it is). */
  offered(): readonly Move[];
  /** This seat's hand, in the state's order. */
  hand(): readonly HandCard[];
  /** What happened so far. */
  log(): readonly WotrEvent[];
  status(): WotrStatus;
  /** Whether the bot plays this seat's decisions too (the player handed them over, `setAutoplay`). */
  autoplay(): boolean;
  /**
   * Whether this seat's open decision is the one it had open when its page closed, left to the
   * others' timeout bot at its time limit (`Session.leftToBot`, after a reload of a game with
   * friends): the page asks nothing then, and says why.
   */
  leftToBot(): boolean;
  /** Hands this seat's decisions to a bot (the game's random player, shown this seat's cards) or takes them back. */
  setAutoplay(on: boolean): void;
  /** Hands this seat's move to its session; refused (false) when it is not one of `offered()`. */
  submit(move: Move): boolean;
  /** `listener` is called after anything changed; returns its removal. */
  subscribe(listener: () => void): () => void;
  /** The signed log file (this seat's session's export), named by its game id. */
  exportLog(): { readonly name: string; readonly type: string; readonly bytes: Uint8Array };
  dispose(): void;
}

export interface WotrDriverOptions {
  /** 32 bytes: every key, seed and shuffle of both peers comes from it. */
  readonly seed: Uint8Array;
  /** This page's seat; the other is the bot's. */
  readonly seat: number;
  readonly config?: WotrConfig;
  /** Runs `step` later (the page: a macrotask, so it stays responsive). */
  readonly schedule?: (step: () => void) => void;
  /** Network messages and timers handled per step before yielding. */
  readonly chunk?: number;
}

/** A play without its card, as the seat sends it (the dealer opens the card). */
function asSeatMove(m: Move): WotrMove {
  if (m.kind !== 'play') return m as WotrMove;
  const { card: _card, ...rest } = m;
  return rest;
}

/** How many cards a declaration reveals. */
const named = (m: Move): number => (m.kind === 'declare' ? m.cards.filter((c) => c !== null).length : 0);

const sameMove = (a: Move, b: Move): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What runs a seat's session: the in-memory network of both peers (`createWotrDriver`) or the page's real one (`createNetworkWotrDriver`). */
interface Runner {
  /** Something may be due: this seat answered, or the player asked for the bot. */
  kick(): void;
  dispose(): void;
}

/** What a runner may do to the driver over its session. */
interface Control {
  /** Answers what needs no player (a joint draw's number; every decision under autoplay). */
  answer(): void;
  /** Tells the page something changed. */
  notify(): void;
  status(): WotrStatus;
  setStatus(status: WotrStatus): void;
  /** Whether this seat has an open decision. */
  hasTurn(): boolean;
  /**
   * Forgets this seat's decision once its session no longer waits for it: the others' timeout bot
   * answered it (over the network, a deadline runs while the player thinks).
   */
  forgetAnswered(): void;
}

/** The driver of `session`'s seat, `me`; `runner` moves the game on. */
function driverOver(session: Session<Wotr>, seatName: string, me: number, config: WotrConfig, seed: Uint8Array, runner: (control: Control) => Runner): WotrDriver {
  // The joint draws (`lot`): this seat's number, uniform from the page's seed; nothing for the player to choose.
  const lots = createDrbg(seed, `wotr-page/lot/${me}`);
  const listeners = new Set<() => void>();
  const log = new WotrLog(config);
  let turn: Turn<Wotr> | null = null;
  let status: WotrStatus = { kind: 'playing' };
  let autoplay = false;
  const bot = WOTR.randomPlayer(seed, `page-autoplay/${me}`);
  let offeredCache: { readonly ref: string; readonly moves: readonly Move[] } | null = null;

  const notify = (): void => {
    log.follow(session.state.history);
    for (const l of [...listeners]) l();
  };

  const shownNow = (): WotrShown => {
    if (turn !== null) return turn.shown;
    const view = { deck: (deck: string) => session.replica.deck(deck), card: (spec: string, position: number) => session.privateCard(spec, position) };
    // The policy's `shown` reads no decision (a seat's hidden cards are the same whatever it is asked): none is open now.
    return WOTR_DECKS.shown(view, seatName, null as unknown as WotrDecision, session.state);
  };

  const identify = (t: WotrTable, shown: WotrShown) => (ref: number): string | null => t.known[String(ref)] ?? shown[String(ref)] ?? null;

  /**
   * This seat's number for a joint draw (`lot`), answered at once: nothing for the player to choose;
   * with autoplay on, every decision of this seat, by the bot (it sees this seat's cards: `chooseShown`).
   */
  const answerForPlayer = (): void => {
    while (status.kind === 'playing' && turn !== null && (turn.decision.kind === 'lot' || autoplay)) {
      const d = turn.decision;
      const t = turn;
      turn = null;
      offeredCache = null;
      const move = d.kind === 'lot' ? { kind: 'lot' as const, seat: d.at, index: lots.int(d.among) } : bot.chooseShown!(t.state, d, t.shown);
      const r = session.submit(t.ref, move);
      // Not this seat's turn any more: the others' timeout bot answered it meanwhile (over the network).
      if (!r.ok && r.error.code !== 'not-your-turn') status = { kind: 'failed', code: 'refused', detail: `${d.kind === 'lot' ? 'draw' : 'autoplay'}: ${r.error.code}` };
    }
  };

  session.onTurn((t) => {
    turn = t;
    offeredCache = null;
  });
  const run = runner({
    answer: answerForPlayer,
    notify,
    status: () => status,
    setStatus: (s) => (status = s),
    hasTurn: () => turn !== null,
    forgetAnswered() {
      const t = turn;
      if (t !== null && !session.replica.expectations().some((e) => e.seat === me && e.ref === t.ref)) {
        turn = null;
        offeredCache = null;
      }
    },
  });

  const driver: WotrDriver = {
    seat: me,
    config,
    state: () => session.state,
    decision: () => (turn === null || turn.decision.kind === 'lot' ? null : turn.decision),
    offered() {
      if (turn === null) return [];
      if (offeredCache?.ref === turn.ref) return offeredCache.moves;
      const d = turn.decision;
      if (d.kind === 'deal' || d.kind === 'open' || d.kind === 'recycle' || d.kind === 'halt' || d.kind === 'lot') return [];
      const t = turn.state;
      let moves = legalMoves(t.engine, d.at, identify(t, turn.shown)).filter((m) => m.kind !== 'lot');
      // [WOTR-HIO-07] An honest declaration reveals every card of this seat that reacts: the one naming the most.
      if (d.kind === 'declare' && moves.length > 0) moves = [moves.reduce((best, m) => (named(m) > named(best) ? m : best))];
      offeredCache = { ref: turn.ref, moves };
      return moves;
    },
    hand() {
      const t = session.state;
      const shown = shownNow();
      const known = identify(t, shown);
      return (t.engine.seats[me]?.hand ?? []).map((ref) => ({ ref, card: known(ref) }));
    },
    log: () => log.events,
    autoplay: () => autoplay,
    leftToBot: () => session.leftToBot(),
    setAutoplay(on) {
      autoplay = on;
      answerForPlayer();
      notify();
      run.kick();
    },
    status: () => status,
    submit(move) {
      if (turn === null || !driver.offered().some((m) => sameMove(m, move))) return false;
      const ref = turn.ref;
      turn = null;
      offeredCache = null;
      const r = session.submit(ref, asSeatMove(move));
      if (!r.ok && r.error.code !== 'not-your-turn') status = { kind: 'failed', code: 'refused', detail: r.error.code };
      answerForPlayer();
      notify();
      run.kick();
      return r.ok;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exportLog: () => ({ name: `wotr-${toHex(session.replica.game).slice(0, 12)}.log`, type: 'application/octet-stream', bytes: session.exportLog() }),
    dispose() {
      listeners.clear();
      run.dispose();
    },
  };
  return driver;
}

/** A driver's default schedule: its next step in a task of its own, after what the page does now. */
const nextTask = (step: () => void): void => void setTimeout(step, 0);

/** A game of the Fellowship of the Ring between this page's seat and a bot, both peers in the page. */
export function createWotrDriver(options: WotrDriverOptions): WotrDriver {
  const config = options.config ?? WOTR_PREVIEW_CONFIG;
  const me = options.seat;
  const schedule = options.schedule ?? nextTask;
  const chunk = options.chunk ?? 400;
  const game = new InMemoryGame<Wotr>(wotr({ ...config, seed: options.seed, bot: (seat) => (seat === me ? null : WOTR.randomPlayer(options.seed, `seat/${seat}`)) }));
  const session = game.sessions[me]!;
  let first = (): void => undefined;
  const driver = driverOver(session, game.setup.seats[me]!.house, me, config, options.seed, (control) => {
    let running = false;
    let disposed = false;
    /** Moves messages and time until this seat has a decision, the game stops, or the chunk is used up; then again later. */
    const step = (): void => {
      running = false;
      if (disposed || control.status().kind !== 'playing') return;
      control.answer();
      let handled = 0;
      let result: ReturnType<typeof game.run>;
      try {
        result = game.run({ until: () => control.hasTurn() || ++handled > chunk });
      } catch (e) {
        control.setStatus({ kind: 'failed', code: 'error', detail: e instanceof Error ? e.message : String(e) });
        control.notify();
        return;
      }
      if (result === 'done') control.setStatus(session.status === 'finished' ? { kind: 'over' } : { kind: 'failed', code: 'halted', detail: session.status });
      else if (result === 'stuck' || result === 'timeout') control.setStatus({ kind: 'failed', code: 'stuck', detail: result });
      control.answer();
      control.notify();
      if (control.status().kind === 'playing' && !control.hasTurn()) kick();
    };
    const kick = (): void => {
      if (running || disposed) return;
      running = true;
      schedule(step);
    };
    first = kick;
    return {
      kick,
      dispose() {
        disposed = true;
        for (const s of game.sessions) s.close();
      },
    };
  });
  game.start();
  first();
  return driver;
}

export interface NetworkWotrOptions {
  /** This page's seat's session, over the network (src/play/network-game.ts `runLobbySeat`), started. */
  readonly session: Session<Wotr>;
  /** The game's setup (the session's). */
  readonly setup: GameSetup<Wotr>;
  /** 32 bytes this page's joint-draw numbers and its autoplay bot come from (not the seat's secrets). */
  readonly seed: Uint8Array;
  /** Closes the session and whatever else the page runs for the game (its bot seats). */
  readonly close: () => void;
  /** Runs `step` later (the page: a macrotask, so no answer is given inside the session's own call). */
  readonly schedule?: (step: () => void) => void;
}

/**
 * A game of War of the Ring over the network: this page's seat is `options.session`'s, the others
 * are other pages' (or bots on the creator's page). The session moves on the messages it gets; the
 * driver answers what needs no player and tells the page after each change.
 */
export function createNetworkWotrDriver(options: NetworkWotrOptions): WotrDriver {
  const { session, setup } = options;
  const schedule = options.schedule ?? nextTask;
  return driverOver(session, setup.seats[session.seat]!.house, session.seat, setup.config, options.seed, (control) => {
    let pending = false;
    let disposed = false;
    const step = (): void => {
      pending = false;
      if (disposed) return;
      control.forgetAnswered();
      if (control.status().kind === 'playing') {
        const s = session.status;
        if (s === 'finished') control.setStatus({ kind: 'over' });
        else if (isStopped(s)) control.setStatus({ kind: 'failed', code: 'halted', detail: s });
      }
      control.answer();
      control.notify();
    };
    const kick = (): void => {
      if (pending || disposed) return;
      pending = true;
      schedule(step);
    };
    const offs = [session.onChange(kick), session.onTurn(kick)];
    kick();
    return {
      kick,
      dispose() {
        disposed = true;
        for (const off of offs) off();
        options.close();
      },
    };
  });
}
