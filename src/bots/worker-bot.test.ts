// The bot behind a worker: the same move as the bot in the page's thread, only the house's view
// posted (structured-clonable), the thinking signal around every decision, errors and disposal.
import { describe, expect, it } from 'vitest';
import { apply, pending, type GameState } from '../../engine/index';
import { playLocalGame } from '../local-game';
import { createBotAnswerer, type BotReady, type BotReply, type BotRequest } from './bot-protocol';
import { botForLevel, BOT_TIME_CAPS_MS, heuristicViewBot } from './levels';
import { playerView } from './player-view';
import { randomBot } from './random-bot';
import { createWorkerBot, GRACE_MS, LOAD_MS, type BotTimer, type WorkerLike } from './worker-bot';

const seed = new Uint8Array(32).fill(3);

/** A worker in this thread: answers each request on a later task, after a structured clone both ways. */
function fakeWorker(posted: BotRequest[], answer = createBotAnswerer()): WorkerLike & { terminated: boolean } {
  const listeners: ((event: { data: BotReply }) => void)[] = [];
  const fake = {
    terminated: false,
    postMessage(request: BotRequest) {
      const copy = structuredClone(request);
      posted.push(copy);
      setTimeout(() => !fake.terminated && listeners.forEach((l) => l({ data: structuredClone(answer(copy)) })), 0);
    },
    addEventListener: (_type: 'message', listener: (event: { data: BotReply }) => void) => void listeners.push(listener),
    terminate() {
      fake.terminated = true;
    },
  };
  return fake;
}

/** A planning state of a 4-player game where the first house has placed its orders and the second is to. */
function planningWithOnePlaced(): { state: GameState; first: string } {
  let found: GameState | undefined;
  playLocalGame({ config: { players: 4 }, seed, onMove: (s) => void (found ??= pending(s).filter((d) => d.kind === 'place-orders').length === 4 && s.round === 2 ? s : undefined) });
  const [first] = pending(found!);
  return { state: apply(found!, randomBot(seed, 'first').choose(found!, first!)), first: first!.house! };
}

