// Opens a game file for the replay page: in a Web Worker (verification takes seconds and must not
// freeze the page), or on the main thread where workers are unavailable.
// The checker itself (the session's verifier) is not part of the first page: the worker loads it,
// or this module fetches it the first time it is needed.
import type { OpenedGame } from './game-file';

export async function openGameFileAsync(bytes: Uint8Array): Promise<OpenedGame> {
  if (typeof Worker === 'undefined') return (await import('./game-file')).openGameFile(bytes);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./game-file.worker.ts', import.meta.url), { type: 'module' });
    const done = (result: OpenedGame) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (e: MessageEvent<OpenedGame>) => done(e.data);
    worker.onerror = (e) => done({ kind: 'unreadable', message: `the check failed: ${e.message}` });
    worker.postMessage(bytes);
  });
}

/** A game file from a URL (a `?log=` link); rejects with the fetch's error. */
export async function fetchGameFile(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(url, signal === undefined ? {} : { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
