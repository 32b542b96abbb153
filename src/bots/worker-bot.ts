// A bot of a level that thinks off the page's thread: the page computes its house's view (cheap),
// posts it to a Web Worker (bot-worker.ts) and gets the move back as a promise. The page shows the
// bot thinking while `onThinking` says so. One worker per bot; `dispose` ends it.
//
// No decision can stall the game: the worker is asked to answer within the level's time cap (the
// search stops and answers with its best so far), and if no answer comes a grace period after the
// cap — a worker stuck, crashed or never loaded — the page ends that worker, starts a fresh one for
// the next decision, and answers with the heuristic bot on the house's view (milliseconds). A worker
// still loading its modules (it says `ready` once loaded) gets LOAD_MS more: loading is not thinking.
import type { Decision, GameState, House, Move } from '../../engine/index';
import type { BotReady, BotReply, BotRequest } from './bot-protocol';
import { BOT_TIME_CAPS_MS, heuristicViewBot, type BotLevel } from './levels';
import { playerView, type PlayerView, type Shown } from './player-view';

/** As much of a Worker as the bot needs (a fake in tests). */
export interface WorkerLike {
  postMessage(request: BotRequest): void;
  addEventListener(type: 'message', listener: (event: { readonly data: BotReply | BotReady }) => void): void;
  terminate(): void;
}

/** The page's timer (setTimeout by default; a fake in tests). */
export interface BotTimer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The User Timing measure of every decision (performance.getEntriesByName), with `detail` BotDecisionDetail. */
export const BOT_DECISION_MEASURE = 'so-bot-decision';

export interface BotDecisionDetail {
  readonly level: BotLevel;
  readonly house: House;
  readonly kind: Decision['kind'];
  /** The worker missed its cap and the grace: the heuristic answered. */
  readonly fallback: boolean;
}

/** How long past its cap the page waits for a worker before it answers with the fallback. */
export const GRACE_MS = 1000;
/** How much longer a decision asked of a worker not yet `ready` may take (the worker's modules load). */
export const LOAD_MS = 20_000;

export interface WorkerBotOptions {
  readonly level: BotLevel;
  /** 32 bytes: fixes every move (unless a decision runs into the cap), so a game against bots replays. */
  readonly seed: Uint8Array;
  readonly house: House;
  /** Told true when a decision goes to the worker, false when its move (or error) comes back. */
  readonly onThinking?: (thinking: boolean) => void;
  /** Makes the worker; by default the module worker of bot-worker.ts. */
  readonly createWorker?: () => WorkerLike;
  /** The time cap per decision in ms; by default the level's (BOT_TIME_CAPS_MS). */
  readonly capMs?: number;
  readonly timer?: BotTimer;
  /** Told each time a worker missed its cap and the fallback answered (for the page's figures and tests). */
  readonly onFallback?: (decision: Decision) => void;
}

export interface WorkerBot {
  readonly house: House;
  /** The bot's move for `decision`, given the whole state: only the house's view leaves the page's thread. */
  choose(state: GameState, decision: Decision, shown?: Shown): Promise<Move>;
  /** Ends the worker; pending moves are rejected. */
  dispose(): void;
}

const moduleWorker = (): WorkerLike => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;

const PAGE_TIMER: BotTimer = {
  set: (callback, ms) => globalThis.setTimeout(callback, ms),
  clear: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Waiting {
  readonly resolve: (move: Move) => void;
  readonly reject: (error: Error) => void;
  readonly guard: unknown;
  readonly started: number;
  readonly kind: Decision['kind'];
}

export function createWorkerBot(options: WorkerBotOptions): WorkerBot {
  const createWorker = options.createWorker ?? moduleWorker;
  const timer = options.timer ?? PAGE_TIMER;
  const capMs = options.capMs ?? BOT_TIME_CAPS_MS[options.level];
  const fallback = heuristicViewBot(options.seed, options.house);
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let disposed = false;

  /** Measures a decision from its request to its answer, where the page can see it (devtools, tests). */
  const measure = (entry: Waiting, fallback: boolean): void => {
    const detail: BotDecisionDetail = { level: options.level, house: options.house, kind: entry.kind, fallback };
    globalThis.performance?.measure?.(BOT_DECISION_MEASURE, { start: entry.started, detail });
  };

  const settle = (id: number, fallback = false): Waiting | undefined => {
    const entry = waiting.get(id);
    if (entry === undefined) return undefined;
    waiting.delete(id);
    timer.clear(entry.guard);
    measure(entry, fallback);
    if (waiting.size === 0) options.onThinking?.(false);
    return entry;
  };

  let ready = false;
  const start = (): WorkerLike => {
    ready = false;
    const fresh = createWorker();
    fresh.addEventListener('message', ({ data }) => {
      if (fresh !== worker) return; // a replaced worker's late reply
      if ('ready' in data) {
        ready = true;
        return;
      }
      const entry = settle(data.id);
      if (entry === undefined) return; // a reply after dispose, or to nothing we asked
      if ('move' in data) entry.resolve(data.move);
      else entry.reject(new Error(`the ${options.level} bot of ${options.house} failed: ${data.error}`));
    });
    return fresh;
  };
  let worker = start();

  /** The worker missed its cap and the grace: it goes (with whatever else it was doing), the heuristic answers. */
  const overrun = (id: number, view: PlayerView, decision: Decision): void => {
    if (!waiting.has(id)) return;
    worker.terminate();
    const stranded = [...waiting.keys()].filter((other) => other !== id);
    worker = start();
    const entry = settle(id, true)!;
    options.onFallback?.(decision);
    try {
      entry.resolve(fallback.decide(view, decision));
    } catch (error) {
      entry.reject(error instanceof Error ? error : new Error(String(error)));
    }
    for (const other of stranded) settle(other)?.reject(new Error('the bot was restarted'));
  };

  return {
    house: options.house,
    choose(state, decision, shown) {
      if (disposed) return Promise.reject(new Error('expected a live bot, got one disposed'));
      const id = nextId++;
      const view = playerView(state, options.house, shown);
      const request: BotRequest = { id, level: options.level, seed: options.seed, house: options.house, view, decision, capMs };
      return new Promise<Move>((resolve, reject) => {
        const guard = timer.set(() => overrun(id, view, decision), capMs + GRACE_MS + (ready ? 0 : LOAD_MS));
        waiting.set(id, { resolve, reject, guard, started: performance.now(), kind: decision.kind });
        if (waiting.size === 1) options.onThinking?.(true);
        worker.postMessage(request);
      });
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      worker.terminate();
      const left = [...waiting.values()];
      for (const { guard } of left) timer.clear(guard);
      waiting.clear();
      for (const { reject } of left) reject(new Error('the bot was disposed'));
      if (left.length > 0) options.onThinking?.(false);
    },
  };
}
