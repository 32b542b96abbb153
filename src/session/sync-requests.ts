// Asking peers for missing entries (session README, "Sync"): a seat's session and a watcher both
// send `{t: 'sync', have}` to every peer when their replica consumed nothing for a while.
import type { Transport } from '../net/transport';
import type { Clock } from './clock';
import type { Replica } from './replica';
import { decodeMessage, encodeMessage } from './wire';

/** Per seat, how many entries `replica` holds without a gap: what a `sync` or `heads` carries. */
export function heldCounts(replica: Replica): number[] {
  return Array.from({ length: replica.seats }, (_, seat) => replica.chains.held(seat));
}

/** Sends `{t: 'sync'}` with what `replica` holds to every reachable peer. */
export function requestSync(transport: Transport, replica: Replica): void {
  const message = encodeMessage({ t: 'sync', game: replica.game, have: heldCounts(replica) });
  for (const peer of transport.peers()) transport.send(peer, message);
}

export interface IdleSync {
  /** When true, the timer stops for good (closed, finished, halted). */
  readonly stopped: () => boolean;
  /** When true, ask even if the replica moved (a restarted seat catching up). */
  readonly always?: () => boolean;
  readonly ask: () => void;
}

/**
 * Every `interval` ms: if `replica` consumed nothing since the last time, calls `ask`.
 * @returns a function that cancels the timer
 */
export function syncWhenIdle(clock: Clock, interval: number, replica: Replica, o: IdleSync): () => void {
  let last = -1;
  let cancel: () => void = () => undefined;
  const tick = (): void => {
    cancel = clock.schedule(interval, () => {
      if (o.stopped()) return;
      const progress = replica.chains.consumed.reduce((a, b) => a + b, 0);
      if (progress === last || o.always?.() === true) o.ask();
      last = progress;
      tick();
    });
  };
  tick();
  return () => cancel();
}

/**
 * Whether `raw`, as it travels under withGossip (a direct envelope, byte 0, before the message:
 * src/net/gossip.ts), is a sync request: the one thing players let a watcher send them
 * (PeerjsTransport's `spectatorRequests`). Never throws on bad input.
 */
export function isSyncRequest(raw: Uint8Array, seats: number): boolean {
  if (raw[0] !== 0) return false;
  const m = decodeMessage(raw.subarray(1), seats);
  return m.ok && m.value.t === 'sync';
}
