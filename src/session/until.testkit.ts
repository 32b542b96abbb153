// Waiting in tests for what happened, not for a fixed time: a condition checked at once and again
// whenever something it depends on reports a change, failing loudly when it does not come.

/** Subscribes `changed` to some source of changes; returns the unsubscribe. */
export type OnChange = (changed: () => void) => () => void;

/**
 * Resolves once `done()` holds: checked now and again whenever `on` reports a change (a lobby's or a
 * session's onChange, a process's output…); rejects naming `what` after `timeoutMs`.
 */
export function until(what: string, done: () => boolean, on: OnChange, timeoutMs = 25_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    const check = (): void => {
      if (!done()) return;
      clearTimeout(timer);
      off();
      resolve();
    };
    const off = on(check);
    check();
  });
}

/** Every change of any of `sources` (each an onChange-like subscription). */
export function onAny(...sources: readonly { onChange(changed: () => void): () => void }[]): OnChange {
  return (changed) => {
    const offs = sources.map((s) => s.onChange(changed));
    return () => offs.forEach((off) => off());
  };
}