describe('worker bot', () => {
  it("answers with the move the bot makes in the page's thread, posting only the house's view, thinking meanwhile", async () => {
    const { state, first } = planningWithOnePlaced();
    const decision = pending(state)[0]!;
    const posted: BotRequest[] = [];
    const signals: boolean[] = [];
    // The longest cap: under load the 1 s of normal could cut the search short, and this test is about the protocol.
    const bot = createWorkerBot({ level: 'normal', seed, house: decision.house!, capMs: 60_000, onThinking: (t) => signals.push(t), createWorker: () => fakeWorker(posted) });
    const move = await bot.choose(state, decision);
    expect(move).toEqual(botForLevel('normal', seed, decision.house!).decide(playerView(state, decision.house!), decision));
    expect(signals).toEqual([true, false]);
    const planning = posted[0]!.view.state.stack.find((f) => f.kind === 'planning');
    expect(planning?.kind === 'planning' && planning.placed.some((p) => p.house === first)).toBe(false); // the first house's orders stay in the page
    bot.dispose();
  }, 60_000);

  it('a request the worker cannot answer rejects with its reason; dispose rejects what is pending and ends the worker', async () => {
    const { state } = planningWithOnePlaced();
    const decision = pending(state)[0]!;
    const wrongHouse = state.options.houses.find((h) => h !== decision.house)!;
    const posted: BotRequest[] = [];
    const bad = createWorkerBot({ level: 'hard', seed, house: wrongHouse, createWorker: () => fakeWorker(posted) });
    await expect(bad.choose(state, decision)).rejects.toThrow(/expected a decision of/);
    const worker = fakeWorker(posted);
    const signals: boolean[] = [];
    const bot = createWorkerBot({ level: 'easy', seed, house: decision.house!, onThinking: (t) => signals.push(t), createWorker: () => worker });
    const pendingMove = bot.choose(state, decision);
    bot.dispose();
    await expect(pendingMove).rejects.toThrow(/disposed/);
    expect(worker.terminated).toBe(true);
    expect(signals).toEqual([true, false]);
    await expect(bot.choose(state, decision)).rejects.toThrow(/disposed/);
  });

  it('a worker silent past its cap and the grace is replaced, and the heuristic answers on the house view; its late reply is ignored', async () => {
    const { state } = planningWithOnePlaced();
    const decision = pending(state)[0]!;
    const house = decision.house!;
    /** A worker that never answers by itself; `reply` answers its requests later. */
    const silent = () => {
      const listeners: ((event: { data: BotReply | BotReady }) => void)[] = [];
      const w = {
        requests: [] as BotRequest[],
        terminated: false,
        postMessage: (r: BotRequest) => void w.requests.push(r),
        addEventListener: (_t: 'message', l: (event: { data: BotReply | BotReady }) => void) => void listeners.push(l),
        terminate: () => void (w.terminated = true),
        reply: (data: BotReply | BotReady) => listeners.forEach((l) => l({ data })),
      };
      return w;
    };
    const workers: ReturnType<typeof silent>[] = [];
    const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
    const timer: BotTimer = {
      set: (callback, ms) => timers.push({ callback, ms, cleared: false }) - 1,
      clear: (handle) => void (timers[handle as number]!.cleared = true),
    };
    const fallbacks: string[] = [];
    const signals: boolean[] = [];
    const bot = createWorkerBot({ level: 'hard', seed, house, timer, onThinking: (t) => signals.push(t), onFallback: (d) => fallbacks.push(d.id), createWorker: () => workers[workers.push(silent()) - 1]! });
    workers[0]!.reply({ ready: true }); // loaded: from now on a decision gets its cap and the grace
    const move = bot.choose(state, decision);
    expect(workers[0]!.requests[0]!.capMs).toBe(BOT_TIME_CAPS_MS.hard); // the worker is told its cap
    expect(timers[0]!.ms).toBe(BOT_TIME_CAPS_MS.hard + GRACE_MS);
    timers[0]!.callback(); // the cap and the grace pass with no answer
    await expect(move).resolves.toEqual(heuristicViewBot(seed, house).decide(playerView(state, house), decision));
    expect(fallbacks).toEqual([decision.id]);
    expect(signals).toEqual([true, false]);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2); // a fresh worker for the next decision
    // The old worker's late answer goes nowhere; the next decision is the new worker's.
    workers[0]!.reply({ id: 1, move: { kind: 'pass' } as never });
    const next = bot.choose(state, decision);
    expect(workers[1]!.requests).toHaveLength(1);
    expect(timers[1]!.ms).toBe(BOT_TIME_CAPS_MS.hard + GRACE_MS + LOAD_MS); // the fresh worker has not said ready: loading is not thinking
    const answer = createBotAnswerer()(workers[1]!.requests[0]!);
    workers[1]!.reply(answer);
    await expect(next).resolves.toEqual('move' in answer ? answer.move : null);
    expect(timers[1]!.cleared).toBe(true); // an answer in time clears its guard
    bot.dispose();
  }, 60_000);

  it('the answerer refuses a bad level, seed or cap with a reply, never a throw', () => {
    const { state } = planningWithOnePlaced();
    const decision = pending(state)[0]!;
    const view = playerView(state, decision.house!);
    const answer = createBotAnswerer();
    expect(answer({ id: 7, level: 'impossible' as never, seed, house: decision.house!, view, decision })).toEqual({ id: 7, error: expect.stringMatching(/bot level/) });
    expect(answer({ id: 8, level: 'easy', seed: new Uint8Array(3), house: decision.house!, view, decision })).toEqual({ id: 8, error: expect.stringMatching(/32-byte/) });
    for (const capMs of [0, -1, Number.NaN, 1e9, '5' as never]) expect(answer({ id: 9, level: 'hard', seed, house: decision.house!, view, decision, capMs })).toEqual({ id: 9, error: expect.stringMatching(/time cap/) });
  });
});
