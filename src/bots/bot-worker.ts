// The bot's thread in a page: a module Web Worker that answers BotRequests, so a bot thinking for
// seconds never freezes the page. Started by worker-bot.ts:
//   new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' })
import { createBotAnswerer, type BotReady, type BotReply, type BotRequest } from './bot-protocol';

/** The worker's global scope, as much of it as we use (the project's lib is DOM, not WebWorker). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<BotRequest>) => void): void;
  postMessage(reply: BotReply | BotReady): void;
}

const scope = globalThis as unknown as WorkerScope;
const answer = createBotAnswerer();
scope.addEventListener('message', (event) => scope.postMessage(answer(event.data)));
scope.postMessage({ ready: true });
