// Types for nostr-test-relay.mjs (a plain Node module, so the browser tests' server needs no TypeScript loader).
import type { Event } from '@nostr-relay/common';

export interface TestRelay {
  readonly url: string;
  /** Every event the relay stored, in arrival order. */
  readonly events: readonly Event[];
  /** How many connections are open now. */
  connections(): number;
  /** Cuts every open connection (the relay restarts or the network drops), keeping the events. */
  dropConnections(): void;
  close(): Promise<void>;
}

/** A relay on 127.0.0.1 and a free port (or `port`: a relay back where one was closed), its events in memory. */
export declare function startTestRelay(port?: number): Promise<TestRelay>;
