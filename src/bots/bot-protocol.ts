// What the page and its bot worker say to each other (bot-worker.ts, worker-bot.ts): a request
// carries a house's view — never the whole state — and the bot's level and seed; the reply carries
// the move, or the error a bad request earned. Plain data, so structured clone carries it.
import type { Decision, House, Move } from '../../engine/index';
import type { ViewBot } from './bot';
import { botForLevel, isBotLevel, type BotLevel } from './levels';
import type { PlayerView } from './player-view';

export interface BotRequest {
  /** Chosen by the page; the reply names it. */
  readonly id: number;
  readonly level: BotLevel;
  /** 32 bytes: with the level and house, fixes every move. */
  readonly seed: Uint8Array;
  readonly house: House;
  readonly view: PlayerView;
  readonly decision: Decision;
  /** The time cap of this decision in milliseconds (BOT_TIME_CAPS_MS); absent: none, the move depends on the seed alone. */
  readonly capMs?: number;
}

export type BotReply = { readonly id: number; readonly move: Move } | { readonly id: number; readonly error: string };

/** What the worker says once its modules are loaded, before any reply: the page's time caps count from then. */
export interface BotReady {
  readonly ready: true;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The longest cap a request may ask for: a minute. */
const MAX_CAP_MS = 60_000;

/**
 * Answers requests, keeping one bot per level, seed, house and cap (the easy bot's choices depend
 * on its past ones). `now` is the clock a capped request is timed with (performance.now in the
 * worker).
 */
export function createBotAnswerer(now: () => number = () => performance.now()): (request: BotRequest) => BotReply {
  const bots = new Map<string, ViewBot>();
  return (request) => {
    const id = typeof request?.id === 'number' ? request.id : -1;
    try {
      if (!isBotLevel(request.level)) throw new RangeError(`expected a bot level, got ${String(request.level)}`);
      if (!(request.seed instanceof Uint8Array) || request.seed.length !== 32) throw new RangeError('expected a 32-byte seed');
      const cap = request.capMs;
      if (cap !== undefined && !(typeof cap === 'number' && Number.isFinite(cap) && cap > 0 && cap <= MAX_CAP_MS)) throw new RangeError(`expected a time cap of 0–${MAX_CAP_MS} ms, got ${String(cap)}`);
      const key = `${request.level}/${hex(request.seed)}/${request.house}/${cap ?? 'none'}`;
      let bot = bots.get(key);
      if (bot === undefined) {
        bot = botForLevel(request.level, request.seed, request.house, cap === undefined ? undefined : { capMs: cap, now });
        bots.set(key, bot);
      }
      return { id, move: bot.decide(request.view, request.decision) };
    } catch (error) {
      return { id, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
