// Types for broker.mjs (a plain Node module, so that `npm start` needs no TypeScript loader).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare const BROKER_PATH: string;
export declare const BROKER_KEY: string;
export declare const MAX_SIGNAL_BYTES: number;

/** scripts/broker-guard.mjs DEFAULT_BROKER_LIMITS. */
export interface BrokerLimits {
  maxClients: number;
  maxClientsPerAddress: number;
  connectionsPerSecond: number;
  burstConnections: number;
  messagesPerSecond: number;
  burstMessages: number;
  bytesPerSecond: number;
  burstBytes: number;
  addressMessagesPerSecond: number;
  addressBurstMessages: number;
  addressBytesPerSecond: number;
  addressBurstBytes: number;
  maxQueuedPerTarget: number;
  maxQueuedBytesPerTarget: number;
  maxQueuedBytesPerSender: number;
  maxQueuedBytes: number;
  queueExpiryMs: number;
  maxBufferedBytes: number;
}

export declare const DEFAULT_BROKER_LIMITS: Readonly<BrokerLimits>;

export interface BrokerGuardView {
  readonly limits: Readonly<BrokerLimits>;
  readonly queuedBytes: number;
  readonly stats: { refusedUpgrades: number; rateLimited: number; queueFull: number; notReading: number; expired: number };
}

export interface BrokerOptions {
  path?: string;
  key?: string;
  log?: (message: string) => void;
  /** Pages on other origins that may open the broker's WebSocket (`*`: any); the server's own origin always may. */
  allowedOrigins?: readonly string[];
  /** Host names besides addresses and localhost the server answers to. */
  allowedHosts?: readonly string[];
  limits?: Partial<BrokerLimits>;
}

export interface AttachedBroker {
  /** Serves the broker's HTTP API under its path and passes every other request to `next`. */
  handle(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void): void;
  /** Where the broker's WebSocket listens: `${path}/peerjs`. */
  readonly socketPath: string;
  readonly guard: BrokerGuardView;
  /** Stops taking upgrades and drops every connected client. */
  close(): void;
}

export declare function attachBroker(httpServer: Server, options?: BrokerOptions): AttachedBroker;

export interface RunningBroker {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly key: string;
  readonly guard: BrokerGuardView;
  close(): Promise<void>;
}

export declare function startBroker(options?: BrokerOptions & { host?: string; port?: number }): Promise<RunningBroker>;
