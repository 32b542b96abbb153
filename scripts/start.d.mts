// Types for start.mjs (a plain Node module, so that `npm start` needs no TypeScript loader).
import type { ViteDevServer } from 'vite';

export interface RunningApp {
  readonly vite: ViteDevServer;
  readonly port: number;
  close(): Promise<void>;
}

/** The dev server with the PeerJS broker at /signal on the same origin; host as vite takes it. */
export declare function startApp(options?: { port?: number; host?: string | boolean }): Promise<RunningApp>;
