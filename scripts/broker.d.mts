// Types for broker.mjs (a plain Node module, so that `npm start` needs no TypeScript loader).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare const BROKER_PATH: string;
export declare const BROKER_KEY: string;
export declare const MAX_SIGNAL_BYTES: number;

export interface AttachedBroker {
  /** Serves the broker's HTTP API under its path and passes every other request to `next`. */
  handle(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void): void;
  /** Where the broker's WebSocket listens: `${path}/peerjs`. */
  readonly socketPath: string;
  /** Stops taking upgrades and drops every connected client. */
  close(): void;
}

export declare function attachBroker(httpServer: Server, options?: { path?: string; key?: string; log?: (message: string) => void }): AttachedBroker;

export interface RunningBroker {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly key: string;
  close(): Promise<void>;
}

export declare function startBroker(options?: { host?: string; port?: number; path?: string; key?: string; log?: (message: string) => void }): Promise<RunningBroker>;
