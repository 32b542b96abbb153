// Types for start.mjs (a plain Node module, so that `npm start` needs no TypeScript loader).
import type { ViteDevServer } from 'vite';
import type { BrokerLimits } from './broker.mjs';

export interface RunningApp {
  readonly vite: ViteDevServer;
  readonly port: number;
  close(): Promise<void>;
}

export interface StartOptions {
  /** As vite takes it; default 'localhost' (this machine only). '0.0.0.0' or true: every interface. */
  port?: number;
  host?: string | boolean;
  /** Pages on other origins that may use the broker (`*`: any); the app's own origin always may. */
  allowedOrigins?: readonly string[];
  /** Host names besides addresses and localhost the server answers to (vite's server.allowedHosts). */
  allowedHosts?: readonly string[];
  limits?: Partial<BrokerLimits>;
  /** false: modules without their inline source maps (the browser tests' server). */
  sourceMaps?: boolean;
  /**
   * A folder built with SERVED_DEFINE whose pages and /assets/ are served instead of the sources'
   * (the browser tests' server, scripts/e2e-server.mjs); a request with the cookie e2e-pages=dev
   * still gets the sources'.
   */
  builtPages?: string;
}

/** What the server tells its pages at build time (the broker beside them). */
export declare const SERVED_DEFINE: Readonly<Record<string, string>>;

/** The folders the dev server reads files from. */
export declare const SERVED_FOLDERS: readonly string[];

/** The dev server with the PeerJS broker at /signal on the same origin. */
export declare function startApp(options?: StartOptions): Promise<RunningApp>;

/** `npm start`'s command line: `--host [ADDRESS]`, `--port N`, `--allow-origin URL`…, `--allow-host NAME`…. */
export declare function startOptions(argv: readonly string[]): { host: string; port: number; allowedOrigins: string[]; allowedHosts: string[] };

export declare function isLoopbackHost(host: string): boolean;
