// A bot of a level that thinks off the page's thread: the page computes its house's view (cheap),
// posts it to a Web Worker (bot-worker.ts) and gets the move back as a promise. The page shows the
// bot thinking while `onThinking` says so. One worker per bot; `dispose` ends it.
import type { Decision, GameState, House, Move } from '../../engine/index';
import type { BotReply, BotRequest } from './bot-protocol';
import type { BotLevel } from './levels';
import { playerView, type Shown } from './player-view';

/** As much of a Worker as the bot needs (a fake in tests). */
export interface WorkerLike {
  postMessage(request: BotRequest): void;
  addEventListener(type: 'message', listener: (event: { readonly data: BotReply }) => void): void;
  terminate(): void;
}

export interface WorkerBotOptions {
  readonly level: BotLevel;
  /** 32 bytes: fixes every move, so a game against bots replays. */
  readonly seed: Uint8Array;
  readonly house: House;
  /** Told true when a decision goes to the worker, false when its move (or error) comes back. */
  readonly onThinking?: (thinking: boolean) => void;
  /** Makes the worker; by default the module worker of bot-worker.ts. */
  readonly createWorker?: () => WorkerLike;
}

export interface WorkerBot {
  readonly house: House;
  /** The bot's move for `decision`, given the whole state: only the house's view leaves the page's thread. */
  choose(state: GameState, decision: Decision, shown?: Shown): Promise<Move>;
  /** Ends the worker; pending moves are rejected. */
  dispose(): void;
}

const moduleWorker = (): WorkerLike => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;

export function createWorkerBot(options: WorkerBotOptions): WorkerBot {
  const worker = (options.createWorker ?? moduleWorker)();
  const waiting = new Map<number, { resolve: (move: Move) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let disposed = false;

  worker.addEventListener('message', ({ data }) => {
    const entry = waiting.get(data.id);
    if (entry === undefined) return; // a reply after dispose, or to nothing we asked
    waiting.delete(data.id);
    if (waiting.size === 0) options.onThinking?.(false);
    if ('move' in data) entry.resolve(data.move);
    else entry.reject(new Error(`the ${options.level} bot of ${options.house} failed: ${data.error}`));
  });

  return {
    house: options.house,
    choose(state, decision, shown) {
      if (disposed) return Promise.reject(new Error('expected a live bot, got one disposed'));
      const id = nextId++;
      const request: BotRequest = { id, level: options.level, seed: options.seed, house: options.house, view: playerView(state, options.house, shown), decision };
      return new Promise<Move>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        if (waiting.size === 1) options.onThinking?.(true);
        worker.postMessage(request);
      });
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      worker.terminate();
      for (const { reject } of waiting.values()) reject(new Error('the bot was disposed'));
      if (waiting.size > 0) options.onThinking?.(false);
      waiting.clear();
    },
  };
}
