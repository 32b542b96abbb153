// Loads a replay from a URL while its host is connected (style rule 22): fetches on connect or
// when the URL changes, aborts the fetch on disconnect, and re-applies the moves with the engine.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameConfig, GameState, Move } from '../../../engine/index';
import { parseReplay, replayStates, type ReplayError } from './replay';

export type ReplayStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading'; readonly url: string }
  /** `moves[i]` led from `states[i]` to `states[i + 1]` (what the embed's event lines re-apply). */
  | { readonly kind: 'ready'; readonly url: string; readonly states: readonly GameState[]; readonly moves: readonly Move[] }
  /** `web-page`: the address answered with an HTML page (a mistyped address on a host that answers every path with its index page). */
  | { readonly kind: 'failed'; readonly url: string; readonly error: ReplayError | { readonly code: 'fetch' | 'web-page'; readonly message: string } };

export class ReplayController implements ReactiveController {
  status: ReplayStatus = { kind: 'idle' };
  #url: string | null = null;
  #abort: AbortController | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly fallback: () => GameConfig,
  ) {
    host.addController(this);
  }

  /** The replay to show; null shows none. Loads now if the host is connected. */
  set url(url: string | null) {
    if (url === this.#url) return;
    this.#url = url;
    if (this.#abort !== null) this.#load();
  }

  hostConnected(): void {
    this.#abort = new AbortController();
    this.#load();
  }

  hostDisconnected(): void {
    this.#abort?.abort();
    this.#abort = null;
  }

  #load(): void {
    this.#abort?.abort();
    const abort = new AbortController();
    this.#abort = abort;
    const url = this.#url;
    if (url === null || url === '') {
      this.#set({ kind: 'idle' });
      return;
    }
    this.#set({ kind: 'loading', url });
    fetch(url, { signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (/^\s*text\/html\b/i.test(response.headers.get('content-type') ?? '')) {
          if (!abort.signal.aborted) this.#set({ kind: 'failed', url, error: { code: 'web-page', message: 'the address answered with a web page (text/html), not a replay' } });
          return;
        }
        const json: unknown = await response.json();
        if (abort.signal.aborted) return;
        const parsed = parseReplay(json, this.fallback());
        if (!parsed.ok) return this.#set({ kind: 'failed', url, error: parsed.error });
        const result = replayStates(parsed.replay);
        this.#set(result.ok ? { kind: 'ready', url, states: result.states, moves: parsed.replay.moves } : { kind: 'failed', url, error: result.error });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        this.#set({ kind: 'failed', url, error: { code: 'fetch', message: error instanceof Error ? error.message : String(error) } });
      });
  }

  #set(status: ReplayStatus): void {
    this.status = status;
    this.host.requestUpdate();
  }
}
